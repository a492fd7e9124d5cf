// A seventy-third development batch (ids bw01–bw30), written blind from the labelling contract (contract.md, case.ts,
// dental-notes.md, and more56 / more58 as format examples) by a helper that had not seen the engine or any held-out
// split. Every case was labelled before any check was run. The batch covers root canal treatment and fixed
// prosthodontics over several visits, dictated the way clinicians really dictate: access and extirpation, canals
// found (MB2, a missed ML canal), working lengths from an apex locator and a radiograph given as numbers with
// reference points ("MB 19.5 to the MB cusp"), files and sizes, irrigants and activation, Ledermix and calcium
// hydroxide dressings, obturation, retreatment, an MTA apical plug, post and core, crown and bridge preps (shade, scan or
// impression, temporaries and their cement), crown, bridge, onlay and veneer fits, a resin-bonded bridge, and implant
// crowns screwed in with torque values, with occlusion checked. Five clinicians, six visits each:
//   bw01–bw06 a UK endodontist (FDI, all recogniser-style):
//     bw01 a referral for 36 with pulp extirpated, lengths to reference points and a "sorry" length, and Ledermix;
//     bw02 completion of 26 with MB2 found under a dentine shelf, continuous wave, and a post-op PA (appended dictation);
//     bw03 a retreatment of 46 stopped halfway when a vertical root fracture is found (change of course, temporary dressing);
//     bw04 a single-visit RCT of a grey 21 after trauma, with a "scratch that" working length;
//     bw05 a second stage on 37 that becomes a flare-up with incision and drainage and a "sorry" dose (change of course);
//     bw06 completion of 45 with a fibre post and core for the referring dentist;
//   bw07–bw12 a UK general dentist (Palmer, typed shorthand):
//     bw07 an emergency extirpation of UR6 with Ledermix;
//     bw08 a crown prep on LL6 after RCT, with an "I mean" margin;
//     bw09 a bridge fit UR3-UR5 (appended dictation: Duraphat, next visit);
//     bw10 an e.max onlay bonded on UL7 plus a DO composite on UL5 (only the filling is a title);
//     bw11 a second RCT visit on LR6 with WLs to cusps and Ultracal, where the title comes from the CC;
//     bw12 a short screw-retained implant crown on UL4, torqued to 35 Ncm;
//   bw13–bw18 a US endodontist (Universal, all recogniser-style):
//     bw13 RCT initiated on #19 with four canals and a "sorry" restoration;
//     bw14 obturation of #3 with MB2 and an "I mean" activator (appended dictation: notes, a change);
//     bw15 a single-visit retreatment of #30 with a missed ML canal found;
//     bw16 a referral for #14 where the pain turns out to be #15 and the treatment moves there (change of course);
//     bw17 an MTA apical plug and backfill of #8 with an open apex;
//     bw18 a short six-month review with a "scratch that" interval and no treatment;
//   bw19–bw24 a US general dentist (Universal, typed sentences):
//     bw19 a crown prep on #30 with buildup, iTero scan, an "I mean" shade and a temporary;
//     bw20 a crown seated on #19 (appended dictation: a treatment item, a change);
//     bw21 a bridge prep #3-#5 with impressions and a temporary bridge;
//     bw22 two veneers not bonded because #9 did not match (change of course, "I mean" tooth);
//     bw23 a screw-retained implant crown on #30 torqued to 35 Ncm;
//     bw24 an emergency crown recement on #13;
//   bw25–bw30 a UK prosthodontist (FDI; bw25, bw27, bw29 recogniser-style; bw26, bw28, bw30 typed):
//     bw25 crown preps on 11 and 21 with a scan, a "sorry" shade and temporaries;
//     bw26 a screw-retained implant crown on 36 with torque and shimstock;
//     bw27 a resin-bonded bridge cemented on 23 for 22, with an "I mean" dam;
//     bw28 an onlay on 26 with a cracked ceramic that is not fitted, and a crown on 27 that is fitted (change of course);
//     bw29 four veneers bonded 12 to 22 (appended dictation: notes, next visit);
//     bw30 a bridge prep 24-26 with impressions and a temporary bridge.
// Counts: UK 18 (FDI 12, Palmer 6), US 12 (Universal). Recogniser-style 15 (lower case, number words, no punctuation,
// fillers). Typed 15 (shorthand in bw07–bw12, bw26, bw28, bw30; full sentences in bw19–bw24). Lengths are 46 to 239
// words. Five cases have appended dictations (bw02, bw09, bw14, bw20, bw29). Self-corrections ("sorry", "I mean",
// "scratch that") are in bw01, bw03, bw04, bw05, bw08, bw13, bw14, bw16, bw18, bw19, bw22, bw25 and bw27. The visit
// changes course in bw03, bw05, bw16, bw22 and bw28.
//
// Judgement calls where the contract was silent:
// - Canal names and working lengths. A spoken canal run is abbreviated by rule 4 even without the word "canal":
//   "mesiobuccal nineteen point five to the mesiobuccal cusp" becomes "MB 19.5 to the MB cusp". "m b one" / "m b two"
//   become MB1 / MB2. A single surface is always said with "canal" in these dictations ("distal canal" → "D canal",
//   "palatal canal" → "P canal", "buccal canals" → "B canals"). A reference cusp with one surface is abbreviated in a
//   list item ("to the P cusp", "to the B cusp tip"), and "to the incisal edge" stays words. "mm" is written only when
//   "millimetres" was said. Each canal's length is its own TX item, and the "working lengths with the apex locator
//   (and a PA)" step before the lengths is its own item (as more56). Typed lengths ("MB 20.5 to MB cusp", "D 21.0 to
//   DB cusp") are kept as typed.
// - Radiographs. A length, master-cone, cone-fit or plug-position check on a PA stays in its TX step. A post-op PA or
//   radiograph with its own report, and a mid-visit "PA: fully seated" / "PA confirmed complete seating", go to RADIO
//   (as more56). A CBCT report goes to RADIO, and "mesiolingual" in it becomes ML (a run of surfaces is always
//   abbreviated), while "mesial root" in a text field stays words.
// - Titles:
//   - "pulp extirpated 36" → "Extirpation 36"; "pulpectomy number fifteen" → "Pulpectomy #15"; "root canal therapy
//     initiated number nineteen" → "RCT #19"; "obturated …" with the tooth → "Obturation …".
//   - A second RCT visit whose TX names only shaping and dressing takes "RCT LR6" from the CC (bw11).
//   - "Retreatment" is no procedure of the table. bw15 takes its title from "obturated #30". bw03 takes "Temporary
//     dressing 46" from "Cavit temporary dressing 46". In bw05 the CC says "second stage", which names no procedure, so
//     the only title is "Incision and drainage".
//   - Canal irrigation, MTA plug, fibre post, core, scan, onlay bonding, veneer try-in and bonding, photographs and a
//     remade temporary onlay are no titles; TX TODAY is empty in bw22 and bw29.
//   - Implant crowns: "Crown seated UL4", "implant crown was seated #30" and "Crown fitted 36" → "Crown fit …"
//     ("implant" dropped like an adjective, as more56 dropped "atraumatic").
//   - Crowns and bridges: "crown preps one one and two one" → "Crown preps 11, 21" (plural as said) and "temporary
//     crowns" → "Temporary crowns"; "cemented the resin bonded bridge on two three" → "Bridge fit 23"; "I recemented the
//     crown on #13" → "Crown recement #13".
//   - Other titles: "Duraphat varnish UR5" → "Fluoride varnish UR5"; "OHI Superfloss" / "OHI with water flosser" /
//     "OHI: TePe …" → "OHI".
//   - In bw10 only "DO comp UL5" is a title: the onlay bonded on UL7 is not.
// - NV and TX PLAN use the table names: "crown fit LL6", "bridge seat #3-#5" → "Bridge fit #3-#5", "crown seat #30" →
//   "Crown fit #30", "complete root canal nineteen" → "Complete RCT #19", "S&P with hygienist" → "Scale and polish with
//   hygienist". Teeth said together are written "#8, #9".
// - Where findings go:
//   - A pocket said measure first ("eight millimetre isolated pocket … four six") is PERIO (as more58), and a run of
//     surfaces in it is abbreviated.
//   - A vertical root fracture found during treatment is a TX step plus a DX (said after "diagnosis"), and it is not a
//     DENTAL entry (as more56 for a cusp fractured during treatment).
//   - Sensibility and percussion results said in a tooth's run stay in its DENTAL entry.
//   - A healed sinus tract, a traced sinus tract, peri-implant tissue and an edentulous space are INTRA (as more56).
// - Who and what goes where:
//   - The patient, or a partner, approving the shade ("both happy with the shade", "he's happy with it") is NOTES (as
//     more56 bf07).
//   - Showing the patient a problem, decisions taken with the patient mid-visit, a remake at no charge, and advice on
//     analgesics are CONSULT.
//   - A clinical decision with no patient in it ("Stopped the retreatment", "Onlay not fitted", "Remake requested") is
//     a TX item (as more56 bf29).
//   - "Called her general dentist to let him know" is NOTES. "Letter back to his dentist to arrange the extraction"
//     and "back to her dentist for the crown" are referrals elsewhere, so they go to TX PLAN.
// - Rule 6 drops the connecting word before a tooth the work is on, as it does for "crown on 46": "wing on two three fits
//   well" → "Wing 23 fits well", "seated on #30" → "seated #30", "cemented on #19" → "cemented #19".
// - Typed self-corrections are written without commas round them ("Shade A3 I mean A2.", "#8 I mean #9 custom shade …")
//   so that the correction does not split the item. In recogniser-style text fields, a new clause starts a new
//   sentence and an opening "and" goes (as more58).
// - Spellings: brand names are written as their makers write them (EndoActivator, C+ file, ProTaper Gold, BC Sealer,
//   AH Plus, Reciproc Blue, Ultracal, Vortex Blue, HyFlex EDM, Fuji IX, D-RaCe, FluoroCore, MAP System, LuxaCore,
//   RelyX Unicem, Primescan, Protemp, TempBond NE, Panavia V5, e.max). "zero zero cord" → "00 cord", "twelve b blade" →
//   "12B blade", "nd two" → "ND2".
// - Appends:
//   - "add to notes …" adds to NOTES and "add to treatment …" / "Add to treatment: …" adds a TX item at the end (as
//     more56).
//   - "next visit …" / "Next visit: …" sets NV (as more58). A review said alone ("review in twelve months with a pa")
//     sets F/U.
//   - "change X to Y" edits the one place X is said ("within a month" only in bw14's CONSULT, "1 month" only in bw20's
//     NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more73Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK endodontist, FDI, recogniser-style
  defineCase({
    id: 'bw01-uk-asr-endo-extirpation-36-ledermix-lengths-to-cusps-sorry-length',
    style: 'UK',
    asr: true,
    transcript:
      "right so she's been referred by her dentist for root canal on three six pain keeping her up for the last four nights medical history asthma uses a blue inhaler allergic to penicillin extra oral nad three six large mesial occlusal composite lingering pain to cold tender to percussion three seven sound pa three six deep restoration close to the pulp horn widened pdl on the mesial root diagnosis symptomatic irreversible pulpitis three six explained root canal treatment over two visits and the risks she's happy to go ahead verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block left plus buccal infiltration three six rubber dam composite removed access cavity pulp bleeding freely pulp extirpated three six three canals found negotiated with a size ten k file working lengths with the apex locator and a length pa mesiobuccal twenty one to the mesiobuccal cusp mesiolingual twenty one sorry twenty point five to the mesiobuccal cusp distal canal twenty one point five to the distobuccal cusp irrigated with three percent sodium hypochlorite ledermix in the canals sponge and cavit occlusion reduced she's a bit anxious she did really well post op instructions given next visit complete root canal three six in two weeks",
    expect: {
      CC: "She's been referred by her dentist for root canal on 36. Pain keeping her up for the last 4 nights",
      'MED HX': 'Asthma. Uses a blue inhaler. Allergic to penicillin',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'Large MO composite lingering pain to cold tender to percussion'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA 36 deep restoration close to the pulp horn. Widened PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis 36'],
      CONSULT: "Explained root canal treatment over 2 visits and the risks. She's happy to go ahead",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Rubber dam',
        'Composite removed',
        'Access cavity',
        'Pulp bleeding freely',
        'Pulp extirpated 36',
        '3 canals found',
        'Negotiated with a size 10 K file',
        'Working lengths with the apex locator and a length PA',
        'MB 21 to the MB cusp',
        'ML 20.5 to the MB cusp',
        'D canal 21.5 to the DB cusp',
        'Irrigated with 3% sodium hypochlorite',
        'Ledermix in the canals',
        'Sponge and Cavit',
        'Occlusion reduced',
        'Post-op instructions given',
      ],
      NOTES: "She's a bit anxious. She did really well",
      NV: ['Complete RCT 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw02-uk-asr-endo-appends-obturation-26-mb2-dentine-shelf-continuous-wave',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for completion of the root canal on two six comfortable since the calcium hydroxide medical history no changes on amlodipine no allergies two six cavit intact not tender to percussion no sinus la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two six rubber dam cavit removed calcium hydroxide flushed out with sodium hypochlorite and the endoactivator um had another look under the microscope for the m b two found it under a dentine shelf negotiated with a size eight c plus file so four canals now working lengths apex locator and a pa m b one nineteen point five to the mesiobuccal cusp m b two nineteen to the mesiobuccal cusp distobuccal eighteen point five to the distobuccal cusp palatal canal twenty one to the palatal cusp prepared with protaper gold the buccal canals to f two and the palatal canal to f three final rinse seventeen percent edta then sodium hypochlorite dried with paper points master cones checked with a pa obturated two six continuous wave with bc sealer backfilled orifices sealed with flowable composite then core in composite post op pa all four canals filled to length bit of sealer past the mesiobuccal apex told her she needs a crown with her own dentist within three months",
    appends: [
      'add to notes she brought her own headphones and listened to music throughout',
      'review in twelve months with a pa',
    ],
    expect: {
      CC: 'Completion of the root canal on 26. Comfortable since the calcium hydroxide',
      'MED HX': 'No changes. On amlodipine. No allergies',
      DENTAL: [['26', 'Cavit intact not tender to percussion no sinus']],
      RADIO: 'Post-op PA all 4 canals filled to length. Bit of sealer past the MB apex',
      CONSULT: 'Told her she needs a crown with her own dentist within 3 months',
      'TX TODAY': ['Obturation 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Cavit removed',
        'Calcium hydroxide flushed out with sodium hypochlorite and the EndoActivator',
        'Had another look under the microscope for the MB2',
        'Found it under a dentine shelf',
        'Negotiated with a size 8 C+ file',
        '4 canals now',
        'Working lengths apex locator and a PA',
        'MB1 19.5 to the MB cusp',
        'MB2 19 to the MB cusp',
        'DB 18.5 to the DB cusp',
        'P canal 21 to the P cusp',
        'Prepared with ProTaper Gold the B canals to F2 and the P canal to F3',
        'Final rinse 17% EDTA',
        'Sodium hypochlorite',
        'Dried with paper points',
        'Master cones checked with a PA',
        'Obturated 26 continuous wave with BC Sealer',
        'Backfilled',
        'Orifices sealed with flowable composite',
        'Core in composite',
      ],
      NOTES: 'She brought her own headphones and listened to music throughout',
      'F/U': 'Review in 12 months with a PA',
    },
  }),
  defineCase({
    id: 'bw03-uk-asr-endo-retreatment-46-stopped-vertical-root-fracture-sorry-pocket',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for retreatment of the root canal on four six been tender to bite for six months medical history type two diabetes on metformin no allergies four six porcelain bonded crown tender to percussion bpe two two two two two four eight millimetre isolated pocket distolingual sorry distobuccal four six pa four six short root fillings in both roots periapical radiolucency on the distal root diagnosis previously treated four six with symptomatic apical periodontitis discussed retreatment versus extraction and implant he wanted to try retreatment verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right rubber dam access through the crown gutta percha removed from the mesial canals with protaper retreatment files er distal canal gutta percha removed then under the microscope there's a crack running down the distal wall of the distal canal into the root methylene blue confirms it diagnosis vertical root fracture four six stopped the retreatment showed him on the camera explained it can't be saved options are extraction and implant or a bridge he'd like to go ahead with extraction and implant cavit temporary dressing four six letter back to his dentist to arrange the extraction",
    expect: {
      CC: 'Retreatment of the root canal on 46. Been tender to bite for 6 months',
      'MED HX': 'Type 2 diabetes on metformin. No allergies',
      DENTAL: [['46', 'Porcelain bonded crown tender to percussion']],
      PERIO: 'BPE 2 2 2 / 2 2 4. 8 mm isolated pocket DB 46',
      RADIO: 'PA 46 short root fillings in both roots. Periapical radiolucency on the distal root',
      DX: ['Previously treated 46 with symptomatic apical periodontitis', 'Vertical root fracture 46'],
      CONSULT:
        "Discussed retreatment versus extraction and implant. He wanted to try retreatment. Showed him on the camera. Explained it can't be saved. Options are extraction and implant or a bridge. He'd like to go ahead with extraction and implant",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Temporary dressing 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam',
        'Access through the crown',
        'Gutta percha removed from the M canals with ProTaper Retreatment files',
        'D canal gutta percha removed',
        "Under the microscope there's a crack running down the D wall of the D canal into the root",
        'Methylene blue confirms it',
        'Stopped the retreatment',
        'Cavit temporary dressing 46',
      ],
      'TX PLAN': ['Letter back to his dentist to arrange the extraction'],
    },
  }),
  defineCase({
    id: 'bw04-uk-asr-endo-single-visit-rct-21-grey-trauma-scratch-that-working-length',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for root canal on two one knocked it playing hockey about two years ago now it's gone grey no pain medical history fit and well no medication no allergies two one discoloured grey no response to cold or ept not tender one one and two two respond normally to cold pa two one periapical radiolucency about four millimetres canal visible to the apex diagnosis pulp necrosis with asymptomatic apical periodontitis two one she wants it done in one visit if possible verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline labial infiltration two one rubber dam palatal access necrotic debris in the canal no bleeding working length twenty two point five to the incisal edge scratch that working length twenty three to the incisal edge with the apex locator confirmed on a pa prepared to size forty with hand files and reciproc blue irrigated with three percent sodium hypochlorite and seventeen percent edta canal dry so obturated two one warm vertical with ah plus gutta percha cut back below the cej access sealed with vitrebond and composite post op pa good length and density she's getting married next summer she'd like it lighter we'll look at that once it's settled review in three months",
    expect: {
      CC: "Root canal on 21. Knocked it playing hockey about 2 years ago. It's gone grey. No pain",
      'MED HX': 'Fit and well. No medication. No allergies',
      DENTAL: [
        ['21', 'Discoloured grey no response to cold or EPT not tender'],
        ['11', 'Respond normally to cold'],
        ['22', 'Respond normally to cold'],
      ],
      RADIO:
        'PA 21 periapical radiolucency about 4 mm. Canal visible to the apex. Post-op PA good length and density',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis 21'],
      CONSULT:
        "She wants it done in 1 visit if possible. She'd like it lighter. We'll look at that once it's settled",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Obturation 21'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration 21',
        'Rubber dam',
        'Palatal access',
        'Necrotic debris in the canal',
        'No bleeding',
        'Working length 23 to the incisal edge with the apex locator confirmed on a PA',
        'Prepared to size 40 with hand files and Reciproc Blue',
        'Irrigated with 3% sodium hypochlorite and 17% EDTA',
        'Canal dry',
        'Obturated 21 warm vertical with AH Plus',
        'Gutta percha cut back below the CEJ',
        'Access sealed with Vitrebond and composite',
      ],
      NOTES: "She's getting married next summer",
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'bw05-uk-asr-endo-second-stage-37-becomes-flare-up-incision-drainage-sorry-dose',
    style: 'UK',
    asr: true,
    transcript:
      "he was booked for the second stage on three seven today but rang yesterday with swelling since the weekend medical history no changes takes omeprazole allergic to penicillin extra oral slight swelling left angle of the mandible no lymph nodes temperature normal intra oral fluctuant buccal swelling next to three seven three seven cavit intact very tender to percussion grade one mobile diagnosis flare up acute apical abscess three seven explained we won't fill the canals today until it settles he's fine with that la two cartridges articaine four percent one in a hundred thousand adrenaline id block left plus buccal infiltration rubber dam cavit and calcium hydroxide removed pus drained through the distal canal irrigated with sodium hypochlorite incision and drainage of the buccal swelling as well good pus drainage recapitulated to working lengths fresh ultracal then cavit rx metronidazole two hundred sorry four hundred milligrams three times a day for five days review in one week to obturate if settled",
    expect: {
      CC: 'He was booked for the second stage on 37 today but rang yesterday with swelling since the weekend',
      'MED HX': 'No changes. Takes omeprazole. Allergic to penicillin',
      EXTRA: 'Slight swelling left angle of the mandible. No lymph nodes. Temperature normal',
      INTRA: 'Fluctuant buccal swelling next to 37',
      DENTAL: [['37', 'Cavit intact very tender to percussion grade 1 mobile']],
      DX: ['Flare up acute apical abscess 37'],
      CONSULT: "Explained we won't fill the canals today until it settles. He's fine with that",
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        'Pus drained through the D canal',
        'Irrigated with sodium hypochlorite',
        'Incision and drainage of the buccal swelling as well',
        'Good pus drainage',
        'Recapitulated to working lengths',
        'Fresh Ultracal',
        'Cavit',
        'Rx metronidazole 400 mg 3 times a day for 5 days',
      ],
      'F/U': 'Review in 1 week to obturate if settled',
    },
  }),
  defineCase({
    id: 'bw06-uk-asr-endo-obturation-45-fibre-post-core-for-referring-dentist',
    style: 'UK',
    asr: true,
    transcript:
      "patient in for completion of the root canal on four five no symptoms since last time medical history no changes no allergies four five cavit intact not tender la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four five rubber dam ultracal removed er two canals found working lengths with the apex locator buccal canal twenty two millimetres to the buccal cusp tip lingual canal twenty one point five millimetres to the buccal cusp tip master cones size forty with a four percent taper fitted tug back good obturated four five single cone with bc sealer as requested by her dentist post space prepared in the buccal canal to eleven millimetres with a heated plugger fibre post size one point five cemented with relyx unicem core built up in luxacore post op pa obturation to length post well seated no voids back to her dentist for the crown",
    expect: {
      CC: 'Completion of the root canal on 45. No symptoms since last time',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['45', 'Cavit intact not tender']],
      RADIO: 'Post-op PA obturation to length. Post well seated. No voids',
      'TX TODAY': ['Obturation 45'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 45',
        'Rubber dam',
        'Ultracal removed',
        '2 canals found',
        'Working lengths with the apex locator',
        'B canal 22 mm to the B cusp tip',
        'L canal 21.5 mm to the B cusp tip',
        'Master cones size 40 with a 4% taper fitted',
        'Tug back good',
        'Obturated 45 single cone with BC Sealer',
        'As requested by her dentist post space prepared in the B canal to 11 mm with a heated plugger',
        'Fibre post size 1.5 cemented with RelyX Unicem',
        'Core built up in LuxaCore',
      ],
      'TX PLAN': ['Back to her dentist for the crown'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK general dentist, Palmer, typed shorthand
  defineCase({
    id: 'bw07-uk-typed-palmer-emergency-extirpation-ur6-ledermix-mb2-not-located',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emerg. Pain UR6 3/7, throbbing, kept awake last night, ibuprofen not helping. MH: NC, NKDA. EO NAD. UR6 deep DO caries, TTP +, ethyl chloride +++ lingering. UR5 MO comp sound. PA UR6: caries approaching pulp, widened PDL MB root. Dx: SIP UR6. Options RCT vs XLA, wants to save it. Verbal consent. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil UR6. RD. Caries removed, pulp exposed, bleeding. Pulp extirpated UR6, 3 canals found, MB2 not located. Irrig 2.5% NaOCl. Ledermix + CW pledget + Cavit. Occlusion reduced. POIG. NV: RCT UR6 in 2/52 (90 min appt).',
    expect: {
      CC: 'Emerg. Pain UR6 3 days, throbbing, kept awake last night, ibuprofen not helping',
      'MED HX': 'NC, NKDA',
      EXTRA: 'NAD',
      DENTAL: [
        ['UR6', 'Deep DO caries, TTP +, ethyl chloride +++ lingering'],
        ['UR5', 'MO comp sound'],
      ],
      RADIO: 'PA UR6: caries approaching pulp, widened PDL MB root',
      DX: ['SIP UR6'],
      CONSULT: 'Options RCT vs XLA, wants to save it',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation UR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR6',
        'RD',
        'Caries removed',
        'Pulp exposed',
        'Bleeding',
        'Pulp extirpated UR6',
        '3 canals found',
        'MB2 not located',
        'Irrig 2.5% NaOCl',
        'Ledermix + CW pledget + Cavit',
        'Occlusion reduced',
        'POIG',
      ],
      NV: ['RCT UR6 in 2 weeks (90 min appt)'],
    },
  }),
  defineCase({
    id: 'bw08-uk-typed-palmer-crown-prep-ll6-after-rct-zirconia-i-mean-chamfer',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Crown prep LL6 as planned. RCT completed by me 6/52 ago, no sx since. MH: no change, hypertension - amlodipine, NKDA. LL6 RCT'd, MOD amalgam core, DL cusp cracked, not TTP. LL7 O comp sound. LL5 sound. Gingivae healthy. PA LL6 (6/52 ago): obturation good, PA area resolving. Discussed PFM vs zirconia - pt chose monolithic zirconia (private fee given). Verbal consent. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB left. Amalgam core retained (sound, no caries). Crown prep LL6. 1 mm shoulder buccal I mean 1 mm chamfer all round. 00 cord + Racestyptine. PVS impressions upper + lower. Bite reg. Shade A3. Temp crown Protemp A3, cemented w/ Tempbond. Occ checked, contacts flossed. POIG. NV: crown fit LL6 2/52.",
    expect: {
      CC: 'Crown prep LL6 as planned. RCT completed by me 6 weeks ago, no sx since',
      'MED HX': 'No change, hypertension - amlodipine, NKDA',
      DENTAL: [
        ['LL6', "RCT'd, MOD amalgam core, DL cusp cracked, not TTP"],
        ['LL7', 'O comp sound'],
        ['LL5', 'Sound'],
      ],
      PERIO: 'Gingivae healthy',
      RADIO: 'PA LL6 (6 weeks ago): obturation good, PA area resolving',
      CONSULT: 'Discussed PFM vs zirconia - pt chose monolithic zirconia (private fee given)',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep LL6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Amalgam core retained (sound, no caries)',
        'Crown prep LL6',
        '1 mm chamfer all round',
        '00 cord + Racestyptine',
        'PVS impressions upper + lower',
        'Bite reg',
        'Shade A3',
        'Temp crown Protemp A3',
        'Cemented w/ Tempbond',
        'Occ checked',
        'Contacts flossed',
        'POIG',
      ],
      NV: ['Crown fit LL6 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw09-uk-typed-palmer-appends-bridge-fit-ur3-ur5-tight-contact-duraphat',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Fit of 3-unit bridge UR3-UR5 (UR4 pontic), PFM. Temp bridge lost a week ago, slight sensitivity UR5 since. MH: NC, NKDA. UR3 + UR5 preps clean. Gingivae slightly inflamed. No LA. Bridge tried in, wouldn't seat, tight D contact UR5. Contact adjusted w/ rubber wheel. Seated fully. Margins good. Shade matches. Occlusion: UR3 high in R lateral excursion, adjusted, canine guidance kept. Pt approved appearance. Cemented bridge UR3-UR5 w/ Fuji Plus. Excess removed, Superfloss under pontic. OHI: Superfloss. POIG. Review 3/12.",
    appends: ['Add to treatment: Duraphat varnish UR5 for sensitivity.', 'Next visit: S&P with hygienist.'],
    expect: {
      CC: 'Fit of 3-unit bridge UR3-UR5 (UR4 pontic), PFM. Temp bridge lost a week ago, slight sensitivity UR5 since',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['UR3', 'Preps clean'],
        ['UR5', 'Preps clean'],
      ],
      PERIO: 'Gingivae slightly inflamed',
      'TX TODAY': ['Bridge fit UR3-UR5', 'OHI', 'Fluoride varnish UR5'],
      TX: [
        'No LA',
        'Bridge tried in',
        "Wouldn't seat",
        'Tight D contact UR5',
        'Contact adjusted w/ rubber wheel',
        'Seated fully',
        'Margins good',
        'Shade matches',
        'Occlusion: UR3 high in R lateral excursion',
        'Adjusted',
        'Canine guidance kept',
        'Cemented bridge UR3-UR5 w/ Fuji Plus',
        'Excess removed',
        'Superfloss under pontic',
        'OHI: Superfloss',
        'POIG',
        'Duraphat varnish UR5 for sensitivity',
      ],
      NOTES: 'Pt approved appearance',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'bw10-uk-typed-palmer-emax-onlay-ul7-bonded-no-title-do-comp-ul5',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Onlay fit UL7 (e.max) + DO comp UL5 while numb. MH: no change, asthma - Ventolin, NKDA. UL7 temp onlay intact. UL5 DO caries (seen on BWs last visit). LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil UL7. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil UL5. Temp removed, prep cleaned w/ pumice. Onlay tried in, margins good, contacts OK. RD UL4-UL7. Onlay: HF etch 20s, silane. Tooth: selective etch, Optibond FL. Onlay bonded w/ Variolink Esthetic, excess removed, glycerine gel, cured. UL5 caries removed, no exposure. Sectional matrix + wedge. DO comp UL5 (Filtek A2). RD off. Occ adjusted w/ fine diamond, polished. Pt asked about whitening - leaflet given. POIG. Recall 6/12.',
    expect: {
      CC: 'Onlay fit UL7 (e.max) + DO comp UL5 while numb',
      'MED HX': 'No change, asthma - Ventolin, NKDA',
      DENTAL: [
        ['UL7', 'Temp onlay intact'],
        ['UL5', 'DO caries (seen on BWs last visit)'],
      ],
      CONSULT: 'Pt asked about whitening - leaflet given',
      'TX TODAY': ['DO composite UL5'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL7',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
        'Temp removed',
        'Prep cleaned w/ pumice',
        'Onlay tried in',
        'Margins good',
        'Contacts OK',
        'RD UL4-UL7',
        'Onlay: HF etch 20s',
        'Silane',
        'Tooth: selective etch',
        'Optibond FL',
        'Onlay bonded w/ Variolink Esthetic',
        'Excess removed',
        'Glycerine gel',
        'Cured',
        'UL5 caries removed',
        'No exposure',
        'Sectional matrix + wedge',
        'DO comp UL5 (Filtek A2)',
        'RD off',
        'Occ adjusted w/ fine diamond',
        'Polished',
        'POIG',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bw11-uk-typed-palmer-rct-lr6-second-visit-wl-to-cusps-ultracal-title-from-cc',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT LR6 2nd visit. Ledermix placed 2/52 ago, pain settled. MH: NC, NKDA. LR6 Cavit intact, not TTP. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr IDB right. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil LR6. RD, 8A clamp. Cavit + Ledermix removed. 3 canals MB/ML/D. Patency 10 K-file. WL (EAL + PA): MB 20.5 to MB cusp, ML 20.5 to MB cusp, D 21.0 to DB cusp. Prepped WaveOne Gold Primary to WL (25/.07). Irrig 3% NaOCl w/ EndoActivator, 17% EDTA. Non-setting CaOH (Ultracal), sponge, Cavit. POIG. NV: obturation LR6 2/52.',
    expect: {
      CC: 'RCT LR6 2nd visit. Ledermix placed 2 weeks ago, pain settled',
      'MED HX': 'NC, NKDA',
      DENTAL: [['LR6', 'Cavit intact, not TTP']],
      'TX TODAY': ['RCT LR6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'RD',
        '8A clamp',
        'Cavit + Ledermix removed',
        '3 canals MB/ML/D',
        'Patency 10 K-file',
        'WL (EAL + PA): MB 20.5 to MB cusp',
        'ML 20.5 to MB cusp',
        'D 21.0 to DB cusp',
        'Prepped WaveOne Gold Primary to WL (25/.07)',
        'Irrig 3% NaOCl w/ EndoActivator',
        '17% EDTA',
        'Non-setting CaOH (Ultracal)',
        'Sponge',
        'Cavit',
        'POIG',
      ],
      NV: ['Obturation LR6 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw12-uk-typed-palmer-short-screw-retained-implant-crown-ul4-35-ncm',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Implant crown UL4 fit (screw-retained, Straumann BL). MH: NC. Peri-implant tissue healthy. Healing abutment off. Crown seated UL4, PA: fully seated. Contacts + occlusion OK, light in ICP. Screw torqued 35 Ncm. PTFE + composite over screw access. Pt pleased. Review 1/12 then annual implant check.',
    expect: {
      CC: 'Implant crown UL4 fit (screw-retained, Straumann BL)',
      'MED HX': 'NC',
      INTRA: 'Peri-implant tissue healthy',
      RADIO: 'PA: fully seated',
      'TX TODAY': ['Crown fit UL4'],
      TX: [
        'Healing abutment off',
        'Crown seated UL4',
        'Contacts + occlusion OK',
        'Light in ICP',
        'Screw torqued 35 Ncm',
        'PTFE + composite over screw access',
      ],
      NOTES: 'Pt pleased',
      'F/U': 'Review 1 month then annual implant check',
    },
  }),

  // ---------------------------------------------------------------- 3. US endodontist, Universal, recogniser-style
  defineCase({
    id: 'bw13-us-asr-endo-rct-initiated-19-four-canals-lengths-sorry-mod',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for number nineteen referred by her general dentist hurts to chew and lingering pain to cold for a week medical history hypertension on lisinopril allergic to sulfa number nineteen mesial occlusal composite sorry mesial occlusal distal composite cold test lingering ten seconds percussion positive palpation negative probing within normal limits numbers eighteen and twenty cold normal not tender pa of nineteen widened pdl around the mesial root no periapical lesion diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number nineteen reviewed root canal therapy and alternatives she elected root canal signed consent two carpules lidocaine two percent one to one hundred thousand epi left ianb one carpule articaine four percent one to one hundred thousand epi buccal infiltration nineteen rubber dam root canal therapy initiated number nineteen four canals found working lengths with the apex locator confirmed with a radiograph mesiobuccal twenty one point five to the mesiobuccal cusp mesiolingual twenty one to the mesiolingual cusp distobuccal twenty point five to the distobuccal cusp distolingual twenty one to the distobuccal cusp cleaned and shaped to size thirty five with a four percent taper with vortex blue irrigated with five point two five percent sodium hypochlorite calcium hydroxide cotton and cavit occlusion adjusted advised ibuprofen and tylenol together as needed next visit complete root canal nineteen in three weeks",
    expect: {
      CC: '#19 referred by her general dentist. Hurts to chew and lingering pain to cold for a week',
      'MED HX': 'Hypertension on lisinopril. Allergic to sulfa',
      DENTAL: [
        [
          '19',
          'MOD composite cold test lingering 10 seconds percussion positive palpation negative probing within normal limits',
        ],
        ['18', 'Cold normal not tender'],
        ['20', 'Cold normal not tender'],
      ],
      RADIO: 'PA of #19 widened PDL around the mesial root. No periapical lesion',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT:
        'Reviewed root canal therapy and alternatives. She elected root canal. Advised ibuprofen and Tylenol together as needed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['RCT #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam',
        'Root canal therapy initiated #19',
        '4 canals found',
        'Working lengths with the apex locator confirmed with a radiograph',
        'MB 21.5 to the MB cusp',
        'ML 21 to the ML cusp',
        'DB 20.5 to the DB cusp',
        'DL 21 to the DB cusp',
        'Cleaned and shaped to size 35 with a 4% taper with Vortex Blue',
        'Irrigated with 5.25% sodium hypochlorite',
        'Calcium hydroxide',
        'Cotton and Cavit',
        'Occlusion adjusted',
      ],
      NV: ['Complete RCT #19 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bw14-us-asr-endo-appends-obturation-3-mb2-micro-opener-i-mean-endoactivator',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for completion of root canal number three asymptomatic since the first visit medical history no changes takes metformin no known drug allergies number three cavit intact not tender to percussion or palpation one carpule articaine four percent one to one hundred thousand epi buccal infiltration number three rubber dam temp and calcium hydroxide removed with ultrasonic and irrigation m b two located under the microscope with a micro opener working lengths confirmed m b one twenty point five to the mesiobuccal cusp m b two nineteen point five to the mesiobuccal cusp distobuccal nineteen to the distobuccal cusp palatal canal twenty one point five to the palatal cusp shaped to size thirty with hyflex edm final irrigation with sodium hypochlorite and edta with the gentlewave I mean the endoactivator cone fit confirmed with a radiograph obturated number three with warm vertical condensation and bc sealer gutta percha seared at the orifices orifices sealed with flowable composite and fuji nine post op radiograph dense fill to length told him he needs a crown on three from his dentist within a month',
    appends: ['add to notes he fell asleep during the obturation', 'change within a month to within six weeks'],
    expect: {
      CC: 'Completion of root canal #3. Asymptomatic since the first visit',
      'MED HX': 'No changes. Takes metformin. No known drug allergies',
      DENTAL: [['3', 'Cavit intact not tender to percussion or palpation']],
      RADIO: 'Post-op radiograph dense fill to length',
      CONSULT: 'Told him he needs a crown on #3 from his dentist within 6 weeks',
      'TX TODAY': ['Obturation #3'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'Rubber dam',
        'Temp and calcium hydroxide removed with ultrasonic and irrigation',
        'MB2 located under the microscope with a micro opener',
        'Working lengths confirmed',
        'MB1 20.5 to the MB cusp',
        'MB2 19.5 to the MB cusp',
        'DB 19 to the DB cusp',
        'P canal 21.5 to the P cusp',
        'Shaped to size 30 with HyFlex EDM',
        'Final irrigation with sodium hypochlorite and EDTA with the EndoActivator',
        'Cone fit confirmed with a radiograph',
        'Obturated #3 with warm vertical condensation and BC Sealer',
        'Gutta percha seared at the orifices',
        'Orifices sealed with flowable composite and Fuji IX',
      ],
      NOTES: 'He fell asleep during the obturation',
    },
  }),
  defineCase({
    id: 'bw15-us-asr-endo-single-visit-retreatment-30-missed-ml-canal-cbct-chloroform',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for retreatment of number thirty previous root canal about eight years ago intermittent swelling on the buccal medical history no changes allergic to penicillin and codeine sinus tract buccal to number thirty traced with gutta percha to the mesial root number thirty crown intact not tender to percussion probing normal all around cbct missed mesiolingual canal and periapical lesion on the mesial root about five millimeters diagnosis previously treated number thirty with chronic apical abscess discussed retreatment surgery or extraction he chose retreatment consent signed three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration rubber dam access through the zirconia crown gutta percha removed with d race retreatment files and a little chloroform missed mesiolingual canal found negotiated with a size eight file working lengths with the apex locator mesiobuccal twenty one to the mesiobuccal cusp mesiolingual twenty one point five to the mesiobuccal cusp distal canal twenty one to the distobuccal cusp cleaned and shaped to size thirty and forty in the distal canal irrigated with sodium hypochlorite and edta with ultrasonic activation dried obturated number thirty warm vertical with ah plus core with fluorocore then access sealed with composite post op pa good fill of the mesiolingual canal follow up in six months with a cbct',
    expect: {
      CC: 'Retreatment of #30. Previous root canal about 8 years ago. Intermittent swelling on the buccal',
      'MED HX': 'No changes. Allergic to penicillin and codeine',
      INTRA: 'Sinus tract buccal to #30 traced with gutta percha to the mesial root',
      DENTAL: [['30', 'Crown intact not tender to percussion probing normal all around']],
      RADIO:
        'CBCT missed ML canal and periapical lesion on the mesial root about 5 mm. Post-op PA good fill of the ML canal',
      DX: ['Previously treated #30 with chronic apical abscess'],
      CONSULT: 'Discussed retreatment surgery or extraction. He chose retreatment',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Obturation #30'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Rubber dam',
        'Access through the zirconia crown',
        'Gutta percha removed with D-RaCe retreatment files and a little chloroform',
        'Missed ML canal found',
        'Negotiated with a size 8 file',
        'Working lengths with the apex locator',
        'MB 21 to the MB cusp',
        'ML 21.5 to the MB cusp',
        'D canal 21 to the DB cusp',
        'Cleaned and shaped to size 30 and 40 in the D canal',
        'Irrigated with sodium hypochlorite and EDTA with ultrasonic activation',
        'Dried',
        'Obturated #30 warm vertical with AH Plus',
        'Core with FluoroCore',
        'Access sealed with composite',
      ],
      'F/U': 'Follow up in 6 months with a CBCT',
    },
  }),
  defineCase({
    id: 'bw16-us-asr-endo-referral-14-pain-from-15-pulpectomy-15-sorry-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency referral for number fourteen severe pain upper left since yesterday can't tell which tooth medical history no changes on birth control no allergies number fourteen mesial occlusal distal amalgam cold normal percussion negative number fifteen deep distal caries sorry deep distal composite cold lingering over thirty seconds percussion positive number thirteen cold normal pa of fourteen and fifteen shows a deep restoration on fifteen close to the pulp periapicals normal diagnosis symptomatic irreversible pulpitis number fifteen explained to her the pain is coming from fifteen not fourteen as on the referral she agreed to treat fifteen today consent updated two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration fifteen rubber dam pulpectomy number fifteen three canals found no m b two working lengths estimated with the apex locator irrigated with sodium hypochlorite calcium hydroxide and cavit called her general dentist to let him know next visit complete root canal fifteen in two weeks",
    expect: {
      CC: "Emergency referral for #14. Severe pain upper left since yesterday. Can't tell which tooth",
      'MED HX': 'No changes. On birth control. No allergies',
      DENTAL: [
        ['14', 'MOD amalgam cold normal percussion negative'],
        ['15', 'Deep D composite cold lingering over 30 seconds percussion positive'],
        ['13', 'Cold normal'],
      ],
      RADIO: 'PA of #14 and #15 shows a deep restoration on #15 close to the pulp. Periapicals normal',
      DX: ['Symptomatic irreversible pulpitis #15'],
      CONSULT:
        'Explained to her the pain is coming from #15 not #14 as on the referral. She agreed to treat #15 today',
      CONSENT: 'Consent updated',
      'TX TODAY': ['Pulpectomy #15'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #15',
        'Rubber dam',
        'Pulpectomy #15',
        '3 canals found',
        'No MB2',
        'Working lengths estimated with the apex locator',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
      ],
      NOTES: 'Called her general dentist to let him know',
      NV: ['Complete RCT #15 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw17-us-asr-endo-mta-apical-plug-8-open-apex-backfill-college',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for continuation of root canal on number eight traumatized at age nine open apex calcium hydroxide placed a month ago medical history healthy no medications no allergies number eight temporary intact not tender to percussion no mobility sinus tract healed one carpule lidocaine two percent one to one hundred thousand epi labial infiltration number eight rubber dam calcium hydroxide removed with irrigation and a hedstrom file canal dry no exudate working length twenty three millimeters to the incisal edge confirmed with a radiograph mta apical plug four millimeters placed with the map system plug position confirmed on a pa waited fifteen minutes then obturated number eight with warm gutta percha backfill over the mta composite in the access post op pa good seal he's eighteen and heading off to college in the fall review in six months",
    expect: {
      CC: 'Continuation of root canal on #8. Traumatized at age 9. Open apex. Calcium hydroxide placed a month ago',
      'MED HX': 'Healthy. No medications. No allergies',
      INTRA: 'Sinus tract healed',
      DENTAL: [['8', 'Temporary intact not tender to percussion no mobility']],
      RADIO: 'Post-op PA good seal',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Rubber dam',
        'Calcium hydroxide removed with irrigation and a Hedstrom file',
        'Canal dry',
        'No exudate',
        'Working length 23 mm to the incisal edge confirmed with a radiograph',
        'MTA apical plug 4 mm placed with the MAP System',
        'Plug position confirmed on a PA',
        'Waited 15 minutes',
        'Obturated #8 with warm gutta percha backfill over the MTA',
        'Composite in the access',
      ],
      NOTES: "He's 18 and heading off to college in the fall",
      'F/U': 'Review in 6 months',
    },
  }),
  defineCase({
    id: 'bw18-us-asr-endo-short-six-month-review-30-healing-scratch-that-interval',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six month review of the root canal we did on number thirty she's had no symptoms medical history no changes number thirty crown intact not tender to percussion or palpation probing three millimeters all around pa of thirty lesion on the mesial root almost fully healed diagnosis healing apical periodontitis number thirty told her it's healing well no treatment needed review again in six months scratch that review again in one year",
    expect: {
      CC: "6 month review of the root canal we did on #30. She's had no symptoms",
      'MED HX': 'No changes',
      DENTAL: [['30', 'Crown intact not tender to percussion or palpation probing 3 mm all around']],
      RADIO: 'PA of #30 lesion on the mesial root almost fully healed',
      DX: ['Healing apical periodontitis #30'],
      CONSULT: "Told her it's healing well. No treatment needed",
      'F/U': 'Review again in 1 year',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist, Universal, typed sentences
  defineCase({
    id: 'bw19-us-typed-crown-prep-30-after-rct-buildup-itero-i-mean-shade-integrity',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a crown on #30 following root canal therapy completed by the endodontist last month. No pain since. Medical history: no changes, takes metoprolol, allergic to latex. #30 has Cavit in the access and an MOD composite, not tender to percussion. #29 has an O composite in good condition. #31 is sound. Non-latex gloves and dam used throughout. 2 carpules of 2% lidocaine with 1:100,000 epi, right IANB. The Cavit was removed and the chamber was cleaned. A core buildup was placed with MultiCore Flow. Crown prep #30 for full-contour zirconia with a 1 mm chamfer. I placed a size 00 cord followed by a size 1 cord soaked in Hemodent. The prep was scanned with the iTero along with the opposing arch and the bite. Shade A3 I mean A2. A temporary crown was made with Integrity and cemented with TempBond NE. The bite was checked and adjusted. We reviewed post-op instructions. Next visit: crown seat #30 in 2 weeks.',
    expect: {
      CC: 'Crown on #30 following root canal therapy completed by the endodontist last month. No pain since',
      'MED HX': 'No changes, takes metoprolol, allergic to latex',
      DENTAL: [
        ['30', 'Cavit in the access and an MOD composite, not tender to percussion'],
        ['29', 'O composite in good condition'],
        ['31', 'Sound'],
      ],
      'TX TODAY': ['Crown prep #30', 'Temporary crown'],
      TX: [
        'Non-latex gloves and dam used throughout',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Cavit was removed',
        'Chamber was cleaned',
        'Core buildup was placed with MultiCore Flow',
        'Crown prep #30 for full-contour zirconia with a 1 mm chamfer',
        'I placed a size 00 cord',
        'Size 1 cord soaked in Hemodent',
        'Prep was scanned with the iTero along with the opposing arch and the bite',
        'Shade A2',
        'Temporary crown was made with Integrity and cemented with TempBond NE',
        'Bite was checked and adjusted',
        'We reviewed post-op instructions',
      ],
      NV: ['Crown fit #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw20-us-typed-appends-crown-seat-19-tight-distal-contact-luting-plus',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for seating of the crown on #19. No problems with the temporary. Medical history: no changes, type 2 diabetes on metformin, NKDA. #19 temporary intact. Gingiva healthy. No anesthetic was needed. The temporary was removed and the prep was cleaned with pumice. The crown was tried in and the contacts were checked with floss. The distal contact was tight and was adjusted with a rubber wheel. Margins were checked with an explorer and a bitewing. The crown was cemented on #19 with RelyX Luting Plus. Excess cement was removed with floss and a scaler. The bite was checked in centric and excursions, and a high spot on the mesiobuccal cusp was adjusted. She was happy with it. Next visit: crown prep #3 in 1 month.',
    appends: ['Add to treatment: post-op instructions given.', 'Change 1 month to 3 weeks.'],
    expect: {
      CC: 'Seating of the crown on #19. No problems with the temporary',
      'MED HX': 'No changes, type 2 diabetes on metformin, NKDA',
      DENTAL: [['19', 'Temporary intact']],
      PERIO: 'Gingiva healthy',
      'TX TODAY': ['Crown fit #19'],
      TX: [
        'No anesthetic was needed',
        'Temporary was removed',
        'Prep was cleaned with pumice',
        'Crown was tried in',
        'Contacts were checked with floss',
        'Distal contact was tight and was adjusted with a rubber wheel',
        'Margins were checked with an explorer and a bitewing',
        'Crown was cemented #19 with RelyX Luting Plus',
        'Excess cement was removed with floss and a scaler',
        'Bite was checked in centric and excursions',
        'High spot on the MB cusp was adjusted',
        'Post-op instructions given',
      ],
      NOTES: 'She was happy with it',
      NV: ['Crown prep #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bw21-us-typed-bridge-prep-3-5-pfm-fluorocore-aquasil-temporary-bridge',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for preparation of a 3-unit bridge #3-#5 to replace #4, extracted last year. Medical history: no changes, hypertension on losartan, allergic to amoxicillin. Blood pressure 138/86. #3 has a large MO amalgam with recurrent caries. #5 has a small O composite. The #4 space has healed well. 3 carpules 4% articaine 1:100,000 epi, buccal and palatal infiltration #3 and #5. A putty matrix was taken for the temporary. Bridge prep #3-#5 for PFM. The amalgam and caries on #3 were removed and a buildup was placed with Fluorocore. I packed double cord on both abutments. Final impressions were taken with Aquasil, and a bite registration. Shade A2 with a B1 incisal. A temporary bridge was fabricated with Integrity and cemented with TempBond. Occlusion checked. I showed her how to use a floss threader under the pontic. Next visit: bridge seat #3-#5 in 2 weeks.',
    expect: {
      CC: 'Preparation of a 3-unit bridge #3-#5 to replace #4, extracted last year',
      'MED HX': 'No changes, hypertension on losartan, allergic to amoxicillin. Blood pressure 138/86',
      INTRA: '#4 space has healed well',
      DENTAL: [
        ['3', 'Large MO amalgam with recurrent caries'],
        ['5', 'Small O composite'],
      ],
      CONSULT: 'I showed her how to use a floss threader under the pontic',
      'TX TODAY': ['Bridge prep #3-#5', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #5',
        'Putty matrix was taken for the temporary',
        'Bridge prep #3-#5 for PFM',
        'Amalgam and caries #3 were removed',
        'Buildup was placed with Fluorocore',
        'I packed double cord on both abutments',
        'Final impressions were taken with Aquasil',
        'Bite registration',
        'Shade A2 with a B1 incisal',
        'Temporary bridge was fabricated with Integrity and cemented with TempBond',
        'Occlusion checked',
      ],
      NV: ['Bridge fit #3-#5 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw22-us-typed-veneers-8-9-not-bonded-shade-mismatch-i-mean-tooth-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for delivery of two porcelain veneers on #8 and #9. She has had the temporaries for 3 weeks with no problems. Medical history: no changes, NKDA. #8 and #9 temporaries intact. Gingiva healthy. No anesthetic. The temporaries were removed and the teeth were cleaned with pumice. The veneers were tried in with clear try-in paste. The fit and margins were good but #9 looked noticeably grayer than #8 in natural light. White try-in paste was tried. It was still too gray. I showed her in the mirror and she agreed it did not match. We decided not to bond either veneer today. New photos were taken with the shade tab. #8 I mean #9 custom shade taken for the lab. The temporaries were spot-etched and rebonded with flowable. I apologized for the extra visit and told her there would be no additional charge. Next visit: veneer delivery #8 and #9 in 2 weeks.',
    expect: {
      CC: 'Delivery of 2 porcelain veneers on #8 and #9. She has had the temporaries for 3 weeks with no problems',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['8', 'Temporaries intact'],
        ['9', 'Temporaries intact'],
      ],
      PERIO: 'Gingiva healthy',
      CONSULT:
        'I showed her in the mirror and she agreed it did not match. We decided not to bond either veneer today. I apologized for the extra visit and told her there would be no additional charge',
      TX: [
        'No anesthetic',
        'Temporaries were removed',
        'Teeth were cleaned with pumice',
        'Veneers were tried in with clear try-in paste',
        'Fit and margins were good but #9 looked noticeably grayer than #8 in natural light',
        'White try-in paste was tried',
        'It was still too gray',
        'New photos were taken with the shade tab',
        '#9 custom shade taken for the lab',
        'Temporaries were spot-etched and rebonded with flowable',
      ],
      NV: ['Veneer delivery #8, #9 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw23-us-typed-screw-retained-implant-crown-30-torque-35-ncm-shimstock',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for delivery of the implant crown on #30 (Nobel Parallel 5.0 x 10 mm placed 4 months ago). Medical history: no changes, takes atorvastatin, NKDA. Tissue around the healing abutment is healthy and keratinized. #29 and #31 are sound. No anesthetic. The healing abutment was removed. The screw-retained zirconia crown was tried in. The mesial contact was tight and was adjusted with a rubber wheel and polished. A PA confirmed complete seating. The implant crown was seated on #30 and the screw was torqued to 35 Ncm, then retorqued after 5 minutes. PTFE tape was placed over the screw head and the access was sealed with composite. Occlusion: light contact in MIP, shimstock pulls through on hard bite, no contact in excursions. OHI with water flosser. Next visit: check #30 in 2 weeks. Recall 6 months.',
    expect: {
      CC: 'Delivery of the implant crown on #30 (Nobel Parallel 5.0 x 10 mm placed 4 months ago)',
      'MED HX': 'No changes, takes atorvastatin, NKDA',
      INTRA: 'Tissue around the healing abutment is healthy and keratinized',
      DENTAL: [
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA confirmed complete seating',
      'TX TODAY': ['Crown fit #30', 'OHI'],
      TX: [
        'No anesthetic',
        'Healing abutment was removed',
        'Screw-retained zirconia crown was tried in',
        'Mesial contact was tight and was adjusted with a rubber wheel and polished',
        'Implant crown was seated #30',
        'Screw was torqued to 35 Ncm',
        'Retorqued after 5 minutes',
        'PTFE tape was placed over the screw head',
        'Access was sealed with composite',
        'Occlusion: light contact in MIP',
        'Shimstock pulls through on hard bite',
        'No contact in excursions',
        'OHI with water flosser',
      ],
      NV: ['Check #30 in 2 weeks'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bw24-us-typed-emergency-crown-13-off-caramel-recemented-fujicem',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency visit. The crown on #13 came off last night while she was eating caramel. No pain. Medical history: no changes, NKDA. #13: no decay on the prep, good retention form, crown intact with old cement inside. Options were recementing or a new crown; she chose to recement. The crown and prep were cleaned, and the old cement was removed with an ultrasonic scaler. I recemented the crown on #13 with FujiCEM 2. Excess was removed and floss passed through the contacts. The bite was checked. I advised her to avoid sticky foods. Recall as scheduled.',
    expect: {
      CC: 'Emergency visit. Crown on #13 came off last night while she was eating caramel. No pain',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['13', 'No decay on the prep, good retention form, crown intact with old cement inside']],
      CONSULT:
        'Options were recementing or a new crown; she chose to recement. I advised her to avoid sticky foods',
      'TX TODAY': ['Crown recement #13'],
      TX: [
        'Crown and prep were cleaned',
        'Old cement was removed with an ultrasonic scaler',
        'I recemented the crown #13 with FujiCEM 2',
        'Excess was removed',
        'Floss passed through the contacts',
        'Bite was checked',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),

  // ---------------------------------------------------------------- 5. UK prosthodontist, FDI, mixed
  defineCase({
    id: 'bw25-uk-asr-prosth-crown-preps-11-21-emax-primescan-sorry-shade-temporaries',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the crown preps on one one and two one she fell off her bike last year both have big composites that keep chipping medical history no changes on the pill no allergies one one and two one large composites chipped incisally vital to cold one two and two two sound gingivae healthy bpe one one one one one one photographs taken she approved the wax up last time verbal consent reconfirmed la two cartridges articaine four percent one in a hundred thousand adrenaline labial and palatal infiltration one one and two one um crown preps one one and two one for emax through the silicone index one point two millimetres labial reduction two millimetres incisally shoulder margins just subgingival zero zero cord then one cord scanned with the primescan upper lower and bite shade a one sorry b one with a stump shade nd two temporary crowns in protemp from the wax up index cemented with tempbond ne checked protrusion canine guidance fine post op instructions given next visit crown fit one one and two one in two weeks",
    expect: {
      CC: 'Crown preps on 11 and 21. She fell off her bike last year. Both have big composites that keep chipping',
      'MED HX': 'No changes. On the pill. No allergies',
      DENTAL: [
        ['11', 'Large composites chipped incisally vital to cold'],
        ['21', 'Large composites chipped incisally vital to cold'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      PERIO: 'Gingivae healthy. BPE 1 1 1 / 1 1 1',
      CONSULT: 'She approved the wax up last time',
      CONSENT: 'Verbal consent reconfirmed',
      'TX TODAY': ['Crown preps 11, 21', 'Temporary crowns'],
      TX: [
        'Photographs taken',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, labial infiltration + palatal infiltration 11, 21',
        'Crown preps 11, 21 for e.max through the silicone index',
        '1.2 mm labial reduction',
        '2 mm incisally',
        'Shoulder margins just subgingival',
        '00 cord',
        '1 cord',
        'Scanned with the Primescan upper lower and bite',
        'Shade B1 with a stump shade ND2',
        'Temporary crowns in Protemp from the wax up index',
        'Cemented with TempBond NE',
        'Checked protrusion',
        'Canine guidance fine',
        'Post-op instructions given',
      ],
      NV: ['Crown fit 11, 21 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw26-uk-typed-prosth-screw-retained-implant-crown-36-variobase-35-ncm',
    style: 'UK',
    asr: false,
    transcript:
      "Implant crown fit 36. Straumann BLT RC 4.1 x 10, placed 4/12 ago, ISQ 74 at uncovering. MH: no change, ex-smoker, NKDA. Peri-implant mucosa healthy, no BOP, 3 mm keratinised tissue. 35, 37 sound. No LA. Healing abutment removed, no bleeding. Screw-retained monolithic zirconia crown on Variobase tried in. Contacts: M tight, adjusted + polished, D OK w/ floss. PA: fully seated, no gap at the interface. Crown fitted 36, screw torqued to 35 Ncm w/ torque driver, retorqued at 10 min. PTFE + Filtek A2 in access. Occlusion: shimstock holds on light bite only, clear in lateral + protrusive. Pt says feels 'like a real tooth'. OHI: TePe (green) + single tuft. Review 1/52 for soft tissue, then 12/12 w/ PA.",
    expect: {
      CC: 'Implant crown fit 36. Straumann BLT RC 4.1 x 10, placed 4 months ago, ISQ 74 at uncovering',
      'MED HX': 'No change, ex-smoker, NKDA',
      INTRA: 'Peri-implant mucosa healthy, no BOP, 3 mm keratinised tissue',
      DENTAL: [
        ['35', 'Sound'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA: fully seated, no gap at the interface',
      'TX TODAY': ['Crown fit 36', 'OHI'],
      TX: [
        'No LA',
        'Healing abutment removed',
        'No bleeding',
        'Screw-retained monolithic zirconia crown on Variobase tried in',
        'Contacts: M tight',
        'Adjusted + polished',
        'D OK w/ floss',
        'Crown fitted 36',
        'Screw torqued to 35 Ncm w/ torque driver',
        'Retorqued at 10 min',
        'PTFE + Filtek A2 in access',
        'Occlusion: shimstock holds on light bite only',
        'Clear in lateral + protrusive',
        'OHI: TePe (green) + single tuft',
      ],
      NOTES: "Pt says feels 'like a real tooth'",
      'F/U': 'Review 1 week for soft tissue, then 12 months w/ PA',
    },
  }),
  defineCase({
    id: 'bw27-uk-asr-prosth-resin-bonded-bridge-23-for-22-panavia-i-mean-dam',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for the resin bonded bridge to replace two two which has been missing since childhood medical history no changes no allergies two three sound two one sound the two two space is seven millimetres gums healthy no la bridge tried in wing on two three fits well pontic ovate sits nicely on the ridge shade a three matches he's happy with it rubber dam two four to two one I mean one one then two three palatal surface sandblasted with aluminium oxide etched with phosphoric acid wing sandblasted and primed cemented the resin bonded bridge on two three with panavia v five held for two minutes excess removed oxygen block gel cured occlusion checked no contact on the pontic in protrusion or left lateral light contact on the wing in intercuspal showed him superfloss under the pontic review in three months",
    expect: {
      CC: 'Resin bonded bridge to replace 22 which has been missing since childhood',
      'MED HX': 'No changes. No allergies',
      INTRA: '22 space is 7 mm',
      DENTAL: [
        ['23', 'Sound'],
        ['21', 'Sound'],
      ],
      PERIO: 'Gums healthy',
      CONSULT: 'Showed him Superfloss under the pontic',
      'TX TODAY': ['Bridge fit 23'],
      TX: [
        'No LA',
        'Bridge tried in',
        'Wing 23 fits well',
        'Pontic ovate sits nicely on the ridge',
        'Shade A3 matches',
        'Rubber dam 24 to 11',
        '23 palatal surface sandblasted with aluminium oxide',
        'Etched with phosphoric acid',
        'Wing sandblasted and primed',
        'Cemented the resin bonded bridge 23 with Panavia V5',
        'Held for 2 minutes',
        'Excess removed',
        'Oxygen block gel',
        'Cured',
        'Occlusion checked',
        'No contact on the pontic in protrusion or left lateral',
        'Light contact on the wing in intercuspal',
      ],
      NOTES: "He's happy with it",
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'bw28-uk-typed-prosth-onlay-26-cracked-not-fitted-crown-27-fitted-rescan',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of e.max onlay 26 + e.max crown 27 (prepped 2/52 ago). No sensitivity w/ temps. MH: no change, hypothyroid (levothyroxine), NKDA. 26, 27 temps intact. Gingivae healthy. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 26 and 27. Temps removed, preps cleaned (pumice + CHX). Try-in w/ try-in paste: crown 27 fits well, margins closed, contacts OK. Onlay 26 - MP margin short + crack line noted in the ceramic on try-in. Shown to pt. Onlay not fitted, remake requested. Crown 27: HF 20 s, Monobond Plus. RD 25-27. Crown fitted 27 w/ Variolink Esthetic DC, tack cure, excess removed, final cure. Occlusion: marked w/ 40 micron paper, adjusted, polished. 26 prep re-scanned (Primescan) + bite. Temp onlay 26 remade in Telio CS Inlay/Onlay. Pt understanding, no charge for remake. NV onlay fit 26 2/52.',
    expect: {
      CC: 'Fit of e.max onlay 26 + e.max crown 27 (prepped 2 weeks ago). No sensitivity w/ temps',
      'MED HX': 'No change, hypothyroid (levothyroxine), NKDA',
      DENTAL: [
        ['26', 'Temps intact'],
        ['27', 'Temps intact'],
      ],
      PERIO: 'Gingivae healthy',
      CONSULT: 'Shown to pt. Pt understanding, no charge for remake',
      'TX TODAY': ['Crown fit 27'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 26, 27',
        'Temps removed',
        'Preps cleaned (pumice + CHX)',
        'Try-in w/ try-in paste: crown 27 fits well',
        'Margins closed',
        'Contacts OK',
        'Onlay 26 - MP margin short + crack line noted in the ceramic on try-in',
        'Onlay not fitted',
        'Remake requested',
        'Crown 27: HF 20 s',
        'Monobond Plus',
        'RD 25-27',
        'Crown fitted 27 w/ Variolink Esthetic DC',
        'Tack cure',
        'Excess removed',
        'Final cure',
        'Occlusion: marked w/ 40 micron paper',
        'Adjusted',
        'Polished',
        '26 prep re-scanned (Primescan) + bite',
        'Temp onlay 26 remade in Telio CS Inlay/Onlay',
      ],
      NV: ['Onlay fit 26 2 weeks'],
    },
  }),
  defineCase({
    id: 'bw29-uk-asr-prosth-appends-four-veneers-12-22-bonded-partner-photo-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for bonding of the four porcelain veneers one two to two two she's had the temporaries two weeks no problems medical history no changes allergic to latex gingivae healthy around the temporaries bpe one one one one one one no la temporaries removed preps cleaned with pumice veneers tried in with translucent try in paste she looked in the mirror and her partner looked at a photo both happy with the shade veneers etched with hydrofluoric acid twenty seconds rinsed silane applied non latex split dam placed teeth etched with thirty seven percent phosphoric acid bond applied veneers seated two at a time centrals first tack cured excess removed with a probe and floss final cure forty seconds each margins finished with a twelve b blade and polishing strips occlusion checked protrusion guided on the centrals no interferences lateral excursions canine guided she's thrilled review in two weeks with photographs",
    appends: [
      "add to notes she's a wedding singer and was worried about her s sounds",
      'next visit night guard impressions',
    ],
    expect: {
      CC: "Bonding of the 4 porcelain veneers 12 to 22. She's had the temporaries 2 weeks. No problems",
      'MED HX': 'No changes. Allergic to latex',
      PERIO: 'Gingivae healthy around the temporaries. BPE 1 1 1 / 1 1 1',
      TX: [
        'No LA',
        'Temporaries removed',
        'Preps cleaned with pumice',
        'Veneers tried in with translucent try-in paste',
        'Veneers etched with hydrofluoric acid 20 seconds',
        'Rinsed',
        'Silane applied',
        'Non latex split dam placed',
        'Teeth etched with 37% phosphoric acid',
        'Bond applied',
        'Veneers seated 2 at a time centrals first',
        'Tack cured',
        'Excess removed with a probe and floss',
        'Final cure 40 seconds each',
        'Margins finished with a 12B blade and polishing strips',
        'Occlusion checked',
        'Protrusion guided on the centrals',
        'No interferences',
        'Lateral excursions canine guided',
      ],
      NOTES:
        "She looked in the mirror. Her partner looked at a photo. Both happy with the shade. She's thrilled. She's a wedding singer and was worried about her s sounds",
      NV: ['Night guard impressions'],
      'F/U': 'Review in 2 weeks with photographs',
    },
  }),
  defineCase({
    id: 'bw30-uk-typed-prosth-bridge-prep-24-26-pfm-facebow-temp-bridge',
    style: 'UK',
    asr: false,
    transcript:
      'Bridge prep 24-26 (25 pontic), conventional PFM as agreed at consult. MH: no change, T2DM (metformin, HbA1c 48), NKDA. 24 MO comp, vital (EPT +), not TTP. 26 MOD amalgam, vital (EPT +), not TTP. 25 space: ridge adequate, slight buccal collapse. BPE 1 1 2 / 1 1 1. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 24 and 26 + palatal infiltration. Putty index for temp. 26 amalgam removed, caries at D margin cleared, core in Luxacore. Bridge prep 24-26: 1.5 mm occlusal, chamfer P, shoulder B, common path checked w/ mirror. Double cord (000 + 1). Impressions Impregum heavy + light, alginate lower, facebow, bite reg. Shade A3 (photo w/ tab for lab). Temp bridge Protemp from index, TempBond NE. Occlusion adjusted. Shown how to use Superfloss under the temp. NV try-in of metal framework 24-26 2/52.',
    expect: {
      CC: 'Bridge prep 24-26 (25 pontic), conventional PFM as agreed at consult',
      'MED HX': 'No change, T2DM (metformin, HbA1c 48), NKDA',
      INTRA: '25 space: ridge adequate, slight buccal collapse',
      PERIO: 'BPE 1 1 2 / 1 1 1',
      DENTAL: [
        ['24', 'MO comp, vital (EPT +), not TTP'],
        ['26', 'MOD amalgam, vital (EPT +), not TTP'],
      ],
      CONSULT: 'Shown how to use Superfloss under the temp',
      'TX TODAY': ['Bridge prep 24-26', 'Impressions', 'Temporary bridge'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 24, 26 + palatal infiltration',
        'Putty index for temp',
        '26 amalgam removed',
        'Caries at D margin cleared',
        'Core in Luxacore',
        'Bridge prep 24-26: 1.5 mm occlusal',
        'Chamfer P',
        'Shoulder B',
        'Common path checked w/ mirror',
        'Double cord (000 + 1)',
        'Impressions Impregum heavy + light',
        'Alginate lower',
        'Facebow',
        'Bite reg',
        'Shade A3 (photo w/ tab for lab)',
        'Temp bridge Protemp from index',
        'TempBond NE',
        'Occlusion adjusted',
      ],
      NV: ['Try-in of metal framework 24-26 2 weeks'],
    },
  }),
];
