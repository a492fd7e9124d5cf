// An eightieth development batch (ids cd01–cd30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check was run. It is restorative-heavy days at five
// practices: several fillings in one visit across quadrants, surfaces said every way ("mesio occlusal", "m o", "MOD",
// "occlusal and buccal", "caries on the distal", "DO on 45 and MO on 46"), charting of several teeth before the
// treatment, liners and bases, matrix systems and wedges, bonding steps, shades, amalgam vs composite vs GIC, old
// restorations replaced, recurrent caries, onlays and crown build-ups, bite checks and plans listing the remaining
// fillings tooth by tooth. Five practices:
//   cd01–cd08 a UK mixed NHS / private practice (FDI; cd01, cd03, cd05, cd07 recogniser-style, cd02, cd04, cd06, cd08
//     typed): four composites on the left side under two LA lines, an NHS MOD amalgam and a "mesio-occlusal"
//     composite replacing a ditched amalgam, root-caries GICs on the lower canines with a nurse aside, a first visit of
//     a three-visit plan with TheraCal and a Garrison matrix and the remaining plan tooth by tooth (appended dictation),
//     an "occlusal and buccal" composite, a terse "DO on 45 and MO on 46", an amalgam core (Nayyar) before a crown with
//     "caries on the distal" (no title), an e.max onlay bonded (no title);
//   cd09–cd15 a UK dentist who says Palmer words (Palmer; cd09, cd11, cd13, cd15 recogniser-style, cd10, cd12, cd14 typed
//     UR6 shorthand): "d o upper right five and m o upper right six" back to back (appended dictation), a new patient's
//     caries stabilisation with GIC dressings and a five-tooth plan, a long lower-left quadrant (DO and O composites,
//     a buccal GIC, Biodentine under Vitrebond), two anterior composites replaced with layered shades, an NHS MOD
//     amalgam after a lost filling with a mercury question, a terse O composite, a gold onlay prep with a GIC core;
//   cd16–cd20 a US general practice (Universal; cd16, cd18, cd20 recogniser-style, cd17, cd19 typed): three composites
//     upper and lower right under two anaesthetics with "scratch that", a new-patient comprehensive exam with FMX and a
//     plan tooth by tooth (no treatment), facial glass ionomers on root caries with dry mouth (appended dictation), a
//     pin-retained build-up and crown prep with a DO composite on the next tooth, a very short buccal composite;
//   cd21–cd25 a US family practice (Universal with primary letters; cd22, cd24 recogniser-style, cd21, cd23, cd25
//     typed): "DO on #20 and MO on #19" back to back, a pregnant patient's upper-left quadrant (DO, MODB, MO) with "I
//     mean", two old amalgams replaced for looks with written consent (appended dictation), a child's DO and D
//     composites on #K and #L, a terse O composite;
//   cd26–cd30 a US general practice (Universal; cd27, cd29 recogniser-style, cd26, cd28, cd30 typed): a bite adjustment a
//     week after two composites (no title), two amalgams chosen to keep the cost down, an MOD and a DO composite over an
//     RMGIC base with the remaining plan, a broken DO composite replaced (appended dictation), a ceramic onlay bonded
//     with an O composite on the next tooth.
// UK 15 (FDI 8, Palmer 7), US 15 (Universal, primary letters in cd24); 15 recogniser-style (lower case, number words,
// fillers, no punctuation) and 15 typed (terse shorthand in cd02, cd04, cd06, cd10, cd14, cd17, cd19, cd21, cd25, cd26;
// full sentences in cd12, cd23, cd28, cd30; comma runs in cd08); 22 to 230 words (most 80 to 160); five cases with appended
// dictation (cd04 typed "Add to chart: …" / "Add to notes: …"; cd09 recogniser "add to notes …" / "next visit …"; cd18
// recogniser "add to treatment …" / "add to notes …"; cd23 typed "Add to notes: …" / "Change 3 weeks to 4 weeks."; cd29
// recogniser "add to chart …" / "next visit …"). DENTAL in 26 cases (not cd06, cd14, cd20, cd25).
//
// Judgement calls where the contract was silent:
// - "occlusal and buccal" said of one cavity or filling is a run of two surfaces and is written "OB" (rule 4), in the CC
//   too ("Filling on 37 OB"); "m o", "d o", "m o d" said as letters are MO, DO, MOD; "mesial occlusal distal lingual"
//   is MODL and "mesial occlusal distal buccal" MODB; "facial" is F ("F root caries", "F GIC #22, #27").
// - "caries on the distal" → "D caries" and "recurrent caries on the distal" is avoided; a surface inside a phrase that
//   is not one of rule 4's words stays a word ("in the distal pit", "functional cusp bevel on the palatal", "deep
//   distally", "deep mesially", "Mesial contact was tight"); "buccal wall" → "B wall", "distal marginal ridge" → "D
//   marginal ridge", "palatal cusp" → "P cusp", "lingual cusp" → "L cusp" (in chart entries and list items).
// - "DO on 45 and MO on 46" / "DO on #20 and MO on #19" / "d o upper right five and m o upper right six" are only said
//   in the CC, which keeps them as said; the treatment items name each filling with its material and give the titles.
// - Liners and bases (Dycal, Vitrebond, TheraCal, Biodentine, "resin-modified glass ionomer base … in the deepest
//   part"), a glass ionomer core, a core built up in amalgam, "Core buildup w/ Build-It FR", pins, an onlay prep, a
//   temporary onlay and an onlay bonded or cemented are no titles; so cd07 (amalgam core) and cd08 (onlay bonded) have
//   no TX TODAY. "Impressions in silicone upper and alginate lower" is "Impressions". "Temporary dressings UR6, UL6, LL6
//   with GIC" is "Temporary dressings UR6, UL6, LL6" (plural as said; the GIC is the material it is done with). "Caries
//   stabilisation", hand excavation, a desensitiser (Gluma), "Varnish coat over both" / "Coated with G-Coat Plus" and
//   "Rx Duraphat 5000 toothpaste" are steps without titles; "FV 22,600 ppm applied" is "Fluoride varnish".
// - Teeth said together in an LA line or a step are written "35, 36" / "#22, #27" (as more56 bf26); "facial glass
//   ionomer number twenty two and number twenty seven" is one item and one title "F GIC #22, #27".
// - A shade said after a filling in speech is its own item ("Shade A2"); a shade typed in brackets or after "in" stays
//   in the filling's item ("O comp LL6 (A3)", "MO comp 46 (both A3)", "… was placed in Filtek Supreme A3 body").
//   "MO composite #19 and DO composite #20, Filtek One Bulk Fill A2." splits at "and" and at the comma.
// - A patient's choice of material ("he chose amalgam to keep the cost down", "she wants composite and no amalgam while
//   pregnant", "pt opted amalgam 46 on NHS") and an onlay fee are CONSULT; advice said as its own clause after
//   post-op instructions ("told him some sensitivity for a week is normal") is CONSULT, while advice typed or said inside
//   the post-op item ("POIG incl. no chewing …", "post op instructions no chewing for two hours") stays in TX.
// - Pregnancy and "cleared by her OB" are MED HX; smoking and "4-5 cans of cola/day" typed in the MH line stay there;
//   "dry mouth" said in the medical history is MED HX and "dry mucosa" after "intraoral" is INTRA.
// - Who came with the patient ("her son came with her", "7 year old with dad") is NOTES, as are remarks ("he told me his
//   wife does all the cooking now", "she loves it", "Pt happy with the colour"); nurse asides are dropped (as more58).
// - A bite adjustment visit whose CC says the fillings were done a week before (cd26) has no title; the articulating
//   paper finding typed as "Checked w/ articulating paper: …" is a TX step, not a chart entry.
// - "broken" gives no fracture, "fractured P cusp" / "fractured L cusp" give fracture "P cusp" / "L cusp"; "cracked" and
//   "crack line" give none.
// - "EO WNL. IO WNL." typed separately are EXTRA and INTRA; a typed FMX / BW report keeps its teeth and surfaces as typed
//   in RADIO; a bitewing taken after cementation with its report is RADIO (as more56).
// - Appends: "add to chart …" adds a DENTAL entry at the end, "add to notes …" adds to NOTES, "add to treatment …" adds
//   a TX item at the end and, being a procedure of the table, its title ("Fluoride varnish"), "next visit …" adds an NV
//   item, "change X to Y" edits the one place X is said (cd23's "3 weeks" only in NV).
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more80Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'cd01-uk-asr-fdi-four-composites-left-side-two-la-lines-distal-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for her fillings on the left side as planned medical history no changes takes omeprazole no allergies charting three four sound three five mesio occlusal caries three six occlusal amalgam with recurrent caries at the margin three seven m o composite sound two five disto occlusal sorry distal caries two six occlusal caries la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration three five and three six then one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two five and two six um rubber dam three three to three seven old amalgam removed three six caries removed three five and three six dentine firm sectional matrix and wedge three five selective etch scotchbond universal mesio occlusal composite three five shade a three occlusal composite three six shade a three then upper left under cotton wool rolls caries removed two five and two six tofflemire and wedge two five disto occlusal composite two five shade a two occlusal composite two six shade a two bite checked with articulating paper high spot on three six adjusted polished post op instructions given she asked whether the white ones last as long as the silver ones explained they're comparable if she keeps the sugar down next visit scale and polish with the hygienist",
    expect: {
      CC: 'Her fillings on the left side as planned',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['34', 'Sound'],
        ['35', 'MO caries'],
        ['36', 'O amalgam with recurrent caries at the margin'],
        ['37', 'MO composite sound'],
        ['25', 'D caries'],
        ['26', 'O caries'],
      ],
      CONSULT:
        "She asked whether the white ones last as long as the silver ones. Explained they're comparable if she keeps the sugar down",
      'TX TODAY': ['MO composite 35', 'O composite 36', 'DO composite 25', 'O composite 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 35, 36',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25, 26',
        'Rubber dam 33 to 37',
        'Old amalgam removed 36',
        'Caries removed 35, 36',
        'Dentine firm',
        'Sectional matrix and wedge 35',
        'Selective etch',
        'Scotchbond Universal',
        'MO composite 35',
        'Shade A3',
        'O composite 36',
        'Shade A3',
        'Upper left under cotton wool rolls',
        'Caries removed 25, 26',
        'Tofflemire and wedge 25',
        'DO composite 25',
        'Shade A2',
        'O composite 26',
        'Shade A2',
        'Bite checked with articulating paper',
        'High spot on 36 adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['Scale and polish with the hygienist'],
    },
  }),
  defineCase({
    id: 'cd02-uk-typed-fdi-nhs-mod-amalgam-46-mesio-occlusal-composite-45-dycal',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for replacement of 46 MOD amalgam + 45 mesio-occlusal. MH: no change, metformin, NKDA. 46 MOD amalgam, recurrent D caries, ditched. 45 mesio-occlusal caries, small. 47 sound. BW (last month): 46 recurrent D caries into dentine. Discussed amalgam vs composite: pt opted amalgam 46 on NHS, composite 45. LA 2.2 ml lidocaine 2% 1:80,000 adr IDB right. Cotton wool rolls, no dam (pt gags). Old amalgam 46 removed, caries removed, Dycal on the deepest point, Vitrebond base. Tofflemire + wooden wedge. MOD amalgam 46 (Dispersalloy), condensed, carved, burnished. 45 caries removed, sectional matrix + ring. Etch, bond (Prime&Bond). MO composite 45, shade A3. Articulating paper: high on 46 MB cusp, carved down. POIG incl. no chewing on amalgam side for 2 hrs. Recall 6/12.',
    expect: {
      CC: 'Replacement of 46 MOD amalgam + 45 MO',
      'MED HX': 'No change, metformin, NKDA',
      DENTAL: [
        ['46', 'MOD amalgam, recurrent D caries, ditched'],
        ['45', 'MO caries, small'],
        ['47', 'Sound'],
      ],
      RADIO: 'BW (last month): 46 recurrent D caries into dentine',
      CONSULT: 'Discussed amalgam vs composite: pt opted amalgam 46 on NHS, composite 45',
      'TX TODAY': ['MOD amalgam 46', 'MO composite 45'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Cotton wool rolls',
        'No dam (pt gags)',
        'Old amalgam 46 removed',
        'Caries removed',
        'Dycal on the deepest point',
        'Vitrebond base',
        'Tofflemire + wooden wedge',
        'MOD amalgam 46 (Dispersalloy)',
        'Condensed',
        'Carved',
        'Burnished',
        '45 caries removed',
        'Sectional matrix + ring',
        'Etch',
        'Bond (Prime&Bond)',
        'MO composite 45',
        'Shade A3',
        'Articulating paper: high on 46 MB cusp',
        'Carved down',
        'POIG incl. no chewing on amalgam side for 2 hrs',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cd03-uk-asr-fdi-root-caries-b-gic-33-43-warfarin-nurse-aside-fuji',
    style: 'UK',
    asr: true,
    transcript:
      "he's here for the root caries lower front medical history no changes on warfarin inr was two point four yesterday no allergies three three and four three buccal root caries soft three four buccal abrasion not sensitive no la cotton wool rolls could you get me the fuji nine please thanks caries removed with a slow round bur three three and four three conditioner ten seconds buccal gic three three buccal gic four three shade a three varnish coat over both fluoride varnish applied he told me his wife does all the cooking now explained the glass ionomer releases fluoride and suits the roots recall three months with the hygienist",
    expect: {
      CC: 'Root caries lower front',
      'MED HX': 'No changes. On warfarin. INR was 2.4 yesterday. No allergies',
      DENTAL: [
        ['33', 'B root caries soft'],
        ['43', 'B root caries soft'],
        ['34', 'B abrasion not sensitive'],
      ],
      CONSULT: 'Explained the glass ionomer releases fluoride and suits the roots',
      'TX TODAY': ['B GIC 33', 'B GIC 43', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Cotton wool rolls',
        'Caries removed with a slow round bur 33, 43',
        'Conditioner 10 seconds',
        'B GIC 33',
        'B GIC 43',
        'Shade A3',
        'Varnish coat over both',
        'Fluoride varnish applied',
      ],
      NOTES: 'He told me his wife does all the cooking now',
      'F/U': 'Recall 3 months with the hygienist',
    },
  }),
  defineCase({
    id: 'cd04-uk-typed-fdi-visit-1-of-3-do-comp-15-theracal-garrison-plan-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Fillings visit 1 of 3 (as per tx plan). MH: no change, NKDA. 16 MOD amalgam, D marginal ridge cracked. 15 DO caries. 14 sound. 24 O caries. 36 O comp sound. 46 DO amalgam, recurrent D caries. 47 O caries. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 15. RD. 15 caries removed, deep D, TheraCal LC liner. Garrison sectional matrix, green wedge. Total etch 15 s, OptiBond FL. DO comp 15, Filtek Supreme A2 body. Cured, contacts tight w/ floss. Occlusion checked w/ shimstock. Polished. Onlay 16 quoted £650 privately, pt happy to go ahead. Plan: onlay 16, O comp 24, DO comp 46 (replacing amalgam), O comp 47. NV: DO comp 46 + O comp 47 (same appt).',
    appends: ['Add to chart: 26 MO comp, sound.', 'Add to notes: pt prefers Friday appointments.'],
    expect: {
      CC: 'Fillings visit 1 of 3 (as per tx plan)',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['16', 'MOD amalgam, D marginal ridge cracked'],
        ['15', 'DO caries'],
        ['14', 'Sound'],
        ['24', 'O caries'],
        ['36', 'O comp sound'],
        ['46', 'DO amalgam, recurrent D caries'],
        ['47', 'O caries'],
        ['26', 'MO comp, sound'],
      ],
      CONSULT: 'Onlay 16 quoted £650 privately, pt happy to go ahead',
      'TX TODAY': ['DO composite 15'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 15',
        'RD',
        '15 caries removed',
        'Deep D',
        'TheraCal LC liner',
        'Garrison sectional matrix',
        'Green wedge',
        'Total etch 15 s',
        'OptiBond FL',
        'DO comp 15',
        'Filtek Supreme A2 body',
        'Cured',
        'Contacts tight w/ floss',
        'Occlusion checked w/ shimstock',
        'Polished',
      ],
      'TX PLAN': ['Onlay 16', 'O composite 24', 'DO composite 46 (replacing amalgam)', 'O composite 47'],
      NOTES: 'Pt prefers Friday appointments',
      NV: ['DO composite 46 + O composite 47 (same appt)'],
    },
  }),
  defineCase({
    id: 'cd05-uk-asr-fdi-occlusal-and-buccal-composite-37-ob-back-to-work',
    style: 'UK',
    asr: true,
    transcript:
      'in for the filling on three seven occlusal and buccal medical history fit and well no allergies three seven occlusal and buccal caries buccal pit stained three six and three eight sound la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three seven cotton wool rolls and dry guard caries removed occlusal and buccal composite three seven shade a two uh bite checked fine polished he asked if he can go back to work told him yes recall as planned',
    expect: {
      CC: 'Filling on 37 OB',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['37', 'OB caries buccal pit stained'],
        ['36', 'Sound'],
        ['38', 'Sound'],
      ],
      CONSULT: 'He asked if he can go back to work. Told him yes',
      'TX TODAY': ['OB composite 37'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 37',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'OB composite 37',
        'Shade A2',
        'Bite checked fine',
        'Polished',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'cd06-uk-typed-fdi-terse-do-on-45-and-mo-on-46',
    style: 'UK',
    asr: false,
    transcript:
      'DO on 45 and MO on 46. LA 1 x 2.2ml articaine 4% 1:100,000 adr IDB right. CWR. Sectional matrix + wedge. DO comp 45, MO comp 46 (both A3). Bite OK. RV 6/12.',
    expect: {
      CC: 'DO on 45 and MO on 46',
      'TX TODAY': ['DO composite 45', 'MO composite 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'CWR',
        'Sectional matrix + wedge',
        'DO comp 45',
        'MO comp 46 (both A3)',
        'Bite OK',
      ],
      'F/U': 'RV 6 months',
    },
  }),
  defineCase({
    id: 'cd07-uk-asr-fdi-amalgam-core-46-nayyar-caries-on-the-distal-45-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for the build up on four six before the crown medical history no changes takes amlodipine and ramipril no allergies four six large mesial occlusal distal lingual amalgam lingual cusp missing no caries visible at the margins four five caries on the distal small four seven sound pa from last visit shows no periapical changes la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right rubber dam four seven to four four old amalgam removed caries removed pulpal floor firm vitrebond liner automatrix sorry siqveland matrix placed core built up in amalgam nayyar technique two millimetres into the chambers bite checked cusps kept out of occlusion for the crown prep he asked if he could just have a big filling instead explained it'll likely split without a crown he's happy to go ahead next visit crown prep four six and distal composite four five",
    expect: {
      CC: 'Build up on 46 before the crown',
      'MED HX': 'No changes. Takes amlodipine and ramipril. No allergies',
      DENTAL: [
        ['46', 'Large MODL amalgam L cusp missing no caries visible at the margins'],
        ['45', 'D caries small'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA from last visit shows no periapical changes',
      CONSULT:
        "He asked if he could just have a big filling instead. Explained it'll likely split without a crown. He's happy to go ahead",
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam 47 to 44',
        'Old amalgam removed',
        'Caries removed',
        'Pulpal floor firm',
        'Vitrebond liner',
        'Siqveland matrix placed',
        'Core built up in amalgam Nayyar technique 2 mm into the chambers',
        'Bite checked',
        'Cusps kept out of occlusion for the crown prep',
      ],
      NV: ['Crown prep 46', 'D composite 45'],
    },
  }),
  defineCase({
    id: 'cd08-uk-typed-fdi-emax-onlay-36-bonded-variolink-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Fit of e.max onlay 36 (prepped 2/52 ago). Temp onlay intact, no sensitivity. MH: no change, NKDA. 36 temp intact. 37 DO comp sound. 35 sound. Gingiva healthy around 36. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 36. Temp removed, prep cleaned w/ pumice. Onlay tried in w/ try-in paste, contacts OK w/ floss, margins good. RD 34-37. Onlay: HF 20 s, rinsed, Monobond Plus. Tooth: selective etch enamel, Adhese Universal. Cemented w/ Variolink Esthetic DC neutral, excess removed, tack cure, glycerine gel over margins, final cure. RD off. Occlusion checked in ICP + excursions, high contact on ML cusp eased, polished. Pt happy with the colour. Recall 6/12.',
    expect: {
      CC: 'Fit of e.max onlay 36 (prepped 2 weeks ago). Temp onlay intact, no sensitivity',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['36', 'Temp intact'],
        ['37', 'DO comp sound'],
        ['35', 'Sound'],
      ],
      PERIO: 'Gingiva healthy around 36',
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Temp removed',
        'Prep cleaned w/ pumice',
        'Onlay tried in w/ try-in paste',
        'Contacts OK w/ floss',
        'Margins good',
        'RD 34-37',
        'Onlay: HF 20 s',
        'Rinsed',
        'Monobond Plus',
        'Tooth: selective etch enamel',
        'Adhese Universal',
        'Cemented w/ Variolink Esthetic DC neutral',
        'Excess removed',
        'Tack cure',
        'Glycerine gel over margins',
        'Final cure',
        'RD off',
        'Occlusion checked in ICP + excursions',
        'High contact on ML cusp eased',
        'Polished',
      ],
      NOTES: 'Pt happy with the colour',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'cd09-uk-asr-palmer-do-ur5-mo-ur6-back-to-back-g-premio-appends-notes-nv',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "she's in for d o upper right five and m o upper right six medical history no changes no allergies upper right five disto occlusal caries upper right six mesial occlusal caries upper right seven occlusal composite sound bitewings last time showed both into dentine la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration upper right five and upper right six rubber dam upper right seven to upper right three caries removed both teeth er sectional matrices back to back with one wedge between them selective etch g premio bond disto occlusal composite upper right five mesial occlusal composite upper right six shade a two dam off bite checked with articulating paper floss through the contact polished post op instructions given recall six months",
    appends: [
      "add to notes she'd like to see the hygienist at the same visit next time",
      'next visit occlusal composite lower left seven',
    ],
    expect: {
      CC: 'DO UR5 and MO UR6',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UR5', 'DO caries'],
        ['UR6', 'MO caries'],
        ['UR7', 'O composite sound'],
      ],
      RADIO: 'Bitewings last time showed both into dentine',
      'TX TODAY': ['DO composite UR5', 'MO composite UR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UR5, UR6',
        'Rubber dam UR7 to UR3',
        'Caries removed both teeth',
        'Sectional matrices back to back with 1 wedge between them',
        'Selective etch',
        'G-Premio Bond',
        'DO composite UR5',
        'MO composite UR6',
        'Shade A2',
        'Dam off',
        'Bite checked with articulating paper',
        'Floss through the contact',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: "She'd like to see the hygienist at the same visit next time",
      NV: ['O composite LL7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cd10-uk-typed-palmer-new-pt-caries-stabilisation-gic-dressings-five-tooth-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt, multiple cavities, wants them sorted before starting a new job. MH: NAD, NKDA, smokes 10/day, 4-5 cans of cola/day. BPE 2 2 2 / 2 2 2. UR6 O cavity, deep. UR4 D caries. UL6 MOD amalgam, recurrent caries. LL6 DO caries. LL7 O caries. LR6 MO comp, sound. BWs: UR4 + LL6 into dentine, UL6 recurrent M caries close to pulp. Dx: active caries (high caries risk). Caries stabilisation, no LA. Hand excavation UR6, UL6, LL6. Temporary dressings UR6, UL6, LL6 with GIC. FV 22,600 ppm applied. Rx Duraphat 5000 toothpaste. Diet advice: cola with meals only. Plan: O comp UR6, DO comp UR4, MOD comp UL6 (or onlay), DO comp LL6, O comp LL7. NV: fillings UR4, UR6 (1 hr).',
    expect: {
      CC: 'New pt, multiple cavities, wants them sorted before starting a new job',
      'MED HX': 'NAD, NKDA, smokes 10/day, 4-5 cans of cola/day',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['UR6', 'O cavity, deep'],
        ['UR4', 'D caries'],
        ['UL6', 'MOD amalgam, recurrent caries'],
        ['LL6', 'DO caries'],
        ['LL7', 'O caries'],
        ['LR6', 'MO comp, sound'],
      ],
      RADIO: 'BWs: UR4 + LL6 into dentine, UL6 recurrent M caries close to pulp',
      DX: ['Active caries (high caries risk)'],
      CONSULT: 'Diet advice: cola with meals only',
      'TX TODAY': ['Temporary dressings UR6, UL6, LL6', 'Fluoride varnish'],
      TX: [
        'Caries stabilisation',
        'No LA',
        'Hand excavation UR6, UL6, LL6',
        'Temporary dressings UR6, UL6, LL6 with GIC',
        'FV 22,600 ppm applied',
        'Rx Duraphat 5000 toothpaste',
      ],
      'TX PLAN': [
        'O composite UR6',
        'DO composite UR4',
        'MOD composite UL6 (or onlay)',
        'DO composite LL6',
        'O composite LL7',
      ],
      NV: ['Fillings UR4, UR6 (1 hr)'],
    },
  }),
  defineCase({
    id: 'cd11-uk-asr-palmer-lower-left-quadrant-do-ll7-o-ll6-b-gic-ll4-biodentine-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right he's in for the fillings lower left as per the plan um medical history no changes asthma uses his inhaler no allergies extra oral nad intra oral nad lower left seven disto occlusal amalgam recurrent caries under the distal margin lower left six occlusal caries into dentine lower left five fine lower left four buccal cervical lesion abrasion not carious sensitive to air lower left three sound we talked about amalgam or white he wants white ones la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left rubber dam lower left eight to lower left three could you pass the wedges please thanks amalgam removed lower left seven recurrent caries removed deep distally biodentine on the deepest part then vitrebond over it tofflemire with a wooden wedge total etch optibond fl disto occlusal composite lower left seven shade a three occlusal composite lower left six shade a three then buccal gic lower left four fuji two lc rubber dam off occlusion checked in centric and lateral excursions all fine he asked why a different material on the front one explained the gic bonds better on the root and releases fluoride post op instructions given told him some sensitivity for a week is normal plan disto occlusal composite upper left seven and mesial occlusal composite lower right six next visit upper left seven in two weeks",
    expect: {
      CC: 'Fillings lower left as per the plan',
      'MED HX': 'No changes. Asthma. Uses his inhaler. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['LL7', 'DO amalgam recurrent caries under the D margin'],
        ['LL6', 'O caries into dentine'],
        ['LL5', 'Fine'],
        ['LL4', 'B cervical lesion abrasion not carious sensitive to air'],
        ['LL3', 'Sound'],
      ],
      CONSULT:
        'We talked about amalgam or white. He wants white ones. He asked why a different material on the front one. Explained the GIC bonds better on the root and releases fluoride. Told him some sensitivity for a week is normal',
      'TX TODAY': ['DO composite LL7', 'O composite LL6', 'B GIC LL4'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam LL8 to LL3',
        'Amalgam removed LL7',
        'Recurrent caries removed deep distally',
        'Biodentine on the deepest part',
        'Vitrebond over it',
        'Tofflemire with a wooden wedge',
        'Total etch',
        'OptiBond FL',
        'DO composite LL7',
        'Shade A3',
        'O composite LL6',
        'Shade A3',
        'B GIC LL4 Fuji II LC',
        'Rubber dam off',
        'Occlusion checked in centric and lateral excursions',
        'All fine',
        'Post-op instructions given',
      ],
      'TX PLAN': ['DO composite UL7', 'MO composite LR6'],
      NV: ['UL7 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cd12-uk-typed-palmer-sentences-replace-m-ur1-mi-ul1-composites-layered-shades',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Patient attended for replacement of the stained composites on UR1 and UL1 before her daughter's wedding. Medical history: no changes, takes sertraline, NKDA. UR1 M composite stained, ditched margin labially, no caries. UL1 MI composite chipped, recurrent caries at the M margin. UR2 and UL2 sound. Shade A2 body and B1 enamel taken before isolation. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1 and UL1. Rubber dam UR3 to UL3 with floss ligatures. Old composites removed and the caries removed from UL1. A palatal shell was built using the silicone index from the wax-up. Mylar strips and wedges were placed. Etched 15 seconds, bonded with Scotchbond Universal. M composite UR1 in Estelite Asteria A2B. MI composite UL1 layered in A2B body and NE enamel. Contoured with discs and polished with spiral wheels. Occlusion was checked in protrusion. She was delighted with them. Review 2/52 for a final polish.",
    expect: {
      CC: "Replacement of the stained composites on UR1 and UL1 before her daughter's wedding",
      'MED HX': 'No changes, takes sertraline, NKDA',
      DENTAL: [
        ['UR1', 'M composite stained, ditched margin labially, no caries'],
        ['UL1', 'MI composite chipped, recurrent caries at the M margin'],
        ['UR2', 'Sound'],
        ['UL2', 'Sound'],
      ],
      'TX TODAY': ['M composite UR1', 'MI composite UL1'],
      TX: [
        'Shade A2 body and B1 enamel taken before isolation',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1, UL1',
        'Rubber dam UR3 to UL3 with floss ligatures',
        'Old composites removed',
        'Caries removed from UL1',
        'Palatal shell was built using the silicone index from the wax-up',
        'Mylar strips and wedges were placed',
        'Etched 15 seconds',
        'Bonded with Scotchbond Universal',
        'M composite UR1 in Estelite Asteria A2B',
        'MI composite UL1 layered in A2B body and NE enamel',
        'Contoured with discs and polished with spiral wheels',
        'Occlusion was checked in protrusion',
      ],
      NOTES: 'She was delighted with them',
      'F/U': 'Review 2 weeks for a final polish',
    },
  }),
  defineCase({
    id: 'cd13-uk-asr-palmer-lost-filling-lr6-mod-amalgam-nhs-is-amalgam-safe',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "lost a filling lower right yesterday no pain medical history no changes no allergies lower right six m o d amalgam with the distal marginal ridge broken away no caries lower right seven sound she wanted to know if amalgam is safe explained it's safe and it's the nhs option at the back she's happy with amalgam la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower right six cotton wool rolls remaining amalgam removed tofflemire and wedge m o d amalgam lower right six bite checked high spot carved down post op instructions no chewing for two hours recall as due",
    expect: {
      CC: 'Lost a filling lower right yesterday. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LR6', 'MOD amalgam with the D marginal ridge broken away no caries'],
        ['LR7', 'Sound'],
      ],
      CONSULT:
        "She wanted to know if amalgam is safe. Explained it's safe and it's the NHS option at the back. She's happy with amalgam",
      'TX TODAY': ['MOD amalgam LR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Cotton wool rolls',
        'Remaining amalgam removed',
        'Tofflemire and wedge',
        'MOD amalgam LR6',
        'Bite checked',
        'High spot carved down',
        'Post-op instructions no chewing for 2 hours',
      ],
      'F/U': 'Recall as due',
    },
  }),
  defineCase({
    id: 'cd14-uk-typed-palmer-terse-o-comp-ll6',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript: 'LL6 O comp as planned. LA articaine 4% buccal infil LL6. CWR. Caries removed, shallow. O comp LL6 (A3). Bite OK. POIG.',
    expect: {
      CC: 'LL6 O comp as planned',
      'TX TODAY': ['O composite LL6'],
      TX: [
        'LA: articaine 4%, buccal infiltration LL6',
        'CWR',
        'Caries removed',
        'Shallow',
        'O comp LL6 (A3)',
        'Bite OK',
        'POIG',
      ],
    },
  }),
  defineCase({
    id: 'cd15-uk-asr-palmer-gold-onlay-prep-ul6-p-cusp-crack-gic-core-sorry',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for the gold onlay prep upper left six medical history no changes type two diabetes no allergies upper left six large m o d amalgam crack line through the palatal cusp tender on release upper left seven disto occlusal composite sound upper left five sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left six amalgam removed crack confirmed into dentine under the palatal cusp caries removed distally vitrebond then composite sorry glass ionomer core to block out the undercuts onlay prep cusps reduced one and a half millimetres functional cusp bevel on the palatal impressions in silicone upper and alginate lower bite registration temporary onlay in protemp cemented with tempbond bite checked he asked why gold explained it's kind to the opposing teeth and lasts well next visit fit gold onlay upper left six in two weeks",
    expect: {
      CC: 'Gold onlay prep UL6',
      'MED HX': 'No changes. Type 2 diabetes. No allergies',
      DENTAL: [
        ['UL6', 'Large MOD amalgam crack line through the P cusp tender on release'],
        ['UL7', 'DO composite sound'],
        ['UL5', 'Sound'],
      ],
      CONSULT: "He asked why gold. Explained it's kind to the opposing teeth and lasts well",
      'TX TODAY': ['Impressions'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Amalgam removed',
        'Crack confirmed into dentine under the P cusp',
        'Caries removed distally',
        'Vitrebond',
        'Glass ionomer core to block out the undercuts',
        'Onlay prep',
        'Cusps reduced 1.5 mm',
        'Functional cusp bevel on the palatal',
        'Impressions in silicone upper and alginate lower',
        'Bite registration',
        'Temporary onlay in Protemp',
        'Cemented with TempBond',
        'Bite checked',
      ],
      NV: ['Fit gold onlay UL6 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'cd16-us-asr-mo-3-do-30-o-31-two-anesthetics-theracal-scratch-that-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for fillings on the right side upper and lower medical history no changes takes lisinopril allergic to sulfa number three m o caries number four sound number thirty d o caries under an old amalgam number thirty one o caries number twenty nine sound one carpule articaine four percent one to one hundred thousand epi buccal infiltration number three two carpules lidocaine two percent one to one hundred thousand epi right ianb isolite caries removed number three tofflemire and wedge etched with thirty seven percent phosphoric acid fifteen seconds rinsed left moist scotchbond universal m o composite number three shade a two body then old amalgam removed number thirty recurrent caries removed close to the pulp dycal sorry theracal liner sectional matrix and wedge d o composite thirty shade a three scratch that shade a two o composite thirty one shade a two bite checked with articulating paper and adjusted polished she asked if her insurance covers white fillings on back teeth told her the front desk will check post op instructions given next visit cleaning in three months',
    expect: {
      CC: 'Fillings on the right side upper and lower',
      'MED HX': 'No changes. Takes lisinopril. Allergic to sulfa',
      DENTAL: [
        ['3', 'MO caries'],
        ['4', 'Sound'],
        ['30', 'DO caries under an old amalgam'],
        ['31', 'O caries'],
        ['29', 'Sound'],
      ],
      CONSULT: 'She asked if her insurance covers white fillings on back teeth. Told her the front desk will check',
      'TX TODAY': ['MO composite #3', 'DO composite #30', 'O composite #31'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Isolite',
        'Caries removed #3',
        'Tofflemire and wedge',
        'Etched with 37% phosphoric acid 15 seconds',
        'Rinsed',
        'Left moist',
        'Scotchbond Universal',
        'MO composite #3',
        'Shade A2 body',
        'Old amalgam removed #30',
        'Recurrent caries removed close to the pulp',
        'TheraCal liner',
        'Sectional matrix and wedge',
        'DO composite #30',
        'Shade A2',
        'O composite #31',
        'Shade A2',
        'Bite checked with articulating paper and adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['Cleaning in 3 months'],
    },
  }),
  defineCase({
    id: 'cd17-us-typed-new-pt-comprehensive-exam-fmx-plan-tooth-by-tooth-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New pt comprehensive exam. Hasn't been to a dentist in 5 yrs, food catching lower left. Med hx: HTN (amlodipine), NKDA. EO WNL. IO WNL. PSR 2 2 2 / 3 2 2. FMX: interproximal caries #12 D, #13 M, #19 M, #20 D; #30 recurrent caries under MOD amalgam; no periapical pathology. #2 MO amalgam, intact. #12 D caries. #13 M caries. #14 crown, open D margin. #19 M caries, food trap. #20 D caries. #30 MOD amalgam, fractured L cusp. #31 O composite intact. Dx: caries #12, #13, #19, #20, recurrent caries #30, fractured L cusp #30. Tx plan: DO composite #12, MO composite #13, MO composite #19, DO composite #20, buildup + crown #30, replace crown #14. Reviewed plan and estimate with pt; wants lower left done first. NV: MO composite #19 + DO composite #20.",
    expect: {
      CC: "New pt comprehensive exam. Hasn't been to a dentist in 5 yrs, food catching lower left",
      'MED HX': 'HTN (amlodipine), NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 3 2 2',
      RADIO:
        'FMX: interproximal caries #12 D, #13 M, #19 M, #20 D; #30 recurrent caries under MOD amalgam; no periapical pathology',
      DENTAL: [
        ['2', 'MO amalgam, intact'],
        ['12', 'D caries'],
        ['13', 'M caries'],
        ['14', 'Crown, open D margin'],
        ['19', 'M caries, food trap'],
        ['20', 'D caries'],
        ['30', 'MOD amalgam, fractured L cusp', 'L cusp'],
        ['31', 'O composite intact'],
      ],
      DX: ['Caries #12, #13, #19, #20', 'Recurrent caries #30', 'Fractured L cusp #30'],
      CONSULT: 'Reviewed plan and estimate with pt; wants lower left done first',
      'TX PLAN': [
        'DO composite #12',
        'MO composite #13',
        'MO composite #19',
        'DO composite #20',
        'Buildup + crown #30',
        'Replace crown #14',
      ],
      NV: ['MO composite #19 + DO composite #20'],
    },
  }),
  defineCase({
    id: 'cd18-us-asr-facial-gic-22-27-root-caries-dry-mouth-appends-treatment-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the sensitive spots on her lower front teeth her son came with her medical history hypertension on losartan dry mouth no allergies extraoral wnl intraoral dry mucosa number twenty two facial root caries soft number twenty seven facial root caries soft numbers twenty three and twenty six sound numbers twenty four and twenty five missing no anesthetic needed cotton rolls and dri angles caries removed with a round bur twenty two and twenty seven cavity conditioner ten seconds facial glass ionomer number twenty two and number twenty seven shade a three coated with g coat plus explained the dry mouth raises her risk of decay talked about xylitol gum and sipping water her son asked if her insurance pays for it told him we'll check recall three months",
    appends: [
      'add to treatment fluoride varnish applied to all teeth',
      "add to notes she'd like a reminder call the day before",
    ],
    expect: {
      CC: 'Sensitive spots on her lower front teeth',
      'MED HX': 'Hypertension on losartan. Dry mouth. No allergies',
      EXTRA: 'WNL',
      INTRA: 'Dry mucosa',
      DENTAL: [
        ['22', 'F root caries soft'],
        ['27', 'F root caries soft'],
        ['23', 'Sound'],
        ['26', 'Sound'],
        ['24', 'Missing'],
        ['25', 'Missing'],
      ],
      CONSULT:
        "Explained the dry mouth raises her risk of decay. Talked about xylitol gum and sipping water. Her son asked if her insurance pays for it. Told him we'll check",
      'TX TODAY': ['F GIC #22, #27', 'Fluoride varnish'],
      TX: [
        'No anesthetic needed',
        'Cotton rolls and Dri-Angles',
        'Caries removed with a round bur #22, #27',
        'Cavity conditioner 10 seconds',
        'F GIC #22, #27',
        'Shade A3',
        'Coated with G-Coat Plus',
        'Fluoride varnish applied to all teeth',
      ],
      NOTES: "Her son came with her. She'd like a reminder call the day before",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cd19-us-typed-pin-buildup-crown-prep-3-p-cusp-do-composite-4-pre-auth',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for buildup and crown prep #3. Fractured MOD amalgam, P cusp broke off 2 weeks ago, no pain. Med hx: no changes, takes metformin, NKDA. #3 large MOD amalgam, fractured P cusp, no caries at margins, not TTP, cold WNL. #2 O composite intact. #4 DO composite, recurrent D caries. 2 carps 4% articaine 1:100k epi buccal + palatal infiltration #3 and #4. Amalgam removed, caries excavated. 2 TMS pins placed palatally. Core buildup w/ Build-It FR. Crown prep #3 for zirconia, 1 mm chamfer. #4 recurrent caries removed, DO composite #4 (Filtek Z250 A3) w/ sectional matrix. Scanned w/ iTero, shade A3. Temp crown w/ Integrity, TempBond NE. Occlusion checked. POI given. Discussed cost; pt asked if insurance covers buildup + crown, front desk to send pre-auth. NV crown seat #3 in 2 weeks.',
    expect: {
      CC: 'Buildup and crown prep #3. Fractured MOD amalgam, P cusp broke off 2 weeks ago, no pain',
      'MED HX': 'No changes, takes metformin, NKDA',
      DENTAL: [
        ['3', 'Large MOD amalgam, fractured P cusp, no caries at margins, not TTP, cold WNL', 'P cusp'],
        ['2', 'O composite intact'],
        ['4', 'DO composite, recurrent D caries'],
      ],
      CONSULT: 'Discussed cost; pt asked if insurance covers buildup + crown, front desk to send pre-auth',
      'TX TODAY': ['Crown prep #3', 'DO composite #4', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3, #4',
        'Amalgam removed',
        'Caries excavated',
        '2 TMS pins placed palatally',
        'Core buildup w/ Build-It FR',
        'Crown prep #3 for zirconia',
        '1 mm chamfer',
        '#4 recurrent caries removed',
        'DO composite #4 (Filtek Z250 A3) w/ sectional matrix',
        'Scanned w/ iTero',
        'Shade A3',
        'Temp crown w/ Integrity',
        'TempBond NE',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cd20-us-asr-very-short-buccal-composite-12',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'in for the buccal filling on number twelve no anesthetic cotton rolls etched bonded buccal composite number twelve shade a two polished she loves it recall as scheduled',
    expect: {
      CC: 'Buccal filling on #12',
      'TX TODAY': ['B composite #12'],
      TX: ['No anesthetic', 'Cotton rolls', 'Etched', 'Bonded', 'B composite #12', 'Shade A2', 'Polished'],
      NOTES: 'She loves it',
      'F/U': 'Recall as scheduled',
    },
  }),

  // ---------------------------------------------------------------- 4. US family practice (Universal, letters)
  defineCase({
    id: 'cd21-us-typed-do-on-20-and-mo-on-19-composi-tight-bulk-fill-one-big-filling',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for DO on #20 and MO on #19 (composites). Occasional food packing. Med hx: no changes, NKDA. #19 MO caries. #20 DO caries, food trap. #18 O sealant intact. #21 sound. 1 carp 2% lido 1:100k epi left IANB. 0.9 ml 4% articaine buccal infiltration #19. RD #18-#22. Caries removed #19, #20. #19 deep M, Vitrebond liner. Back-to-back Composi-Tight 3D sectional bands, G-ring, wedge. Selective etch 15 s, Clearfil SE Bond. MO composite #19 and DO composite #20, Filtek One Bulk Fill A2. Contact tight w/ floss. RD off, occlusion adjusted w/ articulating paper, polished. Pt asked why not just one big filling; explained separate restorations keep the contact. POI. Recall 6 months.',
    expect: {
      CC: 'DO on #20 and MO on #19 (composites). Occasional food packing',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'MO caries'],
        ['20', 'DO caries, food trap'],
        ['18', 'O sealant intact'],
        ['21', 'Sound'],
      ],
      CONSULT: 'Pt asked why not just one big filling; explained separate restorations keep the contact',
      'TX TODAY': ['MO composite #19', 'DO composite #20'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 0.9 ml articaine 4%, buccal infiltration #19',
        'RD #18-#22',
        'Caries removed #19, #20',
        '#19 deep M',
        'Vitrebond liner',
        'Back-to-back Composi-Tight 3D sectional bands',
        'G-ring',
        'Wedge',
        'Selective etch 15 s',
        'Clearfil SE Bond',
        'MO composite #19',
        'DO composite #20',
        'Filtek One Bulk Fill A2',
        'Contact tight w/ floss',
        'RD off',
        'Occlusion adjusted w/ articulating paper',
        'Polished',
        'POI',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cd22-us-asr-pregnant-upper-left-do-12-modb-13-mo-14-i-mean-palatal-nurse-aside',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the upper left fillings um medical history no changes she's pregnant second trimester cleared by her ob no allergies number twelve distal caries number thirteen mesial occlusal distal caries with the buccal cusp undermined number fourteen old m o amalgam with recurrent caries number fifteen sound we talked about the filling materials and she wants composite and no amalgam while pregnant one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration twelve and thirteen one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration fourteen i mean buccal and palatal infiltration fourteen rubber dam eleven to fifteen can you grab me the garrison rings thanks caries removed twelve and thirteen uh number thirteen buccal cusp thin so reduced and covered old amalgam removed fourteen recurrent caries removed floor firm garrison sectional matrices and wedges etched bonded with optibond universal distal occlusal composite twelve shade a two mesial occlusal distal buccal composite thirteen shade a two mesial occlusal composite fourteen shade a three dam off bite checked and adjusted on thirteen polished with enhance cups she asked if the numbing is safe for the baby explained lidocaine is considered safe in pregnancy post op instructions given next visit lower left fillings after the baby's born",
    expect: {
      CC: 'Upper left fillings',
      'MED HX': "No changes. She's pregnant second trimester. Cleared by her OB. No allergies",
      DENTAL: [
        ['12', 'D caries'],
        ['13', 'MOD caries with the B cusp undermined'],
        ['14', 'Old MO amalgam with recurrent caries'],
        ['15', 'Sound'],
      ],
      CONSULT:
        'We talked about the filling materials. She wants composite and no amalgam while pregnant. She asked if the numbing is safe for the baby. Explained lidocaine is considered safe in pregnancy',
      'TX TODAY': ['DO composite #12', 'MODB composite #13', 'MO composite #14'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Rubber dam #11 to #15',
        'Caries removed #12, #13',
        '#13 B cusp thin',
        'Reduced and covered',
        'Old amalgam removed #14',
        'Recurrent caries removed',
        'Floor firm',
        'Garrison sectional matrices and wedges',
        'Etched',
        'Bonded with OptiBond Universal',
        'DO composite #12',
        'Shade A2',
        'MODB composite #13',
        'Shade A2',
        'MO composite #14',
        'Shade A3',
        'Dam off',
        'Bite checked and adjusted on #13',
        'Polished with Enhance cups',
        'Post-op instructions given',
      ],
      NV: ["Lower left fillings after the baby's born"],
    },
  }),
  defineCase({
    id: 'cd23-us-typed-sentences-replace-amalgams-3-4-esthetics-consent-appends-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for replacement of 2 old amalgams on the upper right. She says they look dark when she laughs. Medical history: no changes, hypothyroid on levothyroxine, allergic to latex. #3 has an MO amalgam with ditched margins and gray discoloration of the buccal wall, no recurrent caries. #4 has a DO amalgam, sound but dark. #5 is sound. We discussed that replacing sound amalgams removes tooth structure; she understands and still wants them replaced for esthetics. Written consent signed. 2 carpules of 4% articaine with 1:100,000 epi, buccal infiltration #3 and #4. A latex-free rubber dam was placed with a high-volume evacuator. The amalgams were removed with a carbide bur under copious water. Minor stain was left on the #3 pulpal floor. Sectional matrices and wedges were placed. Selective enamel etch was done, and Adhese Universal was applied. MO composite #3 was placed in Tetric EvoCeram A2. DO composite #4 was placed in the same shade. The occlusion was adjusted with articulating paper and the restorations were polished. Next visit: replace #14 amalgam in 3 weeks.',
    appends: ['Add to notes: she brought her own sunglasses for the light.', 'Change 3 weeks to 4 weeks.'],
    expect: {
      CC: 'Replacement of 2 old amalgams on the upper right. She says they look dark when she laughs',
      'MED HX': 'No changes, hypothyroid on levothyroxine, allergic to latex',
      DENTAL: [
        ['3', 'MO amalgam with ditched margins and gray discoloration of the B wall, no recurrent caries'],
        ['4', 'DO amalgam, sound but dark'],
        ['5', 'Sound'],
      ],
      CONSULT:
        'We discussed that replacing sound amalgams removes tooth structure; she understands and still wants them replaced for esthetics',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['MO composite #3', 'DO composite #4'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #4',
        'Latex-free rubber dam was placed with a high-volume evacuator',
        'Amalgams were removed with a carbide bur under copious water',
        'Minor stain was left on the #3 pulpal floor',
        'Sectional matrices and wedges were placed',
        'Selective enamel etch was done',
        'Adhese Universal was applied',
        'MO composite #3 was placed in Tetric EvoCeram A2',
        'DO composite #4 was placed in the same shade',
        'Occlusion was adjusted with articulating paper',
        'Restorations were polished',
      ],
      NOTES: 'She brought her own sunglasses for the light',
      NV: ['Replace #14 amalgam in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cd24-us-asr-child-do-k-d-l-composites-t-band-sorry-mesial-sorry-cartoons',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with dad here for two fillings on the lower left medical history healthy no allergies letter k distal occlusal caries letter l distal caries small number nineteen sealant intact topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam caries removed k and l t band sorry sectional matrix and wedge etched bonded distal occlusal composite letter k mesial sorry distal composite letter l shade a one bite checked he was great watched cartoons the whole time dad asked about the other side explained letter s needs a small one too next visit occlusal composite letter s',
    expect: {
      CC: '2 fillings on the lower left',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['K', 'DO caries'],
        ['L', 'D caries small'],
        ['19', 'Sealant intact'],
      ],
      CONSULT: 'Dad asked about the other side. Explained #S needs a small one too',
      'TX TODAY': ['DO composite #K', 'D composite #L'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed #K, #L',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #K',
        'D composite #L',
        'Shade A1',
        'Bite checked',
      ],
      NOTES: '7 year old with dad. He was great. Watched cartoons the whole time',
      NV: ['O composite #S'],
    },
  }),
  defineCase({
    id: 'cd25-us-typed-terse-o-comp-30-flowable-nv-sealant-31',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript: '#30 O comp. No LA. Isolite. Caries removed, enamel only. Etch/bond. Flowable + O composite #30 A2. Occl. checked. NV: sealant #31.',
    expect: {
      CC: '#30 O comp',
      'TX TODAY': ['O composite #30'],
      TX: [
        'No LA',
        'Isolite',
        'Caries removed',
        'Enamel only',
        'Etch/bond',
        'Flowable + O composite #30 A2',
        'Occl. checked',
      ],
      NV: ['Sealant #31'],
    },
  }),

  // ---------------------------------------------------------------- 5. US general practice (Universal)
  defineCase({
    id: 'cd26-us-typed-bite-adjustment-18-high-mod-composite-done-last-week-no-title',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt returns 1 wk after MOD composite #18 + DO composite #15, biting hurts on #18, cold OK. Med hx: no changes, NKDA. #18 MOD composite intact, TTP on biting, cold normal, no lingering. #15 DO composite intact, asymptomatic. Checked w/ articulating paper: heavy contact on #18 D marginal ridge in MIP + working-side interference. Dx: occlusal trauma #18 (high restoration). Adjusted w/ fine diamond until contacts even with adjacent teeth, shimstock holds evenly, polished. Gluma applied #18. Pt bit on Tooth Slooth, no pain. Call if not settled in 1-2 wks.',
    expect: {
      CC: 'Pt returns 1 wk after MOD composite #18 + DO composite #15, biting hurts on #18, cold OK',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['18', 'MOD composite intact, TTP on biting, cold normal, no lingering'],
        ['15', 'DO composite intact, asymptomatic'],
      ],
      DX: ['Occlusal trauma #18 (high restoration)'],
      TX: [
        'Checked w/ articulating paper: heavy contact on #18 D marginal ridge in MIP + working-side interference',
        'Adjusted w/ fine diamond until contacts even with adjacent teeth',
        'Shimstock holds evenly',
        'Polished',
        'Gluma applied #18',
        'Pt bit on Tooth Slooth',
        'No pain',
      ],
      'F/U': 'Call if not settled in 1-2 wks',
    },
  }),
  defineCase({
    id: 'cd27-us-asr-mod-amalgam-30-o-amalgam-31-cost-choice-a1c-when-can-i-eat',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the silver fillings on the lower right he chose amalgam to keep the cost down medical history no changes type two diabetes last a one c seven point one no allergies number thirty m o d caries number thirty one o caries number twenty nine d o composite sound number thirty two missing two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed thirty and thirty one thirty deep mesially uh vitrebond liner then tofflemire and wedge m o d amalgam number thirty condensed and carved o amalgam number thirty one condensed and carved bite checked with articulating paper high spot on thirty carved down he asked when he can eat told him two hours for soft food and nothing hard on that side today post op instructions given next visit cleaning and the upper left fillings',
    expect: {
      CC: 'Silver fillings on the lower right',
      'MED HX': 'No changes. Type 2 diabetes. Last A1c 7.1. No allergies',
      DENTAL: [
        ['30', 'MOD caries'],
        ['31', 'O caries'],
        ['29', 'DO composite sound'],
        ['32', 'Missing'],
      ],
      CONSULT:
        'He chose amalgam to keep the cost down. He asked when he can eat. Told him 2 hours for soft food and nothing hard on that side today',
      'TX TODAY': ['MOD amalgam #30', 'O amalgam #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed #30, #31',
        '#30 deep mesially',
        'Vitrebond liner',
        'Tofflemire and wedge',
        'MOD amalgam #30 condensed and carved',
        'O amalgam #31 condensed and carved',
        'Bite checked with articulating paper',
        'High spot on #30 carved down',
        'Post-op instructions given',
      ],
      NV: ['Cleaning', 'Upper left fillings'],
    },
  }),
  defineCase({
    id: 'cd28-us-typed-sentences-mod-19-do-20-rmgic-base-caries-on-the-distal-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for fillings on the lower left as treatment planned. No changes to her health; she takes atorvastatin and has no known drug allergies. #18 has an O composite with stained margins, no caries. #19 has a large MOD amalgam with recurrent caries mesially and a craze line on the ML cusp. #20 has caries on the distal. #21 is sound. We reviewed the options for #19 again and she would like a large composite now and an onlay later when she can afford it. Two carpules of 2% lidocaine with 1:100,000 epinephrine were given as a left IANB. Rubber dam was placed from #17 to #21. The old amalgam and the recurrent caries were removed from #19. The caries was removed from #20. A resin-modified glass ionomer base was placed in the deepest part. A Tofflemire band with a wedge was used for #19 and a sectional matrix for #20. Everything was etched and bonded with Scotchbond Universal. MOD composite #19 was placed in Filtek Supreme A3 body. DO composite #20 was placed in the same shade. The occlusion was checked with articulating paper and shimstock, and a high spot on #19 was adjusted. Plan: onlay #19 when ready, O composite #3, MO composite #14. Next visit: MO composite #14.',
    expect: {
      CC: 'Fillings on the lower left as treatment planned',
      'MED HX': 'No changes to her health; she takes atorvastatin and has no known drug allergies',
      DENTAL: [
        ['18', 'O composite with stained margins, no caries'],
        ['19', 'Large MOD amalgam with recurrent caries mesially and a craze line on the ML cusp'],
        ['20', 'D caries'],
        ['21', 'Sound'],
      ],
      CONSULT:
        'We reviewed the options for #19 again and she would like a large composite now and an onlay later when she can afford it',
      'TX TODAY': ['MOD composite #19', 'DO composite #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam was placed from #17 to #21',
        'Old amalgam and the recurrent caries were removed from #19',
        'Caries was removed from #20',
        'Resin-modified glass ionomer base was placed in the deepest part',
        'Tofflemire band with a wedge was used for #19 and a sectional matrix for #20',
        'Everything was etched and bonded with Scotchbond Universal',
        'MOD composite #19 was placed in Filtek Supreme A3 body',
        'DO composite #20 was placed in the same shade',
        'Occlusion was checked with articulating paper and shimstock',
        'High spot on #19 was adjusted',
      ],
      'TX PLAN': ['Onlay #19 when ready', 'O composite #3', 'MO composite #14'],
      NV: ['MO composite #14'],
    },
  }),
  defineCase({
    id: 'cd29-us-asr-walk-in-broken-do-composite-13-scratch-that-appends-chart-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'walk in she broke a filling upper left on a pretzel no pain medical history no changes no allergies number thirteen d o composite broken sharp edge on the tongue number fourteen crown intact one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirteen cotton rolls and dry tips remaining composite removed no decay underneath sectional matrix and wedge etched bonded disto occlusal composite thirteen shade a three scratch that shade a two bite checked polished recall in six months',
    appends: ['add to chart number twelve mesial caries small watch', 'next visit cleaning with the hygienist'],
    expect: {
      CC: 'Walk in. She broke a filling upper left on a pretzel. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['13', 'DO composite broken sharp edge on the tongue'],
        ['14', 'Crown intact'],
        ['12', 'M caries small watch'],
      ],
      'TX TODAY': ['DO composite #13'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #13',
        'Cotton rolls and Dry Tips',
        'Remaining composite removed',
        'No decay underneath',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'DO composite #13',
        'Shade A2',
        'Bite checked',
        'Polished',
      ],
      NV: ['Cleaning with the hygienist'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'cd30-us-typed-sentences-ceramic-onlay-30-bonded-o-composite-31-bitewing',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient here for the ceramic onlay seat #30 and a filling on #31. No sensitivity with the temporary. Medical history: no changes, takes metoprolol, allergic to penicillin. #30 temporary onlay intact. #31 has O caries in the distal pit. #29 is sound. One carpule of 2% lidocaine with 1:100,000 epinephrine was given as a right IANB. The temporary was removed. The prep was cleaned with pumice. The onlay was tried in; the mesial contact was tight and was adjusted. Rubber dam from #28 to #31. The onlay was etched with hydrofluoric acid for 20 seconds and silanated. The prep was selectively etched and bonded with All-Bond Universal. The onlay was cemented with Duo-Link and tack cured. Excess was removed. Final cure 20 seconds per surface. The caries on #31 was removed. O composite #31 was placed in shade A2. Occlusion was checked and adjusted on the onlay. Bitewing confirmed no excess cement. She was very pleased. Recall 6 months.',
    expect: {
      CC: 'Ceramic onlay seat #30 and a filling on #31. No sensitivity with the temporary',
      'MED HX': 'No changes, takes metoprolol, allergic to penicillin',
      DENTAL: [
        ['30', 'Temporary onlay intact'],
        ['31', 'O caries in the distal pit'],
        ['29', 'Sound'],
      ],
      RADIO: 'Bitewing confirmed no excess cement',
      'TX TODAY': ['O composite #31'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Temporary was removed',
        'Prep was cleaned with pumice',
        'Onlay was tried in',
        'Mesial contact was tight and was adjusted',
        'Rubber dam from #28 to #31',
        'Onlay was etched with hydrofluoric acid for 20 seconds and silanated',
        'Prep was selectively etched and bonded with All-Bond Universal',
        'Onlay was cemented with Duo-Link and tack cured',
        'Excess was removed',
        'Final cure 20 seconds per surface',
        'Caries on #31 was removed',
        'O composite #31 was placed in shade A2',
        'Occlusion was checked and adjusted on the onlay',
      ],
      NOTES: 'She was very pleased',
      'F/U': 'Recall 6 months',
    },
  }),
];
