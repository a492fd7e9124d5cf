// An eighty-sixth development batch (ids cj01–cj30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is oral surgery and implant dentistry in
// detail: implant consultations with CBCT findings and bone measurements, implant placement with fixture size, insertion
// torque, ISQ and cover screw or healing abutment, lateral window and crestal sinus lifts, socket and ridge grafting,
// second-stage uncovering, implant-level impressions and screw- or cement-retained implant crowns, surgical extractions
// with flaps, bone removal and sectioning, a coronectomy near the inferior alveolar canal under IV sedation, wisdom teeth
// under IV sedation, an apicectomy, an incisional and an excisional biopsy, post-op reviews with suture removal, a nerve
// injury review, dry sockets and the exposure and bonding of impacted canines for orthodontics. The dictations carry
// consent with its risks, LA and sedation details, vital signs, intra-operative radiographs, post-op instructions,
// prescriptions, advice, next visits and follow-ups. Five clinicians, six visits each:
//   cj01–cj06 a UK oral surgeon (FDI, all recogniser-style): a surgical extraction of 48 with a triangular flap, bone
//     removal and crown sectioning (asthma, paracetamol only), a coronectomy of 38 under IV midazolam with an escort, an
//     apicectomy of 12 with an MTA root-end filling (latex allergy), an incisional biopsy of a speckled leukoplakia of the
//     tongue, a one-week review with IAN paraesthesia and suture removal, the exposure and bonding of a palatal 23 with
//     extraction of 63 (appended dictation);
//   cj07–cj12 a UK implant dentist (FDI, typed): an implant consultation for 36 with CBCT measurements and costs, the
//     placement of a Straumann BLT in 36 (submerged), a staged lateral window sinus augmentation at 26 with a repaired
//     membrane perforation, the second stage of 36 with a healing abutment and ISQ, open-tray implant impressions for 36,
//     the fit of a screw-retained implant crown on 36 (appended dictation);
//   cj13–cj18 a US oral surgeon (Universal, all recogniser-style): a wisdom teeth consultation with a CBCT and a plan for a
//     coronectomy, four wisdom teeth under IV sedation (two extractions, two surgical extractions), a one-week post-op
//     check with suture removal, a dry socket of #17, an excisional biopsy of a lower lip mucocele (appended dictation),
//     the exposure and bonding of a labially impacted #11 with extraction of #H;
//   cj19–cj24 a US periodontist placing implants (Universal, typed): an implant consult for #30 with CBCT measurements, an
//     extraction of #14 with ridge preservation, an implant at #3 with a crestal sinus lift, a two-week post-op review
//     with suture removal (appended dictation), a stage-two uncovering of #19, a staged ridge augmentation at #8;
//   cj25–cj30 a UK dentist who says Palmer words (Palmer; cj25, cj27, cj29 recogniser-style, cj26, cj28, cj30 typed UR6
//     shorthand): a surgical extraction of LL6 on warfarin with tranexamic acid, a dry socket of LR8 dressed with Alvogyl,
//     an implant placed at LL6 with a healing abutment and a small graft, a cement-retained implant crown fitted on UR6, a
//     ten-day review after the LL6 implant with suture removal (appended dictation), a surgical extraction of UL7 with an
//     oro-antral communication closed by a buccal advancement flap.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, with primary #H in cj18); 15 recogniser-style (lower case, number words,
// fillers, "sorry" / "I mean" corrections, no punctuation) and 15 typed; about 90 to 330 words; five cases with appended
// dictation (cj06 "add to notes …" / "change … to …"; cj12 "Add to treatment: …" / "Change 2/52 to 4/52."; cj17 "add to
// treatment …" / "add to notes …"; cj22 "Add to notes: …" / "Change 3 months to 4 months."; cj29 "add to chart …" / "add
// to notes …"). DENTAL in all 30 cases.
//
// Judgement calls where the contract was silent:
// - Titles: only the table's procedures are titles. Coronectomy, apicectomy, biopsies, sinus augmentation, socket / ridge
//   grafting, GBR, exposure and bonding, second-stage uncovering, healing abutments, suture removal, IV sedation and the
//   dressing of a dry socket are none, so TX TODAY is empty in cj02–cj05, cj09, cj13, cj15–cj17, cj23, cj24 and cj26, and
//   holds only "OHI" in cj10, cj22 and cj29. "Surgical extraction 48 / #32 / LL6" stays surgical; "Converted to surgical
//   extraction UL7" is "Surgical extraction UL7"; "atraumatic ext #14" is "Extraction #14" ("ext" is extraction, the
//   adjective goes, as more56); "63 extracted", "#H extracted" are "Extraction 63", "Extraction #H". In cj14 each tooth
//   removed at its own step keeps its own title, in the order of TX. "… implant placed 36 / #3 / LL6" is "Implant
//   placement"; a crown "fitted" or "cemented" on an implant is "Crown fit" (cj12, cj28); "Impressions in Impregum" is
//   "Impressions" (the impression coping and the opposing alginate give no second title). A socket irrigated is no
//   Irrigation title; drilling "under saline" is no irrigation.
// - Reviews whose CC says the work was done before ("after surgical extraction of 38", "She had #17 extracted here",
//   "after XLA here 4 days ago", "Implant placed 3 months ago", "after the implant LL6") take no title from the CC.
// - TX PLAN and NV keep words as said when no table name is said: "Implant 26", "Implant #14 in 4 months", "Coronectomy
//   #17", "Second stage 36 in 3 months"; "implant placement 36" and "implant crown fit 36" already carry table names.
//   An orthodontist's traction and a referral back to the restorative dentist are TX PLAN (treatment elsewhere).
// - Consent and risks: a clause about consent stays whole in CONSENT, also with the risks it includes ("Consent for
//   surgical extraction 48 including risks of …", as more56's "Verbal consent confirmed, including …"); risks explained,
//   reviewed or gone over in their own clause are CONSULT, and a typed "Risks …; written consent signed" is cut at the
//   semicolon (as more56 bf21). Spoken lists of risks keep no added commas.
// - Sedation: cannula, sedative doses ("Midazolam titrated total 5 mg", "Midazolam 4 mg and fentanyl 100 mcg titrated"),
//   oxygen, sats during surgery, sedation time and recovery are TX items; pre-operative blood pressure, pulse, sats, ASA
//   grade, NPO status and INR are MED HX (as more56 bf19's blood pressure); the escort or driver is NOTES, as are ages
//   ("14 year old", "13 year old": a number word before "year old" is an age, not a tooth, also in Universal).
// - Prescriptions ("Rx …", and the drugs typed after it in one run) and post-op instructions are TX items; analgesic,
//   smoking, diet, ice-pack and sinus advice given with "advised", "told him / her" or "warned" is CONSULT (as more58);
//   "Latex free gloves", a pre-op antibiotic taken and a chlorhexidine pre-rinse are TX steps.
// - Radiographs taken during or after surgery with a report ("Parallel pin PA: angulation good", "Post-op PA …", "PA:
//   coping fully seated") are RADIO (as more56); "Depth checked with a PA" is a TX step. CBCT measurements are RADIO;
//   interocclusal / interarch space is INTRA.
// - Implant sites, ridges, sockets, peri-implant tissue and healing abutments are INTRA, also when a tooth number comes
//   first ("36 site healed", "LR8 socket empty", "Healing abutment LL6 stable"), with no chart entry (rule 7, as more56);
//   a swelling "opposite #23" or a bulge "above #10" is INTRA. Plaque score is PERIO. "Tissue healthy" said after a
//   healing abutment was removed is a TX item.
// - Surfaces (rule 4): "no distal caries" → "no D caries", "small distal caries" → "Small D caries" in DENTAL; a pocket,
//   operculum, relieving incision, bone, plate or tipping is no part of rule 4's list, so "distal pocket", "mesial
//   relieving incision", "Distal bone removed", "labial plate", "slight mesial tipping" stay words; in text fields a single
//   surface stays a word ("periapical radiolucency on the mesial root"). Typed single letters stay as typed ("MB root
//   fractured", "ISQ 74 (B) / 76 (M)", "M contact tight"). "Fractured P cusp" / "MB root fractured" give the fracture;
//   "broken down to gum level" and a crown that "fractured further" during treatment do not.
// - Numbers and names: "four oh" → "4-0", "nought point two percent" → "0.2%", "one point five centimetres" → "1.5 cm",
//   "micrograms" → "mcg", "ten mls" → "10 ml", "newton centimetres" → "Ncm", "asa two" → "ASA 2", "two point
//   discrimination" → "2 point discrimination"; implant sizes keep "by" as said (more56). Recogniser brand names are
//   written as their makers write them (Vicryl Rapide, Prolene, Howarth, Transbond XT, Coe-Pak, Bio-Oss, NobelActive,
//   Surgicel, Tylenol); "post op" → "Post-op". "one and sixteen can stay" in Universal is "#1 and #16" (teeth, not a
//   pronoun). Two teeth said with "and" in a text field keep the "and".
// - A recogniser-style DX run with "and" between two diagnoses is two items (cj13). A finding about a tooth dictated
//   right after "intra oral" is a chart entry, and INTRA keeps only the clauses that are not about one tooth.
// - Patients' remarks ("She said the pain eased almost right away", "Immediate relief", "Pt happy with appearance", "Pt
//   tolerated well", "She was tearful but reassured") are NOTES; a design discussed with "pt agrees" is CONSULT.
// - Appends follow more56 / more58: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "add
//   to chart …" adds a DENTAL entry, "change X to Y" edits the one place X is said (cj06's "one week" only in the review,
//   cj12's "2/52" only in the review, cj22's "3 months" only in the follow-up).
import { defineCase, type NotesCase } from '../case.ts';

export const more86Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK oral surgeon (FDI, recogniser-style)
  defineCase({
    id: 'cj01-uk-asr-fdi-surgical-extraction-48-triangular-flap-sectioned-asthma-paracetamol',
    style: 'UK',
    asr: true,
    transcript:
      "okay she attended for removal of four eight referred by her gdp with recurrent pericoronitis three episodes this year needed antibiotics twice medical history asthma uses a salbutamol inhaler allergic to penicillin doesn't smoke extra oral no swelling mouth opening forty millimetres intra oral soft tissues healthy four eight partially erupted operculum slightly inflamed four seven sound no distal caries opg four eight mesioangular impaction roots close to the canal but no darkening of the roots or loss of the white lines diagnosis recurrent pericoronitis four eight she wants it out consent for surgical extraction four eight including risks of pain swelling bruising trismus dry socket infection and temporary or permanent numbness of the lip chin and tongue consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left sorry right then one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four eight surgical extraction four eight triangular flap with a mesial relieving incision full thickness flap raised buccal and distal bone removed with a round bur um crown sectioned horizontally with a fissure bur and removed roots elevated separately and delivered intact socket debrided and irrigated with saline haemostasis achieved closed with four oh vicryl rapide three interrupted sutures post op instructions verbal and written given advised paracetamol only not ibuprofen because of her asthma rx chlorhexidine mouthwash nought point two percent twice a day for a week from tomorrow she asked about going back to work told her two or three days off told her the stitches dissolve she was a bit nervous but did really well review only if any problems",
    expect: {
      CC: 'Removal of 48. Referred by her GDP with recurrent pericoronitis. 3 episodes this year. Needed antibiotics twice',
      'MED HX': "Asthma. Uses a salbutamol inhaler. Allergic to penicillin. Doesn't smoke",
      EXTRA: 'No swelling. Mouth opening 40 mm',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['48', 'Partially erupted operculum slightly inflamed'],
        ['47', 'Sound no D caries'],
      ],
      RADIO:
        'OPG 48 mesioangular impaction. Roots close to the canal but no darkening of the roots or loss of the white lines',
      DX: ['Recurrent pericoronitis 48'],
      CONSULT:
        'She wants it out. Advised paracetamol only not ibuprofen because of her asthma. She asked about going back to work. Told her 2 or 3 days off. Told her the stitches dissolve',
      CONSENT:
        'Consent for surgical extraction 48 including risks of pain swelling bruising trismus dry socket infection and temporary or permanent numbness of the lip chin and tongue. Consent form signed',
      'TX TODAY': ['Surgical extraction 48'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 48',
        'Surgical extraction 48',
        'Triangular flap with a mesial relieving incision',
        'Full thickness flap raised',
        'Buccal and distal bone removed with a round bur',
        'Crown sectioned horizontally with a fissure bur and removed',
        'Roots elevated separately and delivered intact',
        'Socket debrided and irrigated with saline',
        'Haemostasis achieved',
        'Closed with 4-0 Vicryl Rapide 3 interrupted sutures',
        'Post-op instructions verbal and written given',
        'Rx chlorhexidine mouthwash 0.2% twice a day for a week from tomorrow',
      ],
      NOTES: 'She was a bit nervous but did really well',
      'F/U': 'Review only if any problems',
    },
  }),
  defineCase({
    id: 'cj02-uk-asr-fdi-coronectomy-38-iv-midazolam-escort-cbct-canal-between-roots',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for coronectomy of three eight under iv sedation as planned at his consultation he's had repeated pericoronitis medical history type two diabetes on metformin hba one c forty eight no allergies his wife is his escort and will take him home blood pressure one thirty eight over eighty four sats ninety eight percent on air asa two intra oral three eight partially erupted distal pocket six millimetres three seven sound cbct from the consultation reviewed the inferior alveolar canal runs between the roots of three eight with thinning of the cortex explained again that the roots stay behind and may move up and need a second operation and there's still a small risk to the nerve he's happy to go ahead written consent confirmed cannula twenty two gauge left hand midazolam titrated er total five milligrams good level of sedation la two cartridges articaine four percent one in one hundred thousand adrenaline id block left and buccal infiltration three eight envelope flap raised buccal bone removed to expose the crown crown sectioned at the amelocemental junction with a fissure bur and removed lingual tissues protected with a howarth roots reduced two to three millimetres below the crest with a round bur roots not mobile socket irrigated with saline sutured with four oh vicryl rapide sats stayed above ninety five percent throughout recovered for thirty minutes and left with his wife post op instructions verbal and written given to both rx amoxicillin five hundred milligrams three times a day for five days advised ibuprofen and paracetamol for pain review in one week wound check and radiograph",
    expect: {
      CC: "Coronectomy of 38 under IV sedation as planned at his consultation. He's had repeated pericoronitis",
      'MED HX':
        'Type 2 diabetes on metformin. HbA1c 48. No allergies. Blood pressure 138/84. Sats 98% on air. ASA 2',
      DENTAL: [
        ['38', 'Partially erupted distal pocket 6 mm'],
        ['37', 'Sound'],
      ],
      RADIO:
        'CBCT from the consultation reviewed. Inferior alveolar canal runs between the roots of 38 with thinning of the cortex',
      CONSULT:
        "Explained again that the roots stay behind and may move up and need a second operation and there's still a small risk to the nerve. He's happy to go ahead. Advised ibuprofen and paracetamol for pain",
      CONSENT: 'Written consent confirmed',
      TX: [
        'Cannula 22 gauge left hand',
        'Midazolam titrated total 5 mg',
        'Good level of sedation',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 38',
        'Envelope flap raised',
        'Buccal bone removed to expose the crown',
        'Crown sectioned at the amelocemental junction with a fissure bur and removed',
        'Lingual tissues protected with a Howarth',
        'Roots reduced 2 to 3 mm below the crest with a round bur',
        'Roots not mobile',
        'Socket irrigated with saline',
        'Sutured with 4-0 Vicryl Rapide',
        'Sats stayed above 95% throughout',
        'Recovered for 30 minutes and left with his wife',
        'Post-op instructions verbal and written given to both',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
      ],
      NOTES: 'His wife is his escort and will take him home',
      'F/U': 'Review in 1 week wound check and radiograph',
    },
  }),
  defineCase({
    id: 'cj03-uk-asr-fdi-apicectomy-12-mta-sinus-tract-latex-round-sorry-fissure-bur',
    style: 'UK',
    asr: true,
    transcript:
      "patient here for apicectomy on one two she's had a sinus above the tooth on and off since her dentist redid the root filling last year medical history fit and well no medications allergic to latex extra oral nad intra oral sinus tract labial to one two one two crowned root filled not mobile slightly tender to percussion one one and one three sound pa one two root filling well condensed to length post in the canal periapical radiolucency about six millimetres diagnosis chronic apical periodontitis one two with a sinus options apicectomy or extraction and an implant she wants to keep the tooth risks explained including gum recession showing the crown margin the surgery failing and losing the tooth consent form signed latex free gloves la two cartridges articaine four percent one in one hundred thousand adrenaline labial infiltration one two and palatal infiltration submarginal flap raised um labial plate perforated over the apex granulation tissue curetted and sent for histology apex resected three millimetres with a round bur sorry a fissure bur at ninety degrees root end cavity prepared with ultrasonic tips three millimetres deep root end filled with mta flap repositioned sutured with five oh prolene post op pa root end filling well placed post op instructions given advised ice packs today and a soft diet review one week for suture removal and again at six months with a pa",
    expect: {
      CC: "Apicectomy on 12. She's had a sinus above the tooth on and off since her dentist redid the root filling last year",
      'MED HX': 'Fit and well. No medications. Allergic to latex',
      EXTRA: 'NAD',
      INTRA: 'Sinus tract labial to 12',
      DENTAL: [
        ['12', 'Crowned root filled not mobile slightly tender to percussion'],
        ['11', 'Sound'],
        ['13', 'Sound'],
      ],
      RADIO:
        'PA 12 root filling well condensed to length. Post in the canal. Periapical radiolucency about 6 mm. Post-op PA root end filling well placed',
      DX: ['Chronic apical periodontitis 12 with a sinus'],
      CONSULT:
        'Options apicectomy or extraction and an implant. She wants to keep the tooth. Risks explained including gum recession showing the crown margin the surgery failing and losing the tooth. Advised ice packs today and a soft diet',
      CONSENT: 'Consent form signed',
      TX: [
        'Latex free gloves',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, labial infiltration 12 + palatal infiltration',
        'Submarginal flap raised',
        'Labial plate perforated over the apex',
        'Granulation tissue curetted and sent for histology',
        'Apex resected 3 mm with a fissure bur at 90 degrees',
        'Root end cavity prepared with ultrasonic tips 3 mm deep',
        'Root end filled with MTA',
        'Flap repositioned',
        'Sutured with 5-0 Prolene',
        'Post-op instructions given',
      ],
      'F/U': 'Review 1 week for suture removal and again at 6 months with a PA',
    },
  }),
  defineCase({
    id: 'cj04-uk-asr-fdi-incisional-biopsy-speckled-leukoplakia-tongue-smoker-daughter',
    style: 'UK',
    asr: true,
    transcript:
      "referred by her dentist with a white patch on the left side of her tongue she noticed it about three months ago not sore she came with her daughter medical history high blood pressure on ramipril no allergies smokes fifteen a day sorry twenty a day for thirty years drinks about twenty units a week extra oral no lymph nodes palpable intra oral white patch left lateral border of tongue about two by one point five centimetres doesn't rub off speckled red areas at the back end not indurated rest of the mucosa normal three six and three seven missing provisional diagnosis speckled leukoplakia left lateral tongue explained we need a biopsy to find out what it is and that some of these patches can turn into cancer smoking cessation advice given she said she'll think about it written consent for incisional biopsy including bleeding pain and a small scar clinical photographs taken la one cartridge lidocaine two percent one in eighty thousand adrenaline infiltration left lateral tongue traction suture through the tip of the tongue incisional biopsy of the speckled area including some normal looking tissue ellipse about eight by four millimetres specimen placed in formalin labelled and sent to histopathology closed with four oh vicryl rapide haemostasis good post op instructions given told her results take about two weeks next visit results appointment in two weeks",
    expect: {
      CC: 'Referred by her dentist with a white patch on the left side of her tongue. She noticed it about 3 months ago. Not sore',
      'MED HX':
        'High blood pressure on ramipril. No allergies. Smokes 20 a day for 30 years. Drinks about 20 units a week',
      EXTRA: 'No lymph nodes palpable',
      INTRA:
        "White patch left lateral border of tongue about 2 by 1.5 cm. Doesn't rub off. Speckled red areas at the back end. Not indurated. Rest of the mucosa normal",
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Missing'],
      ],
      DX: ['Speckled leukoplakia left lateral tongue'],
      CONSULT:
        "Explained we need a biopsy to find out what it is and that some of these patches can turn into cancer. Smoking cessation advice given. She said she'll think about it. Told her results take about 2 weeks",
      CONSENT: 'Written consent for incisional biopsy including bleeding pain and a small scar',
      TX: [
        'Clinical photographs taken',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, infiltration left lateral tongue',
        'Traction suture through the tip of the tongue',
        'Incisional biopsy of the speckled area including some normal looking tissue',
        'Ellipse about 8 by 4 mm',
        'Specimen placed in formalin labelled and sent to histopathology',
        'Closed with 4-0 Vicryl Rapide',
        'Haemostasis good',
        'Post-op instructions given',
      ],
      NOTES: 'She came with her daughter',
      NV: ['Results appointment in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cj05-uk-asr-fdi-review-after-surgical-extraction-38-ian-paraesthesia-sutures-removed',
    style: 'UK',
    asr: true,
    transcript:
      "review one week after surgical extraction of three eight under la she says the pain has settled but her left lower lip and chin still feel tingly and a bit numb and it hasn't changed since day one medical history no changes extra oral no swelling bruising almost gone light touch um reduced over the left lower lip and chin pinprick felt but duller than the right two point discrimination twelve millimetres on the left versus six on the right intra oral three eight socket healing well two sutures in place no exposed bone tongue sensation normal taste normal three seven not tender no mobility sutures removed diagnosis left inferior alveolar nerve paraesthesia after surgical extraction of three eight explained most of these recover over weeks to months and we'll keep monitoring it warned her to take care with hot drinks and not to bite her lip she was tearful but reassured review four weeks for repeat sensory testing",
    expect: {
      CC: "Review 1 week after surgical extraction of 38 under LA. She says the pain has settled but her left lower lip and chin still feel tingly and a bit numb and it hasn't changed since day 1",
      'MED HX': 'No changes',
      EXTRA:
        'No swelling. Bruising almost gone. Light touch reduced over the left lower lip and chin. Pinprick felt but duller than the right. 2 point discrimination 12 mm on the left versus 6 on the right',
      INTRA: '38 socket healing well. 2 sutures in place. No exposed bone. Tongue sensation normal. Taste normal',
      DENTAL: [['37', 'Not tender no mobility']],
      DX: ['Left inferior alveolar nerve paraesthesia after surgical extraction of 38'],
      CONSULT:
        "Explained most of these recover over weeks to months and we'll keep monitoring it. Warned her to take care with hot drinks and not to bite her lip",
      TX: ['Sutures removed'],
      NOTES: 'She was tearful but reassured',
      'F/U': 'Review 4 weeks for repeat sensory testing',
    },
  }),
  defineCase({
    id: 'cj06-uk-asr-fdi-exposure-bonding-palatal-23-gold-chain-xla-63-appends-notes-change',
    style: 'UK',
    asr: true,
    transcript:
      "fourteen year old attended with mum for exposure and bonding of two three which is palatally impacted her orthodontist has opened the space medical history fit and well no allergies intra oral upper and lower fixed appliances good oral hygiene around the brackets bulge palpable palatally in the two three region six three retained slightly mobile two two sound cbct from the orthodontist two three palatal to the roots of two one and two two no resorption of the incisors written consent from mum for exposure and bonding including the risk of the chain coming off and needing a second operation la two cartridges articaine four percent one in one hundred thousand adrenaline palatal infiltration two three and buccal infiltration six three extracted with forceps palatal flap raised from two one to two four thin bone over the crown removed with a round bur crown of two three exposed er isolation with suction and cotton wool etched bonded gold chain with eyelet using transbond chain tied to the archwire with a ligature flap replaced closed with four oh vicryl rapide with the chain coming through the crest post op instructions to mum and patient advised paracetamol or ibuprofen and a soft diet for a few days orthodontist to start traction in two weeks she did really well review one week",
    appends: ['add to notes mum asked for a school letter and one was given', 'change one week to ten days'],
    expect: {
      CC: 'Exposure and bonding of 23 which is palatally impacted. Her orthodontist has opened the space',
      'MED HX': 'Fit and well. No allergies',
      INTRA:
        'Upper and lower fixed appliances. Good oral hygiene around the brackets. Bulge palpable palatally in the 23 region',
      DENTAL: [
        ['63', 'Retained slightly mobile'],
        ['22', 'Sound'],
      ],
      RADIO: 'CBCT from the orthodontist 23 palatal to the roots of 21 and 22. No resorption of the incisors',
      CONSULT: 'Advised paracetamol or ibuprofen and a soft diet for a few days',
      CONSENT:
        'Written consent from mum for exposure and bonding including the risk of the chain coming off and needing a second operation',
      'TX TODAY': ['Extraction 63'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, palatal infiltration 23 + buccal infiltration',
        '63 extracted with forceps',
        'Palatal flap raised from 21 to 24',
        'Thin bone over the crown removed with a round bur',
        'Crown of 23 exposed',
        'Isolation with suction and cotton wool',
        'Etched',
        'Bonded gold chain with eyelet using Transbond',
        'Chain tied to the archwire with a ligature',
        'Flap replaced',
        'Closed with 4-0 Vicryl Rapide with the chain coming through the crest',
        'Post-op instructions to mum and patient',
      ],
      'TX PLAN': ['Orthodontist to start traction in 2 weeks'],
      NOTES: '14 year old attended with mum. She did really well. Mum asked for a school letter and one was given',
      'F/U': 'Review 10 days',
    },
  }),

  // ---------------------------------------------------------------- 2. UK implant dentist (FDI, typed)
  defineCase({
    id: 'cj07-uk-typed-fdi-implant-consultation-36-cbct-ridge-width-height-ian-costs',
    style: 'UK',
    asr: false,
    transcript:
      "Implant consultation, missing 36 (XLA 8 months ago, fractured root). Wants a fixed tooth, doesn't want a bridge. MH: well controlled hypertension (amlodipine), NKDA, ex-smoker (stopped 5 yrs), no bisphosphonates. EO: NAD. IO: soft tissues healthy, 36 ridge healed, slight buccal concavity, keratinised tissue 4 mm. BPE 1 1 1 / 2 1 1. 36 missing. 35 DO comp, sound. 37 MOD amalgam, sound, no tilting. Interocclusal space 7 mm. CBCT 36 region: ridge width 6.8 mm at crest, 8.5 mm at 4 mm below, 14 mm height to IAN canal, no residual root, cortical bone intact. Dx: single tooth space 36. Options discussed: no treatment, bridge, RPD, implant. Implant recommended: 4.1 x 10 mm, no grafting expected. Risks explained: failure (approx 5%), nerve injury (low given 4 mm safety margin), infection, peri-implantitis. Costs: £2,650 implant + crown. Pt wants to proceed after 2 week cooling off. Written treatment plan and estimate given. Plan: implant placement 36, then implant crown 36 after 3 months. NV: implant placement 36 (60 min).",
    expect: {
      CC: "Implant consultation, missing 36 (XLA 8 months ago, fractured root). Wants a fixed tooth, doesn't want a bridge",
      'MED HX': 'Well controlled hypertension (amlodipine), NKDA, ex-smoker (stopped 5 yrs), no bisphosphonates',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy, 36 ridge healed, slight buccal concavity, keratinised tissue 4 mm. Interocclusal space 7 mm',
      PERIO: 'BPE 1 1 1 / 2 1 1',
      DENTAL: [
        ['36', 'Missing'],
        ['35', 'DO comp, sound'],
        ['37', 'MOD amalgam, sound, no tilting'],
      ],
      RADIO:
        'CBCT 36 region: ridge width 6.8 mm at crest, 8.5 mm at 4 mm below, 14 mm height to IAN canal, no residual root, cortical bone intact',
      DX: ['Single tooth space 36'],
      CONSULT:
        'Options discussed: no treatment, bridge, RPD, implant. Implant recommended: 4.1 x 10 mm, no grafting expected. Risks explained: failure (approx 5%), nerve injury (low given 4 mm safety margin), infection, peri-implantitis. Costs: £2,650 implant + crown. Pt wants to proceed after 2 week cooling off. Written treatment plan and estimate given',
      'TX PLAN': ['Implant placement 36', 'Implant crown 36 after 3 months'],
      NV: ['Implant placement 36 (60 min)'],
    },
  }),
  defineCase({
    id: 'cj08-uk-typed-fdi-implant-placement-36-straumann-blt-35-ncm-isq-cover-screw',
    style: 'UK',
    asr: false,
    transcript:
      'Implant placement 36 as planned. MH: no change, NKDA. BP 134/82. IO: 36 site healed, KT 4 mm. 35, 37 sound. Written consent signed at consultation. Risks re-explained (nerve injury, failure, infection), pt happy to proceed. Chlorhexidine 0.2% rinse 1 min. LA 3 x 2.2 ml articaine 4% 1:100,000 adr, buccal + lingual infil 36. IDB avoided (nerve feedback). Mid-crestal incision, full thickness flap. Ridge 7 mm wide. Osteotomy with surgical guide, sequential drilling to 3.5 mm at 800 rpm under saline. Parallel pin PA: angulation good. Straumann BLT 4.1 x 10 mm RC implant placed 36, insertion torque 35 Ncm. ISQ 74 (B) / 76 (M). Cover screw placed (submerged). Closed with 5-0 Prolene: 3 interrupted + 1 horizontal mattress. Post-op PA: implant well positioned, approx 4 mm above IAN canal. POI verbal + written. Rx amoxicillin 500 mg TDS 5/7, chlorhexidine 0.2% mouthwash BD 1/52 from tomorrow. Ibuprofen 400 mg + paracetamol 1 g QDS PRN advised. Pt tolerated well. Review 1/52 for STR. Plan: second stage 36 in 3/12.',
    expect: {
      CC: 'Implant placement 36 as planned',
      'MED HX': 'No change, NKDA. BP 134/82',
      INTRA: '36 site healed, KT 4 mm',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'Parallel pin PA: angulation good. Post-op PA: implant well positioned, approx 4 mm above IAN canal',
      CONSULT:
        'Risks re-explained (nerve injury, failure, infection), pt happy to proceed. Ibuprofen 400 mg + paracetamol 1 g QDS PRN advised',
      CONSENT: 'Written consent signed at consultation',
      'TX TODAY': ['Implant placement 36'],
      TX: [
        'Chlorhexidine 0.2% rinse 1 min',
        'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
        'IDB avoided (nerve feedback)',
        'Mid-crestal incision',
        'Full thickness flap',
        'Ridge 7 mm wide',
        'Osteotomy with surgical guide',
        'Sequential drilling to 3.5 mm at 800 rpm under saline',
        'Straumann BLT 4.1 x 10 mm RC implant placed 36',
        'Insertion torque 35 Ncm',
        'ISQ 74 (B) / 76 (M)',
        'Cover screw placed (submerged)',
        'Closed with 5-0 Prolene: 3 interrupted + 1 horizontal mattress',
        'POI verbal + written',
        'Rx amoxicillin 500 mg TDS 5 days',
        'Chlorhexidine 0.2% mouthwash BD 1 week from tomorrow',
      ],
      'TX PLAN': ['Second stage 36 in 3 months'],
      NOTES: 'Pt tolerated well',
      'F/U': 'Review 1 week for STR',
    },
  }),
  defineCase({
    id: 'cj09-uk-typed-fdi-lateral-window-sinus-augmentation-26-perforation-bio-gide-sudafed',
    style: 'UK',
    asr: false,
    transcript:
      'Lateral window sinus augmentation 26 region, staged approach as planned. Pt reports no colds or sinus symptoms this week. MH: no change, NKDA, non-smoker. BP 128/76. IO: 26 site healed, ridge width 8 mm. 25 crown, sound. 27 sound. CBCT (at consult): residual bone height 3 mm under sinus floor 26, sinus membrane thin, no mucosal thickening, no septa. Risks reviewed again: membrane perforation, sinusitis, graft failure, nosebleeds; written consent signed. LA 3 x 2.2 ml articaine 4% 1:100,000 adr, buccal infil 25-27 + palatal infil. Crestal incision with mesial relieving incision at 24, full thickness flap. Lateral window 10 x 6 mm with piezo. Membrane elevated with sinus curettes, small perforation (approx 3 mm) mesially, repaired with Bio-Gide. Sinus grafted with 1.5 g Bio-Oss mixed with blood, window covered with Bio-Gide membrane. Tension-free closure with periosteal release, 4-0 Vicryl + 5-0 Prolene. POI verbal + written incl. sinus precautions. Advised no nose blowing or flying for 2/52 and to sneeze with mouth open. Rx amoxicillin 500 mg TDS 7/7, Sudafed 60 mg TDS 5/7, chlorhexidine 0.2% BD. Pt asked when the implant goes in: told her after 6-9 months healing. Review 2/52 STR. Plan: CBCT 26 at 6/12, then implant 26.',
    expect: {
      CC: 'Lateral window sinus augmentation 26 region, staged approach as planned. Pt reports no colds or sinus symptoms this week',
      'MED HX': 'No change, NKDA, non-smoker. BP 128/76',
      INTRA: '26 site healed, ridge width 8 mm',
      DENTAL: [
        ['25', 'Crown, sound'],
        ['27', 'Sound'],
      ],
      RADIO:
        'CBCT (at consult): residual bone height 3 mm under sinus floor 26, sinus membrane thin, no mucosal thickening, no septa',
      CONSULT:
        'Risks reviewed again: membrane perforation, sinusitis, graft failure, nosebleeds. Advised no nose blowing or flying for 2 weeks and to sneeze with mouth open. Pt asked when the implant goes in: told her after 6-9 months healing',
      CONSENT: 'Written consent signed',
      TX: [
        'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25-27 + palatal infiltration',
        'Crestal incision with mesial relieving incision at 24',
        'Full thickness flap',
        'Lateral window 10 x 6 mm with piezo',
        'Membrane elevated with sinus curettes',
        'Small perforation (approx 3 mm) mesially',
        'Repaired with Bio-Gide',
        'Sinus grafted with 1.5 g Bio-Oss mixed with blood',
        'Window covered with Bio-Gide membrane',
        'Tension-free closure with periosteal release',
        '4-0 Vicryl + 5-0 Prolene',
        'POI verbal + written incl. sinus precautions',
        'Rx amoxicillin 500 mg TDS 7 days',
        'Sudafed 60 mg TDS 5 days',
        'Chlorhexidine 0.2% BD',
      ],
      'TX PLAN': ['CBCT 26 at 6 months', 'Implant 26'],
      'F/U': 'Review 2 weeks STR',
    },
  }),
  defineCase({
    id: 'cj10-uk-typed-fdi-second-stage-36-healing-abutment-isq-up-ohi-chx-gel',
    style: 'UK',
    asr: false,
    transcript:
      '2nd stage 36. Implant placed 3/12 ago (Straumann BLT 4.1 x 10 mm). No problems since STR. MH: no change. IO: 36 site healed, cover screw not visible, KT 3 mm buccally. 35, 37 sound. PA 36: bone level at implant platform, no radiolucency. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 36. Small crestal incision shifted lingually to keep KT on buccal. Cover screw removed. ISQ 79 (B) / 80 (M) (was 74 / 76). Healing abutment RC 4.5 x 4 mm placed hand tight (15 Ncm). 1 x 5-0 Prolene distally. OHI: soft TB around the healing abutment, CHX gel BD 1/52. Pt asked if she can chew on it: advised soft food that side for 1/52. NV: impressions for implant crown 36 in 2/52.',
    expect: {
      CC: '2nd stage 36. Implant placed 3 months ago (Straumann BLT 4.1 x 10 mm). No problems since STR',
      'MED HX': 'No change',
      INTRA: '36 site healed, cover screw not visible, KT 3 mm buccally',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36: bone level at implant platform, no radiolucency',
      CONSULT: 'Pt asked if she can chew on it: advised soft food that side for 1 week',
      'TX TODAY': ['OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Small crestal incision shifted lingually to keep KT on buccal',
        'Cover screw removed',
        'ISQ 79 (B) / 80 (M) (was 74 / 76)',
        'Healing abutment RC 4.5 x 4 mm placed hand tight (15 Ncm)',
        '1 x 5-0 Prolene distally',
        'OHI: soft TB around the healing abutment',
        'CHX gel BD 1 week',
      ],
      NV: ['Impressions for implant crown 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cj11-uk-typed-fdi-open-tray-implant-impressions-36-impregum-shade-variobase',
    style: 'UK',
    asr: false,
    transcript:
      'Impressions for implant crown 36. Healing abutment comfortable, no problems. MH: no change, NKDA. Peri-implant tissue 36 healthy, no BOP, 3 mm cuff. 35, 37 sound. 26 O comp opposing. Healing abutment removed, tissue healthy, no bleeding. Open tray impression coping RC screwed in hand tight. PA: coping fully seated. Custom tray tried, window OK. Impressions in Impregum (open tray), coping picked up, analogue attached. Opposing alginate. Bite reg in Blu-Mousse. Shade A3 (VITA classic), photos taken. Healing abutment replaced. Discussed screw-retained zirconia crown on Variobase, pt agrees. Pt asked about cost of a second implant for 46: quoted £2,650 again. NV: implant crown fit 36 in 3/52.',
    expect: {
      CC: 'Impressions for implant crown 36. Healing abutment comfortable, no problems',
      'MED HX': 'No change, NKDA',
      INTRA: 'Peri-implant tissue 36 healthy, no BOP, 3 mm cuff',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
        ['26', 'O comp opposing'],
      ],
      RADIO: 'PA: coping fully seated',
      CONSULT:
        'Discussed screw-retained zirconia crown on Variobase, pt agrees. Pt asked about cost of a second implant for 46: quoted £2,650 again',
      'TX TODAY': ['Impressions'],
      TX: [
        'Healing abutment removed',
        'Tissue healthy',
        'No bleeding',
        'Open tray impression coping RC screwed in hand tight',
        'Custom tray tried',
        'Window OK',
        'Impressions in Impregum (open tray)',
        'Coping picked up',
        'Analogue attached',
        'Opposing alginate',
        'Bite reg in Blu-Mousse',
        'Shade A3 (VITA classic)',
        'Photos taken',
        'Healing abutment replaced',
      ],
      NV: ['Implant crown fit 36 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cj12-uk-typed-fdi-screw-retained-implant-crown-fit-36-35-ncm-appends-treatment-change',
    style: 'UK',
    asr: false,
    transcript:
      'Fit implant crown 36 (screw-retained zirconia on Variobase). MH: no change, NKDA. Peri-implant tissue 36 healthy. 35, 37 sound. Healing abutment removed. Crown tried in. M contact tight, adjusted until floss passes with resistance. D contact OK. Margins seated. PA: crown fully seated, no gap. Occlusion: light contact in ICP, no contact in lateral excursions. Shade good, pt happy with appearance. Crown 36 fitted: screwed in and torqued to 35 Ncm, retorqued after 5 min. PTFE tape over screw, access sealed with composite (A3). OHI: TePe size 1 + floss under contact. Pt told to avoid very hard foods on it for 1/52. Review 2/52 then annual implant review with PA at 1 yr.',
    appends: ['Add to treatment: shade and emergence profile photos taken.', 'Change 2/52 to 4/52.'],
    expect: {
      CC: 'Fit implant crown 36 (screw-retained zirconia on Variobase)',
      'MED HX': 'No change, NKDA',
      INTRA: 'Peri-implant tissue 36 healthy',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA: crown fully seated, no gap',
      CONSULT: 'Pt told to avoid very hard foods on it for 1 week',
      'TX TODAY': ['Crown fit 36', 'OHI'],
      TX: [
        'Healing abutment removed',
        'Crown tried in',
        'M contact tight',
        'Adjusted until floss passes with resistance',
        'D contact OK',
        'Margins seated',
        'Occlusion: light contact in ICP',
        'No contact in lateral excursions',
        'Shade good',
        'Crown 36 fitted: screwed in and torqued to 35 Ncm',
        'Retorqued after 5 min',
        'PTFE tape over screw',
        'Access sealed with composite (A3)',
        'OHI: TePe size 1 + floss under contact',
        'Shade and emergence profile photos taken',
      ],
      NOTES: 'Pt happy with appearance',
      'F/U': 'Review 4 weeks then annual implant review with PA at 1 yr',
    },
  }),

  // ---------------------------------------------------------------- 3. US oral surgeon (Universal, recogniser-style)
  defineCase({
    id: 'cj13-us-asr-wisdom-teeth-consult-17-32-cbct-canal-contact-coronectomy-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult for wisdom teeth referred by her general dentist for pain lower left on and off for about a year medical history hypothyroidism on levothyroxine allergic to sulfa drugs extraoral no swelling no lymphadenopathy mouth opening normal intraoral number seventeen partially erupted operculum red and puffy number thirty two not visible numbers one and sixteen erupted in function number eighteen small distal caries panoramic radiograph roots of seventeen and thirty two over the canal with darkening of the roots cbct taken today on seventeen the canal runs lingual to the roots in direct contact um no cortical bone between on thirty two the canal is two millimeters below the apices diagnosis pericoronitis number seventeen and impacted number thirty two discussed taking both out or a coronectomy on seventeen to lower the nerve risk explained the risk of numbness of the lip chin and tongue which could be permanent she'd like a coronectomy on seventeen and extraction of thirty two under iv sedation one and sixteen can stay for now she asked about time off work told her three to four days told her nothing to eat or drink for six hours before and to bring a driver plan coronectomy number seventeen and surgical extraction number thirty two under iv sedation next visit surgery in three weeks",
    expect: {
      CC: 'Consult for wisdom teeth. Referred by her general dentist for pain lower left on and off for about a year',
      'MED HX': 'Hypothyroidism on levothyroxine. Allergic to sulfa drugs',
      EXTRA: 'No swelling. No lymphadenopathy. Mouth opening normal',
      DENTAL: [
        ['17', 'Partially erupted operculum red and puffy'],
        ['32', 'Not visible'],
        ['1', 'Erupted in function'],
        ['16', 'Erupted in function'],
        ['18', 'Small D caries'],
      ],
      RADIO:
        'Panoramic radiograph roots of #17 and #32 over the canal with darkening of the roots. CBCT taken today. On #17 the canal runs lingual to the roots in direct contact. No cortical bone between. On #32 the canal is 2 mm below the apices',
      DX: ['Pericoronitis #17', 'Impacted #32'],
      CONSULT:
        "Discussed taking both out or a coronectomy on #17 to lower the nerve risk. Explained the risk of numbness of the lip chin and tongue which could be permanent. She'd like a coronectomy on #17 and extraction of #32 under IV sedation. #1 and #16 can stay for now. She asked about time off work. Told her 3 to 4 days. Told her nothing to eat or drink for 6 hours before and to bring a driver",
      'TX PLAN': ['Coronectomy #17', 'Surgical extraction #32 under IV sedation'],
      NV: ['Surgery in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cj14-us-asr-four-wisdom-teeth-iv-sedation-midazolam-fentanyl-two-surgical',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents for extraction of all four wisdom teeth under iv sedation as planned his mom is here to drive him home medical history healthy no meds no allergies asa one npo since midnight blood pressure one eighteen over seventy two pulse sixty eight sats ninety nine percent on room air intraoral numbers one and sixteen partially erupted numbers seventeen and thirty two not visible panoramic radiograph seventeen and thirty two mesioangular and deeply impacted thirty two roots close to the canal consent signed by patient risks reviewed again including nerve injury dry socket and sinus communication for the uppers iv started twenty two gauge right antecubital midazolam four milligrams and fentanyl one hundred micrograms titrated oxygen by nasal cannula two carpules lidocaine two percent one to one hundred thousand epi right ianb and one carpule articaine four percent one to one hundred thousand epi buccal and palatal infiltration number one number one extracted with elevator and forceps number thirty two surgical extraction full thickness envelope flap buccal trough with a round bur crown sectioned roots delivered separately socket irrigated with saline closed with three oh chromic gut two carpules lidocaine two percent one to one hundred thousand epi left ianb and one carpule articaine buccal and palatal infiltration number sixteen uh number sixteen extracted with forceps no sinus communication number seventeen surgical extraction envelope flap distal bone removed crown sectioned roots split and elevated socket irrigated with saline closed with three oh chromic gut gauze packs placed vitals stable throughout total sedation time forty five minutes recovered in the chair and left with mom post op instructions given to mom rx ibuprofen six hundred milligrams every six hours as needed for pain rx amoxicillin five hundred milligrams three times a day for seven days follow up one week",
    expect: {
      CC: 'Extraction of all 4 wisdom teeth under IV sedation as planned',
      'MED HX':
        'Healthy. No meds. No allergies. ASA 1. NPO since midnight. Blood pressure 118/72. Pulse 68. Sats 99% on room air',
      DENTAL: [
        ['1', 'Partially erupted'],
        ['16', 'Partially erupted'],
        ['17', 'Not visible'],
        ['32', 'Not visible'],
      ],
      RADIO: 'Panoramic radiograph #17 and #32 mesioangular and deeply impacted. #32 roots close to the canal',
      CONSULT: 'Risks reviewed again including nerve injury dry socket and sinus communication for the uppers',
      CONSENT: 'Consent signed by patient',
      'TX TODAY': ['Extraction #1', 'Surgical extraction #32', 'Extraction #16', 'Surgical extraction #17'],
      TX: [
        'IV started 22 gauge right antecubital',
        'Midazolam 4 mg and fentanyl 100 mcg titrated',
        'Oxygen by nasal cannula',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #1',
        '#1 extracted with elevator and forceps',
        '#32 surgical extraction',
        'Full thickness envelope flap',
        'Buccal trough with a round bur',
        'Crown sectioned',
        'Roots delivered separately',
        'Socket irrigated with saline',
        'Closed with 3-0 chromic gut',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine, buccal infiltration + palatal infiltration #16',
        '#16 extracted with forceps',
        'No sinus communication',
        '#17 surgical extraction',
        'Envelope flap',
        'Distal bone removed',
        'Crown sectioned',
        'Roots split and elevated',
        'Socket irrigated with saline',
        'Closed with 3-0 chromic gut',
        'Gauze packs placed',
        'Vitals stable throughout',
        'Total sedation time 45 minutes',
        'Recovered in the chair and left with mom',
        'Post-op instructions given to mom',
        'Rx ibuprofen 600 mg every 6 hours as needed for pain',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
      ],
      NOTES: 'His mom is here to drive him home',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'cj15-us-asr-one-week-post-op-wisdom-teeth-sutures-removed-syringe-basketball',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "one week post op check after wisdom teeth removal under iv sedation he says the swelling is down he's eating uh soft foods finished the ibuprofen yesterday no numbness medical history no changes extraoral mild swelling left angle of the mandible resolving no trismus lip and chin sensation normal both sides intraoral upper sockets healed lower right socket healing well lower left socket some food debris sutures still in numbers eighteen and thirty one not tender sutures removed lower left socket irrigated with saline gave him a curved tip syringe and showed him how to use it told him to keep rinsing after meals he asked when he can go back to playing basketball told him next week is fine return as needed",
    expect: {
      CC: "1 week post-op check after wisdom teeth removal under IV sedation. He says the swelling is down. He's eating soft foods. Finished the ibuprofen yesterday. No numbness",
      'MED HX': 'No changes',
      EXTRA: 'Mild swelling left angle of the mandible resolving. No trismus. Lip and chin sensation normal both sides',
      INTRA: 'Upper sockets healed. Lower right socket healing well. Lower left socket some food debris. Sutures still in',
      DENTAL: [
        ['18', 'Not tender'],
        ['31', 'Not tender'],
      ],
      CONSULT:
        'Told him to keep rinsing after meals. He asked when he can go back to playing basketball. Told him next week is fine',
      TX: [
        'Sutures removed',
        'Lower left socket irrigated with saline',
        'Gave him a curved tip syringe and showed him how to use it',
      ],
      'F/U': 'Return as needed',
    },
  }),
  defineCase({
    id: 'cj16-us-asr-dry-socket-17-smoker-iodoform-paste-no-title-return-two-days',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with severe throbbing pain lower left since yesterday going up to her ear she had number seventeen extracted here five days ago it was getting better but got worse on day three medical history birth control pill smokes half a pack a day no allergies extraoral no swelling no lymphadenopathy no fever intraoral seventeen socket empty exposed bone no clot bad odor no pus number eighteen sound not tender diagnosis alveolar osteitis number seventeen explained dry socket isn't an infection and smoking makes it more likely one carpule articaine four percent one to one hundred thousand epi buccal and lingual infiltration seventeen socket gently irrigated with warm saline debris removed no curettage um iodoform strip with dry socket paste placed she said the pain eased almost right away rx ibuprofen six hundred milligrams every six hours with food for five days advised no smoking for at least the next three days return in two days for dressing change",
    expect: {
      CC: 'Severe throbbing pain lower left since yesterday going up to her ear. She had #17 extracted here 5 days ago. It was getting better but got worse on day 3',
      'MED HX': 'Birth control pill. Smokes half a pack a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy. No fever',
      INTRA: '#17 socket empty. Exposed bone. No clot. Bad odor. No pus',
      DENTAL: [['18', 'Sound not tender']],
      DX: ['Alveolar osteitis #17'],
      CONSULT:
        "Explained dry socket isn't an infection and smoking makes it more likely. Advised no smoking for at least the next 3 days",
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #17',
        'Socket gently irrigated with warm saline',
        'Debris removed',
        'No curettage',
        'Iodoform strip with dry socket paste placed',
        'Rx ibuprofen 600 mg every 6 hours with food for 5 days',
      ],
      NOTES: 'She said the pain eased almost right away',
      'F/U': 'Return in 2 days for dressing change',
    },
  }),
  defineCase({
    id: 'cj17-us-asr-excisional-biopsy-lower-lip-mucocele-latex-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for a bump on the inside of her lower lip that comes and goes for about two months she keeps biting it medical history asthma uses albuterol as needed allergic to latex extraoral nad intraoral soft bluish fluctuant swelling lower labial mucosa left side about eight millimeters I mean about six millimeters opposite number twenty three no other lesions numbers twenty three and twenty four sound diagnosis mucocele lower lip discussed excision with the minor salivary glands underneath small chance it comes back and some numbness of the lip she agreed verbal and written consent latex free gloves one carpule lidocaine two percent one to one hundred thousand epi infiltration around the lesion elliptical incision over the lesion mucocele dissected out intact with the underlying minor salivary glands specimen in formalin sent to pathology closed with four interrupted four oh vicryl sutures post op instructions given advised tylenol as needed follow up two weeks for pathology results",
    appends: [
      'add to treatment photo of the lesion taken before excision',
      "add to notes she's a trumpet player and wants to be back playing for a concert in three weeks",
    ],
    expect: {
      CC: 'Bump on the inside of her lower lip that comes and goes for about 2 months. She keeps biting it',
      'MED HX': 'Asthma. Uses albuterol as needed. Allergic to latex',
      EXTRA: 'NAD',
      INTRA: 'Soft bluish fluctuant swelling lower labial mucosa left side about 6 mm opposite #23. No other lesions',
      DENTAL: [
        ['23', 'Sound'],
        ['24', 'Sound'],
      ],
      DX: ['Mucocele lower lip'],
      CONSULT:
        'Discussed excision with the minor salivary glands underneath. Small chance it comes back and some numbness of the lip. She agreed. Advised Tylenol as needed',
      CONSENT: 'Verbal and written consent',
      TX: [
        'Latex free gloves',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, infiltration around the lesion',
        'Elliptical incision over the lesion',
        'Mucocele dissected out intact with the underlying minor salivary glands',
        'Specimen in formalin sent to pathology',
        'Closed with 4 interrupted 4-0 Vicryl sutures',
        'Post-op instructions given',
        'Photo of the lesion taken before excision',
      ],
      NOTES: "She's a trumpet player and wants to be back playing for a concert in 3 weeks",
      'F/U': 'Follow up 2 weeks for pathology results',
    },
  }),
  defineCase({
    id: 'cj18-us-asr-exposure-labial-11-apically-positioned-flap-bracket-extract-h-coe-pak',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "thirteen year old with mom referred by her orthodontist for exposure of number eleven which is impacted labially and high braces on since last year and the space is open medical history adhd takes methylphenidate no allergies extraoral nad intraoral upper and lower braces bulge high in the labial vestibule above number ten letter h retained and mobile numbers ten and twelve sound cbct from the orthodontist crown of eleven labial and high near the apex of ten no resorption of ten diagnosis labially impacted number eleven discussed an apically positioned flap so she keeps attached gum over the tooth mom and patient agreed consent signed by mom two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration upper right sorry upper left letter h extracted apically positioned flap from the crest with two vertical releases bone over the crown of eleven removed with a round bur and hand instruments crown exposed to the height of contour etched with phosphoric acid bonded an orthodontic bracket with transbond xt flap sutured apically with five oh chromic gut coe pak placed post op instructions to mom and patient rx chlorhexidine rinse twice a day for two weeks she was nervous but did fine follow up ten days to remove the pack and sutures orthodontist to start traction in two weeks",
    expect: {
      CC: 'Referred by her orthodontist for exposure of #11 which is impacted labially and high. Braces on since last year. Space is open',
      'MED HX': 'ADHD. Takes methylphenidate. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Upper and lower braces. Bulge high in the labial vestibule above #10',
      DENTAL: [
        ['H', 'Retained and mobile'],
        ['10', 'Sound'],
        ['12', 'Sound'],
      ],
      RADIO: 'CBCT from the orthodontist crown of #11 labial and high near the apex of #10. No resorption of #10',
      DX: ['Labially impacted #11'],
      CONSULT: 'Discussed an apically positioned flap so she keeps attached gum over the tooth. Mom and patient agreed',
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['Extraction #H'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper left',
        '#H extracted',
        'Apically positioned flap from the crest with 2 vertical releases',
        'Bone over the crown of #11 removed with a round bur and hand instruments',
        'Crown exposed to the height of contour',
        'Etched with phosphoric acid',
        'Bonded an orthodontic bracket with Transbond XT',
        'Flap sutured apically with 5-0 chromic gut',
        'Coe-Pak placed',
        'Post-op instructions to mom and patient',
        'Rx chlorhexidine rinse twice a day for 2 weeks',
      ],
      'TX PLAN': ['Orthodontist to start traction in 2 weeks'],
      NOTES: '13 year old with mom. She was nervous but did fine',
      'F/U': 'Follow up 10 days to remove the pack and sutures',
    },
  }),

  // ---------------------------------------------------------------- 4. US periodontist placing implants (Universal, typed)
  defineCase({
    id: 'cj19-us-typed-implant-consult-30-cbct-5-2-mm-ridge-gbr-options-fee-estimate',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant consult #30. Tooth extracted 4 mo ago (vertical root fracture), socket grafted at that time. Pt wants an implant, not a bridge. Med hx: HTN (losartan), hyperlipidemia (atorvastatin), NKDA, non-smoker, no bisphosphonates. BP 132/84. EO: WNL. IO: #30 site healed, ridge narrow with thin buccal contour, adequate KT (5 mm). PSR 2 2 2 / 2 2 3. #29 MO composite intact. #31 sound, slight mesial tipping. CBCT: ridge width 5.2 mm at crest, 7 mm at 3 mm apical, 13.5 mm to IAN canal, mental foramen at #28 apex, graft consolidated. Interarch space 8 mm. Dx: edentulous space #30 with horizontal ridge deficiency. Discussed implant with simultaneous GBR vs staged ridge augmentation, bridge #29-#31, or no tx. Risks discussed: paresthesia, implant failure, graft exposure, peri-implantitis. Fee estimate given, insurance pre-authorization to be sent. Pt elects implant w/ simultaneous GBR. Tx plan: implant #30 w/ GBR, restore after 4 mo. NV: implant placement #30 w/ GBR (90 min).',
    expect: {
      CC: 'Implant consult #30. Tooth extracted 4 mo ago (vertical root fracture), socket grafted at that time. Pt wants an implant, not a bridge',
      'MED HX': 'HTN (losartan), hyperlipidemia (atorvastatin), NKDA, non-smoker, no bisphosphonates. BP 132/84',
      EXTRA: 'WNL',
      INTRA: '#30 site healed, ridge narrow with thin buccal contour, adequate KT (5 mm). Interarch space 8 mm',
      PERIO: 'PSR 2 2 2 / 2 2 3',
      DENTAL: [
        ['29', 'MO composite intact'],
        ['31', 'Sound, slight mesial tipping'],
      ],
      RADIO:
        'CBCT: ridge width 5.2 mm at crest, 7 mm at 3 mm apical, 13.5 mm to IAN canal, mental foramen at #28 apex, graft consolidated',
      DX: ['Edentulous space #30 with horizontal ridge deficiency'],
      CONSULT:
        'Discussed implant with simultaneous GBR vs staged ridge augmentation, bridge #29-#31, or no tx. Risks discussed: paresthesia, implant failure, graft exposure, peri-implantitis. Fee estimate given, insurance pre-authorization to be sent. Pt elects implant w/ simultaneous GBR',
      'TX PLAN': ['Implant #30 w/ GBR', 'Restore after 4 mo'],
      NV: ['Implant placement #30 w/ GBR (90 min)'],
    },
  }),
  defineCase({
    id: 'cj20-us-typed-ext-14-vertical-root-fracture-ridge-preservation-fdba-valsalva',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for ext #14 + ridge preservation, referred by GP. Tender to bite for 3 wks. Med hx: no changes, type 2 DM (metformin), A1c 6.4, NKDA. BP 126/80. #14 crown w/ RCT, MB root fractured, 8 mm pocket MB, class I mobility, TTP. #13 DO composite intact. #15 sound. PA #14: J-shaped radiolucency MB root, furcation bone loss. Dx: vertical root fracture #14. Reviewed risks: sinus communication, infection, graft loss, may need sinus lift later. Signed consent. 3 carps 4% articaine 1:100k epi, buccal + palatal infiltration #14. Crown sectioned, roots separated w/ surgical bur. Atraumatic ext #14 w/ periotomes + forceps, buccal plate intact. Socket curetted, granulation tissue removed. Sinus floor intact, Valsalva negative. Socket grafted w/ 0.5 cc FDBA, collagen plug, figure-8 4-0 chromic. POI given verbally + written. Rx amoxicillin 500 mg TID x 7 days, ibuprofen 600 mg q6h prn. Advised no nose blowing x 1 wk. F/u 2 wks. Plan: implant #14 in 4 months.',
    expect: {
      CC: 'Ext #14 + ridge preservation, referred by GP. Tender to bite for 3 wks',
      'MED HX': 'No changes, type 2 DM (metformin), A1c 6.4, NKDA. BP 126/80',
      DENTAL: [
        ['14', 'Crown w/ RCT, MB root fractured, 8 mm pocket MB, class I mobility, TTP', 'MB root'],
        ['13', 'DO composite intact'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA #14: J-shaped radiolucency MB root, furcation bone loss',
      DX: ['Vertical root fracture #14'],
      CONSULT:
        'Reviewed risks: sinus communication, infection, graft loss, may need sinus lift later. Advised no nose blowing x 1 wk',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Crown sectioned',
        'Roots separated w/ surgical bur',
        'Atraumatic ext #14 w/ periotomes + forceps',
        'Buccal plate intact',
        'Socket curetted',
        'Granulation tissue removed',
        'Sinus floor intact',
        'Valsalva negative',
        'Socket grafted w/ 0.5 cc FDBA',
        'Collagen plug',
        'Figure-8 4-0 chromic',
        'POI given verbally + written',
        'Rx amoxicillin 500 mg TID x 7 days',
        'Ibuprofen 600 mg q6h prn',
      ],
      'TX PLAN': ['Implant #14 in 4 months'],
      'F/U': 'F/u 2 wks',
    },
  }),
  defineCase({
    id: 'cj21-us-typed-implant-3-crestal-sinus-lift-osteotomes-nobel-35-ncm-isq-68',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant placement #3 w/ crestal sinus lift. Pt reports no cold or sinus congestion this week. Med hx: no changes, NKDA, non-smoker. BP 122/78. #3 site healed, KT adequate. #2 and #4 sound. CBCT: 6.5 mm residual bone height below sinus floor, width 9 mm, sinus clear. Consent reviewed and signed; risks discussed incl. sinus membrane perforation, sinusitis, implant failure. Peridex rinse 30 sec. 3 carps articaine 4% 1:100k epi, buccal + palatal infiltration #3. Crestal incision, small full-thickness flap. Osteotomy to 5.5 mm w/ 2.0 and 2.8 mm drills, then osteotomes to 8 mm with gentle malleting, sinus floor infractured. Valsalva negative. 0.25 g Bio-Oss pushed through osteotomy. Nobel Parallel CC 5.0 x 8.5 mm implant placed #3, insertion torque 35 Ncm, ISQ 68. Healing abutment 5 x 5 mm placed (one-stage). 4-0 PTFE interrupted x 3. Post-op PA: implant apex approx 2 mm into grafted sinus, dome-shaped graft. POI incl. sinus precautions verbal + written. Rx amoxicillin 500 mg TID x 7 days, Afrin nasal spray BID x 3 days, Peridex BID x 2 wks. Pt asked if he can fly next week for work: advised to wait 2 wks. Pt tolerated procedure well. F/u 2 wks for suture removal.',
    expect: {
      CC: 'Implant placement #3 w/ crestal sinus lift. Pt reports no cold or sinus congestion this week',
      'MED HX': 'No changes, NKDA, non-smoker. BP 122/78',
      INTRA: '#3 site healed, KT adequate',
      DENTAL: [
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO:
        'CBCT: 6.5 mm residual bone height below sinus floor, width 9 mm, sinus clear. Post-op PA: implant apex approx 2 mm into grafted sinus, dome-shaped graft',
      CONSULT:
        'Risks discussed incl. sinus membrane perforation, sinusitis, implant failure. Pt asked if he can fly next week for work: advised to wait 2 wks',
      CONSENT: 'Consent reviewed and signed',
      'TX TODAY': ['Implant placement #3'],
      TX: [
        'Peridex rinse 30 sec',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Crestal incision',
        'Small full-thickness flap',
        'Osteotomy to 5.5 mm w/ 2.0 and 2.8 mm drills',
        'Osteotomes to 8 mm with gentle malleting',
        'Sinus floor infractured',
        'Valsalva negative',
        '0.25 g Bio-Oss pushed through osteotomy',
        'Nobel Parallel CC 5.0 x 8.5 mm implant placed #3',
        'Insertion torque 35 Ncm',
        'ISQ 68',
        'Healing abutment 5 x 5 mm placed (one-stage)',
        '4-0 PTFE interrupted x 3',
        'POI incl. sinus precautions verbal + written',
        'Rx amoxicillin 500 mg TID x 7 days',
        'Afrin nasal spray BID x 3 days',
        'Peridex BID x 2 wks',
      ],
      NOTES: 'Pt tolerated procedure well',
      'F/U': 'F/u 2 wks for suture removal',
    },
  }),
  defineCase({
    id: 'cj22-us-typed-two-week-post-op-implant-3-sinus-lift-ptfe-sutures-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '2 wk post-op #3 implant w/ crestal sinus lift. Pt reports mild congestion first 3 days, no nosebleeds, no pain now. Finished amoxicillin. Med hx: no changes. EO: no swelling, no bruising. IO: healing abutment #3 stable, peri-implant tissue healing well, slight erythema buccal, no exudate. #2 and #4 not TTP. Plaque score 35%. 3 PTFE sutures removed. OHI w/ extra-soft brush and end-tuft brush. Discussed restoring with GP after 4 months of healing; pt agrees. F/u 3 months for ISQ and PA before referral back to GP.',
    appends: ['Add to notes: pt is a pilot, cleared to fly from now.', 'Change 3 months to 4 months.'],
    expect: {
      CC: '2 wk post-op #3 implant w/ crestal sinus lift. Pt reports mild congestion first 3 days, no nosebleeds, no pain now. Finished amoxicillin',
      'MED HX': 'No changes',
      EXTRA: 'No swelling, no bruising',
      INTRA: 'Healing abutment #3 stable, peri-implant tissue healing well, slight erythema buccal, no exudate',
      PERIO: 'Plaque score 35%',
      DENTAL: [
        ['2', 'Not TTP'],
        ['4', 'Not TTP'],
      ],
      CONSULT: 'Discussed restoring with GP after 4 months of healing; pt agrees',
      'TX TODAY': ['OHI'],
      TX: ['3 PTFE sutures removed', 'OHI w/ extra-soft brush and end-tuft brush'],
      NOTES: 'Pt is a pilot, cleared to fly from now',
      'F/U': 'F/u 4 months for ISQ and PA before referral back to GP',
    },
  }),
  defineCase({
    id: 'cj23-us-typed-stage-two-uncovery-19-bone-profiler-isq-healing-abutment-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Stage 2 uncovery #19. Implant placed 4 mo ago (BioHorizons Tapered 4.6 x 10.5 mm) w/ GBR. No issues. Med hx: no changes, NKDA. BP 130/82. #19 site: cover screw outline visible, KT 4 mm, tissue thick. #18 and #20 not TTP. PA #19: crestal bone stable at platform, graft integrated. 1 carp 2% lido 1:100k epi, buccal infiltration #19. Small crestal incision shifted lingually to preserve KT. Cover screw removed. Thin bone overgrowth removed w/ bone profiler. ISQ 78 B / 80 L. Healing abutment 5.0 x 4 mm hand-tightened. No sutures needed. POI given. Pt asked when the crown can be made: told her in about 3 wks once tissue matures. Referred back to restorative dentist for implant crown #19. Recall 6 months for perio maintenance.',
    expect: {
      CC: 'Stage 2 uncovery #19. Implant placed 4 mo ago (BioHorizons Tapered 4.6 x 10.5 mm) w/ GBR. No issues',
      'MED HX': 'No changes, NKDA. BP 130/82',
      INTRA: '#19 site: cover screw outline visible, KT 4 mm, tissue thick',
      DENTAL: [
        ['18', 'Not TTP'],
        ['20', 'Not TTP'],
      ],
      RADIO: 'PA #19: crestal bone stable at platform, graft integrated',
      CONSULT: 'Pt asked when the crown can be made: told her in about 3 wks once tissue matures',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #19',
        'Small crestal incision shifted lingually to preserve KT',
        'Cover screw removed',
        'Thin bone overgrowth removed w/ bone profiler',
        'ISQ 78 B / 80 L',
        'Healing abutment 5.0 x 4 mm hand-tightened',
        'No sutures needed',
        'POI given',
      ],
      'TX PLAN': ['Referred back to restorative dentist for implant crown #19'],
      'F/U': 'Recall 6 months for perio maintenance',
    },
  }),
  defineCase({
    id: 'cj24-us-typed-staged-ridge-augmentation-8-fdba-autogenous-bio-gide-tacks-clindamycin',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ridge augmentation #8 site (staged), as planned. Tooth lost to trauma 1 yr ago; pt wears an Essix retainer. Med hx: no changes, seasonal allergies (loratadine), allergic to PCN. BP 118/74. #8 site: buccal concavity, KT 6 mm. #7 and #9 sound, no mobility. CBCT: ridge width 3.1 mm at crest, 4 mm at 5 mm apical, height 16 mm. Dx: Siebert class I ridge defect #8. Risks reviewed: membrane exposure, graft failure, swelling and bruising, may need a 2nd graft; written consent signed. Preop clindamycin 600 mg 1 hr before (taken). 3 carps articaine 4% 1:100k epi, labial + palatal infiltration #7-#9. Crestal incision w/ sulcular extensions and 2 vertical releases, full thickness flap. Decortication w/ small round bur. Particulate graft: 0.5 cc FDBA + 0.5 cc autogenous chips (bone scraper) placed buccally. Bio-Gide 25 x 25 mm membrane fixed w/ 2 tacks. Periosteal releasing incision for tension-free closure. 4-0 PTFE horizontal mattress + 5-0 polypropylene interrupted. Essix relieved to avoid pressure on the site. POI verbal + written. Rx clindamycin 300 mg QID x 7 days, ibuprofen 600 mg q6h prn, Peridex BID x 2 wks. Advised ice packs 20 min on/off today. Pt asked if the graft will show: told her swelling will settle in a week. F/u 2 wks suture removal. Plan: implant #8 in 6 months after CBCT.',
    expect: {
      CC: 'Ridge augmentation #8 site (staged), as planned. Tooth lost to trauma 1 yr ago; pt wears an Essix retainer',
      'MED HX': 'No changes, seasonal allergies (loratadine), allergic to PCN. BP 118/74',
      INTRA: '#8 site: buccal concavity, KT 6 mm',
      DENTAL: [
        ['7', 'Sound, no mobility'],
        ['9', 'Sound, no mobility'],
      ],
      RADIO: 'CBCT: ridge width 3.1 mm at crest, 4 mm at 5 mm apical, height 16 mm',
      DX: ['Siebert class I ridge defect #8'],
      CONSULT:
        'Risks reviewed: membrane exposure, graft failure, swelling and bruising, may need a 2nd graft. Advised ice packs 20 min on/off today. Pt asked if the graft will show: told her swelling will settle in a week',
      CONSENT: 'Written consent signed',
      TX: [
        'Preop clindamycin 600 mg 1 hr before (taken)',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, labial infiltration + palatal infiltration #7-#9',
        'Crestal incision w/ sulcular extensions and 2 vertical releases',
        'Full thickness flap',
        'Decortication w/ small round bur',
        'Particulate graft: 0.5 cc FDBA + 0.5 cc autogenous chips (bone scraper) placed buccally',
        'Bio-Gide 25 x 25 mm membrane fixed w/ 2 tacks',
        'Periosteal releasing incision for tension-free closure',
        '4-0 PTFE horizontal mattress + 5-0 polypropylene interrupted',
        'Essix relieved to avoid pressure on the site',
        'POI verbal + written',
        'Rx clindamycin 300 mg QID x 7 days',
        'Ibuprofen 600 mg q6h prn',
        'Peridex BID x 2 wks',
      ],
      'TX PLAN': ['Implant #8 in 6 months after CBCT'],
      'F/U': 'F/u 2 wks suture removal',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'cj25-uk-asr-palmer-surgical-extraction-ll6-warfarin-inr-tranexamic-i-mean-do',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's in for the broken lower left six it's been aching on and off since it broke last month medical history takes warfarin for af inr this morning two point four no allergies extra oral nad intra oral soft tissues healthy lower left six broken down to gum level caries into the furcation roots only lower left five mesial occlusal I mean disto occlusal composite sound lower left seven sound pa lower left six roots divergent periapical radiolucency on the mesial root diagnosis unrestorable lower left six discussed extraction and replacing it later he's happy to have it out risks explained including prolonged bleeding with the warfarin consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left and one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower left six surgical extraction lower left six envelope flap from lower left five to lower left seven buccal bone removed roots sectioned through the furcation with a fissure bur roots elevated separately with luxators both roots complete socket curetted surgicel packed closed with four oh vicryl rapide one horizontal mattress and two interrupted haemostasis achieved after ten minutes biting on gauze post op instructions verbal and written including what to do if it bleeds rx tranexamic acid mouthwash five percent ten mls four times a day for two days told him paracetamol not ibuprofen because of the warfarin review one week",
    expect: {
      CC: "Broken LL6. It's been aching on and off since it broke last month",
      'MED HX': 'Takes warfarin for AF. INR this morning 2.4. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LL6', 'Broken down to gum level caries into the furcation roots only'],
        ['LL5', 'DO composite sound'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'PA LL6 roots divergent. Periapical radiolucency on the mesial root',
      DX: ['Unrestorable LL6'],
      CONSULT:
        "Discussed extraction and replacing it later. He's happy to have it out. Risks explained including prolonged bleeding with the warfarin. Told him paracetamol not ibuprofen because of the warfarin",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Surgical extraction LL6'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL6',
        'Surgical extraction LL6',
        'Envelope flap from LL5 to LL7',
        'Buccal bone removed',
        'Roots sectioned through the furcation with a fissure bur',
        'Roots elevated separately with luxators',
        'Both roots complete',
        'Socket curetted',
        'Surgicel packed',
        'Closed with 4-0 Vicryl Rapide 1 horizontal mattress and 2 interrupted',
        'Haemostasis achieved after 10 minutes biting on gauze',
        'Post-op instructions verbal and written including what to do if it bleeds',
        'Rx tranexamic acid mouthwash 5% 10 ml 4 times a day for 2 days',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'cj26-uk-typed-palmer-dry-socket-lr8-alvogyl-smoker-review-3-7',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. Pain LR8 socket since day 2 after XLA here 4 days ago, throbbing, keeping her awake, co-codamol not helping. MH: no change, smoker 10/day, NKDA. EO: no swelling, mouth opening 35 mm. IO: LR8 socket empty, exposed bone, food debris, halitosis, no pus. LR7 not TTP, D surface intact. Dx: dry socket LR8. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal + lingual infil LR8. Socket irrigated with warm saline, debris removed. Alvogyl packed loosely. Immediate relief. Advised no smoking, warm salt water rinses from tomorrow, ibuprofen 400 mg QDS + paracetamol 1 g QDS. Review 3/7 to change dressing.',
    expect: {
      CC: 'Emergency. Pain LR8 socket since day 2 after XLA here 4 days ago, throbbing, keeping her awake, co-codamol not helping',
      'MED HX': 'No change, smoker 10/day, NKDA',
      EXTRA: 'No swelling, mouth opening 35 mm',
      INTRA: 'LR8 socket empty, exposed bone, food debris, halitosis, no pus',
      DENTAL: [['LR7', 'Not TTP, D surface intact']],
      DX: ['Dry socket LR8'],
      CONSULT:
        'Advised no smoking, warm salt water rinses from tomorrow, ibuprofen 400 mg QDS + paracetamol 1 g QDS',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LR8',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl packed loosely',
      ],
      NOTES: 'Immediate relief',
      'F/U': 'Review 3 days to change dressing',
    },
  }),
  defineCase({
    id: 'cj27-uk-asr-palmer-implant-placement-ll6-nobelactive-45-ncm-isq-sorry-healing-abutment',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for implant placement lower left six as planned the extraction site has healed nicely medical history no changes still on warfarin inr yesterday two point six no allergies blood pressure one forty two over eighty eight intra oral lower left six site healed well ridge a bit narrow buccally lower left five and lower left seven sound cbct at the consultation ridge width seven millimetres and fifteen millimetres height to the canal consent signed last time went over the risks again nerve damage implant failure and bleeding he's happy to go ahead la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and lingual infiltration lower left six mid crestal incision full thickness flap osteotomy with the surgical guide to ten millimetres er depth checked with a pa nobel active four point three by ten implant placed lower left six insertion torque forty five newton centimetres isq seventy six sorry seventy eight healing abutment five millimetres placed small buccal dehiscence at the neck grafted with bio oss closed with four oh vicryl post op instructions verbal and written rx chlorhexidine mouthwash nought point two percent twice a day for a week advised paracetamol for pain because of the warfarin review ten days next visit impressions in three months",
    expect: {
      CC: 'Implant placement LL6 as planned. Extraction site has healed nicely',
      'MED HX': 'No changes. Still on warfarin. INR yesterday 2.6. No allergies. Blood pressure 142/88',
      INTRA: 'LL6 site healed well. Ridge a bit narrow buccally',
      DENTAL: [
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'CBCT at the consultation ridge width 7 mm and 15 mm height to the canal',
      CONSULT:
        "Went over the risks again nerve damage implant failure and bleeding. He's happy to go ahead. Advised paracetamol for pain because of the warfarin",
      CONSENT: 'Consent signed last time',
      'TX TODAY': ['Implant placement LL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Mid crestal incision',
        'Full thickness flap',
        'Osteotomy with the surgical guide to 10 mm',
        'Depth checked with a PA',
        'NobelActive 4.3 by 10 implant placed LL6',
        'Insertion torque 45 Ncm',
        'ISQ 78',
        'Healing abutment 5 mm placed',
        'Small buccal dehiscence at the neck grafted with Bio-Oss',
        'Closed with 4-0 Vicryl',
        'Post-op instructions verbal and written',
        'Rx chlorhexidine mouthwash 0.2% twice a day for a week',
      ],
      NV: ['Impressions in 3 months'],
      'F/U': 'Review 10 days',
    },
  }),
  defineCase({
    id: 'cj28-uk-typed-palmer-cement-retained-implant-crown-fit-ur6-tempbond-ne-pa-cement',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Implant crown fit UR6 (cement-retained, custom Ti abutment, PFM). No problems with healing abutment. MH: no change, NKDA. Peri-implant tissue UR6 healthy, no BOP. UR5 MO comp sound, UR7 sound. Healing abutment removed. Abutment seated with jig, screw torqued to 35 Ncm. PA: abutment fully seated. Crown tried in, contacts checked with floss, M tight, adjusted. Occlusion light in ICP, no excursive contacts. Pt happy with shade. PTFE tape in access, Cavit over. Crown cemented with TempBond NE (retrievable), excess removed, floss knots through contacts. PA: no excess cement. OHI: TePe size 2 + water flosser. Pt asked if it will ever need replacing: explained it may need a new crown in 10-15 yrs. Recall 3/12 implant review then 6/12 with hygienist.',
    expect: {
      CC: 'Implant crown fit UR6 (cement-retained, custom Ti abutment, PFM). No problems with healing abutment',
      'MED HX': 'No change, NKDA',
      INTRA: 'Peri-implant tissue UR6 healthy, no BOP',
      DENTAL: [
        ['UR5', 'MO comp sound'],
        ['UR7', 'Sound'],
      ],
      RADIO: 'PA: abutment fully seated. PA: no excess cement',
      CONSULT: 'Pt asked if it will ever need replacing: explained it may need a new crown in 10-15 yrs',
      'TX TODAY': ['Crown fit UR6', 'OHI'],
      TX: [
        'Healing abutment removed',
        'Abutment seated with jig',
        'Screw torqued to 35 Ncm',
        'Crown tried in',
        'Contacts checked with floss',
        'M tight',
        'Adjusted',
        'Occlusion light in ICP',
        'No excursive contacts',
        'PTFE tape in access',
        'Cavit over',
        'Crown cemented with TempBond NE (retrievable)',
        'Excess removed',
        'Floss knots through contacts',
        'OHI: TePe size 2 + water flosser',
      ],
      NOTES: 'Pt happy with shade',
      'F/U': 'Recall 3 months implant review then 6 months with hygienist',
    },
  }),
  defineCase({
    id: 'cj29-uk-asr-palmer-ten-day-review-implant-ll6-sutures-removed-appends-chart-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "ten day review after the implant lower left six he says it was sore for three days but fine now there was a bit of bruising on his cheek which has gone no bleeding problems medical history no changes still on warfarin extra oral nad bruising resolved intra oral healing abutment lower left six stable tissues healing well slight redness lingually sutures in place no exposed bone lower left five and lower left seven not tender sutures removed gently cleaned around the healing abutment with chlorhexidine ohi with a small single tufted brush he asked when he can chew on that side told him gently on soft food from now next visit impressions for the crown lower left six in ten weeks",
    appends: [
      'add to chart lower left four buccal cervical abrasion',
      "add to notes he's away next month so he'd prefer a later appointment",
    ],
    expect: {
      CC: '10 day review after the implant LL6. He says it was sore for 3 days but fine now. There was a bit of bruising on his cheek which has gone. No bleeding problems',
      'MED HX': 'No changes. Still on warfarin',
      EXTRA: 'NAD. Bruising resolved',
      INTRA: 'Healing abutment LL6 stable. Tissues healing well. Slight redness lingually. Sutures in place. No exposed bone',
      DENTAL: [
        ['LL5', 'Not tender'],
        ['LL7', 'Not tender'],
        ['LL4', 'B cervical abrasion'],
      ],
      CONSULT: 'He asked when he can chew on that side. Told him gently on soft food from now',
      'TX TODAY': ['OHI'],
      TX: [
        'Sutures removed',
        'Gently cleaned around the healing abutment with chlorhexidine',
        'OHI with a small single tufted brush',
      ],
      NOTES: "He's away next month so he'd prefer a later appointment",
      NV: ['Impressions for the crown LL6 in 10 weeks'],
    },
  }),
  defineCase({
    id: 'cj30-uk-typed-palmer-surgical-extraction-ul7-oac-buccal-advancement-flap-ephedrine',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UL7, broke on a nut last week, tender to bite. MH: no change, NKDA, non-smoker. UL7 MOD amalgam, fractured P cusp extending subgingivally, TTP. UL6 crown, sound. UL8 absent. PA UL7: roots close to antral floor, no periapical pathology. Dx: unrestorable UL7. Discussed risk of OAC and possible need for flap repair; verbal and written consent. LA 2 x 2.2 ml articaine 4% 1:100,000 adr buccal + palatal infil UL7. Forceps attempt, crown fractured further. Converted to surgical extraction UL7. 2-sided flap, buccal bone removed, 3 roots sectioned and elevated separately. Small OAC (approx 3 mm) confirmed with nose-blow test. Buccal advancement flap with periosteal release, closed with 4-0 Vicryl, horizontal mattress over socket. Haemostasis achieved. POIG incl. sinus precautions. Rx amoxicillin 500 mg TDS 7/7, ephedrine 0.5% nasal drops TDS 7/7. Review 1/52 for STR and OAC check.',
    expect: {
      CC: 'XLA UL7, broke on a nut last week, tender to bite',
      'MED HX': 'No change, NKDA, non-smoker',
      DENTAL: [
        ['UL7', 'MOD amalgam, fractured P cusp extending subgingivally, TTP', 'P cusp'],
        ['UL6', 'Crown, sound'],
        ['UL8', 'Absent'],
      ],
      RADIO: 'PA UL7: roots close to antral floor, no periapical pathology',
      DX: ['Unrestorable UL7'],
      CONSULT: 'Discussed risk of OAC and possible need for flap repair',
      CONSENT: 'Verbal and written consent',
      'TX TODAY': ['Surgical extraction UL7'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL7',
        'Forceps attempt',
        'Crown fractured further',
        'Converted to surgical extraction UL7',
        '2-sided flap',
        'Buccal bone removed',
        '3 roots sectioned and elevated separately',
        'Small OAC (approx 3 mm) confirmed with nose-blow test',
        'Buccal advancement flap with periosteal release',
        'Closed with 4-0 Vicryl',
        'Horizontal mattress over socket',
        'Haemostasis achieved',
        'POIG incl. sinus precautions',
        'Rx amoxicillin 500 mg TDS 7 days',
        'Ephedrine 0.5% nasal drops TDS 7 days',
      ],
      'F/U': 'Review 1 week for STR and OAC check',
    },
  }),
];
