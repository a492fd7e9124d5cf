// A seventieth development batch (ids bt01–bt30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples only) on 27 November 2026 by a helper
// that had not seen the engine or any held-out split; every case was labelled before anything was run. It is visits
// that do not go to plan, dictated the way they really are: local anaesthetic that does not work and is topped up
// (extra cartridges, a repeated block, buccal / lingual / palatal infiltrations, intraligamentary), patients who gag
// or cannot tolerate rubber dam, root tips fractured during extraction and left or retrieved, lost temporary crowns
// recemented, appointments cut short (a faint, a blood pressure too high, a late arrival, an upset child), teeth found
// unrestorable during caries removal so the plan changes, patients who decline the proposed treatment, referrals
// instead of treatment, bleeding controlled with packing and sutures, a separated file and perforations, and what the
// dentist advised. One line per case:
//   bt01 UK FDI recogniser: MO composite 46 after a failed IDB, repeated block and articaine buccal top-up.
//   bt02 UK FDI recogniser: extraction 36, D root apex fractured and left near the ID canal, post-op PA ("three sorry two").
//   bt03 UK FDI recogniser, appended: temporary crown 24 recemented with TempBond (add to notes / next visit).
//   bt04 UK FDI recogniser: first RCT visit 26 abandoned, rubber dam not tolerated (gag), dressing, sedation referral.
//   bt05 UK FDI recogniser: filling 47 turns unrestorable during caries removal, IRM dressing, extraction next visit.
//   bt06 UK FDI typed: XLA 45 on apixaban, brisk bleeding packed with Surgicel and sutured, tranexamic acid.
//   bt07 UK FDI typed: check-up, caries 16, patient declines restorative treatment, S&P only.
//   bt08 UK FDI typed: second-stage RCT 46, rotary file separated in MB canal, bypass failed, endodontist referral.
//   bt09 UK FDI typed, appended: vasovagal faint during LA, appointment abandoned (add to notes / change 10 min).
//   bt10 UK FDI typed: pericoronitis 38 close to ID canal, operculum irrigated, referral to OMFS instead of XLA.
//   bt11 UK Palmer recogniser (long): emergency extirpation LL6, IDB failed, buccal + lingual and intraligamentary top-ups.
//   bt12 UK Palmer recogniser: bleeding socket LR7 after extraction elsewhere, Surgicel and sutures, no title.
//   bt13 UK Palmer typed: RCT LR7 with a furcal perforation sealed in MTA, temp dressing, endodontist referral.
//   bt14 UK Palmer recogniser, appended: child's Hall crown LLE abandoned (gagging), SDF and varnish instead.
//   bt15 UK Palmer typed: XLA UL6 turned surgical, P root apex fractured and retrieved, no OAC.
//   bt16 UK Palmer typed sentences: red and white tongue patch, urgent referral, planned filling postponed.
//   bt17 US Universal recogniser: crown prep #30 after a failed IANB, second block + buccal articaine ("a three sorry a two").
//   bt18 US Universal recogniser: extraction #20, apical third fractured and retrieved with a root tip pick.
//   bt19 US Universal recogniser (short, about 40 words): temp crown #8 recemented with TempBond NE.
//   bt20 US Universal recogniser: patient declines the crown on #19, informed refusal, MOD composite instead.
//   bt21 US Universal recogniser, appended: blood pressure 192/110, no treatment, physician referral (add to notes / change).
//   bt22 US Universal recogniser (long): obturation #3 with a separated file in MB2 bypassed and incorporated.
//   bt23 US Universal recogniser: filling #14 found unrestorable, extracted the same visit, implant consult next.
//   bt24 US Universal typed: extraction #31 on warfarin, oozing packed with Gelfoam and chromic gut sutures.
//   bt25 US Universal typed (short): O composite #18, rubber dam not tolerated (gag), cotton rolls and HVE.
//   bt26 US Universal typed: pericoronitis #17, irrigation, referral to oral surgeon instead of extraction.
//   bt27 US Universal typed sentences: post space #12 strip perforation sealed in MTA, post abandoned, referral.
//   bt28 US Universal typed: DO composite #5, buccal infiltration not enough, palatal top-up.
//   bt29 US Universal typed: perio recall, patient declines SRP, informed refusal, gross debridement + prophy.
//   bt30 US Universal typed sentences (long): late arrival, crown prep #3 done, composite #4 postponed.
// UK 16 (FDI 10, Palmer 6), US 14 (Universal); 15 recogniser-style (bt01–bt05, bt11, bt12, bt14, bt17–bt23) and 15
// typed; about 40 to 270 words; four cases with appended dictation (bt03, bt09, bt14, bt21).
//
// Judgement calls where the contract was silent:
// - A lost temporary crown put back on ("recemented temporary crown 24 with TempBond", "recemented temp crown number
//   eight") is "Crown recement" (the act is recementation of a crown), not "Temporary crown" (none was made today).
// - Where nothing (or only a step of no title) was done, the CC was dictated without a procedure name ("tx as per
//   plan", "treatment upper left", "her next treatment appointment") so the CC rule gives no title for work that was
//   not done; when the CC names a procedure that was not done (bt04 root canal, bt05 filling, bt13 RCT, bt14 Hall
//   crown, bt20 crown, bt23 filling) today's TX names another procedure, which is the title. bt12 (socket packed and
//   sutured after an extraction elsewhere, CC says it was done before) and bt27 (post space prep, RCT done before) have
//   no title. bt08's CC "2nd stage RCT 46" gives "RCT 46" since TX names no procedure (as more56 bf02).
// - Failed anaesthesia findings ("lip numb but tooth still sensitive to cold", "still sharp when we hit the pulp") and
//   "fully numb" / "comfortable" are TX steps; each further injection is its own LA line. "intraligamentary lower left
//   six" keeps its tooth.
// - Gagging joined to a step by "but" stays in TX ("tried rubber dam with a winged clamp but he gagged straight away");
//   a standing remark ("known strong gag reflex", "Severe gag reflex, pt reports gagging …", "he was relieved to stop",
//   "She was upset but understood") is NOTES. An informed refusal form signed is CONSENT.
// - Referrals (to the community dental service, OMFS, an endodontist, an oral surgeon, her physician) are TX PLAN,
//   with the table names inside ("root canal two six" → "RCT 26"); a referral only offered as an option or declined
//   stays in CONSULT. A decision to stop or postpone taken with the patient is CONSULT; the dentist's own intra-
//   operative decision ("decided to leave it", "Decision to section roots") is TX.
// - A fracture that happens during treatment (root apex, crown at CEJ) is a TX step, not DENTAL; a radiograph taken
//   during or after treatment with its report is RADIO (as more56). A socket is INTRA with no chart entry (rule 7).
// - "Surgical extraction UL6 completed" gives "Surgical extraction UL6"; socket irrigation and canal irrigation are no
//   Irrigation title, irrigation under an operculum is. "Gross debridement + prophy" gives "Prophy".
// - A blood pressure said inside the medical history run is MED HX (as more56 bf06).
import { defineCase, type NotesCase } from '../case.ts';

export const more70Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK, FDI, recogniser-style
  defineCase({
    id: 'bt01-uk-asr-fdi-la-failed-idb-repeated-buccal-top-up-mo-composite-46',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's in for the filling on four six medical history no changes takes omeprazole no allergies four six mesial occlusal caries four seven sound la one cartridge lidocaine two percent one in eighty thousand adrenaline id block right waited ten minutes lip numb but tooth still sensitive to cold so um one cartridge lidocaine two percent one in eighty thousand adrenaline id block right then one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four six then fully numb rubber dam caries removed dentine firm no exposure sectional matrix and wedge scotchbond universal mesial occlusal composite four six shade a three bite checked polished told her the numbness could last a few hours longer than usual with the extra anaesthetic recall as planned",
    expect: {
      CC: 'Filling on 46',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      DENTAL: [
        ['46', 'MO caries'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Told her the numbness could last a few hours longer than usual with the extra anaesthetic',
      'TX TODAY': ['MO composite 46'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Waited 10 minutes',
        'Lip numb but tooth still sensitive to cold',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Fully numb',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Scotchbond Universal',
        'MO composite 46',
        'Shade A3',
        'Bite checked',
        'Polished',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'bt02-uk-asr-fdi-extraction-36-d-root-apex-fractured-left-post-op-pa',
    style: 'UK',
    asr: true,
    transcript:
      "emergency he's had pain lower left for a week keeping him up at night medical history no changes asthma on a salbutamol inhaler allergic to penicillin extra oral nad three six grossly broken down tender to percussion three seven mesial occlusal amalgam sound pa three six caries into the pulp periapical radiolucency on the mesial root diagnosis symptomatic apical periodontitis three six discussed root canal and crown versus extraction he wants it out verbal consent la two cartridges articaine four percent one in a hundred thousand adrenaline id block left and buccal infiltration three six extracted three six with lower molar forceps distal root apex fractured about three sorry two millimetres left in the socket tried to retrieve it with a luxator but it was close to the inferior dental canal so decided to leave it post op pa root fragment two millimetres in the distal socket well clear of the canal told him about the retained fragment and that it may work its way out socket compressed bit on gauze haemostasis achieved post op instructions verbal and written review in one week",
    expect: {
      CC: "Emergency. He's had pain lower left for a week keeping him up at night",
      'MED HX': 'No changes. Asthma on a salbutamol inhaler. Allergic to penicillin',
      EXTRA: 'NAD',
      DENTAL: [
        ['36', 'Grossly broken down tender to percussion'],
        ['37', 'MO amalgam sound'],
      ],
      RADIO:
        'PA 36 caries into the pulp. Periapical radiolucency on the mesial root. Post-op PA root fragment 2 mm in the distal socket well clear of the canal',
      DX: ['Symptomatic apical periodontitis 36'],
      CONSULT:
        'Discussed root canal and crown versus extraction. He wants it out. Told him about the retained fragment and that it may work its way out',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Extracted 36 with lower molar forceps',
        'D root apex fractured about 2 mm left in the socket',
        'Tried to retrieve it with a luxator but it was close to the inferior dental canal',
        'Decided to leave it',
        'Socket compressed',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions verbal and written',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'bt03-uk-asr-fdi-appends-lost-temporary-crown-24-recemented-tempbond',
    style: 'UK',
    asr: true,
    transcript:
      "she's here because her temporary crown on two four came off last night eating a sandwich no pain medical history no changes no allergies two four prep intact no caries temporary crown undamaged no la needed old tempbond cleaned off the prep and out of the crown recemented temporary crown two four with tempbond excess removed floss through the contacts occlusion checked advised her to avoid sticky food and to floss by pulling the floss out sideways",
    appends: [
      "add to notes she's away on holiday the week after next so doesn't want the fit delayed",
      'next visit crown fit two four as booked',
    ],
    expect: {
      CC: 'Her temporary crown on 24 came off last night eating a sandwich. No pain',
      'MED HX': 'No changes. No allergies',
      DENTAL: [['24', 'Prep intact no caries temporary crown undamaged']],
      CONSULT: 'Advised her to avoid sticky food and to floss by pulling the floss out sideways',
      'TX TODAY': ['Crown recement 24'],
      TX: [
        'No LA needed',
        'Old TempBond cleaned off the prep and out of the crown',
        'Recemented temporary crown 24 with TempBond',
        'Excess removed',
        'Floss through the contacts',
        'Occlusion checked',
      ],
      NOTES: "She's away on holiday the week after next so doesn't want the fit delayed",
      NV: ['Crown fit 24 as booked'],
    },
  }),
  defineCase({
    id: 'bt04-uk-asr-fdi-rct-26-rubber-dam-not-tolerated-gag-sedation-referral',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the root canal on two six medical history no changes type two diabetes on metformin no allergies two six temporary dressing leaking not tender to percussion two seven sound la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two six then one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration two six tried rubber dam with a winged clamp but he gagged straight away tried again with a saliva ejector but he still retched so dam removed explained we can't do the root canal safely without the dam because of the risk of swallowing an instrument he was relieved to stop old dressing removed no caries left temporary dressing two six with cavit discussed root canal under sedation or extraction he wants to try sedation referral to the community dental service for root canal two six under sedation review in four weeks notes known strong gag reflex",
    expect: {
      CC: 'Root canal on 26',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      DENTAL: [
        ['26', 'Temporary dressing leaking not tender to percussion'],
        ['27', 'Sound'],
      ],
      CONSULT:
        "Explained we can't do the root canal safely without the dam because of the risk of swallowing an instrument. Discussed root canal under sedation or extraction. He wants to try sedation",
      'TX TODAY': ['Temporary dressing 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration 26',
        'Tried rubber dam with a winged clamp but he gagged straight away',
        'Tried again with a saliva ejector but he still retched',
        'Dam removed',
        'Old dressing removed',
        'No caries left',
        'Temporary dressing 26 with Cavit',
      ],
      'TX PLAN': ['Referral to the community dental service for RCT 26 under sedation'],
      NOTES: 'He was relieved to stop. Known strong gag reflex',
      'F/U': 'Review in 4 weeks',
    },
  }),
  defineCase({
    id: 'bt05-uk-asr-fdi-filling-47-found-unrestorable-irm-dressing-plan-change',
    style: 'UK',
    asr: true,
    transcript:
      "attended for the filling on four seven medical history no changes high cholesterol takes atorvastatin no allergies four seven disto occlusal amalgam with distal caries under it no symptoms four six sound bitewing from last visit showed distal caries four seven close to the pulp la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration four seven then one cartridge lidocaine two percent one in eighty thousand adrenaline id block right rubber dam old amalgam removed caries much deeper than expected and extends subgingivally distally at least three millimetres below the gum um pulp exposed and necrotic stopped caries removal showed him the tooth on the intraoral camera and explained four seven is unrestorable because we can't get a seal below the bone diagnosis unrestorable four seven discussed options extraction or leave it and monitor he'd like it out but not today as he's got a meeting temporary dressing four seven in irm told him it may flare up and to call if it swells or gets painful next visit extraction four seven in two weeks",
    expect: {
      CC: 'Filling on 47',
      'MED HX': 'No changes. High cholesterol. Takes atorvastatin. No allergies',
      DENTAL: [
        ['47', 'DO amalgam with D caries under it no symptoms'],
        ['46', 'Sound'],
      ],
      RADIO: 'Bitewing from last visit showed distal caries 47 close to the pulp',
      DX: ['Unrestorable 47'],
      CONSULT:
        "Showed him the tooth on the intraoral camera and explained 47 is unrestorable because we can't get a seal below the bone. Discussed options extraction or leave it and monitor. He'd like it out but not today as he's got a meeting. Told him it may flare up and to call if it swells or gets painful",
      'TX TODAY': ['Temporary dressing 47'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 47',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam',
        'Old amalgam removed',
        'Caries much deeper than expected and extends subgingivally distally at least 3 mm below the gum',
        'Pulp exposed and necrotic',
        'Stopped caries removal',
        'Temporary dressing 47 in IRM',
      ],
      NV: ['Extraction 47 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. UK, FDI, typed
  defineCase({
    id: 'bt06-uk-typed-fdi-xla-45-apixaban-haemorrhage-surgicel-sutures-tranexamic',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for XLA 45 as planned. MH: AF on apixaban (morning dose omitted as advised by GMP), hypertension on ramipril, NKDA, BP 142/88. 45 retained root, not TTP. 44, 46 sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB right. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 45. XLA 45 with luxator + root forceps, root complete. Brisk bleeding from socket, not controlled with gauze pressure for 10 min. Socket packed with Surgicel. 2 x 3-0 Vicryl Rapide horizontal mattress sutures. Bit on gauze soaked in tranexamic acid 20 min, haemostasis achieved. Pt kept in waiting room 30 min, rechecked, no further bleeding. POIG verbal + written incl. bleeding at home. Advised restart apixaban this evening and gave emergency number. Review 1/52.',
    expect: {
      CC: 'XLA 45 as planned',
      'MED HX': 'AF on apixaban (morning dose omitted as advised by GMP), hypertension on ramipril, NKDA, BP 142/88',
      DENTAL: [
        ['45', 'Retained root, not TTP'],
        ['44', 'Sound'],
        ['46', 'Sound'],
      ],
      CONSULT: 'Advised restart apixaban this evening and gave emergency number',
      'TX TODAY': ['Extraction 45'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 45',
        'XLA 45 with luxator + root forceps',
        'Root complete',
        'Brisk bleeding from socket',
        'Not controlled with gauze pressure for 10 min',
        'Socket packed with Surgicel',
        '2 x 3-0 Vicryl Rapide horizontal mattress sutures',
        'Bit on gauze soaked in tranexamic acid 20 min',
        'Haemostasis achieved',
        'Pt kept in waiting room 30 min',
        'Rechecked',
        'No further bleeding',
        'POIG verbal + written incl. bleeding at home',
      ],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bt07-uk-typed-fdi-check-up-caries-16-declines-restorative-s-and-p',
    style: 'UK',
    asr: false,
    transcript:
      'Check-up. Pt c/o occasional ache UR when eating sweets. MH: no change, NKDA, smoker 10/day. EO: NAD. IO: NAD, oral cancer screen clear. BPE 2 2 2 / 3 2 2. 16 large DO caries, cavitated, sensitive to cold, not TTP. 17 O amalgam sound. BWs: 16 D caries approaching pulp. Dx: reversible pulpitis 16. Advised DO composite 16, possible RCT if pulp involved. Pt declined restorative treatment at present, wants to wait until after Christmas due to cost. Risks of waiting explained incl. pain, abscess and loss of tooth. Pt understands and accepts. Declined smoking cessation referral. S&P, OHI. Recall 3/12 to reassess.',
    expect: {
      CC: 'Check-up. Occasional ache UR when eating sweets',
      'MED HX': 'No change, NKDA, smoker 10/day',
      EXTRA: 'NAD',
      INTRA: 'NAD, oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 3 2 2',
      DENTAL: [
        ['16', 'Large DO caries, cavitated, sensitive to cold, not TTP'],
        ['17', 'O amalgam sound'],
      ],
      RADIO: 'BWs: 16 D caries approaching pulp',
      DX: ['Reversible pulpitis 16'],
      CONSULT:
        'Advised DO composite 16, possible RCT if pulp involved. Pt declined restorative treatment at present, wants to wait until after Christmas due to cost. Risks of waiting explained incl. pain, abscess and loss of tooth. Pt understands and accepts. Declined smoking cessation referral',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      'F/U': 'Recall 3 months to reassess',
    },
  }),
  defineCase({
    id: 'bt08-uk-typed-fdi-rct-46-separated-file-mb-canal-bypass-failed-endo-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for 2nd stage RCT 46. Asymptomatic since last visit. MH: no change, hypothyroid (levothyroxine), NKDA. 46 Cavit intact, not TTP, no sinus. LA 1 x 2.2 ml articaine 4% 1:100,000 adr IDB right. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 46. RD. Cavit + CaOH removed. All 3 canals irrigated w/ 3% NaOCl. Glide path MB canal w/ 10 K-file. Size 20 rotary file separated in MB canal approx 4 mm short of WL. PA: fragment in apical third of MB canal, approx 3 mm long. Attempted bypass w/ 08 K-file under magnification but unsuccessful. Stopped to avoid ledging or perforation. ML + D canals prepared to F2 ProTaper Gold. Canals irrigated NaOCl + 17% EDTA. CaOH redressed + Cavit. Pt informed of separated instrument immediately, shown PA. Explained options: referral to endodontist for retrieval or bypass, or complete RCT to the fragment and monitor. Pt would like specialist opinion. Incident recorded. Plan: refer to endodontist re separated file in MB canal 46. Review once specialist opinion received.',
    expect: {
      CC: '2nd stage RCT 46. Asymptomatic since last visit',
      'MED HX': 'No change, hypothyroid (levothyroxine), NKDA',
      DENTAL: [['46', 'Cavit intact, not TTP, no sinus']],
      RADIO: 'PA: fragment in apical third of MB canal, approx 3 mm long',
      CONSULT:
        'Pt informed of separated instrument immediately, shown PA. Explained options: referral to endodontist for retrieval or bypass, or complete RCT to the fragment and monitor. Pt would like specialist opinion',
      'TX TODAY': ['RCT 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'RD',
        'Cavit + CaOH removed',
        'All 3 canals irrigated w/ 3% NaOCl',
        'Glide path MB canal w/ 10 K-file',
        'Size 20 rotary file separated in MB canal approx 4 mm short of WL',
        'Attempted bypass w/ 08 K-file under magnification but unsuccessful',
        'Stopped to avoid ledging or perforation',
        'ML + D canals prepared to F2 ProTaper Gold',
        'Canals irrigated NaOCl + 17% EDTA',
        'CaOH redressed + Cavit',
      ],
      'TX PLAN': ['Refer to endodontist re separated file in MB canal 46'],
      NOTES: 'Incident recorded',
      'F/U': 'Review once specialist opinion received',
    },
  }),
  defineCase({
    id: 'bt09-uk-typed-fdi-appends-vasovagal-during-la-25-appointment-abandoned',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for tx as per plan. MH: no change, NKDA. Pt anxious, skipped breakfast. 25 MOD caries. Topical applied. LA 0.5 ml articaine 4% 1:100,000 adr buccal infil 25, stopped as pt became pale and clammy. Chair laid flat, legs raised. Pulse 58 and regular. O2 not needed. Recovered fully after 10 min, given a glucose drink. Decided with pt to postpone the filling. Left with partner once feeling well. Advised to eat before next appt. NV: MOD composite 25 (longer appt first thing in the morning).',
    appends: ['Add to notes: partner will drive her to next appt.', 'Change 10 min to 15 min.'],
    expect: {
      CC: 'Tx as per plan',
      'MED HX': 'No change, NKDA',
      DENTAL: [['25', 'MOD caries']],
      CONSULT: 'Decided with pt to postpone the filling. Advised to eat before next appt',
      TX: [
        'Topical applied',
        'LA: 0.5 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'Stopped as pt became pale and clammy',
        'Chair laid flat',
        'Legs raised',
        'Pulse 58 and regular',
        'O2 not needed',
        'Recovered fully after 15 min',
        'Given a glucose drink',
      ],
      NOTES:
        'Pt anxious, skipped breakfast. Left with partner once feeling well. Partner will drive her to next appt',
      NV: ['MOD composite 25 (longer appt first thing in the morning)'],
    },
  }),
  defineCase({
    id: 'bt10-uk-typed-fdi-pericoronitis-38-near-id-canal-irrigation-omfs-referral',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Pain + swelling around LL wisdom tooth 4 days, bad taste. MH: no meds, NKDA. EO: L submandibular node tender, mouth opening 35 mm. IO: 38 partially erupted, operculum swollen + tender. OPG: 38 mesioangular, roots overlying ID canal, darkening of roots. Dx: pericoronitis 38. Operculum irrigated w/ 0.2% chlorhexidine. Explained XLA not advisable in practice due to proximity to nerve. Refer 38 to OMFS for assessment. Advised hot salt water rinses. Review PRN.',
    expect: {
      CC: 'Emergency. Pain + swelling around LL wisdom tooth 4 days, bad taste',
      'MED HX': 'No meds, NKDA',
      EXTRA: 'L submandibular node tender, mouth opening 35 mm',
      DENTAL: [['38', 'Partially erupted, operculum swollen + tender']],
      RADIO: 'OPG: 38 mesioangular, roots overlying ID canal, darkening of roots',
      DX: ['Pericoronitis 38'],
      CONSULT:
        'Explained XLA not advisable in practice due to proximity to nerve. Advised hot salt water rinses',
      'TX TODAY': ['Irrigation'],
      TX: ['Operculum irrigated w/ 0.2% chlorhexidine'],
      'TX PLAN': ['Refer 38 to OMFS for assessment'],
      'F/U': 'Review PRN',
    },
  }),

  // ---------------------------------------------------------------- 3. UK, Palmer
  defineCase({
    id: 'bt11-uk-asr-palmer-hot-ll6-idb-failed-buccal-lingual-intraligamentary-extirpation',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency she's had throbbing pain lower left for three days painkillers not helping medical history no changes she's on citalopram no allergies extra oral nad lower left six large disto occlusal composite with distal caries underneath lingering pain to cold tender to percussion lower left five and lower left seven sound pa lower left six deep caries approaching the pulp slight widening of the pdl on the mesial root diagnosis symptomatic irreversible pulpitis lower left six discussed root canal or extraction she wants to save it verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left waited fifteen minutes lip and tongue numb but tooth still really sensitive to cold so one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower left six and lingual infiltration waited five more minutes rubber dam old composite removed accessed the chamber still sharp when we hit the pulp so um one cartridge articaine four percent one in a hundred thousand adrenaline intraligamentary lower left six then comfortable pulp extirpated lower left six bleeding from all canals three canals located irrigated with sodium hypochlorite ledermix and a cotton pellet cavit on top occlusion reduced told her hot teeth can be difficult to numb and that it should settle over the next day or two advised ibuprofen and paracetamol together for pain she said she's got her daughter's school play tonight and didn't want to miss it next visit complete root canal lower left six in two weeks",
    expect: {
      CC: "Emergency. She's had throbbing pain lower left for 3 days. Painkillers not helping",
      'MED HX': "No changes. She's on citalopram. No allergies",
      EXTRA: 'NAD',
      DENTAL: [
        ['LL6', 'Large DO composite with D caries underneath lingering pain to cold tender to percussion'],
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'PA LL6 deep caries approaching the pulp. Slight widening of the PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis LL6'],
      CONSULT:
        'Discussed root canal or extraction. She wants to save it. Told her hot teeth can be difficult to numb and that it should settle over the next day or two. Advised ibuprofen and paracetamol together for pain',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation LL6'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Waited 15 minutes',
        'Lip and tongue numb but tooth still really sensitive to cold',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LL6 + lingual infiltration',
        'Waited 5 more minutes',
        'Rubber dam',
        'Old composite removed',
        'Accessed the chamber',
        'Still sharp when we hit the pulp',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, intraligamentary LL6',
        'Comfortable',
        'Pulp extirpated LL6',
        'Bleeding from all canals',
        '3 canals located',
        'Irrigated with sodium hypochlorite',
        'Ledermix and a cotton pellet',
        'Cavit on top',
        'Occlusion reduced',
      ],
      NOTES: "She said she's got her daughter's school play tonight and didn't want to miss it",
      NV: ['Complete RCT LL6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bt12-uk-asr-palmer-bleeding-socket-lr7-extracted-elsewhere-surgicel-sutures-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'emergency she had the lower right seven out this morning at another practice still oozing since she got home medical history no changes takes aspirin seventy five milligrams daily no allergies extra oral nad intra oral lower right seven socket oozing with a large jelly like clot sitting above it no sutures cleared the clot with suction and saline bleeding point on the lingual gingiva la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right seven socket packed with surgicel two sutures three oh vicryl rapide across the socket bit on gauze soaked in tranexamic acid for twenty minutes bleeding stopped she was very shaky her husband drove her in went over the post op instructions again no rinsing or hot drinks today review tomorrow',
    expect: {
      CC: 'Emergency. She had LR7 out this morning at another practice. Still oozing since she got home',
      'MED HX': 'No changes. Takes aspirin 75 mg daily. No allergies',
      EXTRA: 'NAD',
      INTRA: 'LR7 socket oozing with a large jelly like clot sitting above it. No sutures',
      TX: [
        'Cleared the clot with suction and saline',
        'Bleeding point on the lingual gingiva',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LR7',
        'Socket packed with Surgicel',
        '2 sutures 3-0 Vicryl Rapide across the socket',
        'Bit on gauze soaked in tranexamic acid for 20 minutes',
        'Bleeding stopped',
        'Went over the post-op instructions again no rinsing or hot drinks today',
      ],
      NOTES: 'She was very shaky. Her husband drove her in',
      'F/U': 'Review tomorrow',
    },
  }),
  defineCase({
    id: 'bt13-uk-typed-palmer-rct-lr7-furcal-perforation-mta-temp-dressing-endo-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for RCT LR7, 1st stage. Tender on biting 1/52. MH: no change, T2DM (metformin), NKDA. LR7 heavily restored, large MOD amalgam, TTP +, no mobility. LR6 crown sound. PA LR7: calcified pulp chamber, PA radiolucency M root. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB right. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil LR7. RD. Amalgam removed. Chamber calcified, searching for canals with LN bur. Bleeding point noted on pulpal floor between roots. Apex locator reading 0 indicating furcal perforation. PA confirms perforation at furcation, approx 1 mm. Haemostasis w/ CaOH. Perforation sealed w/ MTA (ProRoot). Canals not located today. Pt informed of perforation during tx, guarded prognosis explained. Options: refer to endodontist to continue RCT, or XLA. Pt wishes to see specialist. Temp dressing LR7 w/ Cavit over wet cotton pellet. Refer to endodontist re RCT LR7 + perforation repair review. Review 2/52 if any symptoms.',
    expect: {
      CC: 'RCT LR7, 1st stage. Tender on biting 1 week',
      'MED HX': 'No change, T2DM (metformin), NKDA',
      DENTAL: [
        ['LR7', 'Heavily restored, large MOD amalgam, TTP +, no mobility'],
        ['LR6', 'Crown sound'],
      ],
      RADIO:
        'PA LR7: calcified pulp chamber, PA radiolucency M root. PA confirms perforation at furcation, approx 1 mm',
      CONSULT:
        'Pt informed of perforation during tx, guarded prognosis explained. Options: refer to endodontist to continue RCT, or XLA. Pt wishes to see specialist',
      'TX TODAY': ['Temporary dressing LR7'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration LR7',
        'RD',
        'Amalgam removed',
        'Chamber calcified',
        'Searching for canals with LN bur',
        'Bleeding point noted on pulpal floor between roots',
        'Apex locator reading 0 indicating furcal perforation',
        'Haemostasis w/ CaOH',
        'Perforation sealed w/ MTA (ProRoot)',
        'Canals not located today',
        'Temp dressing LR7 w/ Cavit over wet cotton pellet',
      ],
      'TX PLAN': ['Refer to endodontist re RCT LR7 + perforation repair review'],
      'F/U': 'Review 2 weeks if any symptoms',
    },
  }),
  defineCase({
    id: 'bt14-uk-asr-palmer-appends-child-hall-crown-lle-gagging-abandoned-sdf-varnish',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'seven year old with mum here for the hall crown on the lower left e separators went in last week medical history fit and well no allergies lower left e disto occlusal caries separator still in place not tender lower left d sound lower left six erupted sound no la needed tried the crown for size but he gagged every time it went near the back stopped there as he was getting upset removed the separator silver diamine fluoride lower left e fluoride varnish all teeth explained we could try again or refer to the community dental service for treatment with sedation mum would like to try again here after some practice at home with a mirror',
    appends: [
      'add to notes he did really well with the varnish and chose a sticker',
      'next visit hall crown lower left e in three weeks',
    ],
    expect: {
      CC: 'Hall crown on LLE. Separators went in last week',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['LLE', 'DO caries separator still in place not tender'],
        ['LLD', 'Sound'],
        ['LL6', 'Erupted sound'],
      ],
      CONSULT:
        'Explained we could try again or refer to the community dental service for treatment with sedation. Mum would like to try again here after some practice at home with a mirror',
      'TX TODAY': ['SDF LLE', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Tried the crown for size but he gagged every time it went near the back',
        'Stopped there as he was getting upset',
        'Removed the separator',
        'Silver diamine fluoride LLE',
        'Fluoride varnish all teeth',
      ],
      NOTES: '7 year old with mum. He did really well with the varnish and chose a sticker',
      NV: ['SSC LLE in 3 weeks'],
    },
  }),
  defineCase({
    id: 'bt15-uk-typed-palmer-xla-ul6-crown-fractured-surgical-p-apex-retrieved-no-oac',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UL6 as planned. MH: no change, NKDA, non-smoker. UL6 unrestorable, grossly carious, not mobile. UL5, UL7 sound. Pre-op PA: UL6 3 roots, divergent, P root close to sinus floor. Consent form signed incl. risk of root fracture + oro-antral communication. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil UL6. LA 0.5 ml articaine 4% 1:100,000 adr palatal infil UL6. Elevated w/ luxators + upper molar forceps. Crown fractured off at CEJ. Decision to section roots. Roots sectioned w/ fissure bur. MB + DB roots delivered. P root apex (approx 4 mm) fractured. Small buccal flap raised, bone removed w/ round bur, P apex retrieved w/ root tip pick. Surgical extraction UL6 completed, all roots checked. Nose-blow test negative, no OAC. Socket irrigated w/ saline. 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. Pt tolerated well. POIG verbal + written, no nose blowing 1/52. Rx ibuprofen 400 mg QDS 3/7 prn. Review 1/52.',
    expect: {
      CC: 'XLA UL6 as planned',
      'MED HX': 'No change, NKDA, non-smoker',
      DENTAL: [
        ['UL6', 'Unrestorable, grossly carious, not mobile'],
        ['UL5', 'Sound'],
        ['UL7', 'Sound'],
      ],
      RADIO: 'Pre-op PA: UL6 3 roots, divergent, P root close to sinus floor',
      CONSENT: 'Consent form signed incl. risk of root fracture + oro-antral communication',
      'TX TODAY': ['Surgical extraction UL6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UL6',
        'LA: 0.5 ml articaine 4% 1:100,000 adrenaline, palatal infiltration UL6',
        'Elevated w/ luxators + upper molar forceps',
        'Crown fractured off at CEJ',
        'Decision to section roots',
        'Roots sectioned w/ fissure bur',
        'MB + DB roots delivered',
        'P root apex (approx 4 mm) fractured',
        'Small buccal flap raised',
        'Bone removed w/ round bur',
        'P apex retrieved w/ root tip pick',
        'Surgical extraction UL6 completed',
        'All roots checked',
        'Nose-blow test negative',
        'No OAC',
        'Socket irrigated w/ saline',
        '2 x 4-0 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal + written',
        'No nose blowing 1 week',
        'Rx ibuprofen 400 mg QDS 3 days prn',
      ],
      NOTES: 'Pt tolerated well',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bt16-uk-typed-palmer-sentences-tongue-patch-urgent-referral-filling-postponed',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Patient attended for her next treatment appointment. Medical history: no change, smokes 20 a day, drinks around 30 units a week, NKDA. On examination there is a 1.5 cm red and white patch on the left lateral border of the tongue, firm and not tender, which she says has been there for about 2 months. No cervical lymphadenopathy. LL4 B cervical caries, unchanged. LL3 and LL5 sound. Provisional diagnosis: possible erythroleukoplakia left lateral tongue. I explained that the patch needs to be seen by a specialist urgently and that the filling on LL4 can wait. She was anxious but understood. Urgent 2-week-wait referral to oral and maxillofacial surgery sent today with photograph attached. Smoking and alcohol advice given. Review after hospital appointment.',
    expect: {
      CC: 'Her next treatment appointment',
      'MED HX': 'No change, smokes 20 a day, drinks around 30 units a week, NKDA',
      EXTRA: 'No cervical lymphadenopathy',
      INTRA:
        'There is a 1.5 cm red and white patch on the left lateral border of the tongue, firm and not tender, which she says has been there for about 2 months',
      DENTAL: [
        ['LL4', 'B cervical caries, unchanged'],
        ['LL3', 'Sound'],
        ['LL5', 'Sound'],
      ],
      DX: ['Possible erythroleukoplakia left lateral tongue'],
      CONSULT:
        'I explained that the patch needs to be seen by a specialist urgently and that the filling on LL4 can wait. Smoking and alcohol advice given',
      'TX PLAN': ['Urgent 2-week-wait referral to oral and maxillofacial surgery sent today with photograph attached'],
      NOTES: 'She was anxious but understood',
      'F/U': 'Review after hospital appointment',
    },
  }),

  // ---------------------------------------------------------------- 4. US, Universal, recogniser-style
  defineCase({
    id: 'bt17-us-asr-la-failed-ianb-second-block-buccal-articaine-crown-prep-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the crown prep on number thirty medical history no changes takes lisinopril and metformin no allergies blood pressure one thirty eight over eighty four number thirty large mesial occlusal distal amalgam with a cracked distolingual cusp number twenty nine sound number thirty one occlusal composite intact two carpules lidocaine two percent one to one hundred thousand epi right ianb waited ten minutes lip numb but she could still feel cold on thirty so um one carpule lidocaine two percent one to one hundred thousand epi right ianb then one carpule articaine four percent one to one hundred thousand epi buccal infiltration number thirty then fully numb old amalgam removed crack through the distolingual cusp no caries underneath core buildup with multicore then crown prep number thirty for zirconia retraction cord size one scanned upper and lower and bite shade a three sorry a two temporary crown with luxatemp cemented with tempbond she asked why it took so long to get numb told her lower molars can be hard to numb and some people need a second block post op instructions given next visit crown seat number thirty in two weeks",
    expect: {
      CC: 'Crown prep on #30',
      'MED HX': 'No changes. Takes lisinopril and metformin. No allergies. Blood pressure 138/84',
      DENTAL: [
        ['30', 'Large MOD amalgam with a cracked DL cusp'],
        ['29', 'Sound'],
        ['31', 'O composite intact'],
      ],
      CONSULT:
        'She asked why it took so long to get numb. Told her lower molars can be hard to numb and some people need a second block',
      'TX TODAY': ['Crown prep #30', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Waited 10 minutes',
        'Lip numb but she could still feel cold on #30',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #30',
        'Fully numb',
        'Old amalgam removed',
        'Crack through the DL cusp',
        'No caries underneath',
        'Core buildup with MultiCore',
        'Crown prep #30 for zirconia',
        'Retraction cord size 1',
        'Scanned upper and lower and bite',
        'Shade A2',
        'Temporary crown with Luxatemp',
        'Cemented with TempBond',
        'Post-op instructions given',
      ],
      NV: ['Crown fit #30 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bt18-us-asr-extraction-20-cracked-apical-third-fractured-root-tip-pick',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for extraction of number twenty it's cracked down the middle medical history no changes no allergies number twenty vertical crack through the crown into the root mobile grade one two carpules lidocaine two percent one to one hundred thousand epi left ianb extracted number twenty with forceps apical third of the root fractured off uh widened with a small elevator and retrieved it with a root tip pick root complete socket irrigated gauze pressure hemostasis good post op instructions given advised ibuprofen as needed for pain call us if any problems",
    expect: {
      CC: "Extraction of #20. It's cracked down the middle",
      'MED HX': 'No changes. No allergies',
      DENTAL: [['20', 'Vertical crack through the crown into the root mobile grade 1']],
      CONSULT: 'Advised ibuprofen as needed for pain',
      'TX TODAY': ['Extraction #20'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Extracted #20 with forceps',
        'Apical third of the root fractured off',
        'Widened with a small elevator and retrieved it with a root tip pick',
        'Root complete',
        'Socket irrigated',
        'Gauze pressure',
        'Hemostasis good',
        'Post-op instructions given',
      ],
      'F/U': 'Call us if any problems',
    },
  }),
  defineCase({
    id: 'bt19-us-asr-short-temp-crown-8-off-recemented-tempbond-ne',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'temp on number eight came off this morning no pain no changes to medical history number eight temp intact prep clean no la recemented temp crown number eight with tempbond ne checked the bite next visit crown seat number eight as scheduled',
    expect: {
      CC: 'Temp on #8 came off this morning. No pain',
      'MED HX': 'No changes to medical history',
      DENTAL: [['8', 'Temp intact prep clean']],
      'TX TODAY': ['Crown recement #8'],
      TX: ['No LA', 'Recemented temp crown #8 with TempBond NE', 'Checked the bite'],
      NV: ['Crown fit #8 as scheduled'],
    },
  }),
  defineCase({
    id: 'bt20-us-asr-declines-crown-19-informed-refusal-mod-composite-instead',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for the crown on number nineteen we talked about last time medical history no changes allergic to codeine number nineteen large mesial occlusal distal composite fractured mesiolingual cusp craze lines on the other cusps no pain cold normal numbers eighteen and twenty sound recommended a crown again because of the missing cusp and the cracks she doesn't want a crown because of the cost her insurance only covers half she'd rather have a large filling and take the risk explained the filling may break again or the tooth could split and then it might need a root canal or extraction she understands signed the informed refusal form for the crown verbal consent for the filling two carpules lidocaine two percent one to one hundred thousand epi left ianb rubber dam old composite removed no recurrent caries tofflemire band and wedge mesiolingual cusp built up in composite mesial occlusal distal composite number nineteen shade a two occlusion checked polished advised her to avoid chewing ice and hard candy on that side recall six months",
    expect: {
      CC: 'Crown on #19 we talked about last time',
      'MED HX': 'No changes. Allergic to codeine',
      DENTAL: [
        ['19', 'Large MOD composite fractured ML cusp craze lines on the other cusps no pain cold normal', 'ML cusp'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      CONSULT:
        "Recommended a crown again because of the missing cusp and the cracks. She doesn't want a crown because of the cost. Her insurance only covers half. She'd rather have a large filling and take the risk. Explained the filling may break again or the tooth could split and then it might need a root canal or extraction. She understands. Advised her to avoid chewing ice and hard candy on that side",
      CONSENT: 'Signed the informed refusal form for the crown. Verbal consent for the filling',
      'TX TODAY': ['MOD composite #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Old composite removed',
        'No recurrent caries',
        'Tofflemire band and wedge',
        'ML cusp built up in composite',
        'MOD composite #19',
        'Shade A2',
        'Occlusion checked',
        'Polished',
      ],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bt21-us-asr-appends-bp-192-110-no-treatment-physician-referral-reschedule',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for treatment upper left medical history high blood pressure on amlodipine says she ran out of her pills four days ago no allergies blood pressure one ninety two over one ten rechecked after ten minutes one eighty eight over one oh six no headache or chest pain number twelve distal caries number thirteen mesial occlusal caries explained it isn't safe to treat today with her blood pressure this high and that she needs to see her physician today or go to urgent care if she gets a headache or chest pain she was understanding plan refer to her physician for blood pressure control then reschedule fillings on twelve and thirteen",
    appends: ['add to notes her daughter is picking her up', 'change ten minutes to fifteen minutes'],
    expect: {
      CC: 'Treatment upper left',
      'MED HX':
        'High blood pressure on amlodipine. Says she ran out of her pills 4 days ago. No allergies. Blood pressure 192/110. Rechecked after 15 minutes 188/106. No headache or chest pain',
      DENTAL: [
        ['12', 'D caries'],
        ['13', 'MO caries'],
      ],
      CONSULT:
        "Explained it isn't safe to treat today with her blood pressure this high and that she needs to see her physician today or go to urgent care if she gets a headache or chest pain",
      'TX PLAN': ['Refer to her physician for blood pressure control', 'Reschedule fillings #12, #13'],
      NOTES: 'She was understanding. Her daughter is picking her up',
    },
  }),
  defineCase({
    id: 'bt22-us-asr-obturation-3-separated-file-mb2-bypassed-incorporated-post-op-pa',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for completion of the root canal on number three no pain since last visit medical history no changes hypothyroid on levothyroxine allergic to penicillin number three temporary intact not tender number two and number four sound two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number three rubber dam temporary and calcium hydroxide removed four canals located including mb two um while shaping the mb two a size fifteen rotary file separated about two millimeters short of working length pa fragment in the apical third of mb two about two millimeters long tried to bypass it with a size eight hand file and edta got past it after a few minutes then size ten and fifteen hand files alongside it confirmed working length with the apex locator decided to leave the fragment and incorporate it into the fill rather than risk perforating the root trying to remove it told the patient about the separated file straight away and that the prognosis is still good because the canal was already cleaned up to that point she asked if the piece could cause problems later told her it's sterile and sealed in with the filling cleaned and shaped all canals to size thirty irrigated with sodium hypochlorite and edta with ultrasonic activation dried with paper points obturated number three with gutta percha and bc sealer warm vertical post op pa all four canals filled fragment incorporated no voids cotton pellet and cavit next visit crown prep number three with a core buildup recall with a pa in six months",
    expect: {
      CC: 'Completion of the root canal on #3. No pain since last visit',
      'MED HX': 'No changes. Hypothyroid on levothyroxine. Allergic to penicillin',
      DENTAL: [
        ['3', 'Temporary intact not tender'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      RADIO:
        'PA fragment in the apical third of MB2 about 2 mm long. Post-op PA all 4 canals filled. Fragment incorporated. No voids',
      CONSULT:
        "Told the patient about the separated file straight away and that the prognosis is still good because the canal was already cleaned up to that point. She asked if the piece could cause problems later. Told her it's sterile and sealed in with the filling",
      'TX TODAY': ['Obturation #3'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Temporary and calcium hydroxide removed',
        '4 canals located including MB2',
        'While shaping the MB2 a size 15 rotary file separated about 2 mm short of working length',
        'Tried to bypass it with a size 8 hand file and EDTA',
        'Got past it after a few minutes',
        'Size 10 and 15 hand files alongside it',
        'Confirmed working length with the apex locator',
        'Decided to leave the fragment and incorporate it into the fill rather than risk perforating the root trying to remove it',
        'Cleaned and shaped all canals to size 30',
        'Irrigated with sodium hypochlorite and EDTA with ultrasonic activation',
        'Dried with paper points',
        'Obturated #3 with gutta percha and BC Sealer warm vertical',
        'Cotton pellet and Cavit',
      ],
      NV: ['Crown prep #3 with a core buildup'],
      'F/U': 'Recall with a PA in 6 months',
    },
  }),
  defineCase({
    id: 'bt23-us-asr-filling-14-found-unrestorable-furcation-extracted-same-visit',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for a filling on number fourteen medical history no changes takes atorvastatin no allergies number fourteen distal caries under the old occlusal amalgam not tender number fifteen sound one carpule articaine four percent one to one hundred thousand epi buccal infiltration number fourteen then one carpule lidocaine two percent one to one hundred thousand epi palatal infiltration number fourteen isolite old amalgam and caries removed caries much deeper than the bitewing showed it goes below the bone distally and into the furcation pulp exposed stopped there showed her on the intraoral camera and told her the tooth isn't restorable diagnosis unrestorable number fourteen options extraction now and an implant or bridge later or root canal crown lengthening and a crown with a poor prognosis she chose extraction today while she's numb signed consent extracted number fourteen with forceps roots intact gauze pressure hemostasis achieved post op instructions given next visit implant consult number fourteen in three months",
    expect: {
      CC: 'Filling on #14',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      DENTAL: [
        ['14', 'D caries under the old O amalgam not tender'],
        ['15', 'Sound'],
      ],
      DX: ['Unrestorable #14'],
      CONSULT:
        "Showed her on the intraoral camera and told her the tooth isn't restorable. Options extraction now and an implant or bridge later or root canal crown lengthening and a crown with a poor prognosis. She chose extraction today while she's numb",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration #14',
        'Isolite',
        'Old amalgam and caries removed',
        'Caries much deeper than the bitewing showed',
        'It goes below the bone distally and into the furcation',
        'Pulp exposed',
        'Stopped there',
        'Extracted #14 with forceps',
        'Roots intact',
        'Gauze pressure',
        'Hemostasis achieved',
        'Post-op instructions given',
      ],
      NV: ['Implant consult #14 in 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 5. US, Universal, typed
  defineCase({
    id: 'bt24-us-typed-extraction-31-warfarin-oozing-gelfoam-chromic-gut-tranexamic',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents for extraction #31, nonrestorable. Med hx: AFib on warfarin, INR 2.6 this morning (pt brought lab slip), HTN on metoprolol, NKDA, BP 136/82. #31 crown fractured to gumline, buccal caries extends subgingivally. #30 PFM crown intact. 2 carps 2% lido 1:100k epi right IANB. 1 carp 4% articaine 1:100k epi buccal infiltration #31. Extracted #31 w/ cowhorn forceps after elevating, roots intact. Persistent oozing from socket, gauze pressure 10 min, still bleeding. Socket packed w/ Gelfoam, closed w/ 2 figure-eight 4-0 chromic gut sutures. Gauze soaked in tranexamic acid, bite pressure 20 min. Hemostasis achieved. Pt monitored in chair 20 min, no further bleeding. Written POI incl. bleeding control at home, no spitting or straws 24 hrs, soft diet. Advised continue warfarin as normal and call office or go to ER if bleeding won't stop with pressure. Rx: tranexamic acid 5% mouthwash 10 ml QID x 2 days. Follow-up 1 wk for suture removal.",
    expect: {
      CC: 'Extraction #31, nonrestorable',
      'MED HX': 'AFib on warfarin, INR 2.6 this morning (pt brought lab slip), HTN on metoprolol, NKDA, BP 136/82',
      DENTAL: [
        ['31', 'Crown fractured to gumline, B caries extends subgingivally', 'Crown'],
        ['30', 'PFM crown intact'],
      ],
      CONSULT:
        "Advised continue warfarin as normal and call office or go to ER if bleeding won't stop with pressure",
      'TX TODAY': ['Extraction #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #31',
        'Extracted #31 w/ cowhorn forceps after elevating',
        'Roots intact',
        'Persistent oozing from socket',
        'Gauze pressure 10 min',
        'Still bleeding',
        'Socket packed w/ Gelfoam',
        'Closed w/ 2 figure-eight 4-0 chromic gut sutures',
        'Gauze soaked in tranexamic acid',
        'Bite pressure 20 min',
        'Hemostasis achieved',
        'Pt monitored in chair 20 min',
        'No further bleeding',
        'Written POI incl. bleeding control at home',
        'No spitting or straws 24 hrs',
        'Soft diet',
        'Rx: tranexamic acid 5% mouthwash 10 ml QID x 2 days',
      ],
      'F/U': 'Follow-up 1 wk for suture removal',
    },
  }),
  defineCase({
    id: 'bt25-us-typed-short-o-composite-18-rubber-dam-not-tolerated-gag-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for O composite #18. Med hx: no changes, NKDA. Severe gag reflex, pt reports gagging at previous dentist. #18 O caries, small. Topical. 1 carp 2% lido 1:100k epi left IANB. Rubber dam attempted but not tolerated due to gagging. Isolation w/ cotton rolls + Dri-Angle + HVE. Caries removed. O composite #18, shade A3. Occlusion checked. Pt did well with breaks. POI given. Discussed nitrous oxide for future visits, pt interested.',
    expect: {
      CC: 'O composite #18',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['18', 'O caries, small']],
      CONSULT: 'Discussed nitrous oxide for future visits, pt interested',
      'TX TODAY': ['O composite #18'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam attempted but not tolerated due to gagging',
        'Isolation w/ cotton rolls + Dri-Angle + HVE',
        'Caries removed',
        'O composite #18',
        'Shade A3',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: 'Severe gag reflex, pt reports gagging at previous dentist. Pt did well with breaks',
    },
  }),
  defineCase({
    id: 'bt26-us-typed-pericoronitis-17-pano-near-ian-irrigation-oral-surgeon-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited exam. Pt c/o pain lower left back tooth, on and off x 3 months, worse this week. Med hx: no changes, seasonal allergies (loratadine), allergic to sulfa. EO: no swelling, no lymphadenopathy. #17 partially erupted, distal pocket 7 mm, operculum inflamed, no pus. #18 D caries from food trap. Pano: #17 horizontally impacted, roots close to IAN canal, #18 D caries into dentin. Dx: pericoronitis #17, caries #18. Explained #17 should be removed by an oral surgeon due to its position and nerve proximity, pt agrees. Irrigated under operculum w/ chlorhexidine. Refer #17 to oral surgeon (possible coronectomy). Advised warm salt water rinses. NV: DO composite #18.',
    expect: {
      CC: 'Limited exam. Pain lower left back tooth, on and off x 3 months, worse this week',
      'MED HX': 'No changes, seasonal allergies (loratadine), allergic to sulfa',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['17', 'Partially erupted, distal pocket 7 mm, operculum inflamed, no pus'],
        ['18', 'D caries from food trap'],
      ],
      RADIO: 'Pano: #17 horizontally impacted, roots close to IAN canal, #18 D caries into dentin',
      DX: ['Pericoronitis #17', 'Caries #18'],
      CONSULT:
        'Explained #17 should be removed by an oral surgeon due to its position and nerve proximity, pt agrees. Advised warm salt water rinses',
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under operculum w/ chlorhexidine'],
      'TX PLAN': ['Refer #17 to oral surgeon (possible coronectomy)'],
      NV: ['DO composite #18'],
    },
  }),
  defineCase({
    id: 'bt27-us-typed-sentences-post-space-12-strip-perforation-mta-endo-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Patient presents for post and core on #12, RCT completed by us 3 weeks ago. No symptoms. Medical history: no changes, takes sertraline, NKDA. #12 temporary filling intact, not tender to percussion, no swelling. #11 and #13 sound. Two carpules of 2% lidocaine with 1:100,000 epinephrine were given as buccal infiltration #12. Rubber dam was placed. Gutta percha was removed with a Peeso reamer to 9 mm. During post space preparation bleeding appeared in the canal. The apex locator reading suggested a communication. A PA confirmed a small mesial strip perforation at the mid-root level. Bleeding was controlled with calcium hydroxide and paper points. The perforation was sealed with MTA. Post placement was abandoned. The canal was filled with a cotton pellet and Cavit over the MTA. I explained to the patient that the perforation lowers the long-term prognosis of the tooth and that it may need extraction and an implant in future. She was upset but understood. Options discussed: referral to an endodontist for assessment of the repair, or monitoring. She chose referral. Refer to endodontist for evaluation of perforation repair #12. Follow-up after the endodontist's evaluation.",
    expect: {
      CC: 'Post and core on #12, RCT completed by us 3 weeks ago. No symptoms',
      'MED HX': 'No changes, takes sertraline, NKDA',
      DENTAL: [
        ['12', 'Temporary filling intact, not tender to percussion, no swelling'],
        ['11', 'Sound'],
        ['13', 'Sound'],
      ],
      RADIO: 'PA confirmed a small mesial strip perforation at the mid-root level',
      CONSULT:
        'I explained to the patient that the perforation lowers the long-term prognosis of the tooth and that it may need extraction and an implant in future. Options discussed: referral to an endodontist for assessment of the repair, or monitoring. She chose referral',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12',
        'Rubber dam was placed',
        'Gutta percha was removed with a Peeso reamer to 9 mm',
        'During post space preparation bleeding appeared in the canal',
        'Apex locator reading suggested a communication',
        'Bleeding was controlled with calcium hydroxide and paper points',
        'Perforation was sealed with MTA',
        'Post placement was abandoned',
        'Canal was filled with a cotton pellet and Cavit over the MTA',
      ],
      'TX PLAN': ['Refer to endodontist for evaluation of perforation repair #12'],
      NOTES: 'She was upset but understood',
      'F/U': "Follow-up after the endodontist's evaluation",
    },
  }),
  defineCase({
    id: 'bt28-us-typed-do-composite-5-buccal-not-enough-palatal-top-up',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for DO composite #5. Med hx: no changes, NKDA. #5 DO caries, sensitive to sweets. #4 sound. 1 carp 4% articaine 1:100k epi buccal infiltration #5. Waited 5 min. Pt still sensitive during prep at gingival margin of box. 0.3 ml 4% articaine 1:100k epi palatal infiltration #5. Pt comfortable after 3 min. RD. Caries removed, deep, Vitrebond liner. Sectional matrix + ring. Etch, bond, DO composite #5 (Filtek Supreme A2). Occlusion adjusted, polished. Pt asked why the second shot; explained the palatal side of the tooth has a separate nerve supply. POI given. Recall 6 mos.',
    expect: {
      CC: 'DO composite #5',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['5', 'DO caries, sensitive to sweets'],
        ['4', 'Sound'],
      ],
      CONSULT:
        'Pt asked why the second shot; explained the palatal side of the tooth has a separate nerve supply',
      'TX TODAY': ['DO composite #5'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #5',
        'Waited 5 min',
        'Pt still sensitive during prep at gingival margin of box',
        'LA: 0.3 ml articaine 4% 1:100,000 epinephrine, palatal infiltration #5',
        'Pt comfortable after 3 min',
        'RD',
        'Caries removed',
        'Deep',
        'Vitrebond liner',
        'Sectional matrix + ring',
        'Etch',
        'Bond',
        'DO composite #5 (Filtek Supreme A2)',
        'Occlusion adjusted',
        'Polished',
        'POI given',
      ],
      'F/U': 'Recall 6 mos',
    },
  }),
  defineCase({
    id: 'bt29-us-typed-perio-recall-declines-srp-informed-refusal-gross-debridement',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall exam + prophy. Pt reports bleeding when brushing. Med hx: type 2 diabetes, A1c 7.9, metformin, NKDA, smoker half a pack a day. EO: WNL. IO: WNL. PSR 3 4 3 / 3 3 4. Generalized 4-6 mm pockets, BOP 45%, heavy subgingival calculus. FMX: generalized horizontal bone loss 20-30%. Dx: periodontitis stage III grade C. Recommended 4 quads SRP with LA. Pt declined SRP today, does not want to be numb and concerned about cost. Explained risks of untreated periodontitis incl. bone loss, tooth loss and poorer diabetes control. Pt signed informed refusal for SRP. Gross debridement + prophy, OHI w/ interdental brushes. Smoking cessation discussed. Pt will consider SRP after talking to his wife. Recall 3 months for perio re-eval.',
    expect: {
      CC: 'Recall exam + prophy. Pt reports bleeding when brushing',
      'MED HX': 'Type 2 diabetes, A1c 7.9, metformin, NKDA, smoker half a pack a day',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 3 4 3 / 3 3 4. Generalized 4-6 mm pockets, BOP 45%, heavy subgingival calculus',
      RADIO: 'FMX: generalized horizontal bone loss 20-30%',
      DX: ['Periodontitis stage III grade C'],
      CONSULT:
        'Recommended 4 quads SRP with LA. Pt declined SRP today, does not want to be numb and concerned about cost. Explained risks of untreated periodontitis incl. bone loss, tooth loss and poorer diabetes control. Smoking cessation discussed. Pt will consider SRP after talking to his wife',
      CONSENT: 'Pt signed informed refusal for SRP',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Gross debridement + prophy', 'OHI w/ interdental brushes'],
      'F/U': 'Recall 3 months for perio re-eval',
    },
  }),
  defineCase({
    id: 'bt30-us-typed-sentences-late-arrival-crown-prep-3-done-composite-4-postponed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'The patient presents for crown prep #3 and an MO composite on #4, both planned at her last exam. She arrived 25 minutes late because of traffic and told us she has to leave by 11:30 to pick up her son. Medical history: no changes, takes levothyroxine and vitamin D, allergic to latex. #3 has a large MOD amalgam with a cracked DB cusp, not tender to percussion. #4 has MO caries. Two carpules of 4% articaine with 1:100,000 epinephrine were given as buccal infiltration #3 and #4. 0.5 ml of 4% articaine with 1:100,000 epinephrine was given as palatal infiltration #3. Isolation was with cotton rolls and Dri-Angles because of her latex allergy. The old amalgam was removed. There was recurrent caries under the mesial box. The caries was removed. A core buildup was placed with MultiCore Flow. Crown prep #3 was completed for a zirconia crown with a 1 mm chamfer. The distal margin was subgingival and bled. Bleeding was controlled with Hemodent on size 0 cord. Final impressions were taken with Impregum. A bite registration was taken. Shade A2 was selected. A temporary crown was made with Luxatemp and cemented with TempBond NE. By then there was not enough time left for the composite on #4, so we agreed to do it at the next visit. She was apologetic about being late. I advised her to avoid sticky foods on the temporary and to floss by sliding the floss out. Next visit: crown seat #3 and MO composite #4 in 2 weeks.',
    expect: {
      CC: 'Crown prep #3 and an MO composite on #4, both planned at her last exam',
      'MED HX': 'No changes, takes levothyroxine and vitamin D, allergic to latex',
      DENTAL: [
        ['3', 'Large MOD amalgam with a cracked DB cusp, not tender to percussion'],
        ['4', 'MO caries'],
      ],
      CONSULT:
        'By then there was not enough time left for the composite on #4, so we agreed to do it at the next visit. I advised her to avoid sticky foods on the temporary and to floss by sliding the floss out',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #4',
        'LA: 0.5 ml articaine 4% 1:100,000 epinephrine, palatal infiltration #3',
        'Isolation was with cotton rolls and Dri-Angles because of her latex allergy',
        'Old amalgam was removed',
        'There was recurrent caries under the mesial box',
        'Caries was removed',
        'Core buildup was placed with MultiCore Flow',
        'Crown prep #3 was completed for a zirconia crown with a 1 mm chamfer',
        'D margin was subgingival and bled',
        'Bleeding was controlled with Hemodent on size 0 cord',
        'Final impressions were taken with Impregum',
        'Bite registration was taken',
        'Shade A2 was selected',
        'Temporary crown was made with Luxatemp and cemented with TempBond NE',
      ],
      NOTES:
        'She arrived 25 minutes late because of traffic and told us she has to leave by 11:30 to pick up her son. She was apologetic about being late',
      NV: ['Crown fit #3', 'MO composite #4 in 2 weeks'],
    },
  }),
];
