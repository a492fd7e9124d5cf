// An eighty-eighth development batch (ids cl01–cl30), written blind from the contract (contract.md, case.ts, the dental
// reference and more56 / more58 as format examples) by a helper that had not seen the engine or any held-out split;
// every case was labelled before any check was run. It is visits where something happens during treatment and the
// dentist records it: a patient who faints and recovers, suspected allergic reactions (chlorhexidine, latex gloves,
// amoxicillin) and an adrenaline response mistaken for one, an anxious patient hyperventilating, a separated file, a
// broken bur tip, a furcal perforation, roots fractured during extraction and left, an oro-antral communication, a lip
// numb after a block that wore off and a child's lip bite, a swallowed crown and a dropped hex driver, bleeding that
// needed Surgicel, sutures and tranexamic acid, blood glucose checks and a hypo in diabetic patients, blood pressure too
// high to proceed, needlestick injuries to the nurse or assistant, treatment abandoned and rebooked, incident forms,
// duty-of-candour and open-disclosure conversations. Five clinicians, six visits each:
//   cl01–cl06 a UK general dentist (FDI, all recogniser-style): a vasovagal faint after an ID block and the DO composite
//     finished, a 46 extraction with the mesial root apex left, a 26 extraction with an oro-antral communication
//     (appended dictation), blood pressure too high for a 37 extraction (abandoned and rebooked), a B composite with a
//     needlestick injury to the nurse under "notes", a crown swallowed at try-in with an A&E referral;
//   cl07–cl12 a UK dentist typing Palmer shorthand (Palmer, all typed): a separated rotary file in LR6 with a duty of
//     candour conversation, a suspected chlorhexidine allergy before an LL5 extraction, a patient hyperventilating with
//     the filling abandoned for sedation, an UL7 extraction on warfarin with Surgicel and sutures (appended dictation), a
//     furcal perforation in LL7 sealed with Biodentine, a review of a lip numb for three days after an IDB;
//   cl13–cl18 a US general dentist (Universal, all recogniser-style): contact urticaria from latex gloves during a
//     cleaning, a hex driver dropped and swallowed at an implant crown visit with an ER referral (appended dictation), a
//     low blood glucose before SRP treated and rechecked, a surgical extraction of #17 with a bur tip broken and
//     recovered, blood pressure too high for a crown prep, a child's lip bite after an IANB (letters);
//   cl19–cl24 a US dentist typing full sentences (Universal, all typed): a vasovagal faint before an orthodontic
//     extraction (not started), a separated file bypassed and obturated in #19, bleeding from an extraction socket on
//     apixaban (appended dictation), a recall with a needlestick injury to the assistant, a #14 palatal root tip left at
//     the sinus floor with an oral surgery referral, an amoxicillin rash at an abscess follow-up;
//   cl25–cl30 an Australian dentist (FDI, style UK; cl25, cl27, cl29 recogniser-style, cl26, cl28, cl30 typed): a hypo
//     during a DO composite with BGL checks, a 34 extraction with a root fragment left and open disclosure, a 46
//     extraction on rivaroxaban with Surgicel and sutures (appended dictation), a vasovagal faint after an 18 extraction,
//     a check-up with a composite and a sharps injury to the nurse, palpitations after articaine explained as an
//     adrenaline response and the two composites finished.
// UK style 18 (FDI 12 including the Australian dentist, Palmer 6), US 12 (Universal, primary letters in cl18); 15
// recogniser-style (lower case, number words, no punctuation, fillers, "sorry" corrections) and 15 typed (Palmer
// shorthand runs in cl07–cl12, full sentences in cl19–cl24, Australian shorthand in cl26, cl28, cl30); about 60 to 230
// words; five cases with appended dictation (cl03 recogniser "add to notes …" / "next visit …"; cl10 typed "Add to
// notes: …" / "Change 1/52 to 2/52."; cl14 recogniser two "add to notes …"; cl21 typed "Add to notes: …" / "Next visit:
// …"; cl27 recogniser "add to notes …" / "change one week to ten days"). DENTAL in 27 cases (not cl13, cl15, cl21).
//
// Judgement calls where the contract was silent:
// - An event during treatment (a faint, an allergic reaction, hyperventilation, a hypo, an instrument dropped or
//   broken, bleeding) is told step by step in the treatment run, so its signs, readings taken during it (pulse, BP,
//   sats, blood glucose), its management and the recovery are TX items in spoken order (as more56 kept "tissue
//   blanched" and "still sore when I got into the chamber" in TX), also signs such as "lips swollen", "hives around her
//   mouth"; one subject with two verbs stays one item ("While I was trying in the crown it slipped off my fingers and
//   she swallowed it", "reported tingling in hands and around mouth and felt lightheaded"). Readings said in the
//   medical history run before any treatment (blood pressure and its repeat in cl04 / cl17, "BGL before we started
//   5.1", INR, "BP today") are MED HX. Monitoring after treatment ("She was kept for 30 minutes", "He waited 30 minutes
//   before leaving", "No further bleeding") is TX; the same remark appended with "Add to notes" is NOTES.
// - A procedure abandoned, postponed or not started ("extraction abandoned", "XLA postponed", "Tx abandoned", "crown
//   prep postponed", "Treatment was not started", "crown not seated today") is not done today: no title, and the CC's
//   procedure gives no title either (TX TODAY empty in cl04, cl06, cl08, cl09, cl13, cl14, cl17, cl19). "Cleaning" and
//   "her new crown" are not table procedures, so cl13 and cl06 take no title from their CC.
// - Explanations, apologies, duty of candour and open disclosure conversations, advice and the patient's decision taken
//   mid-treatment ("He wanted to carry on", "Pt chose to continue", "He wanted 47 done today") are CONSULT; "Reassured"
//   alone is CONSULT (as more58 bh11). Incident forms, the accident book, the medical emergency log, who drove the
//   patient home, anxiety ("Pt needle-phobic", "He said he was nervous and had not eaten breakfast") and the record of
//   the nurse's or assistant's needlestick injury (including the patient agreeing to a blood test or source testing
//   for the staff member's sake) are NOTES. "He skipped lunch", said inside the blood glucose run of cl15, stays there.
// - A referral elsewhere (A&E / the emergency room for a chest X-ray, an endodontist, oral surgery, a letter to the GP
//   asking for an allergy clinic) and "Lab to remake the crown from the original model" are TX PLAN; "Added to MH:
//   suspected chlorhexidine allergy" and "penicillin allergy was added to her chart" are MED HX; "The antibiotic was
//   not replaced because the swelling has resolved" is a TX record of today's prescribing.
// - A radiograph taken during treatment with its report ("pa taken about 3 mm of the mesial root apex remaining …",
//   "PA: furcal perforation approx 1 mm", "A post-op PA showed …") is RADIO (as more56); radiographs taken at the
//   hospital and reported back in an "add to notes" append are NOTES. In RADIO, a text field, a single surface stays a
//   word ("mesial root apex", "palatal root", "47 occlusal caries into dentine").
// - Rule 4: "root" and "canal" take a single surface in chart conditions and list items ("P root mobile", "D root
//   delivered", "M root fractured apical third retained", "D canal not found"); "bone" and "operculum" are not in the
//   list and stay words ("Buccal bone removed with a round bur", "distal operculum slightly red"). "Fractured to gum
//   level" names no part, so fracture is "Not specified"; "vertical crack" gives no fracture.
// - Titles: "XLA UL7 with forceps" → "Extraction UL7"; "Ext 18" / "ext 34" is an extraction (the dental reference's
//   "XLA / ext"), so cl26, whose TX names no procedure, takes "Extraction 34" from the CC; "Surgical extraction #17
//   completed" → "Surgical extraction #17"; "pulp extirpated LL7" → "Extirpation LL7" (the CC's "RCT" is then no
//   title); "#19 was obturated" → "Obturation #19"; cl07 and cl02 take "RCT LR6" / "Extraction 46" from the CC as their
//   TX names no table procedure; "Temporary put back on with TempBond" and "Temporary removed" are no titles; irrigation
//   of canals, a socket or a perforation site is no Irrigation title; "The hygienist completed the prophy. OHI was
//   given." → "Prophy", "OHI". NV / TX PLAN items use the table names ("Extraction LL5 (no chlorhexidine)", "MOD
//   composite UR5 under IV sedation", "Crown fit #30", "RCT #20 next week", "Extraction #5, #12 with nitrous oxide").
// - The Australian dentist is style UK (FDI); the agent is written as said ("lignocaine", "Septanest"); "scale and
//   polish" is said in the treatment, while the CC's "check up and clean" stays as said; Panadol and Nurofen advice is
//   CONSULT.
// - Words: "x ray" → "X-ray", "oro antral" → "Oro-antral", "post op" → "Post-op", "a and e" → "A&E", "bgl" → "BGL",
//   "a one c" → "A1c", "milligrams per deciliter" → "mg/dL", "nine one one" → "911", "three oh sorry four oh vicryl" →
//   "4-0 Vicryl"; brand names as their makers write them (Surgicel, TempBond, Zyrtec, Benadryl, Cavitron, Vaseline,
//   Tylenol, Septanest, Coupland). "Letters k and l" are "#K and #L" (as more58 bh21).
// - Appends: "add to notes …" adds to NOTES; "next visit …" sets the next visit; "Change 1/52 to 2/52." edits the review
//   typed as 1/52 (written "1 week") to "2 weeks"; "change one week to ten days" edits the review.
import { defineCase, type NotesCase } from '../case.ts';

export const more88Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK general dentist (FDI, recogniser-style)
  defineCase({
    id: 'cl01-uk-asr-fdi-vasovagal-faint-after-idb-recovered-do-composite-46',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's in for the filling on four six medical history no changes no allergies four six disto occlusal caries four seven sound la one cartridge lidocaine two percent one in eighty thousand adrenaline id block right er about a minute after the injection he went pale and clammy said he felt dizzy then lost consciousness briefly chair laid flat legs raised airway maintained oxygen fifteen litres a minute via mask came round within thirty seconds pulse sixty two regular bp one ten over seventy sats ninety eight percent gave him a glucose drink recovered fully after ten minutes he wanted to carry on so rubber dam caries removed disto occlusal composite four six shade a three occlusion checked sat up slowly at the end post op instructions given advised not to drive today and to eat before future appointments diagnosis vasovagal syncope notes medical emergency recorded in the log his wife came to drive him home recall six months",
    expect: {
      CC: 'Filling on 46',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['46', 'DO caries'],
        ['47', 'Sound'],
      ],
      DX: ['Vasovagal syncope'],
      CONSULT: 'He wanted to carry on. Advised not to drive today and to eat before future appointments',
      'TX TODAY': ['DO composite 46'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'About a minute after the injection he went pale and clammy',
        'Said he felt dizzy',
        'Lost consciousness briefly',
        'Chair laid flat',
        'Legs raised',
        'Airway maintained',
        'Oxygen 15 litres a minute via mask',
        'Came round within 30 seconds',
        'Pulse 62 regular',
        'BP 110/70',
        'Sats 98%',
        'Gave him a glucose drink',
        'Recovered fully after 10 minutes',
        'Rubber dam',
        'Caries removed',
        'DO composite 46',
        'Shade A3',
        'Occlusion checked',
        'Sat up slowly at the end',
        'Post-op instructions given',
      ],
      NOTES: 'Medical emergency recorded in the log. His wife came to drive him home',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cl02-uk-asr-fdi-extraction-46-m-root-apex-retained-sorry-apical-third-pa-candour',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended for extraction of four six as planned medical history no changes takes omeprazole no allergies four six heavily restored grade one mobile not tender to percussion four five and four seven sound verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration four six um elevated with a coupland then lower molar forceps tooth fractured at the furcation during delivery distal root delivered mesial root fractured middle third sorry apical third retained pa taken about three millimetres of the mesial root apex remaining close to the inferior dental canal explained to her what happened that a small piece of root was left and that removing it risks nerve damage she chose to leave it and monitor socket irrigated with saline haemostasis achieved with gauze pressure post op instructions given verbal and written notes incident recorded review in one week',
    expect: {
      CC: 'Extraction of 46 as planned',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['46', 'Heavily restored grade 1 mobile not tender to percussion'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA taken. About 3 mm of the mesial root apex remaining close to the inferior dental canal',
      CONSULT:
        'Explained to her what happened that a small piece of root was left and that removing it risks nerve damage. She chose to leave it and monitor',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Elevated with a Coupland',
        'Lower molar forceps',
        'Tooth fractured at the furcation during delivery',
        'D root delivered',
        'M root fractured apical third retained',
        'Socket irrigated with saline',
        'Haemostasis achieved with gauze pressure',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'Incident recorded',
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cl03-uk-asr-fdi-appends-extraction-26-oro-antral-communication-surgicel-sutures',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for extraction of two six as discussed last week medical history no changes no allergies two six root filled fractured to gum level palatal root mobile two five and two seven sound pa last week roots close to the sinus floor consent form signed la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six plus palatal infiltration extracted two six with upper molar forceps roots complete small piece of bone attached to the palatal root nose blow test positive bubbling from the socket diagnosis oro antral communication two six explained this to her and the need to close it surgicel placed in the socket two figure of eight sutures three oh sorry four oh vicryl advised no nose blowing sneeze with mouth open no straws for two weeks rx amoxicillin five hundred milligrams three times a day for seven days rx ephedrine nasal drops review in one week",
    appends: ['add to notes she is a singer and was worried about her voice', 'next visit suture removal two six'],
    expect: {
      CC: 'Extraction of 26 as discussed last week',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['26', 'Root filled fractured to gum level P root mobile', 'Not specified'],
        ['25', 'Sound'],
        ['27', 'Sound'],
      ],
      RADIO: 'PA last week roots close to the sinus floor',
      DX: ['Oro-antral communication 26'],
      CONSULT:
        'Explained this to her and the need to close it. Advised no nose blowing. Sneeze with mouth open. No straws for 2 weeks',
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26 + palatal infiltration',
        'Extracted 26 with upper molar forceps',
        'Roots complete',
        'Small piece of bone attached to the P root',
        'Nose blow test positive',
        'Bubbling from the socket',
        'Surgicel placed in the socket',
        '2 figure of eight sutures 4-0 Vicryl',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx ephedrine nasal drops',
      ],
      NOTES: 'She is a singer and was worried about her voice',
      NV: ['Suture removal 26'],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'cl04-uk-asr-fdi-bp-192-114-too-high-extraction-37-abandoned-rebooked',
    style: 'UK',
    asr: true,
    transcript:
      "she's here for the extraction of three seven medical history high blood pressure on amlodipine and ramipril says she forgot her tablets this morning no allergies blood pressure one ninety two over one fourteen repeated after ten minutes sitting quietly one eighty eight over one twelve no headache no chest pain no visual disturbance three seven grossly carious retained roots not tender three six and three eight sound explained it's not safe to go ahead with the extraction today with her blood pressure this high she understood and agreed advised to take her tablets and see her gp this week about her blood pressure extraction abandoned next visit extraction three seven rebooked for next week",
    expect: {
      CC: 'Extraction of 37',
      'MED HX':
        'High blood pressure on amlodipine and ramipril. Says she forgot her tablets this morning. No allergies. Blood pressure 192/114. Repeated after 10 minutes sitting quietly 188/112. No headache. No chest pain. No visual disturbance',
      DENTAL: [
        ['37', 'Grossly carious retained roots not tender'],
        ['36', 'Sound'],
        ['38', 'Sound'],
      ],
      CONSULT:
        "Explained it's not safe to go ahead with the extraction today with her blood pressure this high. She understood and agreed. Advised to take her tablets and see her GP this week about her blood pressure",
      TX: ['Extraction abandoned'],
      NV: ['Extraction 37 rebooked for next week'],
    },
  }),
  defineCase({
    id: 'cl05-uk-asr-fdi-b-composite-24-notes-nurse-needlestick-accident-book',
    style: 'UK',
    asr: true,
    transcript:
      "right he's here for the filling on two four medical history no changes no allergies two four buccal cervical caries not sensitive two five sound la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two four cotton wool rolls caries removed buccal composite two four shade a two polished post op instructions given notes after the appointment the nurse had a needlestick injury from the used needle while clearing the tray it was encouraged to bleed washed under running water and covered reported to the practice manager and occupational health accident book completed patient told about the injury and agreed to a blood test nurse sent to the minor injuries unit recall six months",
    expect: {
      CC: 'Filling on 24',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['24', 'B cervical caries not sensitive'],
        ['25', 'Sound'],
      ],
      'TX TODAY': ['B composite 24'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 24',
        'Cotton wool rolls',
        'Caries removed',
        'B composite 24',
        'Shade A2',
        'Polished',
        'Post-op instructions given',
      ],
      NOTES:
        'After the appointment the nurse had a needlestick injury from the used needle while clearing the tray. It was encouraged to bleed. Washed under running water and covered. Reported to the practice manager and occupational health. Accident book completed. Patient told about the injury and agreed to a blood test. Nurse sent to the minor injuries unit',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cl06-uk-asr-fdi-crown-16-swallowed-at-try-in-a-and-e-chest-x-ray-candour',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for her new crown on one six medical history no changes asthma uses a blue inhaler no allergies one six temporary intact not tender no la needed temporary removed prep cleaned with pumice um while I was trying in the crown it slipped off my fingers and she swallowed it no coughing no choking breathing and talking normally sats ninety nine percent explained what had happened and apologised told her it will most likely pass through but we need to rule out it going into her lungs she agreed temporary put back on with tempbond referred to a and e for a chest x ray her husband drove her there lab to remake the crown from the original model duty of candour conversation done and written apology to follow incident form completed next visit crown fit one six in two weeks",
    expect: {
      CC: 'Her new crown on 16',
      'MED HX': 'No changes. Asthma. Uses a blue inhaler. No allergies',
      DENTAL: [['16', 'Temporary intact not tender']],
      CONSULT:
        'Explained what had happened and apologised. Told her it will most likely pass through but we need to rule out it going into her lungs. She agreed. Duty of candour conversation done and written apology to follow',
      TX: [
        'No LA needed',
        'Temporary removed',
        'Prep cleaned with pumice',
        'While I was trying in the crown it slipped off my fingers and she swallowed it',
        'No coughing',
        'No choking',
        'Breathing and talking normally',
        'Sats 99%',
        'Temporary put back on with TempBond',
      ],
      'TX PLAN': ['Referred to A&E for a chest X-ray', 'Lab to remake the crown from the original model'],
      NOTES: 'Her husband drove her there. Incident form completed',
      NV: ['Crown fit 16 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist typing Palmer shorthand (Palmer)
  defineCase({
    id: 'cl07-uk-typed-palmer-rct-lr6-separated-file-mb-canal-pa-duty-of-candour-endo-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for RCT LR6 stage 2. Asymptomatic since extirpation. MH: no change, NKDA. LR6 Cavit intact, not TTP. LR7 sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infil LR6. RD. Cavit + Ledermix removed. Canals negotiated, WL by apex locator. During prep of MB canal a size 25 rotary file separated in apical third. PA: approx 3 mm fragment of file in MB canal apical third, ML and D canals clear. Unable to bypass with size 8 K-file. Remaining canals prepared and irrigated with 3% NaOCl. CaOH dressing + Cavit. Explained to pt that a piece of file had broken in one canal, apologised. Discussed options: leave and monitor, referral to endodontist for retrieval, or extraction. Pt would like to see the endodontist. Duty of candour discussed, written follow-up letter to be sent. Incident logged. Plan: refer to endodontist for file retrieval LR6. Review 1/12 or sooner if pain.',
    expect: {
      CC: 'RCT LR6 stage 2. Asymptomatic since extirpation',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['LR6', 'Cavit intact, not TTP'],
        ['LR7', 'Sound'],
      ],
      RADIO: 'PA: approx 3 mm fragment of file in MB canal apical third, ML and D canals clear',
      CONSULT:
        'Explained to pt that a piece of file had broken in one canal, apologised. Discussed options: leave and monitor, referral to endodontist for retrieval, or extraction. Pt would like to see the endodontist. Duty of candour discussed, written follow-up letter to be sent',
      'TX TODAY': ['RCT LR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'RD',
        'Cavit + Ledermix removed',
        'Canals negotiated',
        'WL by apex locator',
        'During prep of MB canal a size 25 rotary file separated in apical third',
        'Unable to bypass with size 8 K-file',
        'Remaining canals prepared and irrigated with 3% NaOCl',
        'CaOH dressing + Cavit',
      ],
      'TX PLAN': ['Refer to endodontist for file retrieval LR6'],
      NOTES: 'Incident logged',
      'F/U': 'Review 1 month or sooner if pain',
    },
  }),
  defineCase({
    id: 'cl08-uk-typed-palmer-suspected-chlorhexidine-allergy-before-xla-ll5-postponed',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Attended for XLA LL5. MH: no change, type 2 diabetes (metformin), NKDA. LL5 retained root, not TTP. LL4, LL6 sound. Pt rinsed with 0.2% chlorhexidine mouthwash for 1 min before LA. Within 5 mins pt reported itchy lips and tingling tongue. Lips swollen, red blotchy rash on neck. No wheeze or stridor, speaking normally. Pulse 96, sats 98%. Tx stopped before LA. Chlorphenamine 4 mg orally given. Observed for 45 mins, swelling and rash settled. Impression: suspected allergy to chlorhexidine. Added to MH: suspected chlorhexidine allergy. Explained to pt what had happened, advised to avoid chlorhexidine products and to call 999 if any breathing difficulty or facial swelling today. Letter to GP requesting allergy clinic referral. XLA postponed. Pt's daughter collected him. NV: XLA LL5 (no chlorhexidine).",
    expect: {
      CC: 'XLA LL5',
      'MED HX': 'No change, type 2 diabetes (metformin), NKDA. Added to MH: suspected chlorhexidine allergy',
      DENTAL: [
        ['LL5', 'Retained root, not TTP'],
        ['LL4', 'Sound'],
        ['LL6', 'Sound'],
      ],
      DX: ['Suspected allergy to chlorhexidine'],
      CONSULT:
        'Explained to pt what had happened, advised to avoid chlorhexidine products and to call 999 if any breathing difficulty or facial swelling today',
      TX: [
        'Pt rinsed with 0.2% chlorhexidine mouthwash for 1 min before LA',
        'Within 5 mins pt reported itchy lips and tingling tongue',
        'Lips swollen',
        'Red blotchy rash on neck',
        'No wheeze or stridor',
        'Speaking normally',
        'Pulse 96',
        'Sats 98%',
        'Tx stopped before LA',
        'Chlorphenamine 4 mg orally given',
        'Observed for 45 mins',
        'Swelling and rash settled',
        'XLA postponed',
      ],
      'TX PLAN': ['Letter to GP requesting allergy clinic referral'],
      NOTES: "Pt's daughter collected him",
      NV: ['Extraction LL5 (no chlorhexidine)'],
    },
  }),
  defineCase({
    id: 'cl09-uk-typed-palmer-hyperventilation-anxious-mod-comp-ur5-abandoned-iv-sedation',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for MOD comp UR5. MH: no change, asthma (salbutamol PRN), NKDA. UR5 MOD caries, not TTP. UR4 sound. UR6 MO amalgam sound. Topical applied. While topical was on pt became very distressed, breathing rapid and shallow, reported tingling in hands and around mouth and felt lightheaded. Sat upright, coached slow breathing through the nose. Sats 99%, no wheeze. Settled after approx 10 mins. Dx: hyperventilation due to anxiety. Pt did not want to continue today. Tx abandoned. Discussed IV sedation with our sedationist, pt keen. Notes: very anxious pt, dental phobia, last visit 6 yrs ago. Partner drove her home. NV: pre-sedation assessment, then MOD comp UR5 under IV sedation.',
    expect: {
      CC: 'MOD comp UR5',
      'MED HX': 'No change, asthma (salbutamol PRN), NKDA',
      DENTAL: [
        ['UR5', 'MOD caries, not TTP'],
        ['UR4', 'Sound'],
        ['UR6', 'MO amalgam sound'],
      ],
      DX: ['Hyperventilation due to anxiety'],
      CONSULT: 'Pt did not want to continue today. Discussed IV sedation with our sedationist, pt keen',
      TX: [
        'Topical applied',
        'While topical was on pt became very distressed',
        'Breathing rapid and shallow',
        'Reported tingling in hands and around mouth and felt lightheaded',
        'Sat upright',
        'Coached slow breathing through the nose',
        'Sats 99%',
        'No wheeze',
        'Settled after approx 10 mins',
        'Tx abandoned',
      ],
      NOTES: 'Very anxious pt, dental phobia, last visit 6 yrs ago. Partner drove her home',
      NV: ['Pre-sedation assessment', 'MOD composite UR5 under IV sedation'],
    },
  }),
  defineCase({
    id: 'cl10-uk-typed-palmer-appends-xla-ul7-warfarin-surgicel-sutures-tranexamic',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "XLA UL7 as planned. MH: AF on warfarin, INR 2.6 this morning, NKDA. UL7 grossly carious, grade 2 mobile. UL6 DO comp sound. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infil UL7. XLA UL7 with forceps, roots complete. Brisk bleeding from socket, not controlled with 10 mins gauze pressure. Surgicel packed into socket. 2 x 3-0 Vicryl Rapide horizontal mattress sutures. Gauze soaked in tranexamic acid 5%, bite pressure 20 mins. Haemostasis achieved. POIG verbal + written. Rx tranexamic acid 5% mouthwash 10 ml QDS 2/7. Advised to call if bleeding restarts and doesn't stop with 20 mins pressure. Review 1/52.",
    appends: [
      'Add to notes: pt stayed in waiting room 30 mins, no further bleeding on check before leaving.',
      'Change 1/52 to 2/52.',
    ],
    expect: {
      CC: 'XLA UL7 as planned',
      'MED HX': 'AF on warfarin, INR 2.6 this morning, NKDA',
      DENTAL: [
        ['UL7', 'Grossly carious, grade 2 mobile'],
        ['UL6', 'DO comp sound'],
      ],
      CONSULT: "Advised to call if bleeding restarts and doesn't stop with 20 mins pressure",
      'TX TODAY': ['Extraction UL7'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL7',
        'XLA UL7 with forceps',
        'Roots complete',
        'Brisk bleeding from socket',
        'Not controlled with 10 mins gauze pressure',
        'Surgicel packed into socket',
        '2 x 3-0 Vicryl Rapide horizontal mattress sutures',
        'Gauze soaked in tranexamic acid 5%',
        'Bite pressure 20 mins',
        'Haemostasis achieved',
        'POIG verbal + written',
        'Rx tranexamic acid 5% mouthwash 10 ml QDS 2 days',
      ],
      NOTES: 'Pt stayed in waiting room 30 mins, no further bleeding on check before leaving',
      'F/U': 'Review 2 weeks',
    },
  }),
  defineCase({
    id: 'cl11-uk-typed-palmer-rct-ll7-furcal-perforation-biodentine-extirpation-candour',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT LL7 first visit, toothache since last week. MH: no change, NKDA. LL7 DO amalgam, TTP +, lingering pain to cold. Dx: irreversible pulpitis LL7. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infil LL7. RD. Access through amalgam. Pulp chamber calcified. Bleeding point on floor of chamber while searching for D canal with LN bur. Apex locator reading zero at this point. PA: furcal perforation approx 1 mm. Perforation site rinsed with saline, haemostasis with cotton pledget, sealed with Biodentine. M canals located, pulp extirpated LL7. D canal not found. Canals irrigated with 2% NaOCl (low volume away from perforation). Ledermix + Cavit. Explained to pt: small hole made through the floor of the tooth into the gum, repaired today, prognosis reduced, may need extraction later. Apologised. Pt wishes to keep the tooth. Offered referral to specialist endodontist to complete, pt accepted. Incident form completed. Written account to be given per duty of candour. Plan: refer to endodontist to complete RCT LL7. Review 2/52 if symptomatic.',
    expect: {
      CC: 'RCT LL7 first visit, toothache since last week',
      'MED HX': 'No change, NKDA',
      DENTAL: [['LL7', 'DO amalgam, TTP +, lingering pain to cold']],
      RADIO: 'PA: furcal perforation approx 1 mm',
      DX: ['Irreversible pulpitis LL7'],
      CONSULT:
        'Explained to pt: small hole made through the floor of the tooth into the gum, repaired today, prognosis reduced, may need extraction later. Apologised. Pt wishes to keep the tooth. Offered referral to specialist endodontist to complete, pt accepted. Written account to be given per duty of candour',
      'TX TODAY': ['Extirpation LL7'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration LL7',
        'RD',
        'Access through amalgam',
        'Pulp chamber calcified',
        'Bleeding point on floor of chamber while searching for D canal with LN bur',
        'Apex locator reading zero at this point',
        'Perforation site rinsed with saline',
        'Haemostasis with cotton pledget',
        'Sealed with Biodentine',
        'M canals located',
        'Pulp extirpated LL7',
        'D canal not found',
        'Canals irrigated with 2% NaOCl (low volume away from perforation)',
        'Ledermix + Cavit',
      ],
      'TX PLAN': ['Refer to endodontist to complete RCT LL7'],
      NOTES: 'Incident form completed',
      'F/U': 'Review 2 weeks if symptomatic',
    },
  }),
  defineCase({
    id: 'cl12-uk-typed-palmer-review-numb-lip-3-days-after-idb-resolved-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review of numb lip. After IDB left for LL6 filling 2/52 ago, lower lip and chin stayed numb for 3 days. Now fully resolved, no tingling. MH: no change, NKDA. EO: normal sensation to light touch lower lip and chin both sides, no drooling. IO: NAD, no bite trauma to lip. LL6 MO comp intact, not TTP. Dx: transient paraesthesia of IDN after IDB (resolved). Explained prolonged numbness after IDB is rare and usually settles, as it has. Reassured. Plan: articaine buccal infiltration rather than IDB for future LL treatment where possible. Recall 6/12.',
    expect: {
      CC: 'Review of numb lip. After IDB left for LL6 filling 2 weeks ago, lower lip and chin stayed numb for 3 days. Now fully resolved, no tingling',
      'MED HX': 'No change, NKDA',
      EXTRA: 'Normal sensation to light touch lower lip and chin both sides, no drooling',
      INTRA: 'NAD, no bite trauma to lip',
      DENTAL: [['LL6', 'MO comp intact, not TTP']],
      DX: ['Transient paraesthesia of IDN after IDB (resolved)'],
      CONSULT: 'Explained prolonged numbness after IDB is rare and usually settles, as it has. Reassured',
      'TX PLAN': ['Articaine buccal infiltration rather than IDB for future LL treatment where possible'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'cl13-us-asr-latex-glove-contact-urticaria-during-cleaning-benadryl-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for her cleaning medical history no changes takes zyrtec for seasonal allergies no known drug allergies uh about five minutes into the cleaning she said her lips and cheeks were itching hives around her mouth and on her chin where the gloves touched no lip or tongue swelling no trouble breathing no wheezing pulse eighty eight blood pressure one twenty four over seventy eight stopped the cleaning latex gloves suspected switched to nitrile gloves wiped her face with water gave fifty milligrams benadryl by mouth monitored for thirty minutes hives fading breathing fine diagnosis contact urticaria suspected latex allergy explained what happened advised her to see her physician for allergy testing and to call nine one one if her throat or tongue swells her husband drove her home next visit finish the prophy with a latex free setup",
    expect: {
      CC: 'Her cleaning',
      'MED HX': 'No changes. Takes Zyrtec for seasonal allergies. No known drug allergies',
      DX: ['Contact urticaria suspected latex allergy'],
      CONSULT:
        'Explained what happened. Advised her to see her physician for allergy testing and to call 911 if her throat or tongue swells',
      TX: [
        'About 5 minutes into the cleaning she said her lips and cheeks were itching',
        'Hives around her mouth and on her chin where the gloves touched',
        'No lip or tongue swelling',
        'No trouble breathing',
        'No wheezing',
        'Pulse 88',
        'Blood pressure 124/78',
        'Stopped the cleaning',
        'Latex gloves suspected',
        'Switched to nitrile gloves',
        'Wiped her face with water',
        'Gave 50 mg Benadryl by mouth',
        'Monitored for 30 minutes',
        'Hives fading',
        'Breathing fine',
      ],
      NOTES: 'Her husband drove her home',
      NV: ['Finish the prophy with a latex free setup'],
    },
  }),
  defineCase({
    id: 'cl14-us-asr-appends-hex-driver-dropped-swallowed-implant-30-er-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for the implant crown on number thirty medical history no changes takes atorvastatin no allergies implant thirty healing abutment in place tissue healthy numbers twenty nine and thirty one sound no anesthetic uh while loosening the healing abutment the hex driver slipped out of my fingers and fell to the back of his throat he coughed hard then swallowed no ongoing cough no wheezing breathing normally oxygen sat ninety seven percent checked the mouth and throat with suction not found healing abutment left in place crown not seated today explained what happened and apologized told him we need a chest and abdominal x ray to find it referred to the emergency room his wife drove him there incident report filed next visit crown seat number thirty',
    appends: [
      'add to notes the hospital called chest x ray clear abdominal x ray shows the driver in his stomach he was sent home and told it should pass',
      "add to notes we'll tie floss to drivers from now on",
    ],
    expect: {
      CC: 'Implant crown on #30',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      INTRA: 'Implant #30 healing abutment in place. Tissue healthy',
      DENTAL: [
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      CONSULT: 'Explained what happened and apologized. Told him we need a chest and abdominal X-ray to find it',
      TX: [
        'No anesthetic',
        'While loosening the healing abutment the hex driver slipped out of my fingers and fell to the back of his throat',
        'He coughed hard',
        'Swallowed',
        'No ongoing cough',
        'No wheezing',
        'Breathing normally',
        'Oxygen sat 97%',
        'Checked the mouth and throat with suction',
        'Not found',
        'Healing abutment left in place',
        'Crown not seated today',
      ],
      'TX PLAN': ['Referred to the emergency room'],
      NOTES:
        "His wife drove him there. Incident report filed. Hospital called. Chest X-ray clear. Abdominal X-ray shows the driver in his stomach. He was sent home and told it should pass. We'll tie floss to drivers from now on",
      NV: ['Crown fit #30'],
    },
  }),
  defineCase({
    id: 'cl15-us-asr-low-blood-glucose-62-before-srp-glucose-gel-rechecked-ul-ll',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's in for scaling and root planing upper left and lower left medical history type one diabetes on an insulin pump last a one c seven point two no allergies um before starting blood glucose checked sixty two milligrams per deciliter he skipped lunch slightly shaky and sweaty gave him a tube of glucose gel rechecked after fifteen minutes ninety eight feeling better gave him a granola bar rechecked after another fifteen minutes one twelve fine to proceed psr two two four four two three five to six millimeter pockets upper left and lower left molars bleeding on probing two carpules lidocaine two percent one to one hundred thousand epi left ianb plus buccal infiltration upper left srp upper left and lower left with cavitron and hand instruments ohi with interdental brushes advised him to eat normally before appointments and bring his glucose meter next visit srp upper right and lower right in two weeks",
    expect: {
      CC: 'Scaling and root planing upper left and lower left',
      'MED HX': 'Type 1 diabetes on an insulin pump. Last A1c 7.2. No allergies',
      PERIO: 'PSR 2 2 4 / 4 2 3. 5 to 6 mm pockets upper left and lower left molars. Bleeding on probing',
      CONSULT: 'Advised him to eat normally before appointments and bring his glucose meter',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'Before starting blood glucose checked 62 mg/dL',
        'He skipped lunch',
        'Slightly shaky and sweaty',
        'Gave him a tube of glucose gel',
        'Rechecked after 15 minutes 98',
        'Feeling better',
        'Gave him a granola bar',
        'Rechecked after another 15 minutes 112',
        'Fine to proceed',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left + buccal infiltration upper left',
        'SRP upper left and lower left with Cavitron and hand instruments',
        'OHI with interdental brushes',
      ],
      NV: ['SRP upper right and lower right in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cl16-us-asr-surgical-extraction-17-bur-tip-broke-recovered-pa-distal-operculum',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for extraction of seventeen she's had pericoronitis three times this year medical history no changes takes sertraline allergic to sulfa drugs extraoral no swelling intraoral number seventeen partially erupted distal operculum slightly red not tender number eighteen sound pano last month seventeen mesioangular roots clear of the canal consent form reviewed and signed three carpules articaine four percent one to one hundred thousand epi left ianb plus buccal infiltration full thickness flap buccal bone removed with a round bur tooth sectioned with a surgical bur the tip of the bur broke off in the socket um recovered it with a hemostat and suction checked the bur against a new one tip complete pa taken no metal fragment seen surgical extraction seventeen completed socket irrigated with saline two sutures four oh chromic gut hemostasis with gauze explained to her the bur tip broke and that we got it all out post op instructions given rx ibuprofen six hundred milligrams every six hours as needed incident logged next visit post op check in one week",
    expect: {
      CC: "Extraction of #17. She's had pericoronitis 3 times this year",
      'MED HX': 'No changes. Takes sertraline. Allergic to sulfa drugs',
      EXTRA: 'No swelling',
      DENTAL: [
        ['17', 'Partially erupted distal operculum slightly red not tender'],
        ['18', 'Sound'],
      ],
      RADIO: 'Pano last month #17 mesioangular. Roots clear of the canal. PA taken. No metal fragment seen',
      CONSULT: 'Explained to her the bur tip broke and that we got it all out',
      CONSENT: 'Consent form reviewed and signed',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration',
        'Full thickness flap',
        'Buccal bone removed with a round bur',
        'Tooth sectioned with a surgical bur',
        'Tip of the bur broke off in the socket',
        'Recovered it with a hemostat and suction',
        'Checked the bur against a new one',
        'Tip complete',
        'Surgical extraction #17 completed',
        'Socket irrigated with saline',
        '2 sutures 4-0 chromic gut',
        'Hemostasis with gauze',
        'Post-op instructions given',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: 'Incident logged',
      NV: ['Post-op check in 1 week'],
    },
  }),
  defineCase({
    id: 'cl17-us-asr-bp-186-118-crown-prep-3-postponed-fractured-mb-cusp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for the crown prep on number three uh medical history high blood pressure on lisinopril ran out last week hasn't refilled it no allergies blood pressure one eighty six over one eighteen retook after five minutes one eighty two over one sixteen no headache no chest pain number three mesial occlusal distal amalgam fractured mesiobuccal cusp not tender explained we can't do elective treatment with a blood pressure over one eighty over one ten he needs to get back on his medication and see his doctor he agreed crown prep postponed no anesthetic given advised him to go to urgent care today if he gets a headache blurred vision or chest pain next visit crown prep number three once his blood pressure is controlled",
    expect: {
      CC: 'Crown prep on #3',
      'MED HX':
        "High blood pressure on lisinopril. Ran out last week. Hasn't refilled it. No allergies. Blood pressure 186/118. Retook after 5 minutes 182/116. No headache. No chest pain",
      DENTAL: [['3', 'MOD amalgam fractured MB cusp not tender', 'MB cusp']],
      CONSULT:
        "Explained we can't do elective treatment with a blood pressure over 180/110. He needs to get back on his medication and see his doctor. He agreed. Advised him to go to urgent care today if he gets a headache blurred vision or chest pain",
      TX: ['Crown prep postponed', 'No anesthetic given'],
      NV: ['Crown prep #3 once his blood pressure is controlled'],
    },
  }),
  defineCase({
    id: 'cl18-us-asr-child-lip-bite-after-ianb-k-l-fillings-yesterday-traumatic-ulcer',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for a check on her lip seven year old with dad she had fillings on letters k and l yesterday with a left ianb dad says she chewed her lower lip while it was numb it's swollen and sore today numbness wore off after about three hours eating fine medical history healthy no meds no allergies extraoral lower left lip swollen intraoral large ulcer inside the lower left lip with yellow slough no signs of infection letters k and l occlusal composites intact not tender diagnosis traumatic ulcer from lip biting after local anesthetic explained to dad it's a bite injury from the numbness not an infection it'll heal in seven to ten days vaseline on the lip soft cool foods children's tylenol for pain rinse with warm salt water plan to use buccal infiltration instead of a block for her lower teeth in future call if fever or the swelling spreads",
    expect: {
      CC: "Check on her lip. She had fillings on #K and #L yesterday with a left IANB. Dad says she chewed her lower lip while it was numb. It's swollen and sore today. Numbness wore off after about 3 hours. Eating fine",
      'MED HX': 'Healthy. No meds. No allergies',
      EXTRA: 'Lower left lip swollen',
      INTRA: 'Large ulcer inside the lower left lip with yellow slough. No signs of infection',
      DENTAL: [
        ['K', 'O composites intact not tender'],
        ['L', 'O composites intact not tender'],
      ],
      DX: ['Traumatic ulcer from lip biting after local anesthetic'],
      CONSULT:
        "Explained to dad it's a bite injury from the numbness not an infection. It'll heal in 7 to 10 days. Vaseline on the lip. Soft cool foods. Children's Tylenol for pain. Rinse with warm salt water",
      'TX PLAN': ['Use buccal infiltration instead of a block for her lower teeth in future'],
      NOTES: '7 year old with dad',
      'F/U': 'Call if fever or the swelling spreads',
    },
  }),

  // ---------------------------------------------------------------- 4. US dentist typing full sentences (Universal)
  defineCase({
    id: 'cl19-us-typed-sentences-vasovagal-syncope-before-ortho-extractions-5-12-not-started',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for extraction of #5 and #12 for orthodontic reasons, referred by his orthodontist. Medical history: healthy, no medications, NKDA. He said he was nervous and had not eaten breakfast. #5 and #12 sound. Brackets in place on the upper arch. Topical anesthetic was placed. As the syringe was brought into view he became pale and sweaty and lost consciousness for about 20 seconds. The chair was reclined to supine with his legs elevated. His airway remained clear. Oxygen was given at 10 L/min by nasal cannula. He regained consciousness within 30 seconds. His pulse was 52 and weak. After 5 minutes his pulse was 76 and BP 104/62. He was given orange juice once fully alert. Diagnosis: vasovagal syncope. He asked to reschedule and we agreed. Treatment was not started. We discussed eating before his next visit and using nitrous oxide. His mother was called and she drove him home. Next visit: extraction of #5 and #12 with nitrous oxide.',
    expect: {
      CC: 'Extraction of #5 and #12 for orthodontic reasons, referred by his orthodontist',
      'MED HX': 'Healthy, no medications, NKDA',
      INTRA: 'Brackets in place on the upper arch',
      DENTAL: [
        ['5', 'Sound'],
        ['12', 'Sound'],
      ],
      DX: ['Vasovagal syncope'],
      CONSULT:
        'He asked to reschedule and we agreed. We discussed eating before his next visit and using nitrous oxide',
      TX: [
        'Topical anesthetic was placed',
        'As the syringe was brought into view he became pale and sweaty and lost consciousness for about 20 seconds',
        'Chair was reclined to supine with his legs elevated',
        'His airway remained clear',
        'Oxygen was given at 10 L/min by nasal cannula',
        'He regained consciousness within 30 seconds',
        'His pulse was 52 and weak',
        'After 5 minutes his pulse was 76 and BP 104/62',
        'He was given orange juice once fully alert',
        'Treatment was not started',
      ],
      NOTES: 'He said he was nervous and had not eaten breakfast. His mother was called and she drove him home',
      NV: ['Extraction #5, #12 with nitrous oxide'],
    },
  }),
  defineCase({
    id: 'cl20-us-typed-sentences-separated-file-19-mb-canal-bypassed-obturated-incident',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for completion of root canal therapy on #19. She has been comfortable since the pulpectomy two weeks ago. Medical history: no changes, takes levothyroxine, allergic to penicillin. #19 temporary intact, not tender to percussion. Two carpules of articaine 4% with 1:100,000 epinephrine were given as a left IANB. Rubber dam was placed. The temporary and calcium hydroxide were removed. During instrumentation of the mesiobuccal canal a size 25 rotary file separated in the apical third. A PA confirmed a 2 mm fragment in the apical third of the MB canal. The fragment was bypassed with a size 10 K-file and the canal was prepared to working length alongside it. All canals were irrigated with 6% sodium hypochlorite and 17% EDTA. #19 was obturated with warm vertical condensation and AH Plus. The fragment was incorporated into the fill. A post-op PA showed all canals filled to length with the fragment incorporated. A core buildup was placed with composite. I told the patient that a small piece of instrument had separated in one canal, that it had been bypassed and sealed in, and that the prognosis is still good. I apologized and answered her questions. She was very understanding. An incident report was completed. She was advised she still needs a crown. Next visit: crown prep #19. Recall for a 6-month PA review.',
    expect: {
      CC: 'Completion of root canal therapy on #19. She has been comfortable since the pulpectomy 2 weeks ago',
      'MED HX': 'No changes, takes levothyroxine, allergic to penicillin',
      DENTAL: [['19', 'Temporary intact, not tender to percussion']],
      RADIO:
        'PA confirmed a 2 mm fragment in the apical third of the MB canal. Post-op PA showed all canals filled to length with the fragment incorporated',
      CONSULT:
        'I told the patient that a small piece of instrument had separated in one canal, that it had been bypassed and sealed in, and that the prognosis is still good. I apologized and answered her questions. She was advised she still needs a crown',
      'TX TODAY': ['Obturation #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam was placed',
        'Temporary and calcium hydroxide were removed',
        'During instrumentation of the MB canal a size 25 rotary file separated in the apical third',
        'Fragment was bypassed with a size 10 K-file',
        'Canal was prepared to working length alongside it',
        'All canals were irrigated with 6% sodium hypochlorite and 17% EDTA',
        '#19 was obturated with warm vertical condensation and AH Plus',
        'Fragment was incorporated into the fill',
        'Core buildup was placed with composite',
      ],
      NOTES: 'She was very understanding. Incident report was completed',
      NV: ['Crown prep #19'],
      'F/U': 'Recall for a 6-month PA review',
    },
  }),
  defineCase({
    id: 'cl21-us-typed-sentences-appends-post-extraction-bleeding-30-apixaban-gelfoam-sutures',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Patient presents with bleeding from the #30 socket since lunchtime. #30 was extracted here this morning. Medical history: she has atrial fibrillation and takes apixaban, which she did not stop on her cardiologist's advice. No known drug allergies. Her BP today was 148/88 and pulse 92. Extraoral: no swelling or bruising. Intraoral: a large clot is oozing from the #30 socket and there are no sutures in place. One carpule of lidocaine 2% with 1:100,000 epinephrine was given as buccal and lingual infiltrations around #30. The clot was removed with suction and the socket was gently curetted and irrigated with saline. The bleeding was from the socket walls and not arterial. Gelfoam was placed in the socket. Two figure-of-eight sutures were placed with 4-0 chromic gut. Gauze soaked in tranexamic acid was held with biting pressure for 20 minutes. Hemostasis was achieved. She was kept for 30 minutes and no further bleeding was seen. Diagnosis: postoperative bleeding from the #30 socket. Post-op instructions were repeated verbally and in writing. She was told to bite on gauze for 30 minutes if it restarts and to go to the ER if it does not stop. We will call her tomorrow morning to check.",
    appends: ['Add to notes: her husband was with her and will stay with her tonight.', 'Next visit: suture removal in 1 week.'],
    expect: {
      CC: 'Bleeding from the #30 socket since lunchtime. #30 was extracted here this morning',
      'MED HX':
        "She has atrial fibrillation and takes apixaban, which she did not stop on her cardiologist's advice. No known drug allergies. Her BP today was 148/88 and pulse 92",
      EXTRA: 'No swelling or bruising',
      INTRA: 'Large clot is oozing from the #30 socket and there are no sutures in place',
      DX: ['Postoperative bleeding from the #30 socket'],
      CONSULT: 'She was told to bite on gauze for 30 minutes if it restarts and to go to the ER if it does not stop',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #30',
        'Clot was removed with suction',
        'Socket was gently curetted and irrigated with saline',
        'Bleeding was from the socket walls and not arterial',
        'Gelfoam was placed in the socket',
        '2 figure-of-eight sutures were placed with 4-0 chromic gut',
        'Gauze soaked in tranexamic acid was held with biting pressure for 20 minutes',
        'Hemostasis was achieved',
        'She was kept for 30 minutes',
        'No further bleeding was seen',
        'Post-op instructions were repeated verbally and in writing',
      ],
      NOTES: 'Her husband was with her and will stay with her tonight',
      NV: ['Suture removal in 1 week'],
      'F/U': 'We will call her tomorrow morning to check',
    },
  }),
  defineCase({
    id: 'cl22-us-typed-sentences-recall-prophy-b-composite-31-assistant-needlestick-note',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a 6-month recall with prophy. No concerns. Medical history: no changes, takes metformin for type 2 diabetes, NKDA. Extraoral exam: WNL. Intraoral exam: WNL. PSR 2 2 2 / 2 2 2. #18 MO composite intact. #31 has small buccal cervical caries. Two bitewings were taken and showed no interproximal caries. Diagnosis: caries #31. The hygienist completed the prophy. OHI was given. One carpule of lidocaine 2% with 1:100,000 epinephrine was given as a buccal infiltration at #31. Cotton rolls were used for isolation. Buccal composite #31 was placed, shade A3. Note: after the procedure, my assistant sustained a needlestick injury to her left index finger while disposing of the used needle. The wound was washed with soap and water. The exposure was reported under our exposure control plan and an incident report was completed. She was sent to the occupational health clinic for evaluation. The patient agreed to source testing. Recall in 6 months.',
    expect: {
      CC: '6-month recall with prophy. No concerns',
      'MED HX': 'No changes, takes metformin for type 2 diabetes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['18', 'MO composite intact'],
        ['31', 'Small B cervical caries'],
      ],
      RADIO: '2 bitewings were taken and showed no interproximal caries',
      DX: ['Caries #31'],
      'TX TODAY': ['Prophy', 'OHI', 'B composite #31'],
      TX: [
        'Hygienist completed the prophy',
        'OHI was given',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #31',
        'Cotton rolls were used for isolation',
        'B composite #31 was placed',
        'Shade A3',
      ],
      NOTES:
        'After the procedure, my assistant sustained a needlestick injury to her left index finger while disposing of the used needle. Wound was washed with soap and water. Exposure was reported under our exposure control plan and an incident report was completed. She was sent to the occupational health clinic for evaluation. Patient agreed to source testing',
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'cl23-us-typed-sentences-extraction-14-palatal-root-tip-at-sinus-floor-oral-surgery',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for extraction of #14, which cracked last month. Medical history: no changes, hypertension controlled with amlodipine, BP today 128/82, NKDA. #14 vertical crack through the pulp floor, grade 1 mobile, tender to percussion. #13 and #15 sound. A PA taken at the consult showed the palatal root close to the sinus floor. Consent was signed after we discussed risks including root fracture and a sinus opening. Two carpules of articaine 4% with 1:100,000 epinephrine were given as buccal and palatal infiltrations at #14. The tooth was elevated and delivered with forceps. The palatal root fractured in the apical third leaving about 4 mm in the socket. A PA confirmed the root tip sitting at the sinus floor. I decided not to chase it to avoid pushing it into the sinus. A nose-blow test was negative. The socket was packed with CollaPlug and a figure-of-eight 4-0 chromic gut suture was placed. I explained to the patient that a small root tip was left near her sinus, that it may be left in place or removed by an oral surgeon, and that there is a small risk of a sinus opening. She chose to see the oral surgeon. Sinus precautions were given: no nose blowing, sneeze with the mouth open, no straws for one week. Referral to oral surgery for evaluation of the retained root tip #14. Post-op check in 1 week.',
    expect: {
      CC: 'Extraction of #14, which cracked last month',
      'MED HX': 'No changes, hypertension controlled with amlodipine, BP today 128/82, NKDA',
      DENTAL: [
        ['14', 'Vertical crack through the pulp floor, grade 1 mobile, tender to percussion'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      RADIO:
        'PA taken at the consult showed the palatal root close to the sinus floor. PA confirmed the root tip sitting at the sinus floor',
      CONSULT:
        'I explained to the patient that a small root tip was left near her sinus, that it may be left in place or removed by an oral surgeon, and that there is a small risk of a sinus opening. She chose to see the oral surgeon. Sinus precautions were given: no nose blowing, sneeze with the mouth open, no straws for 1 week',
      CONSENT: 'Consent was signed after we discussed risks including root fracture and a sinus opening',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Tooth was elevated and delivered with forceps',
        'P root fractured in the apical third leaving about 4 mm in the socket',
        'I decided not to chase it to avoid pushing it into the sinus',
        'Nose-blow test was negative',
        'Socket was packed with CollaPlug',
        'Figure-of-eight 4-0 chromic gut suture was placed',
      ],
      'TX PLAN': ['Referral to oral surgery for evaluation of the retained root tip #14'],
      'F/U': 'Post-op check in 1 week',
    },
  }),
  defineCase({
    id: 'cl24-us-typed-sentences-amoxicillin-rash-abscess-follow-up-20-allergy-charted',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Patient presents for a follow-up of the abscess on #20. She started amoxicillin 500 mg three times a day two days ago and developed an itchy rash on her arms and trunk yesterday. She has had no lip or tongue swelling and no difficulty breathing. She stopped the amoxicillin last night and took Benadryl. Medical history: no changes, takes lisinopril, no known allergies before this. A penicillin allergy was added to her chart with the reaction described. Extraoral: faint red raised rash on the forearms, no facial swelling. Intraoral: the buccal swelling at #20 has resolved, no sinus tract. #20 large DO caries, tender to percussion. Diagnosis: suspected amoxicillin allergy and symptomatic apical periodontitis #20. I explained that she should avoid all penicillins and tell her physician and pharmacist. If the rash spreads or she has any facial swelling or difficulty breathing she should call 911. The antibiotic was not replaced because the swelling has resolved. She was advised to continue Benadryl as needed. We discussed root canal therapy or extraction of #20 and she would like to save the tooth. Next visit: root canal therapy #20 next week.',
    expect: {
      CC: 'Follow-up of the abscess on #20. She started amoxicillin 500 mg 3 times a day 2 days ago and developed an itchy rash on her arms and trunk yesterday. She has had no lip or tongue swelling and no difficulty breathing. She stopped the amoxicillin last night and took Benadryl',
      'MED HX':
        'No changes, takes lisinopril, no known allergies before this. Penicillin allergy was added to her chart with the reaction described',
      EXTRA: 'Faint red raised rash on the forearms, no facial swelling',
      INTRA: 'Buccal swelling at #20 has resolved, no sinus tract',
      DENTAL: [['20', 'Large DO caries, tender to percussion']],
      DX: ['Suspected amoxicillin allergy', 'Symptomatic apical periodontitis #20'],
      CONSULT:
        'I explained that she should avoid all penicillins and tell her physician and pharmacist. If the rash spreads or she has any facial swelling or difficulty breathing she should call 911. She was advised to continue Benadryl as needed. We discussed root canal therapy or extraction of #20 and she would like to save the tooth',
      TX: ['Antibiotic was not replaced because the swelling has resolved'],
      NV: ['RCT #20 next week'],
    },
  }),

  // ---------------------------------------------------------------- 5. Australian dentist (FDI, style UK, mixed)
  defineCase({
    id: 'cl25-au-asr-fdi-hypo-during-do-composite-35-bgl-2-8-glucose-gel-finished',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the filling on three five medical history type two diabetes on gliclazide and metformin no allergies bgl before we started five point one three five disto occlusal caries three four sound la one cartridge septanest four percent one in one hundred thousand adrenaline buccal infiltration three five rubber dam caries removed halfway through she went sweaty and a bit vague slurring her words rubber dam off bgl two point eight gave her glucose gel and a cup of juice bgl after fifteen minutes five point nine felt herself again gave her a sandwich from the staff room then disto occlusal composite three five shade a two occlusion checked post op instructions given diagnosis hypoglycaemia advised to eat a proper meal before appointments and check her sugars at home tonight and to talk to her gp about her gliclazide dose she's booked for morning appointments from now on recall six months",
    expect: {
      CC: 'Filling on 35',
      'MED HX': 'Type 2 diabetes on gliclazide and metformin. No allergies. BGL before we started 5.1',
      DENTAL: [
        ['35', 'DO caries'],
        ['34', 'Sound'],
      ],
      DX: ['Hypoglycaemia'],
      CONSULT:
        'Advised to eat a proper meal before appointments and check her sugars at home tonight and to talk to her GP about her gliclazide dose',
      'TX TODAY': ['DO composite 35'],
      TX: [
        'LA: 1 cartridge Septanest 4% 1:100,000 adrenaline, buccal infiltration 35',
        'Rubber dam',
        'Caries removed',
        'Halfway through she went sweaty and a bit vague',
        'Slurring her words',
        'Rubber dam off',
        'BGL 2.8',
        'Gave her glucose gel and a cup of juice',
        'BGL after 15 minutes 5.9',
        'Felt herself again',
        'Gave her a sandwich from the staff room',
        'DO composite 35',
        'Shade A2',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: "She's booked for morning appointments from now on",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cl26-au-typed-fdi-ext-34-root-fragment-left-mental-foramen-open-disclosure',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for ext 34 as planned (unrestorable). MH: nil change, NKDA, non-smoker. 34 RCT'd, crown, grade 1 mobile, buccal sinus. 33, 35 sound. LA 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, mental block + lingual infil 34. Periotome + luxator, forceps. Root fractured at mid-third during delivery. Coronal portion removed. Attempted retrieval of apical portion with root picks, unsuccessful. Stopped to avoid nerve injury. PA: approx 4 mm apical fragment 34 retained, close to the mental foramen. Haemostasis with gauze pressure. 1 x 4-0 Vicryl suture. Open disclosure: explained to pt that the root broke and a small piece was left, apologised, discussed leaving it and monitoring vs surgical removal by OMFS, risks of each. Pt prefers to leave and monitor. Incident report completed. POIG verbal + written. Advised Panadol + Nurofen for pain. Review 1/52, PA in 6/12.",
    expect: {
      CC: 'Ext 34 as planned (unrestorable)',
      'MED HX': 'Nil change, NKDA, non-smoker',
      DENTAL: [
        ['34', "RCT'd, crown, grade 1 mobile, buccal sinus"],
        ['33', 'Sound'],
        ['35', 'Sound'],
      ],
      RADIO: 'PA: approx 4 mm apical fragment 34 retained, close to the mental foramen',
      CONSULT:
        'Open disclosure: explained to pt that the root broke and a small piece was left, apologised, discussed leaving it and monitoring vs surgical removal by OMFS, risks of each. Pt prefers to leave and monitor. Advised Panadol + Nurofen for pain',
      'TX TODAY': ['Extraction 34'],
      TX: [
        'LA: 1 x 2.2 ml lignocaine 2% 1:80,000 adrenaline, mental block + lingual infiltration 34',
        'Periotome + luxator',
        'Forceps',
        'Root fractured at mid-third during delivery',
        'Coronal portion removed',
        'Attempted retrieval of apical portion with root picks',
        'Unsuccessful',
        'Stopped to avoid nerve injury',
        'Haemostasis with gauze pressure',
        '1 x 4-0 Vicryl suture',
        'POIG verbal + written',
      ],
      NOTES: 'Incident report completed',
      'F/U': 'Review 1 week, PA in 6 months',
    },
  }),
  defineCase({
    id: 'cl27-au-asr-fdi-appends-extraction-46-rivaroxaban-bleeding-surgicel-mattress-sutures',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's in for extraction of four six medical history atrial fibrillation on rivaroxaban cardiologist said to skip this morning's dose and he did no allergies four six retained roots not tender four five and four seven sound la two cartridges lignocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four six sectioned with a fissure bur extracted four six roots separately with luxators and forceps roots complete socket still bleeding briskly after ten minutes pressure so surgicel packed into the socket two horizontal mattress sutures four oh vicryl gauze soaked in tranexamic acid bitten on for twenty minutes bleeding stopped post op instructions given verbal and written advised no hot drinks or rinsing for twenty four hours and to restart rivaroxaban tonight if no bleeding he waited thirty minutes before leaving no further bleeding review in one week",
    appends: ['add to notes his daughter drove him home', 'change one week to ten days'],
    expect: {
      CC: 'Extraction of 46',
      'MED HX': "Atrial fibrillation on rivaroxaban. Cardiologist said to skip this morning's dose and he did. No allergies",
      DENTAL: [
        ['46', 'Retained roots not tender'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Advised no hot drinks or rinsing for 24 hours and to restart rivaroxaban tonight if no bleeding',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges lignocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Sectioned with a fissure bur',
        'Extracted 46 roots separately with luxators and forceps',
        'Roots complete',
        'Socket still bleeding briskly after 10 minutes pressure',
        'Surgicel packed into the socket',
        '2 horizontal mattress sutures 4-0 Vicryl',
        'Gauze soaked in tranexamic acid bitten on for 20 minutes',
        'Bleeding stopped',
        'Post-op instructions given verbal and written',
        'He waited 30 minutes before leaving',
        'No further bleeding',
      ],
      NOTES: 'His daughter drove him home',
      'F/U': 'Review in 10 days',
    },
  }),
  defineCase({
    id: 'cl28-au-typed-fdi-ext-18-vasovagal-on-seeing-blood-supine-o2-emergency-log',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for ext 18 (caries, non-functional). MH: nil, NKDA. Pt needle-phobic, says she faints at blood tests. 18 large D caries, no opposing tooth. 17 sound. Supine position used from the start. Topical, LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infil 18. XLA 18 with forceps, uncomplicated. On sitting up pt saw blood on the gauze, became pale, yawning, felt nauseous, then brief LOC (approx 10 s). Chair reclined flat, legs raised, O2 15 L/min via mask. Regained consciousness immediately. Pulse 48 rising to 70 after 5 mins. BP 100/60 rising to 118/72. Recovered fully in 15 mins, glucose drink given. Dx: vasovagal syncope. Explained what happened, no lasting effects. Advised not to drive today. Partner collected her. POIG. Medical emergency log completed. Note for future: treat supine, keep gauze out of sight. Review PRN.',
    expect: {
      CC: 'Ext 18 (caries, non-functional)',
      'MED HX': 'Nil, NKDA',
      DENTAL: [
        ['18', 'Large D caries, no opposing tooth'],
        ['17', 'Sound'],
      ],
      DX: ['Vasovagal syncope'],
      CONSULT: 'Explained what happened, no lasting effects. Advised not to drive today',
      'TX TODAY': ['Extraction 18'],
      TX: [
        'Supine position used from the start',
        'Topical',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 18',
        'XLA 18 with forceps',
        'Uncomplicated',
        'On sitting up pt saw blood on the gauze',
        'Became pale',
        'Yawning',
        'Felt nauseous',
        'Brief LOC (approx 10 s)',
        'Chair reclined flat',
        'Legs raised',
        'O2 15 L/min via mask',
        'Regained consciousness immediately',
        'Pulse 48 rising to 70 after 5 mins',
        'BP 100/60 rising to 118/72',
        'Recovered fully in 15 mins',
        'Glucose drink given',
        'POIG',
      ],
      NOTES:
        'Pt needle-phobic, says she faints at blood tests. Partner collected her. Medical emergency log completed. For future: treat supine, keep gauze out of sight',
      'F/U': 'Review PRN',
    },
  }),
  defineCase({
    id: 'cl29-au-asr-fdi-check-up-s-and-p-o-composite-47-notes-nurse-sharps-injury',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's in for a check up and clean no problems medical history nil no allergies extra oral nad intra oral nad bpe one two one two two one charting one six mesial occlusal amalgam sound three six occlusal composite sound four seven occlusal caries two bitewings four seven occlusal caries into dentine no other caries diagnosis caries four seven scale and polish oral hygiene instruction he wanted the four seven done today so la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four seven caries removed occlusal composite four seven shade a three notes while the nurse was clearing up she had a sharps injury from the used needle washed and encouraged to bleed covered with a dressing reported to the practice principal and incident form done patient was told and agreed to a blood test she's going to her gp today for baseline bloods recall six months",
    expect: {
      CC: 'Check up and clean. No problems',
      'MED HX': 'Nil. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 1 / 2 2 1',
      DENTAL: [
        ['16', 'MO amalgam sound'],
        ['36', 'O composite sound'],
        ['47', 'O caries'],
      ],
      RADIO: '2 bitewings. 47 occlusal caries into dentine. No other caries',
      DX: ['Caries 47'],
      CONSULT: 'He wanted 47 done today',
      'TX TODAY': ['Scale and polish', 'OHI', 'O composite 47'],
      TX: [
        'Scale and polish',
        'Oral hygiene instruction',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 47',
        'Caries removed',
        'O composite 47',
        'Shade A3',
      ],
      NOTES:
        "While the nurse was clearing up she had a sharps injury from the used needle. Washed and encouraged to bleed. Covered with a dressing. Reported to the practice principal and incident form done. Patient was told and agreed to a blood test. She's going to her GP today for baseline bloods",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cl30-au-typed-fdi-palpitations-after-articaine-adrenaline-response-not-allergy-14-15',
    style: 'UK',
    asr: false,
    transcript:
      "Attended for MO comp 14 + O comp 15. MH: anxiety, propranolol PRN (not taken today), NKDA. 14 MO caries, asymptomatic. 15 O caries, asymptomatic. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infil 14, 15. Within 1 min pt reported racing heart and felt shaky and flushed. No rash, no swelling, no wheeze. Pulse 112, BP 142/88, sats 99%. Sat upright, coached slow breathing. After 10 mins pulse 84 and symptoms gone. Dx: adrenaline response (not LA allergy). Explained this is a normal short-lived response to the adrenaline in the LA, not an allergy, and that it's safe to have LA again. Pt chose to continue. Cotton rolls, caries removed from both, Tofflemire, MO comp 14, O comp 15, shade A2, occlusion checked, polished. POIG. Note: consider prilocaine with felypressin for future visits. Recall 6/12.",
    expect: {
      CC: 'MO comp 14 + O comp 15',
      'MED HX': 'Anxiety, propranolol PRN (not taken today), NKDA',
      DENTAL: [
        ['14', 'MO caries, asymptomatic'],
        ['15', 'O caries, asymptomatic'],
      ],
      DX: ['Adrenaline response (not LA allergy)'],
      CONSULT:
        "Explained this is a normal short-lived response to the adrenaline in the LA, not an allergy, and that it's safe to have LA again. Pt chose to continue",
      'TX TODAY': ['MO composite 14', 'O composite 15'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 14, 15',
        'Within 1 min pt reported racing heart and felt shaky and flushed',
        'No rash',
        'No swelling',
        'No wheeze',
        'Pulse 112',
        'BP 142/88',
        'Sats 99%',
        'Sat upright',
        'Coached slow breathing',
        'After 10 mins pulse 84 and symptoms gone',
        'Cotton rolls',
        'Caries removed from both',
        'Tofflemire',
        'MO comp 14',
        'O comp 15',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'POIG',
      ],
      NOTES: 'Consider prilocaine with felypressin for future visits',
      'F/U': 'Recall 6 months',
    },
  }),
];
