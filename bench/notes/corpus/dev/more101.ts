// A hundred-and-first development batch (ids cy01–cy30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is keeping existing implant and fixed work
// going: implant maintenance visits (probing around implants, bleeding, suppuration, radiographic bone levels in mm,
// peri-implant mucositis against peri-implantitis, debridement with titanium and plastic / PEEK instruments, glycine and
// erythritol air polishing, chlorhexidine irrigation and gel), screw loosening and retightening to a torque, screw-access
// composites replaced, implant crowns and bridges removed and refitted, all-on-4 / hybrid prostheses taken off for
// cleaning, crowns debonded and recemented, a failing bridge abutment, post crowns out, veneers chipped and repaired, a
// cracked and fractured porcelain fused to metal crown, occlusal adjustments and recurrent caries under crown margins.
// Five clinicians, six visits each:
//   cy01–cy06 a UK implant dentist (FDI, all recogniser-style): a loose screw-retained implant crown 46 retightened to a
//     corrected torque with a new occlusal composite over the access, non-surgical treatment of peri-implantitis 36
//     (pocket irrigation), an upper all-on-4 unscrewed, cleaned and refitted, a cement-retained implant crown 21 recemented
//     with "scratch that", a one-year review of implant crowns 15 and 45 with peri-implant mucositis at 45 (appended
//     "change …" / "add to notes …"), a consultation for a failing bridge abutment 13 with no treatment;
//   cy07–cy12 a UK hygienist (FDI, typed; terse comma runs except cy11 in full sentences): implant maintenance with
//     scale and polish, a patient with a lower all-on-4 that was not removed (referred to the dentist), a very terse perio
//     maintenance with PMPR, a routine hygiene visit finding recurrent caries at a crown margin (appended "Add to notes:" /
//     "Change 6/12 to 3/12."), a scale and polish finding a chipped veneer and a cracked PFM crown (title from the CC),
//     supportive care after peri-implantitis surgery with PMPR and Duraphat;
//   cy13–cy18 a US prosthodontist (Universal, all recogniser-style): a loose screw-retained implant crown #30 with a new
//     screw and an occlusal composite in the access, a maxillary hybrid taken off for hygiene with a loose prosthetic
//     screw (appended "add to notes …" / "next visit …"), porcelain fractured off a PFM crown #8 repaired with composite
//     and an occlusal adjustment, a debonded crown #3 recemented with recurrent caries on #2 (appended "remove …" / "add to
//     treatment …" / "change … to …"), an implant crown #14 left high with an open contact closed by a composite on #13,
//     peri-implantitis #19 from residual cement with Arestin and a referral;
//   cy19–cy24 a US general dentist (Universal, typed; terse runs and, in cy22, full sentences): a crown #30 off with
//     recurrent caries (buildup and temporary crown), a post crown #7 out with a vertical root fracture (impressions for an
//     Essix), periodontal maintenance around two implants, a chipped veneer #9 repaired with composite (no title), food
//     trapping at an implant crown #19 with an MO composite on #18, a cracked and fractured PFM crown #14 in a bruxist with
//     night guard impressions;
//   cy25–cy30 an Australian periodontist (FDI; cy25, cy27, cy29 recogniser-style, cy26, cy28, cy30 typed): a new referral
//     for peri-implantitis 36 and 46 treated non-surgically, SPT with peri-implant mucositis 21, a screw-retained implant
//     bridge 44 to 46 taken off and refitted (appended "add to treatment …" / "change … to …"), a two-week review after
//     peri-implantitis surgery with sutures out and an occlusal adjustment (no title), a failing bridge abutment 25 with
//     RSD and a plan to section the bridge, a lower full-arch implant bridge taken off with peri-implantitis at 35.
// UK / Australian 18 (FDI; the Australian periodontist is style 'UK'), US 12 (Universal); 15 recogniser-style (lower
// case, number words, fillers, "sorry" / "no wait" / "scratch that" corrections, no punctuation) and 15 typed; five cases
// with appended dictation (cy05, cy10, cy14, cy16, cy27). DENTAL in 27 cases (not cy08, cy14, cy30, where the full-arch
// prosthesis has no tooth number and no natural tooth was charted).
//
// Judgement calls where the contract was silent:
// - Where findings about implants go: a probing clause (probing depths, "PPD", bleeding on probing, suppuration, plaque
//   on an implant crown) is a periodontal finding and goes to PERIO, also when said about one implant ("Implant 11: PPD 3
//   mm, no BOP"), so it makes no chart entry (OE.DENTAL excludes perio findings); a clause describing the peri-implant
//   mucosa or tissue by sight ("peri-implant mucosa 45 red and puffy lingually", "papilla … red, swollen") and a full-arch
//   prosthesis with no tooth number ("upper fixed hybrid on 4 implants", "chip on the left central incisor of the
//   prosthesis") are INTRA (as more56 put peri-implant tissue in INTRA). An implant crown, abutment or pontic said
//   tooth-first ("46 screw retained implant crown mobile", "21 abutment firm", "45 pontic ridge lap design") is a chart
//   entry at that position; teeth named inside a PERIO or INTRA clause make none (rule 7). Radiographic bone levels in mm
//   are RADIO; in RADIO (a text field) a surface stays a word ("#2 mesial caries under the crown margin").
// - Titles: only the table's procedures are titles. Screw retightening, torquing, debridement of implants, air polishing,
//   chlorhexidine gel, Arestin, occlusal adjustment, suture removal and a prosthesis or implant crown or bridge "removed",
//   "reseated" or "refitted" are no titles (a re-seat is not the fit of new work, as "recement" has its own row for
//   crowns); "recemented implant crown 21" / "recemented crown #3" → "Crown recement 21" / "Crown recement #3" (the
//   adjective dropped, as more56 dropped "atraumatic"); an occlusal composite placed over a screw access with its tooth
//   said ("occlusal composite 46 over the access") is "O composite 46", while composite in access holes with no tooth, a
//   chip "repaired with composite" and a "Fuji IX buildup" are materials something is done with (no title; TX TODAY empty
//   in cy14, cy15, cy22 and cy28); chlorhexidine irrigation of a pocket or around an implant is "Irrigation"; "Duraphat
//   varnish 37" → "Fluoride varnish 37"; "alginate impressions" → "Impressions"; "S&P …" → "Scale and polish", and
//   "PMPR …" and "Periodontal maintenance …" in TX are titles (a CC of "Perio maintenance" keeps its words, as content,
//   not a header); a hygiene visit whose TX says only "supragingival scaling and polish" takes "Scale and polish" from
//   the CC (cy11).
// - Words the recogniser splits are written as a careful writer would: "peri implant" → "peri-implant", "multi unit" →
//   "multi-unit", "non surgical" → "non-surgical", "post op" → "Post-op", "all on four" → "all-on-4"; "screw retained",
//   "cement retained", "all ceramic", "porcelain fused to metal" and "crater shaped" stay as said (as more56 kept "all
//   ceramic"); brand and material names as their makers write them (RelyX Unicem, RelyX Luting Plus, TempBond, Arestin,
//   Prolia, PTFE, PEEK, Teflon). Torque "newton centimetres" → "Ncm"; "one" as a pronoun stays a word ("one on the
//   right anterior multi-unit was loose"); "three monthly" → "3 monthly", "half a pack a day" and "a third" stay words.
// - Teeth said together in list items are written "36, 46" (rule 6), also in an LA line and a debridement step; in text
//   fields they keep the spoken "and". A finding and the step it led to are cut at "so" (as more56).
// - A patient's question and the answer, options, advice and "showed her the water flosser" are CONSULT (as more56 /
//   more58); a referral to the practice dentist or to a periodontist is TX PLAN; "Next appointment: dentist to assess …"
//   is NV; "new patient referred by her dentist for …" is the CC; "Pt happy with result" is NOTES.
// - Recogniser-style text fields start a new sentence at each new clause, and an "and" opening a clause goes (as more58
//   bh18: "It feels high. Food gets stuck in front of it"); recogniser-style chart conditions keep the spoken run without
//   commas.
// - Appends: "change X to Y" edits the one place X is said; "add to notes …" adds to NOTES; "add to treatment …" adds a TX
//   item at the end; "remove X" drops the TX item X; "next visit …" adds an NV item.
import { defineCase, type NotesCase } from '../case.ts';

export const more101Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK implant dentist (FDI, recogniser-style)
  defineCase({
    id: 'cy01-uk-asr-fdi-loose-screw-retained-implant-crown-46-torque-sorry-o-composite-access',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's here because the implant crown on four six has felt loose for about a week when he chews no pain medical history no changes takes atorvastatin no allergies um extra oral nad intra oral soft tissues healthy peri implant mucosa four six slightly red buccally four six screw retained implant crown mobile no crack in the porcelain four seven mesial occlusal composite sound four five sound probing depths around four six implant three to four millimetres bleeding on probing buccal no suppuration pa four six bone level at the implant platform mesial and distal unchanged from last year diagnosis loose abutment screw four six explained the screw has come loose and we can tighten it today no la needed composite over the screw access removed ptfe tape removed screw found loose crown removed and cleaned with chlorhexidine crown refitted screw retightened to thirty five newton centimetres sorry thirty newton centimetres as per the manufacturer waited five minutes retorqued to thirty newton centimetres new ptfe tape in the screw access occlusal composite four six over the access shade a three occlusion checked light contact in intercuspal no contact in excursions review in three months with the hygienist",
    expect: {
      CC: 'Implant crown on 46 has felt loose for about a week when he chews. No pain',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Peri-implant mucosa 46 slightly red buccally',
      DENTAL: [
        ['46', 'Screw retained implant crown mobile no crack in the porcelain'],
        ['47', 'MO composite sound'],
        ['45', 'Sound'],
      ],
      PERIO: 'Probing depths around 46 implant 3 to 4 mm. Bleeding on probing buccal. No suppuration',
      RADIO: 'PA 46 bone level at the implant platform mesial and distal unchanged from last year',
      DX: ['Loose abutment screw 46'],
      CONSULT: 'Explained the screw has come loose and we can tighten it today',
      'TX TODAY': ['O composite 46'],
      TX: [
        'No LA needed',
        'Composite over the screw access removed',
        'PTFE tape removed',
        'Screw found loose',
        'Crown removed and cleaned with chlorhexidine',
        'Crown refitted',
        'Screw retightened to 30 Ncm as per the manufacturer',
        'Waited 5 minutes',
        'Retorqued to 30 Ncm',
        'New PTFE tape in the screw access',
        'O composite 46 over the access',
        'Shade A3',
        'Occlusion checked',
        'Light contact in intercuspal',
        'No contact in excursions',
      ],
      'F/U': 'Review in 3 months with the hygienist',
    },
  }),
  defineCase({
    id: 'cy02-uk-asr-fdi-peri-implantitis-36-suppuration-bone-loss-sorry-titanium-curettes-irrigation',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended for review of the implant on three six his hygienist noticed bleeding and pus at his last clean medical history no changes type two diabetes on metformin stopped smoking two years ago no allergies extra oral nad intra oral peri implant mucosa three six swollen and red three six implant crown firm not mobile three seven sound probing depths three six implant six millimetres mesial seven millimetres distal bleeding on probing with suppuration distally probing around the four six implant three millimetres pa three six bone loss four millimetres distal three millimetres mesial sorry three point five millimetres mesial compared with baseline at fit um diagnosis peri implantitis three six explained the bone loss and that we try cleaning first then surgery if it doesn't settle he agreed verbal consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration three six debridement around three six implant with titanium curettes air polishing with glycine powder irrigated the pocket with chlorhexidine point two percent oral hygiene instruction single tufted brush and interdental brush around the implant review in six weeks with repeat probing next visit reassess three six with a view to surgery if still bleeding",
    expect: {
      CC: 'Review of the implant on 36. His hygienist noticed bleeding and pus at his last clean',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Stopped smoking 2 years ago. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Peri-implant mucosa 36 swollen and red',
      DENTAL: [
        ['36', 'Implant crown firm not mobile'],
        ['37', 'Sound'],
      ],
      PERIO:
        'Probing depths 36 implant 6 mm mesial 7 mm distal. Bleeding on probing with suppuration distally. Probing around the 46 implant 3 mm',
      RADIO: 'PA 36 bone loss 4 mm distal 3.5 mm mesial compared with baseline at fit',
      DX: ['Peri-implantitis 36'],
      CONSULT: "Explained the bone loss and that we try cleaning first then surgery if it doesn't settle. He agreed",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
        'Debridement around 36 implant with titanium curettes',
        'Air polishing with glycine powder',
        'Irrigated the pocket with chlorhexidine 0.2%',
        'Oral hygiene instruction single tufted brush and interdental brush around the implant',
      ],
      NV: ['Reassess 36 with a view to surgery if still bleeding'],
      'F/U': 'Review in 6 weeks with repeat probing',
    },
  }),
  defineCase({
    id: 'cy03-uk-asr-fdi-upper-all-on-4-unscrewed-cleaned-refitted-15-ncm-alendronate',
    style: 'UK',
    asr: true,
    transcript:
      "here for the annual maintenance of her upper all on four um she says it's comfortable but food gets trapped under it medical history no changes takes alendronate for osteoporosis no allergies extra oral nad intra oral upper fixed full arch acrylic hybrid in place plaque and food debris on the fitting surface lower natural teeth all present four six disto occlusal amalgam sound three six crown sound unscrewed the four prosthetic screws removed the upper prosthesis peri implant mucosa red under the prosthesis no swelling probing around the four implants two to four millimetres bleeding on probing at the upper left posterior implant no suppuration opg bone levels stable at all four implants since last year prosthesis cleaned in the ultrasonic bath and polished air polishing around the multi unit abutments with glycine powder refitted the prosthesis new prosthetic screws tightened to fifteen newton centimetres ptfe tape and composite in the screw access holes occlusion checked even contacts oral hygiene instruction water flosser under the bridge she asked if it can come out every year told her yes it's part of the maintenance recall six months with the hygienist next visit prosthesis off for cleaning in twelve months",
    expect: {
      CC: "Annual maintenance of her upper all-on-4. She says it's comfortable but food gets trapped under it",
      'MED HX': 'No changes. Takes alendronate for osteoporosis. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Upper fixed full arch acrylic hybrid in place. Plaque and food debris on the fitting surface. Lower natural teeth all present. Peri-implant mucosa red under the prosthesis. No swelling',
      DENTAL: [
        ['46', 'DO amalgam sound'],
        ['36', 'Crown sound'],
      ],
      PERIO: 'Probing around the 4 implants 2 to 4 mm. Bleeding on probing at the upper left posterior implant. No suppuration',
      RADIO: 'OPG bone levels stable at all 4 implants since last year',
      CONSULT: "She asked if it can come out every year. Told her yes it's part of the maintenance",
      'TX TODAY': ['OHI'],
      TX: [
        'Unscrewed the 4 prosthetic screws',
        'Removed the upper prosthesis',
        'Prosthesis cleaned in the ultrasonic bath and polished',
        'Air polishing around the multi-unit abutments with glycine powder',
        'Refitted the prosthesis',
        'New prosthetic screws tightened to 15 Ncm',
        'PTFE tape and composite in the screw access holes',
        'Occlusion checked',
        'Even contacts',
        'Oral hygiene instruction water flosser under the bridge',
      ],
      NV: ['Prosthesis off for cleaning in 12 months'],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'cy04-uk-asr-fdi-cement-retained-implant-crown-21-recemented-scratch-that-tempbond',
    style: 'UK',
    asr: true,
    transcript:
      "attended with the implant crown on two one in a tissue it came off eating a crusty roll last night medical history no changes no allergies on examination two one abutment firm not loose margins clean peri implant mucosa two one healthy no bleeding one one and two two sound pa two one bone levels at the implant shoulder no radiolucency diagnosis debonded cement retained implant crown two one discussed recementing now or a screw retained crown in future she'd like it recemented today no la abutment cleaned with pumice crown cleaned inside with a bur and sandblasted tried in seats fully recemented implant crown two one with temp bond scratch that recemented implant crown two one with rely x unicem excess removed floss through contacts occlusion checked light in protrusion advised not to bite into crusty bread with the front teeth review in four weeks",
    expect: {
      CC: 'Implant crown on 21 in a tissue. It came off eating a crusty roll last night',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Peri-implant mucosa 21 healthy. No bleeding',
      DENTAL: [
        ['21', 'Abutment firm not loose margins clean'],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 21 bone levels at the implant shoulder. No radiolucency',
      DX: ['Debonded cement retained implant crown 21'],
      CONSULT:
        "Discussed recementing now or a screw retained crown in future. She'd like it recemented today. Advised not to bite into crusty bread with the front teeth",
      'TX TODAY': ['Crown recement 21'],
      TX: [
        'No LA',
        'Abutment cleaned with pumice',
        'Crown cleaned inside with a bur and sandblasted',
        'Tried in',
        'Seats fully',
        'Recemented implant crown 21 with RelyX Unicem',
        'Excess removed',
        'Floss through contacts',
        'Occlusion checked',
        'Light in protrusion',
      ],
      'F/U': 'Review in 4 weeks',
    },
  }),
  defineCase({
    id: 'cy05-uk-asr-fdi-one-year-review-implants-15-45-mucositis-plastic-curettes-appends',
    style: 'UK',
    asr: true,
    transcript:
      'one year review of the implant crowns on one five and four five no problems medical history no changes uh on lansoprazole no allergies extra oral nad intra oral soft tissues nad peri implant mucosa one five healthy peri implant mucosa four five red and puffy lingually one five implant crown intact contacts tight four five implant crown intact food packing mesially four four distal composite sound probing depths one five implant three millimetres no bleeding four five implant four millimetres bleeding on probing lingual no suppuration pa one five and four five bone levels stable within one millimetre of baseline diagnosis peri implant mucositis four five debridement around four five implant with plastic curettes then air polishing with erythritol powder oral hygiene instruction interdental brush size two lingually on four five she asked if the implant could fail explained mucositis is reversible if the cleaning improves review in three months',
    appends: ['change three months to two months', "add to notes she's travelling for most of next month so book after that"],
    expect: {
      CC: '1 year review of the implant crowns on 15 and 45. No problems',
      'MED HX': 'No changes. On lansoprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Peri-implant mucosa 15 healthy. Peri-implant mucosa 45 red and puffy lingually',
      DENTAL: [
        ['15', 'Implant crown intact contacts tight'],
        ['45', 'Implant crown intact food packing mesially'],
        ['44', 'D composite sound'],
      ],
      PERIO:
        'Probing depths 15 implant 3 mm. No bleeding. 45 implant 4 mm. Bleeding on probing lingual. No suppuration',
      RADIO: 'PA 15 and 45 bone levels stable within 1 mm of baseline',
      DX: ['Peri-implant mucositis 45'],
      CONSULT: 'She asked if the implant could fail. Explained mucositis is reversible if the cleaning improves',
      'TX TODAY': ['OHI'],
      TX: [
        'Debridement around 45 implant with plastic curettes',
        'Air polishing with erythritol powder',
        'Oral hygiene instruction interdental brush size 2 lingually on 45',
      ],
      NOTES: "She's travelling for most of next month so book after that",
      'F/U': 'Review in 2 months',
    },
  }),
  defineCase({
    id: 'cy06-uk-asr-fdi-failing-bridge-abutment-13-recurrent-caries-warfarin-sorry-cbct-plan',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because the bridge on the upper right feels wobbly with a bad taste medical history no changes takes warfarin for af inr last week two point four allergic to penicillin extra oral nad intra oral soft tissues healthy one three retainer mobile recurrent caries at the distal margin probe sticks under the crown one four pontic no pressure on the gum one five retainer firm margins sound one two composite on the mesial sound bpe two two two two one two pa one three recurrent caries under the crown reaching the pulp horn sorry approaching the pulp chamber bone around one three root only about a third left diagnosis failing bridge abutment one three with recurrent caries discussed options extract one three and an implant bridge or a denture or extraction and a new longer bridge told her one three can't be saved long term she wants an implant quote and time to think plan cbct upper right then letter to her cardiologist about the warfarin",
    expect: {
      CC: 'Bridge on the upper right feels wobbly with a bad taste',
      'MED HX': 'No changes. Takes warfarin for AF. INR last week 2.4. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['13', 'Retainer mobile recurrent caries at the D margin probe sticks under the crown'],
        ['14', 'Pontic no pressure on the gum'],
        ['15', 'Retainer firm margins sound'],
        ['12', 'M composite sound'],
      ],
      PERIO: 'BPE 2 2 2 / 2 1 2',
      RADIO: 'PA 13 recurrent caries under the crown approaching the pulp chamber. Bone around 13 root only about a third left',
      DX: ['Failing bridge abutment 13 with recurrent caries'],
      CONSULT:
        "Discussed options extract 13 and an implant bridge or a denture or extraction and a new longer bridge. Told her 13 can't be saved long term. She wants an implant quote and time to think",
      'TX PLAN': ['CBCT upper right', 'Letter to her cardiologist about the warfarin'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK hygienist (FDI, typed)
  defineCase({
    id: 'cy07-uk-typed-fdi-hygienist-implant-maintenance-36-46-plastic-tip-erythritol-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Implant maintenance + hygiene. No c/o. MH: no change, levothyroxine, NKDA. Non-smoker. BPE 2 1 2 / 2 2 2. Implants 36, 46: PPD 3-4 mm, BOP at 46 DL only, no suppuration. Plaque on 46 implant crown lingually. OH good. 36, 46 implant crowns intact, no mobility. 37 O comp sound. Supra calculus lower anteriors. S&P with ultrasonic (plastic tip on implants) and hand scaling. Implants debrided with plastic curettes, air polished (erythritol). OHI: TePe size 3 lingual 46 + single tufted brush. Recall 4/12.',
    expect: {
      CC: 'Implant maintenance + hygiene. No c/o',
      'MED HX': 'No change, levothyroxine, NKDA. Non-smoker',
      PERIO:
        'BPE 2 1 2 / 2 2 2. Implants 36, 46: PPD 3-4 mm, BOP at 46 DL only, no suppuration. Plaque on 46 implant crown lingually. OH good. Supra calculus lower anteriors',
      DENTAL: [
        ['36', 'Implant crowns intact, no mobility'],
        ['46', 'Implant crowns intact, no mobility'],
        ['37', 'O comp sound'],
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'S&P with ultrasonic (plastic tip on implants) and hand scaling',
        'Implants debrided with plastic curettes',
        'Air polished (erythritol)',
        'OHI: TePe size 3 lingual 46 + single tufted brush',
      ],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'cy08-uk-typed-fdi-hygienist-lower-all-on-4-not-removed-mucositis-smoker-referred-dentist',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene appt, lower All-on-4 (placed 2021). Pt finds it hard to clean underneath. MH: type 2 diabetes (metformin), HbA1c 49, penicillin allergy. Smoker 10/day. Upper natural dentition. BPE 2 2 2 / X X X. Lower prosthesis in situ, screw access composites intact, heavy plaque + calculus on fitting surface. Peri-implant mucosa red + swollen around LR and LL posterior implants. Probing 4-5 mm posterior implants with BOP, no suppuration. Dx: peri-implant mucositis. S&P upper. Lower implants debrided with plastic curettes and air polished around the abutments as far as access allowed. OHI: water flosser under the bridge + Superfloss. Smoking cessation advice given, pt not ready to quit. Referred to dentist for prosthesis removal + full clean. Recall 3/12.',
    expect: {
      CC: 'Hygiene appt, lower All-on-4 (placed 2021). Pt finds it hard to clean underneath',
      'MED HX': 'Type 2 diabetes (metformin), HbA1c 49, penicillin allergy. Smoker 10/day',
      INTRA:
        'Upper natural dentition. Lower prosthesis in situ, screw access composites intact, heavy plaque + calculus on fitting surface. Peri-implant mucosa red + swollen around LR and LL posterior implants',
      PERIO: 'BPE 2 2 2 / X X X. Probing 4-5 mm posterior implants with BOP, no suppuration',
      DX: ['Peri-implant mucositis'],
      CONSULT: 'Smoking cessation advice given, pt not ready to quit',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'S&P upper',
        'Lower implants debrided with plastic curettes and air polished around the abutments as far as access allowed',
        'OHI: water flosser under the bridge + Superfloss',
      ],
      'TX PLAN': ['Referred to dentist for prosthesis removal + full clean'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cy09-uk-typed-fdi-hygienist-terse-perio-maintenance-pmpr-implant-11-bridge-12-14',
    style: 'UK',
    asr: false,
    transcript:
      'Perio maintenance. No c/o. MH NC. BPE 3 2 3 / 3 2 3. Pockets 4-5 mm molars, BOP 8%. Implant 11: PPD 3 mm, no BOP. 12, 14 bridge retainers intact. 13 pontic clean underneath. PMPR full mouth (plastic curette on implant 11). OHI reinforced. RV 3/12.',
    expect: {
      CC: 'Perio maintenance. No c/o',
      'MED HX': 'NC',
      PERIO: 'BPE 3 2 3 / 3 2 3. Pockets 4-5 mm molars, BOP 8%. Implant 11: PPD 3 mm, no BOP',
      DENTAL: [
        ['12', 'Bridge retainers intact'],
        ['14', 'Bridge retainers intact'],
        ['13', 'Pontic clean underneath'],
      ],
      'TX TODAY': ['PMPR', 'OHI'],
      TX: ['PMPR full mouth (plastic curette on implant 11)', 'OHI reinforced'],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'cy10-uk-typed-fdi-hygienist-pontic-45-recurrent-caries-26-margin-appends-notes-change-recall',
    style: 'UK',
    asr: false,
    transcript:
      'Routine hygiene. Pt mentions food trapping under bridge LR. MH: no change, ramipril, NKDA. BPE 2 2 2 / 2 2 3. 6 mm pocket 47 D. 45 pontic, food debris underneath. 44, 46 retainer margins intact. 26 PFM crown: dark soft D margin, probe catches, ?recurrent caries. 16 O comp sound. S&P. OHI: Superfloss under 45 pontic + TePe size 1 for 26. Pt to see dentist re 26 + BW. Recall 6/12.',
    appends: ['Add to notes: pt prefers appointments after 4pm.', 'Change 6/12 to 3/12.'],
    expect: {
      CC: 'Routine hygiene. Pt mentions food trapping under bridge LR',
      'MED HX': 'No change, ramipril, NKDA',
      PERIO: 'BPE 2 2 2 / 2 2 3. 6 mm pocket 47 D',
      DENTAL: [
        ['45', 'Pontic, food debris underneath'],
        ['44', 'Retainer margins intact'],
        ['46', 'Retainer margins intact'],
        ['26', 'PFM crown: dark soft D margin, probe catches, ?recurrent caries'],
        ['16', 'O comp sound'],
      ],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI: Superfloss under 45 pontic + TePe size 1 for 26'],
      'TX PLAN': ['Pt to see dentist re 26 + BW'],
      NOTES: 'Pt prefers appointments after 4pm',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cy11-uk-typed-fdi-hygienist-sentences-chipped-veneer-21-cracked-pfm-46-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for scale and polish. Patient says a corner of her front veneer chipped last week biting a fork, no pain. Medical history: no change, no allergies. BPE 1 1 1 / 1 1 2. OH good. 21 porcelain veneer: mesio-incisal corner chipped, sharp edge. 11 veneer intact. 46 PFM crown: crack line in the porcelain buccally, no mobility, not tender. Supragingival scaling and polish. Smoothed the sharp edge on 21 with a fine disc. Patient asked if the veneer can be repaired; explained the dentist can bond composite or replace it. Next appointment: dentist to assess 21 and 46. Recall 6 months.',
    expect: {
      CC: 'Scale and polish. Patient says a corner of her front veneer chipped last week biting a fork, no pain',
      'MED HX': 'No change, no allergies',
      PERIO: 'BPE 1 1 1 / 1 1 2. OH good',
      DENTAL: [
        ['21', 'Porcelain veneer: MI corner chipped, sharp edge'],
        ['11', 'Veneer intact'],
        ['46', 'PFM crown: crack line in the porcelain buccally, no mobility, not tender'],
      ],
      CONSULT: 'Patient asked if the veneer can be repaired; explained the dentist can bond composite or replace it',
      'TX TODAY': ['Scale and polish'],
      TX: ['Supragingival scaling and polish', 'Smoothed the sharp edge on 21 with a fine disc'],
      NV: ['Dentist to assess 21, 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cy12-uk-typed-fdi-hygienist-supportive-care-after-peri-implantitis-surgery-36-pmpr-duraphat-37',
    style: 'UK',
    asr: false,
    transcript:
      'Supportive therapy 3 months after peri-implantitis surgery 36. No pain, sensitive to cold on 37. MH: no change, non-smoker, NKDA. BPE 2 2 2 / 3 2 2. Implant 36: PPD 4 mm M and D (was 7 mm pre-op), BOP at 1 site, no suppuration. Plaque score 22%. 37 cervical abrasion buccally, sensitive to air. PMPR with ultrasonic and PEEK tip on implant. Glycine air polish around 36. Duraphat varnish 37. OHI: end-tufted brush on 36 buccal. Pt happy with result. RV 3/12 alternating with periodontist.',
    expect: {
      CC: 'Supportive therapy 3 months after peri-implantitis surgery 36. No pain, sensitive to cold on 37',
      'MED HX': 'No change, non-smoker, NKDA',
      PERIO:
        'BPE 2 2 2 / 3 2 2. Implant 36: PPD 4 mm M and D (was 7 mm pre-op), BOP at 1 site, no suppuration. Plaque score 22%',
      DENTAL: [['37', 'Cervical abrasion buccally, sensitive to air']],
      'TX TODAY': ['PMPR', 'Fluoride varnish 37', 'OHI'],
      TX: [
        'PMPR with ultrasonic and PEEK tip on implant',
        'Glycine air polish around 36',
        'Duraphat varnish 37',
        'OHI: end-tufted brush on 36 buccal',
      ],
      NOTES: 'Pt happy with result',
      'F/U': 'RV 3 months alternating with periodontist',
    },
  }),

  // ---------------------------------------------------------------- 3. US prosthodontist (Universal, recogniser-style)
  defineCase({
    id: 'cy13-us-asr-loose-screw-retained-implant-crown-30-new-screw-35-ncm-o-composite-access',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with the implant crown on number thirty loose for two weeks clicking when he chews medical history no changes lisinopril no known drug allergies extraoral within normal limits intraoral soft tissues within normal limits number thirty screw retained implant crown mobile no crack number thirty one mesial occlusal composite intact number twenty nine sound probing around the implant three millimeters no bleeding pa number thirty crown fully seated bone at the platform no radiolucency diagnosis abutment screw loosening number thirty no anesthesia access composite removed with a round bur cotton pellet removed abutment screw was loose crown removed screw threads worn so new abutment screw used crown cleaned and steam sterilized reseated and hand tightened then torqued to thirty five newton centimeters with the torque driver retorqued after ten minutes teflon tape in the access occlusal composite number thirty in the access shade a two occlusion checked light contact in centric heavy in lateral so adjusted told him to let us know right away if it loosens again he asked why it came loose explained his bite is heavy on that side recall six months',
    expect: {
      CC: 'Implant crown on #30 loose for 2 weeks. Clicking when he chews',
      'MED HX': 'No changes. Lisinopril. No known drug allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues within normal limits',
      DENTAL: [
        ['30', 'Screw retained implant crown mobile no crack'],
        ['31', 'MO composite intact'],
        ['29', 'Sound'],
      ],
      PERIO: 'Probing around the implant 3 mm. No bleeding',
      RADIO: 'PA #30 crown fully seated. Bone at the platform. No radiolucency',
      DX: ['Abutment screw loosening #30'],
      CONSULT:
        'Told him to let us know right away if it loosens again. He asked why it came loose. Explained his bite is heavy on that side',
      'TX TODAY': ['O composite #30'],
      TX: [
        'No anesthesia',
        'Access composite removed with a round bur',
        'Cotton pellet removed',
        'Abutment screw was loose',
        'Crown removed',
        'Screw threads worn',
        'New abutment screw used',
        'Crown cleaned and steam sterilized',
        'Reseated and hand tightened',
        'Torqued to 35 Ncm with the torque driver',
        'Retorqued after 10 minutes',
        'Teflon tape in the access',
        'O composite #30 in the access',
        'Shade A2',
        'Occlusion checked',
        'Light contact in centric',
        'Heavy in lateral',
        'Adjusted',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cy14-us-asr-maxillary-hybrid-off-for-hygiene-one-pronoun-loose-screw-15-ncm-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her six month hygiene visit on the upper hybrid um no complaints except a chipped front tooth on the prosthesis medical history no changes osteoporosis on prolia no allergies extraoral within normal limits intraoral upper fixed hybrid on four implants lower natural dentition plaque on the intaglio surface chip on the left central incisor of the prosthesis prosthetic screws removed one on the right anterior multi unit was loose prosthesis off peri implant tissues slightly red around the two posterior implants probing two to four millimeters bleeding on probing at the left distal implant no suppuration panoramic bone levels stable compared to last year prosthesis cleaned in the ultrasonic and polished chip on the left central incisor repaired with composite multi unit abutments checked and torqued to twenty five newton centimeters prosthesis reseated prosthetic screws torqued to fifteen newton centimeters teflon and composite in the access holes occlusion checked even bilateral contacts showed her the water flosser again recall six months",
    appends: ["add to notes she'd like her lower teeth whitened before her daughter's wedding", 'next visit whitening consult'],
    expect: {
      CC: 'Her 6 month hygiene visit on the upper hybrid. No complaints except a chipped front tooth on the prosthesis',
      'MED HX': 'No changes. Osteoporosis on Prolia. No allergies',
      EXTRA: 'Within normal limits',
      INTRA:
        'Upper fixed hybrid on 4 implants. Lower natural dentition. Plaque on the intaglio surface. Chip on the left central incisor of the prosthesis. Peri-implant tissues slightly red around the 2 posterior implants',
      PERIO: 'Probing 2 to 4 mm. Bleeding on probing at the left distal implant. No suppuration',
      RADIO: 'Panoramic bone levels stable compared to last year',
      CONSULT: 'Showed her the water flosser again',
      TX: [
        'Prosthetic screws removed',
        'One on the right anterior multi-unit was loose',
        'Prosthesis off',
        'Prosthesis cleaned in the ultrasonic and polished',
        'Chip on the left central incisor repaired with composite',
        'Multi-unit abutments checked and torqued to 25 Ncm',
        'Prosthesis reseated',
        'Prosthetic screws torqued to 15 Ncm',
        'Teflon and composite in the access holes',
        'Occlusion checked',
        'Even bilateral contacts',
      ],
      NOTES: "She'd like her lower teeth whitened before her daughter's wedding",
      NV: ['Whitening consult'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cy15-us-asr-pfm-crown-8-porcelain-fractured-composite-repair-hf-no-wait-occlusal-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with porcelain broken off her front crown yesterday biting an apple medical history no changes no allergies extraoral within normal limits intraoral within normal limits number eight porcelain fused to metal crown margins intact no mobility porcelain fractured off the incisal edge with metal showing heavy protrusive contact lingually number nine all ceramic crown intact number seven sound pa number eight post and core intact no periapical radiolucency diagnosis porcelain fracture number eight from heavy protrusive contact options composite repair now or a new all ceramic crown she'll do the repair now and the new crown after the holidays no anesthesia roughened the porcelain with a diamond hydrofluoric acid etch four percent no wait nine percent for ninety seconds silane then bond then opaquer over the metal repaired with composite shade a one shaped and polished occlusal adjustment to reduce the protrusive contact on number eight lingual checked with shimstock told her to wear her night guard every night plan new all ceramic crown number eight",
    expect: {
      CC: 'Porcelain broken off her front crown yesterday biting an apple',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      DENTAL: [
        [
          '8',
          'Porcelain fused to metal crown margins intact no mobility porcelain fractured off the incisal edge with metal showing heavy protrusive contact lingually',
          'Porcelain',
        ],
        ['9', 'All ceramic crown intact'],
        ['7', 'Sound'],
      ],
      RADIO: 'PA #8 post and core intact. No periapical radiolucency',
      DX: ['Porcelain fracture #8 from heavy protrusive contact'],
      CONSULT:
        "Options composite repair now or a new all ceramic crown. She'll do the repair now and the new crown after the holidays. Told her to wear her night guard every night",
      TX: [
        'No anesthesia',
        'Roughened the porcelain with a diamond',
        'Hydrofluoric acid etch 9% for 90 seconds',
        'Silane',
        'Bond',
        'Opaquer over the metal',
        'Repaired with composite',
        'Shade A1',
        'Shaped and polished',
        'Occlusal adjustment to reduce the protrusive contact on #8 lingual',
        'Checked with shimstock',
      ],
      'TX PLAN': ['New all ceramic crown #8'],
    },
  }),
  defineCase({
    id: 'cy16-us-asr-debonded-crown-3-recemented-recurrent-caries-2-appends-remove-add-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with the crown off number three since this morning chewing gum he has the crown with him medical history no changes type two diabetes on metformin no allergies extraoral within normal limits intraoral within normal limits number three prep intact no caries cement still on the prep no mobility number two crown recurrent caries at the mesial margin number four sound bitewing number three no caries number two mesial caries under the crown margin into dentin diagnosis debonded crown number three recurrent caries number two discussed recementing number three today and a new crown on number two he agrees no anesthesia old cement removed from the prep and crown with a scaler sandblasted the intaglio tried in seats fully margins closed recemented crown number three with rely x luting plus excess removed floss through occlusion checked high on the mesial lingual cusp so adjusted and polished next visit crown prep number two',
    appends: [
      'remove sandblasted the intaglio',
      'add to treatment post op instructions given',
      'change crown prep number two to crown prep number two with a core buildup',
    ],
    expect: {
      CC: 'Crown off #3 since this morning chewing gum. He has the crown with him',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      DENTAL: [
        ['3', 'Prep intact no caries cement still on the prep no mobility'],
        ['2', 'Crown recurrent caries at the M margin'],
        ['4', 'Sound'],
      ],
      RADIO: 'Bitewing #3 no caries. #2 mesial caries under the crown margin into dentin',
      DX: ['Debonded crown #3', 'Recurrent caries #2'],
      CONSULT: 'Discussed recementing #3 today and a new crown on #2. He agrees',
      'TX TODAY': ['Crown recement #3'],
      TX: [
        'No anesthesia',
        'Old cement removed from the prep and crown with a scaler',
        'Tried in',
        'Seats fully',
        'Margins closed',
        'Recemented crown #3 with RelyX Luting Plus',
        'Excess removed',
        'Floss through',
        'Occlusion checked',
        'High on the ML cusp',
        'Adjusted and polished',
        'Post-op instructions given',
      ],
      NV: ['Crown prep #2 with a core buildup'],
    },
  }),
  defineCase({
    id: 'cy17-us-asr-implant-crown-14-high-open-mesial-contact-d-composite-13-occlusal-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for a check three weeks after the implant crown number fourteen was delivered it feels high and food gets stuck in front of it medical history no changes no allergies um extraoral within normal limits intraoral peri implant tissue number fourteen healthy number fourteen implant crown high in centric and on the working side open mesial contact floss goes through with no resistance numbers thirteen and fifteen sound diagnosis number fourteen open mesial contact and occlusal interference discussed adding a contact on number thirteen with composite rather than remaking the crown he agreed no anesthesia occlusal adjustment of number fourteen with articulating paper until even contacts with the adjacent teeth polished with porcelain polishers isolated number thirteen etched bonded distal composite number thirteen to close the contact shade a three floss now snaps through polished told him to use floss there daily review in three months",
    expect: {
      CC: 'Check 3 weeks after the implant crown #14 was delivered. It feels high. Food gets stuck in front of it',
      'MED HX': 'No changes. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Peri-implant tissue #14 healthy',
      DENTAL: [
        ['14', 'Implant crown high in centric and on the working side open mesial contact floss goes through with no resistance'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      DX: ['#14 open mesial contact and occlusal interference'],
      CONSULT:
        'Discussed adding a contact on #13 with composite rather than remaking the crown. He agreed. Told him to use floss there daily',
      'TX TODAY': ['D composite #13'],
      TX: [
        'No anesthesia',
        'Occlusal adjustment of #14 with articulating paper until even contacts with the adjacent teeth',
        'Polished with porcelain polishers',
        'Isolated #13',
        'Etched',
        'Bonded',
        'D composite #13 to close the contact',
        'Shade A3',
        'Floss now snaps through',
        'Polished',
      ],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'cy18-us-asr-peri-implantitis-19-residual-cement-arestin-irrigation-refer-periodontist',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'new patient referred by her general dentist for the implant on number nineteen bleeding and a bad taste for a few months medical history hypothyroid on levothyroxine smokes half a pack a day allergic to sulfa extraoral within normal limits intraoral peri implant mucosa number nineteen red and swollen buccally number nineteen cement retained implant crown not mobile excess cement felt subgingivally on the distal numbers eighteen and twenty sound probing depths number nineteen implant seven millimeters distal five millimeters mesial bleeding and suppuration on probing distal pa number nineteen crater shaped bone loss distal about four millimeters uh mesial two millimeters diagnosis peri implantitis number nineteen likely from residual cement discussed smoking as a risk and that the crown needs to come off to remove the cement she understands the implant could be lost she agreed verbal consent two carpules articaine four percent one to one hundred thousand epi buccal and lingual infiltration number nineteen excess cement removed from the distal with a titanium curette irrigated with chlorhexidine arestin placed in the distal pocket plan remove crown number nineteen then refer to periodontist for surgical treatment review in four weeks',
    expect: {
      CC: 'New patient referred by her general dentist for the implant on #19. Bleeding and a bad taste for a few months',
      'MED HX': 'Hypothyroid on levothyroxine. Smokes half a pack a day. Allergic to sulfa',
      EXTRA: 'Within normal limits',
      INTRA: 'Peri-implant mucosa #19 red and swollen buccally',
      DENTAL: [
        ['19', 'Cement retained implant crown not mobile excess cement felt subgingivally on the distal'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      PERIO: 'Probing depths #19 implant 7 mm distal 5 mm mesial. Bleeding and suppuration on probing distal',
      RADIO: 'PA #19 crater shaped bone loss distal about 4 mm mesial 2 mm',
      DX: ['Peri-implantitis #19 likely from residual cement'],
      CONSULT:
        'Discussed smoking as a risk and that the crown needs to come off to remove the cement. She understands the implant could be lost. She agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #19',
        'Excess cement removed from the distal with a titanium curette',
        'Irrigated with chlorhexidine',
        'Arestin placed in the distal pocket',
      ],
      'TX PLAN': ['Remove crown #19', 'Refer to periodontist for surgical treatment'],
      'F/U': 'Review in 4 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. US general dentist (Universal, typed)
  defineCase({
    id: 'cy19-us-typed-crown-30-off-d-recurrent-caries-fuji-buildup-temporary-crown',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Crown #30 came off yesterday eating caramel; pt brought crown. Mild sensitivity to cold. Med hx: no changes, HTN (amlodipine), NKDA. #30 prep: D recurrent caries, soft dentin, no exposure; crown intact but margin short distally. #29 and #31 sound. PA #30: distal caries close to pulp, no PARL. Dx: debonded crown #30 with recurrent caries, reversible pulpitis #30. Old crown can't be reused; discussed new crown, pt agrees, est. provided. LA 1 carpule lidocaine 2% 1:100,000 epi, IANB right. Caries removed, Vitrebond, Fuji IX buildup. Temporary crown #30 (Integrity + TempBond). Occlusion checked. POI given. NV: crown prep #30 in 2 weeks.",
    expect: {
      CC: 'Crown #30 came off yesterday eating caramel; pt brought crown. Mild sensitivity to cold',
      'MED HX': 'No changes, HTN (amlodipine), NKDA',
      DENTAL: [
        ['30', 'Prep: D recurrent caries, soft dentin, no exposure; crown intact but margin short distally'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA #30: distal caries close to pulp, no PARL',
      DX: ['Debonded crown #30 with recurrent caries', 'Reversible pulpitis #30'],
      CONSULT: "Old crown can't be reused; discussed new crown, pt agrees, est. provided",
      'TX TODAY': ['Temporary crown #30'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Caries removed',
        'Vitrebond',
        'Fuji IX buildup',
        'Temporary crown #30 (Integrity + TempBond)',
        'Occlusion checked',
        'POI given',
      ],
      NV: ['Crown prep #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cy20-us-typed-post-crown-7-out-vertical-root-fracture-essix-impressions-nv-extraction',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Post crown #7 fell out at dinner, brought it in a bag. No pain. Med hx: no changes, NKDA. EO WNL. #7 root: fracture line running facial to lingual below the gumline, segments mobile. #6 and #8 sound. Isolated 8 mm pocket facial #7. PA #7: J-shaped radiolucency along the root, no apical lesion. Dx: vertical root fracture #7 (hopeless). Options discussed: extraction + implant, bridge #6-#8, partial denture. Pt wants implant; needs a tooth in the meantime for work. Upper + lower alginate impressions for Essix retainer with #7 pontic. NV: extraction #7 + deliver Essix next week, then implant consult.',
    expect: {
      CC: 'Post crown #7 fell out at dinner, brought it in a bag. No pain',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      DENTAL: [
        ['7', 'Root: fracture line running facial to lingual below the gumline, segments mobile', 'Root'],
        ['6', 'Sound'],
        ['8', 'Sound'],
      ],
      PERIO: 'Isolated 8 mm pocket facial #7',
      RADIO: 'PA #7: J-shaped radiolucency along the root, no apical lesion',
      DX: ['Vertical root fracture #7 (hopeless)'],
      CONSULT:
        'Options discussed: extraction + implant, bridge #6-#8, partial denture. Pt wants implant; needs a tooth in the meantime for work',
      'TX TODAY': ['Impressions'],
      TX: ['Upper + lower alginate impressions for Essix retainer with #7 pontic'],
      NV: ['Extraction #7 + deliver Essix next week', 'Implant consult'],
    },
  }),
  defineCase({
    id: 'cy21-us-typed-periodontal-maintenance-implants-19-30-plastic-tips-glycine-nv-mo-composite-18',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal maintenance, 3 months. Pt reports no issues; using water flosser around implants daily. Med hx: no changes, atorvastatin, NKDA. Former smoker. PSR 3 2 3 / 3 2 3. Generalized 3-4 mm, 5 mm #2 DL and #15 DB, BOP 10%. Implants #19 and #30: probing 3 mm, no BOP, no suppuration. Light plaque on #30 implant crown lingual. #19 and #30 implant crowns intact, no mobility. #18 MO composite with open margin. 4 BWX: crestal bone stable around #19 and #30 implants; #18 M recurrent caries, no other caries. Dx: recurrent caries #18. Periodontal maintenance with ultrasonic; implants scaled with plastic-tipped instruments and air polished with glycine. OHI reviewed. NV: MO composite #18. Recall 3 months.',
    expect: {
      CC: 'Periodontal maintenance, 3 months. Pt reports no issues; using water flosser around implants daily',
      'MED HX': 'No changes, atorvastatin, NKDA. Former smoker',
      PERIO:
        'PSR 3 2 3 / 3 2 3. Generalized 3-4 mm, 5 mm #2 DL and #15 DB, BOP 10%. Implants #19 and #30: probing 3 mm, no BOP, no suppuration. Light plaque on #30 implant crown lingual',
      DENTAL: [
        ['19', 'Implant crowns intact, no mobility'],
        ['30', 'Implant crowns intact, no mobility'],
        ['18', 'MO composite with open margin'],
      ],
      RADIO: '4 BWX: crestal bone stable around #19 and #30 implants; #18 M recurrent caries, no other caries',
      DX: ['Recurrent caries #18'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance with ultrasonic',
        'Implants scaled with plastic-tipped instruments and air polished with glycine',
        'OHI reviewed',
      ],
      NV: ['MO composite #18'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cy22-us-typed-sentences-chipped-veneer-9-repaired-with-composite-no-title-occlusal-adjustment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient came in for a chipped veneer on #9. She bit on a pen this morning and a small piece broke off the corner. No sensitivity. Medical history: no changes, no allergies. #9: porcelain veneer with a 2 mm chip at the mesio-incisal corner; margins intact. #8 veneer intact. #10 has a small facial composite that is stained at the margin. Diagnosis: chipped veneer #9. We discussed a composite repair versus a new veneer, and she chose the repair. The chipped area was roughened with a fine diamond. Porcelain etch and silane were applied, followed by bonding agent. The chip was repaired with composite (Estelite Sigma Quick A1) and polished. Occlusal adjustment was done to reduce the protrusive contact on #9. I advised her to stop chewing pens. Recall as scheduled in 4 months.',
    expect: {
      CC: 'Chipped veneer on #9. She bit on a pen this morning and a small piece broke off the corner. No sensitivity',
      'MED HX': 'No changes, no allergies',
      DENTAL: [
        ['9', 'Porcelain veneer with a 2 mm chip at the MI corner; margins intact'],
        ['8', 'Veneer intact'],
        ['10', 'Small F composite that is stained at the margin'],
      ],
      DX: ['Chipped veneer #9'],
      CONSULT:
        'We discussed a composite repair versus a new veneer, and she chose the repair. I advised her to stop chewing pens',
      TX: [
        'Chipped area was roughened with a fine diamond',
        'Porcelain etch and silane were applied',
        'Bonding agent',
        'Chip was repaired with composite (Estelite Sigma Quick A1) and polished',
        'Occlusal adjustment was done to reduce the protrusive contact on #9',
      ],
      'F/U': 'Recall as scheduled in 4 months',
    },
  }),
  defineCase({
    id: 'cy23-us-typed-food-trapping-implant-crown-19-open-contact-mo-composite-18-irrigation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'LE: food trapping between #18 and #19 x 2 months, gums sore there. Med hx: no changes, Eliquis, NKDA. EO: WNL. IO: papilla b/w #18-#19 red, swollen. #19 implant crown firm, D contact open. #18 MO caries, not TTP. #20 sound. Implant #19: PD 5 mm DB, BOP, no suppuration. BWX: #18 M caries into dentin, crestal bone stable #19. Dx: open contact #19/#18, caries #18, peri-implant mucositis #19. LA: 1 carpule articaine 4% 1:100,000 epi, IANB left. Rubber dam. Caries removed. Sectional matrix (Garrison), tight contact. MO composite #18, shade A3. Contact checked w/ floss, snaps through. Occlusion adjusted. #19 implant debrided w/ plastic scaler, irrigated w/ chlorhexidine. OHI: floss + water flosser. Recall 3 months to recheck #19.',
    expect: {
      CC: 'LE: food trapping between #18 and #19 x 2 months, gums sore there',
      'MED HX': 'No changes, Eliquis, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Papilla b/w #18-#19 red, swollen',
      DENTAL: [
        ['19', 'Implant crown firm, D contact open'],
        ['18', 'MO caries, not TTP'],
        ['20', 'Sound'],
      ],
      PERIO: 'Implant #19: PD 5 mm DB, BOP, no suppuration',
      RADIO: 'BWX: #18 M caries into dentin, crestal bone stable #19',
      DX: ['Open contact #19/#18', 'Caries #18', 'Peri-implant mucositis #19'],
      'TX TODAY': ['MO composite #18', 'Irrigation', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Sectional matrix (Garrison)',
        'Tight contact',
        'MO composite #18',
        'Shade A3',
        'Contact checked w/ floss',
        'Snaps through',
        'Occlusion adjusted',
        '#19 implant debrided w/ plastic scaler',
        'Irrigated w/ chlorhexidine',
        'OHI: floss + water flosser',
      ],
      'F/U': 'Recall 3 months to recheck #19',
    },
  }),
  defineCase({
    id: 'cy24-us-typed-cracked-fractured-pfm-14-recurrent-caries-3-bruxism-night-guard-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt c/o sharp edge on upper left crown, noticed last week. Grinds at night per wife. Med hx: no changes, sertraline, NKDA. EO: masseters hypertrophic, no TMJ pain. IO: generalized attrition. #14 PFM crown: porcelain cracked on MB cusp, porcelain fractured off P cusp, metal exposed, margins closed, not TTP. #3 PFM crown: open D margin w/ recurrent caries. #15 MO amalgam sound. BWX: #3 D recurrent caries under crown margin, close to pulp. Dx: porcelain fracture #14, recurrent caries #3, bruxism. Discussed replacing #14 with full-contour zirconia and new crown #3, plus a night guard; pt wants to start w/ night guard + smooth #14 for now. Sharp porcelain edge #14 smoothed and polished. Occlusal adjustment: balancing interference #14 removed. Max + mand alginate impressions for night guard. NV: deliver night guard 2 weeks. Tx plan: crown #3 (buildup prn), zirconia crown #14.',
    expect: {
      CC: 'Sharp edge on upper left crown, noticed last week. Grinds at night per wife',
      'MED HX': 'No changes, sertraline, NKDA',
      EXTRA: 'Masseters hypertrophic, no TMJ pain',
      INTRA: 'Generalized attrition',
      DENTAL: [
        [
          '14',
          'PFM crown: porcelain cracked on MB cusp, porcelain fractured off P cusp, metal exposed, margins closed, not TTP',
          'Porcelain',
        ],
        ['3', 'PFM crown: open D margin w/ recurrent caries'],
        ['15', 'MO amalgam sound'],
      ],
      RADIO: 'BWX: #3 D recurrent caries under crown margin, close to pulp',
      DX: ['Porcelain fracture #14', 'Recurrent caries #3', 'Bruxism'],
      CONSULT:
        'Discussed replacing #14 with full-contour zirconia and new crown #3, plus a night guard; pt wants to start w/ night guard + smooth #14 for now',
      'TX TODAY': ['Impressions'],
      TX: [
        'Sharp porcelain edge #14 smoothed and polished',
        'Occlusal adjustment: balancing interference #14 removed',
        'Max + mand alginate impressions for night guard',
      ],
      'TX PLAN': ['Crown #3 (buildup prn)', 'Zirconia crown #14'],
      NV: ['Deliver night guard 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 5. Australian periodontist (FDI, mixed)
  defineCase({
    id: 'cy25-au-asr-fdi-periodontist-referral-peri-implantitis-36-46-methotrexate-non-surgical',
    style: 'UK',
    asr: true,
    transcript:
      "new patient referred by her dentist for bleeding around her implants three six and four six she reckons the gums have been sore for a few months medical history rheumatoid arthritis on methotrexate weekly and folic acid no allergies quit smoking five years ago extra oral nad intra oral peri implant mucosa three six and four six red and swollen three six and four six implant crowns cement retained not mobile four seven disto occlusal composite sound probing depths three six implant six to eight millimetres and four six implant five to six millimetres bleeding on probing at all sites suppuration from three six mesial bpe on the natural teeth two one two two two two opg bone loss around three six implant about four millimetres and four six implant about three millimetres natural teeth no bone loss diagnosis peri implantitis three six and four six and generalised plaque induced gingivitis explained we start with non surgical cleaning and likely surgery later and that her methotrexate can affect healing she's happy to go ahead verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration three six and four six debridement around three six and four six implants with titanium curettes and the ultrasonic with a peek tip air polishing with glycine irrigated with chlorhexidine oral hygiene instruction interdental brushes size three around the implants review in six weeks",
    expect: {
      CC: 'New patient referred by her dentist for bleeding around her implants 36 and 46. She reckons the gums have been sore for a few months',
      'MED HX':
        'Rheumatoid arthritis on methotrexate weekly and folic acid. No allergies. Quit smoking 5 years ago',
      EXTRA: 'NAD',
      INTRA: 'Peri-implant mucosa 36 and 46 red and swollen',
      DENTAL: [
        ['36', 'Implant crowns cement retained not mobile'],
        ['46', 'Implant crowns cement retained not mobile'],
        ['47', 'DO composite sound'],
      ],
      PERIO:
        'Probing depths 36 implant 6 to 8 mm and 46 implant 5 to 6 mm. Bleeding on probing at all sites. Suppuration from 36 mesial. BPE on the natural teeth 2 1 2 / 2 2 2',
      RADIO: 'OPG bone loss around 36 implant about 4 mm and 46 implant about 3 mm. Natural teeth no bone loss',
      DX: ['Peri-implantitis 36, 46', 'Generalised plaque induced gingivitis'],
      CONSULT:
        "Explained we start with non-surgical cleaning and likely surgery later and that her methotrexate can affect healing. She's happy to go ahead",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36, 46',
        'Debridement around 36, 46 implants with titanium curettes and the ultrasonic with a PEEK tip',
        'Air polishing with glycine',
        'Irrigated with chlorhexidine',
        'Oral hygiene instruction interdental brushes size 3 around the implants',
      ],
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'cy26-au-typed-fdi-periodontist-spt-peri-implant-mucositis-21-peek-erythritol-pa-stable',
    style: 'UK',
    asr: false,
    transcript:
      'SPT 3 monthly. No concerns. MH: no change, T2DM (HbA1c 6.9%), NKDA. Non-smoker. PPD ≤4 mm except 17 DP 5 mm, BOP 9%, PI 20%. Implant 21: PPD 4 mm P, BOP +, no supp., mucosa slightly oedematous. 21 implant crown (screw-retained), access composite intact. 11 M comp sound. PA 21: bone at first thread, stable vs 2023. Dx: peri-implant mucositis 21. Periodontal maintenance: supra + subgingival debridement (EMS ultrasonic), implant 21 w/ PEEK tip + erythritol air polish. OHI: TePe size 1 palatal 21. RV 3/12.',
    expect: {
      CC: 'SPT 3 monthly. No concerns',
      'MED HX': 'No change, T2DM (HbA1c 6.9%), NKDA. Non-smoker',
      PERIO:
        'PPD ≤4 mm except 17 DP 5 mm, BOP 9%, PI 20%. Implant 21: PPD 4 mm P, BOP +, no supp., mucosa slightly oedematous',
      DENTAL: [
        ['21', 'Implant crown (screw-retained), access composite intact'],
        ['11', 'M comp sound'],
      ],
      RADIO: 'PA 21: bone at first thread, stable vs 2023',
      DX: ['Peri-implant mucositis 21'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance: supra + subgingival debridement (EMS ultrasonic)',
        'Implant 21 w/ PEEK tip + erythritol air polish',
        'OHI: TePe size 1 palatal 21',
      ],
      'F/U': 'RV 3 months',
    },
  }),
  defineCase({
    id: 'cy27-au-asr-fdi-periodontist-implant-bridge-44-46-off-refitted-35-ncm-appends-add-change',
    style: 'UK',
    asr: true,
    transcript:
      "here for her three monthly maintenance she's had a bit of bleeding under the implant bridge lower right medical history no change on candesartan no allergies extra oral nad intra oral soft tissues healthy apart from the implant bridge region implant bridge lower right screw retained on implants four four and four six four five pontic ridge lap design probing four four implant four millimetres and four six implant five millimetres distal bleeding on probing at both no suppuration bpe two two two two two two pa four four and four six bone levels stable since the bridge was fitted diagnosis peri implant mucositis four four and four six no la removed the screw access composites and ptfe unscrewed the bridge calculus on the fitting surface of the pontic bridge cleaned in the ultrasonic bath debridement around four four and four six implants with a peek tip then air polishing with erythritol sorry with glycine refitted the bridge screws tightened to thirty five newton centimetres new ptfe and composite in the access holes occlusion checked oral hygiene instruction superfloss under the pontic review three months",
    appends: [
      'add to treatment chlorhexidine gel applied around four four and four six implants',
      'change three months to two months',
    ],
    expect: {
      CC: "Her 3 monthly maintenance. She's had a bit of bleeding under the implant bridge lower right",
      'MED HX': 'No change. On candesartan. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Soft tissues healthy apart from the implant bridge region. Implant bridge lower right screw retained on implants 44 and 46',
      DENTAL: [['45', 'Pontic ridge lap design']],
      PERIO:
        'Probing 44 implant 4 mm and 46 implant 5 mm distal. Bleeding on probing at both. No suppuration. BPE 2 2 2 / 2 2 2',
      RADIO: 'PA 44 and 46 bone levels stable since the bridge was fitted',
      DX: ['Peri-implant mucositis 44, 46'],
      'TX TODAY': ['OHI'],
      TX: [
        'No LA',
        'Removed the screw access composites and PTFE',
        'Unscrewed the bridge',
        'Calculus on the fitting surface of the pontic',
        'Bridge cleaned in the ultrasonic bath',
        'Debridement around 44, 46 implants with a PEEK tip',
        'Air polishing with glycine',
        'Refitted the bridge',
        'Screws tightened to 35 Ncm',
        'New PTFE and composite in the access holes',
        'Occlusion checked',
        'Oral hygiene instruction Superfloss under the pontic',
        'Chlorhexidine gel applied around 44, 46 implants',
      ],
      'F/U': 'Review 2 months',
    },
  }),
  defineCase({
    id: 'cy28-au-typed-fdi-periodontist-2-week-review-peri-implantitis-surgery-24-sutures-occlusal-adjustment',
    style: 'UK',
    asr: false,
    transcript:
      'Post-op 2/52 after peri-implantitis surgery 24 (access flap, implantoplasty buccal, Bio-Oss + Bio-Gide mesial defect). Mild ache first 3 days, Panadeine taken, now comfortable. MH: no change, NKDA, non-smoker. EO: NAD. IO: flap healing well, no dehiscence, 4 sutures in situ. 24 implant crown firm, heavy contact in lateral excursion. 25 sound. Sutures removed. Area cleaned gently w/ chlorhexidine swab. Occlusal adjustment 24: lateral excursion contact removed, checked w/ shimstock. Advised soft brush, continue CHX rinse 1 more week, no interdental brushes at 24 for 4 weeks. Pt asked when she can floss: told her 4 weeks. NV: 3/12 review with PA + probing.',
    expect: {
      CC: 'Post-op 2 weeks after peri-implantitis surgery 24 (access flap, implantoplasty buccal, Bio-Oss + Bio-Gide mesial defect). Mild ache first 3 days, Panadeine taken, now comfortable',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Flap healing well, no dehiscence, 4 sutures in situ',
      DENTAL: [
        ['24', 'Implant crown firm, heavy contact in lateral excursion'],
        ['25', 'Sound'],
      ],
      CONSULT:
        'Advised soft brush, continue CHX rinse 1 more week, no interdental brushes at 24 for 4 weeks. Pt asked when she can floss: told her 4 weeks',
      TX: [
        'Sutures removed',
        'Area cleaned gently w/ chlorhexidine swab',
        'Occlusal adjustment 24: lateral excursion contact removed',
        'Checked w/ shimstock',
      ],
      NV: ['3 months review with PA + probing'],
    },
  }),
  defineCase({
    id: 'cy29-au-asr-fdi-periodontist-failing-bridge-abutment-25-hopeless-rsd-sorry-section-bridge',
    style: 'UK',
    asr: true,
    transcript:
      "second visit for root surface debridement upper left her bridge on the upper left has been moving a bit when she chews medical history no change on sertraline allergic to amoxicillin extra oral nad intra oral nad two five bridge abutment mobile grade two with pus from the palatal pocket two three bridge abutment firm two four pontic two six mesial occlusal distal amalgam sound probing depths eight millimetres palatal and mesial on two five four millimetres on two three five millimetres mesial on two six pa two five bone loss to the apex on the mesial and palatal two three bone level good diagnosis failing bridge abutment two five with a hopeless prognosis explained two five can't be kept so the bridge will need sectioning and then an implant or a new bridge she'd like an implant at two four sorry at two five la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left rsd upper left with ultrasonic and gracey curettes irrigated the pockets with chlorhexidine oral hygiene instruction interdental brushes plan section the bridge distal to two four then extraction two five then implant two five after three months healing next visit section the bridge then extraction two five",
    expect: {
      CC: 'Second visit for root surface debridement upper left. Her bridge on the upper left has been moving a bit when she chews',
      'MED HX': 'No change. On sertraline. Allergic to amoxicillin',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['25', 'Bridge abutment mobile grade 2 with pus from the palatal pocket'],
        ['23', 'Bridge abutment firm'],
        ['24', 'Pontic'],
        ['26', 'MOD amalgam sound'],
      ],
      PERIO: 'Probing depths 8 mm palatal and mesial on 25. 4 mm on 23. 5 mm mesial on 26',
      RADIO: 'PA 25 bone loss to the apex on the mesial and palatal. 23 bone level good',
      DX: ['Failing bridge abutment 25 with a hopeless prognosis'],
      CONSULT:
        "Explained 25 can't be kept so the bridge will need sectioning and then an implant or a new bridge. She'd like an implant at 25",
      'TX TODAY': ['RSD', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'RSD upper left with ultrasonic and Gracey curettes',
        'Irrigated the pockets with chlorhexidine',
        'Oral hygiene instruction interdental brushes',
      ],
      'TX PLAN': ['Section the bridge distal to 24', 'Extraction 25', 'Implant 25 after 3 months healing'],
      NV: ['Section the bridge', 'Extraction 25'],
    },
  }),
  defineCase({
    id: 'cy30-au-typed-fdi-periodontist-lower-full-arch-off-peri-implantitis-35-mua-25-ncm-surgery-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Maintenance, lower full-arch implant bridge (4 implants, placed 2019). C/o bad taste LL. MH: no change, hypothyroidism (thyroxine), NKDA. Ex-smoker. EO: NAD. IO: upper CD well-fitting. Prosthesis removed (4 x prosthetic screws). Peri-implant mucosa red around 35 implant. PPD: 32, 42, 45 implants 3-4 mm, no BOP; 35 implant 7 mm DB w/ BOP + suppuration. OPG: 3 mm bone loss 35 implant DB vs 2022 baseline, others stable. Dx: peri-implantitis 35 implant. Prosthesis cleaned (ultrasonic bath). MUAs checked: 35 MUA loose, retightened to 25 Ncm. Debridement 35 w/ Ti curettes + glycine air polish. 1% CHX gel into 35 pocket. Prosthesis refitted, new screws 15 Ncm, PTFE + composite in access holes. OHI: water flosser + end-tuft brush LL. Discussed surgical treatment 35 (access flap + implantoplasty), pt keen, written estimate given. Plan: surgery 35 in 4-6 weeks. RV 2/52 to check healing.',
    expect: {
      CC: 'Maintenance, lower full-arch implant bridge (4 implants, placed 2019). Bad taste LL',
      'MED HX': 'No change, hypothyroidism (thyroxine), NKDA. Ex-smoker',
      EXTRA: 'NAD',
      INTRA: 'Upper CD well-fitting. Peri-implant mucosa red around 35 implant',
      PERIO: 'PPD: 32, 42, 45 implants 3-4 mm, no BOP; 35 implant 7 mm DB w/ BOP + suppuration',
      RADIO: 'OPG: 3 mm bone loss 35 implant DB vs 2022 baseline, others stable',
      DX: ['Peri-implantitis 35 implant'],
      CONSULT: 'Discussed surgical treatment 35 (access flap + implantoplasty), pt keen, written estimate given',
      'TX TODAY': ['OHI'],
      TX: [
        'Prosthesis removed (4 x prosthetic screws)',
        'Prosthesis cleaned (ultrasonic bath)',
        'MUAs checked: 35 MUA loose',
        'Retightened to 25 Ncm',
        'Debridement 35 w/ Ti curettes + glycine air polish',
        '1% CHX gel into 35 pocket',
        'Prosthesis refitted',
        'New screws 15 Ncm',
        'PTFE + composite in access holes',
        'OHI: water flosser + end-tuft brush LL',
      ],
      'TX PLAN': ['Surgery 35 in 4-6 weeks'],
      'F/U': 'RV 2 weeks to check healing',
    },
  }),
];
