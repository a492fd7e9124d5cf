// A sixty-seventh development batch (ids bq01–bq30), written blind from the labelling contract by a helper that had not
// seen the engine or any held-out split, on 27 November 2026; every case was labelled from the contract (with the
// case format, the dental reference and more56 / more58 as format examples) before anything was run. It is treatment
// told as a story while or just after doing it, the way clinicians talk into a recogniser: what was done, what was
// found, what went wrong and how it was handled, with "so", "then", "after that", "once that was done", asides about
// the patient, a nurse aside, a remark to the patient, fillers and "sorry" corrections; most cases open with a short
// history and examination and close with the discussion, plan, next visit and follow-up. Five clinicians, six visits
// each:
//   bq01–bq06 a UK general dentist (FDI; bq04 typed, the rest recogniser-style):
//     bq01 an MOD composite 46 replacing an amalgam, the 8A clamp popping off (swapped to a 14A), decay under the old
//          filling, a torn Tofflemire band, high on the D marginal ridge;
//     bq02 an emergency extraction of 26, crown crumbling, roots sectioned, the palatal root snapping and teased out;
//     bq03 the obturation of 36, a master cone 2 mm short in the distal canal recapitulated, "sorry" length correction;
//     bq04 a crown prep 16 on a cracked tooth (typed story), gums bleeding, the temp crown tearing and remade;
//     bq05 an extraction of 21 with an immediate denture fitted, the denture rocking first, bleeding with aspirin;
//     bq06 a dry socket 38 irrigated and packed with Alvogyl (no title: the CC says the extraction was done before);
//   bq07–bq12 a UK dentist saying Palmer words (Palmer; bq10 typed, the rest recogniser-style):
//     bq07 DO composite UL5 and MO composite UL6, caries deeper than the bitewing, an open contact redone;
//     bq08 a surgical extraction LR8 with a hooked mesial root, a nurse aside, the patient lightheaded afterwards;
//     bq09 an emergency extirpation UR6 in a pregnant patient, gagging on the dam frame, MB2 not found;
//     bq10 a crown fit LL6 (typed story): temp sectioned off, crown not seating on a tight distal contact (title from CC);
//     bq11 an upper denture eased over a sore tuberosity and an impression of the lower partial for a new clasp;
//     bq12 a child's pulpotomy and preformed metal crown LRE, bleeding not stopping with the first pellet;
//   bq13–bq18 a US general dentist (Universal; bq16 typed, the rest recogniser-style):
//     bq13 a fractured lingual cusp #19 built up as an MODL composite, AutoMatrix not sealing, a remark to the patient;
//     bq14 a single-visit RCT #8 with a calcified canal found under the microscope (title from the CC);
//     bq15 a bridge fit #3 to #5 with a binding retainer, a blanching pontic and a late buccal infiltration;
//     bq16 an extraction #29 (typed story) with a Septocaine top-up, a root fracturing and the apex retrieved;
//     bq17 a crown recement #30 with a D glass ionomer under it that first stopped the crown seating;
//     bq18 a cast partial denture fitted, a binding clasp relieved and a tight clasp loosened;
//   bq19–bq24 a US pediatric dentist (Universal with primary letters; bq22 typed, the rest recogniser-style):
//     bq19 a pulpotomy and SSC #K under nitrous, the clamp slipping, "formocresol sorry ferric sulfate";
//     bq20 an extraction #S for an abscess, a nurse aside, a root tip left over the premolar bud, space maintainer next;
//     bq21 sealants #3, #14, #19, #30 with one contaminated by saliva and resealed, fluoride varnish;
//     bq22 Hall crowns #L and #S (typed story), the first size rocking on #S;
//     bq23 a prophy, an O composite #J done on the day at mom's request with no LA, fluoride varnish;
//     bq24 an avulsed #9 replanted and splinted #7 to #10, a touch proud on the first PA;
//   bq25–bq30 a UK hygienist-therapist (FDI; bq28 typed, the rest recogniser-style):
//     bq25 a scale and polish with the ultrasonic too sensitive on the lower front (hand scalers), bleeding on apixaban;
//     bq26 a second RSD visit with a lingual top-up and the 37 pocket irrigated with chlorhexidine;
//     bq27 a child's O GIC 75 and fissure sealant 36 with gagging on the saliva ejector;
//     bq28 B composites 33, 34 (typed story) with a cord bleed and Duraphat on 35;
//     bq29 a child's Hall crown (PMC) on 74, the first size too tight, cement squeezing out;
//     bq30 a periodontal maintenance visit with Oraqix, an implant and air polishing making her cough.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in bq19–bq24); 25 recogniser-style (lower case, number
// words, no punctuation at all, no apostrophes) and 5 typed stories (bq04, bq10, bq16, bq22, bq28). DENTAL in 29 cases (not bq30).
//
// Judgement calls where the contract was silent (or read literally):
// - "after that", "once that was done", "once it was all out" are not in the contract's closed list of clause openers
//   (okay, ok, so, right, alright, and, also, then, now, well), so they stay at the start of their item ("After that
//   etched", "Once that was done took the dam off"); "so" and "then" go. An item starts where the story starts a new
//   step; a finding and the step it led to are cut at "so" (as more52 / more56), a purpose clause is not cut.
// - "I" and "we" as the subject of a step stay ("I redid it with a bigger ring", "We switched to a 14A which held
//   fine"); the contract drops a subject only before CC header words.
// - Complications and how they were handled are TX items ("8A clamp kept popping off", "Tofflemire band tore on the
//   mesial", "It was very sensitive when I touched the bone"); remarks about the patient (cooperation, settling,
//   crying, prizes, feeling better, being lightheaded and sat up with water) are NOTES; advice, questions and decisions
//   are CONSULT; a remark spoken to the patient and a nurse aside are dropped (as more56 / more58).
// - LA said in a story ("I numbed him up with two cartridges of lidocaine … as an id block on the right") is written
//   in the LA format, the story words going; a later top-up with its own quantity is its own LA line.
// - "on" before a treated tooth goes in list items (rule 6, "crown on 46"), so dictations say "with the upper left
//   seven clamped" rather than "clamp on"; "letter" before a primary tooth goes like "number" (as more58).
// - Titles: "did the scale and polish" → "Scale and polish"; "fitted the denture over the socket" → "Denture fit";
//   "partial denture seated fully" → "Denture fit"; "eased the upper denture" → "Denture adjustment", "relieved" at a
//   fit is not; "took an alginate impression" → "Impression" (singular as said); "went for a surgical extraction of
//   LR8" → "Surgical extraction LR8"; "pulp extirpated UR6" → "Extirpation UR6"; "preformed metal crown" / "stainless
//   steel crown" / "Hall crown" → "SSC"; "splinted seven eight nine and ten" → "Splint #7, #8, #9, #10"; "irrigated
//   the 37 pocket" → "Irrigation 37" (a pocket is neither a canal nor a socket), while an irrigated socket (bq06,
//   bq08) and canal (bq09, bq14) are not; replanting, Oraqix, separators, tell-show-do, brushing instruction and an
//   amalgam core are no titles. bq14's canal is "filled" (no table word), so its title comes from the CC ("RCT #8");
//   bq10's crown fit comes from its CC. "placed a small distal glass ionomer on thirty" → "D GIC #30".
// - A text field keeps one sentence for reported speech joined by "and" ("Told mom it cannot be saved and we will take
//   it out today and hold the space"); elsewhere a new clause starts a new sentence.
// - An implant and its tissue are INTRA, staining of a region is INTRA, recession and pockets are PERIO and a tooth's
//   mobility is a chart entry (as more53 / more58); a PA taken during treatment with only a purpose stays in TX, one
//   with its own report after treatment is RADIO.
import { defineCase, type NotesCase } from '../case.ts';

export const more67Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI)
  defineCase({
    id: 'bq01-uk-asr-fdi-mod-composite-46-clamp-swapped-band-torn',
    style: 'UK',
    asr: true,
    transcript:
      'right he came in for the filling on four six he broke a bit off the old amalgam last week on a bread roll no pain medical history no changes still on amlodipine no allergies four six large mesial occlusal distal amalgam with the lingual wall chipped and a dark shadow under the distal marginal ridge four seven occlusal composite fine four five sound explained we would replace it with a white filling and if the cusps were too thin he might need a crown down the line he was happy with that so I numbed him up with two cartridges of lidocaine two percent with one in eighty thousand adrenaline as an id block on the right and then a buccal infiltration with one cartridge of articaine got the dam on the eight a clamp kept popping off so we switched to a fourteen a which held fine took the old filling out there was decay under it on the distal quite soft and deep so took it down carefully with a round bur no exposure put a thin layer of vitrebond over the deepest bit then a sectional matrix with a ring and wedge on the distal and a tofflemire on the mesial um the tofflemire band tore on the mesial so I put a new one in after that etched bonded with scotchbond universal then built up the mesial occlusal distal composite four six in increments shade a three once that was done took the dam off checked the bite he was high on the distal marginal ridge so adjusted and polished post op instructions given he said it was the best filling he has had review at his check up in six months',
    expect: {
      CC: 'Filling on 46. He broke a bit off the old amalgam last week on a bread roll. No pain',
      'MED HX': 'No changes. Still on amlodipine. No allergies',
      DENTAL: [
        ['46', 'Large MOD amalgam with the L wall chipped and a dark shadow under the D marginal ridge'],
        ['47', 'O composite fine'],
        ['45', 'Sound'],
      ],
      CONSULT:
        'Explained we would replace it with a white filling and if the cusps were too thin he might need a crown down the line. He was happy with that',
      'TX TODAY': ['MOD composite 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine, buccal infiltration',
        'Got the dam on',
        '8A clamp kept popping off',
        'We switched to a 14A which held fine',
        'Took the old filling out',
        'There was decay under it on the distal quite soft and deep',
        'Took it down carefully with a round bur',
        'No exposure',
        'Put a thin layer of Vitrebond over the deepest bit',
        'Sectional matrix with a ring and wedge on the distal and a Tofflemire on the mesial',
        'Tofflemire band tore on the mesial',
        'I put a new one in',
        'After that etched',
        'Bonded with Scotchbond Universal',
        'Built up the MOD composite 46 in increments',
        'Shade A3',
        'Once that was done took the dam off',
        'Checked the bite',
        'He was high on the D marginal ridge',
        'Adjusted and polished',
        'Post-op instructions given',
      ],
      NOTES: 'He said it was the best filling he has had',
      'F/U': 'Review at his check up in 6 months',
    },
  }),
  defineCase({
    id: 'bq02-uk-asr-fdi-emergency-extraction-26-sectioned-palatal-root-snapped',
    style: 'UK',
    asr: true,
    transcript:
      'emergency she has had pain upper left for a week the tooth has broken down to nothing she just wants it out medical history asthma uses a brown and a blue inhaler allergic to penicillin extra oral no swelling intra oral soft tissues healthy two six grossly carious crown mostly gone tender to percussion grade one mobile two five and two seven sound pa two six periapical radiolucency on the mesiobuccal root roots quite divergent diagnosis unrestorable two six with apical periodontitis discussed saving it with a root canal and crown but it is not realistic with what is left she wants it out told her about the risk of a root fracturing and the sinus consent form signed gave her one cartridge of articaine four percent with one in a hundred thousand adrenaline as a buccal infiltration on two six and a palatal infiltration then waited a few minutes um luxated it then tried the upper molar forceps but the crown crumbled as expected so sectioned it with a fissure bur then extracted two six root by root the buccal roots came out fine but the palatal root snapped about three millimetres from the apex so I took a pa to see where it was then teased it out with a fine luxator took a while but it came out whole checked the socket no communication with the sinus on the nose blow test bite pack and surgicel in the socket for haemostasis then a single vicryl suture post op instructions given verbal and written told her no strenuous exercise today review if any problems she was really relieved',
    expect: {
      CC: 'Emergency. She has had pain upper left for a week. Tooth has broken down to nothing. She just wants it out',
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to penicillin',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['26', 'Grossly carious crown mostly gone tender to percussion grade 1 mobile'],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA 26 periapical radiolucency on the MB root. Roots quite divergent',
      DX: ['Unrestorable 26 with apical periodontitis'],
      CONSULT:
        'Discussed saving it with a root canal and crown but it is not realistic with what is left. She wants it out. Told her about the risk of a root fracturing and the sinus. Told her no strenuous exercise today',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Waited a few minutes',
        'Luxated it',
        'Tried the upper molar forceps but the crown crumbled as expected',
        'Sectioned it with a fissure bur',
        'Extracted 26 root by root',
        'B roots came out fine but the P root snapped about 3 mm from the apex',
        'I took a PA to see where it was',
        'Teased it out with a fine luxator',
        'Took a while but it came out whole',
        'Checked the socket',
        'No communication with the sinus on the nose blow test',
        'Bite pack and Surgicel in the socket for haemostasis',
        'Single Vicryl suture',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'She was really relieved',
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'bq03-uk-asr-fdi-obturation-36-short-cone-recapitulated',
    style: 'UK',
    asr: true,
    transcript:
      'she came in for the second stage of the root canal on three six it has been settled since the dressing went in no pain at all medical history no changes takes sertraline no allergies three six cavit intact not tender to percussion no sinus three seven mesial occlusal amalgam sound one cartridge of articaine four percent one in a hundred thousand adrenaline buccal infiltration three six rubber dam on a seven clamp removed the cavit then washed out the calcium hydroxide with hypochlorite and the ultrasonic the canals were all clean and dry so carried on working lengths were still good on the apex locator mesiobuccal and mesiolingual canals twenty one millimetres distal canal twenty two sorry twenty two point five millimetres finished the shaping to a size thirty then tried the master cones with a pa the cone in the distal canal was about two millimetres short so I recapitulated the distal canal with a size twenty five file and some edta tried a new cone and it was at length on the second pa after that final rinse with hypochlorite and edta dried with paper points obturated three six with warm vertical gutta percha and ah plus once that was done vitrebond over the orifices then an amalgam core post op pa all three canals filled to length good seal explained that the tooth needs a crown in the next few months she wants to think about gold or white next visit crown prep three six review sooner if it flares up',
    expect: {
      CC: 'Second stage of the root canal on 36. It has been settled since the dressing went in. No pain at all',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      DENTAL: [
        ['36', 'Cavit intact not tender to percussion no sinus'],
        ['37', 'MO amalgam sound'],
      ],
      RADIO: 'Post-op PA all 3 canals filled to length. Good seal',
      CONSULT:
        'Explained that the tooth needs a crown in the next few months. She wants to think about gold or white',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam on a 7 clamp',
        'Removed the Cavit',
        'Washed out the calcium hydroxide with hypochlorite and the ultrasonic',
        'Canals were all clean and dry',
        'Carried on',
        'Working lengths were still good on the apex locator',
        'MB and ML canals 21 mm',
        'D canal 22.5 mm',
        'Finished the shaping to a size 30',
        'Tried the master cones with a PA',
        'Cone in the D canal was about 2 mm short',
        'I recapitulated the D canal with a size 25 file and some EDTA',
        'Tried a new cone and it was at length on the second PA',
        'After that final rinse with hypochlorite and EDTA',
        'Dried with paper points',
        'Obturated 36 with warm vertical gutta percha and AH Plus',
        'Once that was done Vitrebond over the orifices',
        'Amalgam core',
      ],
      NV: ['Crown prep 36'],
      'F/U': 'Review sooner if it flares up',
    },
  }),
  defineCase({
    id: 'bq04-uk-typed-fdi-crown-prep-16-cracked-temp-torn-remade',
    style: 'UK',
    asr: false,
    transcript:
      'Pt attended for crown prep 16 as planned, cracked tooth diagnosed last month, bite pain settled since the band was put on. MH: no change, type 2 diabetes (metformin), NKDA. 16 MOD amalgam, ortho band in place, crack line visible on the D marginal ridge, not TTP. 15 sound. 17 O composite. Went over gold vs e.max again, pt went for e.max for looks. Verbal consent. Numbed her up with 1 x 2.2 ml articaine 4% 1:100,000 adrenaline buccal + palatal infiltration 16. Band off, then removed the amalgam. The crack ran along the floor but stopped short of the pulp, so carried on. Core built up with Luxacore. Crown prep 16, 1.5 mm occlusal reduction, chamfer all round. Packed 00 cord. Gums bled a bit at the palatal, so Astringedent for a minute. Upper and lower impressions in Aquasil. Bite reg. Shade A3 with a photo for the lab. Made the temp crown in Protemp from the putty but it tore at the mesial margin on removal, so remade it. Second one fine, cemented with TempBond. Checked the bite, POIG. Pt asked if the crown will stop the crack spreading, explained it protects the tooth but there are no guarantees. NV crown fit 16 in 2 weeks.',
    expect: {
      CC: 'Crown prep 16 as planned, cracked tooth diagnosed last month, bite pain settled since the band was put on',
      'MED HX': 'No change, type 2 diabetes (metformin), NKDA',
      DENTAL: [
        ['16', 'MOD amalgam, ortho band in place, crack line visible on the D marginal ridge, not TTP'],
        ['15', 'Sound'],
        ['17', 'O composite'],
      ],
      CONSULT:
        'Went over gold vs e.max again, pt went for e.max for looks. Pt asked if the crown will stop the crack spreading, explained it protects the tooth but there are no guarantees',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Band off',
        'Removed the amalgam',
        'Crack ran along the floor but stopped short of the pulp',
        'Carried on',
        'Core built up with Luxacore',
        'Crown prep 16',
        '1.5 mm occlusal reduction',
        'Chamfer all round',
        'Packed 00 cord',
        'Gums bled a bit at the palatal',
        'Astringedent for a minute',
        'Upper and lower impressions in Aquasil',
        'Bite reg',
        'Shade A3 with a photo for the lab',
        'Made the temp crown in Protemp from the putty but it tore at the M margin on removal',
        'Remade it',
        'Second one fine',
        'Cemented with TempBond',
        'Checked the bite',
        'POIG',
      ],
      NV: ['Crown fit 16 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bq05-uk-asr-fdi-extraction-21-immediate-denture-fit-aspirin-bleed',
    style: 'UK',
    asr: true,
    transcript:
      'she is here for the extraction of two one and her immediate denture the tooth has been loose for months from gum disease medical history no changes takes atorvastatin and aspirin seventy five no allergies two one grade three mobile and drifted forward one one and two two grade one mobile bpe four four three three three four pocket of ten millimetres palatal two one we talked again about a bridge or implant later once it has healed she is happy to start with the denture consent form signed tried the denture in first it went in fine but rocked a bit over the two one so marked the high spot and relieved it then one cartridge of lidocaine two percent with one in eighty thousand adrenaline labial and palatal infiltration two one extracted two one with forceps no problems root complete granulation tissue curetted out of the socket it bled quite a bit what with the aspirin so packed it with surgicel then got her to bite on gauze for ten minutes after that it had settled fitted the denture over the socket looked good with the smile line bite fine told her to keep it in for twenty four hours and not take it out to look salt water rinses from tomorrow she had been dreading having a gap at work so she is delighted review tomorrow to take the denture out and check',
    expect: {
      CC: 'Extraction of 21 and her immediate denture. Tooth has been loose for months from gum disease',
      'MED HX': 'No changes. Takes atorvastatin and aspirin 75. No allergies',
      DENTAL: [
        ['21', 'Grade 3 mobile and drifted forward'],
        ['11', 'Grade 1 mobile'],
        ['22', 'Grade 1 mobile'],
      ],
      PERIO: 'BPE 4 4 3 / 3 3 4. Pocket of 10 mm palatal 21',
      CONSULT:
        'We talked again about a bridge or implant later once it has healed. She is happy to start with the denture. Told her to keep it in for 24 hours and not take it out to look. Salt water rinses from tomorrow',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 21', 'Denture fit'],
      TX: [
        'Tried the denture in first',
        'It went in fine but rocked a bit over 21',
        'Marked the high spot and relieved it',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration 21',
        'Extracted 21 with forceps',
        'No problems',
        'Root complete',
        'Granulation tissue curetted out of the socket',
        'It bled quite a bit what with the aspirin',
        'Packed it with Surgicel',
        'Got her to bite on gauze for 10 minutes',
        'After that it had settled',
        'Fitted the denture over the socket',
        'Looked good with the smile line',
        'Bite fine',
      ],
      NOTES: 'She had been dreading having a gap at work so she is delighted',
      'F/U': 'Review tomorrow to take the denture out and check',
    },
  }),
  defineCase({
    id: 'bq06-uk-asr-fdi-dry-socket-38-irrigated-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      'he came in with throbbing pain and a bad taste since the extraction of three eight four days ago medical history no changes smokes about ten a day no allergies extra oral no swelling no lymphadenopathy intra oral three eight socket empty no clot bone exposed on the lingual wall very tender food packed in three seven sound not tender diagnosis dry socket three eight explained it is a dry socket and not an infection and that smoking makes it more likely no la needed irrigated the socket with warm saline then gently cleaned out the food with a probe it was very sensitive when I touched the bone so I went more slowly then packed it with alvogyl he said that felt better straight away gave him a monoject syringe told him to rinse with warm salt water after meals and to take paracetamol and ibuprofen together and to try not to smoke for a few more days he was fine with the plan review in three days if still sore',
    expect: {
      CC: 'Throbbing pain and a bad taste since the extraction of 38 4 days ago',
      'MED HX': 'No changes. Smokes about 10 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: '38 socket empty. No clot. Bone exposed on the lingual wall. Very tender. Food packed in',
      DENTAL: [['37', 'Sound not tender']],
      DX: ['Dry socket 38'],
      CONSULT:
        'Explained it is a dry socket and not an infection and that smoking makes it more likely. Told him to rinse with warm salt water after meals and to take paracetamol and ibuprofen together and to try not to smoke for a few more days. He was fine with the plan',
      TX: [
        'No LA needed',
        'Irrigated the socket with warm saline',
        'Gently cleaned out the food with a probe',
        'It was very sensitive when I touched the bone',
        'I went more slowly',
        'Packed it with Alvogyl',
        'Gave him a Monoject syringe',
      ],
      NOTES: 'He said that felt better straight away',
      'F/U': 'Review in 3 days if still sore',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'bq07-uk-asr-palmer-do-composite-ul5-mo-composite-ul6-open-contact-redone',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'she came in for her two fillings upper left she gets food stuck between the teeth there medical history no changes on levothyroxine allergic to latex upper left five disto occlusal caries upper left six mesial occlusal caries upper left four sound she wanted white fillings which we had agreed at the exam two cartridges of articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltrations upper left five and six latex free dam with the upper left seven clamped opened up the upper left five first the caries went deeper than the bitewing showed nearly to the pulp so I put some biodentine over the deepest bit then did the upper left six the caries there was smaller and came out easily sectional matrices on both with the rings and wedges stacked etched bonded with clearfil se disto occlusal composite upper left five and mesial occlusal composite upper left six shade a two after that flossed the contact it was open so I cut it back and redid it with a tighter ring once the floss was snapping through properly took the dam off checked the bite polished she asked if she can drink tea this afternoon told her yes as soon as the numbness goes recall six months',
    expect: {
      CC: 'Her 2 fillings upper left. She gets food stuck between the teeth there',
      'MED HX': 'No changes. On levothyroxine. Allergic to latex',
      DENTAL: [
        ['UL5', 'DO caries'],
        ['UL6', 'MO caries'],
        ['UL4', 'Sound'],
      ],
      CONSULT:
        'She wanted white fillings which we had agreed at the exam. She asked if she can drink tea this afternoon. Told her yes as soon as the numbness goes',
      'TX TODAY': ['DO composite UL5', 'MO composite UL6'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL5, UL6',
        'Latex free dam with UL7 clamped',
        'Opened up UL5 first',
        'Caries went deeper than the bitewing showed nearly to the pulp',
        'I put some Biodentine over the deepest bit',
        'Did UL6',
        'Caries there was smaller and came out easily',
        'Sectional matrices on both with the rings and wedges stacked',
        'Etched',
        'Bonded with Clearfil SE',
        'DO composite UL5',
        'MO composite UL6',
        'Shade A2',
        'After that flossed the contact',
        'It was open',
        'I cut it back and redid it with a tighter ring',
        'Once the floss was snapping through properly took the dam off',
        'Checked the bite',
        'Polished',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bq08-uk-asr-palmer-surgical-extraction-lr8-hooked-root-lightheaded',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'he is here for removal of the lower right eight it has been flaring up every couple of months with pericoronitis he has had enough medical history no changes fit and well no medications no allergies extra oral no swelling mouth opening fine intra oral lower right eight partially erupted mesioangular operculum slightly red but no pus lower right seven sound opg from last visit mesioangular lower right eight roots close to the canal but not crossing it diagnosis recurrent pericoronitis lower right eight went through the risks again especially numbness of the lip and tongue and that it might need bone removing consent form signed two cartridges of lidocaine two percent one in eighty thousand adrenaline id block right and one cartridge of articaine buccal infiltration lower right eight waited a bit could I have the coupland please thanks tried elevating it with a coupland but it was locked under the lower right seven so went for a surgical extraction of the lower right eight raised a buccal flap with a distal relieving incision took some bone off buccally with a round bur under saline sectioned the crown at the furcation then delivered it in two pieces the mesial root had a hook on it so I had to take a bit more bone before it would come out once it was all out smoothed the bone irrigated the socket with saline closed with two vicryl sutures haemostasis good post op instructions verbal and written rx ibuprofen four hundred milligrams three times a day for three days he was a bit lightheaded getting up so we sat him for ten minutes with some water he was fine after that review in one week for suture removal',
    expect: {
      CC: 'Removal of LR8. It has been flaring up every couple of months with pericoronitis. He has had enough',
      'MED HX': 'No changes. Fit and well. No medications. No allergies',
      EXTRA: 'No swelling. Mouth opening fine',
      DENTAL: [
        ['LR8', 'Partially erupted mesioangular operculum slightly red but no pus'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'OPG from last visit mesioangular LR8. Roots close to the canal but not crossing it',
      DX: ['Recurrent pericoronitis LR8'],
      CONSULT:
        'Went through the risks again especially numbness of the lip and tongue and that it might need bone removing',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Surgical extraction LR8'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine, buccal infiltration LR8',
        'Waited a bit',
        'Tried elevating it with a Coupland but it was locked under LR7',
        'Went for a surgical extraction of LR8',
        'Raised a buccal flap with a distal relieving incision',
        'Took some bone off buccally with a round bur under saline',
        'Sectioned the crown at the furcation',
        'Delivered it in 2 pieces',
        'M root had a hook on it',
        'I had to take a bit more bone before it would come out',
        'Once it was all out smoothed the bone',
        'Irrigated the socket with saline',
        'Closed with 2 Vicryl sutures',
        'Haemostasis good',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 400 mg 3 times a day for 3 days',
      ],
      NOTES: 'He was a bit lightheaded getting up so we sat him for 10 minutes with some water. He was fine after that',
      'F/U': 'Review in 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'bq09-uk-asr-palmer-emergency-extirpation-ur6-pregnant-gagging-frame',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency she has been up all night with throbbing toothache upper right worse with hot drinks medical history no changes pregnant twenty weeks no medications no allergies extra oral nad intra oral nad upper right six large disto occlusal composite with a dark shadow underneath lingering pain to heat tender to percussion upper right five and upper right seven sound no radiograph because she is pregnant diagnosis irreversible pulpitis upper right six explained the options root canal or extraction and that we would just get her out of pain today she wants to keep it verbal consent one cartridge of articaine four percent one in a hundred thousand adrenaline buccal infiltration upper right six and a palatal infiltration rubber dam went on fine but she was gagging a bit with the frame so swapped to a softer frame and that helped took the old composite off there was caries right down to the pulp bleeding on entry so definitely vital accessed the chamber found three canals um could not find the second mesiobuccal one but did not spend too long on it pulp extirpated upper right six irrigated with sodium hypochlorite dried with paper points then ledermix on a cotton pellet and cavit on top relieved the bite told her to take paracetamol if needed no ibuprofen because of the pregnancy she felt a lot better already next visit continue root canal upper right six in two weeks',
    expect: {
      CC: 'Emergency. She has been up all night with throbbing toothache upper right worse with hot drinks',
      'MED HX': 'No changes. Pregnant 20 weeks. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['UR6', 'Large DO composite with a dark shadow underneath lingering pain to heat tender to percussion'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      RADIO: 'No radiograph because she is pregnant',
      DX: ['Irreversible pulpitis UR6'],
      CONSULT:
        'Explained the options root canal or extraction and that we would just get her out of pain today. She wants to keep it. Told her to take paracetamol if needed. No ibuprofen because of the pregnancy',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation UR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UR6 + palatal infiltration',
        'Rubber dam went on fine but she was gagging a bit with the frame',
        'Swapped to a softer frame and that helped',
        'Took the old composite off',
        'There was caries right down to the pulp',
        'Bleeding on entry',
        'Definitely vital',
        'Accessed the chamber',
        'Found 3 canals',
        'Could not find the second MB one but did not spend too long on it',
        'Pulp extirpated UR6',
        'Irrigated with sodium hypochlorite',
        'Dried with paper points',
        'Ledermix on a cotton pellet and Cavit on top',
        'Relieved the bite',
      ],
      NOTES: 'She felt a lot better already',
      NV: ['Continue RCT UR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bq10-uk-typed-palmer-crown-fit-ll6-temp-sectioned-tight-contact',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Crown fit LL6. Temp has been fine, bit of sensitivity to cold the first few days, now settled. MH: no change, NKDA. LL6 temp crown intact. LL5, LL7 sound. No LA needed. Temp was really stuck on, had to section it off with a bur in the end, no damage to the prep. Cleaned the TempBond off with a scaler and pumice. Tried the crown in, wouldn't go down, distal contact too tight. Eased the distal contact with a rubber wheel, went down with a click after that. Margins checked with a probe, all closed. High on the lingual cusps in ICP, adjusted and polished with the ceramic kit. Pt happy with the colour. Cemented w/ RelyX Unicem, excess off at gel stage, flossed. POIG. Pt asked about having the gold crown on UR7 changed to white, told him we could but there is no need clinically. Recall 6/12.",
    expect: {
      CC: 'Crown fit LL6. Temp has been fine, bit of sensitivity to cold the first few days, now settled',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LL6', 'Temp crown intact'],
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      CONSULT:
        'Pt asked about having the gold crown on UR7 changed to white, told him we could but there is no need clinically',
      'TX TODAY': ['Crown fit LL6'],
      TX: [
        'No LA needed',
        'Temp was really stuck on',
        'Had to section it off with a bur in the end',
        'No damage to the prep',
        'Cleaned the TempBond off with a scaler and pumice',
        'Tried the crown in',
        "Wouldn't go down",
        'Distal contact too tight',
        'Eased the distal contact with a rubber wheel',
        'Went down with a click after that',
        'Margins checked with a probe',
        'All closed',
        'High on the L cusps in ICP',
        'Adjusted and polished with the ceramic kit',
        'Cemented w/ RelyX Unicem',
        'Excess off at gel stage',
        'Flossed',
        'POIG',
      ],
      NOTES: 'Pt happy with the colour',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bq11-uk-asr-palmer-upper-denture-eased-lower-clasp-impression',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'she came in with her upper denture rubbing at the back on the left also the lower partial clasp has snapped on the lower left five medical history no changes osteoarthritis takes naproxen no allergies intra oral red sore patch on the upper left tuberosity under the flange no ulcer lower left five and lower right five sound lower left four missing upper edentulous denture hygiene not great lots of plaque on the fitting surface explained the upper can be eased today but the lower needs to go to the lab for a new wrought clasp she was happy to be without it for a couple of days used pressure relief cream on the upper and it showed up heavy on the left tuberosity eased the upper denture there with an acrylic bur checked again and it was clear smoothed and polished cut off the broken clasp tag with a bur to stop it scratching her then took an alginate impression of the lower with the partial denture in place for the lab showed her how to clean the dentures with a brush and soap and to leave them out at night next visit lower partial back from the lab with the new clasp in three days review the upper if still sore',
    expect: {
      CC: 'Her upper denture rubbing at the back on the left. Lower partial clasp has snapped on LL5',
      'MED HX': 'No changes. Osteoarthritis. Takes naproxen. No allergies',
      INTRA:
        'Red sore patch on the upper left tuberosity under the flange. No ulcer. Upper edentulous. Denture hygiene not great. Lots of plaque on the fitting surface',
      DENTAL: [
        ['LL5', 'Sound'],
        ['LR5', 'Sound'],
        ['LL4', 'Missing'],
      ],
      CONSULT:
        'Explained the upper can be eased today but the lower needs to go to the lab for a new wrought clasp. She was happy to be without it for a couple of days. Showed her how to clean the dentures with a brush and soap and to leave them out at night',
      'TX TODAY': ['Denture adjustment', 'Impression'],
      TX: [
        'Used pressure relief cream on the upper and it showed up heavy on the left tuberosity',
        'Eased the upper denture there with an acrylic bur',
        'Checked again and it was clear',
        'Smoothed and polished',
        'Cut off the broken clasp tag with a bur to stop it scratching her',
        'Took an alginate impression of the lower with the partial denture in place for the lab',
      ],
      NV: ['Lower partial back from the lab with the new clasp in 3 days'],
      'F/U': 'Review the upper if still sore',
    },
  }),
  defineCase({
    id: 'bq12-uk-asr-palmer-child-pulpotomy-pmc-lre-bleeding-second-pellet',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'seven year old here with mum she has had toothache on and off lower right for a couple of weeks especially with sweets medical history fit and well no allergies extra oral nad intra oral no swelling no sinus lower right e large disto occlusal cavity soft caries not mobile lower right d occlusal caries small lower right six erupted fissures stained bitewing lower right e caries close to the pulp no furcation involvement diagnosis reversible pulpitis lower right e explained to mum a pulpotomy and a metal crown or taking it out she wants to try and keep it verbal consent from mum topical first then one cartridge of lidocaine two percent one in eighty thousand adrenaline id block right dam on with the lower right e clamped caries removed exposure of the distal pulp horn as expected took the roof off the chamber then amputated the coronal pulp bleeding did not stop with the first damp cotton pellet so held another one on for two minutes and after that it stopped so went ahead and finished the pulpotomy lower right e ferric sulphate for fifteen seconds then i r m and gic on top preformed metal crown lower right e size four trimmed a little crimped and cemented with gic occlusion a touch high which settles in kids she was brilliant told mum it may feel tight for a couple of days and to avoid chewy sweets next visit occlusal gic lower right d recall three months',
    expect: {
      CC: 'She has had toothache on and off lower right for a couple of weeks especially with sweets',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'No swelling. No sinus',
      DENTAL: [
        ['LRE', 'Large DO cavity soft caries not mobile'],
        ['LRD', 'O caries small'],
        ['LR6', 'Erupted fissures stained'],
      ],
      RADIO: 'Bitewing LRE caries close to the pulp. No furcation involvement',
      DX: ['Reversible pulpitis LRE'],
      CONSULT:
        'Explained to mum a pulpotomy and a metal crown or taking it out. She wants to try and keep it. Told mum it may feel tight for a couple of days and to avoid chewy sweets',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Pulpotomy LRE', 'SSC LRE'],
      TX: [
        'Topical first',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Dam on with LRE clamped',
        'Caries removed',
        'Exposure of the distal pulp horn as expected',
        'Took the roof off the chamber',
        'Amputated the coronal pulp',
        'Bleeding did not stop with the first damp cotton pellet',
        'Held another one on for 2 minutes and after that it stopped',
        'Went ahead and finished the pulpotomy LRE',
        'Ferric sulphate for 15 seconds',
        'IRM and GIC on top',
        'Preformed metal crown LRE size 4',
        'Trimmed a little',
        'Crimped and cemented with GIC',
        'Occlusion a touch high which settles in kids',
      ],
      NOTES: '7 year old here with mum. She was brilliant',
      NV: ['O GIC LRD'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal)
  defineCase({
    id: 'bq13-us-asr-universal-fractured-l-cusp-19-modl-composite-matrix-swap',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'she came in with a broken tooth lower left she bit on a popcorn kernel last night sharp edge cutting her tongue no pain medical history no changes takes lisinopril allergic to sulfa number nineteen fractured lingual cusp old mesial occlusal distal amalgam still there margin of the fracture just below the gum lingually not tender cold normal numbers eighteen and twenty sound pa of nineteen no periapical pathology diagnosis fractured tooth number nineteen talked about a crown being the best long term but she is leaving for a trip on monday so we agreed on a bonded build up for now and a crown later she understood the risk it could break again two carpules of lidocaine two percent with one to one hundred thousand epi left ianb waited a few minutes she was numb took the old amalgam out there was some recurrent decay under the distal so cleaned that out the fracture line went just subgingival on the lingual so I packed a cord with hemodent to control the bleeding and push the tissue back isolite in put on an automatrix band but it would not seal on the lingual so switched to a tofflemire with a wedge and that sealed fine etched bonded then uh built up the mesial occlusal distal lingual composite nineteen in layers you are doing really well shade a three then checked the bite it was high on the lingual cusp so adjusted it then polished she said her tongue already felt better post op instructions given next visit crown prep nineteen after her trip',
    expect: {
      CC: 'Broken tooth lower left. She bit on a popcorn kernel last night. Sharp edge cutting her tongue. No pain',
      'MED HX': 'No changes. Takes lisinopril. Allergic to sulfa',
      DENTAL: [
        [
          '19',
          'Fractured L cusp old MOD amalgam still there margin of the fracture just below the gum lingually not tender cold normal',
          'L cusp',
        ],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA of #19 no periapical pathology',
      DX: ['Fractured tooth #19'],
      CONSULT:
        'Talked about a crown being the best long term but she is leaving for a trip on Monday. We agreed on a bonded build up for now and a crown later. She understood the risk it could break again',
      'TX TODAY': ['MODL composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Waited a few minutes',
        'She was numb',
        'Took the old amalgam out',
        'There was some recurrent decay under the distal',
        'Cleaned that out',
        'Fracture line went just subgingival on the lingual',
        'I packed a cord with Hemodent to control the bleeding and push the tissue back',
        'Isolite in',
        'Put on an AutoMatrix band but it would not seal on the lingual',
        'Switched to a Tofflemire with a wedge and that sealed fine',
        'Etched',
        'Bonded',
        'Built up the MODL composite #19 in layers',
        'Shade A3',
        'Checked the bite',
        'It was high on the L cusp',
        'Adjusted it',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES: 'She said her tongue already felt better',
      NV: ['Crown prep #19 after her trip'],
    },
  }),
  defineCase({
    id: 'bq14-us-asr-universal-rct-8-calcified-canal-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the root canal on number eight he hit it playing hockey years ago it has gone dark he had a pimple on the gum last month medical history no changes no meds allergic to penicillin sinus tract healed labial to eight number eight gray discoloration no response to cold or ept not tender numbers seven and nine responded normally to cold pa of eight canal looks narrowed in the coronal third small periapical radiolucency diagnosis pulp necrosis with chronic apical abscess number eight talked about the root canal and internal bleaching later for the color he wants to go ahead signed consent one carpule of articaine four percent one to one hundred thousand epi labial and palatal infiltration number eight isolated eight alone with the rubber dam access from the palatal the canal was calcified up top so I used the microscope and an ultrasonic tip to follow the dentin color and found it about four millimeters down negotiated with size eight and ten files working length twenty two point five millimeters to the incisal edge confirmed with the apex locator and a pa shaped to a size forty with a four percent taper irrigated with sodium hypochlorite and edta dried it with paper points then filled the canal with warm vertical gutta percha and sealer cleaned the chamber out below the gum line for the bleaching later sealed with a cotton pellet and cavit post op pa canal filled to length good density he asked how long until the color improves told him we start the bleaching in a few weeks review in two weeks to start the internal bleaching',
    expect: {
      CC: 'Root canal on #8. He hit it playing hockey years ago. It has gone dark. He had a pimple on the gum last month',
      'MED HX': 'No changes. No meds. Allergic to penicillin',
      INTRA: 'Sinus tract healed labial to #8',
      DENTAL: [
        ['8', 'Gray discoloration no response to cold or EPT not tender'],
        ['7', 'Responded normally to cold'],
        ['9', 'Responded normally to cold'],
      ],
      RADIO:
        'PA of #8 canal looks narrowed in the coronal third. Small periapical radiolucency. Post-op PA canal filled to length. Good density',
      DX: ['Pulp necrosis with chronic apical abscess #8'],
      CONSULT:
        'Talked about the root canal and internal bleaching later for the color. He wants to go ahead. He asked how long until the color improves. Told him we start the bleaching in a few weeks',
      CONSENT: 'Signed consent',
      'TX TODAY': ['RCT #8'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8',
        'Isolated #8 alone with the rubber dam',
        'Access from the palatal',
        'Canal was calcified up top',
        'I used the microscope and an ultrasonic tip to follow the dentin color and found it about 4 mm down',
        'Negotiated with size 8 and 10 files',
        'Working length 22.5 mm to the incisal edge confirmed with the apex locator and a PA',
        'Shaped to a size 40 with a 4% taper',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried it with paper points',
        'Filled the canal with warm vertical gutta percha and sealer',
        'Cleaned the chamber out below the gum line for the bleaching later',
        'Sealed with a cotton pellet and Cavit',
      ],
      'F/U': 'Review in 2 weeks to start the internal bleaching',
    },
  }),
  defineCase({
    id: 'bq15-us-asr-universal-bridge-fit-3-5-binding-retainer-pontic-blanching',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for the bridge seat three to five the temp bridge broke in half last week she superglued it back together medical history no changes type two diabetes on metformin no allergies numbers three and five temp bridge glued together gums a bit puffy around the abutments no anesthetic to start tapped the temp off it came off in two pieces cleaned the preps with pumice tried in the bridge number three was not seating fully fit checker showed binding on the mesial wall inside the number three retainer adjusted it with a diamond and it dropped into place margins closed on the bitewing after that checked the pontic against the ridge with floss it was blanching the tissue a little so took a bit off the pontic underside and polished it shade was a good match she loved it contacts fine occlusion light in centric number five had a high spot in lateral so adjusted it number five was a bit sensitive to air so one carpule of lidocaine two percent with one to one hundred thousand epi buccal infiltration five then cemented the bridge three to five with rely x unicem cleaned off the excess flossed showed her how to use the superfloss under the pontic next visit cleaning in three months because of the diabetes',
    expect: {
      CC: 'Bridge seat #3 to #5. Temp bridge broke in half last week. She superglued it back together',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      DENTAL: [
        ['3', 'Temp bridge glued together'],
        ['5', 'Temp bridge glued together'],
      ],
      PERIO: 'Gums a bit puffy around the abutments',
      CONSULT: 'Showed her how to use the Superfloss under the pontic',
      'TX TODAY': ['Bridge fit #3 to #5'],
      TX: [
        'No anesthetic to start',
        'Tapped the temp off',
        'It came off in 2 pieces',
        'Cleaned the preps with pumice',
        'Tried in the bridge',
        '#3 was not seating fully',
        'Fit Checker showed binding on the M wall inside the #3 retainer',
        'Adjusted it with a diamond and it dropped into place',
        'Margins closed on the bitewing',
        'After that checked the pontic against the ridge with floss',
        'It was blanching the tissue a little',
        'Took a bit off the pontic underside and polished it',
        'Shade was a good match',
        'Contacts fine',
        'Occlusion light in centric',
        '#5 had a high spot in lateral',
        'Adjusted it',
        '#5 was a bit sensitive to air',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #5',
        'Cemented the bridge #3 to #5 with RelyX Unicem',
        'Cleaned off the excess',
        'Flossed',
      ],
      NOTES: 'She loved it',
      NV: ['Cleaning in 3 months because of the diabetes'],
    },
  }),
  defineCase({
    id: 'bq16-us-typed-universal-extraction-29-septocaine-top-up-root-tip',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents with broken tooth LR, #29 broke off at the gumline 2 wks ago, no pain, wants it out. Med hx: HTN, lisinopril + HCTZ, NKDA. BP 148/92, retook after 5 min 142/88. Very nervous, had a bad experience as a kid. EO: WNL. #29 root tip at gingival level, decay into root, no mobility, no swelling. #28 and #30 sound. PA #29: root intact to apex, slight PDL widening. Dx: non-restorable #29. Discussed extraction vs RCT + post + crown, pt chose extraction; also discussed implant or bridge later. Signed consent. Nitrous 30%. 2 carps 2% lido 1:100k epi right IANB. Still feeling it after 10 min, so 1 carp 4% Septocaine buccal infiltration #29, then numb. Extraction #29: luxated w/ periotomes + 301 elevator. Root fractured at mid-root on forceps delivery. Apical third retrieved w/ root tip pick after small buccal trough w/ surgical handpiece. PA: root complete, socket clear. Socket curetted and irrigated w/ saline. Gelfoam placed. 4-0 chromic gut suture x1. Hemostasis achieved. POI verbal + written. Rx ibuprofen 600 mg q6h prn pain. Pt relieved, said it was much easier than he expected. NV implant consult in 3 months. Call if any problems.",
    expect: {
      CC: 'Broken tooth LR, #29 broke off at the gumline 2 wks ago, no pain, wants it out',
      'MED HX': 'HTN, lisinopril + HCTZ, NKDA. BP 148/92, retook after 5 min 142/88',
      EXTRA: 'WNL',
      DENTAL: [
        ['29', 'Root tip at gingival level, decay into root, no mobility, no swelling'],
        ['28', 'Sound'],
        ['30', 'Sound'],
      ],
      RADIO: 'PA #29: root intact to apex, slight PDL widening. PA: root complete, socket clear',
      DX: ['Non-restorable #29'],
      CONSULT:
        'Discussed extraction vs RCT + post + crown, pt chose extraction; also discussed implant or bridge later',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #29'],
      TX: [
        'Nitrous 30%',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Still feeling it after 10 min',
        'LA: 1 carpule Septocaine 4%, buccal infiltration #29',
        'Numb',
        'Extraction #29: luxated w/ periotomes + 301 elevator',
        'Root fractured at mid-root on forceps delivery',
        'Apical third retrieved w/ root tip pick after small buccal trough w/ surgical handpiece',
        'Socket curetted and irrigated w/ saline',
        'Gelfoam placed',
        '4-0 chromic gut suture x1',
        'Hemostasis achieved',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h prn pain',
      ],
      NOTES: 'Very nervous, had a bad experience as a kid. Pt relieved, said it was much easier than he expected',
      NV: ['Implant consult in 3 months'],
      'F/U': 'Call if any problems',
    },
  }),
  defineCase({
    id: 'bq17-us-asr-universal-crown-recement-30-d-gic-wont-seat',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'he came in with a crown that came off lower right last night eating a bagel he has got it in a bag no pain just feels weird medical history no changes takes metoprolol no allergies number thirty prep intact some old cement left on it small soft spot of decay at the distal margin not tender numbers twenty nine and thirty one sound bitewing of thirty decay just at the distal margin not near the pulp diagnosis lost crown with recurrent decay number thirty explained we can clean it up and put it back on but if it keeps coming off he will need a new crown he wants it back on today one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration thirty cleaned the old cement off the crown and the prep with a scaler removed the decay at the distal margin it was shallow cotton rolls and a dry angle placed a small distal glass ionomer on thirty let it set uh tried the crown back on it would not go down at the distal so trimmed the glass ionomer back until it seated fully then recemented the crown on thirty with fuji plus bite checked cleaned off the cement flossed told him no sticky bagels for a day review the crown in six months at his recall',
    expect: {
      CC: 'Crown that came off lower right last night eating a bagel. He has got it in a bag. No pain. Just feels weird',
      'MED HX': 'No changes. Takes metoprolol. No allergies',
      DENTAL: [
        ['30', 'Prep intact some old cement left on it small soft spot of decay at the D margin not tender'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'Bitewing of #30 decay just at the distal margin. Not near the pulp',
      DX: ['Lost crown with recurrent decay #30'],
      CONSULT:
        'Explained we can clean it up and put it back on but if it keeps coming off he will need a new crown. He wants it back on today. Told him no sticky bagels for a day',
      'TX TODAY': ['D GIC #30', 'Crown recement #30'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #30',
        'Cleaned the old cement off the crown and the prep with a scaler',
        'Removed the decay at the D margin',
        'It was shallow',
        'Cotton rolls and a dry angle',
        'Placed a small D glass ionomer #30',
        'Let it set',
        'Tried the crown back on',
        'It would not go down at the distal',
        'Trimmed the glass ionomer back until it seated fully',
        'Recemented the crown #30 with Fuji Plus',
        'Bite checked',
        'Cleaned off the cement',
        'Flossed',
      ],
      'F/U': 'Review the crown in 6 months at his recall',
    },
  }),
  defineCase({
    id: 'bq18-us-asr-universal-partial-denture-fit-clasp-binding-loosened',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for delivery of her new upper partial denture replacing numbers seven and ten medical history no changes on alendronate for osteoporosis no allergies numbers six and eleven rest seats sound numbers eight and nine sound gums healthy tried the partial in it would not go all the way up on the left side so I checked it with disclosing wax the eleven clasp was binding on the mesial relieved it a touch with a stone then the partial denture seated fully retention was good but a little too tight on the right so loosened the six clasp with pliers pressure indicating paste showed one spot on the palate pushing on the rugae relieved that checked the bite with articulating paper the acrylic teeth were hitting first in protrusive so adjusted them until the natural teeth shared the load polished everything up showed her how to take it in and out she got the hang of it after a few goes she cried a little because she has not smiled properly in two years told her to leave it out at night soak it and brush it with a denture brush not toothpaste follow up in one week for adjustments',
    expect: {
      CC: 'Delivery of her new upper partial denture replacing #7 and #10',
      'MED HX': 'No changes. On alendronate for osteoporosis. No allergies',
      DENTAL: [
        ['6', 'Rest seats sound'],
        ['11', 'Rest seats sound'],
        ['8', 'Sound'],
        ['9', 'Sound'],
      ],
      PERIO: 'Gums healthy',
      CONSULT:
        'Showed her how to take it in and out. Told her to leave it out at night soak it and brush it with a denture brush not toothpaste',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Tried the partial in',
        'It would not go all the way up on the left side',
        'I checked it with disclosing wax',
        '#11 clasp was binding on the mesial',
        'Relieved it a touch with a stone',
        'Partial denture seated fully',
        'Retention was good but a little too tight on the right',
        'Loosened #6 clasp with pliers',
        'Pressure indicating paste showed 1 spot on the palate pushing on the rugae',
        'Relieved that',
        'Checked the bite with articulating paper',
        'Acrylic teeth were hitting first in protrusive',
        'Adjusted them until the natural teeth shared the load',
        'Polished everything up',
      ],
      NOTES:
        'She got the hang of it after a few goes. She cried a little because she has not smiled properly in 2 years',
      'F/U': 'Follow up in 1 week for adjustments',
    },
  }),

  // ---------------------------------------------------------------- 4. US pediatric dentist (Universal, letters)
  defineCase({
    id: 'bq19-us-asr-universal-child-pulpotomy-ssc-k-nitrous-clamp-slipped',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old with dad here for the tooth on the lower left letter k we found at her checkup she has had a little pain eating candy medical history healthy no meds allergic to amoxicillin letter k large occlusal caries into the mesial marginal ridge no swelling not mobile letter l small distal caries letter j sound bitewing from last visit letter k decay very close to the pulp letter l decay in enamel diagnosis deep caries letter k talked to dad about a pulpotomy and a steel crown on letter k and watching letter l he agreed signed consent laughing gas at forty percent she settled in after a couple of minutes topical then one carpule lidocaine two percent one to one hundred thousand epi left ianb she cried a bit with the shot but calmed down rubber dam with letter k clamped the clamp slipped off once so switched to a smaller clamp and it held removed the decay it went into the pulp as expected unroofed the pulp chamber and removed the coronal pulp bleeding stopped after two minutes with a cotton pellet so pulpotomy letter k done formocresol sorry ferric sulfate fifteen seconds then zoe base stainless steel crown on letter k size five trimmed and crimped cemented with glass ionomer checked the bite cleaned off the cement she picked a prize and was all smiles told dad soft foods today and watch that she does not chew her lip or cheek while it is numb recall in six months',
    expect: {
      CC: 'Tooth on the lower left #K we found at her checkup. She has had a little pain eating candy',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      DENTAL: [
        ['K', 'Large O caries into the M marginal ridge no swelling not mobile'],
        ['L', 'Small D caries'],
        ['J', 'Sound'],
      ],
      RADIO: 'Bitewing from last visit #K decay very close to the pulp. #L decay in enamel',
      DX: ['Deep caries #K'],
      CONSULT:
        'Talked to dad about a pulpotomy and a steel crown on #K and watching #L. He agreed. Told dad soft foods today and watch that she does not chew her lip or cheek while it is numb',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'Laughing gas at 40%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam with #K clamped',
        'Clamp slipped off once',
        'Switched to a smaller clamp and it held',
        'Removed the decay',
        'It went into the pulp as expected',
        'Unroofed the pulp chamber and removed the coronal pulp',
        'Bleeding stopped after 2 minutes with a cotton pellet',
        'Pulpotomy #K done',
        'Ferric sulfate 15 seconds',
        'ZOE base',
        'Stainless steel crown #K size 5',
        'Trimmed and crimped',
        'Cemented with glass ionomer',
        'Checked the bite',
        'Cleaned off the cement',
      ],
      NOTES:
        '6 year old with dad. She settled in after a couple of minutes. She cried a bit with the shot but calmed down. She picked a prize and was all smiles',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'bq20-us-asr-universal-child-extraction-s-root-tip-left-space-maintainer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with mom swelling on the gum lower right since the weekend no fever eating fine on the other side medical history asthma uses albuterol as needed no allergies extraoral no facial swelling no lymph nodes palpable intraoral gumboil buccal to letter s letter s large distal occlusal caries mobile grade two tender letter t sound number thirty fully erupted sound pa of letter s furcation radiolucency permanent premolar bud underneath looks fine diagnosis abscessed primary molar letter s told mom it cannot be saved and we will take it out today and hold the space she agreed signed consent topical then one carpule lidocaine two percent with one to one hundred thousand epi right ianb and buccal infiltration letter s he said he could still feel it on the cheek side when I pushed so waited another five minutes then he was numb can I get the small forceps please thanks extracted letter s with the forceps the roots were half resorbed a tiny tip of the mesial root broke off left it because it sits right over the premolar bud and should resorb on its own told mom about the root tip bit on gauze bleeding stopped he got a toothbrush and a sticker told mom soft foods ibuprofen if sore and no straws for a day next visit space maintainer for the letter s space in two weeks',
    expect: {
      CC: 'Swelling on the gum lower right since the weekend. No fever. Eating fine on the other side',
      'MED HX': 'Asthma. Uses albuterol as needed. No allergies',
      EXTRA: 'No facial swelling. No lymph nodes palpable',
      INTRA: 'Gumboil buccal to #S',
      DENTAL: [
        ['S', 'Large DO caries mobile grade 2 tender'],
        ['T', 'Sound'],
        ['30', 'Fully erupted sound'],
      ],
      RADIO: 'PA of #S furcation radiolucency. Permanent premolar bud underneath looks fine',
      DX: ['Abscessed primary molar #S'],
      CONSULT:
        'Told mom it cannot be saved and we will take it out today and hold the space. She agreed. Told mom about the root tip. Told mom soft foods ibuprofen if sore and no straws for a day',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #S'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #S',
        'He said he could still feel it on the cheek side when I pushed',
        'Waited another 5 minutes',
        'He was numb',
        'Extracted #S with the forceps',
        'Roots were half resorbed',
        'Tiny tip of the M root broke off',
        'Left it because it sits right over the premolar bud and should resorb on its own',
        'Bit on gauze',
        'Bleeding stopped',
      ],
      NOTES: '7 year old with mom. He got a toothbrush and a sticker',
      NV: ['Space maintainer for #S space in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bq21-us-asr-universal-child-sealants-3-14-19-30-saliva-resealed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old with grandpa here for sealants on her six year molars no problems healthy no meds no allergies soft tissues fine numbers three fourteen nineteen and thirty fully erupted deep grooves no decay letters a and j small occlusal fillings intact letter k sound isolated with the isolite cleaned the grooves with pumice rinsed etched the four molars rinsed and dried fissure sealants on three fourteen nineteen and thirty cured each one nineteen got saliva on it before curing because she moved her tongue so I redid that one etched it again and resealed checked them all with the explorer bite was fine no adjustment needed fluoride varnish she did great and held really still apart from the tongue grandpa asked how long they last told him several years and we check them every visit recall six months',
    expect: {
      CC: 'Sealants on her 6 year molars. No problems',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['3', 'Fully erupted deep grooves no decay'],
        ['14', 'Fully erupted deep grooves no decay'],
        ['19', 'Fully erupted deep grooves no decay'],
        ['30', 'Fully erupted deep grooves no decay'],
        ['A', 'Small O fillings intact'],
        ['J', 'Small O fillings intact'],
        ['K', 'Sound'],
      ],
      CONSULT: 'Grandpa asked how long they last. Told him several years and we check them every visit',
      'TX TODAY': ['Fissure sealants #3, #14, #19, #30', 'Fluoride varnish'],
      TX: [
        'Isolated with the Isolite',
        'Cleaned the grooves with pumice',
        'Rinsed',
        'Etched the 4 molars',
        'Rinsed and dried',
        'Fissure sealants #3, #14, #19, #30',
        'Cured each one',
        '#19 got saliva on it before curing because she moved her tongue',
        'I redid that one',
        'Etched it again and resealed',
        'Checked them all with the explorer',
        'Bite was fine',
        'No adjustment needed',
        'Fluoride varnish',
      ],
      NOTES: '7 year old with grandpa. She did great and held really still apart from the tongue',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bq22-us-typed-universal-child-hall-crowns-l-s-size-up',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ mom. Here for Hall crowns #L and #S. Separators placed 1 wk ago, mom says he complained they felt tight for a day. Med hx: healthy, NKDA. #L and #S O caries into dentin, no symptoms, no swelling, not mobile. Separators still in, contacts open. #K and #T sound. BWX last visit: caries #L, #S well clear of pulp. Reviewed Hall technique with mom again, no drilling or shots. Verbal consent from mom. Separators removed. Gauze throat pack. Hall crown #L: size 4 fit snug. Filled w/ GIC, seated w/ finger pressure, then had him bite on a cotton roll. Hall crown #S: size 4 rocked, so went up to size 5 which clicked into place. Filled w/ GIC, seated the same way. Excess GIC removed w/ explorer + floss. Crowns high ~1-2 mm as expected w/ Hall. Told mom the bite will settle in a few weeks. He was a champ, no tears. Recall 3 months, high caries risk.',
    expect: {
      CC: 'Hall crowns #L and #S. Separators placed 1 wk ago, mom says he complained they felt tight for a day',
      'MED HX': 'Healthy, NKDA',
      INTRA: 'Separators still in, contacts open',
      DENTAL: [
        ['L', 'O caries into dentin, no symptoms, no swelling, not mobile'],
        ['S', 'O caries into dentin, no symptoms, no swelling, not mobile'],
        ['K', 'Sound'],
        ['T', 'Sound'],
      ],
      RADIO: 'BWX last visit: caries #L, #S well clear of pulp',
      CONSULT: 'Reviewed Hall technique with mom again, no drilling or shots. Told mom the bite will settle in a few weeks',
      CONSENT: 'Verbal consent from mom',
      'TX TODAY': ['SSC #L', 'SSC #S'],
      TX: [
        'Separators removed',
        'Gauze throat pack',
        'Hall crown #L: size 4 fit snug',
        'Filled w/ GIC',
        'Seated w/ finger pressure',
        'Had him bite on a cotton roll',
        'Hall crown #S: size 4 rocked',
        'Went up to size 5 which clicked into place',
        'Filled w/ GIC',
        'Seated the same way',
        'Excess GIC removed w/ explorer + floss',
        'Crowns high ~1-2 mm as expected w/ Hall',
      ],
      NOTES: '5 y/o w/ mom. He was a champ, no tears',
      'F/U': 'Recall 3 months, high caries risk',
    },
  }),
  defineCase({
    id: 'bq23-us-asr-universal-child-prophy-o-composite-j-no-numbing-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'nine year old with mom here for her checkup and cleaning mom says she has been complaining about cold on the top left medical history adhd takes methylphenidate no allergies soft tissues normal gums slightly red lower front with plaque numbers three fourteen nineteen and thirty sealants intact letter j occlusal caries small letter i sound letter b mobile about to fall out letter t stainless steel crown intact two bitewings letter j caries into dentin shallow no other decay diagnosis caries letter j did the prophy first the coarse paste was too gritty for her so switched to a fine mint paste mom asked if we could do the filling today since she is already here so I did the occlusal composite on letter j with no numbing it was small isolated with cotton rolls cleaned out the decay with the slow speed etched bonded placed the composite cured checked the bite after that fluoride varnish then brushing instruction with a disclosing tablet along the gum line in front told mom letter b will come out on its own no need to pull it recall six months',
    expect: {
      CC: 'Her checkup and cleaning. Mom says she has been complaining about cold on the top left',
      'MED HX': 'ADHD. Takes methylphenidate. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gums slightly red lower front with plaque',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['J', 'O caries small'],
        ['I', 'Sound'],
        ['B', 'Mobile about to fall out'],
        ['T', 'Stainless steel crown intact'],
      ],
      RADIO: '2 bitewings. #J caries into dentin shallow. No other decay',
      DX: ['Caries #J'],
      CONSULT:
        'Mom asked if we could do the filling today since she is already here. Told mom #B will come out on its own. No need to pull it',
      'TX TODAY': ['Prophy', 'O composite #J', 'Fluoride varnish'],
      TX: [
        'Did the prophy first',
        'Coarse paste was too gritty for her',
        'Switched to a fine mint paste',
        'I did the O composite #J with no numbing',
        'It was small',
        'Isolated with cotton rolls',
        'Cleaned out the decay with the slow speed',
        'Etched',
        'Bonded',
        'Placed the composite',
        'Cured',
        'Checked the bite',
        'After that fluoride varnish',
        'Brushing instruction with a disclosing tablet along the gum line in front',
      ],
      NOTES: '9 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bq24-us-asr-universal-child-avulsion-9-replanted-splint-7-10',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency eight year old with dad he got hit in the mouth by a soccer ball about forty minutes ago his top front tooth came out dad put it in milk on the way here no loss of consciousness no headache medical history healthy up to date on shots no allergies extraoral upper lip swollen intraoral small cut inside the upper lip not needing stitches number nine socket with a clot number eight slightly loose but in position numbers seven and ten sound letters c and h sound pa of the area socket intact no alveolar fracture number eight no root fracture diagnosis avulsion number nine and subluxation number eight explained to dad we will put it back in and splint it it will likely need a root canal later and may not survive long term he wanted to go ahead verbal consent one carpule lidocaine two percent one to one hundred thousand epi labial infiltration eight and nine checked the tooth the root looked intact and clean rinsed it with saline holding the crown only gently rinsed the clot out of the socket replanted nine with finger pressure it went back in fine then took a pa to check the position it was a touch proud so pushed it up a little more splinted seven eight nine and ten with a flexible wire and composite checked the bite nine is out of the bite post op pa nine in good position rx amoxicillin two hundred fifty milligrams three times a day for seven days told dad the splint stays on for two weeks soft diet and no contact sports until it is off he was really brave next visit root canal on nine in ten days',
    expect: {
      CC: 'Emergency. He got hit in the mouth by a soccer ball about 40 minutes ago. His top front tooth came out. Dad put it in milk on the way here. No loss of consciousness. No headache',
      'MED HX': 'Healthy. Up to date on shots. No allergies',
      EXTRA: 'Upper lip swollen',
      INTRA: 'Small cut inside the upper lip not needing stitches. #9 socket with a clot',
      DENTAL: [
        ['8', 'Slightly loose but in position'],
        ['7', 'Sound'],
        ['10', 'Sound'],
        ['C', 'Sound'],
        ['H', 'Sound'],
      ],
      RADIO:
        'PA of the area socket intact. No alveolar fracture. #8 no root fracture. Post-op PA #9 in good position',
      DX: ['Avulsion #9', 'Subluxation #8'],
      CONSULT:
        'Explained to dad we will put it back in and splint it. It will likely need a root canal later and may not survive long term. He wanted to go ahead. Told dad the splint stays on for 2 weeks soft diet and no contact sports until it is off',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7, #8, #9, #10'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8, #9',
        'Checked the tooth',
        'Root looked intact and clean',
        'Rinsed it with saline holding the crown only',
        'Gently rinsed the clot out of the socket',
        'Replanted #9 with finger pressure',
        'It went back in fine',
        'Took a PA to check the position',
        'It was a touch proud',
        'Pushed it up a little more',
        'Splinted #7, #8, #9, #10 with a flexible wire and composite',
        'Checked the bite',
        '#9 is out of the bite',
        'Rx amoxicillin 250 mg 3 times a day for 7 days',
      ],
      NOTES: '8 year old with dad. He was really brave',
      NV: ['RCT #9 in 10 days'],
    },
  }),

  // ---------------------------------------------------------------- 5. UK hygienist-therapist (FDI)
  defineCase({
    id: 'bq25-uk-asr-fdi-hygienist-scale-polish-sensitive-hand-scalers-apixaban',
    style: 'UK',
    asr: true,
    transcript:
      'she came in for her hygiene appointment says her gums bleed when she brushes she has noticed a bit of a gap appearing lower front medical history no changes takes apixaban for af no allergies smokes about five a day three one and four one grade one mobile bpe three two three three three three bleeding on probing around forty percent heavy calculus lingual of the lower anteriors plaque mostly along the gum line two millimetres of recession buccal to three one explained the bleeding is from the gum inflammation and the apixaban makes it a bit worse but it is nothing to worry about did the scale and polish starting with the ultrasonic on the lower anteriors she found it really sensitive on the lower front so I switched to hand scalers there and carried on with the ultrasonic elsewhere bled quite a bit on the lowers so pressure with damp gauze and it settled after a few minutes after that polished with a low abrasive paste flossed through oral hygiene instruction sized interdental brushes pink for the front and orange sorry red for the back showed her in the mirror talked about smoking and the gums she is cutting down and wants to stop before her wedding in the summer next visit full periodontal charting in three months recall with the dentist in six months',
    expect: {
      CC: 'Her hygiene appointment. Says her gums bleed when she brushes. She has noticed a bit of a gap appearing lower front',
      'MED HX': 'No changes. Takes apixaban for AF. No allergies. Smokes about 5 a day',
      PERIO:
        'BPE 3 2 3 / 3 3 3. Bleeding on probing around 40%. Heavy calculus lingual of the lower anteriors. Plaque mostly along the gum line. 2 mm of recession buccal to 31',
      DENTAL: [
        ['31', 'Grade 1 mobile'],
        ['41', 'Grade 1 mobile'],
      ],
      CONSULT:
        'Explained the bleeding is from the gum inflammation and the apixaban makes it a bit worse but it is nothing to worry about. Talked about smoking and the gums. She is cutting down and wants to stop before her wedding in the summer',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Did the scale and polish starting with the ultrasonic on the lower anteriors',
        'She found it really sensitive on the lower front',
        'I switched to hand scalers there and carried on with the ultrasonic elsewhere',
        'Bled quite a bit on the lowers',
        'Pressure with damp gauze and it settled after a few minutes',
        'After that polished with a low abrasive paste',
        'Flossed through',
        'Oral hygiene instruction',
        'Sized interdental brushes pink for the front and red for the back',
        'Showed her in the mirror',
      ],
      NV: ['Full periodontal charting in 3 months'],
      'F/U': 'Recall with the dentist in 6 months',
    },
  }),
  defineCase({
    id: 'bq26-uk-asr-fdi-therapist-second-rsd-lingual-top-up-irrigation-37',
    style: 'UK',
    asr: true,
    transcript:
      'second rsd visit upper left and lower left the right side feels much better since last time gums tighter less bleeding medical history no changes type two diabetes on metformin hba one c fifty eight down from sixty four no allergies ex smoker bpe four three four four three four six millimetre pockets upper left molars seven millimetres distal of three seven with some pus on probing three seven grade one mobile la two cartridges of articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left then one cartridge of lidocaine two percent one in eighty thousand adrenaline id block left she was still feeling the lower left lingual when I started so one cartridge of lidocaine as a lingual infiltration lower left rsd upper left and lower left with the ultrasonic and gracey curettes lots of subgingival calculus on the lower left molars three seven distally took ages to get clean irrigated the three seven pocket with chlorhexidine oral hygiene instruction red interdental brushes for the molars and a single tufted brush she has been great with the brushing told her the diabetes control really helps the gums next visit re evaluation in three months',
    expect: {
      CC: 'Second RSD visit upper left and lower left. Right side feels much better since last time. Gums tighter. Less bleeding',
      'MED HX': 'No changes. Type 2 diabetes on metformin. HbA1c 58 down from 64. No allergies. Ex smoker',
      PERIO: 'BPE 4 3 4 / 4 3 4. 6 mm pockets upper left molars. 7 mm distal of 37 with some pus on probing',
      DENTAL: [['37', 'Grade 1 mobile']],
      CONSULT: 'Told her the diabetes control really helps the gums',
      'TX TODAY': ['RSD', 'Irrigation 37', 'OHI'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper left',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'She was still feeling the lower left lingual when I started',
        'LA: 1 cartridge lidocaine, lingual infiltration lower left',
        'RSD upper left and lower left with the ultrasonic and Gracey curettes',
        'Lots of subgingival calculus on the lower left molars',
        '37 distally took ages to get clean',
        'Irrigated the 37 pocket with chlorhexidine',
        'Oral hygiene instruction red interdental brushes for the molars and a single tufted brush',
      ],
      NOTES: 'She has been great with the brushing',
      NV: ['Re-evaluation in 3 months'],
    },
  }),
  defineCase({
    id: 'bq27-uk-asr-fdi-therapist-child-o-gic-75-fs-36-gagging',
    style: 'UK',
    asr: true,
    transcript:
      'eight year old with mum here for the filling on seven five and a sealant on three six that the dentist prescribed medical history fit and well no allergies seven five occlusal cavity not tender three six erupted with stained fissures no caries eight five occlusal gic intact went through it with mum and him first tell show do with the slow handpiece no la needed as it is shallow cotton wool rolls he was gagging a bit on the saliva ejector so sat him up more and used the smaller tip which was better removed the soft caries with a hand excavator and the slow handpiece occlusal gic seven five with equia forte then fissure sealant three six etched rinsed dried and sealed cured checked with a probe fluoride varnish over everything told mum nothing to eat for an hour he earned his sticker recall as per the dentist',
    expect: {
      CC: 'Filling on 75 and a sealant on 36 that the dentist prescribed',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['75', 'O cavity not tender'],
        ['36', 'Erupted with stained fissures no caries'],
        ['85', 'O GIC intact'],
      ],
      CONSULT: 'Told mum nothing to eat for an hour',
      'TX TODAY': ['O GIC 75', 'Fissure sealant 36', 'Fluoride varnish'],
      TX: [
        'Went through it with mum and him first tell show do with the slow handpiece',
        'No LA needed as it is shallow',
        'Cotton wool rolls',
        'He was gagging a bit on the saliva ejector',
        'Sat him up more and used the smaller tip which was better',
        'Removed the soft caries with a hand excavator and the slow handpiece',
        'O GIC 75 with EQUIA Forte',
        'Fissure sealant 36',
        'Etched',
        'Rinsed',
        'Dried and sealed',
        'Cured',
        'Checked with a probe',
        'Fluoride varnish over everything',
      ],
      NOTES: '8 year old with mum. He earned his sticker',
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'bq28-uk-typed-fdi-therapist-b-composites-33-34-cord-bleed-varnish-35',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for B composites 33, 34 on Rx from the dentist, sensitive to cold brushing LL. MH: no change, on omeprazole, NKDA. 33, 34 B abfraction lesions approx 2 mm deep, sensitive to air, no caries. 35 B abrasion, not sensitive. Discussed filling vs varnish, pt wants them filled as they catch food. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 33, 34. Cotton wool rolls + retraction cord (size 00) around 33, 34 as the margins were right at the gum. 34 gum bled when the cord went in, so a bit of Astringedent on a pledget, stopped in a minute. Cleaned lesions w/ pumice, no prep, selective etch enamel, Scotchbond Universal. B composite 33 and B composite 34, shade A3, Filtek Supreme flowable + body. Finished w/ Sof-Lex discs. 34 gingival excess trimmed w/ a 12 blade. Duraphat varnish applied 35. Advised soft brush, less pressure, high fluoride toothpaste Rx'd by dentist. Recall as per the dentist.",
    expect: {
      CC: 'B composites 33, 34 on Rx from the dentist, sensitive to cold brushing LL',
      'MED HX': 'No change, on omeprazole, NKDA',
      DENTAL: [
        ['33', 'B abfraction lesions approx 2 mm deep, sensitive to air, no caries'],
        ['34', 'B abfraction lesions approx 2 mm deep, sensitive to air, no caries'],
        ['35', 'B abrasion, not sensitive'],
      ],
      CONSULT:
        "Discussed filling vs varnish, pt wants them filled as they catch food. Advised soft brush, less pressure, high fluoride toothpaste Rx'd by dentist",
      'TX TODAY': ['B composite 33', 'B composite 34', 'Fluoride varnish 35'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 33, 34',
        'Cotton wool rolls + retraction cord (size 00) around 33, 34 as the margins were right at the gum',
        '34 gum bled when the cord went in',
        'Bit of Astringedent on a pledget',
        'Stopped in a minute',
        'Cleaned lesions w/ pumice',
        'No prep',
        'Selective etch enamel',
        'Scotchbond Universal',
        'B composite 33',
        'B composite 34',
        'Shade A3',
        'Filtek Supreme flowable + body',
        'Finished w/ Sof-Lex discs',
        '34 gingival excess trimmed w/ a 12 blade',
        'Duraphat varnish applied 35',
      ],
      'F/U': 'Recall as per the dentist',
    },
  }),
  defineCase({
    id: 'bq29-uk-asr-fdi-therapist-child-hall-pmc-74-size-up-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'six year old with dad here for the hall crown on seven four the dentist prescribed the separator went in last week medical history mild asthma uses a brown inhaler no allergies seven four mesial occlusal caries not tender no swelling seven five sound three six partially erupted separator still in place bitewing from the dentist caries in dentine on seven four not near the pulp explained to dad again no injection no drilling the tooth just gets a metal cap he was happy removed the separator tried a size four preformed metal crown on seven four it was too tight and would not go past the contact so tried a size five which seated with a bit of a push filled it with gic then got him to bite down on a cotton roll it squeezed out a lot of cement so cleaned it off with a probe and floss then fluoride varnish on all his teeth he was a bit wobbly at the start but brilliant once he had his sunglasses on told dad the bite will feel high for a few weeks and that is normal recall three months as he is high caries risk',
    expect: {
      CC: 'Hall crown on 74 the dentist prescribed. Separator went in last week',
      'MED HX': 'Mild asthma. Uses a brown inhaler. No allergies',
      INTRA: 'Separator still in place',
      DENTAL: [
        ['74', 'MO caries not tender no swelling'],
        ['75', 'Sound'],
        ['36', 'Partially erupted'],
      ],
      RADIO: 'Bitewing from the dentist caries in dentine on 74 not near the pulp',
      CONSULT:
        'Explained to dad again no injection no drilling. Tooth just gets a metal cap. He was happy. Told dad the bite will feel high for a few weeks and that is normal',
      'TX TODAY': ['SSC 74', 'Fluoride varnish'],
      TX: [
        'Removed the separator',
        'Tried a size 4 preformed metal crown 74',
        'It was too tight and would not go past the contact',
        'Tried a size 5 which seated with a bit of a push',
        'Filled it with GIC',
        'Got him to bite down on a cotton roll',
        'It squeezed out a lot of cement',
        'Cleaned it off with a probe and floss',
        'Fluoride varnish on all his teeth',
      ],
      NOTES: '6 year old with dad. He was a bit wobbly at the start but brilliant once he had his sunglasses on',
      'F/U': 'Recall 3 months as he is high caries risk',
    },
  }),
  defineCase({
    id: 'bq30-uk-asr-fdi-hygienist-perio-maintenance-oraqix-implant-air-polish',
    style: 'UK',
    asr: true,
    transcript:
      'she came in for her perio maintenance three months since the last one no problems with the implant medical history no changes on amlodipine no allergies non smoker bpe three two three two two three bleeding on probing twelve percent pockets four millimetres around the upper molars peri implant tissue around four six healthy tea staining lingual of the lower anteriors plaque score fifteen percent she was worried about the scaling being sore last time so put oraqix in the upper molar pockets first then waited thirty seconds periodontal maintenance full mouth with the ultrasonic used the plastic tip around the implant four six air polishing with the glycine powder to get the tea stain off that made her cough a bit so turned the water up flossed oral hygiene instruction interdental brushes on the upper molars at night she is doing really well next visit perio maintenance in three months',
    expect: {
      CC: 'Her perio maintenance 3 months since the last one. No problems with the implant',
      'MED HX': 'No changes. On amlodipine. No allergies. Non smoker',
      PERIO: 'BPE 3 2 3 / 2 2 3. Bleeding on probing 12%. Pockets 4 mm around the upper molars. Plaque score 15%',
      INTRA: 'Peri implant tissue around 46 healthy. Tea staining lingual of the lower anteriors',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Put Oraqix in the upper molar pockets first',
        'Waited 30 seconds',
        'Periodontal maintenance full mouth with the ultrasonic',
        'Used the plastic tip around the implant 46',
        'Air polishing with the glycine powder to get the tea stain off',
        'That made her cough a bit',
        'Turned the water up',
        'Flossed',
        'Oral hygiene instruction interdental brushes on the upper molars at night',
      ],
      NOTES: 'She was worried about the scaling being sore last time. She is doing really well',
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
];
