// A forty-seventh held-out test split (ids h47-01 to h47-36), written blind from the labelling contract, case.ts, the
// dental reference and more56 / more58 as format examples, by a helper that had not seen the engine, its evaluation or
// any other corpus split; every case was labelled by judgement from the contract before any check. It is a day at four
// specialist and urgent-care practices, with the detail specialists record: pulpal and periapical diagnoses with cold,
// EPT, percussion, palpation and bite tests, working lengths, file systems, irrigants and obturation, implant system,
// size, insertion torque and ISQ, grafts and membranes, flap designs and sutures, probing depths, bleeding, furcations
// and mobility, and prescriptions with doses. About half of the visits were recorded with the recorder running through
// the appointment (the clinician calling findings to the nurse, explaining to the patient, reading the risks and taking
// consent aloud, asking the nurse for instruments, giving aftercare and asking for the booking; the patient's own words
// now and then), the rest are dictated or typed specialist notes, and three emergency contacts are telephone triage
// write-ups. Four practices, nine visits each:
//   h47-01–h47-09 a US specialist endodontic practice (Universal): a new referral with symptomatic irreversible pulpitis
//     #30, risks and consent aloud and extirpation (recorded); an obturation #14 with MB2 and per-canal working lengths
//     (typed); a retreatment #19 with a separated instrument bypassed (recorded, no title); a cracked-tooth consultation
//     #3 with no treatment (typed); endodontic surgery #8 with an MTA retrofill (dictated afterwards, recogniser-style,
//     no title); a 12-month recall of a healed RCT #19 (typed, terse); a flare-up #3 treated by incision and drainage
//     (recorded, appended dictation); a full pulpotomy #30 with MTA and a DO composite (typed, appended dictation); a
//     calcified #8 obturated in one visit with a lingual composite (recorded);
//   h47-10–h47-18 a UK oral surgery and implant practice whose surgeons say Palmer words (Palmer; recogniser-style
//     h47-10, 12, 14, 16, 18 with Palmer words, typed h47-11, 13, 15, 17 in UR6 shorthand): a surgical extraction LL8
//     with the risks and aftercare said aloud (recorded); an implant LL6 (Straumann BLT, 35 Ncm, ISQ) (typed); an
//     implant consultation for a root-fractured UL1 with costs and no treatment (recorded); a lateral window sinus
//     augmentation with a membrane perforation repaired (typed, no title); an extraction UR7 on apixaban with Surgicel
//     and tranexamic acid (recorded, appended dictation); a dry socket review with socket irrigation and Alvogyl (typed,
//     no title); an extraction UL4 with socket preservation (dictated afterwards); an incisional tongue biopsy (typed, no
//     title); an extraction UL5 with an immediate NobelActive implant at 45 Ncm (recorded);
//   h47-19–h47-27 a UK specialist periodontal practice (FDI; recogniser-style h47-19, 21, 23, 27, typed h47-20, 22, 24,
//     25, 26): a new-patient assessment with the pocket chart called aloud and OHI (recorded); RSD of two quadrants with
//     subgingival irrigation (typed); a review with residual pockets and PMPR 26, 36 (recorded); an access flap with
//     Emdogain and RSD under direct vision 36 (typed, appended dictation); supportive periodontal care with an implant
//     (recorded, appended dictation); a crown lengthening 15 (typed, no title); peri-implantitis 46 with pocket
//     irrigation (typed); a fibre splint 33-43 (typed); full-mouth RSD with amoxicillin and metronidazole (recorded);
//   h47-28–h47-36 a busy urgent-care / emergency clinic whose rota has UK and US-trained clinicians (h47-28, 29, 35 UK
//     FDI; h47-31, 34, 36 UK Palmer; h47-30, 32, 33 US Universal): a telephone triage for toothache (typed); a
//     pericoronitis 38 with irrigation under the operculum (recorded); an avulsed #8 replanted and splinted (typed,
//     appended dictation); a crown fracture UL1 with an MI composite (recorded); a telephone triage sending a spreading
//     swelling to the ER (typed); a surgical extraction #30 with consent aloud (recorded); a telephone triage for a
//     toddler's intruded ULA (typed); an irreversible pulpitis 26 with extirpation and a dressing (recorded); a
//     post-extraction haemorrhage LR6 on warfarin (typed, no title).
// UK 24 (FDI 12, Palmer 12), US 12 (Universal); 18 recogniser-style (lower case, number words, fillers, no punctuation,
// "sorry" corrections; 16 recorded through the appointment, h47-05 and h47-16 dictated afterwards) and 18 typed (three
// telephone triage write-ups h47-28, h47-32, h47-34); about 70 to 420 words. Six cases with appended dictation: h47-07
// (recogniser "add to notes …" / "change … to …"), h47-08 (typed "Add to treatment: … Add to notes: …" / "Change … to
// …"), h47-14 (recogniser "add to notes …" / "add to treatment …"), h47-22 (typed "Add to treatment: … Add to notes: …" /
// "Next visit: …"), h47-23 (recogniser "add to chart …" / "add to notes …"), h47-30 (typed "Add to notes: …" / "Add to
// treatment: …"). DENTAL in 31 cases (not h47-20, h47-27, h47-28, h47-32, h47-34).
//
// Judgement calls where the contract was silent:
// - Recorded appointments: greetings, remarks and praise to the patient ("come in and have a seat", "you did really
//   well", "you've done really well", "you were really brave") and requests to the nurse ("could you pass me the
//   fourteen a clamp thanks") are no note content and are dropped entirely (as more56 / more58). The clinician's
//   questions to the patient ("what's brought you in today", "are you happy to go ahead", "are you okay with that", "is
//   that okay", "do you have any questions") are dropped with a bare "yes" / "yeah" / "yep" answer; the consent written
//   is what the clinician states ("verbal and written consent obtained").
// - The patient's own words are written where their content belongs, in the first person as said: the complaint in CC
//   ("It started hurting with cold drinks …", "My wisdom tooth at the bottom on the left is really swollen"), a decision
//   or question in CONSULT ("I'd like to keep it if I can", "Just take it out. I don't want to spend more money on it").
// - An explanation to the patient in lay words is CONSULT even where it restates a finding ("Nerve in this tooth is
//   inflamed …"); the findings dictated in clinical words are their own fields. Risks read aloud are CONSULT. Aftercare
//   and analgesic advice said aloud to the patient without "Rx" ("take ibuprofen 600 mg every 6 hours with food", "no
//   rinsing today") are CONSULT; an "Rx …" line is a TX step.
// - A booking asked of the nurse ("can you book her in for completion of root canal thirty in two weeks thanks") is NV,
//   with the request words ("can you", "thanks") and "book her in for" dropped; "we'll see you in a week to check the
//   healing" is F/U as said (as more56 bf30).
// - An instruction to call or come back to this clinic if something happens is F/U ("call us if the bleeding doesn't
//   stop", "if it goes darker … come straight back", "call if worse", as more58 bh16); an instruction to go to A&E or the
//   ER and lines typed "Safety-netting: …" are advice (CONSULT).
// - Telephone triage: everything the caller reports (symptoms, answers to red-flag questions, analgesics already tried,
//   a tooth named by the caller) is CC, and there is no DENTAL entry, no examination having been done; advice is
//   CONSULT; "Booked in for …" is NV; a handover call to the ER and letters to the GP / GDP / GMP and a report sent to
//   the referring dentist are NOTES; the caller who rang about a child and the child's age are NOTES (as more58).
// - Sending the patient back to the general dentist for a crown or onlay, a referral to oral surgery or a stop-smoking
//   service and "dental tx #18 once cleared by ER" are TX PLAN (a referral for treatment elsewhere).
// - Probing depths, bleeding, furcation, recession and bone sounding are PERIO even when said tooth first ("PPD 36 D 7 mm,
//   BOP+", "Probing #3 2-3 mm circumferentially"); a tooth-first mobility is a chart entry (as more58 bh17); probing
//   around an implant, an implant site, a socket and a sinus tract next to a tooth are INTRA (rule 7, as more56 /
//   more58). Endodontic chart entries keep the tests in the tooth's run ("cold lingering more than 10 seconds
//   percussion positive palpation negative", "Tooth Slooth + on MP cusp").
// - Titles: retreatment, endodontic surgery (root-end resection, MTA retrofill), sinus augmentation, crown lengthening,
//   incisional biopsy, socket preservation grafts, Alvogyl, Surgicel, sutures, replantation and an Emdogain flap are no
//   procedures of the table, so h47-03, 05, 13, 15, 17, 24 and 36 have no TX TODAY; irrigation of canals or a socket
//   is no Irrigation title, while "irrigation under the operculum", "subgingival irrigation" and "pocket irrigated" are
//   "Irrigation". Adjectives before a procedure go as in more56 ("full pulpotomy" → "Pulpotomy", "atraumatic
//   extraction" → "Extraction", "full mouth root surface debridement" → "RSD", "flexible splint" / "fibre splint" →
//   "Splint"), but "surgical extraction" stays; "root surface debridement 36 under direct vision" → "RSD 36"; an implant
//   placed with its tooth in the same item gives "Implant placement LL6"; a composite or resin-modified glass ionomer a
//   splint, a barrier or an access seal is made with is no title; a surgical extraction named only in the CC gives its
//   title when the steps name no procedure (h47-10).
// - A periodontitis stage said aloud is written in digits by the number rule ("stage three grade c" → "stage 3 grade
//   C"); a typed "stage III" stays as typed. A sum spoken in pounds is written with the sign ("three thousand two
//   hundred pounds" → "£3,200").
// - Rule 4 "always" is read literally: a compound surface is abbreviated in every field ("widened pdl on the
//   mesiobuccal root" → "Widened PDL on the MB root" in RADIO), while a single surface stays a word in text fields
//   ("deep distal caries", "on the palatal root") and is abbreviated in chart entries and list items ("P root exposed",
//   "D and L walls missing", "Fourth canal in the M root", "B and P cusps").
// - A temperature is EXTRA (as more56 bf05); blood pressure, pulse, HbA1c and a family history ("her mum lost all her
//   teeth in her forties") are MED HX.
// - In recogniser-style text fields a new clause with its own subject starts a new sentence and an "and" or "then"
//   opening it goes, while two verbs of one subject or of one imperative stay together and a clause joined by "so" or
//   "but" stays with its sentence (as more56 / more58); chart conditions keep the spoken run without added commas.
// - "flare up" is written "Flare-up", "post op" "Post-op", "a one c" "A1c", "hba one c" "HbA1c", "a and e" "A&E", brand
//   names as their makers write them (Vortex Blue, D-RaCe, BC Sealer, Vicryl Rapide, Bio-Oss Collagen, NobelActive,
//   Mini Five, Sof-Lex, Filtek Supreme, Surgicel, Cavit).
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX step at the end, "add to chart …" adds a
//   DENTAL entry, "Next visit: …" adds an NV item, "change X to Y" edits the one place X is said.
import { defineCase, type NotesCase } from '../case.ts';

export const heldout47Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. US specialist endodontic practice (Universal)
  defineCase({
    id: 'h47-01-us-asr-universal-recorded-new-referral-30-extirpation-consent-aloud',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay new patient referral from her general dentist for evaluation of number thirty it started hurting with cold drinks about two weeks ago and for the last three nights it's been throbbing on its own and keeping me awake medical history high blood pressure on lisinopril no allergies blood pressure today one thirty eight over eighty four extraoral no swelling no lymphadenopathy intraoral soft tissues within normal limits number thirty large mesial occlusal distal composite recurrent caries distally cold lingering more than ten seconds percussion positive palpation negative number twenty nine cold normal percussion negative number thirty one cold normal percussion negative pa of thirty deep distal caries approaching the pulp widened pdl mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number thirty so the nerve in this tooth is inflamed beyond the point where it can recover your options are a root canal and a crown afterwards with your own dentist or taking the tooth out I'd like to keep it if I can the risks are a small chance of an instrument separating or a perforation and the tooth can still crack which is why it needs the crown are you happy to go ahead yes verbal and written consent obtained two carpules lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty could you pass me the fourteen a clamp thanks rubber dam isolation access under the microscope three canals located pulp extirpated number thirty working lengths with the apex locator confirmed with a pa mesial canals twenty one millimeters distal canal twenty one point five millimeters cleaned and shaped to size twenty five six percent taper with vortex blue irrigated with five point two five percent sodium hypochlorite and seventeen percent edta calcium hydroxide placed cotton pellet and cavit occlusion reduced slightly you did really well it'll be tender to bite on for a few days take ibuprofen six hundred milligrams every six hours with food and avoid chewing on that side can you book her in for completion of root canal thirty in two weeks thanks",
    expect: {
      CC: "New patient referral from her general dentist for evaluation of #30. It started hurting with cold drinks about 2 weeks ago. For the last 3 nights it's been throbbing on its own and keeping me awake",
      'MED HX': 'High blood pressure on lisinopril. No allergies. Blood pressure today 138/84',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues within normal limits',
      DENTAL: [
        [
          '30',
          'Large MOD composite recurrent caries distally cold lingering more than 10 seconds percussion positive palpation negative',
        ],
        ['29', 'Cold normal percussion negative'],
        ['31', 'Cold normal percussion negative'],
      ],
      RADIO: 'PA of #30 deep distal caries approaching the pulp. Widened PDL mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #30'],
      CONSULT:
        "Nerve in this tooth is inflamed beyond the point where it can recover. Your options are a root canal and a crown afterwards with your own dentist or taking the tooth out. I'd like to keep it if I can. Risks are a small chance of an instrument separating or a perforation. Tooth can still crack which is why it needs the crown. It'll be tender to bite on for a few days. Take ibuprofen 600 mg every 6 hours with food. Avoid chewing on that side",
      CONSENT: 'Verbal and written consent obtained',
      'TX TODAY': ['Extirpation #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Rubber dam isolation',
        'Access under the microscope',
        '3 canals located',
        'Pulp extirpated #30',
        'Working lengths with the apex locator confirmed with a PA',
        'M canals 21 mm',
        'D canal 21.5 mm',
        'Cleaned and shaped to size 25 6% taper with Vortex Blue',
        'Irrigated with 5.25% sodium hypochlorite and 17% EDTA',
        'Calcium hydroxide placed',
        'Cotton pellet and Cavit',
        'Occlusion reduced slightly',
      ],
      NV: ['Completion of RCT #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h47-02-us-typed-universal-obturation-14-mb2-continuous-wave-report-to-gdp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for completion of RCT #14 (initiated 3 wks ago, Ca(OH)2 placed). Asymptomatic since. Med hx: no changes, levothyroxine, allergic to sulfa. #14: temp intact, perc -, palp -, no sinus tract. #13 PFM crown intact. #15 sound. LA: 1.5 carps 4% articaine 1:100k epi, buccal + palatal infiltration #14. RD w/ W8A clamp. Temp and Ca(OH)2 removed. Canals irrigated w/ 6% NaOCl + PUI. MB2 located under DOM, negotiated w/ size 8 and 10 C+ files. WL (apex locator + PA) to MB cusp tip: MB1 20.5 mm, MB2 20 mm, DB 20 mm, P 21.5 mm. Shaped w/ TruNatomy to 30/.04 (buccal canals) and 40/.06 (P). Final rinse: 17% EDTA (1 min) + 6% NaOCl. Dried w/ paper points. Master cones checked w/ PA. Obturated #14 w/ GP + AH Plus, continuous wave (Calamus), backfill to orifices. Core buildup w/ FluoroCore 2+. Post-op PA: 4 canals obturated to WL, dense fill, small sealer puff at P apex. Pt told some tenderness for 2-3 days is normal. Report sent to referring dentist. Return to GDP for crown #14 within 4 weeks. Recall 12 months for PA.',
    expect: {
      CC: 'Completion of RCT #14 (initiated 3 wks ago, Ca(OH)2 placed). Asymptomatic since',
      'MED HX': 'No changes, levothyroxine, allergic to sulfa',
      DENTAL: [
        ['14', 'Temp intact, perc -, palp -, no sinus tract'],
        ['13', 'PFM crown intact'],
        ['15', 'Sound'],
      ],
      RADIO: 'Post-op PA: 4 canals obturated to WL, dense fill, small sealer puff at P apex',
      CONSULT: 'Pt told some tenderness for 2-3 days is normal',
      'TX TODAY': ['Obturation #14'],
      TX: [
        'LA: 1.5 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'RD w/ W8A clamp',
        'Temp and Ca(OH)2 removed',
        'Canals irrigated w/ 6% NaOCl + PUI',
        'MB2 located under DOM',
        'Negotiated w/ size 8 and 10 C+ files',
        'WL (apex locator + PA) to MB cusp tip: MB1 20.5 mm',
        'MB2 20 mm',
        'DB 20 mm',
        'P 21.5 mm',
        'Shaped w/ TruNatomy to 30/.04 (buccal canals) and 40/.06 (P)',
        'Final rinse: 17% EDTA (1 min) + 6% NaOCl',
        'Dried w/ paper points',
        'Master cones checked w/ PA',
        'Obturated #14 w/ GP + AH Plus',
        'Continuous wave (Calamus)',
        'Backfill to orifices',
        'Core buildup w/ FluoroCore 2+',
      ],
      'TX PLAN': ['Return to GDP for crown #14 within 4 weeks'],
      NOTES: 'Report sent to referring dentist',
      'F/U': 'Recall 12 months for PA',
    },
  }),
  defineCase({
    id: 'h47-03-us-asr-universal-recorded-retreatment-19-separated-file-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay referral for retreatment of number nineteen he's had a bump on the gum for about a month and it's sore to chew on medical history type two diabetes on metformin last a one c seven point two allergic to penicillin extraoral within normal limits intraoral sinus tract buccal to nineteen traced with a gutta percha cone to the mesial root number nineteen porcelain fused to metal crown margins intact percussion positive palpation positive buccally numbers eighteen and twenty cold normal percussion negative pa and limited field cbct of nineteen show a short root filling in the mesial canals an untreated middle mesial canal and a periapical radiolucency about five millimeters on the mesial root diagnosis previously treated number nineteen with chronic apical abscess so there's still an infection at the end of the front root most likely from a canal that was missed the first time your options are to redo the root canal through the crown surgery on the root tip or taking the tooth out and replacing it with an implant he'd like to redo it the risks are the crown can be damaged going through it and there's a small chance we can't get all the old material out are you okay with that yep verbal consent and consent form signed two carpules lidocaine two percent one to one hundred thousand epi left ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration nineteen rubber dam access through the crown with a diamond and a transmetal bur gutta percha removed with d race retreatment files and a little chloroform mesiobuccal canal has a separated instrument about three millimeters long in the apical third bypassed it with a size eight c file sorry size ten c file a fourth canal in the mesial root found with the microscope and an ultrasonic tip working lengths confirmed with the apex locator and a pa all four canals shaped to size twenty five irrigated with sodium hypochlorite and edta calcium hydroxide dressing cotton pellet and cavit the tooth might be sore for a couple of days and the bump on the gum should go down over the next couple of weeks can you book him in for completion of retreatment nineteen in three weeks",
    expect: {
      CC: "Referral for retreatment of #19. He's had a bump on the gum for about a month. It's sore to chew on",
      'MED HX': 'Type 2 diabetes on metformin. Last A1c 7.2. Allergic to penicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Sinus tract buccal to #19 traced with a gutta percha cone to the mesial root',
      DENTAL: [
        ['19', 'Porcelain fused to metal crown margins intact percussion positive palpation positive buccally'],
        ['18', 'Cold normal percussion negative'],
        ['20', 'Cold normal percussion negative'],
      ],
      RADIO:
        'PA and limited field CBCT of #19 show a short root filling in the mesial canals an untreated middle mesial canal and a periapical radiolucency about 5 mm on the mesial root',
      DX: ['Previously treated #19 with chronic apical abscess'],
      CONSULT:
        "There's still an infection at the end of the front root most likely from a canal that was missed the first time. Your options are to redo the root canal through the crown surgery on the root tip or taking the tooth out and replacing it with an implant. He'd like to redo it. Risks are the crown can be damaged going through it. There's a small chance we can't get all the old material out. Tooth might be sore for a couple of days. Bump on the gum should go down over the next couple of weeks",
      CONSENT: 'Verbal consent and consent form signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Rubber dam',
        'Access through the crown with a diamond and a transmetal bur',
        'Gutta percha removed with D-RaCe retreatment files and a little chloroform',
        'MB canal has a separated instrument about 3 mm long in the apical third',
        'Bypassed it with a size 10 C file',
        'Fourth canal in the M root found with the microscope and an ultrasonic tip',
        'Working lengths confirmed with the apex locator and a PA',
        'All 4 canals shaped to size 25',
        'Irrigated with sodium hypochlorite and EDTA',
        'Calcium hydroxide dressing',
        'Cotton pellet and Cavit',
      ],
      NV: ['Completion of retreatment #19 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'h47-04-us-typed-universal-cracked-tooth-3-consult-tooth-slooth-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred for evaluation of #3, ?cracked tooth. Sharp pain on biting hard foods x 2 months, brief sensitivity to cold, no spontaneous pain. Med hx: no changes, atorvastatin, NKDA. EO: WNL. IO: WNL, no sinus tracts. #3 MO amalgam, M marginal ridge crack line visible under DOM w/ transillumination, Tooth Slooth + on MP cusp, cold + not lingering, perc -, palp -. #2 and #4 cold +, perc -. Probing #3 2-3 mm circumferentially, no isolated deep pocket. PA + BWX #3: no periapical changes, no caries. Dx: cracked tooth #3, reversible pulpitis #3, normal apical tissues. Discussed prognosis: crack not extending to root on exam, good prognosis with cuspal coverage. Options: crown now and monitor pulp, RCT only if symptoms progress; extraction. Pt opted for crown w/ GDP. Advised avoid chewing hard foods on right, night guard to be discussed w/ GDP. Letter sent to GDP. Return to GDP for crown #3. Review 6 months for cold test + PA.',
    expect: {
      CC: 'Referred for evaluation of #3, ?cracked tooth. Sharp pain on biting hard foods x 2 months, brief sensitivity to cold, no spontaneous pain',
      'MED HX': 'No changes, atorvastatin, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, no sinus tracts',
      PERIO: 'Probing #3 2-3 mm circumferentially, no isolated deep pocket',
      DENTAL: [
        [
          '3',
          'MO amalgam, M marginal ridge crack line visible under DOM w/ transillumination, Tooth Slooth + on MP cusp, cold + not lingering, perc -, palp -',
        ],
        ['2', 'Cold +, perc -'],
        ['4', 'Cold +, perc -'],
      ],
      RADIO: 'PA + BWX #3: no periapical changes, no caries',
      DX: ['Cracked tooth #3', 'Reversible pulpitis #3', 'Normal apical tissues'],
      CONSULT:
        'Discussed prognosis: crack not extending to root on exam, good prognosis with cuspal coverage. Options: crown now and monitor pulp, RCT only if symptoms progress; extraction. Pt opted for crown w/ GDP. Advised avoid chewing hard foods on right, night guard to be discussed w/ GDP',
      'TX PLAN': ['Return to GDP for crown #3'],
      NOTES: 'Letter sent to GDP',
      'F/U': 'Review 6 months for cold test + PA',
    },
  }),
  defineCase({
    id: 'h47-05-us-asr-universal-dictated-endodontic-surgery-8-mta-retrofill-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for endodontic surgery on number eight referred for persistent apical periodontitis on eight after root canal and post crown two years ago still has a sinus tract labially medical history no changes takes a baby aspirin no allergies blood pressure one twenty four over seventy eight extraoral within normal limits intraoral sinus tract labial to eight healed sorry still draining number eight post crown margins intact percussion slightly tender numbers seven and nine cold normal cbct reviewed eight millimeter periapical lesion on eight labial plate thin root filling well condensed diagnosis previously treated number eight with chronic apical abscess discussed surgery versus extraction and implant risks include gum shrinkage and numbness of the lip patient chose surgery signed consent four carpules articaine four percent one to one hundred thousand epi labial infiltrations six to ten and palatal infiltration eight intrasulcular incision with a vertical release distal to ten full thickness flap lesion curetted and sent for histopathology three millimeters of root end resected under the microscope root end prep with ultrasonic tips three millimeters deep retrofill with mta checked with a pa flap closed with six oh prolene five interrupted sutures ice pack given she was very calm throughout rx ibuprofen six hundred milligrams every six hours for three days chlorhexidine rinse twice a day for a week review in five days for suture removal',
    expect: {
      CC: 'Endodontic surgery on #8. Referred for persistent apical periodontitis on #8 after root canal and post crown 2 years ago. Still has a sinus tract labially',
      'MED HX': 'No changes. Takes a baby aspirin. No allergies. Blood pressure 124/78',
      EXTRA: 'Within normal limits',
      INTRA: 'Sinus tract labial to #8 still draining',
      DENTAL: [
        ['8', 'Post crown margins intact percussion slightly tender'],
        ['7', 'Cold normal'],
        ['9', 'Cold normal'],
      ],
      RADIO: 'CBCT reviewed. 8 mm periapical lesion on #8. Labial plate thin. Root filling well condensed',
      DX: ['Previously treated #8 with chronic apical abscess'],
      CONSULT:
        'Discussed surgery versus extraction and implant. Risks include gum shrinkage and numbness of the lip. Patient chose surgery',
      CONSENT: 'Signed consent',
      TX: [
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, labial infiltrations #6 to #10 + palatal infiltration #8',
        'Intrasulcular incision with a vertical release distal to #10',
        'Full thickness flap',
        'Lesion curetted and sent for histopathology',
        '3 mm of root end resected under the microscope',
        'Root end prep with ultrasonic tips 3 mm deep',
        'Retrofill with MTA checked with a PA',
        'Flap closed with 6-0 Prolene 5 interrupted sutures',
        'Ice pack given',
        'Rx ibuprofen 600 mg every 6 hours for 3 days',
        'Chlorhexidine rinse twice a day for a week',
      ],
      NOTES: 'She was very calm throughout',
      'F/U': 'Review in 5 days for suture removal',
    },
  }),
  defineCase({
    id: 'h47-06-us-typed-universal-12-month-recall-rct-19-healed-discharged',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '12-month recall s/p RCT #19 (completed last year, crown by GDP). Asymptomatic, chewing normally. Med hx: no changes, NKDA. #19 full-coverage crown intact, perc -, palp -, no sinus tract. #18 and #20 WNL. PA #19: PA radiolucency on M root resolved, intact lamina dura, PAI 1. Dx: previously treated #19 with normal apical tissues (healed). Pt informed of successful outcome. Discharged to GDP for routine care.',
    expect: {
      CC: '12-month recall s/p RCT #19 (completed last year, crown by GDP). Asymptomatic, chewing normally',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'Full-coverage crown intact, perc -, palp -, no sinus tract'],
        ['18', 'WNL'],
        ['20', 'WNL'],
      ],
      RADIO: 'PA #19: PA radiolucency on M root resolved, intact lamina dura, PAI 1',
      DX: ['Previously treated #19 with normal apical tissues (healed)'],
      CONSULT: 'Pt informed of successful outcome',
      'F/U': 'Discharged to GDP for routine care',
    },
  }),
  defineCase({
    id: 'h47-07-us-asr-universal-recorded-flare-up-3-incision-drainage-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay emergency visit two days ago she had the root canal started on number three and last night her cheek started swelling and throbbing medical history no changes asthma on an albuterol inhaler no allergies extraoral temperature ninety nine point one mild swelling right cheek no eye involvement no trouble swallowing intraoral fluctuant swelling buccal to three number three temporary intact very tender to percussion diagnosis flare up with acute apical abscess number three so this sometimes happens after the first visit when the bacteria get stirred up we're going to drain the swelling and clean the canals again you'll need an antibiotic because you've got a temperature three carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration three incision and drainage of the buccal swelling about one milliliter of pus could I have the hemostat please thanks rubber dam temporary removed canals irrigated with sodium hypochlorite drainage through the tooth for a few minutes canals dried calcium hydroxide replaced cotton pellet and cavit occlusion reduced rx amoxicillin five hundred milligrams three times a day for seven days rx ibuprofen six hundred milligrams every six hours as needed warm salt water rinses four times a day if the swelling spreads toward your eye or you have trouble swallowing go straight to the emergency room we'll see you in forty eight hours to check",
    appends: [
      'add to notes she is flying on thursday and was told it is fine to fly',
      'change forty eight hours to twenty four hours',
    ],
    expect: {
      CC: 'Emergency visit. 2 days ago she had the root canal started on #3. Last night her cheek started swelling and throbbing',
      'MED HX': 'No changes. Asthma on an albuterol inhaler. No allergies',
      EXTRA: 'Temperature 99.1. Mild swelling right cheek. No eye involvement. No trouble swallowing',
      INTRA: 'Fluctuant swelling buccal to #3',
      DENTAL: [['3', 'Temporary intact very tender to percussion']],
      DX: ['Flare-up with acute apical abscess #3'],
      CONSULT:
        "This sometimes happens after the first visit when the bacteria get stirred up. We're going to drain the swelling and clean the canals again. You'll need an antibiotic because you've got a temperature. Warm salt water rinses 4 times a day. If the swelling spreads toward your eye or you have trouble swallowing go straight to the emergency room",
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Incision and drainage of the buccal swelling',
        'About 1 ml of pus',
        'Rubber dam',
        'Temporary removed',
        'Canals irrigated with sodium hypochlorite',
        'Drainage through the tooth for a few minutes',
        'Canals dried',
        'Calcium hydroxide replaced',
        'Cotton pellet and Cavit',
        'Occlusion reduced',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: 'She is flying on Thursday and was told it is fine to fly',
      'F/U': "We'll see you in 24 hours to check",
    },
  }),
  defineCase({
    id: 'h47-08-us-typed-universal-full-pulpotomy-30-mta-do-composite-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred for #30 deep caries, lingering cold pain x 3 days. Med hx: no changes, hypothyroid (levothyroxine), NKDA. #30 deep DO caries, cold + lingering 15 s, perc +, palp -. #29 and #31 cold + WNL, perc -. PA #30: deep D caries close to pulp, slightly widened PDL M root. Dx: symptomatic irreversible pulpitis #30, symptomatic apical periodontitis #30. Discussed full pulpotomy (vital pulp therapy) vs RCT; explained ~90% success, RCT if symptoms persist. Pt chose pulpotomy. Written consent. LA 2 carps 2% lido 1:100k epi right IANB. LA 1 carp 4% articaine 1:100k epi buccal infiltration #30. RD. Caries removed under DOM, pulp exposed. Full pulpotomy #30 to canal orifices, hemostasis w/ 3% NaOCl in 4 min. MTA (ProRoot) 3 mm, moist pellet, RMGIC over MTA. DO composite #30 (Filtek One Bulk Fill A3). Occlusion checked. Post-op PA: MTA well adapted, no voids. Pt informed of expected mild soreness. Cold test + PA review in 3 months. Return to GDP for onlay #30.',
    appends: [
      'Add to treatment: photo of the pulp stumps taken for records. Add to notes: pt is a nurse and works night shifts.',
      'Change 3 months to 6 months.',
    ],
    expect: {
      CC: 'Referred for #30 deep caries, lingering cold pain x 3 days',
      'MED HX': 'No changes, hypothyroid (levothyroxine), NKDA',
      DENTAL: [
        ['30', 'Deep DO caries, cold + lingering 15 s, perc +, palp -'],
        ['29', 'Cold + WNL, perc -'],
        ['31', 'Cold + WNL, perc -'],
      ],
      RADIO: 'PA #30: deep D caries close to pulp, slightly widened PDL M root. Post-op PA: MTA well adapted, no voids',
      DX: ['Symptomatic irreversible pulpitis #30', 'Symptomatic apical periodontitis #30'],
      CONSULT:
        'Discussed full pulpotomy (vital pulp therapy) vs RCT; explained ~90% success, RCT if symptoms persist. Pt chose pulpotomy. Pt informed of expected mild soreness',
      CONSENT: 'Written consent',
      'TX TODAY': ['Pulpotomy #30', 'DO composite #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'RD',
        'Caries removed under DOM',
        'Pulp exposed',
        'Full pulpotomy #30 to canal orifices',
        'Hemostasis w/ 3% NaOCl in 4 min',
        'MTA (ProRoot) 3 mm',
        'Moist pellet',
        'RMGIC over MTA',
        'DO composite #30 (Filtek One Bulk Fill A3)',
        'Occlusion checked',
        'Photo of the pulp stumps taken for records',
      ],
      'TX PLAN': ['Return to GDP for onlay #30'],
      NOTES: 'Pt is a nurse and works night shifts',
      'F/U': 'Cold test + PA review in 6 months',
    },
  }),
  defineCase({
    id: 'h47-09-us-asr-universal-recorded-calcified-8-single-visit-obturation-l-composite',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for root canal treatment on number eight she hit it playing volleyball years ago and it's gone gray no pain medical history healthy no meds allergic to latex extraoral normal intraoral normal number eight gray discoloration no response to cold no response to ept at eighty percussion negative palpation negative numbers seven and nine cold normal ept within normal limits pa and small volume cbct canal calcified in the coronal third small periapical radiolucency diagnosis pulp necrosis with asymptomatic apical periodontitis number eight so the nerve died after the injury and there's a small infection at the tip of the root because the canal has narrowed it might take longer to find I'll be using the microscope the whole time whitening from the inside can be done after to improve the color she's happy to go ahead verbal consent and form signed one carpule articaine four percent one to one hundred thousand epi labial and palatal infiltration eight latex free rubber dam could I get the long neck bur please thanks access under the microscope canal located four millimeters below the cej with ultrasonic troughing working length twenty two point five millimeters to the incisal edge confirmed with the apex locator and a pa shaped to size forty with a four percent taper irrigated with sodium hypochlorite and edta with ultrasonic activation dried obturated eight with gutta percha and bc sealer single cone gutta percha cut two millimeters below the cej resin modified glass ionomer barrier then lingual composite number eight shade a two post op pa obturation dense to length you might be a bit tender for a couple of days book her in for internal whitening eight in four weeks",
    expect: {
      CC: "Root canal treatment on #8. She hit it playing volleyball years ago. It's gone gray. No pain",
      'MED HX': 'Healthy. No meds. Allergic to latex',
      EXTRA: 'Normal',
      INTRA: 'Normal',
      DENTAL: [
        ['8', 'Gray discoloration no response to cold no response to EPT at 80 percussion negative palpation negative'],
        ['7', 'Cold normal EPT within normal limits'],
        ['9', 'Cold normal EPT within normal limits'],
      ],
      RADIO:
        'PA and small volume CBCT canal calcified in the coronal third. Small periapical radiolucency. Post-op PA obturation dense to length',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT:
        "Nerve died after the injury. There's a small infection at the tip of the root. Because the canal has narrowed it might take longer to find. I'll be using the microscope the whole time. Whitening from the inside can be done after to improve the color. She's happy to go ahead. You might be a bit tender for a couple of days",
      CONSENT: 'Verbal consent and form signed',
      'TX TODAY': ['Obturation #8', 'L composite #8'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8',
        'Latex free rubber dam',
        'Access under the microscope',
        'Canal located 4 mm below the CEJ with ultrasonic troughing',
        'Working length 22.5 mm to the incisal edge confirmed with the apex locator and a PA',
        'Shaped to size 40 with a 4% taper',
        'Irrigated with sodium hypochlorite and EDTA with ultrasonic activation',
        'Dried',
        'Obturated #8 with gutta percha and BC Sealer single cone',
        'Gutta percha cut 2 mm below the CEJ',
        'Resin modified glass ionomer barrier',
        'L composite #8',
        'Shade A2',
      ],
      NV: ['Internal whitening #8 in 4 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK oral surgery / implant practice (Palmer)
  defineCase({
    id: 'h47-10-uk-asr-palmer-recorded-surgical-extraction-ll8-risks-aftercare-aloud',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay he's in for the surgical extraction of the lower left eight he's had three bouts of infection in the last year and the last one needed antibiotics medical history fit and well no medications no allergies non smoker extra oral no swelling mouth opening normal intra oral lower left eight partially erupted operculum healthy lower left seven sound opg lower left eight mesioangular impaction roots close to the inferior dental canal with darkening of the roots cbct canal buccal to the roots not in contact diagnosis recurrent pericoronitis lower left eight the risks are swelling bruising and stiffness for about a week a risk of dry socket and a small risk of numbness of the lip chin or tongue which is usually temporary but can be permanent in less than one percent of cases are you still happy to go ahead yes consent form signed la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left then one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower left eight envelope flap with a distal relieving incision full thickness flap raised lingual tissues protected bone removed buccally and distally with a round bur and saline coolant crown sectioned could you pass me the couplands two please thanks tooth elevated roots delivered complete socket debrided and irrigated with saline haemostasis achieved closed with four oh vicryl rapide three interrupted sutures gauze pack placed no rinsing today from tomorrow warm salt water rinses four times a day ibuprofen four hundred milligrams and paracetamol one gram every six hours for three days soft diet no smoking or alcohol for forty eight hours his mum is driving him home we'll see you in a week to check the healing",
    expect: {
      CC: "Surgical extraction of LL8. He's had 3 bouts of infection in the last year. Last one needed antibiotics",
      'MED HX': 'Fit and well. No medications. No allergies. Non smoker',
      EXTRA: 'No swelling. Mouth opening normal',
      DENTAL: [
        ['LL8', 'Partially erupted operculum healthy'],
        ['LL7', 'Sound'],
      ],
      RADIO:
        'OPG LL8 mesioangular impaction roots close to the inferior dental canal with darkening of the roots. CBCT canal buccal to the roots not in contact',
      DX: ['Recurrent pericoronitis LL8'],
      CONSULT:
        'Risks are swelling bruising and stiffness for about a week a risk of dry socket and a small risk of numbness of the lip chin or tongue which is usually temporary but can be permanent in less than 1% of cases. No rinsing today. From tomorrow warm salt water rinses 4 times a day. Ibuprofen 400 mg and paracetamol 1 g every 6 hours for 3 days. Soft diet. No smoking or alcohol for 48 hours',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Surgical extraction LL8'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL8',
        'Envelope flap with a distal relieving incision',
        'Full thickness flap raised',
        'Lingual tissues protected',
        'Bone removed buccally and distally with a round bur and saline coolant',
        'Crown sectioned',
        'Tooth elevated',
        'Roots delivered complete',
        'Socket debrided and irrigated with saline',
        'Haemostasis achieved',
        'Closed with 4-0 Vicryl Rapide 3 interrupted sutures',
        'Gauze pack placed',
      ],
      NOTES: 'His mum is driving him home',
      'F/U': "We'll see you in a week to check the healing",
    },
  }),
  defineCase({
    id: 'h47-11-uk-typed-palmer-implant-placement-ll6-straumann-blt-torque-isq',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Implant placement LL6 (stage 1), as planned from CBCT. MH: no change, T2DM diet-controlled, HbA1c 48, NKDA, ex-smoker (stopped 2 yrs). BP 128/82. LL6 site healed (XLA 6/12 ago), ridge 8 mm wide, keratinised tissue 4 mm. LL5 DO comp sound. LL7 sound. CBCT (prev): 14 mm to IAN canal. Risks reconfirmed incl. nerve damage, failure to integrate (approx 3-5%). Written consent signed. Pre-op chlorhexidine 0.2% rinse 1 min. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + lingual infiltration LL6. Mid-crestal incision w/ sulcular extension LL5-LL7, full thickness flap. Pilot drill to 10 mm w/ surgical guide. PA w/ guide pin: parallel to LL5, 4 mm clear of canal. Sequential drills to 3.5 mm. Straumann BLT 4.1 x 10 mm SLActive RC implant placed LL6, insertion torque 35 Ncm, ISQ 74 B / 76 L. Small buccal fenestration grafted w/ Bio-Oss + Bio-Gide. Healing abutment 4 mm placed (non-submerged). 5-0 Prolene interrupted x 4. Post-op PA: implant fully seated, 4 mm above canal. POI verbal + written. Rx amoxicillin 500 mg TDS 5/7. Chlorhexidine 0.2% rinse BD 1/52. Pt asked about flying next week, told fine. Review 10 days for suture removal.',
    expect: {
      CC: 'Implant placement LL6 (stage 1), as planned from CBCT',
      'MED HX': 'No change, T2DM diet-controlled, HbA1c 48, NKDA, ex-smoker (stopped 2 yrs). BP 128/82',
      INTRA: 'LL6 site healed (XLA 6 months ago), ridge 8 mm wide, keratinised tissue 4 mm',
      DENTAL: [
        ['LL5', 'DO comp sound'],
        ['LL7', 'Sound'],
      ],
      RADIO:
        'CBCT (prev): 14 mm to IAN canal. PA w/ guide pin: parallel to LL5, 4 mm clear of canal. Post-op PA: implant fully seated, 4 mm above canal',
      CONSULT:
        'Risks reconfirmed incl. nerve damage, failure to integrate (approx 3-5%). Pt asked about flying next week, told fine',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Implant placement LL6'],
      TX: [
        'Pre-op chlorhexidine 0.2% rinse 1 min',
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Mid-crestal incision w/ sulcular extension LL5-LL7',
        'Full thickness flap',
        'Pilot drill to 10 mm w/ surgical guide',
        'Sequential drills to 3.5 mm',
        'Straumann BLT 4.1 x 10 mm SLActive RC implant placed LL6',
        'Insertion torque 35 Ncm',
        'ISQ 74 B / 76 L',
        'Small buccal fenestration grafted w/ Bio-Oss + Bio-Gide',
        'Healing abutment 4 mm placed (non-submerged)',
        '5-0 Prolene interrupted x 4',
        'POI verbal + written',
        'Rx amoxicillin 500 mg TDS 5 days',
        'Chlorhexidine 0.2% rinse BD 1 week',
      ],
      'F/U': 'Review 10 days for suture removal',
    },
  }),
  defineCase({
    id: 'h47-12-uk-asr-palmer-recorded-implant-consult-ul1-root-fracture-costs',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay referral from her dentist about the upper left one the post crown keeps coming out and there's a crack in the root she's had it recemented three times in the last year medical history asthma on inhalers allergic to penicillin smokes about five a day extra oral nad smile line high intra oral upper left one post crown mobile grade one upper right one and upper left two sound no caries gums healthy bpe one one one one one one eight millimetre pocket mid palatal upper left one cbct upper left one vertical root fracture palatally with bone loss buccal plate intact about one millimetre thick diagnosis vertical root fracture upper left one unrestorable so the root has split which is why the crown keeps coming off it can't be saved the options are an implant a bridge or a denture with the implant we'd take the tooth out and either place it straight away or wait three months with a temporary because you smoke the risk of the implant failing is about double stopping or at least cutting down before and after would really help the implant with the crown is about three thousand two hundred pounds including the cbct and if we need a bone graft that's another four hundred pounds she asked how long she'd be without a tooth you'd never be without one you'd have a temporary from day one she'd like the implant and is going to try to stop smoking I'll send you a written treatment plan and consent form to read before next time can you book her in for extraction upper left one and immediate implant in four weeks",
    expect: {
      CC: "Referral from her dentist about UL1. Post crown keeps coming out. There's a crack in the root. She's had it recemented 3 times in the last year",
      'MED HX': 'Asthma on inhalers. Allergic to penicillin. Smokes about 5 a day',
      EXTRA: 'NAD. Smile line high',
      DENTAL: [
        ['UL1', 'Post crown mobile grade 1'],
        ['UR1', 'Sound no caries'],
        ['UL2', 'Sound no caries'],
      ],
      PERIO: 'Gums healthy. BPE 1 1 1 / 1 1 1. 8 mm pocket mid palatal UL1',
      RADIO: 'CBCT UL1 vertical root fracture palatally with bone loss. Buccal plate intact about 1 mm thick',
      DX: ['Vertical root fracture UL1 unrestorable'],
      CONSULT:
        "Root has split which is why the crown keeps coming off. It can't be saved. Options are an implant a bridge or a denture. With the implant we'd take the tooth out and either place it straight away or wait 3 months with a temporary. Because you smoke the risk of the implant failing is about double. Stopping or at least cutting down before and after would really help. Implant with the crown is about £3,200 including the CBCT. If we need a bone graft that's another £400. She asked how long she'd be without a tooth. You'd never be without one. You'd have a temporary from day 1. She'd like the implant and is going to try to stop smoking. I'll send you a written treatment plan and consent form to read before next time",
      NV: ['Extraction UL1', 'Immediate implant in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h47-13-uk-typed-palmer-lateral-sinus-lift-ul6-perforation-repaired-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for lateral window sinus augmentation UL6 region (implant to follow in 6-9 months). MH: no change, hypertension (amlodipine), NKDA, non-smoker, no sinus problems. UL6 site healed, ridge width adequate. UL5 crown sound. UL7 MOD amalgam sound. CBCT: residual bone height 3 mm UL6 region, sinus mucosa healthy, no septa. LA 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL5-UL7 + palatal infiltration. Crestal incision + mesial vertical release distal to UL4, full thickness flap. Lateral window 10 x 8 mm w/ piezo. Schneiderian membrane elevated, small perforation (approx 3 mm) mesially, repaired w/ Bio-Gide. Sinus grafted w/ 1.5 g Bio-Oss. Window covered w/ Bio-Gide. Closed w/ 5-0 Vicryl, horizontal mattress + interrupted. Pt informed of perforation and repair, no change to plan. Advised sinus precautions: no nose blowing 2/52, sneeze w/ mouth open, no flying 2/52. Rx amoxicillin 500 mg TDS 7/7, Sudafed 60 mg QDS 5/7, chlorhexidine 0.2% BD. Review 2/52 for suture removal. Plan: implant UL6 in 6-9 months after CBCT.',
    expect: {
      CC: 'Lateral window sinus augmentation UL6 region (implant to follow in 6-9 months)',
      'MED HX': 'No change, hypertension (amlodipine), NKDA, non-smoker, no sinus problems',
      INTRA: 'UL6 site healed, ridge width adequate',
      DENTAL: [
        ['UL5', 'Crown sound'],
        ['UL7', 'MOD amalgam sound'],
      ],
      RADIO: 'CBCT: residual bone height 3 mm UL6 region, sinus mucosa healthy, no septa',
      CONSULT:
        'Pt informed of perforation and repair, no change to plan. Advised sinus precautions: no nose blowing 2 weeks, sneeze w/ mouth open, no flying 2 weeks',
      TX: [
        'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL5-UL7 + palatal infiltration',
        'Crestal incision + mesial vertical release distal to UL4',
        'Full thickness flap',
        'Lateral window 10 x 8 mm w/ piezo',
        'Schneiderian membrane elevated',
        'Small perforation (approx 3 mm) mesially',
        'Repaired w/ Bio-Gide',
        'Sinus grafted w/ 1.5 g Bio-Oss',
        'Window covered w/ Bio-Gide',
        'Closed w/ 5-0 Vicryl',
        'Horizontal mattress + interrupted',
        'Rx amoxicillin 500 mg TDS 7 days',
        'Sudafed 60 mg QDS 5 days',
        'Chlorhexidine 0.2% BD',
      ],
      'TX PLAN': ['Implant UL6 in 6-9 months after CBCT'],
      'F/U': 'Review 2 weeks for suture removal',
    },
  }),
  defineCase({
    id: 'h47-14-uk-asr-palmer-recorded-extraction-ur7-apixaban-surgicel-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay she's here for extraction of the upper right seven it's broken down and keeps flaring up medical history atrial fibrillation on apixaban she missed this morning's dose as her gp advised type two diabetes on metformin allergic to codeine blood pressure one forty two over eighty eight extra oral nad intra oral upper right seven grossly carious palatal root exposed tender to percussion upper right six and upper right eight sound pa upper right seven roots close to the antrum periapical radiolucency on the palatal root diagnosis unrestorable upper right seven with chronic apical periodontitis because of the blood thinner you might bleed a bit more than usual so I'll pack the socket and put in a couple of stitches there's also a small risk of a hole into the sinus because the roots are close to it are you okay to go ahead yeah verbal consent and consent form signed la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right seven could I have the upper molar forceps please thanks luxated with a couplands then upper right seven extracted with upper molar forceps roots complete no oroantral communication nose blow test negative surgicel packed in the socket two horizontal mattress sutures four oh vicryl rapide tranexamic soaked gauze bitten on for twenty minutes rx tranexamic acid five percent mouthwash ten millilitres four times a day for two days no rinsing today from tomorrow use the tranexamic mouthwash and don't swallow it paracetamol for pain not ibuprofen take your apixaban this evening as normal we'll see you in a week to check it's healed",
    appends: [
      'add to notes she was accompanied by her husband who waited in reception',
      'add to treatment haemostasis checked again after twenty minutes satisfactory',
    ],
    expect: {
      CC: "Extraction of UR7. It's broken down and keeps flaring up",
      'MED HX':
        "Atrial fibrillation on apixaban. She missed this morning's dose as her GP advised. Type 2 diabetes on metformin. Allergic to codeine. Blood pressure 142/88",
      EXTRA: 'NAD',
      DENTAL: [
        ['UR7', 'Grossly carious P root exposed tender to percussion'],
        ['UR6', 'Sound'],
        ['UR8', 'Sound'],
      ],
      RADIO: 'PA UR7 roots close to the antrum. Periapical radiolucency on the palatal root',
      DX: ['Unrestorable UR7 with chronic apical periodontitis'],
      CONSULT:
        "Because of the blood thinner you might bleed a bit more than usual so I'll pack the socket and put in a couple of stitches. There's also a small risk of a hole into the sinus because the roots are close to it. No rinsing today. From tomorrow use the tranexamic mouthwash and don't swallow it. Paracetamol for pain not ibuprofen. Take your apixaban this evening as normal",
      CONSENT: 'Verbal consent and consent form signed',
      'TX TODAY': ['Extraction UR7'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR7',
        "Luxated with a Coupland's",
        'UR7 extracted with upper molar forceps',
        'Roots complete',
        'No oroantral communication',
        'Nose blow test negative',
        'Surgicel packed in the socket',
        '2 horizontal mattress sutures 4-0 Vicryl Rapide',
        'Tranexamic soaked gauze bitten on for 20 minutes',
        'Rx tranexamic acid 5% mouthwash 10 ml 4 times a day for 2 days',
        'Haemostasis checked again after 20 minutes satisfactory',
      ],
      NOTES: 'She was accompanied by her husband who waited in reception',
      'F/U': "We'll see you in a week to check it's healed",
    },
  }),
  defineCase({
    id: 'h47-15-uk-typed-palmer-dry-socket-lr8-alvogyl-socket-irrigation-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review: pain LR8 socket, surgical XLA 4 days ago (here). Throbbing pain radiating to ear since day 2, not helped by ibuprofen, bad taste. MH: no change, smoker 10/day, on combined pill, NKDA. EO: no swelling, no lymphadenopathy, mouth opening 35 mm. IO: LR8 socket empty, no clot, exposed bone distally, 1 of 3 sutures remaining, no pus. LR7 sound, not TTP. Dx: alveolar osteitis LR8. Explained dry socket, not an infection, no antibiotics needed. No LA needed. Socket irrigated w/ warm saline, debris removed. Alvogyl packed loosely. Remaining suture removed. Advised stop smoking for at least 1 week, ibuprofen 400 mg + paracetamol 1 g QDS, warm salt water rinses from tomorrow. Review 3 days to replace dressing, call if worse.',
    expect: {
      CC: 'Review: pain LR8 socket, surgical XLA 4 days ago (here). Throbbing pain radiating to ear since day 2, not helped by ibuprofen, bad taste',
      'MED HX': 'No change, smoker 10/day, on combined pill, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy, mouth opening 35 mm',
      INTRA: 'LR8 socket empty, no clot, exposed bone distally, 1 of 3 sutures remaining, no pus',
      DENTAL: [['LR7', 'Sound, not TTP']],
      DX: ['Alveolar osteitis LR8'],
      CONSULT:
        'Explained dry socket, not an infection, no antibiotics needed. Advised stop smoking for at least 1 week, ibuprofen 400 mg + paracetamol 1 g QDS, warm salt water rinses from tomorrow',
      TX: [
        'No LA needed',
        'Socket irrigated w/ warm saline',
        'Debris removed',
        'Alvogyl packed loosely',
        'Remaining suture removed',
      ],
      'F/U': 'Review 3 days to replace dressing, call if worse',
    },
  }),
  defineCase({
    id: 'h47-16-uk-asr-palmer-dictated-extraction-ul4-socket-preservation',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended for extraction of the upper left four and ridge preservation for a future implant the tooth fractured below the gum on a nut last month medical history no changes takes omeprazole no allergies non smoker extra oral nad intra oral upper left four buccal and palatal cusps fractured subgingivally mobile grade one upper left three and upper left five sound cbct last week buccal plate thin under one millimetre no periapical lesion diagnosis unrestorable fractured upper left four options discussed she chose extraction with socket preservation and an implant later written consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left four atraumatic extraction upper left four with periotomes and luxators buccal plate intact socket curetted and rinsed with saline socket filled with bio oss collagen covered with a collagen plug and secured with a four oh vicryl rapide criss cross suture she was a little anxious but coped well advised no smoking or rinsing for twenty four hours and a soft diet review two weeks plan implant assessment in four months',
    expect: {
      CC: 'Extraction of UL4 and ridge preservation for a future implant. Tooth fractured below the gum on a nut last month',
      'MED HX': 'No changes. Takes omeprazole. No allergies. Non smoker',
      EXTRA: 'NAD',
      DENTAL: [
        ['UL4', 'B and P cusps fractured subgingivally mobile grade 1', 'B and P cusps'],
        ['UL3', 'Sound'],
        ['UL5', 'Sound'],
      ],
      RADIO: 'CBCT last week buccal plate thin under 1 mm. No periapical lesion',
      DX: ['Unrestorable fractured UL4'],
      CONSULT:
        'Options discussed. She chose extraction with socket preservation and an implant later. Advised no smoking or rinsing for 24 hours and a soft diet',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction UL4'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL4',
        'Atraumatic extraction UL4 with periotomes and luxators',
        'Buccal plate intact',
        'Socket curetted and rinsed with saline',
        'Socket filled with Bio-Oss Collagen',
        'Covered with a collagen plug and secured with a 4-0 Vicryl Rapide criss cross suture',
      ],
      'TX PLAN': ['Implant assessment in 4 months'],
      NOTES: 'She was a little anxious but coped well',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'h47-17-uk-typed-palmer-incisional-biopsy-tongue-leukoplakia-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Referred by GDP: white patch L lateral tongue, present 3 months, painless. MH: no change, smoker 20/day x 30 yrs, alcohol 25 units/wk, NKDA. EO: no cervical lymphadenopathy. IO: 15 x 10 mm non-homogeneous white patch L lateral border of tongue, slightly raised, not indurated, not ulcerated, does not wipe off. Rest of mucosa NAD. LL6 and LL7 lingual cusps sharp. Provisional diagnosis: non-homogeneous leukoplakia L lateral tongue ?dysplasia. Explained need for biopsy to rule out dysplasia or cancer, risks: pain, bleeding, altered taste/sensation. Pt agreed. Verbal + written consent. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration around the lesion. Incisional biopsy 8 x 5 mm from the thickest area incl. margin of normal tissue. Specimen in formalin, sent to histopathology (urgent). 3 x 4-0 Vicryl Rapide. Haemostasis achieved. LL6, LL7 cusps smoothed. Smoking + alcohol cessation advice given. Referred to local stop-smoking service. Results in 2-3 weeks, review to discuss results.',
    expect: {
      CC: 'Referred by GDP: white patch L lateral tongue, present 3 months, painless',
      'MED HX': 'No change, smoker 20/day x 30 yrs, alcohol 25 units/wk, NKDA',
      EXTRA: 'No cervical lymphadenopathy',
      INTRA:
        '15 x 10 mm non-homogeneous white patch L lateral border of tongue, slightly raised, not indurated, not ulcerated, does not wipe off. Rest of mucosa NAD',
      DENTAL: [
        ['LL6', 'L cusps sharp'],
        ['LL7', 'L cusps sharp'],
      ],
      DX: ['Non-homogeneous leukoplakia L lateral tongue ?dysplasia'],
      CONSULT:
        'Explained need for biopsy to rule out dysplasia or cancer, risks: pain, bleeding, altered taste/sensation. Pt agreed. Smoking + alcohol cessation advice given',
      CONSENT: 'Verbal + written consent',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration around the lesion',
        'Incisional biopsy 8 x 5 mm from the thickest area incl. margin of normal tissue',
        'Specimen in formalin',
        'Sent to histopathology (urgent)',
        '3 x 4-0 Vicryl Rapide',
        'Haemostasis achieved',
        'LL6, LL7 cusps smoothed',
      ],
      'TX PLAN': ['Referred to local stop-smoking service'],
      'F/U': 'Results in 2-3 weeks, review to discuss results',
    },
  }),
  defineCase({
    id: 'h47-18-uk-asr-palmer-recorded-extraction-ul5-immediate-implant-45-ncm',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay he's in for extraction of the upper left five and an immediate implant the crown came off with the post last month medical history no changes high cholesterol on atorvastatin no allergies ex smoker stopped five years ago extra oral nad intra oral upper left five root face only caries on the palatal margin no mobility upper left four and upper left six sound thick gingival biotype cbct buccal plate intact one millimetre eleven millimetres of bone above the apex sorry beyond the apex to the sinus floor diagnosis unrestorable upper left five like we discussed we'll take the root out as gently as possible and if the bone is good we'll put the implant in straight away if it's not stable enough we'll graft and place it later happy to go ahead yep written consent checked and signed la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper left five can I have the benex please thanks extraction upper left five with periotomes and the benex extractor root complete buccal plate intact on probing socket curetted osteotomy in the palatal position with the pilot drill then two point four and two point eight millimetre drills nobel active three point five by thirteen millimetre implant placed upper left five insertion torque forty five newton centimetres isq seventy jumping gap grafted with bio oss healing abutment three millimetres placed no sutures needed essix retainer with a pontic fitted clear of the healing abutment you've got an implant in there and it's nice and stable don't chew on that side for six weeks and wear the retainer for eating rx amoxicillin five hundred milligrams three times a day for five days rx chlorhexidine point two percent rinse twice a day from tomorrow plan implant crown upper left five in four months we'll see you in two weeks to check the gum",
    expect: {
      CC: 'Extraction of UL5 and an immediate implant. Crown came off with the post last month',
      'MED HX': 'No changes. High cholesterol on atorvastatin. No allergies. Ex smoker stopped 5 years ago',
      EXTRA: 'NAD',
      DENTAL: [
        ['UL5', 'Root face only caries on the P margin no mobility'],
        ['UL4', 'Sound'],
        ['UL6', 'Sound'],
      ],
      PERIO: 'Thick gingival biotype',
      RADIO: 'CBCT buccal plate intact 1 mm. 11 mm of bone beyond the apex to the sinus floor',
      DX: ['Unrestorable UL5'],
      CONSULT:
        "Like we discussed we'll take the root out as gently as possible. If the bone is good we'll put the implant in straight away. If it's not stable enough we'll graft and place it later. You've got an implant in there. It's nice and stable. Don't chew on that side for 6 weeks and wear the retainer for eating",
      CONSENT: 'Written consent checked and signed',
      'TX TODAY': ['Extraction UL5', 'Implant placement UL5'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL5',
        'Extraction UL5 with periotomes and the Benex extractor',
        'Root complete',
        'Buccal plate intact on probing',
        'Socket curetted',
        'Osteotomy in the palatal position with the pilot drill',
        '2.4 and 2.8 mm drills',
        'NobelActive 3.5 by 13 mm implant placed UL5',
        'Insertion torque 45 Ncm',
        'ISQ 70',
        'Jumping gap grafted with Bio-Oss',
        'Healing abutment 3 mm placed',
        'No sutures needed',
        'Essix retainer with a pontic fitted clear of the healing abutment',
        'Rx amoxicillin 500 mg 3 times a day for 5 days',
        'Rx chlorhexidine 0.2% rinse twice a day from tomorrow',
      ],
      'TX PLAN': ['Implant crown UL5 in 4 months'],
      'F/U': "We'll see you in 2 weeks to check the gum",
    },
  }),

  // ---------------------------------------------------------------- 3. UK specialist periodontal practice (FDI)
  defineCase({
    id: 'h47-19-uk-asr-fdi-recorded-new-perio-assessment-chart-aloud-ohi',
    style: 'UK',
    asr: true,
    transcript:
      "okay new patient referred by her dentist for bleeding gums and loose front teeth they've bled for years when I brush but the front ones have started moving medical history type two diabetes on metformin and gliclazide last hba one c sixty four smokes fifteen a day no allergies extra oral nad intra oral soft tissues nad bpe four four four four four four plaque score sixty eight percent bleeding on probing fifty two percent six point pocket chart done deepest pockets eight millimetres distal of one six and seven millimetres mesial of two six and four six and five to six millimetres around the lower incisors furcation class two buccal one six recession three millimetres on the lower incisors two one grade one mobile three one and four one grade two mobile opg and long cone periapicals generalised horizontal bone loss up to fifty percent of root length vertical defect distal of one six diagnosis generalised periodontitis stage three grade c currently unstable so the gum disease has caused quite a lot of bone loss around your teeth and it's progressing quickly the two biggest things making it worse are the smoking and your blood sugar with treatment and really good cleaning at home we can usually stabilise it but some of the front teeth may still be lost in the long run smoking cessation discussed very brief advice given she'd like a referral to the stop smoking service oral hygiene instruction interdental brushes sizes two and three and a small headed electric toothbrush letter to gp re diabetes control can you book her in for root surface debridement upper right and lower right under local in two weeks",
    expect: {
      CC: "New patient referred by her dentist for bleeding gums and loose front teeth. They've bled for years when I brush but the front ones have started moving",
      'MED HX': 'Type 2 diabetes on metformin and gliclazide. Last HbA1c 64. Smokes 15 a day. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO:
        'BPE 4 4 4 / 4 4 4. Plaque score 68%. Bleeding on probing 52%. 6 point pocket chart done. Deepest pockets 8 mm distal of 16 and 7 mm mesial of 26 and 46 and 5 to 6 mm around the lower incisors. Furcation class 2 buccal 16. Recession 3 mm on the lower incisors',
      DENTAL: [
        ['21', 'Grade 1 mobile'],
        ['31', 'Grade 2 mobile'],
        ['41', 'Grade 2 mobile'],
      ],
      RADIO:
        'OPG and long cone periapicals generalised horizontal bone loss up to 50% of root length. Vertical defect distal of 16',
      DX: ['Generalised periodontitis stage 3 grade C currently unstable'],
      CONSULT:
        "Gum disease has caused quite a lot of bone loss around your teeth. It's progressing quickly. Two biggest things making it worse are the smoking and your blood sugar. With treatment and really good cleaning at home we can usually stabilise it but some of the front teeth may still be lost in the long run. Smoking cessation discussed. Very brief advice given. She'd like a referral to the stop smoking service",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction interdental brushes sizes 2 and 3 and a small headed electric toothbrush'],
      NOTES: 'Letter to GP re diabetes control',
      NV: ['RSD upper right and lower right under local in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h47-20-uk-typed-fdi-rsd-ur-lr-subgingival-irrigation-ohi',
    style: 'UK',
    asr: false,
    transcript:
      'RSD UR + LR (visit 1 of 2). Pt reports interdental brushes daily since assessment, bleeding less. MH: no change, T2DM (HbA1c now 58), smoking reduced to 5/day, NKDA. Plaque score 35% (was 68%), BOP 38% (was 52%). LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration UR. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right. RSD UR + LR w/ Cavitron thin inserts + Gracey curettes, all sites 4 mm or more. Heavy subgingival calculus 16, 17, 46. 16 buccal furcation debrided w/ furcation tip. Subgingival irrigation w/ chlorhexidine 0.2% in 6 mm+ pockets. OHI reinforced: TePe size 2 + size 3 daily. Pt tolerated well, no further LA needed. POIG incl. sensitivity (use Sensodyne). NV: RSD UL + LL in 1/52. Re-evaluation 3/12 after completion.',
    expect: {
      CC: 'RSD UR + LR (visit 1 of 2). Pt reports interdental brushes daily since assessment, bleeding less',
      'MED HX': 'No change, T2DM (HbA1c now 58), smoking reduced to 5/day, NKDA',
      PERIO: 'Plaque score 35% (was 68%), BOP 38% (was 52%)',
      'TX TODAY': ['RSD', 'Irrigation', 'OHI'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'RSD UR + LR w/ Cavitron thin inserts + Gracey curettes',
        'All sites 4 mm or more',
        'Heavy subgingival calculus 16, 17, 46',
        '16 buccal furcation debrided w/ furcation tip',
        'Subgingival irrigation w/ chlorhexidine 0.2% in 6 mm+ pockets',
        'OHI reinforced: TePe size 2 + size 3 daily',
        'No further LA needed',
        'POIG incl. sensitivity (use Sensodyne)',
      ],
      NOTES: 'Pt tolerated well',
      NV: ['RSD UL + LL in 1 week'],
      'F/U': 'Re-evaluation 3 months after completion',
    },
  }),
  defineCase({
    id: 'h47-21-uk-asr-fdi-recorded-perio-review-residual-pockets-pmpr-26-36',
    style: 'UK',
    asr: true,
    transcript:
      "okay three month review after root surface debridement she says her gums hardly bleed now and the front teeth feel firmer medical history no changes hba one c down to fifty two stopped smoking six weeks ago no allergies intra oral soft tissues healthy plaque score eighteen percent bleeding on probing twelve percent full pocket chart most sites three millimetres or less residual pockets six millimetres mesial of two six with bleeding seven millimetres distal of three six with bleeding five millimetres distal of one six furcation class two buccal one six unchanged three one and four one mobility reduced to grade one pa three six vertical defect distal about five millimetres deep two walled diagnosis generalised periodontitis stage three grade c currently stable sorry currently unstable with residual pockets at two six and three six you've done really well the bleeding has dropped from fifty two to twelve percent and stopping smoking has made a big difference there are two deeper pockets left at the back one on the top left and one on the bottom left the bottom one has a bony defect that might respond to a small operation to regenerate bone we'll clean those two again today and reassess if they don't improve I'd suggest surgery she'd like to try cleaning first la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six then one cartridge articaine buccal and lingual infiltration three six pmpr two six and three six with ultrasonic and mini five curettes oral hygiene instruction single tufted brush distal of three six plan if no improvement regenerative surgery three six book her in for three month supportive periodontal care with recharting",
    expect: {
      CC: '3 month review after root surface debridement. She says her gums hardly bleed now and the front teeth feel firmer',
      'MED HX': 'No changes. HbA1c down to 52. Stopped smoking 6 weeks ago. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO:
        'Plaque score 18%. Bleeding on probing 12%. Full pocket chart most sites 3 mm or less. Residual pockets 6 mm mesial of 26 with bleeding 7 mm distal of 36 with bleeding 5 mm distal of 16. Furcation class 2 buccal 16 unchanged',
      DENTAL: [
        ['31', 'Mobility reduced to grade 1'],
        ['41', 'Mobility reduced to grade 1'],
      ],
      RADIO: 'PA 36 vertical defect distal about 5 mm deep 2 walled',
      DX: ['Generalised periodontitis stage 3 grade C currently unstable with residual pockets at 26, 36'],
      CONSULT:
        "Bleeding has dropped from 52 to 12%. Stopping smoking has made a big difference. There are 2 deeper pockets left at the back one on the top left and one on the bottom left. Bottom one has a bony defect that might respond to a small operation to regenerate bone. We'll clean those 2 again today and reassess. If they don't improve I'd suggest surgery. She'd like to try cleaning first",
      'TX TODAY': ['PMPR 26, 36', 'OHI'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'LA: 1 cartridge articaine, buccal infiltration + lingual infiltration 36',
        'PMPR 26, 36 with ultrasonic and Mini Five curettes',
        'Oral hygiene instruction single tufted brush distal of 36',
      ],
      'TX PLAN': ['If no improvement regenerative surgery 36'],
      NV: ['3 month supportive periodontal care with recharting'],
    },
  }),
  defineCase({
    id: 'h47-22-uk-typed-fdi-access-flap-36-emdogain-rsd-direct-vision-appends',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for access flap + regeneration 36 D intrabony defect, as planned at re-eval. MH: no change, T2DM (HbA1c 52), stopped smoking 3/12 ago, NKDA. BP 134/86. PPD 36 D 7 mm, BOP+. 36 not mobile. 37 sound. PA (re-eval): 2-wall defect 36 D, 5 mm. Risks discussed incl. recession, sensitivity, no guarantee of bone fill. Written consent signed. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + lingual infiltration 35-37. Intrasulcular incisions 35-37, papilla preservation flap 36/37. Full thickness flap raised. Granulation tissue removed. Root surface debridement 36 under direct vision. Defect confirmed 2-wall 5 mm deep. Root conditioned w/ PrefGel 2 min, rinsed. Emdogain applied to root + defect. Bio-Oss in defect. Closed w/ 6-0 Prolene, modified internal mattress + single interrupted x 3. Haemostasis. POI verbal + written. Rx chlorhexidine 0.2% BD 2/52 (no brushing at site), ibuprofen 400 mg QDS PRN. Review 2/52.',
    appends: [
      'Add to treatment: photos of the defect taken before closure. Add to notes: pt very relaxed, listened to music throughout.',
      'Next visit: suture removal 36.',
    ],
    expect: {
      CC: 'Access flap + regeneration 36 D intrabony defect, as planned at re-eval',
      'MED HX': 'No change, T2DM (HbA1c 52), stopped smoking 3 months ago, NKDA. BP 134/86',
      PERIO: 'PPD 36 D 7 mm, BOP+',
      DENTAL: [
        ['36', 'Not mobile'],
        ['37', 'Sound'],
      ],
      RADIO: 'PA (re-eval): 2-wall defect 36 D, 5 mm',
      CONSULT: 'Risks discussed incl. recession, sensitivity, no guarantee of bone fill',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['RSD 36'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 35-37',
        'Intrasulcular incisions 35-37',
        'Papilla preservation flap 36/37',
        'Full thickness flap raised',
        'Granulation tissue removed',
        'Root surface debridement 36 under direct vision',
        'Defect confirmed 2-wall 5 mm deep',
        'Root conditioned w/ PrefGel 2 min',
        'Rinsed',
        'Emdogain applied to root + defect',
        'Bio-Oss in defect',
        'Closed w/ 6-0 Prolene',
        'Modified internal mattress + single interrupted x 3',
        'Haemostasis',
        'POI verbal + written',
        'Rx chlorhexidine 0.2% BD 2 weeks (no brushing at site)',
        'Ibuprofen 400 mg QDS PRN',
        'Photos of the defect taken before closure',
      ],
      NOTES: 'Pt very relaxed, listened to music throughout',
      NV: ['Suture removal 36'],
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'h47-23-uk-asr-fdi-recorded-periodontal-maintenance-implant-46-appends',
    style: 'UK',
    asr: true,
    transcript:
      "okay three monthly supportive periodontal care he says no problems he's using the interdental brushes every night medical history no changes still on ramipril no allergies non smoker intra oral soft tissues healthy implant four six probing three millimetres no bleeding no suppuration bpe two two three two two two full pocket chart all sites four millimetres or less except five millimetres distal of four seven with bleeding bleeding on probing eight percent plaque score fifteen percent three six distal lingual margin of the composite ditched no caries it's looking really stable the only spot is the back tooth on the lower right where the pocket's a bit deeper so I'll give that a good clean periodontal maintenance full mouth with the ultrasonic and air polishing with erythritol powder four seven distal pocket debrided with hand instruments implant four six cleaned with a titanium scaler oral hygiene instruction reinforced red brush behind four seven he asked if the implant needs anything different just the same brushes but be gentle around it recall three months",
    appends: [
      'add to chart one seven buccal cervical abrasion not sensitive',
      'add to notes he would like text reminders rather than letters',
    ],
    expect: {
      CC: "3 monthly supportive periodontal care. He says no problems. He's using the interdental brushes every night",
      'MED HX': 'No changes. Still on ramipril. No allergies. Non smoker',
      INTRA: 'Soft tissues healthy. Implant 46 probing 3 mm no bleeding no suppuration',
      PERIO:
        'BPE 2 2 3 / 2 2 2. Full pocket chart all sites 4 mm or less except 5 mm distal of 47 with bleeding. Bleeding on probing 8%. Plaque score 15%',
      DENTAL: [
        ['36', 'DL margin of the composite ditched no caries'],
        ['17', 'B cervical abrasion not sensitive'],
      ],
      CONSULT:
        "It's looking really stable. Only spot is the back tooth on the lower right where the pocket's a bit deeper so I'll give that a good clean. He asked if the implant needs anything different. Just the same brushes but be gentle around it",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Periodontal maintenance full mouth with the ultrasonic and air polishing with erythritol powder',
        '47 distal pocket debrided with hand instruments',
        'Implant 46 cleaned with a titanium scaler',
        'Oral hygiene instruction reinforced red brush behind 47',
      ],
      NOTES: 'He would like text reminders rather than letters',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h47-24-uk-typed-fdi-crown-lengthening-15-p-cusp-fracture-no-title',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by GDP for surgical crown lengthening 15 prior to crown (subgingival fracture P cusp). MH: no change, NKDA, non-smoker. 15 P cusp fractured 2 mm below gingival margin, temp dressing in situ, not TTP. 14 and 16 sound. BPE 1 1 1 / 1 1 1. Bone sounding: crest 1 mm from fracture margin palatally. PA 15: RCT adequate, no PA lesion, crown-root ratio favourable. Dx: biologic width invasion 15. Explained procedure, aesthetic impact minimal (premolar, low smile line), healing 8-12 weeks before final crown. Written consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration 15. Internal bevel incisions 14-16, full thickness flap. Ostectomy + osteoplasty w/ round bur + Ochsenbein chisel to give 3 mm from fracture margin to bone crest. Flap apically positioned, 5-0 Vicryl interrupted x 4. Coe-Pak applied. POIG. Rx ibuprofen 400 mg QDS 3/7. Review 1/52 for suture removal. Back to GDP for crown at 10/52.',
    expect: {
      CC: 'Referred by GDP for surgical crown lengthening 15 prior to crown (subgingival fracture P cusp)',
      'MED HX': 'No change, NKDA, non-smoker',
      DENTAL: [
        ['15', 'P cusp fractured 2 mm below gingival margin, temp dressing in situ, not TTP', 'P cusp'],
        ['14', 'Sound'],
        ['16', 'Sound'],
      ],
      PERIO: 'BPE 1 1 1 / 1 1 1. Bone sounding: crest 1 mm from fracture margin palatally',
      RADIO: 'PA 15: RCT adequate, no PA lesion, crown-root ratio favourable',
      DX: ['Biologic width invasion 15'],
      CONSULT:
        'Explained procedure, aesthetic impact minimal (premolar, low smile line), healing 8-12 weeks before final crown',
      CONSENT: 'Written consent',
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 15',
        'Internal bevel incisions 14-16',
        'Full thickness flap',
        'Ostectomy + osteoplasty w/ round bur + Ochsenbein chisel to give 3 mm from fracture margin to bone crest',
        'Flap apically positioned',
        '5-0 Vicryl interrupted x 4',
        'Coe-Pak applied',
        'POIG',
        'Rx ibuprofen 400 mg QDS 3 days',
      ],
      'TX PLAN': ['Back to GDP for crown at 10 weeks'],
      'F/U': 'Review 1 week for suture removal',
    },
  }),
  defineCase({
    id: 'h47-25-uk-typed-fdi-peri-implantitis-46-pocket-irrigation-metronidazole',
    style: 'UK',
    asr: false,
    transcript:
      'Referred re implant 46: bleeding + bad taste x 2 months. Implant placed 6 yrs ago elsewhere (system unknown), screw-retained crown. MH: no change, NKDA, ex-smoker. BPE 2 2 2 / 2 2 2. Implant 46: PPD 7 mm M, 6 mm B, 8 mm D, BOP + suppuration, no mobility, plaque on abutment. 45 and 47 sound. PA 46 implant: crater-like bone loss to 4th thread M + D (approx 3.5 mm from platform). Dx: peri-implantitis 46. Explained cause, treatment: non-surgical first, surgery if no improvement, long-term maintenance essential. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + lingual infiltration 46. Crown unscrewed (Ti base). Plaque + calculus removed from implant surface w/ titanium curettes + ultrasonic PEEK tip. Air polishing w/ glycine powder. Pocket irrigated w/ chlorhexidine 0.2%. Chlorhexidine gel 1% into pockets. Crown cleaned, screw replaced, torqued to 25 Ncm, access sealed w/ PTFE + composite. OHI: interdental brush size 4 + water flosser. Rx metronidazole 400 mg TDS 7/7 (no alcohol). Review 6/52 w/ PA.',
    expect: {
      CC: 'Referred re implant 46: bleeding + bad taste x 2 months. Implant placed 6 yrs ago elsewhere (system unknown), screw-retained crown',
      'MED HX': 'No change, NKDA, ex-smoker',
      INTRA: 'Implant 46: PPD 7 mm M, 6 mm B, 8 mm D, BOP + suppuration, no mobility, plaque on abutment',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 implant: crater-like bone loss to 4th thread M + D (approx 3.5 mm from platform)',
      DX: ['Peri-implantitis 46'],
      CONSULT:
        'Explained cause, treatment: non-surgical first, surgery if no improvement, long-term maintenance essential',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 46',
        'Crown unscrewed (Ti base)',
        'Plaque + calculus removed from implant surface w/ titanium curettes + ultrasonic PEEK tip',
        'Air polishing w/ glycine powder',
        'Pocket irrigated w/ chlorhexidine 0.2%',
        'Chlorhexidine gel 1% into pockets',
        'Crown cleaned',
        'Screw replaced',
        'Torqued to 25 Ncm',
        'Access sealed w/ PTFE + composite',
        'OHI: interdental brush size 4 + water flosser',
        'Rx metronidazole 400 mg TDS 7 days (no alcohol)',
      ],
      'F/U': 'Review 6 weeks w/ PA',
    },
  }),
  defineCase({
    id: 'h47-26-uk-typed-fdi-fibre-splint-33-43-mobile-incisors',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for splinting of mobile lower incisors (agreed at SPT review). Pt finds 31, 41 move when biting into an apple. MH: no change, NKDA, non-smoker. 31 and 41 grade II mobility. 32 and 42 grade I mobility. Gingivae healthy, BOP 6%, PPD ≤4 mm lower anteriors. PA: 50-60% bone loss 31, 41, stable vs last year. Dx: secondary occlusal trauma 31, 41 (reduced periodontium), periodontitis stage III grade B currently stable. Discussed splint: comfort and function, doesn't improve bone, needs careful cleaning w/ interdental brushes, may debond. Verbal consent. No LA. Rubber dam (split dam). Lingual surfaces cleaned w/ pumice, etched 37% 30 s, bonded. Fibre splint (everStick) 33-43 w/ flowable composite. Interdental spaces kept open for TePe (size 0). Occlusion checked, no contacts on splint. OHI: TePe size 0 + Superfloss. Review 3/12 w/ SPT.",
    expect: {
      CC: 'Splinting of mobile lower incisors (agreed at SPT review). Pt finds 31, 41 move when biting into an apple',
      'MED HX': 'No change, NKDA, non-smoker',
      DENTAL: [
        ['31', 'Grade II mobility'],
        ['41', 'Grade II mobility'],
        ['32', 'Grade I mobility'],
        ['42', 'Grade I mobility'],
      ],
      PERIO: 'Gingivae healthy, BOP 6%, PPD ≤4 mm lower anteriors',
      RADIO: 'PA: 50-60% bone loss 31, 41, stable vs last year',
      DX: ['Secondary occlusal trauma 31, 41 (reduced periodontium)', 'Periodontitis stage III grade B currently stable'],
      CONSULT:
        "Discussed splint: comfort and function, doesn't improve bone, needs careful cleaning w/ interdental brushes, may debond",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint 33-43', 'OHI'],
      TX: [
        'No LA',
        'Rubber dam (split dam)',
        'Lingual surfaces cleaned w/ pumice',
        'Etched 37% 30 s',
        'Bonded',
        'Fibre splint (everStick) 33-43 w/ flowable composite',
        'Interdental spaces kept open for TePe (size 0)',
        'Occlusion checked',
        'No contacts on splint',
        'OHI: TePe size 0 + Superfloss',
      ],
      'F/U': 'Review 3 months w/ SPT',
    },
  }),
  defineCase({
    id: 'h47-27-uk-asr-fdi-recorded-grade-c-full-mouth-rsd-amoxicillin-metronidazole',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for full mouth root surface debridement she was referred with rapid bone loss around the first molars and front teeth medical history fit and well no medications no allergies non smoker her mum lost all her teeth in her forties extra oral nad intra oral soft tissues nad bpe four three four four three four bleeding on probing forty percent plaque score twenty percent pockets up to nine millimetres mesial of the first molars and seven millimetres around the lower incisors opg from the assessment angular bone loss on the first molars and incisors up to sixty percent diagnosis periodontitis stage three grade c molar incisor pattern so as we talked about last time this type of gum disease moves faster than usual and tends to run in families what we'll do is clean everything thoroughly and because of the pattern we'll add a short course of two antibiotics together to help knock the bacteria back do you have any questions she asked if her children could get it we'd check them as they grow up and let their dentist know are you happy to start yes verbal consent confirmed written consent from the assessment la four cartridges articaine four percent one in one hundred thousand adrenaline infiltrations all quadrants could you pass me the gracey curettes please thanks full mouth root surface debridement with ultrasonic and hand instruments deep pockets on the molars and lower incisors thoroughly debrided oral hygiene instruction interdental brushes sizes one to three rx amoxicillin five hundred milligrams and metronidazole four hundred milligrams both three times a day for seven days no alcohol with the metronidazole and finish the whole course even if you feel fine can you book her in for periodontal reassessment in three months",
    expect: {
      CC: 'Full mouth root surface debridement. She was referred with rapid bone loss around the first molars and front teeth',
      'MED HX': 'Fit and well. No medications. No allergies. Non smoker. Her mum lost all her teeth in her forties',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO:
        'BPE 4 3 4 / 4 3 4. Bleeding on probing 40%. Plaque score 20%. Pockets up to 9 mm mesial of the first molars and 7 mm around the lower incisors',
      RADIO: 'OPG from the assessment angular bone loss on the first molars and incisors up to 60%',
      DX: ['Periodontitis stage 3 grade C molar incisor pattern'],
      CONSULT:
        "As we talked about last time this type of gum disease moves faster than usual and tends to run in families. What we'll do is clean everything thoroughly. Because of the pattern we'll add a short course of 2 antibiotics together to help knock the bacteria back. She asked if her children could get it. We'd check them as they grow up and let their dentist know. No alcohol with the metronidazole and finish the whole course even if you feel fine",
      CONSENT: 'Verbal consent confirmed. Written consent from the assessment',
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'LA: 4 cartridges articaine 4% 1:100,000 adrenaline, infiltrations all quadrants',
        'Full mouth root surface debridement with ultrasonic and hand instruments',
        'Deep pockets on the molars and lower incisors thoroughly debrided',
        'Oral hygiene instruction interdental brushes sizes 1 to 3',
        'Rx amoxicillin 500 mg and metronidazole 400 mg both 3 times a day for 7 days',
      ],
      NV: ['Periodontal reassessment in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 4. Urgent-care / emergency clinic (mixed)
  defineCase({
    id: 'h47-28-uk-typed-fdi-telephone-triage-toothache-analgesia-booked',
    style: 'UK',
    asr: false,
    transcript:
      'Telephone triage. Pt called re toothache LR x 4 days (thinks it is 46, has a large filling), throbbing, worse at night, keeping her awake. No facial swelling, no difficulty swallowing or breathing, no fever, mouth opens normally. Taking paracetamol 1 g QDS, not helping. MH: asthma (salbutamol PRN, has taken ibuprofen before without problems), NKDA. Advised: ibuprofen 400 mg TDS with food in addition to paracetamol 1 g QDS, max doses explained. Antibiotics not indicated (no swelling or systemic signs), explained why. Safety-netting: A&E if facial swelling, difficulty swallowing/breathing or fever. Booked in for assessment at urgent dental care clinic tomorrow morning.',
    expect: {
      CC: 'Telephone triage. Pt called re toothache LR x 4 days (thinks it is 46, has a large filling), throbbing, worse at night, keeping her awake. No facial swelling, no difficulty swallowing or breathing, no fever, mouth opens normally. Taking paracetamol 1 g QDS, not helping',
      'MED HX': 'Asthma (salbutamol PRN, has taken ibuprofen before without problems), NKDA',
      CONSULT:
        'Advised: ibuprofen 400 mg TDS with food in addition to paracetamol 1 g QDS, max doses explained. Antibiotics not indicated (no swelling or systemic signs), explained why. Safety-netting: A&E if facial swelling, difficulty swallowing/breathing or fever',
      NV: ['Assessment at urgent dental care clinic tomorrow morning'],
    },
  }),
  defineCase({
    id: 'h47-29-uk-asr-fdi-recorded-pericoronitis-38-irrigation-operculum-metronidazole',
    style: 'UK',
    asr: true,
    transcript:
      "hi come through and have a seat what's brought you in today my wisdom tooth at the bottom on the left is really swollen and I can't open properly it started three days ago medical history fit and well no medications no allergies smokes about ten a day extra oral temperature thirty seven point four tender submandibular node left mouth opening twenty five millimetres mild swelling left angle of the mandible intra oral three eight partially erupted mesioangular sorry vertical inflamed operculum with pus on pressure three seven sound two eight over erupted biting on the operculum opg three eight partially erupted vertical no caries no bone loss distal of three seven diagnosis acute pericoronitis three eight with trismus so the gum over your wisdom tooth is infected and the top tooth is biting on it and making it worse I'll clean under the gum flap today and because you've got a temperature and the swelling I'll give you antibiotics longer term the tooth may need to come out la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three eight irrigation under the operculum with chlorhexidine point two percent using a blunt needle debris and pus washed out two eight cusp tip rounded off with a bur rx metronidazole four hundred milligrams three times a day for three days don't drink alcohol with the tablets hot salt water mouthwashes every few hours chlorhexidine mouthwash twice a day keep brushing the area with a soft brush if the swelling gets worse or you struggle to swallow go to a and e plan referral to oral surgery for extraction of three eight if it keeps happening review one week",
    expect: {
      CC: "My wisdom tooth at the bottom on the left is really swollen. I can't open properly. It started 3 days ago",
      'MED HX': 'Fit and well. No medications. No allergies. Smokes about 10 a day',
      EXTRA:
        'Temperature 37.4. Tender submandibular node left. Mouth opening 25 mm. Mild swelling left angle of the mandible',
      DENTAL: [
        ['38', 'Partially erupted vertical inflamed operculum with pus on pressure'],
        ['37', 'Sound'],
        ['28', 'Over erupted biting on the operculum'],
      ],
      RADIO: 'OPG 38 partially erupted vertical. No caries. No bone loss distal of 37',
      DX: ['Acute pericoronitis 38 with trismus'],
      CONSULT:
        "Gum over your wisdom tooth is infected. Top tooth is biting on it and making it worse. I'll clean under the gum flap today. Because you've got a temperature and the swelling I'll give you antibiotics. Longer term the tooth may need to come out. Don't drink alcohol with the tablets. Hot salt water mouthwashes every few hours. Chlorhexidine mouthwash twice a day. Keep brushing the area with a soft brush. If the swelling gets worse or you struggle to swallow go to A&E",
      'TX TODAY': ['Irrigation'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 38',
        'Irrigation under the operculum with chlorhexidine 0.2% using a blunt needle',
        'Debris and pus washed out',
        '28 cusp tip rounded off with a bur',
        'Rx metronidazole 400 mg 3 times a day for 3 days',
      ],
      'TX PLAN': ['Referral to oral surgery for extraction 38 if it keeps happening'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h47-30-us-typed-universal-avulsion-8-replanted-flexible-splint-appends',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Walk-in emergency. 16 y/o w/ dad. Hit in mouth w/ hockey stick 40 min ago, #8 knocked out, dad put it in milk. No LOC, no vomiting, no headache. Med hx: healthy, no meds, NKDA, tetanus up to date (per dad, last booster age 12). EO: upper lip laceration 8 mm, superficial, no foreign body. IO: #8 socket w/ clot, labial bone intact on palpation. #7 and #9 slightly tender, not mobile, cold +. #8 root intact, closed apex, PDL visible on root. PA #7-#9: empty #8 socket, no alveolar fracture, no root fractures #7, #9. Dx: avulsion #8 (extraoral dry time <5 min, stored in milk ~40 min). Explained prognosis guarded, risk of resorption, will need RCT in 7-10 days. Dad consented verbally. LA 1 carp 2% lido 1:100k epi labial infiltration #7-#9. Root rinsed w/ saline without touching the root surface. Socket irrigated gently w/ saline, clot removed. #8 replanted w/ finger pressure, position checked w/ PA. Flexible splint #7-#9 (0.016 NiTi wire + composite) for 2 weeks. Occlusion checked, no interference. Lip cleaned, Steri-Strips. Rx doxycycline 100 mg BID x 7 days (age >12), chlorhexidine 0.12% BID x 1 week. Advised soft diet 2 weeks, no contact sports. Pt was shaken but coped well. NV: initiate RCT #8 in 7-10 days, splint removal at 2 weeks.',
    appends: ['Add to notes: school note given.', 'Add to treatment: baseline photos taken.'],
    expect: {
      CC: 'Walk-in emergency. Hit in mouth w/ hockey stick 40 min ago, #8 knocked out, dad put it in milk. No LOC, no vomiting, no headache',
      'MED HX': 'Healthy, no meds, NKDA, tetanus up to date (per dad, last booster age 12)',
      EXTRA: 'Upper lip laceration 8 mm, superficial, no foreign body',
      INTRA: '#8 socket w/ clot, labial bone intact on palpation',
      DENTAL: [
        ['7', 'Slightly tender, not mobile, cold +'],
        ['9', 'Slightly tender, not mobile, cold +'],
        ['8', 'Root intact, closed apex, PDL visible on root'],
      ],
      RADIO: 'PA #7-#9: empty #8 socket, no alveolar fracture, no root fractures #7, #9',
      DX: ['Avulsion #8 (extraoral dry time <5 min, stored in milk ~40 min)'],
      CONSULT:
        'Explained prognosis guarded, risk of resorption, will need RCT in 7-10 days. Advised soft diet 2 weeks, no contact sports',
      CONSENT: 'Dad consented verbally',
      'TX TODAY': ['Splint #7-#9'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #7-#9',
        'Root rinsed w/ saline without touching the root surface',
        'Socket irrigated gently w/ saline',
        'Clot removed',
        '#8 replanted w/ finger pressure',
        'Position checked w/ PA',
        'Flexible splint #7-#9 (0.016 NiTi wire + composite) for 2 weeks',
        'Occlusion checked',
        'No interference',
        'Lip cleaned',
        'Steri-Strips',
        'Rx doxycycline 100 mg BID x 7 days (age >12)',
        'Chlorhexidine 0.12% BID x 1 week',
        'Baseline photos taken',
      ],
      NOTES: '16 y/o w/ dad. Pt was shaken but coped well. School note given',
      NV: ['Initiate RCT #8 in 7-10 days', 'Splint removal at 2 weeks'],
    },
  }),
  defineCase({
    id: 'h47-31-uk-asr-palmer-recorded-crown-fracture-ul1-mi-composite',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay she's in for the broken front tooth she fell off her bike yesterday evening and chipped her top front teeth no head injury didn't lose consciousness medical history fit and well takes the pill no allergies extra oral grazed chin healing no other injuries intra oral small cut inside the upper lip no tooth fragments in the lip upper left one enamel and dentine fracture mesial incisal corner no pulp exposure sensitive to air not mobile not tender to percussion positive to cold upper right one enamel chip on the incisal edge not mobile positive to cold upper left two and upper right two sound positive to cold pa upper left one and upper right one no root fractures no displacement diagnosis uncomplicated crown fracture upper left one and enamel fracture upper right one so you've broken through the enamel into the next layer but the nerve isn't showing I'll bond a white filling on to protect it and make it look normal again sometimes the nerve dies after a knock like this so we'll keep checking it over the next year is that okay yeah verbal consent no la needed cotton wool rolls and a lip retractor could I have the shade guide please thanks shade a two short bevel on the enamel etched bonded mesial incisal composite upper left one filtek supreme a two body and a one enamel polished with soflex discs upper right one incisal edge smoothed with a soflex disc bite checked you were really brave soft food for a few days and if it goes darker or you get a swelling or a bump on the gum come straight back can you book her in for sensibility tests on upper left one in six to eight weeks",
    expect: {
      CC: "Broken front tooth. She fell off her bike yesterday evening and chipped her top front teeth. No head injury. Didn't lose consciousness",
      'MED HX': 'Fit and well. Takes the pill. No allergies',
      EXTRA: 'Grazed chin healing. No other injuries',
      INTRA: 'Small cut inside the upper lip. No tooth fragments in the lip',
      DENTAL: [
        [
          'UL1',
          'Enamel and dentine fracture MI corner no pulp exposure sensitive to air not mobile not tender to percussion positive to cold',
          'MI corner',
        ],
        ['UR1', 'Enamel chip on the incisal edge not mobile positive to cold'],
        ['UL2', 'Sound positive to cold'],
        ['UR2', 'Sound positive to cold'],
      ],
      RADIO: 'PA UL1 and UR1 no root fractures. No displacement',
      DX: ['Uncomplicated crown fracture UL1', 'Enamel fracture UR1'],
      CONSULT:
        "You've broken through the enamel into the next layer but the nerve isn't showing. I'll bond a white filling on to protect it and make it look normal again. Sometimes the nerve dies after a knock like this so we'll keep checking it over the next year. Soft food for a few days",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MI composite UL1'],
      TX: [
        'No LA needed',
        'Cotton wool rolls and a lip retractor',
        'Shade A2',
        'Short bevel on the enamel',
        'Etched',
        'Bonded',
        'MI composite UL1 Filtek Supreme A2 body and A1 enamel',
        'Polished with Sof-Lex discs',
        'UR1 incisal edge smoothed with a Sof-Lex disc',
        'Bite checked',
      ],
      NV: ['Sensibility tests UL1 in 6 to 8 weeks'],
      'F/U': 'If it goes darker or you get a swelling or a bump on the gum come straight back',
    },
  }),
  defineCase({
    id: 'h47-32-us-typed-universal-telephone-triage-spreading-swelling-er',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Phone triage (after hours). Pt reports swelling L lower face since yesterday, now spreading under jaw and toward neck, hard to swallow, temp 101.8 at home, can only open mouth ~1 finger. #18 'painful for weeks'. Med hx: type 1 diabetes on insulin pump, blood sugars running high (300s), allergic to PCN (hives). Advised: possible spreading odontogenic infection, needs urgent medical assessment. Instructed to go to nearest ER now, not to wait for dental appt, not to drive himself. Pt agreed, wife driving him. Called ER charge nurse to give handover. Will f/u by phone tomorrow. Plan: dental tx #18 once cleared by ER.",
    expect: {
      CC: "Phone triage (after hours). Pt reports swelling L lower face since yesterday, now spreading under jaw and toward neck, hard to swallow, temp 101.8 at home, can only open mouth ~1 finger. #18 'painful for weeks'",
      'MED HX': 'Type 1 diabetes on insulin pump, blood sugars running high (300s), allergic to PCN (hives)',
      CONSULT:
        'Advised: possible spreading odontogenic infection, needs urgent medical assessment. Instructed to go to nearest ER now, not to wait for dental appt, not to drive himself. Pt agreed, wife driving him',
      'TX PLAN': ['Dental tx #18 once cleared by ER'],
      NOTES: 'Called ER charge nurse to give handover',
      'F/U': 'Will f/u by phone tomorrow',
    },
  }),
  defineCase({
    id: 'h47-33-us-asr-universal-recorded-surgical-extraction-30-consent-aloud',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay he came in for the broken tooth on the lower right it's been sore for a week and a big piece broke off last night medical history high blood pressure on amlodipine and losartan no allergies blood pressure one forty eight over ninety two extraoral no swelling no lymphadenopathy intraoral number thirty broken down to the gumline distal and lingual walls missing caries into the furcation tender to percussion grade one mobile numbers twenty nine and thirty one sound pa of thirty caries into the furcation periapical radiolucency on both roots diagnosis nonrestorable number thirty with symptomatic apical periodontitis so this tooth has broken down too far below the gum to fix and the decay has gone into where the roots split the options are taking it out or seeing a specialist for a root canal and crown lengthening but it has a poor chance just take it out I don't want to spend more money on it okay after it's healed the space can be filled with an implant or a bridge the risks are bleeding swelling dry socket and some numbness that almost always goes away signed consent two carpules articaine four percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration thirty could I have the seventy three forceps please thanks surgical extraction number thirty tooth sectioned through the furcation with the surgical handpiece mesial and distal roots elevated separately and delivered roots complete socket curetted and irrigated with saline gelfoam placed single three oh chromic gut suture gauze pack bite on the gauze for an hour no spitting or straws for three days salt water rinses from tomorrow ibuprofen six hundred milligrams and tylenol five hundred milligrams every six hours for pain the stitch dissolves in about a week call us if the bleeding doesn't stop",
    expect: {
      CC: "Broken tooth on the lower right. It's been sore for a week. Big piece broke off last night",
      'MED HX': 'High blood pressure on amlodipine and losartan. No allergies. Blood pressure 148/92',
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [
        [
          '30',
          'Broken down to the gumline D and L walls missing caries into the furcation tender to percussion grade 1 mobile',
        ],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 caries into the furcation. Periapical radiolucency on both roots',
      DX: ['Nonrestorable #30 with symptomatic apical periodontitis'],
      CONSULT:
        "This tooth has broken down too far below the gum to fix. Decay has gone into where the roots split. Options are taking it out or seeing a specialist for a root canal and crown lengthening but it has a poor chance. Just take it out. I don't want to spend more money on it. After it's healed the space can be filled with an implant or a bridge. Risks are bleeding swelling dry socket and some numbness that almost always goes away. Bite on the gauze for an hour. No spitting or straws for 3 days. Salt water rinses from tomorrow. Ibuprofen 600 mg and Tylenol 500 mg every 6 hours for pain. Stitch dissolves in about a week",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Surgical extraction #30'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Surgical extraction #30',
        'Tooth sectioned through the furcation with the surgical handpiece',
        'M and D roots elevated separately and delivered',
        'Roots complete',
        'Socket curetted and irrigated with saline',
        'Gelfoam placed',
        'Single 3-0 chromic gut suture',
        'Gauze pack',
      ],
      'F/U': "Call us if the bleeding doesn't stop",
    },
  }),
  defineCase({
    id: 'h47-34-uk-typed-palmer-telephone-triage-child-intruded-ula',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Telephone triage, mum calling about 3 y/o. Fell at nursery 1 hr ago, hit upper front teeth on a table. ULA looks pushed up into gum, bleeding stopped, URA looks fine. No LOC, no vomiting, alert and eating. MH: fit and well, no meds, NKDA, vaccinations up to date (per mum). Advised: do not try to pull the tooth down, cold soft food, paracetamol suspension as per pack for age, brush gently with a soft brush. Explained it may re-erupt on its own over weeks and that there is a risk to the adult tooth underneath. Safety-netting: A&E if drowsy, vomiting or any signs of head injury. Booked in for assessment + PA in emergency clinic this afternoon.',
    expect: {
      CC: 'Telephone triage. Fell at nursery 1 hr ago, hit upper front teeth on a table. ULA looks pushed up into gum, bleeding stopped, URA looks fine. No LOC, no vomiting, alert and eating',
      'MED HX': 'Fit and well, no meds, NKDA, vaccinations up to date (per mum)',
      CONSULT:
        'Advised: do not try to pull the tooth down, cold soft food, paracetamol suspension as per pack for age, brush gently with a soft brush. Explained it may re-erupt on its own over weeks and that there is a risk to the adult tooth underneath. Safety-netting: A&E if drowsy, vomiting or any signs of head injury',
      NOTES: 'Mum calling about 3 y/o',
      NV: ['Assessment + PA in emergency clinic this afternoon'],
    },
  }),
  defineCase({
    id: 'h47-35-uk-asr-fdi-recorded-irreversible-pulpitis-26-extirpation-dressing',
    style: 'UK',
    asr: true,
    transcript:
      "okay come in have a seat she's here because of toothache upper left it's been keeping her up for two nights and painkillers aren't touching it it's the back one it's worse with hot drinks and cold makes it better medical history no changes she's on sertraline allergic to penicillin extra oral nad intra oral soft tissues nad two six large mesial occlusal distal amalgam with recurrent caries mesially lingering pain to hot relieved by cold tender to percussion two five and two seven sound normal response to cold bitewing and pa two six deep mesial caries close to the pulp widened pdl on the mesiobuccal root diagnosis symptomatic irreversible pulpitis two six with symptomatic apical periodontitis so the nerve in that tooth is badly inflamed and won't settle the options are root canal treatment or taking it out on the nhs a root canal on a molar is band three I can start it now by taking the nerve out which should take the pain away then you'd come back to finish it and you'd probably need a crown afterwards she'd like to save it verbal consent and nhs treatment plan signed la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six rubber dam with a k clamp could you pass me the endo access bur please thanks old amalgam and caries removed access into the pulp chamber bleeding pulp three canals found mb two not located pulp extirpated two six canals irrigated with sodium hypochlorite ledermix on a cotton pellet then temporary dressing two six in cavit occlusion relieved it might still be a bit sore for a couple of days take ibuprofen four hundred milligrams and paracetamol one gram together up to four times a day can you book her in for completion of root canal two six in two weeks",
    expect: {
      CC: "Toothache upper left. It's been keeping her up for 2 nights. Painkillers aren't touching it. It's the back one. It's worse with hot drinks. Cold makes it better",
      'MED HX': "No changes. She's on sertraline. Allergic to penicillin",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        [
          '26',
          'Large MOD amalgam with recurrent caries mesially lingering pain to hot relieved by cold tender to percussion',
        ],
        ['25', 'Sound normal response to cold'],
        ['27', 'Sound normal response to cold'],
      ],
      RADIO: 'Bitewing and PA 26 deep mesial caries close to the pulp. Widened PDL on the MB root',
      DX: ['Symptomatic irreversible pulpitis 26 with symptomatic apical periodontitis'],
      CONSULT:
        "Nerve in that tooth is badly inflamed and won't settle. Options are root canal treatment or taking it out on the NHS. Root canal on a molar is band 3. I can start it now by taking the nerve out which should take the pain away. You'd come back to finish it. You'd probably need a crown afterwards. She'd like to save it. It might still be a bit sore for a couple of days. Take ibuprofen 400 mg and paracetamol 1 g together up to 4 times a day",
      CONSENT: 'Verbal consent and NHS treatment plan signed',
      'TX TODAY': ['Extirpation 26', 'Temporary dressing 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam with a K clamp',
        'Old amalgam and caries removed',
        'Access into the pulp chamber',
        'Bleeding pulp',
        '3 canals found',
        'MB2 not located',
        'Pulp extirpated 26',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix on a cotton pellet',
        'Temporary dressing 26 in Cavit',
        'Occlusion relieved',
      ],
      NV: ['Completion of RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h47-36-uk-typed-palmer-post-extraction-haemorrhage-lr6-warfarin-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Emergency: bleeding from LR6 socket since XLA yesterday at own dentist, soaked pillow overnight. MH: AF + mechanical mitral valve on warfarin, INR 2.9 yesterday (per pt's yellow book), hypertension (bisoprolol), NKDA. BP 156/94, pulse 88 regular. EO: NAD, no bruising, pt alert, not dizzy. IO: LR6 socket w/ large friable 'liver' clot, oozing, no sutures, gingivae torn buccally. LR5 and LR7 sound. Dx: post-extraction haemorrhage LR6 (anticoagulated). LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal + lingual infiltration LR6. Clot removed, socket curetted, bleeding from torn buccal gingiva. Surgicel packed, 2 x horizontal mattress 3-0 Vicryl Rapide. Pressure w/ tranexamic acid-soaked gauze 20 min. Haemostasis achieved, rechecked after 30 min – dry. Rx tranexamic acid 5% mouthwash 10 ml QDS 2/7. POIG verbal + written. Advised to continue warfarin as normal, avoid hot drinks + rinsing today, no NSAIDs. Told to attend A&E if bleeding restarts and cannot be controlled with 20 min pressure. Pt very anxious about bleeding. Letter to GMP re BP + to own dentist. Review tomorrow.",
    expect: {
      CC: 'Emergency: bleeding from LR6 socket since XLA yesterday at own dentist, soaked pillow overnight',
      'MED HX':
        "AF + mechanical mitral valve on warfarin, INR 2.9 yesterday (per pt's yellow book), hypertension (bisoprolol), NKDA. BP 156/94, pulse 88 regular",
      EXTRA: 'NAD, no bruising, pt alert, not dizzy',
      INTRA: "LR6 socket w/ large friable 'liver' clot, oozing, no sutures, gingivae torn buccally",
      DENTAL: [
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      DX: ['Post-extraction haemorrhage LR6 (anticoagulated)'],
      CONSULT:
        'Advised to continue warfarin as normal, avoid hot drinks + rinsing today, no NSAIDs. Told to attend A&E if bleeding restarts and cannot be controlled with 20 min pressure',
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LR6',
        'Clot removed',
        'Socket curetted',
        'Bleeding from torn buccal gingiva',
        'Surgicel packed',
        '2 x horizontal mattress 3-0 Vicryl Rapide',
        'Pressure w/ tranexamic acid-soaked gauze 20 min',
        'Haemostasis achieved',
        'Rechecked after 30 min – dry',
        'Rx tranexamic acid 5% mouthwash 10 ml QDS 2 days',
        'POIG verbal + written',
      ],
      NOTES: 'Pt very anxious about bleeding. Letter to GMP re BP + to own dentist',
      'F/U': 'Review tomorrow',
    },
  }),
];
