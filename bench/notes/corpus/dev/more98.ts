// A ninety-eighth development batch (ids cv01–cv30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is oral medicine and the mouth's soft
// tissues: recurrent aphthous ulcers, traumatic ulcers, oral lichen planus and lichenoid reactions, leukoplakia and
// erythroplakia, candidosis (pseudomembranous, denture stomatitis, angular cheilitis), burning mouth, geographic tongue,
// dry mouth, mucoceles, an irritation fibroma, herpes labialis and primary herpetic gingivostomatitis, with biopsy
// appointments and results, blood tests, prescriptions with doses (chlorhexidine, benzydamine, nystatin, clotrimazole,
// valacyclovir, betamethasone and dexamethasone rinses, clobetasol, pilocarpine, clonazepam), photographs for
// monitoring, urgent suspected-cancer referrals, reviews of lesions and check-ups where a lesion is found. Five
// clinicians, six visits each:
//   cv01–cv06 a UK general dentist (FDI, all recogniser-style): a check-up with a red and white patch in the floor of
//     the mouth, photographs and a two-week-wait referral, a traumatic tongue ulcer from a fractured cusp with a
//     temporary dressing and benzydamine, recurrent aphthous ulcers with advice to get blood tests (appended dictation),
//     denture stomatitis and angular cheilitis in a patient on warfarin (nystatin, not miconazole), a lower lip mucocele
//     photographed with a conditional referral, a dry mouth from medication with root caries and fluoride varnish;
//   cv07–cv12 a UK oral medicine consultant (FDI, typed clinic-letter sentences): a new patient with erosive lichen
//     planus and an incisional biopsy, her results with a betamethasone mouthwash, burning mouth syndrome with normal
//     bloods and clonazepam, leukoplakia with moderate dysplasia referred for excision (appended dictation), a speckled
//     erythroplakia seen under the two-week wait and biopsied the same day, geographic tongue with a low ferritin
//     discharged to the dentist;
//   cv13–cv18 a US general dentist (Universal, all recogniser-style): a periodic exam finding an irritation fibroma, an
//     adult's pseudomembranous candidiasis after antibiotics on an inhaled steroid, a cleaning postponed for a cold sore
//     (appended dictation), the fibroma's excisional biopsy, a child's lower lip mucocele referred to an oral surgeon, a
//     smokeless tobacco keratosis found at a recall exam;
//   cv19–cv24 a US oral medicine / oral pathology specialist (Universal, typed, terse and full sentences): desquamative
//     gingivitis with punch biopsies for H&E and DIF, the lichen planus results with clobetasol in trays, hyposalivation
//     with positive anti-SSA and pilocarpine, an incisional biopsy of a non-homogeneous leukoplakia (appended dictation),
//     major aphthae with labs and a dexamethasone rinse, a suspected floor-of-mouth carcinoma biopsied and referred;
//   cv25–cv30 a Canadian dentist (FDI with North American wording, so style US; cv25, cv27, cv29 recogniser-style, cv26,
//     cv28, cv30 typed): a lichenoid reaction to amalgams at a recall, denture stomatitis with a soft reline, a child's
//     primary herpetic gingivostomatitis, suture removal after a mucocele excision with the pathology report, a lichen
//     planus review with scale and polish (appended dictation), a tongue ulcer not healed after smoothing a cusp and
//     referred urgently.
// UK 12 (FDI), US 12 (Universal), Canada 6 (FDI); 15 recogniser-style and 15 typed; 60 to 215 words; five cases with
// appended dictation (cv03 "add to notes …" / "change … to …"; cv10 a typed question and "Change … to …"; cv15 "add to
// notes …" / "next visit also …"; cv22 typed "Add to notes: …" / "Next visit: …"; cv29 "add to notes …" / "change … to
// …"). DENTAL in 20 cases (not cv03, cv08, cv09, cv10, cv12, cv15, cv16, cv20, cv23, cv28).
//
// Judgement calls where the contract was silent:
// - Biopsies (incisional, excisional, punch), sutures, suture removal, a soft reline, photographs and prescriptions are
//   steps with no title of the table, so most visits here have no TX TODAY; titles come only from scale and polish,
//   prophy, OHI, fluoride varnish, a temporary dressing and impressions for medication trays ("Impressions", as more58's
//   night guard impressions). "Gentle scale and polish" is "Scale and polish" (adjective dropped, as more56's
//   "atraumatic extraction"). A "cleaning" is no table procedure, so the postponed cleaning (cv15) gives no title.
// - Prescriptions are TX items written "Rx …" as said, with digits and units ("nought point two percent" → "0.2%",
//   "ten ml" → "10 ml", "one gram" → "1 g", "ten milligram" → "10 mg"); "microgram" stays a word; typed US and
//   Canadian directions keep their shorthand (BID, QID, TID, q6h, PRN, "x 14 days", "#90" — a dispensed quantity, no
//   tooth). A prescribing decision said as a step ("no miconazole because of the warfarin") is a TX item, like "No LA
//   needed".
// - Photographs taken today are TX items; "verbal consent for photographs" is CONSENT; risks explained before a biopsy
//   are CONSULT and the signed or verbal consent is CONSENT (as more56 bf21).
// - Referrals (two-week-wait, OMFS, oral surgeon, rheumatology, CBT, head and neck oncology, a letter asking the GP to
//   treat) are TX PLAN, also when "sent" or "faxed" today; so are investigations requested or ordered for later (a
//   haematinic screen, hematinic and celiac labs, MRI, CT). Telling the patient to see their own doctor is CONSULT.
// - Blood and laboratory results said with the history (ferritin, B12, folate, HbA1c, ANA, anti-SSA) are MED HX, as
//   HbA1c was in more56 / more58. A histology result said as told to the patient ("I explained the histology result
//   …", "Path results reviewed with pt …") is CONSULT; one appended with "Add to notes:" is NOTES.
// - Gum findings (desquamative gingivitis, "gums red and peeling around the lower front teeth", "gums red swollen and
//   bleeding") are PERIO, as gingival findings around teeth were in more56; mucosal, tongue, lip and saliva findings
//   (including an unstimulated flow rate) are INTRA; lip vesicles, angular cheilitis, nodes, parotids and temperature
//   are EXTRA. A tooth named only as the place of a lesion ("opposite 46", "against the amalgams on 36 and 37", "the
//   lingual gingiva of 44 and 45") gives no chart entry (rule 7); findings on the tooth itself do ("46 fractured
//   lingual cusp sharp edge", "#31 sharp lingual cusp adjacent to the lesion").
// - LA at a soft-tissue site keeps the technique and the site as said ("infiltration left buccal mucosa", "lingual
//   infiltration right floor of mouth", "infiltration around the lesion"); "Anesthesia:" opening an LA line is its label.
// - "Impression:" opens a diagnosis; a provisional diagnosis typed without commas stays one item ("speckled
//   erythroplakia right floor of mouth suspicious of squamous cell carcinoma").
// - An adult's or child's age and who came with them are NOTES (as more58), as are remarks about the patient ("he was
//   quite shaken", "mom was quite worried", "Pt's daughter drove him today"); a pain score "6/10" and "2-3 beers/day"
//   are no intervals.
// - The Canadian dentist is style US (carpules-and-epinephrine wording, acetaminophen, family physician) with FDI
//   numbering.
// - Appends: "add to notes …" adds to NOTES, "next visit …" adds an NV item ("also" dropped), "change X to Y" edits the
//   one place X is said (cv03's "six weeks", cv10's "3 months", cv29's "six months" are said only in the follow-up); a
//   typed sentence appended without a label goes where its content belongs (cv10's question and answer, CONSULT).
import { defineCase, type NotesCase } from '../case.ts';

export const more98Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI, recogniser-style)
  defineCase({
    id: 'cv01-uk-asr-fdi-check-up-red-white-patch-floor-of-mouth-photos-2ww-s-and-p',
    style: 'UK',
    asr: true,
    transcript:
      "check up no problems medical history no changes takes amlodipine no allergies smokes twenty a day and drinks about thirty units a week extra oral no palpable lymph nodes intra oral red and white patch about one point five centimetres left floor of mouth extending onto the ventral tongue slightly raised not wipeable not tender rest of the soft tissues nad bpe two two three two two two one six mesial occlusal amalgam sound three six crown margins fine four six missing bitewings taken grade one no caries um provisional diagnosis erythroleukoplakia left floor of mouth query malignancy explained to him it needs to be seen urgently at the hospital and that most of these turn out not to be cancer but we need to rule it out he was quite shaken verbal consent for photographs clinical photographs taken scale and polish oral hygiene instruction smoking cessation advice he said he'll try patches urgent suspected cancer referral to oral and maxillofacial surgery sent today under the two week wait review after the hospital appointment",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Takes amlodipine. No allergies. Smokes 20 a day and drinks about 30 units a week',
      EXTRA: 'No palpable lymph nodes',
      INTRA:
        'Red and white patch about 1.5 cm left floor of mouth extending onto the ventral tongue slightly raised not wipeable not tender. Rest of the soft tissues NAD',
      PERIO: 'BPE 2 2 3 / 2 2 2',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['36', 'Crown margins fine'],
        ['46', 'Missing'],
      ],
      RADIO: 'Bitewings taken grade 1. No caries',
      DX: ['Erythroleukoplakia left floor of mouth query malignancy'],
      CONSULT:
        "Explained to him it needs to be seen urgently at the hospital and that most of these turn out not to be cancer but we need to rule it out. Smoking cessation advice. He said he'll try patches",
      CONSENT: 'Verbal consent for photographs',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Clinical photographs taken', 'Scale and polish', 'Oral hygiene instruction'],
      'TX PLAN': ['Urgent suspected cancer referral to oral and maxillofacial surgery sent today under the 2 week wait'],
      NOTES: 'He was quite shaken',
      'F/U': 'Review after the hospital appointment',
    },
  }),
  defineCase({
    id: 'cv02-uk-asr-fdi-traumatic-ulcer-tongue-46-fractured-l-cusp-dressing-benzydamine',
    style: 'UK',
    asr: true,
    transcript:
      "emergency she's got a sore on the side of her tongue on the right for about a week since a bit broke off a back tooth medical history asthma uses a brown and a blue inhaler allergic to penicillin extra oral nad intra oral ulcer about five millimetres sorry about eight millimetres right lateral border of tongue opposite four six yellow base red halo soft not indurated four six fractured lingual cusp sharp edge no caries not tender to percussion four seven mesial occlusal composite sound diagnosis traumatic ulcer right lateral tongue from four six sharp cusp no la needed smoothed the sharp edge with a finishing bur temporary dressing four six with glass ionomer rx benzydamine nought point one five percent mouthwash fifteen ml every three hours as needed told her it should heal within two weeks once the edge is covered if it hasn't we'll need to refer her next visit lingual composite four six review ulcer in two weeks",
    expect: {
      CC: "Emergency. She's got a sore on the side of her tongue on the right for about a week since a bit broke off a back tooth",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Ulcer about 8 mm right lateral border of tongue opposite 46 yellow base red halo soft not indurated',
      DENTAL: [
        ['46', 'Fractured L cusp sharp edge no caries not tender to percussion', 'L cusp'],
        ['47', 'MO composite sound'],
      ],
      DX: ['Traumatic ulcer right lateral tongue from 46 sharp cusp'],
      CONSULT:
        "Told her it should heal within 2 weeks once the edge is covered. If it hasn't we'll need to refer her",
      'TX TODAY': ['Temporary dressing 46'],
      TX: [
        'No LA needed',
        'Smoothed the sharp edge with a finishing bur',
        'Temporary dressing 46 with glass ionomer',
        'Rx benzydamine 0.15% mouthwash 15 ml every 3 hours as needed',
      ],
      NV: ['L composite 46'],
      'F/U': 'Review ulcer in 2 weeks',
    },
  }),
  defineCase({
    id: 'cv03-uk-asr-fdi-recurrent-aphthous-ulcers-bloods-advice-chlorhexidine-appends',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because of mouth ulcers she gets two or three every few weeks on the inside of the lips and cheeks each lasts about ten days they've been getting worse the last few months medical history fit and well no medications no allergies non smoker she's vegetarian and says she's often tired extra oral nad intra oral two shallow round ulcers about three millimetres left buccal mucosa and lower labial mucosa grey base red halo rest of the mucosa healthy uh diagnosis recurrent aphthous stomatitis minor explained they're common and not infectious we can't cure them but we can help with the pain suggested a toothpaste without sodium lauryl sulphate and keeping a diary of what might trigger them advised her to see her gp for blood tests full blood count ferritin b twelve folate and a coeliac screen rx chlorhexidine nought point two percent mouthwash ten ml twice a day rx benzydamine spray four sprays every three hours as needed review in six weeks with the blood results",
    appends: [
      "add to notes she's got exams coming up and thinks stress sets them off",
      'change six weeks to eight weeks',
    ],
    expect: {
      CC: "Mouth ulcers. She gets 2 or 3 every few weeks on the inside of the lips and cheeks. Each lasts about 10 days. They've been getting worse the last few months",
      'MED HX': "Fit and well. No medications. No allergies. Non smoker. She's vegetarian and says she's often tired",
      EXTRA: 'NAD',
      INTRA:
        '2 shallow round ulcers about 3 mm left buccal mucosa and lower labial mucosa grey base red halo. Rest of the mucosa healthy',
      DX: ['Recurrent aphthous stomatitis minor'],
      CONSULT:
        "Explained they're common and not infectious. We can't cure them but we can help with the pain. Suggested a toothpaste without sodium lauryl sulphate and keeping a diary of what might trigger them. Advised her to see her GP for blood tests full blood count ferritin B12 folate and a coeliac screen",
      TX: [
        'Rx chlorhexidine 0.2% mouthwash 10 ml twice a day',
        'Rx benzydamine spray 4 sprays every 3 hours as needed',
      ],
      NOTES: "She's got exams coming up and thinks stress sets them off",
      'F/U': 'Review in 8 weeks with the blood results',
    },
  }),
  defineCase({
    id: 'cv04-uk-asr-fdi-denture-stomatitis-angular-cheilitis-warfarin-nystatin-sorry-14-days',
    style: 'UK',
    asr: true,
    transcript:
      "patient attended with sore corners of the mouth and a red sore palate under her upper denture for a couple of months she wears it day and night medical history atrial fibrillation on warfarin type two diabetes on metformin no allergies extra oral angular cheilitis both sides cracked and red intra oral palate red and swollen exactly under the upper denture outline upper denture full acrylic about fifteen years old worn and loose plaque on the fitting surface three three and four three sound four four mesial occlusal amalgam sound three five missing diagnosis denture stomatitis and angular cheilitis no miconazole because of the warfarin rx nystatin oral suspension one hundred thousand units per ml one ml four times a day after food for seven days sorry for fourteen days denture hygiene instruction given advised brushing the denture soaking it overnight in dilute chlorhexidine and leaving it out at night advised her to ask her gp to check her hba one c as it may not be well controlled she asked if she needs a new denture explained we'll sort the infection first then make a new one next visit new upper denture primary impressions review in two weeks",
    expect: {
      CC: 'Sore corners of the mouth and a red sore palate under her upper denture for a couple of months. She wears it day and night',
      'MED HX': 'Atrial fibrillation on warfarin. Type 2 diabetes on metformin. No allergies',
      EXTRA: 'Angular cheilitis both sides cracked and red',
      INTRA:
        'Palate red and swollen exactly under the upper denture outline. Upper denture full acrylic about 15 years old worn and loose. Plaque on the fitting surface',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
        ['44', 'MO amalgam sound'],
        ['35', 'Missing'],
      ],
      DX: ['Denture stomatitis', 'Angular cheilitis'],
      CONSULT:
        "Advised brushing the denture soaking it overnight in dilute chlorhexidine and leaving it out at night. Advised her to ask her GP to check her HbA1c as it may not be well controlled. She asked if she needs a new denture. Explained we'll sort the infection first then make a new one",
      TX: [
        'No miconazole because of the warfarin',
        'Rx nystatin oral suspension 100,000 units per ml 1 ml 4 times a day after food for 14 days',
        'Denture hygiene instruction given',
      ],
      NV: ['New upper denture primary impressions'],
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'cv05-uk-asr-fdi-mucocele-lower-lip-student-photo-conditional-referral',
    style: 'UK',
    asr: true,
    transcript:
      "nineteen year old student came in with a lump on her lower lip on and off for two months it fills up bursts and comes back she thinks she bites it medical history fit and well no allergies extra oral nad intra oral bluish fluctuant swelling about six millimetres lower labial mucosa left side opposite three three soft not tender rest of the mucosa healthy three two and three three sound diagnosis mucocele lower lip explained it's harmless but can come back if it persists it can be removed under local anaesthetic advised her to try not to bite or suck it verbal consent for a photograph photograph taken for comparison routine referral to oral surgery for excision if it's still there at review review in six weeks",
    expect: {
      CC: 'Lump on her lower lip on and off for 2 months. It fills up bursts and comes back. She thinks she bites it',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA:
        'Bluish fluctuant swelling about 6 mm lower labial mucosa left side opposite 33 soft not tender. Rest of the mucosa healthy',
      DENTAL: [
        ['32', 'Sound'],
        ['33', 'Sound'],
      ],
      DX: ['Mucocele lower lip'],
      CONSULT:
        "Explained it's harmless but can come back. If it persists it can be removed under local anaesthetic. Advised her to try not to bite or suck it",
      CONSENT: 'Verbal consent for a photograph',
      TX: ['Photograph taken for comparison'],
      'TX PLAN': ["Routine referral to oral surgery for excision if it's still there at review"],
      NOTES: '19 year old student',
      'F/U': 'Review in 6 weeks',
    },
  }),
  defineCase({
    id: 'cv06-uk-asr-fdi-dry-mouth-medication-root-caries-13-23-varnish-duraphat-5000',
    style: 'UK',
    asr: true,
    transcript:
      "here for his check up says his mouth is always dry especially at night and he has to sip water to eat medical history depression on amitriptyline overactive bladder on oxybutynin high blood pressure on amlodipine sorry on ramipril no allergies extra oral nad no salivary gland swelling intra oral mucosa dry and sticky mirror sticks to the cheek no pooling of saliva in the floor of the mouth tongue slightly fissured bpe two two two two two two one three and two three buccal cervical caries soft three four buccal root caries arrested four five crown sound bitewings grade one no interproximal caries diagnosis dry mouth likely from his medication root caries one three two three explained the dry mouth is probably a side effect of the tablets and suggested he asks his gp whether any can be changed advised sugar free gum and saliva substitute gel and sipping water not sugary drinks fluoride varnish applied rx duraphat five thousand toothpaste twice a day spit don't rinse next visit buccal composites one three and two three recall three months",
    expect: {
      CC: 'His check up. Says his mouth is always dry especially at night and he has to sip water to eat',
      'MED HX':
        'Depression on amitriptyline. Overactive bladder on oxybutynin. High blood pressure on ramipril. No allergies',
      EXTRA: 'NAD. No salivary gland swelling',
      INTRA:
        'Mucosa dry and sticky. Mirror sticks to the cheek. No pooling of saliva in the floor of the mouth. Tongue slightly fissured',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['13', 'B cervical caries soft'],
        ['23', 'B cervical caries soft'],
        ['34', 'B root caries arrested'],
        ['45', 'Crown sound'],
      ],
      RADIO: 'Bitewings grade 1. No interproximal caries',
      DX: ['Dry mouth likely from his medication', 'Root caries 13, 23'],
      CONSULT:
        'Explained the dry mouth is probably a side effect of the tablets and suggested he asks his GP whether any can be changed. Advised sugar free gum and saliva substitute gel and sipping water not sugary drinks',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', "Rx Duraphat 5000 toothpaste twice a day spit don't rinse"],
      NV: ['B composites 13, 23'],
      'F/U': 'Recall 3 months',
    },
  }),
  // ---------------------------------------------------------------- 2. UK oral medicine consultant (FDI, typed letters)
  defineCase({
    id: 'cv07-uk-typed-fdi-om-new-patient-erosive-lichen-planus-incisional-biopsy-vicryl',
    style: 'UK',
    asr: false,
    transcript:
      'New patient, referred by her GDP with a 6-month history of sore cheeks and sensitivity to spicy food. She has also noticed that her gums are sore when brushing. Medical history: hypertension on ramipril, hypothyroidism on levothyroxine, allergic to penicillin (rash). Non-smoker, alcohol 4 units a week. Extra-oral examination: no lymphadenopathy, no skin or nail lesions. Intra-oral examination: bilateral reticular white striae on the buccal mucosae with an area of erosion 10 x 8 mm on the left buccal mucosa. Desquamative gingivitis labially 33-43. Tongue and floor of mouth normal. 36 and 37 large MO amalgams, not in contact with the lesion. Provisional diagnosis: erosive oral lichen planus. I explained the likely diagnosis and the need for a biopsy to confirm it and to exclude dysplasia. The risks were explained, including bleeding, pain, swelling and altered sensation. Written consent obtained. Clinical photographs taken. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration left buccal mucosa. Incisional biopsy left buccal mucosa at the margin of the erosion, 8 mm ellipse, specimen in formalin for histopathology. Haemostasis achieved, 2 x 4-0 Vicryl Rapide sutures. Post-operative instructions given verbally and in writing. Haematinic screen requested. Next appointment: biopsy results in 3 weeks.',
    expect: {
      CC: 'New patient, referred by her GDP with a 6-month history of sore cheeks and sensitivity to spicy food. She has also noticed that her gums are sore when brushing',
      'MED HX':
        'Hypertension on ramipril, hypothyroidism on levothyroxine, allergic to penicillin (rash). Non-smoker, alcohol 4 units a week',
      EXTRA: 'No lymphadenopathy, no skin or nail lesions',
      INTRA:
        'Bilateral reticular white striae on the buccal mucosae with an area of erosion 10 x 8 mm on the left buccal mucosa. Tongue and floor of mouth normal',
      PERIO: 'Desquamative gingivitis labially 33-43',
      DENTAL: [
        ['36', 'Large MO amalgams, not in contact with the lesion'],
        ['37', 'Large MO amalgams, not in contact with the lesion'],
      ],
      DX: ['Erosive oral lichen planus'],
      CONSULT:
        'I explained the likely diagnosis and the need for a biopsy to confirm it and to exclude dysplasia. Risks were explained, including bleeding, pain, swelling and altered sensation',
      CONSENT: 'Written consent obtained',
      TX: [
        'Clinical photographs taken',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration left buccal mucosa',
        'Incisional biopsy left buccal mucosa at the margin of the erosion',
        '8 mm ellipse',
        'Specimen in formalin for histopathology',
        'Haemostasis achieved',
        '2 x 4-0 Vicryl Rapide sutures',
        'Post-operative instructions given verbally and in writing',
      ],
      'TX PLAN': ['Haematinic screen requested'],
      NV: ['Biopsy results in 3 weeks'],
    },
  }),
  defineCase({
    id: 'cv08-uk-typed-fdi-om-biopsy-results-lichen-planus-betamethasone-rinse-low-ferritin',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for biopsy results and review of oral lichen planus. She reports the soreness is unchanged. Medical history: no change. Recent bloods: ferritin 12 (low), B12 and folate normal. Extra-oral: NAD. Intra-oral: biopsy site left buccal mucosa healed. Reticular striae on both buccal mucosae, erosion left buccal mucosa now 8 x 6 mm. Gingivae unchanged. I explained the histology result: lichen planus with no evidence of dysplasia. Diagnosis: oral lichen planus. We discussed that this is a long-term condition that can be controlled but not cured, the small risk of malignant change and the importance of regular checks. She is keen to try a steroid mouthwash. Rx betamethasone 500 microgram soluble tablets: 1 dissolved in 10 ml water as a 2-minute rinse 4 times daily (do not swallow). I advised that the mouthwash can occasionally cause oral thrush. Advised a toothpaste without SLS and avoidance of spicy foods. Photographs taken for monitoring. Letter to GP re low ferritin. Review in 3 months.',
    expect: {
      CC: 'Biopsy results and review of oral lichen planus. She reports the soreness is unchanged',
      'MED HX': 'No change. Recent bloods: ferritin 12 (low), B12 and folate normal',
      EXTRA: 'NAD',
      INTRA:
        'Biopsy site left buccal mucosa healed. Reticular striae on both buccal mucosae, erosion left buccal mucosa now 8 x 6 mm',
      PERIO: 'Gingivae unchanged',
      DX: ['Oral lichen planus'],
      CONSULT:
        'I explained the histology result: lichen planus with no evidence of dysplasia. We discussed that this is a long-term condition that can be controlled but not cured, the small risk of malignant change and the importance of regular checks. She is keen to try a steroid mouthwash. I advised that the mouthwash can occasionally cause oral thrush. Advised a toothpaste without SLS and avoidance of spicy foods',
      TX: [
        'Rx betamethasone 500 microgram soluble tablets: 1 dissolved in 10 ml water as a 2-minute rinse 4 times daily (do not swallow)',
        'Photographs taken for monitoring',
      ],
      'TX PLAN': ['Letter to GP re low ferritin'],
      'F/U': 'Review in 3 months',
    },
  }),
  defineCase({
    id: 'cv09-uk-typed-fdi-om-burning-mouth-normal-bloods-hba1c-clonazepam-cbt',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for assessment of burning mouth. She describes a constant burning of the tongue tip and lips for 8 months, worse in the evening, better when eating. Taste unchanged. Medical history: anxiety on sertraline, menopausal, NKDA. Bloods from GP last month: FBC normal, ferritin 45, B12 380, folate 9, HbA1c 38. Extra-oral: NAD. Intra-oral: mucosa entirely normal, no candidosis, tongue normal. Full upper and lower natural dentition, no sharp edges. Diagnosis: burning mouth syndrome. I explained that the mucosa is healthy, that this is a recognised pain condition of the nerves and not cancer or infection, and that it often improves with time. We discussed treatment options including clonazepam, and she would like to try it. Warned about drowsiness and not to drive if affected. Rx clonazepam 0.5 mg tablets: 1 to be sucked for 3 minutes and spat out 3 times daily. Referred for CBT via her GP. Review in 2 months.',
    expect: {
      CC: 'Assessment of burning mouth. She describes a constant burning of the tongue tip and lips for 8 months, worse in the evening, better when eating. Taste unchanged',
      'MED HX':
        'Anxiety on sertraline, menopausal, NKDA. Bloods from GP last month: FBC normal, ferritin 45, B12 380, folate 9, HbA1c 38',
      EXTRA: 'NAD',
      INTRA:
        'Mucosa entirely normal, no candidosis, tongue normal. Full upper and lower natural dentition, no sharp edges',
      DX: ['Burning mouth syndrome'],
      CONSULT:
        'I explained that the mucosa is healthy, that this is a recognised pain condition of the nerves and not cancer or infection, and that it often improves with time. We discussed treatment options including clonazepam, and she would like to try it. Warned about drowsiness and not to drive if affected',
      TX: ['Rx clonazepam 0.5 mg tablets: 1 to be sucked for 3 minutes and spat out 3 times daily'],
      'TX PLAN': ['Referred for CBT via her GP'],
      'F/U': 'Review in 2 months',
    },
  }),
  defineCase({
    id: 'cv10-uk-typed-fdi-om-leukoplakia-tongue-moderate-dysplasia-omfs-appends-question',
    style: 'UK',
    asr: false,
    transcript:
      'Attends for incisional biopsy results, white patch left lateral tongue. No new symptoms. Medical history: no change, COPD on inhalers, NKDA. Smokes 15 cigarettes a day, alcohol 20 units a week. Extra-oral: no cervical lymphadenopathy. Intra-oral: homogeneous white patch left lateral tongue 25 x 15 mm, non-wipeable, not indurated, biopsy site healed. No other lesions. I explained the histology result: moderate epithelial dysplasia. Diagnosis: leukoplakia left lateral tongue with moderate dysplasia. We discussed that this is a potentially malignant disorder and that excision is recommended. Strong smoking cessation advice given. He agreed to be referred to the stop smoking service. Photographs taken. Referral to OMFS for excision under GA. Review in oral medicine 3 months after surgery.',
    appends: [
      'He asked whether laser treatment would be possible; I said the surgeons would discuss this with him.',
      'Change 3 months to 6 months.',
    ],
    expect: {
      CC: 'Incisional biopsy results, white patch left lateral tongue. No new symptoms',
      'MED HX': 'No change, COPD on inhalers, NKDA. Smokes 15 cigarettes a day, alcohol 20 units a week',
      EXTRA: 'No cervical lymphadenopathy',
      INTRA:
        'Homogeneous white patch left lateral tongue 25 x 15 mm, non-wipeable, not indurated, biopsy site healed. No other lesions',
      DX: ['Leukoplakia left lateral tongue with moderate dysplasia'],
      CONSULT:
        'I explained the histology result: moderate epithelial dysplasia. We discussed that this is a potentially malignant disorder and that excision is recommended. Strong smoking cessation advice given. He agreed to be referred to the stop smoking service. He asked whether laser treatment would be possible; I said the surgeons would discuss this with him',
      TX: ['Photographs taken'],
      'TX PLAN': ['Referral to OMFS for excision under GA'],
      'F/U': 'Review in oral medicine 6 months after surgery',
    },
  }),
  defineCase({
    id: 'cv11-uk-typed-fdi-om-2ww-speckled-erythroplakia-floor-of-mouth-same-day-biopsy-mri',
    style: 'UK',
    asr: false,
    transcript:
      'Urgent suspected cancer referral (2WW) from his GDP: red patch right floor of mouth noticed at a routine check-up. Painless, unsure how long it has been there. Medical history: type 2 diabetes on metformin and gliclazide, HbA1c 64 last month, hypertension on amlodipine, NKDA. Ex-smoker (stopped 2 years ago, 30 pack-years), alcohol 30 units a week. His wife came with him. Extra-oral: 1 cm firm, mobile right submandibular node. Intra-oral: velvety red patch right floor of mouth 20 x 12 mm with a speckled white area at the anterior margin, slightly indurated, extending to the lingual gingiva of 44 and 45. 44 and 45 grade I mobility. Provisional diagnosis: speckled erythroplakia right floor of mouth suspicious of squamous cell carcinoma. I explained that I am concerned about this area and that a biopsy is needed today. Written consent obtained. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, lingual infiltration right floor of mouth. Incisional biopsy from the speckled anterior margin including the red area. Specimen sent fast-track for histopathology. 3 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. Post-op instructions given. Clinical photographs taken. Plan: urgent MRI of the neck and floor of mouth, then discussion at the head and neck MDT once histology is available. Next appointment: results in 1 week.',
    expect: {
      CC: 'Urgent suspected cancer referral (2WW) from his GDP: red patch right floor of mouth noticed at a routine check-up. Painless, unsure how long it has been there',
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide, HbA1c 64 last month, hypertension on amlodipine, NKDA. Ex-smoker (stopped 2 years ago, 30 pack-years), alcohol 30 units a week',
      EXTRA: '1 cm firm, mobile right submandibular node',
      INTRA:
        'Velvety red patch right floor of mouth 20 x 12 mm with a speckled white area at the anterior margin, slightly indurated, extending to the lingual gingiva of 44 and 45',
      DENTAL: [
        ['44', 'Grade I mobility'],
        ['45', 'Grade I mobility'],
      ],
      DX: ['Speckled erythroplakia right floor of mouth suspicious of squamous cell carcinoma'],
      CONSULT: 'I explained that I am concerned about this area and that a biopsy is needed today',
      CONSENT: 'Written consent obtained',
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, lingual infiltration right floor of mouth',
        'Incisional biopsy from the speckled anterior margin including the red area',
        'Specimen sent fast-track for histopathology',
        '3 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Post-op instructions given',
        'Clinical photographs taken',
      ],
      'TX PLAN': [
        'Urgent MRI of the neck and floor of mouth',
        'Discussion at the head and neck MDT once histology is available',
      ],
      NOTES: 'His wife came with him',
      NV: ['Results in 1 week'],
    },
  }),
  defineCase({
    id: 'cv12-uk-typed-fdi-om-geographic-fissured-tongue-ferritin-8-discharged-to-gdp',
    style: 'UK',
    asr: false,
    transcript:
      'Attends with a 2-year history of a sore tongue with patches that move around, sensitive to spicy food and citrus. Medical history: asthma (salbutamol PRN), eczema, NKDA. Non-smoker. Her GP checked bloods: Hb 118, ferritin 8, B12 and folate normal. Extra-oral: NAD. Intra-oral: multiple well-demarcated depapillated red areas with white serpiginous borders on the dorsum and lateral margins of the tongue. Deep fissures centrally. Rest of the mucosa normal. Diagnosis: geographic tongue (erythema migrans) with fissured tongue. I reassured her that this is a benign condition, is not infectious and does not turn into cancer. Explained low iron can make the tongue more sensitive. Letter to GP asking them to investigate the low ferritin. Advised a bland toothpaste and avoiding triggers. Rx benzydamine 0.15% mouthwash 15 ml as needed before meals. No further oral medicine follow-up needed; discharged to her GDP.',
    expect: {
      CC: '2-year history of a sore tongue with patches that move around, sensitive to spicy food and citrus',
      'MED HX':
        'Asthma (salbutamol PRN), eczema, NKDA. Non-smoker. Her GP checked bloods: Hb 118, ferritin 8, B12 and folate normal',
      EXTRA: 'NAD',
      INTRA:
        'Multiple well-demarcated depapillated red areas with white serpiginous borders on the dorsum and lateral margins of the tongue. Deep fissures centrally. Rest of the mucosa normal',
      DX: ['Geographic tongue (erythema migrans) with fissured tongue'],
      CONSULT:
        'I reassured her that this is a benign condition, is not infectious and does not turn into cancer. Explained low iron can make the tongue more sensitive. Advised a bland toothpaste and avoiding triggers',
      TX: ['Rx benzydamine 0.15% mouthwash 15 ml as needed before meals'],
      'TX PLAN': ['Letter to GP asking them to investigate the low ferritin'],
      'F/U': 'No further oral medicine follow-up needed; discharged to her GDP',
    },
  }),
  // ---------------------------------------------------------------- 3. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'cv13-us-asr-periodic-exam-prophy-irritation-fibroma-buccal-mucosa-sorry-19',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for her six month cleaning and exam no concerns but she says there's a little bump inside her left cheek she keeps biting medical history high cholesterol takes atorvastatin allergic to sulfa drugs extraoral within normal limits no lymphadenopathy intraoral smooth firm pink nodule about six millimeters left buccal mucosa along the occlusal plane opposite number fourteen sorry opposite number nineteen non tender rest of the soft tissues within normal limits psr two two two two two two number three mesial occlusal distal amalgam with a crack line number fourteen crown margins intact number nineteen occlusal composite sound number thirty root canal and crown four bitewings no caries diagnosis probable irritation fibroma left buccal mucosa prophy ohi explained it's most likely a benign fibroma from biting and we'll remove it and send it to the lab she agreed next visit excisional biopsy of the left buccal mucosa lesion recall six months",
    expect: {
      CC: "Her 6 month cleaning and exam. No concerns but she says there's a little bump inside her left cheek she keeps biting",
      'MED HX': 'High cholesterol. Takes atorvastatin. Allergic to sulfa drugs',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA:
        'Smooth firm pink nodule about 6 mm left buccal mucosa along the occlusal plane opposite #19 non tender. Rest of the soft tissues within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['3', 'MOD amalgam with a crack line'],
        ['14', 'Crown margins intact'],
        ['19', 'O composite sound'],
        ['30', 'Root canal and crown'],
      ],
      RADIO: '4 bitewings. No caries',
      DX: ['Probable irritation fibroma left buccal mucosa'],
      CONSULT: "Explained it's most likely a benign fibroma from biting and we'll remove it and send it to the lab. She agreed",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      NV: ['Excisional biopsy of the left buccal mucosa lesion'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cv14-us-asr-pseudomembranous-candidiasis-advair-amoxicillin-clotrimazole-troches',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency visit he says his mouth has been burning and there are white spots on his tongue and palate for about a week medical history asthma on advair two puffs twice a day finished a course of amoxicillin for a chest infection ten days ago no known drug allergies extraoral within normal limits intraoral creamy white plaques on the soft palate and dorsum of the tongue that wipe off leaving a red bleeding base corners of the mouth normal numbers three and fourteen sound diagnosis pseudomembranous candidiasis rx clotrimazole ten milligram troches one troche dissolved in the mouth five times a day for fourteen days told him to rinse his mouth with water and spit after every use of the inhaler and to use a spacer asked him to let his physician know about the thrush follow up in two weeks if not cleared up',
    expect: {
      CC: 'Emergency visit. He says his mouth has been burning and there are white spots on his tongue and palate for about a week',
      'MED HX':
        'Asthma on Advair 2 puffs twice a day. Finished a course of amoxicillin for a chest infection 10 days ago. No known drug allergies',
      EXTRA: 'Within normal limits',
      INTRA:
        'Creamy white plaques on the soft palate and dorsum of the tongue that wipe off leaving a red bleeding base. Corners of the mouth normal',
      DENTAL: [
        ['3', 'Sound'],
        ['14', 'Sound'],
      ],
      DX: ['Pseudomembranous candidiasis'],
      CONSULT:
        'Told him to rinse his mouth with water and spit after every use of the inhaler and to use a spacer. Asked him to let his physician know about the thrush',
      TX: ['Rx clotrimazole 10 mg troches 1 troche dissolved in the mouth 5 times a day for 14 days'],
      'F/U': 'Follow up in 2 weeks if not cleared up',
    },
  }),
  defineCase({
    id: 'cv15-us-asr-cleaning-postponed-herpes-labialis-valacyclovir-appends-notes-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for her cleaning she has a cold sore on her upper lip that started yesterday she gets them a few times a year usually when she's stressed or out in the sun medical history healthy no meds allergic to codeine extraoral cluster of small vesicles on a red base right upper lip at the vermilion border about five millimeters intraoral within normal limits no ulcers diagnosis recurrent herpes labialis explained it's contagious while the blisters are there and the cleaning could spread it so we'll reschedule she was fine with that rx valacyclovir one gram tablets two tablets twice a day for one day advised sunscreen lip balm and not to touch or pick it next visit cleaning in two weeks",
    appends: ["add to notes she's a teacher and asked for a note for work", 'next visit also periodic exam'],
    expect: {
      CC: "Her cleaning. She has a cold sore on her upper lip that started yesterday. She gets them a few times a year usually when she's stressed or out in the sun",
      'MED HX': 'Healthy. No meds. Allergic to codeine',
      EXTRA: 'Cluster of small vesicles on a red base right upper lip at the vermilion border about 5 mm',
      INTRA: 'Within normal limits. No ulcers',
      DX: ['Recurrent herpes labialis'],
      CONSULT:
        "Explained it's contagious while the blisters are there and the cleaning could spread it so we'll reschedule. She was fine with that. Advised sunscreen lip balm and not to touch or pick it",
      TX: ['Rx valacyclovir 1 g tablets 2 tablets twice a day for 1 day'],
      NOTES: "She's a teacher and asked for a note for work",
      NV: ['Cleaning in 2 weeks', 'Periodic exam'],
    },
  }),
  defineCase({
    id: 'cv16-us-asr-excisional-biopsy-fibroma-sorry-two-carpules-chromic-gut-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the excisional biopsy of the bump on her left cheek medical history no changes takes atorvastatin allergic to sulfa drugs blood pressure one twenty four over seventy eight intraoral six millimeter firm pink nodule left buccal mucosa unchanged went over the risks bleeding swelling scar recurrence and she signed the consent form one carpule sorry two carpules lidocaine two percent one to one hundred thousand epi infiltration around the lesion elliptical incision around the base lesion removed intact specimen placed in formalin and sent to the oral pathology lab three four oh chromic gut sutures hemostasis achieved post op instructions given verbal and written rx ibuprofen six hundred milligrams every six hours as needed for pain she asked when she'll hear about the results told her about a week follow up in one week for the results and to check healing",
    expect: {
      CC: 'Excisional biopsy of the bump on her left cheek',
      'MED HX': 'No changes. Takes atorvastatin. Allergic to sulfa drugs. Blood pressure 124/78',
      INTRA: '6 mm firm pink nodule left buccal mucosa unchanged',
      CONSULT:
        "Went over the risks bleeding swelling scar recurrence. She asked when she'll hear about the results. Told her about a week",
      CONSENT: 'She signed the consent form',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infiltration around the lesion',
        'Elliptical incision around the base',
        'Lesion removed intact',
        'Specimen placed in formalin and sent to the oral pathology lab',
        '3 4-0 chromic gut sutures',
        'Hemostasis achieved',
        'Post-op instructions given verbal and written',
        'Rx ibuprofen 600 mg every 6 hours as needed for pain',
      ],
      'F/U': 'Follow up in 1 week for the results and to check healing',
    },
  }),
  defineCase({
    id: 'cv17-us-asr-child-mucocele-lower-lip-mom-cancer-question-oral-surgeon-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "twelve year old boy with mom here for a bump on his lower lip that keeps coming and going for about a month medical history healthy no meds no allergies extraoral within normal limits intraoral soft bluish fluid filled swelling about eight millimeters lower lip mucosa on the right side non tender numbers twenty six and twenty seven sound no sharp edges diagnosis mucocele lower lip explained to mom it's a blocked minor salivary gland usually from lip biting it's harmless but often needs to be removed if it doesn't go away mom asked if it's cancer told her no it's very common in kids photo taken for the chart referral to oral surgeon for excision recall six months",
    expect: {
      CC: 'Bump on his lower lip that keeps coming and going for about a month',
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft bluish fluid filled swelling about 8 mm lower lip mucosa on the right side non tender',
      DENTAL: [
        ['26', 'Sound no sharp edges'],
        ['27', 'Sound no sharp edges'],
      ],
      DX: ['Mucocele lower lip'],
      CONSULT:
        "Explained to mom it's a blocked minor salivary gland usually from lip biting. It's harmless but often needs to be removed if it doesn't go away. Mom asked if it's cancer. Told her no it's very common in kids",
      TX: ['Photo taken for the chart'],
      'TX PLAN': ['Referral to oral surgeon for excision'],
      NOTES: '12 year old boy with mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cv18-us-asr-recall-smokeless-tobacco-keratosis-photos-prophy-recheck-3-weeks',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for his recall exam no complaints medical history healthy no meds no allergies uses chewing tobacco about a can every two days for ten years keeps it in the lower left extraoral within normal limits no lymphadenopathy intraoral white wrinkled patch about two centimeters lower left labial vestibule where he keeps the tobacco soft not ulcerated psr three two two three two two um three millimeters of facial recession on numbers twenty three and twenty four numbers twenty three and twenty four cervical abrasion number nineteen mesial occlusal composite sound diagnosis smokeless tobacco keratosis lower left vestibule took photos of the lesion prophy talked to him about quitting and the risk of oral cancer he's going to try to cut down gave him the quitline number plan biopsy referral if it hasn't resolved in three weeks recheck the lesion in three weeks",
    expect: {
      CC: 'His recall exam. No complaints',
      'MED HX':
        'Healthy. No meds. No allergies. Uses chewing tobacco about a can every 2 days for 10 years. Keeps it in the lower left',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'White wrinkled patch about 2 cm lower left labial vestibule where he keeps the tobacco soft not ulcerated',
      PERIO: 'PSR 3 2 2 / 3 2 2. 3 mm of facial recession on #23 and #24',
      DENTAL: [
        ['23', 'Cervical abrasion'],
        ['24', 'Cervical abrasion'],
        ['19', 'MO composite sound'],
      ],
      DX: ['Smokeless tobacco keratosis lower left vestibule'],
      CONSULT:
        "Talked to him about quitting and the risk of oral cancer. He's going to try to cut down. Gave him the quitline number",
      'TX TODAY': ['Prophy'],
      TX: ['Took photos of the lesion', 'Prophy'],
      'TX PLAN': ["Biopsy referral if it hasn't resolved in 3 weeks"],
      'F/U': 'Recheck the lesion in 3 weeks',
    },
  }),
  // ---------------------------------------------------------------- 4. US oral medicine / oral pathology (Universal, typed)
  defineCase({
    id: 'cv19-us-typed-om-desquamative-gingivitis-punch-biopsies-he-dif-michels-chlorhexidine',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "New patient consultation, referred by her periodontist for painful, peeling gums x 8 months. Pain 6/10 with brushing and spicy foods. Med hx: hypertension (losartan), osteopenia, allergic to sulfa. Never smoker. Denies eye, skin or genital symptoms. EO: no lymphadenopathy, no skin lesions. IO: diffuse erythema and desquamation of the facial attached gingiva #6-#11 and #22-#27, positive Nikolsky sign. Lacy white striae bilateral buccal mucosa. Plaque-induced component minimal. #8 and #9 PFM crowns, margins intact. Impression: erosive lichen planus vs mucous membrane pemphigoid. Discussed need for biopsies for H&E and direct immunofluorescence. Informed consent signed. Anesthesia: 1.8 ml 2% lidocaine 1:100,000 epi, infiltration left buccal mucosa. 4 mm punch biopsy of perilesional tissue left buccal mucosa for DIF (Michel's medium), 4 mm punch biopsy of striae for H&E (formalin). 2 x 4-0 chromic gut sutures. Hemostasis achieved. Photos taken. Rx chlorhexidine 0.12% 15 ml swish 30 s and spit BID. NV: biopsy results in 2 weeks.",
    expect: {
      CC: 'New patient consultation, referred by her periodontist for painful, peeling gums x 8 months. Pain 6/10 with brushing and spicy foods',
      'MED HX':
        'Hypertension (losartan), osteopenia, allergic to sulfa. Never smoker. Denies eye, skin or genital symptoms',
      EXTRA: 'No lymphadenopathy, no skin lesions',
      INTRA: 'Lacy white striae bilateral buccal mucosa',
      PERIO:
        'Diffuse erythema and desquamation of the facial attached gingiva #6-#11 and #22-#27, positive Nikolsky sign. Plaque-induced component minimal',
      DENTAL: [
        ['8', 'PFM crowns, margins intact'],
        ['9', 'PFM crowns, margins intact'],
      ],
      DX: ['Erosive lichen planus vs mucous membrane pemphigoid'],
      CONSULT: 'Discussed need for biopsies for H&E and direct immunofluorescence',
      CONSENT: 'Informed consent signed',
      TX: [
        'LA: 1.8 ml lidocaine 2% 1:100,000 epinephrine, infiltration left buccal mucosa',
        "4 mm punch biopsy of perilesional tissue left buccal mucosa for DIF (Michel's medium)",
        '4 mm punch biopsy of striae for H&E (formalin)',
        '2 x 4-0 chromic gut sutures',
        'Hemostasis achieved',
        'Photos taken',
        'Rx chlorhexidine 0.12% 15 ml swish 30 s and spit BID',
      ],
      NV: ['Biopsy results in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cv20-us-typed-om-results-lichen-planus-dif-negative-clobetasol-trays-impressions',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for biopsy results. Gums about the same, using chlorhexidine BID. Med hx: no changes. Biopsy sites healed. Gingival erythema and desquamation unchanged #6-#11, #22-#27. Path results reviewed with pt: H&E consistent with lichen planus, no dysplasia; DIF negative for pemphigoid. Dx: oral lichen planus with desquamative gingivitis. Discussed chronic nature, management with topical steroids, small risk of malignant transformation and the need for monitoring every 6 months. Pt agrees with topical steroid in trays. Alginate impressions upper and lower for custom medication trays. Rx clobetasol propionate 0.05% gel 15 g: apply thin layer in trays for 10 min BID. Rx nystatin oral suspension 100,000 units/ml 5 ml swish and swallow QID PRN if thrush. OHI with soft brush. Recommended SLS-free toothpaste. Pt asked if it is contagious; told her no. NV: deliver trays in 1 week.',
    expect: {
      CC: 'Biopsy results. Gums about the same, using chlorhexidine BID',
      'MED HX': 'No changes',
      INTRA: 'Biopsy sites healed',
      PERIO: 'Gingival erythema and desquamation unchanged #6-#11, #22-#27',
      DX: ['Oral lichen planus with desquamative gingivitis'],
      CONSULT:
        'Path results reviewed with pt: H&E consistent with lichen planus, no dysplasia; DIF negative for pemphigoid. Discussed chronic nature, management with topical steroids, small risk of malignant transformation and the need for monitoring every 6 months. Pt agrees with topical steroid in trays. Recommended SLS-free toothpaste. Pt asked if it is contagious; told her no',
      'TX TODAY': ['Impressions', 'OHI'],
      TX: [
        'Alginate impressions upper and lower for custom medication trays',
        'Rx clobetasol propionate 0.05% gel 15 g: apply thin layer in trays for 10 min BID',
        'Rx nystatin oral suspension 100,000 units/ml 5 ml swish and swallow QID PRN if thrush',
        'OHI with soft brush',
      ],
      NV: ['Deliver trays in 1 week'],
    },
  }),
  defineCase({
    id: 'cv21-us-typed-om-hyposalivation-anti-ssa-pilocarpine-90-tabs-varnish-gland-biopsy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Consult for dry mouth and dry eyes x 2 years, trouble swallowing dry food, more cavities in the last year. Referred by her general dentist. Med hx: hypothyroidism (levothyroxine), seasonal allergies (loratadine), NKDA. Labs from PCP last month: ANA positive 1:320, anti-SSA positive, anti-SSB negative. EO: bilateral parotid enlargement, non-tender. IO: mucosa dry and erythematous, lobulated depapillated tongue, no salivary pool, scant cloudy saliva on parotid milking. Unstimulated whole saliva 0.05 ml/min. #5, #12 and #21 cervical caries. #28 DO composite with recurrent caries at D margin. Dx: hyposalivation, probable Sjögren's syndrome. Discussed findings and that loratadine can worsen dryness. Reviewed pilocarpine side effects (sweating, flushing, frequent urination), pt wants to try it. Rx pilocarpine 5 mg tabs 1 TID with meals #90. Rx PreviDent 5000 Plus: brush at bedtime instead of regular toothpaste. Fluoride varnish applied. Recommended xylitol lozenges and sips of water. Plan: labial minor salivary gland biopsy, letter to rheumatology, restorations with her general dentist. NV: labial gland biopsy in 2 weeks. Recall 3 months.",
    expect: {
      CC: 'Consult for dry mouth and dry eyes x 2 years, trouble swallowing dry food, more cavities in the last year. Referred by her general dentist',
      'MED HX':
        'Hypothyroidism (levothyroxine), seasonal allergies (loratadine), NKDA. Labs from PCP last month: ANA positive 1:320, anti-SSA positive, anti-SSB negative',
      EXTRA: 'Bilateral parotid enlargement, non-tender',
      INTRA:
        'Mucosa dry and erythematous, lobulated depapillated tongue, no salivary pool, scant cloudy saliva on parotid milking. Unstimulated whole saliva 0.05 ml/min',
      DENTAL: [
        ['5', 'Cervical caries'],
        ['12', 'Cervical caries'],
        ['21', 'Cervical caries'],
        ['28', 'DO composite with recurrent caries at D margin'],
      ],
      DX: ['Hyposalivation', "Probable Sjögren's syndrome"],
      CONSULT:
        'Discussed findings and that loratadine can worsen dryness. Reviewed pilocarpine side effects (sweating, flushing, frequent urination), pt wants to try it. Recommended xylitol lozenges and sips of water',
      'TX TODAY': ['Fluoride varnish'],
      TX: [
        'Rx pilocarpine 5 mg tabs 1 TID with meals #90',
        'Rx PreviDent 5000 Plus: brush at bedtime instead of regular toothpaste',
        'Fluoride varnish applied',
      ],
      'TX PLAN': ['Labial minor salivary gland biopsy', 'Letter to rheumatology', 'Restorations with her general dentist'],
      NV: ['Labial gland biopsy in 2 weeks'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'cv22-us-typed-om-incisional-biopsy-leukoplakia-tongue-31-l-cusp-appends-path-nv',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for biopsy of white lesion R lateral border of tongue, referred by his dentist. Present approx. 4 months, asymptomatic. Med hx: GERD (omeprazole), NKDA. Former smoker, quit 5 yrs ago (20 pack-years), 2-3 beers/day. EO: no lymphadenopathy. IO: 18 x 10 mm non-homogeneous white plaque R lateral tongue with a central red area, non-wipeable, non-indurated. #31 sharp lingual cusp adjacent to the lesion. #30 crown, margins intact. Dx: non-homogeneous leukoplakia R lateral tongue (r/o dysplasia). Procedure, risks, benefits and alternatives discussed. Consent signed. Photos taken. 2 carpules 2% lidocaine 1:100,000 epi, infiltration R lateral tongue. Incisional biopsy 8 x 4 mm from the red area including white margin. Specimen in formalin to pathology. 3 x 4-0 Vicryl sutures. Hemostasis achieved. #31 lingual cusp smoothed and polished. POI given. Rx ibuprofen 600 mg q6h PRN pain. Advised to reduce alcohol. Follow up in 1 week for suture check and path results.',
    appends: [
      'Add to notes: path report received, mild epithelial dysplasia; pt informed by phone.',
      'Next visit: excisional biopsy of the remaining lesion with 2 mm margins.',
    ],
    expect: {
      CC: 'Biopsy of white lesion R lateral border of tongue, referred by his dentist. Present approx. 4 months, asymptomatic',
      'MED HX': 'GERD (omeprazole), NKDA. Former smoker, quit 5 yrs ago (20 pack-years), 2-3 beers/day',
      EXTRA: 'No lymphadenopathy',
      INTRA: '18 x 10 mm non-homogeneous white plaque R lateral tongue with a central red area, non-wipeable, non-indurated',
      DENTAL: [
        ['31', 'Sharp L cusp adjacent to the lesion'],
        ['30', 'Crown, margins intact'],
      ],
      DX: ['Non-homogeneous leukoplakia R lateral tongue (r/o dysplasia)'],
      CONSULT: 'Procedure, risks, benefits and alternatives discussed. Advised to reduce alcohol',
      CONSENT: 'Consent signed',
      TX: [
        'Photos taken',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infiltration R lateral tongue',
        'Incisional biopsy 8 x 4 mm from the red area including white margin',
        'Specimen in formalin to pathology',
        '3 x 4-0 Vicryl sutures',
        'Hemostasis achieved',
        '#31 L cusp smoothed and polished',
        'POI given',
        'Rx ibuprofen 600 mg q6h PRN pain',
      ],
      NOTES: 'Path report received, mild epithelial dysplasia; pt informed by phone',
      NV: ['Excisional biopsy of the remaining lesion with 2 mm margins'],
      'F/U': 'Follow up in 1 week for suture check and path results',
    },
  }),
  defineCase({
    id: 'cv23-us-typed-om-major-aphthae-celiac-hematinic-labs-dexamethasone-elixir-no-dental',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with recurrent painful mouth ulcers since childhood, worse over the past year: 1-2 large ulcers every month lasting 3-4 weeks, heal with scarring. Also reports occasional diarrhea and bloating. Med hx: iron deficiency anemia in the past, no current meds, NKDA. Non-smoker. EO: NAD. IO: 12 mm deep ulcer with raised margins L soft palate, 2 small ulcers R lateral tongue, scarring L buccal mucosa. Dx: major recurrent aphthous stomatitis (r/o celiac disease or hematinic deficiency). Discussed triggers and avoiding SLS toothpaste. Advised pt to see PCP re GI symptoms. Hematinic and celiac labs ordered. Rx dexamethasone elixir 0.5 mg/5 ml 100 ml: rinse with 5 ml for 2 min and spit QID. Rx lidocaine 2% viscous PRN before meals. Follow up 4 weeks with labs.',
    expect: {
      CC: 'Recurrent painful mouth ulcers since childhood, worse over the past year: 1-2 large ulcers every month lasting 3-4 weeks, heal with scarring. Reports occasional diarrhea and bloating',
      'MED HX': 'Iron deficiency anemia in the past, no current meds, NKDA. Non-smoker',
      EXTRA: 'NAD',
      INTRA: '12 mm deep ulcer with raised margins L soft palate, 2 small ulcers R lateral tongue, scarring L buccal mucosa',
      DX: ['Major recurrent aphthous stomatitis (r/o celiac disease or hematinic deficiency)'],
      CONSULT: 'Discussed triggers and avoiding SLS toothpaste. Advised pt to see PCP re GI symptoms',
      TX: [
        'Rx dexamethasone elixir 0.5 mg/5 ml 100 ml: rinse with 5 ml for 2 min and spit QID',
        'Rx lidocaine 2% viscous PRN before meals',
      ],
      'TX PLAN': ['Hematinic and celiac labs ordered'],
      'F/U': 'Follow up 4 weeks with labs',
    },
  }),
  defineCase({
    id: 'cv24-us-typed-om-suspected-scc-floor-of-mouth-biopsy-stat-head-neck-referral-ct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Urgent consult. Referred by general dentist for non-healing ulcer L floor of mouth x 6 weeks. Pt reports pain on swallowing and L ear pain. Weight loss 10 lb in 2 months. Med hx: COPD (tiotropium), HTN (lisinopril), NKDA. Smoker 1 ppd x 40 yrs, 6 beers/day. EO: 2 cm firm, fixed L level I-II lymph node. IO: 2.5 cm indurated ulcer with rolled margins L floor of mouth extending onto ventral tongue, fixed. Tongue mobility slightly reduced. #21 and #22 grade 2 mobility. #24 and #25 missing. Impression: suspected squamous cell carcinoma L floor of mouth. I discussed with the pt and his daughter that this is highly suspicious for cancer and that a biopsy is needed today. Questions answered. Consent signed. Photos taken. LA: 2 carpules 2% lidocaine 1:100,000 epi, lingual infiltration L floor of mouth. Incisional biopsy 10 x 5 mm from ulcer margin, specimen in formalin, sent stat. Hemostasis with 2 x 3-0 chromic gut sutures. POI given. Referred urgently to head and neck surgical oncology. CT of neck and chest with contrast ordered. Smoking cessation counseling provided. Pt's daughter drove him today. Will call with path results in 3 days.",
    expect: {
      CC: 'Urgent consult. Referred by general dentist for non-healing ulcer L floor of mouth x 6 weeks. Pt reports pain on swallowing and L ear pain. Weight loss 10 lb in 2 months',
      'MED HX': 'COPD (tiotropium), HTN (lisinopril), NKDA. Smoker 1 ppd x 40 yrs, 6 beers/day',
      EXTRA: '2 cm firm, fixed L level I-II lymph node',
      INTRA:
        '2.5 cm indurated ulcer with rolled margins L floor of mouth extending onto ventral tongue, fixed. Tongue mobility slightly reduced',
      DENTAL: [
        ['21', 'Grade 2 mobility'],
        ['22', 'Grade 2 mobility'],
        ['24', 'Missing'],
        ['25', 'Missing'],
      ],
      DX: ['Suspected squamous cell carcinoma L floor of mouth'],
      CONSULT:
        'I discussed with the pt and his daughter that this is highly suspicious for cancer and that a biopsy is needed today. Questions answered. Smoking cessation counseling provided',
      CONSENT: 'Consent signed',
      TX: [
        'Photos taken',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, lingual infiltration L floor of mouth',
        'Incisional biopsy 10 x 5 mm from ulcer margin',
        'Specimen in formalin',
        'Sent stat',
        'Hemostasis with 2 x 3-0 chromic gut sutures',
        'POI given',
      ],
      'TX PLAN': ['Referred urgently to head and neck surgical oncology', 'CT of neck and chest with contrast ordered'],
      NOTES: "Pt's daughter drove him today",
      'F/U': 'Will call with path results in 3 days',
    },
  }),
  // ---------------------------------------------------------------- 5. Canadian dentist (FDI, style US; mixed)
  defineCase({
    id: 'cv25-ca-asr-fdi-recall-lichenoid-reaction-amalgams-36-37-photos-s-and-p-nv-composites',
    style: 'US',
    asr: true,
    transcript:
      "recall exam with the hygienist today no concerns medical history no changes takes rosuvastatin and metoprolol no allergies extraoral within normal limits intraoral white lacy patch about one centimetre left buccal mucosa directly against the amalgams on three six and three seven slightly red no ulceration right buccal mucosa normal perio probing depths two to three millimetres generalized light bleeding on probing three six large mesial occlusal distal amalgam corroded margins three seven disto occlusal amalgam two six crown sound two bitewings taken no caries impression lichenoid reaction to amalgam left buccal mucosa photos taken for the chart explained it's likely a reaction to the old fillings and that replacing them with white fillings usually makes it go away she'd like to go ahead scale and polish done by the hygienist next visit mesial occlusal distal composite three six and disto occlusal composite three seven recheck the patch three months after the fillings are replaced",
    expect: {
      CC: 'Recall exam with the hygienist today. No concerns',
      'MED HX': 'No changes. Takes rosuvastatin and metoprolol. No allergies',
      EXTRA: 'Within normal limits',
      INTRA:
        'White lacy patch about 1 cm left buccal mucosa directly against the amalgams on 36 and 37 slightly red no ulceration. Right buccal mucosa normal',
      PERIO: 'Probing depths 2 to 3 mm. Generalized light bleeding on probing',
      DENTAL: [
        ['36', 'Large MOD amalgam corroded margins'],
        ['37', 'DO amalgam'],
        ['26', 'Crown sound'],
      ],
      RADIO: '2 bitewings taken. No caries',
      DX: ['Lichenoid reaction to amalgam left buccal mucosa'],
      CONSULT:
        "Explained it's likely a reaction to the old fillings and that replacing them with white fillings usually makes it go away. She'd like to go ahead",
      'TX TODAY': ['Scale and polish'],
      TX: ['Photos taken for the chart', 'Scale and polish done by the hygienist'],
      NV: ['MOD composite 36', 'DO composite 37'],
      'F/U': 'Recheck the patch 3 months after the fillings are replaced',
    },
  }),
  defineCase({
    id: 'cv26-ca-typed-fdi-denture-stomatitis-newton-iii-angular-cheilitis-soft-reline-nystatin',
    style: 'US',
    asr: false,
    transcript:
      'Pt c/o sore, red palate and cracked corners of mouth x 3 mo. Wears upper CD day and night, CD is 12 yrs old. MHx: type 2 diabetes (metformin, last A1c 8.9%), hypothyroid (Synthroid), NKDA. EO: bilateral angular cheilitis, reduced OVD. IO: diffuse erythema of palate confined to denture-bearing area, papillary hyperplasia centrally. Upper CD: poor fit, heavy plaque on fitting surface. 33 and 43 sound. 36 and 46 missing. Dx: denture stomatitis (Newton type III), angular cheilitis. Advised: brush denture daily, soak overnight in Polident, leave out at night. Recommended pt see MD re diabetes control. Soft reline of current CD w/ Coe-Comfort. Rx nystatin oral susp 100,000 U/ml: 5 ml swish 2 min and swallow QID x 14 days. Rx miconazole 2% cream: apply to corners of mouth BID x 10 days. Discussed new CD after tissues heal; pt agrees. Tx plan: new upper CD once palate healed. Review 2 wks.',
    expect: {
      CC: 'Sore, red palate and cracked corners of mouth x 3 mo. Wears upper CD day and night, CD is 12 yrs old',
      'MED HX': 'Type 2 diabetes (metformin, last A1c 8.9%), hypothyroid (Synthroid), NKDA',
      EXTRA: 'Bilateral angular cheilitis, reduced OVD',
      INTRA:
        'Diffuse erythema of palate confined to denture-bearing area, papillary hyperplasia centrally. Upper CD: poor fit, heavy plaque on fitting surface',
      DENTAL: [
        ['33', 'Sound'],
        ['43', 'Sound'],
        ['36', 'Missing'],
        ['46', 'Missing'],
      ],
      DX: ['Denture stomatitis (Newton type III)', 'Angular cheilitis'],
      CONSULT:
        'Advised: brush denture daily, soak overnight in Polident, leave out at night. Recommended pt see MD re diabetes control. Discussed new CD after tissues heal; pt agrees',
      TX: [
        'Soft reline of current CD w/ Coe-Comfort',
        'Rx nystatin oral susp 100,000 U/ml: 5 ml swish 2 min and swallow QID x 14 days',
        'Rx miconazole 2% cream: apply to corners of mouth BID x 10 days',
      ],
      'TX PLAN': ['New upper CD once palate healed'],
      'F/U': 'Review 2 wks',
    },
  }),
  defineCase({
    id: 'cv27-ca-asr-fdi-child-primary-herpetic-gingivostomatitis-fever-51-61-mom-worried',
    style: 'US',
    asr: true,
    transcript:
      "three year old with mom she's had a fever for three days and won't eat or drink much sore mouth lots of drooling medical history healthy up to date with vaccines no allergies extraoral temperature thirty eight point four tender swollen lymph nodes under the jaw both sides intraoral multiple small ulcers on the tongue palate and inside the lips gums red swollen and bleeding all around five one and six one sound no caries diagnosis primary herpetic gingivostomatitis explained to mom it's a viral infection that should settle in seven to ten days lots of fluids cold drinks and popsicles children's acetaminophen and ibuprofen as directed on the bottle it's contagious so no sharing cups and keep her home from daycare take her to the emergency department if she stops drinking or isn't peeing mom was quite worried review in one week",
    expect: {
      CC: "She's had a fever for 3 days and won't eat or drink much. Sore mouth. Lots of drooling",
      'MED HX': 'Healthy. Up to date with vaccines. No allergies',
      EXTRA: 'Temperature 38.4. Tender swollen lymph nodes under the jaw both sides',
      INTRA: 'Multiple small ulcers on the tongue palate and inside the lips',
      PERIO: 'Gums red swollen and bleeding all around',
      DENTAL: [
        ['51', 'Sound no caries'],
        ['61', 'Sound no caries'],
      ],
      DX: ['Primary herpetic gingivostomatitis'],
      CONSULT:
        "Explained to mom it's a viral infection that should settle in 7 to 10 days. Lots of fluids cold drinks and popsicles. Children's acetaminophen and ibuprofen as directed on the bottle. It's contagious so no sharing cups and keep her home from daycare. Take her to the emergency department if she stops drinking or isn't peeing",
      NOTES: '3 year old with mom. Mom was quite worried',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cv28-ca-typed-fdi-post-op-mucocele-excision-sutures-removed-path-reviewed-dc-recall',
    style: 'US',
    asr: false,
    transcript:
      'Post-op 10 days after mucocele excision lower lip L (done here). No pain, lip feels normal. MHx: no change. EO: NAD. IO: lower lip incision line healed, no swelling, 2 sutures in place. Sutures removed. Path report reviewed with pt: mucous extravasation phenomenon (mucocele), no atypia, margins clear. Explained small chance of recurrence; avoid lip biting. D/c to regular recall, 6 mo.',
    expect: {
      CC: 'Post-op 10 days after mucocele excision lower lip L (done here). No pain, lip feels normal',
      'MED HX': 'No change',
      EXTRA: 'NAD',
      INTRA: 'Lower lip incision line healed, no swelling, 2 sutures in place',
      CONSULT:
        'Path report reviewed with pt: mucous extravasation phenomenon (mucocele), no atypia, margins clear. Explained small chance of recurrence; avoid lip biting',
      TX: ['Sutures removed'],
      'F/U': 'D/c to regular recall, 6 mo',
    },
  }),
  defineCase({
    id: 'cv29-ca-asr-fdi-lichen-planus-review-photos-gentle-s-and-p-sorry-same-appends',
    style: 'US',
    asr: true,
    transcript:
      "here for a review of her lichen planus diagnosed by oral medicine two years ago she says it flares up with stress and when she eats tomatoes using the clobetasol gel when it's sore medical history no changes hypothyroid on synthroid allergic to latex extraoral within normal limits intraoral lacy white striae both cheeks same as the photos from last time small erosion left buccal mucosa about three millimetres smaller than before sorry about the same as before gums red and peeling around the lower front teeth perio probing two to three millimetres bleeding on probing localized lower anteriors three one and four one sound three six occlusal composite sound impression oral lichen planus stable photos taken for comparison gentle scale and polish ohi with extra soft toothbrush and sls free toothpaste advised to keep using the clobetasol as needed review lichen planus in six months with photos",
    appends: ['add to notes she wants to be seen by the same hygienist each time', 'change six months to three months'],
    expect: {
      CC: "Review of her lichen planus diagnosed by oral medicine 2 years ago. She says it flares up with stress and when she eats tomatoes. Using the clobetasol gel when it's sore",
      'MED HX': 'No changes. Hypothyroid on Synthroid. Allergic to latex',
      EXTRA: 'Within normal limits',
      INTRA:
        'Lacy white striae both cheeks same as the photos from last time. Small erosion left buccal mucosa about 3 mm about the same as before',
      PERIO:
        'Gums red and peeling around the lower front teeth. Probing 2 to 3 mm. Bleeding on probing localized lower anteriors',
      DENTAL: [
        ['31', 'Sound'],
        ['41', 'Sound'],
        ['36', 'O composite sound'],
      ],
      DX: ['Oral lichen planus stable'],
      CONSULT: 'Advised to keep using the clobetasol as needed',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Photos taken for comparison',
        'Gentle scale and polish',
        'OHI with extra soft toothbrush and SLS free toothpaste',
      ],
      NOTES: 'She wants to be seen by the same hygienist each time',
      'F/U': 'Review lichen planus in 3 months with photos',
    },
  }),
  defineCase({
    id: 'cv30-ca-typed-fdi-non-healing-tongue-ulcer-46-cusp-smoothed-urgent-omfs-referral',
    style: 'US',
    asr: false,
    transcript:
      '2 wk review of ulcer R lateral tongue. 46 sharp lingual cusp smoothed at last visit. Pt says ulcer is less sore but still there. MHx: no change, smoker 10 cig/day. EO: 1 cm firm R submandibular node, non-tender (not noted last visit). IO: ulcer R lateral tongue 8 mm, slightly indurated, no change in size vs photo from last visit. 46 L cusp smooth. 47 MOD amalgam intact. Dx: non-healing ulcer R lateral tongue (r/o SCC). Discussed with pt that an ulcer not healing after the cause is removed needs a biopsy. Pt understands and agrees. Photo taken. Urgent referral faxed today to OMFS for biopsy (copy to family physician). Smoking cessation discussed; pt not ready. Will f/u w/ pt by phone in 1 wk to confirm appt booked.',
    expect: {
      CC: '2 wk review of ulcer R lateral tongue. 46 sharp lingual cusp smoothed at last visit. Pt says ulcer is less sore but still there',
      'MED HX': 'No change, smoker 10 cig/day',
      EXTRA: '1 cm firm R submandibular node, non-tender (not noted last visit)',
      INTRA: 'Ulcer R lateral tongue 8 mm, slightly indurated, no change in size vs photo from last visit',
      DENTAL: [
        ['46', 'L cusp smooth'],
        ['47', 'MOD amalgam intact'],
      ],
      DX: ['Non-healing ulcer R lateral tongue (r/o SCC)'],
      CONSULT:
        'Discussed with pt that an ulcer not healing after the cause is removed needs a biopsy. Pt understands and agrees. Smoking cessation discussed; pt not ready',
      TX: ['Photo taken'],
      'TX PLAN': ['Urgent referral faxed today to OMFS for biopsy (copy to family physician)'],
      'F/U': 'Will f/u w/ pt by phone in 1 wk to confirm appt booked',
    },
  }),
];
