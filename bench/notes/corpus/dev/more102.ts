// A hundred-and-second development batch (ids cz01–cz30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is dental trauma at every age, seen first and
// followed up: avulsions replanted (extra-oral dry time, milk or dry storage) and a primary tooth not replanted,
// extrusive, lateral and intrusive luxations, subluxation and concussion, crown, crown-root and horizontal root fractures,
// an enamel-dentine fracture with its fragment reattached, flexible splints placed and removed, sensibility tests (ethyl
// chloride / cold, EPT) with mobility, percussion and colour at reviews from 10 days to a year, root canal treatment
// started after trauma (extirpation, calcium hydroxide, a dressing change, obturation), a pulpotomy, primary
// teeth in toddlers, sports injuries and mouthguards, tetanus and antibiotics, photos and periapical films at each review
// and typed "trauma stamp" notes. Five settings, six visits each:
//   cz01–cz06 a UK hospital paediatric dental trauma clinic (FDI; cz01, cz03, cz05 recogniser-style, cz02, cz04, cz06
//     typed): a hockey avulsion of 11 stored in milk, replanted and splinted 12 to 21 with amoxicillin; its 10-day review
//     with a trauma stamp, splint removal and extirpation; a two-year-old's intruded 51 left to re-erupt (photos, no
//     title); an eight-year-old's enamel-dentine fracture with the fragment reattached (no title); a lateral luxation of
//     11 repositioned and splinted (appended dictation); a 6-month trauma stamp finding 21 necrotic with a plan for
//     apexification;
//   cz07–cz12 a UK general practice (FDI; cz07, cz09, cz11 recogniser-style, cz08, cz10, cz12 typed): a rugby player's
//     crown fractures restored (MI and I composites) with mouthguard impressions; a terse 6-week review after extrusive
//     luxation; a crown-root fracture of 22 with the fragment removed, a temporary dressing and a hospital referral; a
//     cyclist's subluxation and concussion with no splint (appended dictation); a first-stage RCT of a grey 11 whose title
//     comes from the CC; an obturation of a replanted 21 with a palatal composite;
//   cz13–cz18 a US pediatric dentist (Universal with primary letters; cz13, cz15, cz17 recogniser-style, cz14, cz16, cz18
//     typed): a toddler's avulsed #F not replanted with #E subluxed ("scratch that"); a complicated crown fracture of #8
//     with pulpotomy, MTA and an MI composite; a baseball lateral luxation of #9 splinted #8 to #10 (appended dictation);
//     a 4-week splint removal with a mouthguard impression; grey primary incisors #E and #F monitored; a soccer avulsion of
//     #8 with a 70-minute dry time, replanted and splinted, penicillin and a tetanus referral;
//   cz19–cz24 a US hospital emergency department consult and two general practices (Universal; cz19, cz21, cz23
//     recogniser-style, cz20, cz22, cz24 typed): an extrusive luxation of #7 splinted #6 to #8 with gingival sutures; the
//     10-day visit after a replanted #9 with extirpation and splint removal (appended dictation); a terse walk-in with
//     enamel chips smoothed; a terse 1-year review finding pulp canal obliteration of #8; a horizontal root fracture of #8
//     splinted 4 weeks; a hockey puck injury with a DI composite on #9 and sports-guard impressions;
//   cz25–cz30 UK dentists saying Palmer (cz25, cz27, cz29 recogniser-style with Palmer words, cz26, cz28 typed UR1
//     shorthand) and a UK hospital emergency clinic (FDI, cz30 typed): an intruded UL1 referred for orthodontic
//     repositioning; a 1-year trauma stamp review discharged to recall (appended dictation); a calcium hydroxide change in
//     UL1 (no title); a four-year-old's lateral luxation of URA extracted; an adult on apixaban with an MI composite UL1
//     and UL2 subluxation; a BMX injury with a dry-stored avulsed 21 replanted, an extruded 11 repositioned and a splint
//     12-22.
// UK 18 (FDI 13, Palmer 5), US 12 (Universal, primary letters in cz13 and cz17); 15 recogniser-style (lower case, number
// words, fillers, no punctuation) and 15 typed; 30 to 248 words (two terse typed notes, cz08 and cz22, and a short
// walk-in, cz21; most 110 to 240); five cases with appended dictation (cz05 recogniser "add to notes …" / "add to
// treatment …"; cz10 typed "Add to notes: …" / "Next visit: …"; cz15 recogniser "add to notes …" / "next visit …"; cz20
// typed "Add to notes: …" / "Change 3 weeks to 4 weeks."; cz26 typed "Add to chart: …" / "Add to notes: …"). DENTAL in
// all 30 cases.
//
// Judgement calls where the contract was silent:
// - "Trauma stamp" typed before a tooth's findings only names the chart (like "charting") and goes; each stamp row is that
//   tooth's chart entry kept as typed ("Colour N, mob N, TTP -, sinus -, EC +, EPT 36"); films are written apart from the
//   stamp rows and are RADIO. Sensibility tests, EPT readings (with a comparison such as "(11 = 30)"), mobility,
//   percussion note, colour and sinus said of a tooth are chart findings; an avulsed tooth examined out of the mouth is a
//   chart entry too ("Examined out of mouth: crown + root intact, apex closed, PDL dried").
// - Fracture field: the part named ("complicated crown fracture" → "Crown", "crown root fracture" → "Crown root",
//   "enamel-dentine fracture MI corner" / "of the mesial incisal corner" → "MI corner", "of the MI angle" → "MI angle",
//   "enamel fracture of the incisal edge" → "Incisal edge", "at the incisal edges" → "Incisal edges", "DI corner"); a run
//   of two surfaces qualifying a corner or angle is abbreviated ("mesial incisal" → MI, rule 4). "Chipped", "infraction",
//   avulsion and luxations give no fracture; a root fracture seen only on the films (cz23) is RADIO and DX, and the chart
//   entry has no fracture.
// - Titles: a flexible splint is "Splint" with its teeth as said ("Splint 12 to 21", "Splint #8 to #10", "Splint #7-#9",
//   "Splint 12-22"; the adjective goes, as more56 noted for more52); in Universal, bare numbers after "splint" are teeth
//   ("flexible splint eight to ten" → "#8 to #10"). Splint removal, replantation, repositioning, fragment reattachment
//   ("reattached w/ flowable composite" is a material it is done with), smoothing, photos, suturing and a calcium
//   hydroxide change are no titles (like suture removal), so cz03, cz04, cz06, cz08, cz10, cz13, cz17, cz21, cz22, cz25,
//   cz26, cz27 have no TX TODAY. "Pulp extirpated 11" → "Extirpation 11"; a first stage whose steps name no table
//   procedure takes "RCT 11" from the CC (as more56 bf02); "obturated 21" → "Obturation 21"; "pulpotomy #8 to 2 mm" →
//   "Pulpotomy #8"; "XLA URA" → "Extraction URA"; "temporary dressing 22 with glass ionomer" → "Temporary dressing 22";
//   impressions for a mouthguard → "Impressions" / "Impression" as said (a mouthguard is no night guard); a socket
//   irrigated with saline is no Irrigation title.
// - Clinical photographs taken today are a TX step (they are no radiographs); a post-op or post-reduction PA with its own
//   report is RADIO (as more56), while "position verified clinically + PA" stays one TX step.
// - How the injury happened (when, where, dry time, storage medium, loss of consciousness, seen in A&E / CT negative) is
//   the CC. Tetanus status, a booster already given in A&E or the emergency department and vaccinations are MED HX;
//   "advised him to see his GP about a tetanus booster" is CONSULT; "Referred to pediatrician for tetanus booster" and
//   specialist referrals are TX PLAN (treatment elsewhere).
// - Prescriptions ("Rx amoxicillin …", "Rx: CHX 0.12% rinse BID", a CHX mouthwash typed after the Rx with a comma) are TX
//   items; advice after treatment (soft diet, soft brush, chlorhexidine gel, no contact sport, wear a mouthguard) is
//   CONSULT (as more58), while a typed "POI: soft diet + CHX swab …" stays one TX item (as more56 bf27). "No splint
//   needed", "No filling needed", "No LA" are TX items like "No LA needed".
// - A socket ("socket of 11 has a clot", "#8 socket w/ clot", "21 socket clotted"), a laceration "labial to #7" and
//   bruising "behind 11" are INTRA with no chart entry (rule 7); "Splint intact" with no tooth is INTRA; "Gingiva healthy
//   around splint" is PERIO (as more56).
// - Ages and who came are NOTES for adults too ("34 year old male", "58 year old", "41 y/o M", "19 year old college
//   student"), as are remarks ("he was really brave", "Sticker, very brave"); decisions and questions are CONSULT.
// - DX items split between diagnoses also when unpunctuated ("lateral luxation number nine concussion number eight");
//   "letters" before primary teeth goes like "number" ("letters e and f" → "#E, #F"); "size zero film" → "size 0 film".
// - Terse shorthand is kept as typed ("MH NC" → MED HX "NC"; "Dx PCO #8" drops "Dx"; "Asx", "col N", "EPT NR", "RV 3/12"
//   → "RV 3 months"); slash intervals become words inside any field ("Review 10/7" → "Review 10 days", "routine 6/12
//   recall" → "routine 6 months recall").
// - Self-corrections replace only the corrected phrase ("about fifty minutes sorry about an hour", "three millimetres
//   sorry about four millimetres", "epi negative sorry ept negative", "infraorbital block sorry labial and palatal
//   infiltration", "on the handlebars sorry on the kerb", "upper left sorry upper right", "about four months ago sorry
//   three months ago", "to the orthodontic department sorry to the hospital orthodontic department"); "scratch that" drops
//   "she may need a space maintainer". In recogniser-style text fields a clause joined by "and that …" stays in its
//   sentence, other new clauses start a new sentence with their leading article dropped ("School nurse put it in milk",
//   "Gap is fine …").
// - Appends as more56 / more58: "add to notes" → NOTES, "add to treatment" → a TX item at the end, "add to chart" → a
//   chart entry, "next visit" → NV, "Change 3 weeks to 4 weeks" edits the one place it is said (NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more102Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK hospital paediatric dental trauma clinic (FDI)
  defineCase({
    id: 'cz01-uk-asr-fdi-avulsion-11-milk-replanted-splint-12-21-amoxicillin-sorry-hour',
    style: 'UK',
    asr: true,
    transcript:
      "okay thirteen year old with dad he knocked out his upper right central playing hockey at school this morning um it was on the grass for about ten minutes then the school nurse put it in milk got to us about fifty minutes sorry about an hour after the injury no loss of consciousness medical history fit and well no allergies tetanus up to date extra oral small graze on the chin no bony steps intra oral upper labial sulcus bruised no lacerations socket of one one has a clot one one root surface clean apex closed crown intact one two and two one not mobile not tender to percussion ethyl chloride positive pa upper anteriors no alveolar fracture no root fractures diagnosis avulsion one one explained to dad the risk of the root resorbing and that it will need a root canal treatment in a week or two dad gave verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration one one then one one replanted with gentle pressure position and bite checked flexible splint one two to two one with point four millimetre wire and composite post op pa position good rx amoxicillin two hundred and fifty milligrams three times a day for seven days advised soft diet for two weeks and no contact sport he was really brave next visit splint removal and extirpation one one in ten days",
    expect: {
      CC: 'He knocked out his upper right central playing hockey at school this morning. It was on the grass for about 10 minutes. School nurse put it in milk. Got to us about an hour after the injury. No loss of consciousness',
      'MED HX': 'Fit and well. No allergies. Tetanus up to date',
      EXTRA: 'Small graze on the chin. No bony steps',
      INTRA: 'Upper labial sulcus bruised. No lacerations. Socket of 11 has a clot',
      DENTAL: [
        ['11', 'Root surface clean apex closed crown intact'],
        ['12', 'Not mobile not tender to percussion ethyl chloride positive'],
        ['21', 'Not mobile not tender to percussion ethyl chloride positive'],
      ],
      RADIO: 'PA upper anteriors no alveolar fracture. No root fractures. Post-op PA position good',
      DX: ['Avulsion 11'],
      CONSULT:
        'Explained to dad the risk of the root resorbing and that it will need a root canal treatment in a week or two. Advised soft diet for 2 weeks and no contact sport',
      CONSENT: 'Dad gave verbal consent',
      'TX TODAY': ['Splint 12 to 21'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration 11',
        '11 replanted with gentle pressure',
        'Position and bite checked',
        'Flexible splint 12 to 21 with 0.4 mm wire and composite',
        'Rx amoxicillin 250 mg 3 times a day for 7 days',
      ],
      NOTES: '13 year old with dad. He was really brave',
      NV: ['Splint removal', 'Extirpation 11 in 10 days'],
    },
  }),
  defineCase({
    id: 'cz02-uk-typed-fdi-review-10-7-trauma-stamp-splint-off-extirpation-11-ultracal',
    style: 'UK',
    asr: false,
    transcript:
      'Review 10/7 + splint removal post replantation 11. 13 y/o, dad present. Some tenderness first 3 days, now comfortable. Completed amoxicillin. MH: no change, NKDA. Trauma stamp 11: colour normal, mobility grade I, TTP slight, sinus none, EC not tested (splinted). 12: colour normal, not mobile, TTP -, EC +, EPT 28. 21: colour normal, not mobile, TTP -, EC +, EPT 31. PA 11: no resorption, PDL space slightly widened apically. Dx: replanted avulsion 11 (closed apex). Discussed with dad the need for RCT now to prevent inflammatory resorption. Verbal consent from dad. Splint removed w/ scaler, composite polished off w/ Sof-Lex. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11. RD. Access, pulp extirpated 11. WL 23 mm (apex locator). Irrigated NaOCl 1%. Non-setting Ca(OH)2 (UltraCal), Cavit + GIC seal. POIG. NV: Ca(OH)2 change in 4/52. Review 3/12 trauma clinic.',
    expect: {
      CC: 'Review 10 days + splint removal post replantation 11. Some tenderness first 3 days, now comfortable. Completed amoxicillin',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['11', 'Colour normal, mobility grade I, TTP slight, sinus none, EC not tested (splinted)'],
        ['12', 'Colour normal, not mobile, TTP -, EC +, EPT 28'],
        ['21', 'Colour normal, not mobile, TTP -, EC +, EPT 31'],
      ],
      RADIO: 'PA 11: no resorption, PDL space slightly widened apically',
      DX: ['Replanted avulsion 11 (closed apex)'],
      CONSULT: 'Discussed with dad the need for RCT now to prevent inflammatory resorption',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Extirpation 11'],
      TX: [
        'Splint removed w/ scaler',
        'Composite polished off w/ Sof-Lex',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11',
        'RD',
        'Access',
        'Pulp extirpated 11',
        'WL 23 mm (apex locator)',
        'Irrigated NaOCl 1%',
        'Non-setting Ca(OH)2 (UltraCal)',
        'Cavit + GIC seal',
        'POIG',
      ],
      NOTES: '13 y/o, dad present',
      NV: ['Ca(OH)2 change in 4 weeks'],
      'F/U': 'Review 3 months trauma clinic',
    },
  }),
  defineCase({
    id: 'cz03-uk-asr-fdi-toddler-intrusion-51-sofa-sorry-4-mm-photos-no-dummy',
    style: 'UK',
    asr: true,
    transcript:
      "two year old girl with mum and grandma fell off the sofa onto the wooden floor yesterday evening hit her top front teeth bled a lot from the gum for ten minutes erm crying but settled no loss of consciousness been eating yoghurt fine medical history fit and well no medicines no allergies vaccinations up to date extra oral swollen upper lip intra oral small cut on the inside of the upper lip healing five one intruded about three millimetres sorry about four millimetres not mobile six one slight mobility no displacement tender five two and six two sound periapical of the upper anteriors using a size zero film five one apex displaced labially away from the permanent successor no root fracture photos taken diagnosis intrusive luxation five one and subluxation six one explained to mum we leave five one to come back down by itself which usually takes a few months it may discolour there's a small risk of marks on the adult tooth clean with a soft brush or a cotton bud with chlorhexidine gel twice a day soft diet for a week no dummy she was a star review in two weeks with photos",
    expect: {
      CC: 'Fell off the sofa onto the wooden floor yesterday evening. Hit her top front teeth. Bled a lot from the gum for 10 minutes. Crying but settled. No loss of consciousness. Been eating yoghurt fine',
      'MED HX': 'Fit and well. No medicines. No allergies. Vaccinations up to date',
      EXTRA: 'Swollen upper lip',
      INTRA: 'Small cut on the inside of the upper lip healing',
      DENTAL: [
        ['51', 'Intruded about 4 mm not mobile'],
        ['61', 'Slight mobility no displacement tender'],
        ['52', 'Sound'],
        ['62', 'Sound'],
      ],
      RADIO:
        'Periapical of the upper anteriors using a size 0 film. 51 apex displaced labially away from the permanent successor. No root fracture',
      DX: ['Intrusive luxation 51', 'Subluxation 61'],
      CONSULT:
        "Explained to mum we leave 51 to come back down by itself which usually takes a few months. It may discolour. There's a small risk of marks on the adult tooth. Clean with a soft brush or a cotton bud with chlorhexidine gel twice a day. Soft diet for a week. No dummy",
      TX: ['Photos taken'],
      NOTES: '2 year old girl with mum and grandma. She was a star',
      'F/U': 'Review in 2 weeks with photos',
    },
  }),
  defineCase({
    id: 'cz04-uk-typed-fdi-child-enamel-dentine-fracture-21-fragment-reattached-no-title',
    style: 'UK',
    asr: false,
    transcript:
      "8 y/o boy w/ mum. Fell off scooter 2 hrs ago and broke front tooth. Fragment found and brought in a pot of water. No LOC, no other injuries. MH: mild asthma (salbutamol PRN), NKDA. EO: abrasion chin, cleaned. IO: soft tissues intact, no fragments in lip. 21: enamel-dentine fracture MI corner, no pulp exposure, not mobile, TTP -, EC +. 11: enamel infraction, EC +. 12, 22 erupting. PA 21 + lip view: no root fracture, open apex, no fragments in lip. Dx: uncomplicated crown fracture 21. Options: reattach fragment vs composite build-up; mum chose reattachment. Verbal consent. No LA. Fragment rehydrated in saline 20 min, tried in, fits well. Isolation w/ cotton wool rolls + OptraGate. Fragment + tooth etched 30 s, Scotchbond Universal, reattached w/ flowable composite A2. Excess removed, polished, occlusion checked. Photos taken. Advised soft diet 1/52, no biting with front teeth, mouthguard for sport. Pt very good. Review 6/52 with sensibility tests + PA.",
    expect: {
      CC: 'Fell off scooter 2 hrs ago and broke front tooth. Fragment found and brought in a pot of water. No LOC, no other injuries',
      'MED HX': 'Mild asthma (salbutamol PRN), NKDA',
      EXTRA: 'Abrasion chin, cleaned',
      INTRA: 'Soft tissues intact, no fragments in lip',
      DENTAL: [
        ['21', 'Enamel-dentine fracture MI corner, no pulp exposure, not mobile, TTP -, EC +', 'MI corner'],
        ['11', 'Enamel infraction, EC +'],
        ['12', 'Erupting'],
        ['22', 'Erupting'],
      ],
      RADIO: 'PA 21 + lip view: no root fracture, open apex, no fragments in lip',
      DX: ['Uncomplicated crown fracture 21'],
      CONSULT:
        'Options: reattach fragment vs composite build-up; mum chose reattachment. Advised soft diet 1 week, no biting with front teeth, mouthguard for sport',
      CONSENT: 'Verbal consent',
      TX: [
        'No LA',
        'Fragment rehydrated in saline 20 min',
        'Tried in',
        'Fits well',
        'Isolation w/ cotton wool rolls + OptraGate',
        'Fragment + tooth etched 30 s',
        'Scotchbond Universal',
        'Reattached w/ flowable composite A2',
        'Excess removed',
        'Polished',
        'Occlusion checked',
        'Photos taken',
      ],
      NOTES: '8 y/o boy w/ mum. Pt very good',
      'F/U': 'Review 6 weeks with sensibility tests + PA',
    },
  }),
  defineCase({
    id: 'cz05-uk-asr-fdi-lateral-luxation-11-repositioned-splint-appends-notes-treatment',
    style: 'UK',
    asr: true,
    transcript:
      "right nine year old with mum and little brother he was pushed into the climbing frame at school about two hours ago front tooth knocked back he can't bite together properly no loss of consciousness medical history adhd takes methylphenidate no allergies tetanus up to date extra oral swollen upper lip no lacerations intra oral bruising of the palatal mucosa behind one one tooth one one displaced palatally crown tipped back locked in occlusion not mobile high metallic percussion note ethyl chloride negative two one ethyl chloride positive not mobile one two and two two erupting upper standard occlusal and pa one one apex displaced labially widened pdl space apically no root fracture diagnosis lateral luxation one one explained to mum it needs putting back under local anaesthetic and splinting for four weeks there's a risk the nerve may die mum happy to go ahead verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline labial and palatal infiltration one one um disimpacted with finger pressure and repositioned one one post reduction pa good position flexible splint one two to two one with point four millimetre wire and composite occlusion checked no interference advised soft diet and chlorhexidine gel twice a day with a soft toothbrush next visit splint removal in four weeks",
    appends: [
      "add to notes mum says he's very anxious about needles but he coped really well today",
      'add to treatment photos taken before and after',
    ],
    expect: {
      CC: "He was pushed into the climbing frame at school about 2 hours ago. Front tooth knocked back. He can't bite together properly. No loss of consciousness",
      'MED HX': 'ADHD. Takes methylphenidate. No allergies. Tetanus up to date',
      EXTRA: 'Swollen upper lip. No lacerations',
      INTRA: 'Bruising of the palatal mucosa behind 11',
      DENTAL: [
        ['11', 'Displaced palatally crown tipped back locked in occlusion not mobile high metallic percussion note ethyl chloride negative'],
        ['21', 'Ethyl chloride positive not mobile'],
        ['12', 'Erupting'],
        ['22', 'Erupting'],
      ],
      RADIO:
        'Upper standard occlusal and PA 11 apex displaced labially. Widened PDL space apically. No root fracture. Post reduction PA good position',
      DX: ['Lateral luxation 11'],
      CONSULT:
        "Explained to mum it needs putting back under local anaesthetic and splinting for 4 weeks. There's a risk the nerve may die. Mum happy to go ahead. Advised soft diet and chlorhexidine gel twice a day with a soft toothbrush",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint 12 to 21'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration + palatal infiltration 11',
        'Disimpacted with finger pressure and repositioned 11',
        'Flexible splint 12 to 21 with 0.4 mm wire and composite',
        'Occlusion checked',
        'No interference',
        'Photos taken before and after',
      ],
      NOTES:
        "9 year old with mum and little brother. Mum says he's very anxious about needles but he coped really well today",
      NV: ['Splint removal in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cz06-uk-typed-fdi-trauma-stamp-6-12-review-21-necrotic-grey-sinus-apexification-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Trauma review 6/12 post lateral luxation 11 + 21 (splinted 4/52). 11 y/o girl w/ dad. Asymptomatic. MH: NAD. Trauma stamp 11: colour N, mobility N, TTP -, sinus -, EC +, EPT 34, percussion note normal. 21: colour grey, mobility N, TTP +, sinus labially, EC -, EPT no response at 80. PA 11, 21: 11 apex continuing to close, no resorption; 21 periapical radiolucency, apex open, no further root development. Photos taken. Dx: pulp necrosis + infection 21 (immature). Discussed with dad: 21 needs root canal treatment, options regenerative endo vs MTA apical plug; dad wants to read the leaflet first. Plan: MTA apexification 21 after Ca(OH)2 dressing. NV: extirpation 21 + Ca(OH)2 under RD (1 hr appt). Review 11 at 1 year.',
    expect: {
      CC: 'Trauma review 6 months post lateral luxation 11 + 21 (splinted 4 weeks). Asymptomatic',
      'MED HX': 'NAD',
      DENTAL: [
        ['11', 'Colour N, mobility N, TTP -, sinus -, EC +, EPT 34, percussion note normal'],
        ['21', 'Colour grey, mobility N, TTP +, sinus labially, EC -, EPT no response at 80'],
      ],
      RADIO:
        'PA 11, 21: 11 apex continuing to close, no resorption; 21 periapical radiolucency, apex open, no further root development',
      DX: ['Pulp necrosis + infection 21 (immature)'],
      CONSULT:
        'Discussed with dad: 21 needs root canal treatment, options regenerative endo vs MTA apical plug; dad wants to read the leaflet first',
      TX: ['Photos taken'],
      'TX PLAN': ['MTA apexification 21 after Ca(OH)2 dressing'],
      NOTES: '11 y/o girl w/ dad',
      NV: ['Extirpation 21 + Ca(OH)2 under RD (1 hr appt)'],
      'F/U': 'Review 11 at 1 year',
    },
  }),

  // ---------------------------------------------------------------- 2. UK general dental practice (FDI)
  defineCase({
    id: 'cz07-uk-asr-fdi-rugby-crown-fractures-11-21-mi-i-composites-mouthguard-impressions',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment he took an elbow to the mouth playing rugby on saturday chipped both front teeth sensitive to cold drinks no other injuries he wasn't wearing his gum shield medical history fit and well no allergies extra oral nad lip healed intra oral soft tissues nad one one enamel dentine fracture of the mesial incisal corner no pulp exposure not mobile not tender to percussion ethyl chloride positive two one small enamel fracture of the incisal edge ethyl chloride positive not mobile one two and two two sound pa one one and two one no root fractures normal pdl diagnosis uncomplicated crown fractures one one and two one talked about composite now and maybe veneers in the future he'd like composite today verbal consent no la needed shade a two cotton wool rolls etched bonded mesio incisal composite one one uh incisal composite two one finished and polished occlusion checked impressions for a custom mouthguard told him to wear it for every match and training next visit fit mouthguard in two weeks review in six weeks to retest the nerves and again at six months",
    expect: {
      CC: "Emergency appointment. He took an elbow to the mouth playing rugby on Saturday. Chipped both front teeth. Sensitive to cold drinks. No other injuries. He wasn't wearing his gum shield",
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD. Lip healed',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        [
          '11',
          'Enamel dentine fracture of the MI corner no pulp exposure not mobile not tender to percussion ethyl chloride positive',
          'MI corner',
        ],
        ['21', 'Small enamel fracture of the incisal edge ethyl chloride positive not mobile', 'Incisal edge'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11 and 21 no root fractures. Normal PDL',
      DX: ['Uncomplicated crown fractures 11, 21'],
      CONSULT:
        "Talked about composite now and maybe veneers in the future. He'd like composite today. Told him to wear it for every match and training",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MI composite 11', 'I composite 21', 'Impressions'],
      TX: [
        'No LA needed',
        'Shade A2',
        'Cotton wool rolls',
        'Etched',
        'Bonded',
        'MI composite 11',
        'I composite 21',
        'Finished and polished',
        'Occlusion checked',
        'Impressions for a custom mouthguard',
      ],
      NV: ['Fit mouthguard in 2 weeks'],
      'F/U': 'Review in 6 weeks to retest the nerves and again at 6 months',
    },
  }),
  defineCase({
    id: 'cz08-uk-typed-fdi-terse-6-52-review-21-extrusive-luxation-ec-delayed-photo',
    style: 'UK',
    asr: false,
    transcript:
      '21 review 6/52 post extrusive luxation, splint off at 2/52. No c/o. MH NC. 21: col N, mob N, TTP -, EC + (delayed), EPT 52. 11: EC +, EPT 30. PA 21: NAD, no resorption. Photo. RV 3/12.',
    expect: {
      CC: '21 review 6 weeks post extrusive luxation, splint off at 2 weeks. No c/o',
      'MED HX': 'NC',
      DENTAL: [
        ['21', 'Col N, mob N, TTP -, EC + (delayed), EPT 52'],
        ['11', 'EC +, EPT 30'],
      ],
      RADIO: 'PA 21: NAD, no resorption',
      TX: ['Photo'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'cz09-uk-asr-fdi-crown-root-fracture-22-fragment-removed-temp-dressing-referral-sorry-kerb',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she fell off her bike last night and hit her face on the handlebars sorry on the kerb upper left front tooth broken and wobbly bit sore medical history penicillin allergy takes sertraline tetanus she thinks is up to date extra oral healing graze left cheek intra oral nad two two crown root fracture palatal fragment mobile attached by the palatal gingiva fracture line about two millimetres below the gum palatally no pulp exposure visible two one and two three ethyl chloride positive not tender pa two two oblique fracture line extending subgingivally palatally root otherwise intact diagnosis uncomplicated crown root fracture two two discussed options removing the fragment and building it up possible crown lengthening or orthodontic extrusion root canal and post crown or extraction and implant she'd like to try and keep it verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline labial and palatal infiltration two two mobile palatal fragment removed haemostasis with pressure temporary dressing two two with glass ionomer urgent referral to the restorative department at the dental hospital for crown lengthening versus extrusion advised soft diet and painkillers review one week",
    expect: {
      CC: 'Emergency. She fell off her bike last night and hit her face on the kerb. Upper left front tooth broken and wobbly. Bit sore',
      'MED HX': 'Penicillin allergy. Takes sertraline. Tetanus she thinks is up to date',
      EXTRA: 'Healing graze left cheek',
      INTRA: 'NAD',
      DENTAL: [
        [
          '22',
          'Crown root fracture palatal fragment mobile attached by the palatal gingiva fracture line about 2 mm below the gum palatally no pulp exposure visible',
          'Crown root',
        ],
        ['21', 'Ethyl chloride positive not tender'],
        ['23', 'Ethyl chloride positive not tender'],
      ],
      RADIO: 'PA 22 oblique fracture line extending subgingivally palatally. Root otherwise intact',
      DX: ['Uncomplicated crown root fracture 22'],
      CONSULT:
        "Discussed options removing the fragment and building it up possible crown lengthening or orthodontic extrusion root canal and post crown or extraction and implant. She'd like to try and keep it. Advised soft diet and painkillers",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Temporary dressing 22'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration + palatal infiltration 22',
        'Mobile palatal fragment removed',
        'Haemostasis with pressure',
        'Temporary dressing 22 with glass ionomer',
      ],
      'TX PLAN': [
        'Urgent referral to the restorative department at the dental hospital for crown lengthening versus extrusion',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'cz10-uk-typed-fdi-bike-subluxation-11-concussion-21-no-splint-appends-notes-nv',
    style: 'UK',
    asr: false,
    transcript:
      "Emergency. Pt 16 y/o. Came off bike this am, hit mouth on handlebars, was wearing helmet. Front teeth feel 'a bit loose and sore to bite'. No LOC, no nausea, seen in A&E first, no head injury concerns. MH: fit and well, NKDA. Tetanus booster given in A&E today. EO: swollen upper lip, abrasions chin. IO: small laceration lower lip mucosa, not needing sutures. 11: TTP +, mobility grade I, no displacement, bleeding from gingival sulcus, EC +, EPT 40. 21: TTP +, not mobile, no displacement, EC +, EPT 38. 12, 22: TTP -, EC +. PA 11, 21 + upper occlusal: no fractures, no displacement. Dx: subluxation 11, concussion 21. No splint needed. Advised soft diet 2/52, soft toothbrush, CHX 0.2% mouthwash BD 1/52, paracetamol/ibuprofen for pain. Photos taken. Review 2/52.",
    appends: [
      "Add to notes: mum phoned during the visit, updated with pt's permission.",
      'Next visit: impressions for sports mouthguard once healed.',
    ],
    expect: {
      CC: "Emergency. Came off bike this am, hit mouth on handlebars, was wearing helmet. Front teeth feel 'a bit loose and sore to bite'. No LOC, no nausea, seen in A&E first, no head injury concerns",
      'MED HX': 'Fit and well, NKDA. Tetanus booster given in A&E today',
      EXTRA: 'Swollen upper lip, abrasions chin',
      INTRA: 'Small laceration lower lip mucosa, not needing sutures',
      DENTAL: [
        ['11', 'TTP +, mobility grade I, no displacement, bleeding from gingival sulcus, EC +, EPT 40'],
        ['21', 'TTP +, not mobile, no displacement, EC +, EPT 38'],
        ['12', 'TTP -, EC +'],
        ['22', 'TTP -, EC +'],
      ],
      RADIO: 'PA 11, 21 + upper occlusal: no fractures, no displacement',
      DX: ['Subluxation 11', 'Concussion 21'],
      CONSULT:
        'Advised soft diet 2 weeks, soft toothbrush, CHX 0.2% mouthwash BD 1 week, paracetamol/ibuprofen for pain',
      TX: ['No splint needed', 'Photos taken'],
      NOTES: "Pt 16 y/o. Mum phoned during the visit, updated with pt's permission",
      NV: ['Impressions for sports mouthguard once healed'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'cz11-uk-asr-fdi-first-stage-rct-11-grey-sinus-after-fall-title-from-cc-sorry-ept',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the first stage of the root canal on one one which went grey after she fell in the garden three months ago medical history no changes type one diabetic on an insulin pump no allergies one one grey discolouration sinus labially tender to percussion ethyl chloride negative epi negative sorry ept negative at eighty one two and two one ethyl chloride positive pa one one periapical radiolucency about four millimetres apex closed no resorption diagnosis pulp necrosis with chronic apical abscess one one verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline labial infiltration one one rubber dam palatal access cavity canal located pulp necrotic working length twenty two point five millimetres with the apex locator confirmed with a pa shaped to size forty irrigated with sodium hypochlorite calcium hydroxide paste with a lentulo spiral cotton pellet and cavit told her the sinus should settle and that she may need internal bleaching later next visit obturation one one in four weeks",
    expect: {
      CC: 'First stage of the root canal on 11 which went grey after she fell in the garden 3 months ago',
      'MED HX': 'No changes. Type 1 diabetic on an insulin pump. No allergies',
      DENTAL: [
        ['11', 'Grey discolouration sinus labially tender to percussion ethyl chloride negative EPT negative at 80'],
        ['12', 'Ethyl chloride positive'],
        ['21', 'Ethyl chloride positive'],
      ],
      RADIO: 'PA 11 periapical radiolucency about 4 mm. Apex closed. No resorption',
      DX: ['Pulp necrosis with chronic apical abscess 11'],
      CONSULT: 'Told her the sinus should settle and that she may need internal bleaching later',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['RCT 11'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, labial infiltration 11',
        'Rubber dam',
        'Palatal access cavity',
        'Canal located',
        'Pulp necrotic',
        'Working length 22.5 mm with the apex locator confirmed with a PA',
        'Shaped to size 40',
        'Irrigated with sodium hypochlorite',
        'Calcium hydroxide paste with a lentulo spiral',
        'Cotton pellet and Cavit',
      ],
      NV: ['Obturation 11 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cz12-uk-typed-fdi-obturation-21-after-replantation-p-composite-post-op-pa',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for obturation 21. Avulsed + replanted 3/12 ago, extirpated at 2/52, Ca(OH)2 changed once. Asymptomatic. MH: no change, NKDA. 21: Cavit intact, colour normal, mobility N, TTP -, no sinus, percussion note normal (no ankylosis). PA 21 (pre-op): PDL space continuous, no resorption, periapical area healed. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infil 21. RD. Ca(OH)2 removed w/ NaOCl + EDTA + ultrasonics. WL 22 mm confirmed. Dried w/ paper points. Obturated 21 w/ GP + AH Plus, warm vertical condensation. GP cut 1 mm below CEJ, RMGIC base. P composite 21 (A2). Post-op PA: well condensed, to length. Pt happy. POIG. Review 6/12 with PA.',
    expect: {
      CC: 'Obturation 21. Avulsed + replanted 3 months ago, extirpated at 2 weeks, Ca(OH)2 changed once. Asymptomatic',
      'MED HX': 'No change, NKDA',
      DENTAL: [['21', 'Cavit intact, colour normal, mobility N, TTP -, no sinus, percussion note normal (no ankylosis)']],
      RADIO:
        'PA 21 (pre-op): PDL space continuous, no resorption, periapical area healed. Post-op PA: well condensed, to length',
      'TX TODAY': ['Obturation 21', 'P composite 21'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 21',
        'RD',
        'Ca(OH)2 removed w/ NaOCl + EDTA + ultrasonics',
        'WL 22 mm confirmed',
        'Dried w/ paper points',
        'Obturated 21 w/ GP + AH Plus',
        'Warm vertical condensation',
        'GP cut 1 mm below CEJ',
        'RMGIC base',
        'P composite 21 (A2)',
        'POIG',
      ],
      NOTES: 'Pt happy',
      'F/U': 'Review 6 months with PA',
    },
  }),

  // ---------------------------------------------------------------- 3. US pediatric dental practice (Universal, letters)
  defineCase({
    id: 'cz13-us-asr-toddler-avulsion-f-not-replanted-subluxation-e-scratch-that-space-maintainer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "two year old here with mom and dad she tripped at home this morning and hit her mouth on the coffee table her top front tooth came out mom found it on the floor and brought it in a baggie no loss of consciousness cried right away medical history healthy no meds no allergies shots up to date extraoral lip swollen small abrasion on the chin intraoral frenum intact socket of f has a clot letter f missing letter e mobile grade one tender slight bleeding from the gingival sulcus no displacement letters d and g sound not mobile pa of the upper anteriors no root fracture of e no fragments of f in the socket permanent tooth bud looks undisturbed diagnosis avulsion letter f and subluxation letter e explained to mom and dad that we don't put baby teeth back in because it can damage the adult tooth the gap is fine until the adult tooth comes in around age seven she may need a space maintainer scratch that clean with a soft brush and chlorhexidine on a swab twice a day soft foods for a week watch for swelling or a pimple on the gum um she was upset but let me look review in one week",
    expect: {
      CC: 'She tripped at home this morning and hit her mouth on the coffee table. Her top front tooth came out. Mom found it on the floor and brought it in a baggie. No loss of consciousness. Cried right away',
      'MED HX': 'Healthy. No meds. No allergies. Shots up to date',
      EXTRA: 'Lip swollen. Small abrasion on the chin',
      INTRA: 'Frenum intact. Socket of #F has a clot',
      DENTAL: [
        ['F', 'Missing'],
        ['E', 'Mobile grade 1 tender slight bleeding from the gingival sulcus no displacement'],
        ['D', 'Sound not mobile'],
        ['G', 'Sound not mobile'],
      ],
      RADIO:
        'PA of the upper anteriors no root fracture of #E. No fragments of #F in the socket. Permanent tooth bud looks undisturbed',
      DX: ['Avulsion #F', 'Subluxation #E'],
      CONSULT:
        "Explained to mom and dad that we don't put baby teeth back in because it can damage the adult tooth. Gap is fine until the adult tooth comes in around age 7. Clean with a soft brush and chlorhexidine on a swab twice a day. Soft foods for a week. Watch for swelling or a pimple on the gum",
      NOTES: '2 year old here with mom and dad. She was upset but let me look',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cz14-us-typed-child-complicated-crown-fracture-8-pulpotomy-mta-mi-composite',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '7 y/o M w/ dad. Fell off monkey bars 3 hrs ago, broke #8, pain w/ air and cold. No LOC. Med hx: healthy, NKDA, immunizations UTD. EO: lip abrasion. IO: no lacerations. #8: complicated crown fracture, 1.5 mm pulp exposure, bleeding, not mobile, TTP -, no displacement. #9: chipped incisal edge, cold +. #7, #10 partially erupted. PA #8, #9: immature apices, no root fracture, no displacement. Dx: complicated crown fracture #8, enamel fracture #9. Discussed pulpotomy to keep tooth alive so root keeps growing. Dad agreed. Signed consent. Topical benzocaine. LA 0.9 ml 2% lido 1:100k epi labial infiltration #8. RD. Pulpotomy #8 to 2 mm w/ high-speed diamond + water. Hemostasis w/ saline pellet in 2 min. MTA placed, RMGIC over it. MI composite #8 A1 w/ strip crown. Smoothed #9. POI: soft diet + CHX swab BID x 1 wk. Pt did great, got a prize. NV: check #8 6 wks w/ cold test + PA.',
    expect: {
      CC: 'Fell off monkey bars 3 hrs ago, broke #8, pain w/ air and cold. No LOC',
      'MED HX': 'Healthy, NKDA, immunizations UTD',
      EXTRA: 'Lip abrasion',
      INTRA: 'No lacerations',
      DENTAL: [
        ['8', 'Complicated crown fracture, 1.5 mm pulp exposure, bleeding, not mobile, TTP -, no displacement', 'Crown'],
        ['9', 'Chipped incisal edge, cold +'],
        ['7', 'Partially erupted'],
        ['10', 'Partially erupted'],
      ],
      RADIO: 'PA #8, #9: immature apices, no root fracture, no displacement',
      DX: ['Complicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT: 'Discussed pulpotomy to keep tooth alive so root keeps growing. Dad agreed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpotomy #8', 'MI composite #8'],
      TX: [
        'Topical benzocaine',
        'LA: 0.9 ml lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'RD',
        'Pulpotomy #8 to 2 mm w/ high-speed diamond + water',
        'Hemostasis w/ saline pellet in 2 min',
        'MTA placed',
        'RMGIC over it',
        'MI composite #8 A1 w/ strip crown',
        'Smoothed #9',
        'POI: soft diet + CHX swab BID x 1 wk',
      ],
      NOTES: '7 y/o M w/ dad. Pt did great, got a prize',
      NV: ['Check #8 6 wks w/ cold test + PA'],
    },
  }),
  defineCase({
    id: 'cz15-us-asr-baseball-lateral-luxation-9-splint-8-10-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "ten year old boy with his dad got hit in the mouth with a baseball at practice about an hour ago top front tooth pushed back didn't have a mouthguard on no loss of consciousness medical history healthy allergic to amoxicillin no meds extraoral upper lip swollen intraoral small laceration on the inside of the upper lip not bleeding number nine displaced lingually about two millimeters in traumatic occlusion not mobile metallic sound to percussion cold negative number eight cold positive slightly tender not displaced numbers seven and ten cold positive pa and occlusal of the anteriors number nine widened pdl apically no root fracture number eight normal diagnosis lateral luxation number nine concussion number eight talked to dad about repositioning and splinting for four weeks and that number nine will probably need a root canal dad agreed signed consent one carpule lidocaine two percent one to one hundred thousand epi labial and palatal infiltration number nine repositioned number nine with finger pressure post op pa good position flexible splint eight to ten with wire and flowable composite occlusion adjusted no interference post op instructions given advised soft diet for two weeks and a soft brush with chlorhexidine rinse twice a day he did awesome",
    appends: [
      'add to notes he plays catcher and will sit out the rest of the season',
      'next visit splint removal number nine in four weeks',
    ],
    expect: {
      CC: "Got hit in the mouth with a baseball at practice about an hour ago. Top front tooth pushed back. Didn't have a mouthguard on. No loss of consciousness",
      'MED HX': 'Healthy. Allergic to amoxicillin. No meds',
      EXTRA: 'Upper lip swollen',
      INTRA: 'Small laceration on the inside of the upper lip not bleeding',
      DENTAL: [
        ['9', 'Displaced lingually about 2 mm in traumatic occlusion not mobile metallic sound to percussion cold negative'],
        ['8', 'Cold positive slightly tender not displaced'],
        ['7', 'Cold positive'],
        ['10', 'Cold positive'],
      ],
      RADIO:
        'PA and occlusal of the anteriors #9 widened PDL apically. No root fracture. #8 normal. Post-op PA good position',
      DX: ['Lateral luxation #9', 'Concussion #8'],
      CONSULT:
        'Talked to dad about repositioning and splinting for 4 weeks and that #9 will probably need a root canal. Dad agreed. Advised soft diet for 2 weeks and a soft brush with chlorhexidine rinse twice a day',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Splint #8 to #10'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #9',
        'Repositioned #9 with finger pressure',
        'Flexible splint #8 to #10 with wire and flowable composite',
        'Occlusion adjusted',
        'No interference',
        'Post-op instructions given',
      ],
      NOTES: '10 year old boy with his dad. He did awesome. He plays catcher and will sit out the rest of the season',
      NV: ['Splint removal #9 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cz16-us-typed-child-4-wk-splint-removal-8-cold-delayed-mouthguard-impression',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '4 wk f/u + splint removal, lateral luxation #8 (repositioned + splinted #7-#9 at ER). 11 y/o F w/ mom. No pain, eating normally. Med hx: no changes, NKDA. #8: color normal, mobility WNL, not TTP, no sinus tract, cold + (slightly delayed), EPT 45. #7, #9: cold +, not TTP. Gingiva healthy around splint. PA #8: no resorption, PDL normal, apex closed. Splint removed w/ high-speed finishing bur, composite polished w/ Sof-Lex discs. Photos. Mom asked about sports; OK to return to soccer with a mouthguard. Upper alginate impression for custom mouthguard. NV: deliver mouthguard 1 wk. Recall 3 mo w/ PA + cold test.',
    expect: {
      CC: '4 wk f/u + splint removal, lateral luxation #8 (repositioned + splinted #7-#9 at ER). No pain, eating normally',
      'MED HX': 'No changes, NKDA',
      PERIO: 'Gingiva healthy around splint',
      DENTAL: [
        ['8', 'Color normal, mobility WNL, not TTP, no sinus tract, cold + (slightly delayed), EPT 45'],
        ['7', 'Cold +, not TTP'],
        ['9', 'Cold +, not TTP'],
      ],
      RADIO: 'PA #8: no resorption, PDL normal, apex closed',
      CONSULT: 'Mom asked about sports; OK to return to soccer with a mouthguard',
      'TX TODAY': ['Impression'],
      TX: [
        'Splint removed w/ high-speed finishing bur',
        'Composite polished w/ Sof-Lex discs',
        'Photos',
        'Upper alginate impression for custom mouthguard',
      ],
      NOTES: '11 y/o F w/ mom',
      NV: ['Deliver mouthguard 1 wk'],
      'F/U': 'Recall 3 mo w/ PA + cold test',
    },
  }),
  defineCase({
    id: 'cz17-us-asr-child-grey-primary-incisors-e-f-after-fall-no-treatment-photos',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old with mom here because her front teeth turned gray she fell off her bike about two months ago and bumped them we didn't see her at the time no pain no swelling eating fine medical history healthy no meds no allergies extraoral within normal limits intraoral soft tissues normal no sinus tract letter e gray discoloration not mobile not tender to percussion letter f slight gray discoloration not mobile not tender letters d and g normal color pa of e and f no periapical radiolucency no pathological resorption diagnosis post traumatic discoloration letters e and f explained to mom the color may lighten or stay gray which is fine as long as there's no infection told her to call if she sees swelling or a pimple on the gum photos taken for comparison review in three months with a pa",
    expect: {
      CC: "Her front teeth turned gray. She fell off her bike about 2 months ago and bumped them. We didn't see her at the time. No pain. No swelling. Eating fine",
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. No sinus tract',
      DENTAL: [
        ['E', 'Gray discoloration not mobile not tender to percussion'],
        ['F', 'Slight gray discoloration not mobile not tender'],
        ['D', 'Normal color'],
        ['G', 'Normal color'],
      ],
      RADIO: 'PA of #E and #F no periapical radiolucency. No pathological resorption',
      DX: ['Post traumatic discoloration #E, #F'],
      CONSULT:
        "Explained to mom the color may lighten or stay gray which is fine as long as there's no infection. Told her to call if she sees swelling or a pimple on the gum",
      TX: ['Photos taken for comparison'],
      NOTES: '5 year old with mom',
      'F/U': 'Review in 3 months with a PA',
    },
  }),
  defineCase({
    id: 'cz18-us-typed-child-avulsion-8-dry-70-min-replanted-splint-7-9-pen-vk-tetanus-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Emergency. 12 y/o M, brought by coach, mom arrived later. Avulsed #8 at soccer game ~2 hrs ago (collision w/ another player's head). Tooth found on field after ~15 min, wrapped in tissue (dry) until arrival, extra-oral dry time ~70 min. No LOC per coach, alert, no vomiting. Med hx: healthy, NKDA, tetanus status unknown. EO: upper lip laceration ~5 mm, superficial. IO: #8 socket w/ clot, labial plate intact on palpation. #7, #9: cold +, not mobile, not TTP. #8 examined out of mouth: crown + root intact, apex closed, PDL dried. PA + occlusal: no alveolar fracture, #7 and #9 roots intact. Dx: avulsion #8 w/ extra-oral dry time >60 min. Discussed poor long-term prognosis (replacement resorption/ankylosis), replanting to keep bone + space while growing; mom agreed. Signed consent. 1 carpule 2% lido 1:100k epi labial + palatal infiltration #8. Root surface cleaned w/ gauze + saline. Socket irrigated w/ saline, clot removed. #8 replanted slowly w/ digital pressure, position verified clinically + PA. Flexible splint #7-#9 w/ 0.016 NiTi wire + composite for 2 wks. Lip cleaned. Rx: Pen VK 500 mg QID x 7 days. Rx: CHX 0.12% rinse BID. Referred to pediatrician for tetanus booster today. POI given to mom. NV: start RCT #8 in 7-10 days, splint removal at 2 wks.",
    expect: {
      CC: "Emergency. Avulsed #8 at soccer game ~2 hrs ago (collision w/ another player's head). Tooth found on field after ~15 min, wrapped in tissue (dry) until arrival, extra-oral dry time ~70 min. No LOC per coach, alert, no vomiting",
      'MED HX': 'Healthy, NKDA, tetanus status unknown',
      EXTRA: 'Upper lip laceration ~5 mm, superficial',
      INTRA: '#8 socket w/ clot, labial plate intact on palpation',
      DENTAL: [
        ['7', 'Cold +, not mobile, not TTP'],
        ['9', 'Cold +, not mobile, not TTP'],
        ['8', 'Examined out of mouth: crown + root intact, apex closed, PDL dried'],
      ],
      RADIO: 'PA + occlusal: no alveolar fracture, #7 and #9 roots intact',
      DX: ['Avulsion #8 w/ extra-oral dry time >60 min'],
      CONSULT:
        'Discussed poor long-term prognosis (replacement resorption/ankylosis), replanting to keep bone + space while growing; mom agreed',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Splint #7-#9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8',
        'Root surface cleaned w/ gauze + saline',
        'Socket irrigated w/ saline',
        'Clot removed',
        '#8 replanted slowly w/ digital pressure',
        'Position verified clinically + PA',
        'Flexible splint #7-#9 w/ 0.016 NiTi wire + composite for 2 wks',
        'Lip cleaned',
        'Rx: Pen VK 500 mg QID x 7 days',
        'Rx: CHX 0.12% rinse BID',
        'POI given to mom',
      ],
      'TX PLAN': ['Referred to pediatrician for tetanus booster today'],
      NOTES: '12 y/o M, brought by coach, mom arrived later',
      NV: ['Start RCT #8 in 7-10 days', 'Splint removal at 2 wks'],
    },
  }),

  // ---------------------------------------------------------------- 4. US hospital emergency department and general practices (Universal)
  defineCase({
    id: 'cz19-us-asr-ed-consult-extrusive-luxation-7-splint-6-8-sutures-sorry-infiltration',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "dental consult in the emergency department thirty four year old male fell off his electric scooter about three hours ago face first upper right front teeth feel long and loose ct head negative per the emergency team no loss of consciousness medical history hypertension on lisinopril no known drug allergies the emergency department gave a tetanus shot today drinks socially extraoral abrasions on the nose and chin upper lip swollen intraoral gingival laceration labial to seven about one centimeter number seven extruded about three millimeters grade two mobility tender to percussion cold negative number eight grade one mobility tender no displacement cold positive numbers six and nine not mobile cold positive pa of six through nine number seven widened apical pdl space no root fractures no alveolar fracture diagnosis extrusive luxation number seven subluxation number eight um discussed repositioning and splinting and that number seven will likely need a root canal verbal consent two carpules lidocaine two percent one to one hundred thousand epi infraorbital block sorry labial and palatal infiltration number seven number seven repositioned with slow apical pressure flexible splint six to eight with wire and composite gingival laceration closed with two four oh chromic gut sutures post op pa good position rx ibuprofen six hundred milligrams every six hours as needed rx chlorhexidine rinse twice a day advised soft diet for two weeks follow up with his general dentist in one week for splint check and in two weeks for splint removal",
    expect: {
      CC: 'Dental consult in the emergency department. Fell off his electric scooter about 3 hours ago face first. Upper right front teeth feel long and loose. CT head negative per the emergency team. No loss of consciousness',
      'MED HX':
        'Hypertension on lisinopril. No known drug allergies. Emergency department gave a tetanus shot today. Drinks socially',
      EXTRA: 'Abrasions on the nose and chin. Upper lip swollen',
      INTRA: 'Gingival laceration labial to #7 about 1 cm',
      DENTAL: [
        ['7', 'Extruded about 3 mm grade 2 mobility tender to percussion cold negative'],
        ['8', 'Grade 1 mobility tender no displacement cold positive'],
        ['6', 'Not mobile cold positive'],
        ['9', 'Not mobile cold positive'],
      ],
      RADIO:
        'PA of #6 through #9. #7 widened apical PDL space. No root fractures. No alveolar fracture. Post-op PA good position',
      DX: ['Extrusive luxation #7', 'Subluxation #8'],
      CONSULT:
        'Discussed repositioning and splinting and that #7 will likely need a root canal. Advised soft diet for 2 weeks',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #6 to #8'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #7',
        '#7 repositioned with slow apical pressure',
        'Flexible splint #6 to #8 with wire and composite',
        'Gingival laceration closed with 2 4-0 chromic gut sutures',
        'Rx ibuprofen 600 mg every 6 hours as needed',
        'Rx chlorhexidine rinse twice a day',
      ],
      NOTES: '34 year old male',
      'F/U': 'Follow up with his general dentist in 1 week for splint check and in 2 weeks for splint removal',
    },
  }),
  defineCase({
    id: 'cz20-us-typed-10-day-post-replantation-9-extirpation-splint-off-appends-change-weeks',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents 10 days after avulsion + replantation #9 (replanted by ER dentist at ~30 min, stored in milk). 27 y/o F. Mild tenderness only. Med hx: no changes, finished Augmentin yesterday, allergic to sulfa. #9: mobility 1 (splinted), TTP +, cold -, color normal, no sinus. #8, #10: cold +, not TTP. Splint intact. PA #9: no resorption, PDL slightly widened. Dx: replanted avulsion #9 (mature apex). Explained RCT now to prevent resorption; pt agreed, consent signed. 1 carpule 4% articaine 1:100k epi labial infiltration #9. RD. Access #9, pulp extirpated #9 (necrotic). WL 23.5 mm. Cleaned to 40/.04. NaOCl 2.5%. Ca(OH)2 (UltraCal XS), cotton + Cavit. Splint removed, bonded areas polished. Occlusion checked. POI given. NV: complete RCT #9 in 3 weeks.',
    appends: ['Add to notes: pt is a teacher, wants morning appts.', 'Change 3 weeks to 4 weeks.'],
    expect: {
      CC: '10 days after avulsion + replantation #9 (replanted by ER dentist at ~30 min, stored in milk). Mild tenderness only',
      'MED HX': 'No changes, finished Augmentin yesterday, allergic to sulfa',
      INTRA: 'Splint intact',
      DENTAL: [
        ['9', 'Mobility 1 (splinted), TTP +, cold -, color normal, no sinus'],
        ['8', 'Cold +, not TTP'],
        ['10', 'Cold +, not TTP'],
      ],
      RADIO: 'PA #9: no resorption, PDL slightly widened',
      DX: ['Replanted avulsion #9 (mature apex)'],
      CONSULT: 'Explained RCT now to prevent resorption; pt agreed',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extirpation #9'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, labial infiltration #9',
        'RD',
        'Access #9',
        'Pulp extirpated #9 (necrotic)',
        'WL 23.5 mm',
        'Cleaned to 40/.04',
        'NaOCl 2.5%',
        'Ca(OH)2 (UltraCal XS)',
        'Cotton + Cavit',
        'Splint removed',
        'Bonded areas polished',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: '27 y/o F. Pt is a teacher, wants morning appts',
      NV: ['Complete RCT #9 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'cz21-us-asr-terse-walk-in-enamel-chips-8-9-smoothed-no-filling',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "walk in she chipped her two front teeth on a water bottle at the gym yesterday no pain not sensitive healthy no allergies numbers eight and nine small enamel fractures at the incisal edges not mobile not tender cold positive no pa needed as it's enamel only smoothed eight and nine with a sof lex disc polished no filling needed she's happy with that recheck at her cleaning in three months",
    expect: {
      CC: 'Walk in. She chipped her 2 front teeth on a water bottle at the gym yesterday. No pain. Not sensitive',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['8', 'Small enamel fractures at the incisal edges not mobile not tender cold positive', 'Incisal edges'],
        ['9', 'Small enamel fractures at the incisal edges not mobile not tender cold positive', 'Incisal edges'],
      ],
      RADIO: "No PA needed as it's enamel only",
      TX: ['Smoothed #8, #9 with a Sof-Lex disc', 'Polished', 'No filling needed'],
      NOTES: "She's happy with that",
      'F/U': 'Recheck at her cleaning in 3 months',
    },
  }),
  defineCase({
    id: 'cz22-us-typed-terse-1-yr-trauma-f-u-8-pco-yellow-monitor',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Trauma f/u 1 yr #8. Asx. #8 yellow, cold -, EPT NR, not TTP, mob WNL. PA: PCO #8, no PARL. Dx PCO #8. Monitor, recall 1 yr w/ PA.',
    expect: {
      CC: 'Trauma f/u 1 yr #8. Asx',
      DENTAL: [['8', 'Yellow, cold -, EPT NR, not TTP, mob WNL']],
      RADIO: 'PA: PCO #8, no PARL',
      DX: ['PCO #8'],
      'F/U': 'Monitor, recall 1 yr w/ PA',
    },
  }),
  defineCase({
    id: 'cz23-us-asr-horizontal-root-fracture-8-splint-7-9-four-weeks-sorry-upper-right',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "nineteen year old college student he took an elbow to the mouth playing basketball last night upper left sorry upper right front tooth feels loose and sticks out a bit no loss of consciousness medical history asthma uses an albuterol inhaler no allergies extraoral nothing remarkable intraoral no lacerations number eight crown mobile grade two slightly extruded tender to percussion cold negative number nine cold positive not mobile numbers seven and ten cold positive two pas at different angles and an occlusal film horizontal root fracture number eight middle third coronal segment slightly displaced apical segment not displaced diagnosis horizontal root fracture number eight explained the tooth often heals with a splint but the nerve may die and needs watching closely he agreed verbal consent one carpule lidocaine two percent one to one hundred thousand epi labial infiltration number eight coronal segment repositioned with finger pressure flexible splint number seven to number nine with wire and composite for four weeks post op pa segments aligned advised soft diet no basketball for a month and a mouthguard afterwards next visit splint removal in four weeks review at six weeks with cold tests and a pa",
    expect: {
      CC: 'He took an elbow to the mouth playing basketball last night. Upper right front tooth feels loose and sticks out a bit. No loss of consciousness',
      'MED HX': 'Asthma. Uses an albuterol inhaler. No allergies',
      EXTRA: 'Nothing remarkable',
      INTRA: 'No lacerations',
      DENTAL: [
        ['8', 'Crown mobile grade 2 slightly extruded tender to percussion cold negative'],
        ['9', 'Cold positive not mobile'],
        ['7', 'Cold positive'],
        ['10', 'Cold positive'],
      ],
      RADIO:
        '2 PAs at different angles and an occlusal film. Horizontal root fracture #8 middle third. Coronal segment slightly displaced. Apical segment not displaced. Post-op PA segments aligned',
      DX: ['Horizontal root fracture #8'],
      CONSULT:
        'Explained the tooth often heals with a splint but the nerve may die and needs watching closely. He agreed. Advised soft diet no basketball for a month and a mouthguard afterwards',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7 to #9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Coronal segment repositioned with finger pressure',
        'Flexible splint #7 to #9 with wire and composite for 4 weeks',
      ],
      NOTES: '19 year old college student',
      NV: ['Splint removal in 4 weeks'],
      'F/U': 'Review at 6 weeks with cold tests and a PA',
    },
  }),
  defineCase({
    id: 'cz24-us-typed-hockey-puck-di-composite-9-subluxation-10-sports-guard-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. 41 y/o M. Adult league hockey, puck to the mouth 2 days ago, no mouthguard. #9 chipped and sharp, #10 sore to bite. Med hx: type 2 DM (metformin), NKDA. BP 138/86. EO: healing lip laceration (sutured at urgent care, sutures in place). IO: WNL. #9: enamel-dentin fracture DI corner, no pulp exposure, cold +, not TTP, not mobile. #10: TTP +, mobility 1, no displacement, cold +. #8, #11: cold +, not TTP. PA #8-#11: no root fractures, PDL normal. Photos taken. Dx: uncomplicated crown fracture #9, subluxation #10. Discussed DI composite today vs crown later; pt wants composite, knows it may chip again. Verbal consent. 1 carpule 2% lido 1:100k epi labial infiltration #9. Isolation w/ Isolite. Bevel, etch, Scotchbond Universal, DI composite #9 (Filtek Supreme A2B/A2E). Polished. Occlusion adjusted off #10. POI given. Custom mouthguard recommended, pt wants one. Upper + lower impressions for sports guard. NV: deliver mouthguard + recheck #9 and #10 in 4 wks.',
    expect: {
      CC: 'Limited exam. Adult league hockey, puck to the mouth 2 days ago, no mouthguard. #9 chipped and sharp, #10 sore to bite',
      'MED HX': 'Type 2 DM (metformin), NKDA. BP 138/86',
      EXTRA: 'Healing lip laceration (sutured at urgent care, sutures in place)',
      INTRA: 'WNL',
      DENTAL: [
        ['9', 'Enamel-dentin fracture DI corner, no pulp exposure, cold +, not TTP, not mobile', 'DI corner'],
        ['10', 'TTP +, mobility 1, no displacement, cold +'],
        ['8', 'Cold +, not TTP'],
        ['11', 'Cold +, not TTP'],
      ],
      RADIO: 'PA #8-#11: no root fractures, PDL normal',
      DX: ['Uncomplicated crown fracture #9', 'Subluxation #10'],
      CONSULT:
        'Discussed DI composite today vs crown later; pt wants composite, knows it may chip again. Custom mouthguard recommended, pt wants one',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['DI composite #9', 'Impressions'],
      TX: [
        'Photos taken',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9',
        'Isolation w/ Isolite',
        'Bevel',
        'Etch',
        'Scotchbond Universal',
        'DI composite #9 (Filtek Supreme A2B/A2E)',
        'Polished',
        'Occlusion adjusted off #10',
        'POI given',
        'Upper + lower impressions for sports guard',
      ],
      NOTES: '41 y/o M',
      NV: ['Deliver mouthguard + recheck #9, #10 in 4 wks'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentists saying Palmer (Palmer) and a hospital emergency clinic (FDI)
  defineCase({
    id: 'cz25-uk-asr-palmer-intrusion-ul1-hockey-stick-ortho-referral-sorry-hospital',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "sixteen year old with mum she was hit in the face by a hockey stick yesterday afternoon upper left front tooth looks shorter no loss of consciousness seen in casualty last night nothing else found medical history fit and well allergic to plasters no medicines tetanus up to date extra oral bruised upper lip intra oral upper labial mucosa bruised upper left one intruded about four millimetres not mobile high metallic note to percussion ethyl chloride negative upper right one tender ethyl chloride positive not mobile upper left two ethyl chloride positive pa upper left one apex closed periodontal ligament space not visible apically no root fracture diagnosis intrusive luxation upper left one explained it won't come back down on its own at her age options repositioning surgically or with braces it will need a root canal in the next two weeks mum and her prefer the orthodontic route urgent referral to the orthodontic department sorry to the hospital orthodontic department photos taken advised soft diet and paracetamol review in one week",
    expect: {
      CC: 'She was hit in the face by a hockey stick yesterday afternoon. Upper left front tooth looks shorter. No loss of consciousness. Seen in casualty last night. Nothing else found',
      'MED HX': 'Fit and well. Allergic to plasters. No medicines. Tetanus up to date',
      EXTRA: 'Bruised upper lip',
      INTRA: 'Upper labial mucosa bruised',
      DENTAL: [
        ['UL1', 'Intruded about 4 mm not mobile high metallic note to percussion ethyl chloride negative'],
        ['UR1', 'Tender ethyl chloride positive not mobile'],
        ['UL2', 'Ethyl chloride positive'],
      ],
      RADIO: 'PA UL1 apex closed. Periodontal ligament space not visible apically. No root fracture',
      DX: ['Intrusive luxation UL1'],
      CONSULT:
        "Explained it won't come back down on its own at her age. Options repositioning surgically or with braces. It will need a root canal in the next 2 weeks. Mum and her prefer the orthodontic route. Advised soft diet and paracetamol",
      TX: ['Photos taken'],
      'TX PLAN': ['Urgent referral to the hospital orthodontic department'],
      NOTES: '16 year old with mum',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cz26-uk-typed-palmer-1-yr-trauma-stamp-ur1-ul1-discharged-appends-chart-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '1 yr trauma review UR1, UL1 (subluxation UR1, concussion UL1, not splinted). 10 y/o boy w/ mum. No problems, mum happy with colour. MH: no change. Trauma stamp UR1: colour N, mob N, TTP -, sinus -, EC +, EPT 36. UL1: colour N, mob N, TTP -, sinus -, EC +, EPT 30. PA UR1, UL1: roots developing normally, no resorption, no PARL. Discussed with mum: both teeth healthy at 1 year, no further trauma reviews needed, check at routine exams. Mouthguard for rugby advised, mum to get a custom one made. Discharged from trauma review to routine 6/12 recall.',
    appends: ['Add to chart: UR2, UL2 EC +, sound.', 'Add to notes: mum asked for a copy of the PAs for the insurance claim.'],
    expect: {
      CC: '1 yr trauma review UR1, UL1 (subluxation UR1, concussion UL1, not splinted). No problems, mum happy with colour',
      'MED HX': 'No change',
      DENTAL: [
        ['UR1', 'Colour N, mob N, TTP -, sinus -, EC +, EPT 36'],
        ['UL1', 'Colour N, mob N, TTP -, sinus -, EC +, EPT 30'],
        ['UR2', 'EC +, sound'],
        ['UL2', 'EC +, sound'],
      ],
      RADIO: 'PA UR1, UL1: roots developing normally, no resorption, no PARL',
      CONSULT:
        'Discussed with mum: both teeth healthy at 1 year, no further trauma reviews needed, check at routine exams. Mouthguard for rugby advised, mum to get a custom one made',
      NOTES: '10 y/o boy w/ mum. Mum asked for a copy of the PAs for the insurance claim',
      'F/U': 'Discharged from trauma review to routine 6 months recall',
    },
  }),
  defineCase({
    id: 'cz27-uk-asr-palmer-calcium-hydroxide-change-ul1-no-title-sorry-three-months',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for the calcium hydroxide change on the upper left one er it was knocked out and replanted about four months ago sorry three months ago no problems since medical history no changes on the pill no allergies upper left one cavit intact colour good not mobile not tender to percussion normal percussion note no sinus pa upper left one no resorption periodontal ligament space continuous periapical area healing la not needed rubber dam cavit removed calcium hydroxide washed out with sodium hypochlorite and ultrasonics canal dry no exudate fresh calcium hydroxide placed with a lentulo cotton wool and cavit she asked when it will be finished told her one more dressing then the root filling next visit calcium hydroxide change upper left one in three months",
    expect: {
      CC: 'Calcium hydroxide change on UL1. It was knocked out and replanted about 3 months ago. No problems since',
      'MED HX': 'No changes. On the pill. No allergies',
      DENTAL: [
        ['UL1', 'Cavit intact colour good not mobile not tender to percussion normal percussion note no sinus'],
      ],
      RADIO: 'PA UL1 no resorption. Periodontal ligament space continuous. Periapical area healing',
      CONSULT: 'She asked when it will be finished. Told her 1 more dressing then the root filling',
      TX: [
        'LA not needed',
        'Rubber dam',
        'Cavit removed',
        'Calcium hydroxide washed out with sodium hypochlorite and ultrasonics',
        'Canal dry',
        'No exudate',
        'Fresh calcium hydroxide placed with a lentulo',
        'Cotton wool and Cavit',
      ],
      NV: ['Calcium hydroxide change UL1 in 3 months'],
    },
  }),
  defineCase({
    id: 'cz28-uk-typed-palmer-toddler-lateral-luxation-ura-occlusal-interference-xla',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '4 y/o girl w/ dad. Fell off trampoline this morning, hit mouth on the frame. Upper front tooth pushed back, can\'t close her teeth together. No LOC, no vomiting. MH: fit and well, NKDA, immunisations UTD. EO: swollen upper lip, no lacerations. IO: small tear upper frenum, not bleeding. URA: displaced palatally, crown locked in occlusion, mobile, TTP. ULA: not mobile, no displacement, colour N. URB, ULB sound. Upper occlusal: URA apex displaced labially, no root fracture, UR1 crypt intact. Dx: lateral luxation URA with occlusal interference. Discussed w/ dad: repositioning not ideal at her age, extraction recommended as it blocks her bite; risk to adult tooth explained (discolouration / shape changes). Dad agreed. Written consent. Topical benzocaine. LA 0.7 ml lidocaine 2% 1:80,000 adrenaline, labial + palatal infil URA. XLA URA with forceps, root intact. Haemostasis w/ gauze. POIG to dad verbal + written. Sticker, very brave. Review 2/52 + monitor UR1 development at recalls.',
    expect: {
      CC: "Fell off trampoline this morning, hit mouth on the frame. Upper front tooth pushed back, can't close her teeth together. No LOC, no vomiting",
      'MED HX': 'Fit and well, NKDA, immunisations UTD',
      EXTRA: 'Swollen upper lip, no lacerations',
      INTRA: 'Small tear upper frenum, not bleeding',
      DENTAL: [
        ['URA', 'Displaced palatally, crown locked in occlusion, mobile, TTP'],
        ['ULA', 'Not mobile, no displacement, colour N'],
        ['URB', 'Sound'],
        ['ULB', 'Sound'],
      ],
      RADIO: 'Upper occlusal: URA apex displaced labially, no root fracture, UR1 crypt intact',
      DX: ['Lateral luxation URA with occlusal interference'],
      CONSULT:
        'Discussed w/ dad: repositioning not ideal at her age, extraction recommended as it blocks her bite; risk to adult tooth explained (discolouration / shape changes). Dad agreed',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction URA'],
      TX: [
        'Topical benzocaine',
        'LA: 0.7 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration URA',
        'XLA URA with forceps',
        'Root intact',
        'Haemostasis w/ gauze',
        'POIG to dad verbal + written',
      ],
      NOTES: '4 y/o girl w/ dad. Sticker, very brave',
      'F/U': 'Review 2 weeks + monitor UR1 development at recalls',
    },
  }),
  defineCase({
    id: 'cz29-uk-asr-palmer-adult-stairs-ul1-mi-composite-ul2-subluxation-apixaban-tetanus',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "um fifty eight year old he tripped on the stairs at home two days ago and hit his mouth on the banister upper left front tooth chipped upper left two a bit tender when he bites no loss of consciousness didn't hit his head medical history atrial fibrillation on apixaban no allergies tetanus he's not sure when his last one was extra oral bruise on the upper lip healing intra oral nad upper left one enamel dentine fracture of the mesial incisal angle no pulp exposure ethyl chloride positive not mobile upper left two tender to percussion mobile grade one ethyl chloride positive no displacement upper right one ethyl chloride positive pa upper left one and upper left two no root fractures diagnosis uncomplicated crown fracture upper left one and subluxation upper left two discussed composite repair he's happy with that advised him to see his gp about a tetanus booster no la needed etched bonded mesio incisal composite upper left one shade a three finished and polished occlusion checked and adjusted so upper left two is out of contact post op instructions given advised soft diet for a week review in four weeks for sensibility tests",
    expect: {
      CC: "He tripped on the stairs at home 2 days ago and hit his mouth on the banister. Upper left front tooth chipped. UL2 a bit tender when he bites. No loss of consciousness. Didn't hit his head",
      'MED HX': "Atrial fibrillation on apixaban. No allergies. Tetanus he's not sure when his last one was",
      EXTRA: 'Bruise on the upper lip healing',
      INTRA: 'NAD',
      DENTAL: [
        ['UL1', 'Enamel dentine fracture of the MI angle no pulp exposure ethyl chloride positive not mobile', 'MI angle'],
        ['UL2', 'Tender to percussion mobile grade 1 ethyl chloride positive no displacement'],
        ['UR1', 'Ethyl chloride positive'],
      ],
      RADIO: 'PA UL1 and UL2 no root fractures',
      DX: ['Uncomplicated crown fracture UL1', 'Subluxation UL2'],
      CONSULT:
        "Discussed composite repair. He's happy with that. Advised him to see his GP about a tetanus booster. Advised soft diet for a week",
      'TX TODAY': ['MI composite UL1'],
      TX: [
        'No LA needed',
        'Etched',
        'Bonded',
        'MI composite UL1',
        'Shade A3',
        'Finished and polished',
        'Occlusion checked and adjusted so UL2 is out of contact',
        'Post-op instructions given',
      ],
      NOTES: '58 year old',
      'F/U': 'Review in 4 weeks for sensibility tests',
    },
  }),
  defineCase({
    id: 'cz30-uk-typed-fdi-hospital-bmx-avulsion-21-dry-extrusion-11-splint-12-22-sutures',
    style: 'UK',
    asr: false,
    transcript:
      "Emergency clinic. 15 y/o M w/ mum. BMX fall ~3 hrs ago: 21 knocked out, found on the pavement, kept dry in a tissue, EADT ~100 min; 11 'looks longer'. No LOC, GCS 15 per ED. MH: fit and well, NKDA, tetanus UTD. EO: abrasions chin + nose, cleaned; no bony tenderness, mouth opening normal. IO: 21 socket clotted, labial plate intact; 2 cm laceration upper labial mucosa. 11: extruded ~2 mm, mobility II, TTP +, EC -. 12: TTP -, EC +, mob N. 22: TTP +, EC +, mob I. 21 root intact on inspection, apex closed, PDL dried. Radiographs: upper standard occlusal + PA 11, 21 socket: no alveolar or root fractures, 11 widened apical PDL. Dx: avulsion 21 w/ EADT >60 min (dry), extrusive luxation 11, subluxation 22. Discussed with pt + mum: 21 will likely ankylose and be lost over years; replanting keeps the bone for now; 11 may need RCT. Both agreed to replant. Verbal + written consent. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial + palatal infiltration 11, 21. 21 root surface debrided w/ gauze, socket irrigated w/ saline, 21 replanted. 11 repositioned with gentle apical pressure. Flexible splint 12-22 (0.4 mm SS wire + composite). Post-op PA: 11, 21 in position. Rx amoxicillin 500 mg TDS 7/7, CHX 0.2% mouthwash BD 1/52. POIG (verbal + written). NV: splint check + RCT 21 at 7-10 days (before splint removal at 2/52). Refer to GDP for ongoing trauma monitoring.",
    expect: {
      CC: "Emergency clinic. BMX fall ~3 hrs ago: 21 knocked out, found on the pavement, kept dry in a tissue, EADT ~100 min; 11 'looks longer'. No LOC, GCS 15 per ED",
      'MED HX': 'Fit and well, NKDA, tetanus UTD',
      EXTRA: 'Abrasions chin + nose, cleaned; no bony tenderness, mouth opening normal',
      INTRA: '21 socket clotted, labial plate intact; 2 cm laceration upper labial mucosa',
      DENTAL: [
        ['11', 'Extruded ~2 mm, mobility II, TTP +, EC -'],
        ['12', 'TTP -, EC +, mob N'],
        ['22', 'TTP +, EC +, mob I'],
        ['21', 'Root intact on inspection, apex closed, PDL dried'],
      ],
      RADIO:
        'Upper standard occlusal + PA 11, 21 socket: no alveolar or root fractures, 11 widened apical PDL. Post-op PA: 11, 21 in position',
      DX: ['Avulsion 21 w/ EADT >60 min (dry)', 'Extrusive luxation 11', 'Subluxation 22'],
      CONSULT:
        'Discussed with pt + mum: 21 will likely ankylose and be lost over years; replanting keeps the bone for now; 11 may need RCT. Both agreed to replant',
      CONSENT: 'Verbal + written consent',
      'TX TODAY': ['Splint 12-22'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration 11, 21',
        '21 root surface debrided w/ gauze',
        'Socket irrigated w/ saline',
        '21 replanted',
        '11 repositioned with gentle apical pressure',
        'Flexible splint 12-22 (0.4 mm SS wire + composite)',
        'Rx amoxicillin 500 mg TDS 7 days',
        'CHX 0.2% mouthwash BD 1 week',
        'POIG (verbal + written)',
      ],
      'TX PLAN': ['Refer to GDP for ongoing trauma monitoring'],
      NOTES: '15 y/o M w/ mum',
      NV: ['Splint check + RCT 21 at 7-10 days (before splint removal at 2 weeks)'],
    },
  }),
];
