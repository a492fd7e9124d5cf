// The thirty-sixth held-out split (ids h36-01–h36-36): scored, never tuned on. Written blind from the contract, case.ts, the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other held-out split or any other corpus file; every case was labelled before any check was run.
// It is one Friday at four practices, nine visits each, whatever came in: recalls with charting, fillings,
// extractions, root canals, crowns and a bridge, dentures, children, periodontal visits, emergencies and consultations,
// dictated the way each clinician really dictates: short terse typed notes and long recogniser run-on stories, section
// words said or not, remarks, the patient's own words and questions, nurse asides, self-corrections and fillers.
//   h36-01–h36-09 a Scottish NHS practice (FDI; h36-02, 03, 05, 07, 09 recogniser-style, 01, 04, 06, 08 typed): a terse
//     routine exam, a six-year-old's check-up with Childsmile varnish and a "sorry" tooth correction, an emergency
//     extirpation on 26 ("giving him gyp"), an extraction of retained roots on apixaban with a root tip left (title from
//     the CC), a periodontal assessment with an OPG and stage / grade (appended dictation), a DO amalgam, a partial
//     denture fit with a corrected pair of teeth, a pericoronitis emergency with irrigation and a referral, a pregnant
//     patient's check-up with full charting and a nurse aside (appended dictation);
//   h36-10–h36-18 a London private practice (FDI in 10, 12, 14, 16, 18; Palmer in 11, 13, 15, 17; recogniser-style 11, 12,
//     15, 16, 18, typed 10, 13, 14, 17): a new-patient exam with a whitening quote and no treatment, an e.max crown prep
//     scanned with a Trios, a hygiene visit with Airflow (OHI the only title), an emergency chipped UR1 built up in
//     composite ("no root #"), composite edge bonding 12–22 (appended dictation), a surgical LR8 extraction with two LA
//     lines, a dry socket after an extraction elsewhere (no title), a child's check-up in Palmer letters with an
//     orthodontic referral, an obturation with "scratch that" and a nurse aside (appended dictation);
//   h36-19–h36-27 a Texas family practice (Universal with primary letters; recogniser-style 19, 21, 23, 25, 27, typed 20,
//     22, 24, 26): a periodic exam with prophy and four bitewings, a four-year-old's pulpotomy and SSC with a phone
//     interpreter, an emergency walk-in extraction of an abscessed #30, SRP with Arestin, a seven-year-old's check-up with
//     sealants and a Medicaid question, a terse denture adjustment, a cracked-tooth consultation ("y'all do payment
//     plans"), a single-visit RCT on a dark #8 with internal bleaching planned, two composites with an assistant aside
//     and a "sorry" surface correction (appended dictation);
//   h36-28–h36-36 a Canadian practice (FDI, Canadian words: freezing, cleaning, units of scaling, predetermination,
//     CDCP, double-doubles, the ice; recogniser-style 29, 32, 35, typed 28, 30, 31, 33, 34, 36): a recall exam and
//     cleaning with a crown recommended, a hockey-puck injury to 11 and 21, a CDCP senior's new-patient exam with
//     preliminary impressions, a six-year-old's extraction of an abscessed 84, a periodontal maintenance visit (appended
//     dictation), a bridge seat 24–26, a wisdom-tooth consultation with a referral (appended dictation), two composites
//     with "froze her", a terse night guard delivery.
// UK 18 (Scotland FDI 9; London FDI 5, Palmer 4), US-style 18 (Texas Universal 9; Canada FDI 9); 18 recogniser-style
// (lower case, number words, fillers, no punctuation) and 18 typed; about 23 to 200 words (most 60 to 170); seven cases
// with appended dictation (h36-05, h36-09, h36-14, h36-18, h36-27, h36-32, h36-34). DENTAL in 29 cases (not h36-01,
// h36-12, h36-22, h36-24, h36-32, h36-33, h36-36).
//
// Judgement calls where the contract left room:
// - The Canadian practice is tagged style 'US' (North American conventions: carpules, epinephrine, PSR) with FDI
//   numbering. "Freezing" is local anaesthetic: "froze her with two carpules …" and a typed "Freezing: 1 carpule …" are
//   written as LA lines; "no freezing needed" stays as said (like "No LA needed").
// - Regional words stay as said ("a wee bit", "giving him gyp", "double doubles from Tim Hortons", "keep him off the
//   ice", "y'all"); brand names are written as their makers write them (e.max, Trios, Protemp, TempBond, AH Plus,
//   Tooth Slooth, Cavitron, Arestin, Alvogyl, RelyX Unicem, Scotchbond Universal, Synthroid).
// - "Scaling 2 units" / "scaling 4 units", "polish(ed)" and Airflow are no titles; a hygiene or cleaning visit whose CC
//   names no procedure of the table has OHI as its only title (h36-12, h36-28). "3 month recall for periodontal
//   maintenance" names a procedure, so with only scaling, polishing and OHI in TX the titles are "Periodontal
//   maintenance", "OHI" (h36-32); "Seat bridge 24-26" likewise gives "Bridge fit 24-26" when TX says only "Cemented w/
//   RelyX Unicem" and "OHI: Superfloss under pontic" (h36-33); "Night guard delivery" gives "Night guard" (h36-36);
//   "surgical extraction of LR8" in the CC gives "Surgical extraction LR8" when TX says only "elevated and delivered";
//   "XLA 16 retained roots" likewise gives "Extraction 16" (h36-04); "fit of her new upper partial denture" gives
//   "Denture fit" (h36-07).
// - No title: a dry socket after an extraction elsewhere (CC says the extraction was before; socket irrigation and
//   Alvogyl are no titles, h36-16); "11 exposed dentine covered with glass ionomer" (a material something is done
//   with, h36-29). "Irrigated under operculum" is "Irrigation" (no tooth in the item). "Prelim impressions" is
//   "Impressions". A digital scan is no Impressions title (as more56 bf06).
// - Spoken "stage three grade c" is "stage 3 grade C" (numbers are digits); a typed "stage III" is kept.
// - Rule 4 applied as written: "incisal wear" → "I wear" (wear is listed), "palatal cusp" → "P cusp", "mesial marginal
//   ridge" → "M marginal ridge", "mesiobuccal root" → "MB root", "mesial canals" → "M canals"; "occlusal fillings" in NV
//   → "O fillings" (a filling is a restoration); "buccal abscess" / "buccal swelling" stay words.
// - NV and TX PLAN use the table names: "internal bleaching #8" → "Internal whitening #8" (CONSULT text keeps
//   "bleaching"); "occlusal composite letter k" → "O composite #K"; "O comp 47" → "O composite 47".
// - "Fractured" gives a fracture: "MI corner fractured" and "enamel dentine fracture mesial incisal corner" → fracture
//   "MI corner". A typed UK "#" meaning fracture not before a tooth ("no root #") is kept as typed in RADIO.
// - A self-correction replaces the phrase it repeats: "seven four and eight four occlusal caries sorry seven five and
//   eight five occlusal caries small" charts 75 and 85; "one one and two one sorry one one and one two" is "11 and 12";
//   "distal composite number twelve sorry disto occlusal composite number twelve" is "DO composite #12".
// - Ages (a child's or "72 y/o") and who came with the patient are NOTES; so are remarks ("she's happy with the look",
//   "Pt thrilled with result, took selfies", "she got tired towards the end", "he says it's the double doubles from Tim
//   Hortons"). A decision said after the options ("he said he can't afford a root canal and just wants it out"), fees,
//   payments, insurance, CDCP, Medicaid and predeterminations are CONSULT; "told dad …" advice is CONSULT.
// - Occlusion findings said in the IO run ("Class II div 1, OJ 7 mm") and staining of a region ("staining … on the lower
//   anteriors", "tea and coffee staining") are INTRA; a socket ("38 socket empty …") is INTRA with no chart entry
//   (rule 7); plaque and gum findings with no tooth are PERIO (as more58).
// - Two LA lines when the second has its own quantity ("id block right plus one cartridge articaine buccal infiltration
//   lower right eight"); one line with " + " when one quantity covers both ("right ianb and buccal infiltration thirty").
// - Nurse and assistant asides ("could you pop the suction a wee bit further back thanks", "could I get the apex locator
//   please thank you", "can you grab me a new curing light tip thanks") are dropped entirely.
// - Appends follow more56 / more58: "add to chart …" adds a DENTAL entry, "add to notes …" / "Add to notes: …" adds to
//   NOTES, "add to treatment …" adds a TX item at the end, "next visit …" sets the next visit.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout36Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. Scottish NHS practice (FDI)
  defineCase({
    id: 'h36-01-uk-typed-fdi-scot-nhs-terse-routine-exam-bpe-111-ohi-recall-12-12',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam, no c/o. MH NC. EO NAD. IO NAD. BPE 111/111, OH good. No caries detected. BWs not due. OHI. Recall 12/12.',
    expect: {
      CC: 'Routine exam, no c/o',
      'MED HX': 'NC',
      EXTRA: 'NAD',
      INTRA: 'NAD. No caries detected',
      PERIO: 'BPE 111/111, OH good',
      RADIO: 'BWs not due',
      'TX TODAY': ['OHI'],
      TX: ['OHI'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h36-02-uk-asr-fdi-scot-child-check-up-childsmile-varnish-sorry-75-85-baby-teeth',
    style: 'UK',
    asr: true,
    transcript:
      "six year old in with her mum for her check up mum says she's had no bother medical history fit and well no allergies soft tissues healthy plaque on the lower front teeth seven four and eight four occlusal caries sorry seven five and eight five occlusal caries small five five and six five sound three six and four six erupting no bitewings she wouldn't tolerate them fluoride varnish applied toothbrushing instruction with mum childsmile pack given mum asked if the baby teeth need filling since they fall out anyway explained they're there till she's about eleven or twelve next visit occlusal fillings seven five and eight five recall three months for varnish",
    expect: {
      CC: "Her check up. Mum says she's had no bother",
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower front teeth',
      DENTAL: [
        ['75', 'O caries small'],
        ['85', 'O caries small'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['36', 'Erupting'],
        ['46', 'Erupting'],
      ],
      RADIO: "No bitewings. She wouldn't tolerate them",
      CONSULT:
        "Mum asked if the baby teeth need filling since they fall out anyway. Explained they're there till she's about 11 or 12",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum', 'Childsmile pack given'],
      NOTES: '6 year old in with her mum',
      NV: ['O fillings 75, 85'],
      'F/U': 'Recall 3 months for varnish',
    },
  }),
  defineCase({
    id: 'h36-03-uk-asr-fdi-scot-emergency-26-irreversible-pulpitis-extirpation-gyp',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment um throbbing pain upper left since saturday kept him up last night he said it's been giving him gyp all weekend painkillers only taking the edge off medical history asthma uses a brown inhaler and a blue one no allergies extra oral no swelling intra oral soft tissues fine two six large mesial occlusal caries lingering pain to cold tender to percussion two five sound two seven disto occlusal amalgam sound pa two six caries into the pulp widened pdl on the mesiobuccal root diagnosis irreversible pulpitis two six explained the options root canal or extraction he wants to keep it la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two six rubber dam access pulp extirpated two six canals irrigated with sodium hypochlorite ledermix and cavit occlusion relieved post op instructions given next visit complete root canal two six in two weeks",
    expect: {
      CC: "Emergency appointment. Throbbing pain upper left since Saturday. Kept him up last night. He said it's been giving him gyp all weekend. Painkillers only taking the edge off",
      'MED HX': 'Asthma. Uses a brown inhaler and a blue one. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['26', 'Large MO caries lingering pain to cold tender to percussion'],
        ['25', 'Sound'],
        ['27', 'DO amalgam sound'],
      ],
      RADIO: 'PA 26 caries into the pulp. Widened PDL on the MB root',
      DX: ['Irreversible pulpitis 26'],
      CONSULT: 'Explained the options root canal or extraction. He wants to keep it',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Access',
        'Pulp extirpated 26',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion relieved',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h36-04-uk-typed-fdi-scot-xla-16-retained-roots-apixaban-db-tip-left-title-from-cc',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 16 retained roots as planned. No pain. MH: AF on apixaban (morning dose omitted as advised), T2DM on metformin, NKDA. BP 138/82. 16 retained roots, non-restorable. 15 DO amalgam sound. 17 missing. Verbal consent. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal + palatal infil 16. Roots elevated w/ Coupland 2. MB and P roots delivered, DB root tip fractured and left. Post-op PA: approx 2 mm DB root tip in socket, no other fragments. Surgicel + 4-0 Vicryl Rapide suture. Haemostasis achieved. POIG verbal + written. Pt informed about the retained tip, happy to leave it. Advised restart apixaban this evening. Review 1/52.',
    expect: {
      CC: 'XLA 16 retained roots as planned. No pain',
      'MED HX': 'AF on apixaban (morning dose omitted as advised), T2DM on metformin, NKDA. BP 138/82',
      DENTAL: [
        ['16', 'Retained roots, non-restorable'],
        ['15', 'DO amalgam sound'],
        ['17', 'Missing'],
      ],
      RADIO: 'Post-op PA: approx 2 mm DB root tip in socket, no other fragments',
      CONSULT: 'Pt informed about the retained tip, happy to leave it. Advised restart apixaban this evening',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 16'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Roots elevated w/ Coupland 2',
        'MB and P roots delivered',
        'DB root tip fractured and left',
        'Surgicel + 4-0 Vicryl Rapide suture',
        'Haemostasis achieved',
        'POIG verbal + written',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h36-05-uk-asr-fdi-scot-gum-assessment-bpe-4s-opg-stage-3-grade-c-appends-notes',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for a gum assessment he's noticed his gums bleeding when he brushes and a wee bit of a gap appearing between his lower front teeth medical history type two diabetes on metformin and gliclazide last hba one c sixty four smokes twenty a day no allergies extra oral nad intra oral soft tissues nad bpe four three four three four four full six point pocket chart done full mouth bleeding score forty five percent plaque score seventy percent three one and four one grade two mobile drifting labially four seven grade one mobile opg taken for periodontal assessment grade one horizontal bone loss generalised to about fifty percent of the root length around the lower incisors diagnosis periodontitis stage three grade c generalised explained the link with smoking and his diabetes and that his lower front teeth may be lost he wants to give it a go ohi tepe brushes and an electric toothbrush smoking cessation advice given next visit rsd upper right and lower right under la review in three months",
    appends: ["add to notes he's a taxi driver and can only do friday afternoons"],
    expect: {
      CC: "Gum assessment. He's noticed his gums bleeding when he brushes and a wee bit of a gap appearing between his lower front teeth",
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Last HbA1c 64. Smokes 20 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO: 'BPE 4 3 4 / 3 4 4. Full 6 point pocket chart done. Full mouth bleeding score 45%. Plaque score 70%',
      DENTAL: [
        ['31', 'Grade 2 mobile drifting labially'],
        ['41', 'Grade 2 mobile drifting labially'],
        ['47', 'Grade 1 mobile'],
      ],
      RADIO:
        'OPG taken for periodontal assessment grade 1. Horizontal bone loss generalised to about 50% of the root length around the lower incisors',
      DX: ['Periodontitis stage 3 grade C generalised'],
      CONSULT:
        'Explained the link with smoking and his diabetes and that his lower front teeth may be lost. He wants to give it a go. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: ['OHI TePe brushes and an electric toothbrush'],
      NOTES: "He's a taxi driver and can only do Friday afternoons",
      NV: ['RSD upper right and lower right under LA'],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'h36-06-uk-typed-fdi-scot-nhs-do-amalgam-46-dycal-white-filling-question',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for DO amalgam 46 from recent exam. No sx. MH no change, on sertraline, NKDA. 46 DO caries, not TTP. 45 sound. LA 1 x 2.2ml lido 2% 1:80,000 adr IDB right. Cotton wool rolls. Caries removed, deep D, Dycal. Tofflemire + wedge. DO amalgam 46. Carved, occlusion checked. POIG incl. no chewing on that side for 2 hrs. Pt asked about a white filling instead - explained the cost difference, pt happy with amalgam. Recall as due.',
    expect: {
      CC: 'DO amalgam 46 from recent exam. No sx',
      'MED HX': 'No change, on sertraline, NKDA',
      DENTAL: [
        ['46', 'DO caries, not TTP'],
        ['45', 'Sound'],
      ],
      CONSULT: 'Pt asked about a white filling instead - explained the cost difference, pt happy with amalgam',
      'TX TODAY': ['DO amalgam 46'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Cotton wool rolls',
        'Caries removed',
        'Deep D',
        'Dycal',
        'Tofflemire + wedge',
        'DO amalgam 46',
        'Carved',
        'Occlusion checked',
        'POIG incl. no chewing on that side for 2 hrs',
      ],
      'F/U': 'Recall as due',
    },
  }),
  defineCase({
    id: 'h36-07-uk-asr-fdi-scot-upper-partial-denture-fit-11-12-sorry-clasps-daughter',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the fit of her new upper partial denture replacing one one and two one sorry one one and one two she lost them in a fall last year medical history no changes osteoporosis takes alendronic acid on a thursday no allergies her daughter's with her intra oral ridge healed well no sore areas one three and two one sound two two crown intact denture tried in good retention and fit clasps on one four and two four adjusted slightly occlusion checked no high spots she's happy with the look showed her how to take it in and out and clean it told her to leave it out at night in water review two weeks for an ease if needed",
    expect: {
      CC: 'Fit of her new upper partial denture replacing 11 and 12. She lost them in a fall last year',
      'MED HX': 'No changes. Osteoporosis. Takes alendronic acid on a Thursday. No allergies',
      INTRA: 'Ridge healed well. No sore areas',
      DENTAL: [
        ['13', 'Sound'],
        ['21', 'Sound'],
        ['22', 'Crown intact'],
      ],
      CONSULT: 'Showed her how to take it in and out and clean it. Told her to leave it out at night in water',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Denture tried in',
        'Good retention and fit',
        'Clasps 14, 24 adjusted slightly',
        'Occlusion checked',
        'No high spots',
      ],
      NOTES: "Her daughter's with her. She's happy with the look",
      'F/U': 'Review 2 weeks for an ease if needed',
    },
  }),
  defineCase({
    id: 'h36-08-uk-typed-fdi-scot-emergency-pericoronitis-38-irrigation-metronidazole-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pain + swelling behind lower left back tooth x 3 days, bad taste, difficulty opening. MH: no meds, NKDA. Non-smoker. EO: L submandibular LN palpable + tender. Mouth opening 30 mm. Temp 37.2. IO: 38 partially erupted, operculum swollen + red, pus on pressure. 37 sound. 28 overerupted, traumatising the operculum. OPG: 38 mesioangular, roots close to IAN canal. Dx: pericoronitis 38. Irrigated under operculum w/ chlorhexidine 0.2%. Advised hot salt water mouthwash, soft brush to area, analgesia. Rx metronidazole 400 mg TDS 3/7 (systemic involvement). Discussed removal of 38 +/- 28, pt keen. Plan: referral to OS at the dental hospital re 38. Review if not settling in 48 hrs.',
    expect: {
      CC: 'Emergency. Pain + swelling behind lower left back tooth x 3 days, bad taste, difficulty opening',
      'MED HX': 'No meds, NKDA. Non-smoker',
      EXTRA: 'L submandibular LN palpable + tender. Mouth opening 30 mm. Temp 37.2',
      DENTAL: [
        ['38', 'Partially erupted, operculum swollen + red, pus on pressure'],
        ['37', 'Sound'],
        ['28', 'Overerupted, traumatising the operculum'],
      ],
      RADIO: 'OPG: 38 mesioangular, roots close to IAN canal',
      DX: ['Pericoronitis 38'],
      CONSULT:
        'Advised hot salt water mouthwash, soft brush to area, analgesia. Discussed removal of 38 +/- 28, pt keen',
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under operculum w/ chlorhexidine 0.2%',
        'Rx metronidazole 400 mg TDS 3 days (systemic involvement)',
      ],
      'TX PLAN': ['Referral to OS at the dental hospital re 38'],
      'F/U': 'Review if not settling in 48 hrs',
    },
  }),
  defineCase({
    id: 'h36-09-uk-asr-fdi-scot-pregnant-check-up-full-chart-duraphat-36-nurse-aside-appends',
    style: 'UK',
    asr: true,
    transcript:
      "routine check up um she's had a wee bit of sensitivity on the lower left with cold drinks medical history no changes no allergies she's twenty weeks pregnant extra oral nad intra oral nad bpe two two one one two two bleeding gums upper left charting one seven mesial occlusal distal amalgam sound one six occlusal composite sound two six crown margins fine three six buccal cervical abrasion sensitive to air three seven disto occlusal amalgam sound four six occlusal composite sorry mesial occlusal composite sound four eight partially erupted no radiographs today because of the pregnancy diagnosis dentine hypersensitivity three six and gingivitis scale and polish could you pop the suction a wee bit further back thanks duraphat varnish to three six ohi given advised sensodyne repair and a soft brush she asked if her gums bleeding is normal in pregnancy told her yes it's common and to keep brushing well recall six months",
    appends: ['add to chart two eight missing', "add to notes due date is in the spring she'll let us know if anything changes"],
    expect: {
      CC: "Routine check up. She's had a wee bit of sensitivity on the lower left with cold drinks",
      'MED HX': "No changes. No allergies. She's 20 weeks pregnant",
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 1 / 1 2 2. Bleeding gums upper left',
      DENTAL: [
        ['17', 'MOD amalgam sound'],
        ['16', 'O composite sound'],
        ['26', 'Crown margins fine'],
        ['36', 'B cervical abrasion sensitive to air'],
        ['37', 'DO amalgam sound'],
        ['46', 'MO composite sound'],
        ['48', 'Partially erupted'],
        ['28', 'Missing'],
      ],
      RADIO: 'No radiographs today because of the pregnancy',
      DX: ['Dentine hypersensitivity 36', 'Gingivitis'],
      CONSULT:
        "Advised Sensodyne Repair and a soft brush. She asked if her gums bleeding is normal in pregnancy. Told her yes it's common and to keep brushing well",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 36', 'OHI'],
      TX: ['Scale and polish', 'Duraphat varnish 36', 'OHI given'],
      NOTES: "Due date is in the spring. She'll let us know if anything changes",
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. London private practice (FDI and Palmer)
  defineCase({
    id: 'h36-10-uk-typed-fdi-london-np-exam-whitening-quote-caries-47-plan-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      "NP exam, recently moved to the area. Wants whiter teeth before her wedding in the summer. MH: fit and well, no meds, allergic to latex. Non-smoker, 3-4 coffees a day. EO: NAD, TMJ clicks R, no pain. IO: soft tissues healthy. BPE 1 1 1 / 1 1 1. 11, 21 mild extrinsic staining. 16 MOD amalgam, sound. 26 DO comp, sound. 47 O caries. 18, 28 missing. 2 x BW: 47 O caries into dentine, no other caries. Dx: caries 47. Discussed home whitening (trays + 10% carbamide peroxide) £350, to be done after any fillings as composite won't bleach; she is keen. Plan: O comp 47, then whitening impressions. Recall 6/12, hygienist 6/12.",
    expect: {
      CC: 'NP exam, recently moved to the area. Wants whiter teeth before her wedding in the summer',
      'MED HX': 'Fit and well, no meds, allergic to latex. Non-smoker, 3-4 coffees a day',
      EXTRA: 'NAD, TMJ clicks R, no pain',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'Mild extrinsic staining'],
        ['21', 'Mild extrinsic staining'],
        ['16', 'MOD amalgam, sound'],
        ['26', 'DO comp, sound'],
        ['47', 'O caries'],
        ['18', 'Missing'],
        ['28', 'Missing'],
      ],
      RADIO: '2 x BW: 47 O caries into dentine, no other caries',
      DX: ['Caries 47'],
      CONSULT:
        "Discussed home whitening (trays + 10% carbamide peroxide) £350, to be done after any fillings as composite won't bleach; she is keen",
      'TX PLAN': ['O composite 47', 'Whitening impressions'],
      'F/U': 'Recall 6 months, hygienist 6 months',
    },
  }),
  defineCase({
    id: 'h36-11-uk-asr-palmer-london-crown-prep-ul6-cracked-p-cusp-trios-scan-holiday',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay she's in for the crown prep on the upper left six medical history no changes takes propranolol before appointments for her nerves no allergies upper left six large mesial occlusal distal composite cracked palatal cusp no pain on biting today upper left five and upper left seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration upper left six composite removed crack into the palatal cusp not into the pulp floor core built up with composite crown prep upper left six for an e max crown one millimetre chamfer cord placed digital scan with the trios upper lower and bite shade a two temporary crown in protemp cemented with tempbond occlusion checked she asked if it'll be ready before she goes on holiday told her the lab needs ten working days so that's fine next visit crown fit upper left six in two weeks",
    expect: {
      CC: 'Crown prep on UL6',
      'MED HX': 'No changes. Takes propranolol before appointments for her nerves. No allergies',
      DENTAL: [
        ['UL6', 'Large MOD composite cracked P cusp no pain on biting today'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      CONSULT:
        "She asked if it'll be ready before she goes on holiday. Told her the lab needs 10 working days so that's fine",
      'TX TODAY': ['Crown prep UL6', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Composite removed',
        'Crack into the P cusp not into the pulp floor',
        'Core built up with composite',
        'Crown prep UL6 for an e.max crown',
        '1 mm chamfer',
        'Cord placed',
        'Digital scan with the Trios upper lower and bite',
        'Shade A2',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
      ],
      NV: ['Crown fit UL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h36-12-uk-asr-fdi-london-hygiene-airflow-piezon-tepe-ohi-only-title-mouthwash',
    style: 'UK',
    asr: true,
    transcript:
      'hygiene appointment no concerns medical history no changes no allergies bpe two one two two two two plaque mainly interproximal bleeding on probing eighteen percent staining from coffee and red wine on the lower anteriors er airflow with erythritol powder then piezon for the calculus lower anteriors polished ohi tepe brushes size two red at the back and size one orange at the front she asked whether she should use a mouthwash told her only at a different time from brushing recall six months with the hygienist',
    expect: {
      CC: 'Hygiene appointment. No concerns',
      'MED HX': 'No changes. No allergies',
      INTRA: 'Staining from coffee and red wine on the lower anteriors',
      PERIO: 'BPE 2 1 2 / 2 2 2. Plaque mainly interproximal. Bleeding on probing 18%',
      CONSULT: 'She asked whether she should use a mouthwash. Told her only at a different time from brushing',
      'TX TODAY': ['OHI'],
      TX: [
        'Airflow with erythritol powder',
        'Piezon for the calculus lower anteriors',
        'Polished',
        'OHI TePe brushes size 2 red at the back and size 1 orange at the front',
      ],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'h36-13-uk-typed-palmer-london-emergency-chipped-ur1-mi-corner-no-root-hash-composite',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emerg. Chipped UR1 on a fork at lunch, no pain, wants it fixed today - job interview Mon. MH: NC, NKDA. UR1 MI corner fractured, enamel + dentine, no pulp exposure, not TTP, +ve to cold. UL1 sound. UR2 sound. PA UR1: no root #, PDL normal. Dx: uncomplicated crown fracture UR1. Options: composite build-up today £180 or veneer later. Pt opted for composite. No LA. Shade A2 body + A1 enamel. Etch, bond, MI comp UR1 freehand w/ Mylar strip. Polished w/ Sof-Lex. Occlusion checked in protrusion. Advised avoid biting hard things w/ front teeth. Review at recall, monitor vitality.',
    expect: {
      CC: 'Emerg. Chipped UR1 on a fork at lunch, no pain, wants it fixed today - job interview Mon',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['UR1', 'MI corner fractured, enamel + dentine, no pulp exposure, not TTP, +ve to cold', 'MI corner'],
        ['UL1', 'Sound'],
        ['UR2', 'Sound'],
      ],
      RADIO: 'PA UR1: no root #, PDL normal',
      DX: ['Uncomplicated crown fracture UR1'],
      CONSULT:
        'Options: composite build-up today £180 or veneer later. Pt opted for composite. Advised avoid biting hard things w/ front teeth',
      'TX TODAY': ['MI composite UR1'],
      TX: [
        'No LA',
        'Shade A2 body + A1 enamel',
        'Etch',
        'Bond',
        'MI comp UR1 freehand w/ Mylar strip',
        'Polished w/ Sof-Lex',
        'Occlusion checked in protrusion',
      ],
      'F/U': 'Review at recall, monitor vitality',
    },
  }),
  defineCase({
    id: 'h36-14-uk-typed-fdi-london-composite-edge-bonding-12-22-incisal-wear-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Composite edge bonding 12, 11, 21, 22 as planned. Wear from grinding, wants them to look even. MH: NKDA, no meds. Wears night guard nightly. 12, 11, 21, 22 incisal wear, chipped edges, no caries. Gingivae healthy. Mock-up approved last visit. No LA. Teeth cleaned w/ pumice, PTFE tape. Etch 37%, Scotchbond Universal. Composite edge bonding 12, 11, 21, 22 (Enamel Plus HRi, UD2 + GE2) w/ silicone index. Contoured + polished w/ Sof-Lex discs + Enhance. Occlusion checked in protrusion, adjusted. Pt thrilled with result, took selfies. Advised continue night guard, avoid biting nails. £1,200 paid. Review 2/52 for polish + photos.',
    appends: ['Add to notes: pt happy for before/after photos to be used on our website.'],
    expect: {
      CC: 'Composite edge bonding 12, 11, 21, 22 as planned. Wear from grinding, wants them to look even',
      'MED HX': 'NKDA, no meds. Wears night guard nightly',
      DENTAL: [
        ['12', 'I wear, chipped edges, no caries'],
        ['11', 'I wear, chipped edges, no caries'],
        ['21', 'I wear, chipped edges, no caries'],
        ['22', 'I wear, chipped edges, no caries'],
      ],
      PERIO: 'Gingivae healthy',
      CONSULT: 'Mock-up approved last visit. Advised continue night guard, avoid biting nails. £1,200 paid',
      'TX TODAY': ['Composite 12, 11, 21, 22'],
      TX: [
        'No LA',
        'Teeth cleaned w/ pumice',
        'PTFE tape',
        'Etch 37%',
        'Scotchbond Universal',
        'Composite edge bonding 12, 11, 21, 22 (Enamel Plus HRi, UD2 + GE2) w/ silicone index',
        'Contoured + polished w/ Sof-Lex discs + Enhance',
        'Occlusion checked in protrusion',
        'Adjusted',
      ],
      NOTES: 'Pt thrilled with result, took selfies. Pt happy for before/after photos to be used on our website',
      'F/U': 'Review 2 weeks for polish + photos',
    },
  }),
  defineCase({
    id: 'h36-15-uk-asr-palmer-london-surgical-xla-lr8-two-la-lines-title-from-cc-gym',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's in for the surgical extraction of the lower right eight as planned after the cone beam medical history no changes no allergies doesn't smoke lower right eight partially erupted mesioangular distal caries lower right seven sound cone beam from last visit roots clear of the nerve canal consent form signed risks of numbness explained again la two cartridges articaine four percent one in a hundred thousand adrenaline id block right plus one cartridge articaine buccal infiltration lower right eight envelope flap bone removed buccally and distally with a round bur tooth sectioned with a fissure bur then elevated and delivered in two pieces socket irrigated with saline two sutures four oh vicryl rapide haemostasis with gauze pressure post op instructions verbal and written rx ibuprofen four hundred milligrams four times a day and paracetamol one gram four times a day he asked when he can go back to the gym told him forty eight hours review one week",
    expect: {
      CC: 'Surgical extraction of LR8 as planned after the cone beam',
      'MED HX': "No changes. No allergies. Doesn't smoke",
      DENTAL: [
        ['LR8', 'Partially erupted mesioangular D caries'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'Cone beam from last visit. Roots clear of the nerve canal',
      CONSENT: 'Consent form signed',
      CONSULT: 'Risks of numbness explained again. He asked when he can go back to the gym. Told him 48 hours',
      'TX TODAY': ['Surgical extraction LR8'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine, buccal infiltration LR8',
        'Envelope flap',
        'Bone removed buccally and distally with a round bur',
        'Tooth sectioned with a fissure bur',
        'Elevated and delivered in 2 pieces',
        'Socket irrigated with saline',
        '2 sutures 4-0 Vicryl Rapide',
        'Haemostasis with gauze pressure',
        'Post-op instructions verbal and written',
        'Rx ibuprofen 400 mg 4 times a day and paracetamol 1 g 4 times a day',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h36-16-uk-asr-fdi-london-dry-socket-38-extracted-elsewhere-alvogyl-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she had her lower left eight out on tuesday at another practice and the pain's got worse since thursday throbbing up to her ear paracetamol and ibuprofen not helping um medical history no changes on the combined pill smokes ten a day no allergies extra oral no swelling no lymph nodes intra oral three eight socket empty no clot bone exposed and very tender food debris in the socket three seven sound not tender diagnosis dry socket three eight explained what it is and that smoking makes it more likely la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three eight socket irrigated with warm saline debris removed alvogyl placed advised no smoking for at least seventy two hours and warm salt water rinses after forty eight hours she said she'll try the patches review in three days to change the dressing",
    expect: {
      CC: "Emergency. She had her 38 out on Tuesday at another practice and the pain's got worse since Thursday. Throbbing up to her ear. Paracetamol and ibuprofen not helping",
      'MED HX': 'No changes. On the combined pill. Smokes 10 a day. No allergies',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: '38 socket empty. No clot. Bone exposed and very tender. Food debris in the socket',
      DENTAL: [['37', 'Sound not tender']],
      DX: ['Dry socket 38'],
      CONSULT:
        "Explained what it is and that smoking makes it more likely. Advised no smoking for at least 72 hours and warm salt water rinses after 48 hours. She said she'll try the patches",
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 38',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed',
      ],
      'F/U': 'Review in 3 days to change the dressing',
    },
  }),
  defineCase({
    id: 'h36-17-uk-typed-palmer-london-child-check-lle-do-caries-fv-ortho-referral-oj',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '9 y/o w/ dad, 6-monthly check. No concerns. MH: mild asthma (salbutamol PRN), NKDA. EO NAD. IO: soft tissues healthy, OH fair. Class II div 1, OJ 7 mm. UR6, UL6, LL6, LR6 FS intact. LLE DO caries, not TTP. LRE O caries, arrested. URC, ULC mobile. BWs: LLE DO caries into dentine, LRE arrested. Dx: caries LLE. FV 22,600 ppm applied. Diet advice: fruit juice only with lunch. Plan: DO comp LLE. Refer to orthodontist for assessment of OJ. NV: DO comp LLE w/ LA. Recall 6/12.',
    expect: {
      CC: '6-monthly check. No concerns',
      'MED HX': 'Mild asthma (salbutamol PRN), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, OH fair. Class II div 1, OJ 7 mm',
      DENTAL: [
        ['UR6', 'FS intact'],
        ['UL6', 'FS intact'],
        ['LL6', 'FS intact'],
        ['LR6', 'FS intact'],
        ['LLE', 'DO caries, not TTP'],
        ['LRE', 'O caries, arrested'],
        ['URC', 'Mobile'],
        ['ULC', 'Mobile'],
      ],
      RADIO: 'BWs: LLE DO caries into dentine, LRE arrested',
      DX: ['Caries LLE'],
      CONSULT: 'Diet advice: fruit juice only with lunch',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied'],
      'TX PLAN': ['DO composite LLE', 'Refer to orthodontist for assessment of OJ'],
      NOTES: '9 y/o w/ dad',
      NV: ['DO composite LLE w/ LA'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h36-18-uk-asr-fdi-london-obturation-36-scratch-that-wl-nurse-aside-appends-tx',
    style: 'UK',
    asr: true,
    transcript:
      'second visit for the root canal on three six no pain since last time medical history no changes no allergies three six cavit intact not tender to percussion la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six rubber dam cavit and calcium hydroxide removed three canals located could I get the apex locator please thank you working lengths twenty and a half millimetres all canals scratch that working lengths twenty and a half millimetres mesial canals and twenty one millimetres distal canal irrigated with sodium hypochlorite and edta dried with paper points obturated three six warm vertical with gutta percha and ah plus core in composite post op pa good length and seal told him he needs a crown on it in the next few months quote for a gold onlay or an e max crown given next visit crown prep three six',
    appends: ['add to treatment post op instructions given'],
    expect: {
      CC: 'Second visit for the root canal on 36. No pain since last time',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['36', 'Cavit intact not tender to percussion']],
      RADIO: 'Post-op PA good length and seal',
      CONSULT:
        'Told him he needs a crown on it in the next few months. Quote for a gold onlay or an e.max crown given',
      'TX TODAY': ['Obturation 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        '3 canals located',
        'Working lengths 20.5 mm M canals and 21 mm D canal',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Obturated 36 warm vertical with gutta percha and AH Plus',
        'Core in composite',
        'Post-op instructions given',
      ],
      NV: ['Crown prep 36'],
    },
  }),

  // ---------------------------------------------------------------- 3. Texas family practice (Universal, letters)
  defineCase({
    id: 'h36-19-us-asr-tx-periodic-exam-prophy-psr-4-bwx-recurrent-decay-19-benefits',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and prophy no complaints medical history no changes takes metformin and lisinopril no allergies blood pressure one thirty eight over eighty four extraoral within normal limits intraoral within normal limits psr two two two three two two four millimeter pocket distal of number eighteen generalized light calculus number three mesial occlusal amalgam sound number fourteen crown margins intact number nineteen distal occlusal composite uh recurrent decay at the distal margin number thirty occlusal composite sound numbers one sixteen and seventeen missing four bitewings number nineteen recurrent decay distal into dentin diagnosis recurrent caries number nineteen prophy ohi floss daily she asked if her insurance covers the filling told her we'll check her benefits next visit distal occlusal composite number nineteen recall six months",
    expect: {
      CC: 'Periodic exam and prophy. No complaints',
      'MED HX': 'No changes. Takes metformin and lisinopril. No allergies. Blood pressure 138/84',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 3 2 2. 4 mm pocket distal of #18. Generalized light calculus',
      DENTAL: [
        ['3', 'MO amalgam sound'],
        ['14', 'Crown margins intact'],
        ['19', 'DO composite recurrent decay at the D margin'],
        ['30', 'O composite sound'],
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
      ],
      RADIO: '4 bitewings. #19 recurrent decay distal into dentin',
      DX: ['Recurrent caries #19'],
      CONSULT: "She asked if her insurance covers the filling. Told her we'll check her benefits",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI floss daily'],
      NV: ['DO composite #19'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h36-20-us-typed-tx-child-pulpotomy-ssc-l-interpreter-ferric-sulfate-tell-show-do',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '4 y/o w/ mom (Spanish-speaking, phone interpreter used). Here for pulpotomy + SSC #L per tx plan. Mom says he complained of pain eating on that side last week. Med hx: healthy, NKDA. #L large DO caries, no swelling, not mobile. #K DO caries. Topical 20% benzocaine. 1 carp 2% lido 1:100k epi, L IANB. Rubber dam. Caries removed, pulp exposure. Pulpotomy #L, hemostasis w/ cotton pellet in 2 min. Ferric sulfate 15 sec, ZOE base. SSC #L (3M size 4), cemented w/ Ketac Cem. Occlusion checked. Pt cried at the start, settled w/ tell-show-do. POI reviewed w/ mom via interpreter. Advised no eating until numbness wears off and watch for lip biting. NV: DO composite #K.',
    expect: {
      CC: 'Pulpotomy + SSC #L per tx plan. Mom says he complained of pain eating on that side last week',
      'MED HX': 'Healthy, NKDA',
      DENTAL: [
        ['L', 'Large DO caries, no swelling, not mobile'],
        ['K', 'DO caries'],
      ],
      CONSULT: 'Advised no eating until numbness wears off and watch for lip biting',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposure',
        'Pulpotomy #L',
        'Hemostasis w/ cotton pellet in 2 min',
        'Ferric sulfate 15 sec',
        'ZOE base',
        'SSC #L (3M size 4)',
        'Cemented w/ Ketac Cem',
        'Occlusion checked',
        'POI reviewed w/ mom via interpreter',
      ],
      NOTES: '4 y/o w/ mom (Spanish-speaking, phone interpreter used). Pt cried at the start, settled w/ tell-show-do',
      NV: ['DO composite #K'],
    },
  }),
  defineCase({
    id: 'h36-21-us-asr-tx-emergency-walk-in-abscess-30-extraction-bp-refill-amoxicillin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency walk in he's got a bad toothache lower right for about a week and now his face is a little swollen medical history high blood pressure ran out of his lisinopril last month blood pressure one fifty two over ninety six no allergies extraoral mild swelling right lower face no trouble swallowing no fever intraoral number thirty grossly decayed non restorable tender to percussion buccal swelling number thirty one sound number twenty nine distal caries pa of thirty large periapical radiolucency diagnosis acute apical abscess number thirty discussed root canal and crown versus extraction he said he can't afford a root canal and just wants it out signed consent told him to get his blood pressure meds refilled today three carpules lidocaine two percent one to one hundred thousand epi right ianb and buccal infiltration thirty roots sectioned with a high speed bur extracted number thirty in three pieces curettage bite on gauze hemostasis achieved post op instructions given rx amoxicillin five hundred milligrams three times a day for seven days and ibuprofen six hundred milligrams every six hours as needed next visit distal composite number twenty nine",
    expect: {
      CC: "Emergency walk in. He's got a bad toothache lower right for about a week and now his face is a little swollen",
      'MED HX': 'High blood pressure. Ran out of his lisinopril last month. Blood pressure 152/96. No allergies',
      EXTRA: 'Mild swelling right lower face. No trouble swallowing. No fever',
      DENTAL: [
        ['30', 'Grossly decayed non restorable tender to percussion buccal swelling'],
        ['31', 'Sound'],
        ['29', 'D caries'],
      ],
      RADIO: 'PA of #30 large periapical radiolucency',
      DX: ['Acute apical abscess #30'],
      CONSULT:
        "Discussed root canal and crown versus extraction. He said he can't afford a root canal and just wants it out. Told him to get his blood pressure meds refilled today",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #30'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Roots sectioned with a high speed bur',
        'Extracted #30 in 3 pieces',
        'Curettage',
        'Bite on gauze',
        'Hemostasis achieved',
        'Post-op instructions given',
        'Rx amoxicillin 500 mg 3 times a day for 7 days and ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['D composite #29'],
    },
  }),
  defineCase({
    id: 'h36-22-us-typed-tx-srp-ur-lr-arestin-diabetic-smoker-stage-iii-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for SRP UR/LR. Pt reports bleeding gums, bad breath. Med hx: T2DM (A1c 7.9) on metformin + Jardiance, NKDA. Smoker 1 ppd. Full perio charting last visit: 4-6 mm pockets generalized, BOP 52%. Dx: periodontitis stage III grade C. 2 carps 4% articaine 1:100k epi, R IANB + buccal infiltration #3. SRP UR and LR w/ Cavitron + Gracey curettes, heavy subgingival calculus. Arestin placed #3 MB and #30 D pockets (7 mm). OHI w/ interdental brushes + Waterpik. Smoking cessation discussed, pt not ready to quit. Warned may be sensitive to cold for a few days. POI given. NV: SRP UL/LL 1 week. Re-eval 6 weeks after.',
    expect: {
      CC: 'SRP UR/LR. Pt reports bleeding gums, bad breath',
      'MED HX': 'T2DM (A1c 7.9) on metformin + Jardiance, NKDA. Smoker 1 ppd',
      PERIO: 'Full perio charting last visit: 4-6 mm pockets generalized, BOP 52%',
      DX: ['Periodontitis stage III grade C'],
      CONSULT: 'Smoking cessation discussed, pt not ready to quit. Warned may be sensitive to cold for a few days',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'SRP UR and LR w/ Cavitron + Gracey curettes',
        'Heavy subgingival calculus',
        'Arestin placed #3 MB and #30 D pockets (7 mm)',
        'OHI w/ interdental brushes + Waterpik',
        'POI given',
      ],
      NV: ['SRP UL/LL 1 week'],
      'F/U': 'Re-eval 6 weeks after',
    },
  }),
  defineCase({
    id: 'h36-23-us-asr-tx-child-checkup-grandma-sealants-19-30-medicaid-question-nv-two',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old with her grandma here for her six month checkup grandma says no problems she's healthy no meds no allergies soft tissues normal moderate plaque gums a little puffy upper front numbers three fourteen nineteen and thirty erupted deep grooves no caries letter k occlusal caries letter s stainless steel crown intact letters a and j sound two bitewings letter k caries into dentin no other caries diagnosis caries letter k prophy fluoride varnish fissure sealants on nineteen and thirty she got tired towards the end grandma asked if medicaid covers the sealants told her yes for the permanent molars next visit fissure sealants three and fourteen and occlusal composite letter k",
    expect: {
      CC: 'Her 6 month checkup. Grandma says no problems',
      'MED HX': "She's healthy. No meds. No allergies",
      INTRA: 'Soft tissues normal',
      PERIO: 'Moderate plaque. Gums a little puffy upper front',
      DENTAL: [
        ['3', 'Erupted deep grooves no caries'],
        ['14', 'Erupted deep grooves no caries'],
        ['19', 'Erupted deep grooves no caries'],
        ['30', 'Erupted deep grooves no caries'],
        ['K', 'O caries'],
        ['S', 'Stainless steel crown intact'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: '2 bitewings. #K caries into dentin. No other caries',
      DX: ['Caries #K'],
      CONSULT: 'Grandma asked if Medicaid covers the sealants. Told her yes for the permanent molars',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30'],
      NOTES: '7 year old with her grandma. She got tired towards the end',
      NV: ['Fissure sealants #3, #14', 'O composite #K'],
    },
  }),
  defineCase({
    id: 'h36-24-us-typed-tx-terse-denture-adj-lower-cd-ulcer-pip-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Denture adj. Lower CD sore L side x 1 wk. Med hx NC. Ulcer L mandibular buccal vestibule 3 mm. PIP: overextension L buccal flange. Relieved, polished. Occlusion even. Pt comfortable. RTC 1 wk prn.',
    expect: {
      CC: 'Denture adj. Lower CD sore L side x 1 wk',
      'MED HX': 'NC',
      INTRA: 'Ulcer L mandibular buccal vestibule 3 mm',
      'TX TODAY': ['Denture adjustment'],
      TX: ['PIP: overextension L buccal flange', 'Relieved', 'Polished', 'Occlusion even'],
      NOTES: 'Pt comfortable',
      'F/U': 'RTC 1 wk prn',
    },
  }),
  defineCase({
    id: 'h36-25-us-asr-tx-cracked-tooth-14-consult-tooth-slooth-yall-payment-plans-no-tx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited exam she says it hurts when she bites on something hard upper left back tooth zinging pain when she lets go for about a month uh medical history no changes takes levothyroxine allergic to sulfa extraoral wnl intraoral wnl number fourteen large mesial occlusal distal amalgam crack line on the mesial marginal ridge positive bite test on the mesiobuccal cusp with the tooth slooth cold normal not lingering numbers thirteen and fifteen sound pa of fourteen no periapical changes diagnosis cracked tooth syndrome number fourteen explained the crack could get worse and recommended a crown to hold it together she asked whether she'd need a root canal told her maybe later if the nerve gets irritated about one in five she asked if y'all do payment plans told her the front desk can set that up plan crown number fourteen with a core buildup next visit crown prep fourteen",
    expect: {
      CC: 'Limited exam. She says it hurts when she bites on something hard upper left back tooth. Zinging pain when she lets go for about a month',
      'MED HX': 'No changes. Takes levothyroxine. Allergic to sulfa',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      DENTAL: [
        [
          '14',
          'Large MOD amalgam crack line on the M marginal ridge positive bite test on the MB cusp with the Tooth Slooth cold normal not lingering',
        ],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA of #14 no periapical changes',
      DX: ['Cracked tooth syndrome #14'],
      CONSULT:
        "Explained the crack could get worse and recommended a crown to hold it together. She asked whether she'd need a root canal. Told her maybe later if the nerve gets irritated about 1 in 5. She asked if y'all do payment plans. Told her the front desk can set that up",
      'TX PLAN': ['Crown #14 with a core buildup'],
      NV: ['Crown prep #14'],
    },
  }),
  defineCase({
    id: 'h36-26-us-typed-tx-sentences-single-visit-rct-8-necrotic-baseball-internal-bleaching',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for root canal #8. Tooth has been darker for years, hit by a baseball in high school. Asymptomatic. Medical history: no changes, NKDA. #8 darker than #9, no response to cold or EPT, not TTP, no mobility. #7 and #9 respond normally to cold. PA #8: periapical radiolucency approx 4 mm. Diagnosis: pulp necrosis with asymptomatic apical periodontitis #8. Consent signed. 1 carpule lidocaine 2% 1:100,000 epi, labial infiltration #8. Rubber dam. Access through the lingual. 1 canal, WL 23 mm to incisal edge. Cleaned and shaped to 40/.06. Irrigated with 6% NaOCl and 17% EDTA. Obturated #8 with warm vertical and BC sealer. Lingual access sealed with composite. Post-op PA: obturation to length. Discussed internal bleaching of #8 in a few weeks to lighten it. Patient asked if it will need a crown; told him probably not for a front tooth with a small access. Next visit: internal bleaching #8 in 4 weeks.',
    expect: {
      CC: 'Root canal #8. Tooth has been darker for years, hit by a baseball in high school. Asymptomatic',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['8', 'Darker than #9, no response to cold or EPT, not TTP, no mobility'],
        ['7', 'Respond normally to cold'],
        ['9', 'Respond normally to cold'],
      ],
      RADIO: 'PA #8: periapical radiolucency approx 4 mm. Post-op PA: obturation to length',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSENT: 'Consent signed',
      CONSULT:
        'Discussed internal bleaching of #8 in a few weeks to lighten it. Patient asked if it will need a crown; told him probably not for a front tooth with a small access',
      'TX TODAY': ['Obturation #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Rubber dam',
        'Access through the lingual',
        '1 canal',
        'WL 23 mm to incisal edge',
        'Cleaned and shaped to 40/.06',
        'Irrigated with 6% NaOCl and 17% EDTA',
        'Obturated #8 with warm vertical and BC sealer',
        'Lingual access sealed with composite',
      ],
      NV: ['Internal whitening #8 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h36-27-us-asr-tx-do-composite-12-sorry-mo-13-assistant-aside-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay here for fillings on twelve and thirteen medical history no changes no allergies number twelve disto occlusal caries number thirteen mesial occlusal caries number eleven sound two carpules articaine four percent one to one hundred thousand epi buccal infiltration twelve and thirteen can you grab me a new curing light tip thanks isolite caries removed twelve and thirteen sectional matrix etched bonded distal composite number twelve sorry disto occlusal composite number twelve mesial occlusal composite number thirteen shade a three cured polished occlusion checked post op instructions given she asked if she can drink coffee this afternoon told her sure once the numbness is gone recall as scheduled',
    appends: [
      'add to notes she brought her own headphones and listened to music the whole time',
      'next visit scale and polish sorry prophy with the hygienist',
    ],
    expect: {
      CC: 'Fillings on #12 and #13',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['12', 'DO caries'],
        ['13', 'MO caries'],
        ['11', 'Sound'],
      ],
      CONSULT: 'She asked if she can drink coffee this afternoon. Told her sure once the numbness is gone',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolite',
        'Caries removed #12, #13',
        'Sectional matrix',
        'Etched',
        'Bonded',
        'DO composite #12',
        'MO composite #13',
        'Shade A3',
        'Cured',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'She brought her own headphones and listened to music the whole time',
      NV: ['Prophy with the hygienist'],
      'F/U': 'Recall as scheduled',
    },
  }),

  // ---------------------------------------------------------------- 4. Canadian practice (FDI, Canadian words)
  defineCase({
    id: 'h36-28-us-typed-fdi-canada-recall-exam-cleaning-2-units-crown-16-predetermination',
    style: 'US',
    asr: false,
    transcript:
      'Recall exam + cleaning. No concerns. Med hx: no changes, rosuvastatin, NKDA. EO WNL. IO WNL. PSR 2 2 2 / 2 3 2, 4 mm pockets lower anteriors lingual. 16 large MOD amalgam, crack lines, asymptomatic. 26 onlay intact. 36 O composite sound. 45 B abfraction, not sensitive. 2 BWs: no interproximal caries, bone levels WNL. Scaling 2 units, polish, OHI (floss picks). Recommended crown on 16 before it breaks; pt wants a predetermination sent to insurance first. Tx plan: crown 16. Recall 6 mo, next cleaning 6 mo.',
    expect: {
      CC: 'Recall exam + cleaning. No concerns',
      'MED HX': 'No changes, rosuvastatin, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 3 2, 4 mm pockets lower anteriors lingual',
      DENTAL: [
        ['16', 'Large MOD amalgam, crack lines, asymptomatic'],
        ['26', 'Onlay intact'],
        ['36', 'O composite sound'],
        ['45', 'B abfraction, not sensitive'],
      ],
      RADIO: '2 BWs: no interproximal caries, bone levels WNL',
      CONSULT: 'Recommended crown on 16 before it breaks; pt wants a predetermination sent to insurance first',
      'TX TODAY': ['OHI'],
      TX: ['Scaling 2 units', 'Polish', 'OHI (floss picks)'],
      'TX PLAN': ['Crown 16'],
      'F/U': 'Recall 6 mo, next cleaning 6 mo',
    },
  }),
  defineCase({
    id: 'h36-29-us-asr-fdi-canada-hockey-puck-11-crown-fracture-21-subluxation-no-freezing',
    style: 'US',
    asr: true,
    transcript:
      "emergency twelve year old with his dad took a puck to the mouth at hockey practice about an hour ago he wasn't wearing his mouthguard no loss of consciousness no headache or nausea medical history healthy no meds no allergies tetanus up to date extraoral small laceration on the upper lip not through and through no other facial injuries intraoral upper labial mucosa bruised one one enamel dentine fracture mesial incisal corner no pulp exposure not mobile sensitive to air two one not displaced slightly mobile tender to percussion bleeding from the sulcus one two and two two sound pa one one and two one no root fractures no displacement diagnosis uncomplicated crown fracture one one and subluxation two one no freezing needed one one exposed dentine covered with glass ionomer photos taken told dad soft diet for two weeks and a soft toothbrush keep him off the ice for a week and get him a proper fitted mouthguard he asked if the tooth will die told him there's a risk so we'll test it at four weeks next visit composite build up one one and vitality check",
    expect: {
      CC: "Emergency. Took a puck to the mouth at hockey practice about an hour ago. He wasn't wearing his mouthguard. No loss of consciousness. No headache or nausea",
      'MED HX': 'Healthy. No meds. No allergies. Tetanus up to date',
      EXTRA: 'Small laceration on the upper lip not through and through. No other facial injuries',
      INTRA: 'Upper labial mucosa bruised',
      DENTAL: [
        ['11', 'Enamel dentine fracture MI corner no pulp exposure not mobile sensitive to air', 'MI corner'],
        ['21', 'Not displaced slightly mobile tender to percussion bleeding from the sulcus'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11 and 21 no root fractures. No displacement',
      DX: ['Uncomplicated crown fracture 11', 'Subluxation 21'],
      CONSULT:
        "Told dad soft diet for 2 weeks and a soft toothbrush. Keep him off the ice for a week and get him a proper fitted mouthguard. He asked if the tooth will die. Told him there's a risk so we'll test it at 4 weeks",
      TX: ['No freezing needed', '11 exposed dentine covered with glass ionomer', 'Photos taken'],
      NOTES: '12 year old with his dad',
      NV: ['Composite build up 11', 'Vitality check'],
    },
  }),
  defineCase({
    id: 'h36-30-us-typed-fdi-canada-cdcp-senior-np-exam-denture-stomatitis-prelim-impressions',
    style: 'US',
    asr: false,
    transcript:
      'NP exam, newly eligible for CDCP. 72 y/o. Upper denture 15 yrs old and loose, wants new upper + lower partial. Med hx: HTN (amlodipine), hypothyroid (levothyroxine), NKDA. Non-smoker. EO WNL. IO: upper edentulous ridge moderately resorbed, palate red under denture (denture stomatitis), no other lesions. 34 B cervical caries. 33, 43 sound. OPG: no retained roots, 34 B caries, bone levels adequate. Dx: denture stomatitis, caries 34. Discussed new upper CD + lower CoCr partial; CDCP coverage and co-pay explained, pt wants to go ahead pending predetermination. Advised leave denture out at night, soak + brush palate. Prelim impressions upper + lower in alginate. Plan: B comp 34, then new dentures. Recall 6 mo.',
    expect: {
      CC: 'NP exam, newly eligible for CDCP. Upper denture 15 yrs old and loose, wants new upper + lower partial',
      'MED HX': 'HTN (amlodipine), hypothyroid (levothyroxine), NKDA. Non-smoker',
      EXTRA: 'WNL',
      INTRA:
        'Upper edentulous ridge moderately resorbed, palate red under denture (denture stomatitis), no other lesions',
      DENTAL: [
        ['34', 'B cervical caries'],
        ['33', 'Sound'],
        ['43', 'Sound'],
      ],
      RADIO: 'OPG: no retained roots, 34 B caries, bone levels adequate',
      DX: ['Denture stomatitis', 'Caries 34'],
      CONSULT:
        'Discussed new upper CD + lower CoCr partial; CDCP coverage and co-pay explained, pt wants to go ahead pending predetermination. Advised leave denture out at night, soak + brush palate',
      'TX TODAY': ['Impressions'],
      TX: ['Prelim impressions upper + lower in alginate'],
      'TX PLAN': ['B composite 34', 'New dentures'],
      NOTES: '72 y/o',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h36-31-us-typed-fdi-canada-child-abscessed-84-extraction-freezing-treasure-box',
    style: 'US',
    asr: false,
    transcript:
      '6 y/o w/ mom. Swelling lower right x 2 days, woke up crying last night. Med hx: healthy, NKDA. EO: no facial swelling, afebrile. IO: 84 grossly decayed, buccal abscess, grade II mobile. 85 O caries. 46 erupting. PA 84: furcation radiolucency, 44 crypt intact. Dx: abscessed 84. Discussed options w/ mom: extraction vs antibiotics and wait; mom chose extraction. Verbal consent from mom. Topical. Freezing: 1 carpule lido 2% 1:100k epi, buccal + lingual infiltration 84. Extracted 84 w/ forceps, roots intact. Hemostasis w/ gauze. POI to mom. He was brave, picked a prize from the treasure box. NV: O composite 85. Recall 6 mo.',
    expect: {
      CC: 'Swelling lower right x 2 days, woke up crying last night',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'No facial swelling, afebrile',
      DENTAL: [
        ['84', 'Grossly decayed, buccal abscess, grade II mobile'],
        ['85', 'O caries'],
        ['46', 'Erupting'],
      ],
      RADIO: 'PA 84: furcation radiolucency, 44 crypt intact',
      DX: ['Abscessed 84'],
      CONSULT: 'Discussed options w/ mom: extraction vs antibiotics and wait; mom chose extraction',
      CONSENT: 'Verbal consent from mom',
      'TX TODAY': ['Extraction 84'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration 84',
        'Extracted 84 w/ forceps',
        'Roots intact',
        'Hemostasis w/ gauze',
        'POI to mom',
      ],
      NOTES: '6 y/o w/ mom. He was brave, picked a prize from the treasure box',
      NV: ['O composite 85'],
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h36-32-us-asr-fdi-canada-perio-maintenance-warfarin-4-units-double-double-appends',
    style: 'US',
    asr: true,
    transcript:
      "three month recall for periodontal maintenance he says his gums are better since he started the water flosser medical history no changes still on warfarin for his heart valve inr was two point five on tuesday no allergies psr three three three three two three pockets four to five millimetres in the molar areas bleeding on probing twenty percent down from thirty five tea and coffee staining he says it's the double doubles from tim hortons scaling four units with the cavitron and hand instruments minimal bleeding polished with fine paste ohi keep going with the water flosser and add interdental brushes between the molars recall three months",
    appends: ['add to notes he asked for morning appointments from now on'],
    expect: {
      CC: '3 month recall for periodontal maintenance. He says his gums are better since he started the water flosser',
      'MED HX': 'No changes. Still on warfarin for his heart valve. INR was 2.5 on Tuesday. No allergies',
      INTRA: 'Tea and coffee staining',
      PERIO: 'PSR 3 3 3 / 3 2 3. Pockets 4 to 5 mm in the molar areas. Bleeding on probing 20% down from 35',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Scaling 4 units with the Cavitron and hand instruments',
        'Minimal bleeding',
        'Polished with fine paste',
        'OHI keep going with the water flosser and add interdental brushes between the molars',
      ],
      NOTES:
        "He says it's the double doubles from Tim Hortons. He asked for morning appointments from now on",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h36-33-us-typed-fdi-canada-bridge-seat-24-26-title-from-cc-superfloss-no-dental',
    style: 'US',
    asr: false,
    transcript:
      'Seat bridge 24-26 (zirconia, 25 pontic). Temp bridge intact, no sensitivity. Med hx: no changes, NKDA. No freezing needed. Temp removed w/ hemostat, abutments cleaned w/ pumice. Try-in: contacts OK, margins closed, pontic contact on ridge good. Shade matches. Pt approved shade in mirror, very happy. Cemented w/ RelyX Unicem, excess removed at gel stage. Occlusion: light interference L working side, adjusted + polished. OHI: Superfloss under pontic. Balance billed to secondary insurance. Recall 6 mo.',
    expect: {
      CC: 'Seat bridge 24-26 (zirconia, 25 pontic). Temp bridge intact, no sensitivity',
      'MED HX': 'No changes, NKDA',
      CONSULT: 'Balance billed to secondary insurance',
      'TX TODAY': ['Bridge fit 24-26', 'OHI'],
      TX: [
        'No freezing needed',
        'Temp removed w/ hemostat',
        'Abutments cleaned w/ pumice',
        'Try-in: contacts OK',
        'Margins closed',
        'Pontic contact on ridge good',
        'Shade matches',
        'Cemented w/ RelyX Unicem',
        'Excess removed at gel stage',
        'Occlusion: light interference L working side',
        'Adjusted + polished',
        'OHI: Superfloss under pontic',
      ],
      NOTES: 'Pt approved shade in mirror, very happy',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h36-34-us-typed-fdi-canada-teen-wisdom-teeth-consult-pericoronitis-48-omfs-appends',
    style: 'US',
    asr: false,
    transcript:
      '17 y/o w/ mom, consult re wisdom teeth, occasional pain LR. Med hx: healthy, on isotretinoin for acne, NKDA. EO WNL. IO: 48 partially erupted, operculum slightly inflamed. 38 partially erupted. 18, 28 unerupted. Pano: 38, 48 mesioangular, roots close to canal; 18, 28 vertical, developing. Dx: pericoronitis 48 (mild, recurrent). Discussed removal of all 4 w/ oral surgeon under IV sedation vs monitoring. Risks (nerve injury, dry socket) explained. Mom wants referral; predetermination to be sent. Irrigated under operculum w/ chlorhexidine. OHI to brush the area. Advised warm salt water rinses. Plan: referral to OMFS for removal of 18, 28, 38, 48 under IV sedation. Recall 6 mo.',
    appends: ['Add to notes: mom asked that we text rather than call.'],
    expect: {
      CC: 'Consult re wisdom teeth, occasional pain LR',
      'MED HX': 'Healthy, on isotretinoin for acne, NKDA',
      EXTRA: 'WNL',
      DENTAL: [
        ['48', 'Partially erupted, operculum slightly inflamed'],
        ['38', 'Partially erupted'],
        ['18', 'Unerupted'],
        ['28', 'Unerupted'],
      ],
      RADIO: 'Pano: 38, 48 mesioangular, roots close to canal; 18, 28 vertical, developing',
      DX: ['Pericoronitis 48 (mild, recurrent)'],
      CONSULT:
        'Discussed removal of all 4 w/ oral surgeon under IV sedation vs monitoring. Risks (nerve injury, dry socket) explained. Mom wants referral; predetermination to be sent. Advised warm salt water rinses',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: ['Irrigated under operculum w/ chlorhexidine', 'OHI to brush the area'],
      'TX PLAN': ['Referral to OMFS for removal of 18, 28, 38, 48 under IV sedation'],
      NOTES: '17 y/o w/ mom. Mom asked that we text rather than call',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'h36-35-us-asr-fdi-canada-froze-her-mo-36-o-37-sorry-vitrebond-cdcp-question',
    style: 'US',
    asr: true,
    transcript:
      "she's here for the fillings on the lower left three six and three seven um medical history no changes takes synthroid no allergies three six mesial occlusal caries three seven occlusal caries three five sound froze her with two carpules lidocaine two percent one to a hundred thousand epi left ianb rubber dam caries removed three six deep mesially no exposure calcium hydroxide liner sorry vitrebond liner sectional matrix and wedge etched bonded mesial occlusal composite three six then three seven occlusal caries removed occlusal composite three seven shade a two for both checked the bite polished she asked if her cdcp covers white fillings on the back teeth told her the front desk will check her coverage post op instructions given recall in six months",
    expect: {
      CC: 'Fillings on the lower left 36 and 37',
      'MED HX': 'No changes. Takes Synthroid. No allergies',
      DENTAL: [
        ['36', 'MO caries'],
        ['37', 'O caries'],
        ['35', 'Sound'],
      ],
      CONSULT:
        'She asked if her CDCP covers white fillings on the back teeth. Told her the front desk will check her coverage',
      'TX TODAY': ['MO composite 36', 'O composite 37'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed 36 deep mesially',
        'No exposure',
        'Vitrebond liner',
        'Sectional matrix and wedge',
        'Etched',
        'Bonded',
        'MO composite 36',
        '37 O caries removed',
        'O composite 37',
        'Shade A2 for both',
        'Checked the bite',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h36-36-us-typed-fdi-canada-terse-night-guard-delivery-title-from-cc-ins-claim',
    style: 'US',
    asr: false,
    transcript:
      'Night guard delivery (hard acrylic, upper). MH: NC. Fit checked, retentive, no rocking. Adjusted for even contacts + canine guidance. Pt comfortable. Care + cleaning instructions given. Advised to bring it to recall appts. Ins claim submitted. Review 4-6 wks prn.',
    expect: {
      CC: 'Night guard delivery (hard acrylic, upper)',
      'MED HX': 'NC',
      CONSULT: 'Advised to bring it to recall appts. Ins claim submitted',
      'TX TODAY': ['Night guard'],
      TX: [
        'Fit checked',
        'Retentive',
        'No rocking',
        'Adjusted for even contacts + canine guidance',
        'Care + cleaning instructions given',
      ],
      NOTES: 'Pt comfortable',
      'F/U': 'Review 4-6 wks prn',
    },
  }),
];
