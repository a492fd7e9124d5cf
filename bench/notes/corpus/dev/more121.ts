// A hundred-and-twenty-first development batch (ids ds01–ds30), written blind from the contract (the labelling
// contract, case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any check. It is specialist and referral correspondence dictated
// as notes, as the engine receives them after the PHI scrubber has replaced identifiers with typed placeholders ([NAME],
// [DATE], [AGE] (only over 89), [PHONE], [EMAIL], [LOCATION], [POSTCODE], [ID], [URL]; titles kept: "Dr [NAME]"): referral
// letters summarised into the note ("referred by Dr [NAME] at [LOCATION] for …"), second opinions, transfers of care,
// specialist replies and reports, hospital discharge summaries, GP and care-home letters with medication lists copied in,
// a cardiologist's clearance, treatment done elsewhere on [DATE], onward referrals and report letters, plus the visit
// itself (history, examination, radiographs, diagnosis, discussion, consent, treatment, plan, next visit, follow-up).
// Five groups of clinicians, six visits each:
//   ds01–ds06 a UK specialist endodontist (FDI; ds02, ds04, ds06 recogniser-style, ds01, ds03, ds05 typed): a new
//     referral for a tooth the GDP opened and could not finish (consultation only, report to the referrer), a
//     retreatment first stage with the medical history taken from the GP letter, a terse trauma referral for a 14-year-old
//     (trauma on [DATE], splinted at A&E), an obturation with a report and post-op PA to the referrer (appended dictation), a
//     cracked tooth with an interim MOD composite and a letter back recommending a crown, an urgent referral after a
//     hospital admission read from the discharge summary (extirpation);
//   ds07–ds12 a UK oral surgeon (Palmer; ds07, ds09, ds11 recogniser-style with Palmer words, ds08, ds10, ds12 typed LR8
//     shorthand): a wisdom tooth consultation with OPG and CBCT and a coronectomy planned, a surgical extraction with the
//     history updated from the GP summary (apixaban), an oro-antral communication after a GDP's extraction on [DATE]
//     closed with a buccal advancement flap (no title), an exposure of a palatal canine for the orthodontist with the
//     primary canine extracted (appended dictation), an extraction for a patient on warfarin and zoledronic acid with a
//     haematology letter, a self-referred second opinion against a clearance plan (onward referral to a periodontist);
//   ds13–ds18 a US periodontist (ds13–ds15) and a US endodontist (ds16–ds18) (Universal; ds14, ds16, ds18
//     recogniser-style, ds13, ds15, ds17 typed): a periodontal evaluation from a family-dentistry referral (letter back and
//     copy to the PCP), SRP with a cardiologist's clearance letter, a terse maintenance visit alternating with the
//     referring office (appended dictation), a single-visit root canal with the crown sent back to the referrer, a
//     second opinion on a root-filled #8 with records requested by fax, an emergency pulpotomy after a heart attack read
//     from the discharge summary and a cardiologist's phone call;
//   ds19–ds24 orthodontists and paediatric dentists (ds19, ds20, ds23 UK FDI; ds21, ds22, ds24 US Universal; ds20, ds21,
//     ds24 recogniser-style, ds19, ds22, ds23 typed): a new orthodontic referral with records and IOTN, a child with autism
//     referred for assessment under general anaesthetic with a paediatrician's letter, a toddler referred by her
//     pediatrician for SDF (appended dictation), an orthodontic records review with premolar extractions referred to the
//     general dentist, a transfer of care with the previous dentist's letter and a Hall crown, a debond with an onward
//     referral for third molars;
//   ds25–ds30 oral medicine, prosthodontists and a general dentist acting on a specialist's reply (ds25, ds29 UK FDI; ds26,
//     ds30 UK Palmer; ds27, ds28 US Universal; ds26, ds28, ds29 recogniser-style, ds25, ds27, ds30 typed): a lichen planus
//     review with the histopathology result and a letter asking the GDP to replace an amalgam, an urgent two-week-wait
//     referral for a tongue ulcer in a [AGE]-year-old (biopsy, care-home medication sheet), a prosthodontic consultation
//     with medications copied from the referral letter, complete dentures for a nursing-home resident (appended
//     dictation), a second opinion on a failing bridge, an extraction recommended in a periodontist's letter.
// UK 19 (FDI 11, Palmer 8), US 11 (Universal, primary letters in ds21); 15 recogniser-style (lower case, number words,
// fillers, little or no punctuation, "sorry" corrections) and 15 typed; 40 to 224 words (two terse typed
// notes, ds03 and ds15; most 125 to 200); five cases with appended dictation
// (ds04, ds10, ds15, ds21, ds28). DENTAL in 28 cases (not ds14, ds28).
//
// Judgement calls where the contract was silent:
// - Placeholders are kept exactly where their words stay ("Dr [NAME]", "[LOCATION] hospital", "on [DATE]", "[AGE] year
//   old"); the recogniser's "dr [NAME]" is written "Dr [NAME]"; words after a placeholder keep the case said or typed
//   ("[LOCATION] dental practice" spoken, "[LOCATION] Dental Practice" typed).
// - Referral wording ("referred by Dr [NAME] at [LOCATION] for …", "urgent referral from …", "second opinion,
//   self-referred", "transfer of care from …", "as recommended in periodontist's letter") is the reason for attending: CC.
//   What a referral letter, a previous dentist's letter or a discharge summary says about this complaint (treatment done
//   elsewhere on [DATE], an admission for this swelling, a biopsy result from a letter) is its history and stays in the
//   CC (as more58 bh06 "XLA 2 yrs ago elsewhere"). A procedure named there was done before and gives no title (ds06, ds09,
//   ds25); one named only as the reason for the referral in a visit with no treatment gives none (ds01, ds07, ds13, ds17).
// - Medical information taken from letters (medication lists copied from a GP or referral letter, a GP summary, a
//   care-home medication sheet, a nursing-home transfer sheet, a discharge summary for an unrelated admission, a
//   haematology letter with the INR target, a physician's clearance letter or phone call) is MED HX, its source words
//   kept ("As per GP letter dated [DATE]", "Updated from GP summary dated [DATE]: …", "Medications from referral letter
//   dated [DATE]: …"). In recogniser-style MED HX the source phrase is its own sentence, and a spoken list of medicines
//   (or of risks, ds07, ds09) gets commas as a careful writer would; every other new clause is a new sentence.
// - Correspondence: an onward referral, a request that someone else treat, or an investigation requested elsewhere
//   ("Refer to periodontist Dr [NAME] for …", "Letter to Dr [NAME] recommending full coverage crown 47 …", "plan crown
//   on nineteen with Dr [NAME]", "Referral to Dr [NAME] for extraction …", "Letter to Dr [NAME] re traction …", "urgent
//   MRI … requested") is TX PLAN (contract: a referral for treatment elsewhere); a report, copy or reply that asks for no
//   treatment ("Report sent to Dr [NAME]", "Report and post-op PA to Dr [NAME]", "Copy of letter to her GDP …", "Letter
//   to GP re naproxen", "Reply letter … confirming XLA", "Records + BWs received [DATE]", "Records request sent …, fax
//   [PHONE]") is NOTES.
// - Contact details and ages ([PHONE], [EMAIL], "[AGE] year old …") are NOTES with who came with the patient, except
//   where they sit inside another field's clause (a cardiologist's phone in MED HX, a leaflet emailed in TX, implant
//   information at [URL] in CONSULT); "lab ref [ID]" stays in the CC sentence it was typed in.
// - Titles: "Surgical XLA LR8 via buccal envelope flap" → "Surgical extraction LR8"; "Hall crown 85 cemented …" → "SSC 85";
//   "pulp extirpated 37" → "Extirpation 37"; "obturated" → "Obturation" (as more56); "temporary dressing 46 with Cavit" →
//   "Temporary dressing 46"; "core in SDR and a temporary dressing" is two items, "Temporary dressing" the title;
//   "MOD composite 47 bonded as an interim restoration" → "MOD composite 47"; "scaling and root planing upper right and
//   lower right" → "SRP" (quadrants are no teeth); "both dentures seated" → "Denture fit" (a pressure spot relieved at
//   delivery is no Denture adjustment, as more56); "alginate impressions (for study models)", "impressions for Essix
//   retainers" → "Impressions"; "silver diamine fluoride on d e f and g" → "SDF #D, #E, #F, #G". Exposure, gold chain,
//   buccal advancement flap, biopsy, separators, debond, retainer bonding, photos, facebow, bite records, Arestin and
//   prescriptions are no titles; canal and socket irrigation is no Irrigation title.
// - Sections: the sinus-tract, socket, operculum and implant-site findings are INTRA (rule 7, as more52 / more58);
//   occlusal findings (incisor class, overjet, crowding, centrelines, "Permanent dentition") and "OH good / fair" said
//   under IO are INTRA; plaque and gingival redness are PERIO (as more58 bh23); a furcation or mobility said tooth-first is
//   a chart entry (as more58 bh17), and probing said in a tooth's run stays in its entry; IOTN goes with the diagnosis it
//   was typed with; "Tooth Slooth +", "EPT -", "cold +" stay as typed.
// - Advice given after treatment (analgesia, "restart apixaban this evening", sinus precautions, mouthwash, retainer wear,
//   denture soaking, diet, "finish the co-amoxiclav") is CONSULT, as are written information, estimates and fees; "Rx …"
//   is a TX item; "denture care instructions given …" and "POIG" are TX steps; "she has capacity to consent" is CONSENT.
// - Remarks about the patient ("Pt tolerated well", "Good as gold", "she's thrilled with her smile", "he says they feel
//   good", "she says she's using the water flosser daily", "he coped well with a knee to knee exam", "Pt doing well") are
//   NOTES.
// - Rule 4: "mesioangular" / "distoangular" are no surface runs; "palatal surface" stays words (surface is not in rule 4's
//   list); "caries at the distal margin" → "caries at the D margin"; "lingual erosion" →
//   "L erosion"; "m l canal" → "ML canal"; a single surface in a text field stays a word ("the mesial root").
// - Compounds are written as a careful writer would: co-amoxiclav, ex-smoker, non-smoker, non-healing, non-verbal,
//   oro-antral, x-rays, post-op, 4-0 Vicryl Rapide; brand names as their makers write them (ProTaper, CoaguChek, Surgicel,
//   Essix, Zyrtec, Sudafed, Clenil, Ventolin, BC Sealer, AH Plus, SDR, Arestin).
// - "sorry" replaces the item just said: "twenty two to twenty six sorry twenty seven" corrects only the end of the range;
//   "with a four millimetre punch sorry with a scalpel ellipse" replaces the whole phrase.
// - Appends: "add to notes …" adds to NOTES, "next visit …" sets the next visit, "change X to Y" edits the one place X is
//   said (ds15's "BOP 12%" in PERIO, ds28's "forty eight hours" in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more121Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK specialist endodontist (FDI)
  defineCase({
    id: 'ds01-uk-typed-fdi-endo-new-referral-36-previously-initiated-consultation-report-to-gdp',
    style: 'UK',
    asr: false,
    transcript:
      'New pt referred by Dr [NAME] at [LOCATION] for assessment of 36. Referral letter dated [DATE]: pulp extirpated by GDP on [DATE] after pain at night, dressed with Ledermix, canals could not be located. Currently comfortable, occasional tenderness on biting. Medical history as per referral letter and pt: hypertension, ramipril 5 mg OD, amlodipine 5 mg OD, NKDA, non-smoker. EO: NAD. IO: soft tissues healthy. BPE 1 1 1 / 1 2 1. 36 Cavit intact, TTP +, no sinus, probing depths 2-3 mm. 35, 37 sound, cold +. PA 36: 2 M canals, D canal not visible, mild widening PDL M root apex. Dx: previously initiated therapy 36, symptomatic apical periodontitis. Options discussed: RCT 36 under microscope, extraction, no treatment. Fee £850 quoted, prognosis good. Pt wishes to proceed. Written consent obtained. Report sent to Dr [NAME]. Plan: RCT 36 in 2 visits. NV: RCT 36 stage 1.',
    expect: {
      CC: 'New pt referred by Dr [NAME] at [LOCATION] for assessment of 36. Referral letter dated [DATE]: pulp extirpated by GDP on [DATE] after pain at night, dressed with Ledermix, canals could not be located. Currently comfortable, occasional tenderness on biting',
      'MED HX': 'As per referral letter and pt: hypertension, ramipril 5 mg OD, amlodipine 5 mg OD, NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 1 / 1 2 1',
      DENTAL: [
        ['36', 'Cavit intact, TTP +, no sinus, probing depths 2-3 mm'],
        ['35', 'Sound, cold +'],
        ['37', 'Sound, cold +'],
      ],
      RADIO: 'PA 36: 2 M canals, D canal not visible, mild widening PDL M root apex',
      DX: ['Previously initiated therapy 36', 'Symptomatic apical periodontitis'],
      CONSULT:
        'Options discussed: RCT 36 under microscope, extraction, no treatment. Fee £850 quoted, prognosis good. Pt wishes to proceed',
      CONSENT: 'Written consent obtained',
      NOTES: 'Report sent to Dr [NAME]',
      'TX PLAN': ['RCT 36 in 2 visits'],
      NV: ['RCT 36 stage 1'],
    },
  }),
  defineCase({
    id: 'ds02-uk-asr-fdi-endo-retreatment-46-gp-letter-history-mb2-sorry-ml-canal-temp-dressing',
    style: 'UK',
    asr: true,
    transcript:
      "new patient referred by dr [NAME] at [LOCATION] for retreatment of four six root filled about eight years ago dull ache and a gumboil on and off since [DATE] um medical history as per gp letter dated [DATE] type two diabetes on metformin high cholesterol on atorvastatin allergic to penicillin causes a rash extra oral nad intra oral sinus tract buccal to four six traced with gutta percha to the mesial root four six porcelain bonded crown margins intact tender to percussion probing three millimetres all round four five and four seven sound cbct four six short root filling in the mesial canals untreated m b two sorry untreated m l canal periapical radiolucency four millimetres on the mesial root diagnosis chronic apical abscess four six previously treated discussed retreatment through the crown versus extraction and implant success about eighty five percent he'd like to keep the tooth written consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block right plus buccal infiltration rubber dam access through the crown gutta percha removed with protaper retreatment files and chloroform m l canal found under the microscope canals irrigated with sodium hypochlorite calcium hydroxide then temporary dressing four six with cavit post op instructions given next visit complete rct four six in four weeks",
    expect: {
      CC: 'New patient referred by Dr [NAME] at [LOCATION] for retreatment of 46. Root filled about 8 years ago. Dull ache and a gumboil on and off since [DATE]',
      'MED HX':
        'As per GP letter dated [DATE]. Type 2 diabetes on metformin. High cholesterol on atorvastatin. Allergic to penicillin causes a rash',
      EXTRA: 'NAD',
      INTRA: 'Sinus tract buccal to 46 traced with gutta percha to the mesial root',
      DENTAL: [
        ['46', 'Porcelain bonded crown margins intact tender to percussion probing 3 mm all round'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'CBCT 46 short root filling in the mesial canals. Untreated ML canal. Periapical radiolucency 4 mm on the mesial root',
      DX: ['Chronic apical abscess 46 previously treated'],
      CONSULT:
        "Discussed retreatment through the crown versus extraction and implant. Success about 85%. He'd like to keep the tooth",
      CONSENT: 'Written consent',
      'TX TODAY': ['Temporary dressing 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Rubber dam',
        'Access through the crown',
        'Gutta percha removed with ProTaper Retreatment files and chloroform',
        'ML canal found under the microscope',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide',
        'Temporary dressing 46 with Cavit',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 46 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'ds03-uk-typed-fdi-endo-terse-trauma-referral-11-splinted-a-and-e-pulp-necrosis',
    style: 'UK',
    asr: false,
    transcript:
      'Ref Dr [NAME] ([LOCATION]) re 11, trauma [DATE], splinted at A&E. 14 y/o w/ mum. MH NAD. 11 grey, EPT -, cold -. 21 EPT +. PA 11: no resorption. Dx: pulp necrosis 11. Mum consented. NV: RCT 11 2/52.',
    expect: {
      CC: 'Ref Dr [NAME] ([LOCATION]) re 11, trauma [DATE], splinted at A&E',
      'MED HX': 'NAD',
      DENTAL: [
        ['11', 'Grey, EPT -, cold -'],
        ['21', 'EPT +'],
      ],
      RADIO: 'PA 11: no resorption',
      DX: ['Pulp necrosis 11'],
      CONSENT: 'Mum consented',
      NOTES: '14 y/o w/ mum',
      NV: ['RCT 11 2 weeks'],
    },
  }),
  defineCase({
    id: 'ds04-uk-asr-fdi-endo-obturation-26-report-post-op-pa-to-referrer-appends-email',
    style: 'UK',
    asr: true,
    transcript:
      "second visit to complete the root canal on two six referred by dr [NAME] she's been comfortable since last time no changes to her medical history still on levothyroxine no allergies two six cavit intact not tender to percussion la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two six rubber dam cavit and calcium hydroxide removed four canals located working lengths confirmed with the apex locator canals irrigated with sodium hypochlorite and edta dried with paper points master cones fitted obturated two six with warm vertical condensation and bc sealer core in sdr and a temporary dressing post op pa obturation to length good seal no voids discussed that she needs a cuspal coverage restoration with her own dentist within three months report and post op pa to dr [NAME] discharged back to her dentist",
    appends: ["add to notes she'd like a copy of the report emailed to [EMAIL]"],
    expect: {
      CC: "Second visit to complete the root canal on 26. Referred by Dr [NAME]. She's been comfortable since last time",
      'MED HX': 'No changes to her medical history. Still on levothyroxine. No allergies',
      DENTAL: [['26', 'Cavit intact not tender to percussion']],
      RADIO: 'Post-op PA obturation to length. Good seal. No voids',
      CONSULT: 'Discussed that she needs a cuspal coverage restoration with her own dentist within 3 months',
      'TX TODAY': ['Obturation 26', 'Temporary dressing'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'Rubber dam',
        'Cavit and calcium hydroxide removed',
        '4 canals located',
        'Working lengths confirmed with the apex locator',
        'Canals irrigated with sodium hypochlorite and EDTA',
        'Dried with paper points',
        'Master cones fitted',
        'Obturated 26 with warm vertical condensation and BC Sealer',
        'Core in SDR',
        'Temporary dressing',
      ],
      NOTES: "Report and post-op PA to Dr [NAME]. She'd like a copy of the report emailed to [EMAIL]",
      'F/U': 'Discharged back to her dentist',
    },
  }),
  defineCase({
    id: 'ds05-uk-typed-fdi-endo-cracked-47-interim-mod-composite-letter-recommending-crown',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by Dr [NAME], [LOCATION], query cracked 47. Sharp pain on biting and on release, sensitive to cold, for 3 months since MOD amalgam placed [DATE]. MH: asthma (Fostair inhaler), NKDA. EO: masseters hypertrophic, TMJ NAD. IO: linea alba, no soft tissue lesions. 47 MOD amalgam, Tooth Slooth + on DL cusp, cold + lingering 5 s, probing 3 mm all round, no isolated deep pocket. 46 sound. 48 missing. PA 47: no PA changes. Dx: cracked tooth 47, reversible pulpitis. Explained crack cannot be repaired, RCT not needed at present, cuspal coverage crown ASAP, guarded long-term prognosis. Pt agreed. Verbal consent. LA 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right. RD. Amalgam removed. Crack M to D across pulpal floor, stained, not into pulp chamber. Cusps reduced 1.5 mm. MOD composite 47 bonded as an interim restoration. Occlusion checked. Letter to Dr [NAME] recommending full coverage crown 47 + night guard. Review 6/12 here if symptoms persist.',
    expect: {
      CC: 'Referred by Dr [NAME], [LOCATION], query cracked 47. Sharp pain on biting and on release, sensitive to cold, for 3 months since MOD amalgam placed [DATE]',
      'MED HX': 'Asthma (Fostair inhaler), NKDA',
      EXTRA: 'Masseters hypertrophic, TMJ NAD',
      INTRA: 'Linea alba, no soft tissue lesions',
      DENTAL: [
        ['47', 'MOD amalgam, Tooth Slooth + on DL cusp, cold + lingering 5 s, probing 3 mm all round, no isolated deep pocket'],
        ['46', 'Sound'],
        ['48', 'Missing'],
      ],
      RADIO: 'PA 47: no PA changes',
      DX: ['Cracked tooth 47', 'Reversible pulpitis'],
      CONSULT:
        'Explained crack cannot be repaired, RCT not needed at present, cuspal coverage crown ASAP, guarded long-term prognosis. Pt agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MOD composite 47'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'RD',
        'Amalgam removed',
        'Crack M to D across pulpal floor',
        'Stained',
        'Not into pulp chamber',
        'Cusps reduced 1.5 mm',
        'MOD composite 47 bonded as an interim restoration',
        'Occlusion checked',
      ],
      'TX PLAN': ['Letter to Dr [NAME] recommending full coverage crown 47 + night guard'],
      'F/U': 'Review 6 months here if symptoms persist',
    },
  }),
  defineCase({
    id: 'ds06-uk-asr-fdi-endo-urgent-referral-discharge-summary-37-right-sorry-left-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      "urgent referral from dr [NAME] emailed over yesterday he was admitted to [LOCATION] hospital on [DATE] with a right sided sorry left sided facial swelling from three seven discharge summary says incision and drainage under general anaesthetic and intravenous antibiotics discharged on [DATE] on co amoxiclav six hundred and twenty five milligrams three times a day medical history otherwise fit and well no allergies daughter's number is [PHONE] extra oral swelling much reduced small healing incision left submandibular no trismus intra oral lower left buccal sulcus slightly indurated three seven large distal occlusal composite tender to percussion no mobility three six and three eight sound pa three seven periapical radiolucency mesial and distal roots diagnosis pulp necrosis three seven with resolving acute apical abscess he wants to save it if possible verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left rubber dam access pulp necrotic no bleeding canals irrigated with sodium hypochlorite pulp extirpated three seven calcium hydroxide placed cavit told him to finish the co amoxiclav and to go straight back to a and e if the swelling returns or he has trouble swallowing next visit complete rct three seven in two weeks",
    expect: {
      CC: 'Urgent referral from Dr [NAME] emailed over yesterday. He was admitted to [LOCATION] hospital on [DATE] with a left sided facial swelling from 37. Discharge summary says incision and drainage under general anaesthetic and intravenous antibiotics. Discharged on [DATE] on co-amoxiclav 625 mg 3 times a day',
      'MED HX': 'Otherwise fit and well. No allergies',
      EXTRA: 'Swelling much reduced. Small healing incision left submandibular. No trismus',
      INTRA: 'Lower left buccal sulcus slightly indurated',
      DENTAL: [
        ['37', 'Large DO composite tender to percussion no mobility'],
        ['36', 'Sound'],
        ['38', 'Sound'],
      ],
      RADIO: 'PA 37 periapical radiolucency mesial and distal roots',
      DX: ['Pulp necrosis 37 with resolving acute apical abscess'],
      CONSULT:
        'He wants to save it if possible. Told him to finish the co-amoxiclav and to go straight back to A&E if the swelling returns or he has trouble swallowing',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 37'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam',
        'Access',
        'Pulp necrotic',
        'No bleeding',
        'Canals irrigated with sodium hypochlorite',
        'Pulp extirpated 37',
        'Calcium hydroxide placed',
        'Cavit',
      ],
      NOTES: "Daughter's number is [PHONE]",
      NV: ['Complete RCT 37 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK oral surgeon (Palmer)
  defineCase({
    id: 'ds07-uk-asr-palmer-oral-surgery-consult-ll8-opg-cbct-coronectomy-planned-latex',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "new patient consultation referred by dr [NAME] at [LOCATION] for removal of the lower left eight three episodes of pericoronitis in the last year last one on [DATE] treated with metronidazole by her dentist medical history asthma uses a salbutamol inhaler when needed allergic to latex extra oral no lymphadenopathy mouth opening forty millimetres intra oral operculum over the lower left eight slightly inflamed no pus lower left eight partially erupted mesioangular lower left seven sound upper left eight over erupted opg lower left eight mesioangular impaction roots close to the inferior dental canal with darkening of the roots cbct roots lingual to the canal and in contact with it diagnosis recurrent pericoronitis lower left eight discussed surgical removal under local anaesthetic versus coronectomy risks explained including nerve damage about five percent temporary and under one percent permanent plus dry socket swelling and bruising she'd like a coronectomy written information given consent form signed plan coronectomy lower left eight and extraction upper left eight under la on a latex free list",
    expect: {
      CC: 'New patient consultation referred by Dr [NAME] at [LOCATION] for removal of LL8. 3 episodes of pericoronitis in the last year. Last one on [DATE] treated with metronidazole by her dentist',
      'MED HX': 'Asthma. Uses a salbutamol inhaler when needed. Allergic to latex',
      EXTRA: 'No lymphadenopathy. Mouth opening 40 mm',
      INTRA: 'Operculum over LL8 slightly inflamed. No pus',
      DENTAL: [
        ['LL8', 'Partially erupted mesioangular'],
        ['LL7', 'Sound'],
        ['UL8', 'Over erupted'],
      ],
      RADIO:
        'OPG LL8 mesioangular impaction. Roots close to the inferior dental canal with darkening of the roots. CBCT roots lingual to the canal and in contact with it',
      DX: ['Recurrent pericoronitis LL8'],
      CONSULT:
        "Discussed surgical removal under local anaesthetic versus coronectomy. Risks explained including nerve damage about 5% temporary and under 1% permanent plus dry socket, swelling and bruising. She'd like a coronectomy. Written information given",
      CONSENT: 'Consent form signed',
      'TX PLAN': ['Coronectomy LL8', 'Extraction UL8 under LA on a latex free list'],
    },
  }),
  defineCase({
    id: 'ds08-uk-typed-palmer-oral-surgery-surgical-xla-lr8-gp-summary-apixaban-omitted',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Surgical XLA LR8 under LA, referred by Dr [NAME] ([LOCATION]), assessed here [DATE]. MH updated from GP summary dated [DATE]: AF, on apixaban 5 mg BD (omitted this morning as advised by GP), bisoprolol 2.5 mg OD, atorvastatin 40 mg ON. Allergy: codeine (vomiting). BP 138/82, pulse 74 irregular. LR8 partially erupted, distoangular. LR7 sound. Consent form reviewed and signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR8. Surgical XLA LR8 via buccal envelope flap. Bone removed buccally with round bur under saline, tooth sectioned, roots complete. Socket irrigated with saline, Surgicel placed, 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. Written + verbal POI. Advised paracetamol 1 g QDS, no ibuprofen while on apixaban. Restart apixaban this evening. Pt tolerated well. Review 1/52 if concerns, otherwise discharge to GDP.',
    expect: {
      CC: 'Surgical XLA LR8 under LA, referred by Dr [NAME] ([LOCATION]), assessed here [DATE]',
      'MED HX':
        'Updated from GP summary dated [DATE]: AF, on apixaban 5 mg BD (omitted this morning as advised by GP), bisoprolol 2.5 mg OD, atorvastatin 40 mg ON. Allergy: codeine (vomiting). BP 138/82, pulse 74 irregular',
      DENTAL: [
        ['LR8', 'Partially erupted, distoangular'],
        ['LR7', 'Sound'],
      ],
      CONSULT: 'Advised paracetamol 1 g QDS, no ibuprofen while on apixaban. Restart apixaban this evening',
      CONSENT: 'Consent form reviewed and signed',
      'TX TODAY': ['Surgical extraction LR8'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR8',
        'Surgical XLA LR8 via buccal envelope flap',
        'Bone removed buccally with round bur under saline',
        'Tooth sectioned',
        'Roots complete',
        'Socket irrigated with saline',
        'Surgicel placed',
        '2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Written + verbal POI',
      ],
      NOTES: 'Pt tolerated well',
      'F/U': 'Review 1 week if concerns, otherwise discharge to GDP',
    },
  }),
  defineCase({
    id: 'ds09-uk-asr-palmer-oral-surgery-oac-ur6-gdp-extraction-left-sorry-retrieved-flap-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'urgent referral from dr [NAME] at [LOCATION] dental practice extraction of upper right six on [DATE] the palatal root fractured and was left sorry was retrieved he noticed bubbles from the socket when the patient blew his nose patient says fluid comes out of his nose when he drinks medical history fit and well no medication no allergies smokes ten a day extra oral nad no sinus tenderness intra oral upper right six socket clot partly lost nose blowing test positive communication about four millimetres upper right five and upper right seven sound opg no root fragments in the antrum floor of the antrum thin over the socket diagnosis oro antral communication upper right six explained closure today with a buccal advancement flap he agreed verbal and written consent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right buccal advancement flap periosteum scored tension free closure with four oh vicryl rapide sutures rx amoxicillin five hundred milligrams three times a day for seven days plus sudafed decongestant advised no nose blowing sneeze with mouth open and no smoking for two weeks review in one week for suture removal',
    expect: {
      CC: 'Urgent referral from Dr [NAME] at [LOCATION] dental practice. Extraction of UR6 on [DATE]. Palatal root fractured and was retrieved. He noticed bubbles from the socket when the patient blew his nose. Patient says fluid comes out of his nose when he drinks',
      'MED HX': 'Fit and well. No medication. No allergies. Smokes 10 a day',
      EXTRA: 'NAD. No sinus tenderness',
      INTRA: 'UR6 socket clot partly lost. Nose blowing test positive. Communication about 4 mm',
      DENTAL: [
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      RADIO: 'OPG no root fragments in the antrum. Floor of the antrum thin over the socket',
      DX: ['Oro-antral communication UR6'],
      CONSULT:
        'Explained closure today with a buccal advancement flap. He agreed. Advised no nose blowing, sneeze with mouth open and no smoking for 2 weeks',
      CONSENT: 'Verbal and written consent',
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration upper right',
        'Buccal advancement flap',
        'Periosteum scored',
        'Tension free closure with 4-0 Vicryl Rapide sutures',
        'Rx amoxicillin 500 mg 3 times a day for 7 days plus Sudafed decongestant',
      ],
      'F/U': 'Review in 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'ds10-uk-typed-palmer-oral-surgery-exposure-ur3-for-orthodontist-xla-urc-appends-phone',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Exposure + gold chain UR3 at request of orthodontist Dr [NAME] ([LOCATION]), fixed appliance placed [DATE]. 14 y/o, attended with dad. MH: fit and well, no meds, NKDA. URC retained, mobile grade I. UR3 palpable palatally. UR2 sound, bracket in place. CBCT (ortho, [DATE]): UR3 palatal, crown overlapping UR2 root, no resorption of UR2. Consent form signed by dad. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adr, buccal infil URC + palatal infil UR3. XLA URC. Palatal flap raised, bone removed over UR3 crown with hand instruments. Etch, bond, gold chain bonded to UR3 palatal surface. Chain tied to archwire. Flap repositioned, 3 x 4-0 Vicryl Rapide. Haemostasis. POIG to dad. Advised chlorhexidine 0.2% mouthwash from tomorrow. Letter to Dr [NAME] re traction in 2/52.',
    appends: ['Add to notes: dad asked for appointments after school, contact [PHONE].'],
    expect: {
      CC: 'Exposure + gold chain UR3 at request of orthodontist Dr [NAME] ([LOCATION]), fixed appliance placed [DATE]',
      'MED HX': 'Fit and well, no meds, NKDA',
      DENTAL: [
        ['URC', 'Retained, mobile grade I'],
        ['UR3', 'Palpable palatally'],
        ['UR2', 'Sound, bracket in place'],
      ],
      RADIO: 'CBCT (ortho, [DATE]): UR3 palatal, crown overlapping UR2 root, no resorption of UR2',
      CONSULT: 'Advised chlorhexidine 0.2% mouthwash from tomorrow',
      CONSENT: 'Consent form signed by dad',
      'TX TODAY': ['Extraction URC'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration URC + palatal infiltration UR3',
        'XLA URC',
        'Palatal flap raised',
        'Bone removed over UR3 crown with hand instruments',
        'Etch',
        'Bond',
        'Gold chain bonded to UR3 palatal surface',
        'Chain tied to archwire',
        'Flap repositioned',
        '3 x 4-0 Vicryl Rapide',
        'Haemostasis',
        'POIG to dad',
      ],
      'TX PLAN': ['Letter to Dr [NAME] re traction in 2 weeks'],
      NOTES: '14 y/o, attended with dad. Dad asked for appointments after school, contact [PHONE]',
    },
  }),
  defineCase({
    id: 'ds11-uk-asr-palmer-oral-surgery-xla-ul6-warfarin-zoledronate-haematology-letter-inr',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "referred by her dentist dr [NAME] for extraction of the upper left six because she's on warfarin and has had zoledronic acid infusions um medical history hospital letter from the haematology clinic at [LOCATION] dated [DATE] says inr target two to three breast cancer in remission zoledronic acid infusion yearly last one [DATE] warfarin for a dvt letrozole allergic to erythromycin inr today two point four on the coaguchek extra oral nad intra oral no exposed bone anywhere upper left six grossly broken down roots only not mobile upper left five and upper left seven sound pa upper left six two retained roots no periapical pathology diagnosis unrestorable upper left six discussed the risk of medication related osteonecrosis of the jaw about one percent plus bleeding risk she understands and wants it out written consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left six extraction upper left six with luxator and forceps minimal trauma socket packed with surgicel two vicryl rapide sutures haemostasis achieved after ten minutes pressure rx tranexamic acid mouthwash five percent four times a day for five days post op instructions given written and verbal review in two weeks and at eight weeks to check the socket has healed",
    expect: {
      CC: "Referred by her dentist Dr [NAME] for extraction of UL6 because she's on warfarin and has had zoledronic acid infusions",
      'MED HX':
        'Hospital letter from the haematology clinic at [LOCATION] dated [DATE] says INR target 2 to 3. Breast cancer in remission. Zoledronic acid infusion yearly. Last one [DATE]. Warfarin for a DVT. Letrozole. Allergic to erythromycin. INR today 2.4 on the CoaguChek',
      EXTRA: 'NAD',
      INTRA: 'No exposed bone anywhere',
      DENTAL: [
        ['UL6', 'Grossly broken down roots only not mobile'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      RADIO: 'PA UL6 2 retained roots. No periapical pathology',
      DX: ['Unrestorable UL6'],
      CONSULT:
        'Discussed the risk of medication related osteonecrosis of the jaw about 1% plus bleeding risk. She understands and wants it out',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction UL6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
        'Extraction UL6 with luxator and forceps',
        'Minimal trauma',
        'Socket packed with Surgicel',
        '2 Vicryl Rapide sutures',
        'Haemostasis achieved after 10 minutes pressure',
        'Rx tranexamic acid mouthwash 5% 4 times a day for 5 days',
        'Post-op instructions given written and verbal',
      ],
      'F/U': 'Review in 2 weeks and at 8 weeks to check the socket has healed',
    },
  }),
  defineCase({
    id: 'ds12-uk-typed-palmer-second-opinion-clearance-plan-perio-refer-periodontist-copy-letters',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Second opinion, self-referred. Seen at [LOCATION] on [DATE] and advised upper clearance + 4 implants (quote £14,000), copy of their treatment plan brought in. Wants to keep her own teeth if possible. MH: hypothyroid (levothyroxine 75 mcg), NKDA, ex-smoker 5 yrs. EO: NAD. IO: OH fair, no lesions. BPE 3 4 3 / 2 2 3. UL1, UR1 grade II mobile, 7 mm pockets palatally. UR6 grade I mobile, class II furcation buccal. UL6 MOD amalgam sound. UR8, UL8 missing. OPG (brought from [LOCATION], dated [DATE]): generalised horizontal bone loss 30-40%, 60% UR1, UL1. Dx: generalised periodontitis stage III grade B. Explained most teeth savable with periodontal treatment, UR1/UL1 guarded. Clearance not needed at present. Pt wishes to go ahead with periodontal treatment. Refer to periodontist Dr [NAME] for non-surgical treatment. Copy of letter to her GDP Dr [NAME] and to the referring clinic. Review here after periodontal treatment re UR1, UL1.',
    expect: {
      CC: 'Second opinion, self-referred. Seen at [LOCATION] on [DATE] and advised upper clearance + 4 implants (quote £14,000), copy of their treatment plan brought in. Wants to keep her own teeth if possible',
      'MED HX': 'Hypothyroid (levothyroxine 75 mcg), NKDA, ex-smoker 5 yrs',
      EXTRA: 'NAD',
      INTRA: 'OH fair, no lesions',
      PERIO: 'BPE 3 4 3 / 2 2 3',
      DENTAL: [
        ['UL1', 'Grade II mobile, 7 mm pockets palatally'],
        ['UR1', 'Grade II mobile, 7 mm pockets palatally'],
        ['UR6', 'Grade I mobile, class II furcation buccal'],
        ['UL6', 'MOD amalgam sound'],
        ['UR8', 'Missing'],
        ['UL8', 'Missing'],
      ],
      RADIO: 'OPG (brought from [LOCATION], dated [DATE]): generalised horizontal bone loss 30-40%, 60% UR1, UL1',
      DX: ['Generalised periodontitis stage III grade B'],
      CONSULT:
        'Explained most teeth savable with periodontal treatment, UR1/UL1 guarded. Clearance not needed at present. Pt wishes to go ahead with periodontal treatment',
      'TX PLAN': ['Refer to periodontist Dr [NAME] for non-surgical treatment'],
      NOTES: 'Copy of letter to her GDP Dr [NAME] and to the referring clinic',
      'F/U': 'Review here after periodontal treatment re UR1, UL1',
    },
  }),

  // ---------------------------------------------------------------- 3. US periodontist and US endodontist (Universal)
  defineCase({
    id: 'ds13-us-typed-perio-evaluation-referral-family-dentistry-stage-iii-grade-c-letter-pcp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal evaluation. Referred by Dr [NAME] of [LOCATION] Family Dentistry for bleeding gums and bone loss on recent FMX (dated [DATE], sent with referral). Pt reports gums bleed when brushing, lower front teeth feel loose. Med hx per pt and referral form: type 2 diabetes (metformin 1000 mg BID, A1c 7.9 on [DATE]), hypertension (lisinopril 20 mg), NKDA. Smokes 1 ppd x 20 yrs. EO: WNL. IO: no lesions. Perio exam: heavy subgingival calculus, generalized 4-6 mm PD, localized 7-8 mm #3, #14, #19, #30, BOP 65%, generalized 2-3 mm recession. #24 and #25 Class II mobility. #3 Class II furcation B. #30 Class I furcation B. FMX reviewed: generalized horizontal bone loss 30%, vertical defects #19 M and #30 D. Dx: generalized periodontitis stage III grade C. Discussed diabetes and smoking as risk factors, smoking cessation strongly advised, pt willing to try. Tx plan: SRP 4 quads with local anesthetic over 2 visits, re-eval 6 weeks after, then possible surgery #19, #30. Letter sent to Dr [NAME] and copy to PCP Dr [NAME] re A1c. NV: SRP UR and LR quads.',
    expect: {
      CC: 'Periodontal evaluation. Referred by Dr [NAME] of [LOCATION] Family Dentistry for bleeding gums and bone loss on recent FMX (dated [DATE], sent with referral). Pt reports gums bleed when brushing, lower front teeth feel loose',
      'MED HX':
        'Per pt and referral form: type 2 diabetes (metformin 1000 mg BID, A1c 7.9 on [DATE]), hypertension (lisinopril 20 mg), NKDA. Smokes 1 ppd x 20 yrs',
      EXTRA: 'WNL',
      INTRA: 'No lesions',
      PERIO:
        'Heavy subgingival calculus, generalized 4-6 mm PD, localized 7-8 mm #3, #14, #19, #30, BOP 65%, generalized 2-3 mm recession',
      DENTAL: [
        ['24', 'Class II mobility'],
        ['25', 'Class II mobility'],
        ['3', 'Class II furcation B'],
        ['30', 'Class I furcation B'],
      ],
      RADIO: 'FMX reviewed: generalized horizontal bone loss 30%, vertical defects #19 M and #30 D',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT: 'Discussed diabetes and smoking as risk factors, smoking cessation strongly advised, pt willing to try',
      'TX PLAN': ['SRP 4 quads with local anesthetic over 2 visits', 'Re-eval 6 weeks after', 'Possible surgery #19, #30'],
      NOTES: 'Letter sent to Dr [NAME] and copy to PCP Dr [NAME] re A1c',
      NV: ['SRP UR and LR quads'],
    },
  }),
  defineCase({
    id: 'ds14-us-asr-perio-srp-ur-lr-cardiologist-clearance-letter-arestin-three-sorry-two',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for scaling and root planing upper right and lower right quadrants medical history mitral valve repair twenty nineteen on aspirin eighty one milligrams and metoprolol no known drug allergies medical clearance letter from her cardiologist dr [NAME] at [LOCATION] heart center dated [DATE] cleared for treatment no antibiotic premedication needed blood pressure one twenty eight over seventy six um two carpules articaine four percent one to one hundred thousand epi right ianb plus buccal and palatal infiltration upper right scaling and root planing upper right and lower right with ultrasonic and gracey curettes heavy subgingival calculus removed bleeding controlled with pressure arestin placed in the seven millimeter pocket number three distal sorry number two distal oral hygiene instruction with interdental brushes she says she's using the water flosser daily post op instructions given next visit srp upper left and lower left in one week",
    expect: {
      CC: 'Scaling and root planing upper right and lower right quadrants',
      'MED HX':
        'Mitral valve repair 2019. On aspirin 81 mg and metoprolol. No known drug allergies. Medical clearance letter from her cardiologist Dr [NAME] at [LOCATION] heart center dated [DATE]. Cleared for treatment. No antibiotic premedication needed. Blood pressure 128/76',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with ultrasonic and Gracey curettes',
        'Heavy subgingival calculus removed',
        'Bleeding controlled with pressure',
        'Arestin placed in the 7 mm pocket #2 distal',
        'Oral hygiene instruction with interdental brushes',
        'Post-op instructions given',
      ],
      NOTES: "She says she's using the water flosser daily",
      NV: ['SRP upper left and lower left in 1 week'],
    },
  }),
  defineCase({
    id: 'ds15-us-typed-perio-terse-maintenance-alternating-with-referring-office-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Perio maint, alternating 3-monthly with Dr [NAME]'s office. No c/o. Med hx: no change. PSR 3 2 3 / 3 2 3, BOP 12%. Implant #30 healthy. #15 Class I mobility. Perio maintenance, OHI. NV: maint at Dr [NAME]'s office 3 months. Recall here 6 months.",
    appends: [
      'Add to notes: pt moving to [LOCATION] in the spring, will ask for records to be sent.',
      'Change BOP 12% to BOP 15%.',
    ],
    expect: {
      CC: "Perio maint, alternating 3-monthly with Dr [NAME]'s office. No c/o",
      'MED HX': 'No change',
      INTRA: 'Implant #30 healthy',
      PERIO: 'PSR 3 2 3 / 3 2 3, BOP 15%',
      DENTAL: [['15', 'Class I mobility']],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Perio maintenance', 'OHI'],
      NOTES: 'Pt moving to [LOCATION] in the spring, will ask for records to be sent',
      NV: ["Maint at Dr [NAME]'s office 3 months"],
      'F/U': 'Recall here 6 months',
    },
  }),
  defineCase({
    id: 'ds16-us-asr-endo-referral-rct-19-four-sorry-three-canals-crown-back-to-referrer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient referred by dr [NAME] at [LOCATION] dental group for root canal on number nineteen she had a deep filling placed there on [DATE] and it's been throbbing at night since then keeps her awake medical history hypothyroidism on levothyroxine seasonal allergies takes zyrtec allergic to sulfa drugs number nineteen deep mesial occlusal distal composite lingering pain to cold over thirty seconds tender to percussion no swelling probing within normal limits numbers eighteen and twenty normal to cold pa nineteen deep restoration approximating the pulp widened pdl on the mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number nineteen reviewed root canal versus extraction she wants the root canal consent signed three carpules lidocaine two percent one to one hundred thousand epi left ianb rubber dam access found four canals sorry three canals working lengths with apex locator confirmed with a pa cleaned and shaped with protaper gold to f two sodium hypochlorite six percent and edta obturated nineteen with warm vertical and ah plus cavit placed post op pa good fill report and films sent to dr [NAME] plan crown on nineteen with dr [NAME] within a month advised ibuprofen six hundred milligrams every six hours as needed for two to three days follow up in six months",
    expect: {
      CC: "Patient referred by Dr [NAME] at [LOCATION] dental group for root canal on #19. She had a deep filling placed there on [DATE] and it's been throbbing at night since then. Keeps her awake",
      'MED HX': 'Hypothyroidism on levothyroxine. Seasonal allergies. Takes Zyrtec. Allergic to sulfa drugs',
      DENTAL: [
        [
          '19',
          'Deep MOD composite lingering pain to cold over 30 seconds tender to percussion no swelling probing within normal limits',
        ],
        ['18', 'Normal to cold'],
        ['20', 'Normal to cold'],
      ],
      RADIO: 'PA #19 deep restoration approximating the pulp. Widened PDL on the mesial root. Post-op PA good fill',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT:
        'Reviewed root canal versus extraction. She wants the root canal. Advised ibuprofen 600 mg every 6 hours as needed for 2 to 3 days',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Obturation #19'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Access',
        'Found 3 canals',
        'Working lengths with apex locator confirmed with a PA',
        'Cleaned and shaped with ProTaper Gold to F2',
        'Sodium hypochlorite 6% and EDTA',
        'Obturated #19 with warm vertical and AH Plus',
        'Cavit placed',
      ],
      'TX PLAN': ['Crown #19 with Dr [NAME] within a month'],
      NOTES: 'Report and films sent to Dr [NAME]',
      'F/U': 'Follow up in 6 months',
    },
  }),
  defineCase({
    id: 'ds17-us-typed-endo-second-opinion-8-prior-rct-elsewhere-records-fax-apicoectomy-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Second opinion #8, self-referred. Prior RCT #8 by Dr [NAME] in [LOCATION] approx 2015, post and crown. Previous dentist advised extraction + implant on [DATE] due to 'failing root canal'. Intermittent pimple above the tooth. Med hx: GERD (omeprazole 20 mg), NKDA. Records request sent to prior office, fax [PHONE]. IO: sinus tract labial mucosa above #8. #8 PFM crown, not TTP, probing 2-3 mm circumferentially, no mobility. #7 and #9 vital to cold. CBCT: 5 mm periapical lesion #8, canal underfilled by 3 mm, no root fracture visible, post 9 mm. Dx: previously treated #8 with chronic apical abscess. Options: nonsurgical retreatment (post removal, risk of root fracture), apicoectomy with retrograde MTA, extraction + implant. Recommended apicoectomy given the long post. Pt prefers to save the tooth, wants to discuss cost with her husband and will call to schedule. Estimate given. Tx plan: apicoectomy #8 with retrograde MTA.",
    expect: {
      CC: "Second opinion #8, self-referred. Prior RCT #8 by Dr [NAME] in [LOCATION] approx 2015, post and crown. Previous dentist advised extraction + implant on [DATE] due to 'failing root canal'. Intermittent pimple above the tooth",
      'MED HX': 'GERD (omeprazole 20 mg), NKDA',
      INTRA: 'Sinus tract labial mucosa above #8',
      DENTAL: [
        ['8', 'PFM crown, not TTP, probing 2-3 mm circumferentially, no mobility'],
        ['7', 'Vital to cold'],
        ['9', 'Vital to cold'],
      ],
      RADIO: 'CBCT: 5 mm periapical lesion #8, canal underfilled by 3 mm, no root fracture visible, post 9 mm',
      DX: ['Previously treated #8 with chronic apical abscess'],
      CONSULT:
        'Options: nonsurgical retreatment (post removal, risk of root fracture), apicoectomy with retrograde MTA, extraction + implant. Recommended apicoectomy given the long post. Pt prefers to save the tooth, wants to discuss cost with her husband and will call to schedule. Estimate given',
      'TX PLAN': ['Apicoectomy #8 with retrograde MTA'],
      NOTES: 'Records request sent to prior office, fax [PHONE]',
    },
  }),
  defineCase({
    id: 'ds18-us-asr-endo-emergency-pulpotomy-30-mi-discharge-summary-cardiologist-phone',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency visit referred same day by dr [NAME] severe pain lower right since last night can't sleep medical history per the hospital discharge summary from [LOCATION] medical center he had a heart attack on [DATE] two stents placed discharged on [DATE] on aspirin eighty one milligrams clopidogrel seventy five milligrams metoprolol twenty five milligrams twice a day and atorvastatin eighty milligrams no allergies spoke with his cardiologist dr [NAME] by phone at [PHONE] he's cleared for emergency treatment under local with epinephrine limited to two carpules blood pressure one forty two over eighty eight pulse sixty eight number thirty large distal occlusal caries lingering pain to cold tender to percussion numbers twenty nine and thirty one normal pa thirty caries into the pulp no periapical changes diagnosis symptomatic irreversible pulpitis number thirty explained we'll do a pulpotomy today and finish the root canal once the cardiologist clears him he agreed verbal consent two carpules lidocaine two percent one to one hundred thousand epi right ianb rubber dam caries removed pulpotomy number thirty bleeding controlled with a sodium hypochlorite cotton pellet cavit placed occlusion checked next visit complete root canal number thirty after cardiology clearance",
    expect: {
      CC: "Emergency visit referred same day by Dr [NAME]. Severe pain lower right since last night. Can't sleep",
      'MED HX':
        "Per the hospital discharge summary from [LOCATION] medical center he had a heart attack on [DATE]. 2 stents placed. Discharged on [DATE] on aspirin 81 mg, clopidogrel 75 mg, metoprolol 25 mg twice a day and atorvastatin 80 mg. No allergies. Spoke with his cardiologist Dr [NAME] by phone at [PHONE]. He's cleared for emergency treatment under local with epinephrine limited to 2 carpules. Blood pressure 142/88. Pulse 68",
      DENTAL: [
        ['30', 'Large DO caries lingering pain to cold tender to percussion'],
        ['29', 'Normal'],
        ['31', 'Normal'],
      ],
      RADIO: 'PA #30 caries into the pulp. No periapical changes',
      DX: ['Symptomatic irreversible pulpitis #30'],
      CONSULT:
        "Explained we'll do a pulpotomy today and finish the root canal once the cardiologist clears him. He agreed",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulpotomy #30',
        'Bleeding controlled with a sodium hypochlorite cotton pellet',
        'Cavit placed',
        'Occlusion checked',
      ],
      NV: ['Complete RCT #30 after cardiology clearance'],
    },
  }),

  // ---------------------------------------------------------------- 4. Orthodontists and paediatric dentists
  defineCase({
    id: 'ds19-uk-typed-fdi-ortho-new-referral-class-ii-div-1-iotn-records-twin-block-plan',
    style: 'UK',
    asr: false,
    transcript:
      "New patient orthodontic assessment. Referred by Dr [NAME], [LOCATION] Dental Practice, re crowding and 'sticking out' upper teeth. 12 y/o, attended with mum. Pt and mum unhappy with appearance, teased at school. MH: mild asthma (salbutamol PRN), NKDA. EO: Class II skeletal pattern, competent lips at rest, average FMPA, no TMJ symptoms. IO: OH good, no caries seen. Permanent dentition. 17, 27, 37, 47 erupting. Class II div 1 incisors, OJ 8 mm, OB increased, complete to palate. Molars Class II full unit bilaterally. Upper crowding 6 mm, lower 3 mm. Centrelines: upper coincident, lower 2 mm to left. 13, 23 buccally placed. OPG: all permanent teeth present incl. 18, 28, 38, 48 developing, no pathology. Lat ceph: ANB 6°. Dx: Class II div 1 malocclusion on Class II skeletal base with crowding, IOTN DHC 5a AC 7. Options discussed: functional appliance then fixed, or extraction 14, 24 and upper + lower fixed, or no treatment. Mum and pt prefer functional appliance first. NHS eligible. Clinical photos taken. Alginate impressions for study models. Letter to Dr [NAME] with findings. Plan: Twin Block then upper and lower fixed appliances. NV: fit Twin Block in 4 weeks.",
    expect: {
      CC: "New patient orthodontic assessment. Referred by Dr [NAME], [LOCATION] Dental Practice, re crowding and 'sticking out' upper teeth. Pt and mum unhappy with appearance, teased at school",
      'MED HX': 'Mild asthma (salbutamol PRN), NKDA',
      EXTRA: 'Class II skeletal pattern, competent lips at rest, average FMPA, no TMJ symptoms',
      INTRA:
        'OH good, no caries seen. Permanent dentition. Class II div 1 incisors, OJ 8 mm, OB increased, complete to palate. Molars Class II full unit bilaterally. Upper crowding 6 mm, lower 3 mm. Centrelines: upper coincident, lower 2 mm to left',
      DENTAL: [
        ['17', 'Erupting'],
        ['27', 'Erupting'],
        ['37', 'Erupting'],
        ['47', 'Erupting'],
        ['13', 'Buccally placed'],
        ['23', 'Buccally placed'],
      ],
      RADIO: 'OPG: all permanent teeth present incl. 18, 28, 38, 48 developing, no pathology. Lat ceph: ANB 6°',
      DX: ['Class II div 1 malocclusion on Class II skeletal base with crowding', 'IOTN DHC 5a AC 7'],
      CONSULT:
        'Options discussed: functional appliance then fixed, or extraction 14, 24 and upper + lower fixed, or no treatment. Mum and pt prefer functional appliance first. NHS eligible',
      'TX TODAY': ['Impressions'],
      TX: ['Clinical photos taken', 'Alginate impressions for study models'],
      'TX PLAN': ['Twin Block', 'Upper and lower fixed appliances'],
      NOTES: '12 y/o, attended with mum. Letter to Dr [NAME] with findings',
      NV: ['Fit Twin Block in 4 weeks'],
    },
  }),
  defineCase({
    id: 'ds20-uk-asr-fdi-paeds-autism-referral-for-ga-assessment-paediatrician-letter-varnish',
    style: 'UK',
    asr: true,
    transcript:
      "new patient referred by dr [NAME] at [LOCATION] for assessment under general anaesthetic six year old boy with autism attended with mum and his support worker mum says he's had toothache on and off on the left and won't let anyone look at his teeth his dentist couldn't examine him medical history autism spectrum disorder non verbal melatonin at night no allergies letter from the community paediatrician dr [NAME] dated [DATE] confirms no heart problems intra oral soft tissues look healthy plaque on all teeth five four large occlusal cavity six four and seven four grossly carious eight four occlusal caries five five five two and six two sound first permanent molars not erupted no radiographs possible today diagnosis early childhood caries discussed treatment under general anaesthetic at [LOCATION] hospital extractions of six four and seven four and fillings or extractions of the others depending on x rays taken under ga mum agreed fluoride varnish applied with a toothbrush diet advice no juice in the bottle at night he coped well with a knee to knee exam plan general anaesthetic at [LOCATION] hospital with radiographs under ga review in three months for fluoride varnish",
    expect: {
      CC: "New patient referred by Dr [NAME] at [LOCATION] for assessment under general anaesthetic. Mum says he's had toothache on and off on the left and won't let anyone look at his teeth. His dentist couldn't examine him",
      'MED HX':
        'Autism spectrum disorder. Non-verbal. Melatonin at night. No allergies. Letter from the community paediatrician Dr [NAME] dated [DATE] confirms no heart problems',
      INTRA: 'Soft tissues look healthy. First permanent molars not erupted',
      PERIO: 'Plaque on all teeth',
      DENTAL: [
        ['54', 'Large O cavity'],
        ['64', 'Grossly carious'],
        ['74', 'Grossly carious'],
        ['84', 'O caries'],
        ['55', 'Sound'],
        ['52', 'Sound'],
        ['62', 'Sound'],
      ],
      RADIO: 'No radiographs possible today',
      DX: ['Early childhood caries'],
      CONSULT:
        'Discussed treatment under general anaesthetic at [LOCATION] hospital. Extractions of 64 and 74 and fillings or extractions of the others depending on x-rays taken under GA. Mum agreed. Diet advice no juice in the bottle at night',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied with a toothbrush'],
      'TX PLAN': ['General anaesthetic at [LOCATION] hospital with radiographs under GA'],
      NOTES:
        '6 year old boy with autism attended with mum and his support worker. He coped well with a knee to knee exam',
      'F/U': 'Review in 3 months for fluoride varnish',
    },
  }),
  defineCase({
    id: 'ds21-us-asr-paeds-toddler-referred-by-pediatrician-sdf-d-e-f-g-appends-email-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'two year old here with mom and grandma referred by her pediatrician dr [NAME] at [LOCATION] pediatrics for white and brown spots on her front teeth noticed at her well child visit on [DATE] medical history born at thirty four weeks otherwise healthy iron supplement no allergies soft tissues normal gingiva red along upper incisors heavy plaque letters d e f and g cavitated caries letters k and l occlusal caries letters a j s and t erupting no x rays today diagnosis severe early childhood caries discussed silver diamine fluoride will stain the cavities black mom is fine with that as an interim step consent form signed silver diamine fluoride on d e f and g fluoride varnish on all teeth advised brushing twice a day with a smear of fluoride toothpaste mom to brush no bottle in bed she cried but settled recall in one month to reapply sdf',
    appends: [
      "add to notes mom's email for the after visit summary is [EMAIL]",
      'next visit fillings on k and l with nitrous',
    ],
    expect: {
      CC: 'Referred by her pediatrician Dr [NAME] at [LOCATION] pediatrics for white and brown spots on her front teeth noticed at her well child visit on [DATE]',
      'MED HX': 'Born at 34 weeks. Otherwise healthy. Iron supplement. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva red along upper incisors. Heavy plaque',
      DENTAL: [
        ['D', 'Cavitated caries'],
        ['E', 'Cavitated caries'],
        ['F', 'Cavitated caries'],
        ['G', 'Cavitated caries'],
        ['K', 'O caries'],
        ['L', 'O caries'],
        ['A', 'Erupting'],
        ['J', 'Erupting'],
        ['S', 'Erupting'],
        ['T', 'Erupting'],
      ],
      RADIO: 'No x-rays today',
      DX: ['Severe early childhood caries'],
      CONSULT:
        'Discussed silver diamine fluoride will stain the cavities black. Mom is fine with that as an interim step. Advised brushing twice a day with a smear of fluoride toothpaste. Mom to brush. No bottle in bed',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['SDF #D, #E, #F, #G', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #D, #E, #F, #G', 'Fluoride varnish on all teeth'],
      NOTES:
        "2 year old here with mom and grandma. She cried but settled. Mom's email for the after visit summary is [EMAIL]",
      NV: ['Fillings #K, #L with nitrous'],
      'F/U': 'Recall in 1 month to reapply SDF',
    },
  }),
  defineCase({
    id: 'ds22-us-typed-ortho-records-review-premolar-extractions-referred-to-gp-separators',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ortho records review, referred by Dr [NAME] (general dentist, [LOCATION]). 13 y/o w/ dad. Med hx: ADHD (methylphenidate 18 mg), NKDA. IO: Class I molars, crowding U 9 mm / L 7 mm, bimaxillary protrusion. #5, #12, #21, #28 sound. #8 and #9 rotated. Pano (records [DATE]): all teeth present, #1, #16, #17, #32 developing. Ceph: proclined incisors. Dx: Class I malocclusion w/ severe crowding, bimaxillary protrusion. Recommended extraction of 4 premolars (#5, #12, #21, #28) and full fixed appliances, est. 24 months. Dad agreed. Fee $5,800, insurance max $1,500. Consent signed by dad. Referral to Dr [NAME] for extraction #5, #12, #21, #28 before bonding (letter + Rx sent). Separators placed #3, #14, #19, #30 for bands. NV: bond upper and lower 2 weeks after extractions.',
    expect: {
      CC: 'Ortho records review, referred by Dr [NAME] (general dentist, [LOCATION])',
      'MED HX': 'ADHD (methylphenidate 18 mg), NKDA',
      INTRA: 'Class I molars, crowding U 9 mm / L 7 mm, bimaxillary protrusion',
      DENTAL: [
        ['5', 'Sound'],
        ['12', 'Sound'],
        ['21', 'Sound'],
        ['28', 'Sound'],
        ['8', 'Rotated'],
        ['9', 'Rotated'],
      ],
      RADIO: 'Pano (records [DATE]): all teeth present, #1, #16, #17, #32 developing. Ceph: proclined incisors',
      DX: ['Class I malocclusion w/ severe crowding', 'Bimaxillary protrusion'],
      CONSULT:
        'Recommended extraction of 4 premolars (#5, #12, #21, #28) and full fixed appliances, est. 24 months. Dad agreed. Fee $5,800, insurance max $1,500',
      CONSENT: 'Consent signed by dad',
      TX: ['Separators placed #3, #14, #19, #30 for bands'],
      'TX PLAN': ['Referral to Dr [NAME] for extraction #5, #12, #21, #28 before bonding (letter + Rx sent)'],
      NOTES: '13 y/o w/ dad',
      NV: ['Bond upper and lower 2 weeks after extractions'],
    },
  }),
  defineCase({
    id: 'ds23-uk-typed-fdi-paeds-transfer-of-care-postcode-previous-letter-hall-crown-85',
    style: 'UK',
    asr: false,
    transcript:
      "Transfer of care from [LOCATION] Dental Care, family moved to [POSTCODE]. Records + BWs received [DATE]. Previous dentist's letter: 85 DO caries, Hall crown planned, 75 FS placed [DATE]. 7 y/o attended with dad. No pain. MH: fit and well, NKDA. IO: soft tissues NAD. 85 DO caries, not TTP, no sinus, no mobility. 84 sound. 75 FS intact. 36, 46 partially erupted. BW from previous practice: 85 DO caries into outer dentine, not close to pulp. Dx: caries 85. Options: Hall crown, DO filling with LA, or monitor. Dad chose Hall crown. Verbal consent from dad. No LA. Contacts checked with floss, size 5 fitted. Hall crown 85 cemented with Ketac Cem, pt bit on cotton roll. Excess removed. Occlusion high as expected. Advised dad this settles in a few weeks. FV 22,600 ppm all teeth. Good as gold. Recall 6/12.",
    expect: {
      CC: "Transfer of care from [LOCATION] Dental Care, family moved to [POSTCODE]. Previous dentist's letter: 85 DO caries, Hall crown planned, 75 FS placed [DATE]. No pain",
      'MED HX': 'Fit and well, NKDA',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['85', 'DO caries, not TTP, no sinus, no mobility'],
        ['84', 'Sound'],
        ['75', 'FS intact'],
        ['36', 'Partially erupted'],
        ['46', 'Partially erupted'],
      ],
      RADIO: 'BW from previous practice: 85 DO caries into outer dentine, not close to pulp',
      DX: ['Caries 85'],
      CONSULT:
        'Options: Hall crown, DO filling with LA, or monitor. Dad chose Hall crown. Advised dad this settles in a few weeks',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['SSC 85', 'Fluoride varnish'],
      TX: [
        'No LA',
        'Contacts checked with floss',
        'Size 5 fitted',
        'Hall crown 85 cemented with Ketac Cem',
        'Pt bit on cotton roll',
        'Excess removed',
        'Occlusion high as expected',
        'FV 22,600 ppm all teeth',
      ],
      NOTES: 'Records + BWs received [DATE]. 7 y/o attended with dad. Good as gold',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ds24-us-asr-ortho-debond-lingual-retainer-26-sorry-27-referred-oral-surgery-third-molars',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "debond appointment for [NAME] um she's been in braces twenty two months medical history no changes no allergies brackets removed upper and lower adhesive cleaned off with a carbide bur teeth polished numbers seven and ten small white spot lesions no caries fixed lingual retainer bonded canine to canine twenty two to twenty six sorry twenty seven impressions for essix retainers taken pano third molars all four developing numbers seventeen and thirty two mesially angled final photos taken she's thrilled with her smile advised to wear the essix retainers full time for three months and at night after that referred to dr [NAME] at [LOCATION] oral surgery for third molar evaluation letter to her general dentist dr [NAME] to treat the white spot lesions retainer check in six weeks",
    expect: {
      CC: "Debond appointment for [NAME]. She's been in braces 22 months",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['7', 'Small white spot lesions no caries'],
        ['10', 'Small white spot lesions no caries'],
      ],
      RADIO: 'Pano third molars all 4 developing. #17 and #32 mesially angled',
      CONSULT: 'Advised to wear the Essix retainers full time for 3 months and at night after that',
      'TX TODAY': ['Impressions'],
      TX: [
        'Brackets removed upper and lower',
        'Adhesive cleaned off with a carbide bur',
        'Teeth polished',
        'Fixed lingual retainer bonded canine to canine #22 to #27',
        'Impressions for Essix retainers taken',
        'Final photos taken',
      ],
      'TX PLAN': [
        'Referred to Dr [NAME] at [LOCATION] oral surgery for third molar evaluation',
        'Letter to her general dentist Dr [NAME] to treat the white spot lesions',
      ],
      NOTES: "She's thrilled with her smile",
      'F/U': 'Retainer check in 6 weeks',
    },
  }),

  // ---------------------------------------------------------------- 5. Oral medicine, prosthodontists, a GDP acting on a reply
  defineCase({
    id: 'ds25-uk-typed-fdi-oral-medicine-lichen-planus-histopathology-lab-ref-letter-gdp-amalgam-47',
    style: 'UK',
    asr: false,
    transcript:
      'Oral medicine review. Referred by GDP Dr [NAME] ([LOCATION]) on [DATE] with white patches both cheeks and soreness with spicy food. Incisional biopsy L buccal mucosa here on [DATE]: histopathology report (lab ref [ID]) consistent with oral lichen planus, no dysplasia. Symptoms improved with Difflam rinse. MH updated from GP letter: hypertension (amlodipine 10 mg OD, bendroflumethiazide 2.5 mg OD), hypothyroid (levothyroxine 100 mcg OD), osteoarthritis (naproxen PRN). Allergy: penicillin (rash). Ex-smoker, alcohol 6 units/wk. EO: NAD, no cervical lymphadenopathy. IO: reticular white striae bilateral buccal mucosa, 5 mm erosion R buccal mucosa opposite 47. Biopsy site healed. 47 MOD amalgam, corroded. Dx: biopsy proven oral lichen planus, possible lichenoid reaction to amalgam 47. Explained chronic condition, not infectious, small risk of malignant change (<1%), need for long-term monitoring. Naproxen may worsen symptoms, pt to discuss with GP. Advised avoid SLS toothpaste, use Zendium. Rx betamethasone 500 mcg soluble tablets dissolved in 10 ml water as mouthwash QDS for 1 month. Letter to GP re naproxen. Letter to GDP Dr [NAME] requesting replacement of amalgam 47 with composite. Review 3/12.',
    expect: {
      CC: 'Oral medicine review. Referred by GDP Dr [NAME] ([LOCATION]) on [DATE] with white patches both cheeks and soreness with spicy food. Incisional biopsy L buccal mucosa here on [DATE]: histopathology report (lab ref [ID]) consistent with oral lichen planus, no dysplasia. Symptoms improved with Difflam rinse',
      'MED HX':
        'Updated from GP letter: hypertension (amlodipine 10 mg OD, bendroflumethiazide 2.5 mg OD), hypothyroid (levothyroxine 100 mcg OD), osteoarthritis (naproxen PRN). Allergy: penicillin (rash). Ex-smoker, alcohol 6 units/wk',
      EXTRA: 'NAD, no cervical lymphadenopathy',
      INTRA: 'Reticular white striae bilateral buccal mucosa, 5 mm erosion R buccal mucosa opposite 47. Biopsy site healed',
      DENTAL: [['47', 'MOD amalgam, corroded']],
      DX: ['Biopsy proven oral lichen planus', 'Possible lichenoid reaction to amalgam 47'],
      CONSULT:
        'Explained chronic condition, not infectious, small risk of malignant change (<1%), need for long-term monitoring. Naproxen may worsen symptoms, pt to discuss with GP. Advised avoid SLS toothpaste, use Zendium',
      TX: ['Rx betamethasone 500 mcg soluble tablets dissolved in 10 ml water as mouthwash QDS for 1 month'],
      'TX PLAN': ['Letter to GDP Dr [NAME] requesting replacement of amalgam 47 with composite'],
      NOTES: 'Letter to GP re naproxen',
      'F/U': 'Review 3 months',
    },
  }),
  defineCase({
    id: 'ds26-uk-asr-palmer-oral-medicine-two-week-wait-tongue-ulcer-age-placeholder-biopsy-punch-sorry-scalpel',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "urgent two week wait referral from her dentist dr [NAME] at [LOCATION] [AGE] year old lady brought in by her granddaughter non healing ulcer right side of the tongue for six weeks her dentist smoothed the sharp lower right seven on [DATE] and it hasn't healed medical history as per the care home medication sheet atrial fibrillation on apixaban high blood pressure on ramipril mild dementia on donepezil allergic to aspirin ex smoker stopped forty years ago extra oral a firm right level two lymph node about one centimetre mobile intra oral indurated ulcer right lateral border of tongue two centimetres by one centimetre with raised rolled edges adjacent to lower right seven upper and lower partial dentures fit well lower right seven smooth no sharp edges diagnosis suspected squamous cell carcinoma right lateral tongue discussed with her and her granddaughter that we need to take a biopsy and a scan she agreed she has capacity to consent written consent la one cartridge lidocaine two percent one in eighty thousand adrenaline infiltration around the ulcer incisional biopsy right lateral tongue with a four millimetre punch sorry with a scalpel ellipse at the margin sample sent to histopathology two vicryl rapide sutures haemostasis with pressure urgent mri of the tongue and neck requested granddaughter's phone number [PHONE] for results review in one week with results",
    expect: {
      CC: "Urgent 2 week wait referral from her dentist Dr [NAME] at [LOCATION]. Non-healing ulcer right side of the tongue for 6 weeks. Her dentist smoothed the sharp LR7 on [DATE] and it hasn't healed",
      'MED HX':
        'As per the care home medication sheet. Atrial fibrillation on apixaban. High blood pressure on ramipril. Mild dementia on donepezil. Allergic to aspirin. Ex-smoker stopped 40 years ago',
      EXTRA: 'Firm right level 2 lymph node about 1 cm mobile',
      INTRA:
        'Indurated ulcer right lateral border of tongue 2 cm by 1 cm with raised rolled edges adjacent to LR7. Upper and lower partial dentures fit well',
      DENTAL: [['LR7', 'Smooth no sharp edges']],
      DX: ['Suspected squamous cell carcinoma right lateral tongue'],
      CONSULT: 'Discussed with her and her granddaughter that we need to take a biopsy and a scan. She agreed',
      CONSENT: 'She has capacity to consent. Written consent',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, infiltration around the ulcer',
        'Incisional biopsy right lateral tongue with a scalpel ellipse at the margin',
        'Sample sent to histopathology',
        '2 Vicryl Rapide sutures',
        'Haemostasis with pressure',
      ],
      'TX PLAN': ['Urgent MRI of the tongue and neck requested'],
      NOTES:
        "[AGE] year old lady brought in by her granddaughter. Granddaughter's phone number [PHONE] for results",
      'F/U': 'Review in 1 week with results',
    },
  }),
  defineCase({
    id: 'ds27-us-typed-prostho-consult-worn-dentition-meds-from-referral-letter-records-wax-up',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Prosthodontic consultation. Referred by Dr [NAME], [LOCATION] Dental Associates, for evaluation of worn dentition and loss of vertical dimension. Pt reports teeth getting shorter over 10 yrs, dislikes smile, occasional jaw fatigue. Medications from referral letter dated [DATE]: omeprazole 40 mg daily, sertraline 50 mg daily, zolpidem 5 mg PRN. NKDA. GERD diagnosed by GI Dr [NAME] on [DATE]. EO: masseter hypertrophy, TMJ no clicking, MIO 48 mm. IO: soft tissues WNL, generalized tooth wear into dentin, cupping on posterior teeth. #7, #8, #9, #10 incisal edges worn 3-4 mm, lingual erosion. #3 and #14 PFM crowns, margins open. #19 and #30 missing. Perio: WNL, PD 2-3 mm. FMX: no periapical pathology, adequate bone support. Dx: generalized erosive tooth wear, loss of OVD, partial edentulism. Discussed full mouth rehabilitation at increased VDO with crowns, implants #19 and #30, trial with diagnostic wax-up and provisionals, estimated $38,000–$45,000. Also discussed managing GERD with GI first. Pt wants to proceed in phases. Alginate impressions, facebow, CR bite record, full photo series. Tx plan: diagnostic wax-up at +3 mm VDO, occlusal splint. NV: case presentation in 3 weeks.',
    expect: {
      CC: 'Prosthodontic consultation. Referred by Dr [NAME], [LOCATION] Dental Associates, for evaluation of worn dentition and loss of vertical dimension. Pt reports teeth getting shorter over 10 yrs, dislikes smile, occasional jaw fatigue',
      'MED HX':
        'Medications from referral letter dated [DATE]: omeprazole 40 mg daily, sertraline 50 mg daily, zolpidem 5 mg PRN. NKDA. GERD diagnosed by GI Dr [NAME] on [DATE]',
      EXTRA: 'Masseter hypertrophy, TMJ no clicking, MIO 48 mm',
      INTRA: 'Soft tissues WNL, generalized tooth wear into dentin, cupping on posterior teeth',
      PERIO: 'WNL, PD 2-3 mm',
      DENTAL: [
        ['7', 'Incisal edges worn 3-4 mm, L erosion'],
        ['8', 'Incisal edges worn 3-4 mm, L erosion'],
        ['9', 'Incisal edges worn 3-4 mm, L erosion'],
        ['10', 'Incisal edges worn 3-4 mm, L erosion'],
        ['3', 'PFM crowns, margins open'],
        ['14', 'PFM crowns, margins open'],
        ['19', 'Missing'],
        ['30', 'Missing'],
      ],
      RADIO: 'FMX: no periapical pathology, adequate bone support',
      DX: ['Generalized erosive tooth wear', 'Loss of OVD', 'Partial edentulism'],
      CONSULT:
        'Discussed full mouth rehabilitation at increased VDO with crowns, implants #19 and #30, trial with diagnostic wax-up and provisionals, estimated $38,000–$45,000. Discussed managing GERD with GI first. Pt wants to proceed in phases',
      'TX TODAY': ['Impressions'],
      TX: ['Alginate impressions', 'Facebow', 'CR bite record', 'Full photo series'],
      'TX PLAN': ['Diagnostic wax-up at +3 mm VDO', 'Occlusal splint'],
      NV: ['Case presentation in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ds28-us-asr-prostho-complete-dentures-nursing-home-age-placeholder-transfer-sheet-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "[AGE] year old gentleman from [LOCATION] nursing home with his daughter here for delivery of new upper and lower complete dentures referred by his general dentist dr [NAME] medical history from the nursing home transfer sheet dated [DATE] parkinson's disease on carbidopa levodopa type two diabetes on insulin history of aspiration pneumonia no known allergies ridges healthy no sore spots upper and lower dentures tried in good retention on both pressure indicating paste showed a pressure spot on the lower left lingual flange so relieved it with an acrylic bur occlusion balanced in centric small adjustments made both dentures seated denture care instructions given to the daughter and nursing staff advised to take them out at night and soak them in cleanser he says they feel good daughter's cell is [PHONE] next visit denture adjustment in forty eight hours",
    appends: ['add to notes nursing home email for updates is [EMAIL]', 'change forty eight hours to seventy two hours'],
    expect: {
      CC: 'Delivery of new upper and lower complete dentures. Referred by his general dentist Dr [NAME]',
      'MED HX':
        "From the nursing home transfer sheet dated [DATE]. Parkinson's disease on carbidopa levodopa. Type 2 diabetes on insulin. History of aspiration pneumonia. No known allergies",
      INTRA: 'Ridges healthy. No sore spots',
      CONSULT: 'Advised to take them out at night and soak them in cleanser',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper and lower dentures tried in',
        'Good retention on both',
        'Pressure indicating paste showed a pressure spot on the lower left lingual flange',
        'Relieved it with an acrylic bur',
        'Occlusion balanced in centric',
        'Small adjustments made',
        'Both dentures seated',
        'Denture care instructions given to the daughter and nursing staff',
      ],
      NOTES:
        "[AGE] year old gentleman from [LOCATION] nursing home with his daughter. He says they feel good. Daughter's cell is [PHONE]. Nursing home email for updates is [EMAIL]",
      NV: ['Denture adjustment in 72 hours'],
    },
  }),
  defineCase({
    id: 'ds29-uk-asr-fdi-prostho-second-opinion-debonded-bridge-13-11-recemented-elsewhere-study-models',
    style: 'UK',
    asr: true,
    transcript:
      "second opinion requested by the patient herself her dentist dr [NAME] at [LOCATION] has recommended removing the bridge from one three to one one and placing an implant she's not keen bridge was made in two thousand and ten it's been recemented twice the last time on [DATE] at [LOCATION] dental practice bad taste and it feels loose medical history asthma well controlled uses a clenil inhaler and ventolin when needed no allergies non smoker extra oral nad intra oral soft tissues healthy bpe two two two two one two one three retainer debonded mobile recurrent caries at the distal margin one two pontic one one retainer sound no mobility two one and two two sound pa of one three and one one recurrent caries distally on one three not into the pulp good bone support one one root filled small periapical area diagnosis debonded bridge retainer one three with recurrent caries explained options rebuild one three and a new bridge or an implant at one two or a cantilever bridge from one one she'd like the cantilever to keep it simple alginate impressions for study models photos taken written estimate to follow next visit bridge removal and temporary bridge",
    expect: {
      CC: "Second opinion requested by the patient herself. Her dentist Dr [NAME] at [LOCATION] has recommended removing the bridge from 13 to 11 and placing an implant. She's not keen. Bridge was made in 2010. It's been recemented twice. Last time on [DATE] at [LOCATION] dental practice. Bad taste and it feels loose",
      'MED HX': 'Asthma well controlled. Uses a Clenil inhaler and Ventolin when needed. No allergies. Non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['13', 'Retainer debonded mobile recurrent caries at the D margin'],
        ['12', 'Pontic'],
        ['11', 'Retainer sound no mobility'],
        ['21', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO:
        'PA of 13 and 11 recurrent caries distally on 13 not into the pulp. Good bone support. 11 root filled. Small periapical area',
      DX: ['Debonded bridge retainer 13 with recurrent caries'],
      CONSULT:
        "Explained options rebuild 13 and a new bridge or an implant at 12 or a cantilever bridge from 11. She'd like the cantilever to keep it simple. Written estimate to follow",
      'TX TODAY': ['Impressions'],
      TX: ['Alginate impressions for study models', 'Photos taken'],
      NV: ['Bridge removal', 'Temporary bridge'],
    },
  }),
  defineCase({
    id: 'ds30-uk-typed-palmer-gdp-acting-on-periodontist-letter-xla-ll7-email-url-reply-letter',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for XLA LL7 as recommended in periodontist's letter. Letter from Dr [NAME] (specialist periodontist, [LOCATION]) dated [DATE] read to pt: RSD all quadrants completed [DATE], good response, LL7 hopeless (furcation III, 80% bone loss), recommends XLA LL7 and 3-monthly SPT here. MH: no change, metformin 500 mg BD, NKDA. Non-smoker. BPE 2 2 2 / 3 2 2. LL7 grade III mobile, furcation through and through. LL6 DO comp sound. LL8 missing. Risks explained. Written consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil LL7 + lingual infil. XLA LL7 with forceps, roots complete, socket curetted. Haemostasis. POIG, aftercare leaflet emailed to [EMAIL]. Pt asked about replacing LL7, explained not needed unless she wants it, implant info at [URL]. Reply letter to Dr [NAME] confirming XLA. NV: SPT with hygienist 3/12.",
    expect: {
      CC: "XLA LL7 as recommended in periodontist's letter. Letter from Dr [NAME] (specialist periodontist, [LOCATION]) dated [DATE] read to pt: RSD all quadrants completed [DATE], good response, LL7 hopeless (furcation III, 80% bone loss), recommends XLA LL7 and 3-monthly SPT here",
      'MED HX': 'No change, metformin 500 mg BD, NKDA. Non-smoker',
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['LL7', 'Grade III mobile, furcation through and through'],
        ['LL6', 'DO comp sound'],
        ['LL8', 'Missing'],
      ],
      CONSULT:
        'Risks explained. Pt asked about replacing LL7, explained not needed unless she wants it, implant info at [URL]',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction LL7'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LL7 + lingual infiltration',
        'XLA LL7 with forceps',
        'Roots complete',
        'Socket curetted',
        'Haemostasis',
        'POIG',
        'Aftercare leaflet emailed to [EMAIL]',
      ],
      NOTES: 'Reply letter to Dr [NAME] confirming XLA',
      NV: ['SPT with hygienist 3 months'],
    },
  }),
];
