// A ninety-seventh development batch (ids cu01–cu30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is ordinary clinical visits where money,
// paperwork and practice admin are talked about alongside the dentistry: NHS bands (Band 1, 2, 3 and the urgent band),
// exemptions and their evidence, FP17 / FP17DC and courses of treatment opened or closed, mixed NHS and private courses,
// private estimates and fee quotes, deposits, balances and payment plans, a patient declining treatment because of cost,
// Denplan, US insurance (annual maximum used up, benefits resetting, frequency limits, pre-authorisation, a denied claim
// resubmitted, CDT codes, claim narratives and attachments, financing), Irish PRSI Treatment Benefit, the medical card
// (DTSS) with HSE prior approval, the Med 2 tax relief form, missed-appointment and late-cancellation policies and fees,
// signed treatment plans and written estimates, and referral letters. The clinical note is still all there: complaint,
// history, examination and charting, radiographs, diagnosis, treatment with LA, plan, next visit and recall. Five
// clinicians, six visits each:
//   cu01–cu06 a UK NHS dentist (FDI, all recogniser-style): a Band 1 check-up for an exempt patient with the FP17 closed,
//     a Band 2 DO amalgam with a nurse aside and a private-composite quote, an urgent-band extirpation for an
//     unregistered patient, a Band 3 crown prep with the FP17DC signed (appended dictation), a scale and polish for a
//     patient who missed two appointments and declines a Band 3 denture on cost, a child's free fissure sealants with an
//     orthodontic referral letter;
//   cu07–cu12 a UK mixed NHS / private dentist (FDI, typed): an implant consultation with NHS and private options, a
//     signed estimate and a deposit, a mixed course with a private MOD composite, a private crown prep with a deposit
//     and balance (appended dictation), a Denplan exam with a late-cancellation fee waived, a pericoronitis with a
//     referral letter chosen over a private surgeon, a cracked cusp where the patient declines every crown on cost and
//     has an NHS amalgam repair;
//   cu13–cu18 a US general dentist (Universal, all recogniser-style): a periodic exam with benefits left before they
//     reset, a fractured cusp with the annual maximum used up and the crown put off to January, an emergency pulpectomy
//     with a pre-authorization for the crown, SRP for a patient told the missed-appointment policy, an extraction with a
//     bone graft after a signed treatment plan and financing (appended dictation), a teenager with Medicaid referred to
//     oral surgery;
//   cu19–cu24 a US practice dictating insurance narratives (Universal, typed): a crown prep with buildup, CDT codes and a
//     narrative, SRP of two quadrants with a narrative, a buildup and crown prep whose denied buildup claim is resubmitted
//     (appended dictation with "Remove …"), a surgical extraction with a D7210 narrative and an estimate of the patient's
//     portion, a periodic exam with bitewings withheld by a frequency limit and fluoride declined on cost, a limited exam
//     for a fractured incisor with a D2335 narrative;
//   cu25–cu30 an Irish dentist (FDI, style UK, "ie" in the ids; cu26, cu28, cu30 recogniser-style, cu25, cu27, cu29
//     typed): a PRSI exam and scale and polish, a medical-card patient who has a molar extracted because the root canal
//     is not covered, a medical-card patient waiting for HSE prior approval with a temporary dressing, a child seen
//     privately after a school screening letter, a private crown fit with the Med 2 form (appended dictation), a
//     medical-card denture assessment with a missed-appointment fee.
// UK style 18 (FDI 18: England 12, Ireland 6), US 12 (Universal); 15 recogniser-style (lower case, number words, fillers,
// "sorry" corrections, no punctuation) and 15 typed; 80 to 185 words; five cases with appended dictation (cu04
// recogniser "add to notes …" / "change … to …"; cu09 typed "Add to notes: …" / "Change … to …"; cu17 recogniser "add to
// notes …" / "change … to …"; cu21 typed "Add to treatment: … Add to notes: …" / "Remove …"; cu29 typed "Add to notes: …"
// / "Next visit: …"). DENTAL in 29 cases (not cu16).
//
// Judgement calls where the contract was silent:
// - Money and paperwork are split by who they are for. What is said to or decided by the patient is CONSULT: charges,
//   NHS bands and what they cover, fee quotes, insurance cover explained, a practice policy explained to the patient,
//   "gave her a written estimate", the patient's choice, declining on cost, and a patient's question with its answer (as
//   more58). A signed treatment plan, estimate or consent form ("she signed the FP17DC at the last visit", "Written
//   estimate and private treatment plan signed", "she signed the treatment plan and financial agreement", "Pt signed
//   surgical consent", "Signed estimate on file (emax crown £695)") is CONSENT; a claim or eligibility form the patient
//   signs ("PRSI eligibility confirmed online, pt signed the form") is paperwork, not consent. Practice records are
//   NOTES: exemption, medical card, Denplan and PRSI status and checks, FP17 / course opened or closed, payments,
//   deposits, balances, payment plans and financing, missed appointments and the fee for them, pre-authorisation status,
//   forms completed or sent (HSE prior approval, Med 2), claim narratives and their attachments, tasks for the front
//   desk or reception.
// - A referral letter is TX PLAN (contract: a referral for treatment elsewhere), also when it was written today.
// - CDT codes typed after a step stay in that item ("Core buildup with Fluorocore (D2950)") and in the CC; titles are
//   the procedure and tooth only ("Crown prep #3", "MI composite #8", "Surgical extraction #32").
// - Amounts said in words are written with the currency sign: "ninety pounds" → "£90", "six hundred dollars" → "$600",
//   "fourteen hundred dollars" → "$1,400", "six hundred and fifty euro" → "€650", "fifteen euro" → "€15"; "band two" →
//   "band 2", "fp seventeen" → "FP17", "fp seventeen dc" → "FP17DC", "a one c" → "A1c", "four oh chromic gut" → "4-0
//   chromic gut", "pre authorization" → "pre-authorization", "pre auth" → "pre-auth", "x ray" → "x-ray".
// - Exam names ("periodic exam", "limited exam", "consult") are no titles; a digital scan is no title (as more56) and
//   "PVS impression" is "Impression" (singular as typed); "placed glass ionomer over the exposed dentin on thirty" is
//   "GIC #30" (a filling material with its tooth in the item); "old lower denture flange repaired chairside and eased
//   over the ulcer" is "Denture adjustment" (an old denture eased, as more56); "alginate impressions … for study
//   models" is "Impressions"; "scaling and root planing upper right and lower right" is "SRP" (quadrants are no teeth, as
//   more58); an operculum "irrigated" is "Irrigation" but a socket or canals irrigated is not.
// - Gingival findings around teeth ("gums puffy around the lower molars") are PERIO and pockets or furcations said
//   measure first stay in PERIO (as more58); a tooth named only as a place ("operculum over 38", "gingiva inflamed distal
//   to #31") gives INTRA and no chart entry; a denture's state ("lower denture 8 years old loose and broken flange") is
//   INTRA. A BP typed inside the medical history stays in MED HX.
// - A child's age and who came with them are NOTES (as more58); remarks about the patient ("he was great", "she was a
//   star") are NOTES.
// - Appends: "add to notes …" adds to NOTES, "add to treatment …" adds a TX item at the end, "next visit …" sets the next
//   visit of a note that had none, "change X to Y" edits the one place X is said, "remove X" takes sentence X out.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; recogniser-style
//   chart conditions keep the spoken run without added commas (as more58). Nurse asides are dropped entirely.
import { defineCase, type NotesCase } from '../case.ts';

export const more97Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS dentist (FDI, recogniser-style)
  defineCase({
    id: 'cu01-uk-asr-fdi-nhs-band-1-check-up-exempt-universal-credit-fp17-closed',
    style: 'UK',
    asr: true,
    transcript:
      "routine check up no problems she's exempt on universal credit exemption checked on the system medical history no changes takes omeprazole no allergies extra oral nad intra oral soft tissues healthy bpe one one two one one one calculus lingual lower anteriors sorry lingual lower incisors um charting one six occlusal amalgam sound two six mesial occlusal composite sound three six crown margins intact four six disto occlusal amalgam sound four eight missing bitewings grade one no caries no bone loss scale and polish oral hygiene instruction interdental brushes told her nothing else needs doing no charge as she's exempt fp seventeen closed band one recall twelve months",
    expect: {
      CC: 'Routine check up. No problems',
      'MED HX': 'No changes. Takes omeprazole. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 1 1 2 / 1 1 1. Calculus lingual lower incisors',
      DENTAL: [
        ['16', 'O amalgam sound'],
        ['26', 'MO composite sound'],
        ['36', 'Crown margins intact'],
        ['46', 'DO amalgam sound'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. No caries. No bone loss',
      CONSULT: "Told her nothing else needs doing. No charge as she's exempt",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: "She's exempt on universal credit. Exemption checked on the system. FP17 closed band 1",
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'cu02-uk-asr-fdi-nhs-band-2-do-amalgam-46-nurse-aside-private-white-quote',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the filling on four six second visit of her band two course medical history no changes no allergies four six disto occlusal caries not tender four seven sound four eight partially erupted distal caries la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four six could you pass me the matrix band please thanks cotton wool rolls caries removed dentine firm sectional matrix and wedge disto occlusal amalgam four six carved bite checked post op instructions given she asked why it's amalgam not white explained white fillings on back teeth are private here about ninety pounds she's fine with amalgam told her there's nothing more to pay as the band two charge covers it course stays open next visit extraction four eight",
    expect: {
      CC: 'Filling on 46. Second visit of her band 2 course',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['46', 'DO caries not tender'],
        ['47', 'Sound'],
        ['48', 'Partially erupted D caries'],
      ],
      CONSULT:
        "She asked why it's amalgam not white. Explained white fillings on back teeth are private here about £90. She's fine with amalgam. Told her there's nothing more to pay as the band 2 charge covers it",
      'TX TODAY': ['DO amalgam 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Cotton wool rolls',
        'Caries removed',
        'Dentine firm',
        'Sectional matrix and wedge',
        'DO amalgam 46',
        'Carved',
        'Bite checked',
        'Post-op instructions given',
      ],
      NOTES: 'Course stays open',
      NV: ['Extraction 48'],
    },
  }),
  defineCase({
    id: 'cu03-uk-asr-fdi-urgent-band-unregistered-extirpation-26-new-course-for-rct',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment he's had throbbing pain upper left for three days kept him up last night worse with hot he's not registered with us so it's an urgent band medical history asthma uses a brown and a blue inhaler allergic to penicillin extra oral nad no swelling intra oral nad two six large mesial occlusal distal amalgam recurrent caries tender to percussion lingering pain to hot two seven sound two five disto occlusal composite sound pa two six deep caries close to the pulp widened pdl space diagnosis irreversible pulpitis two six explained options extraction or root canal he wants to keep the tooth told him the urgent band covers getting him out of pain today root canal will need a full band two course verbal consent la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration two six rubber dam access pulp extirpated two six canals irrigated with sodium hypochlorite ledermix and cavit urgent course closed today next visit new patient exam band two course for root canal two six review if any swelling",
    expect: {
      CC: "Emergency appointment. He's had throbbing pain upper left for 3 days. Kept him up last night. Worse with hot",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to penicillin',
      EXTRA: 'NAD. No swelling',
      INTRA: 'NAD',
      DENTAL: [
        ['26', 'Large MOD amalgam recurrent caries tender to percussion lingering pain to hot'],
        ['27', 'Sound'],
        ['25', 'DO composite sound'],
      ],
      RADIO: 'PA 26 deep caries close to the pulp. Widened PDL space',
      DX: ['Irreversible pulpitis 26'],
      CONSULT:
        'Explained options extraction or root canal. He wants to keep the tooth. Told him the urgent band covers getting him out of pain today. Root canal will need a full band 2 course',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'Rubber dam',
        'Access',
        'Pulp extirpated 26',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
      ],
      NOTES: "He's not registered with us so it's an urgent band. Urgent course closed today",
      NV: ['New patient exam band 2 course for RCT 26'],
      'F/U': 'Review if any swelling',
    },
  }),
  defineCase({
    id: 'cu04-uk-asr-fdi-nhs-band-3-crown-prep-36-fp17dc-signed-appends-change',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for the crown prep on three six on the nhs medical history no changes takes sertraline no allergies three six root filled large mesial occlusal distal composite cracked mesial lingual cusp three seven occlusal amalgam sound three five sound she signed the fp seventeen dc at the last visit explained the nhs crown is metal or porcelain bonded to metal at the back she chose porcelain bonded to metal verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left crown prep three six with a chamfer impressions lower in silicone upper in alginate shade a two sorry a three bite registration temporary crown cemented with tempbond occlusion checked post op instructions given band three charge paid in full today next visit crown fit three six in two weeks",
    appends: ["add to notes she's going on holiday in three weeks wants the crown fitted before", 'change two weeks to ten days'],
    expect: {
      CC: 'Crown prep on 36 on the NHS',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      DENTAL: [
        ['36', 'Root filled large MOD composite cracked ML cusp'],
        ['37', 'O amalgam sound'],
        ['35', 'Sound'],
      ],
      CONSULT:
        'Explained the NHS crown is metal or porcelain bonded to metal at the back. She chose porcelain bonded to metal',
      CONSENT: 'She signed the FP17DC at the last visit. Verbal consent',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Crown prep 36 with a chamfer',
        'Impressions lower in silicone upper in alginate',
        'Shade A3',
        'Bite registration',
        'Temporary crown cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: "Band 3 charge paid in full today. She's going on holiday in 3 weeks. Wants the crown fitted before",
      NV: ['Crown fit 36 in 10 days'],
    },
  }),
  defineCase({
    id: 'cu05-uk-asr-fdi-nhs-missed-appointments-policy-s-and-p-declines-band-3-denture',
    style: 'UK',
    asr: true,
    transcript:
      "he's in for the scale and polish we booked at his exam he missed the last two appointments without ringing reminded him of the practice policy that after three missed appointments we can't keep offering nhs appointments medical history no changes type two diabetes on metformin no allergies bpe two two two three two two bleeding on probing lower left four millimetre pocket three four distal sorry three five distal three six and three seven missing two five missing scale and polish oral hygiene instruction interdental brushes discussed a partial denture to replace the lower left gap band three which is three hundred and nineteen pounds he said he can't afford it right now he's happy to leave the gap for now recall six months",
    expect: {
      CC: 'Scale and polish we booked at his exam',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies',
      PERIO: 'BPE 2 2 2 / 3 2 2. Bleeding on probing lower left. 4 mm pocket 35 distal',
      DENTAL: [
        ['36', 'Missing'],
        ['37', 'Missing'],
        ['25', 'Missing'],
      ],
      CONSULT:
        "Reminded him of the practice policy that after 3 missed appointments we can't keep offering NHS appointments. Discussed a partial denture to replace the lower left gap band 3 which is £319. He said he can't afford it right now. He's happy to leave the gap for now",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NOTES: 'He missed the last 2 appointments without ringing',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cu06-uk-asr-fdi-nhs-child-free-under-18-fissure-sealants-ortho-referral-letter',
    style: 'UK',
    asr: true,
    transcript:
      "eleven year old attended with dad for fissure sealants on the lower sixes dad asked if there's a charge told him nhs treatment is free under eighteen medical history fit and well no allergies intra oral soft tissues healthy crowding upper and lower three six and four six deep fissures no caries one six and two six sealants intact fissure sealants three six and four six under cotton wool rolls fluoride varnish applied discussed braces dad would like a referral referral letter sent to the orthodontist for assessment he was great recall six months",
    expect: {
      CC: 'Fissure sealants on the lower sixes',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy. Crowding upper and lower',
      DENTAL: [
        ['36', 'Deep fissures no caries'],
        ['46', 'Deep fissures no caries'],
        ['16', 'Sealants intact'],
        ['26', 'Sealants intact'],
      ],
      CONSULT:
        "Dad asked if there's a charge. Told him NHS treatment is free under 18. Discussed braces. Dad would like a referral",
      'TX TODAY': ['Fissure sealants 36, 46', 'Fluoride varnish'],
      TX: ['Fissure sealants 36, 46 under cotton wool rolls', 'Fluoride varnish applied'],
      'TX PLAN': ['Referral letter sent to the orthodontist for assessment'],
      NOTES: '11 year old attended with dad. He was great',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK mixed NHS / private dentist (FDI, typed)
  defineCase({
    id: 'cu07-uk-typed-fdi-implant-consult-25-nhs-vs-private-estimate-signed-deposit',
    style: 'UK',
    asr: false,
    transcript:
      'Consultation re gap UL, 25 lost last year. Wants a fixed option. MH: no change, NKDA, non-smoker. BPE 1 1 1 / 1 1 1. 25 missing, good ridge width. 24 MO comp, sound. 26 DO amalgam, sound. OPG: adequate bone height 25 region, no pathology. Options: no treatment, NHS acrylic partial denture (Band 3, £319.10), NHS bridge 24-26 (Band 3, £319.10), private adhesive bridge (£850), private implant (£2,750 incl. crown). Risks and benefits of each explained. Pt chose implant. Written estimate and private treatment plan signed. £500 deposit taken to book surgery, balance on 0% payment plan over 12 months. Plan: CBCT 25, implant placement 25.',
    expect: {
      CC: 'Consultation re gap UL, 25 lost last year. Wants a fixed option',
      'MED HX': 'No change, NKDA, non-smoker',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['25', 'Missing, good ridge width'],
        ['24', 'MO comp, sound'],
        ['26', 'DO amalgam, sound'],
      ],
      RADIO: 'OPG: adequate bone height 25 region, no pathology',
      CONSULT:
        'Options: no treatment, NHS acrylic partial denture (Band 3, £319.10), NHS bridge 24-26 (Band 3, £319.10), private adhesive bridge (£850), private implant (£2,750 incl. crown). Risks and benefits of each explained. Pt chose implant',
      CONSENT: 'Written estimate and private treatment plan signed',
      'TX PLAN': ['CBCT 25', 'Implant placement 25'],
      NOTES: '£500 deposit taken to book surgery, balance on 0% payment plan over 12 months',
    },
  }),
  defineCase({
    id: 'cu08-uk-typed-fdi-mixed-course-private-mod-composite-46-fp17-band-2-submitted',
    style: 'UK',
    asr: false,
    transcript:
      'Filling 46, private. Mixed course: exam and 16 O amalgam on NHS (Band 2), 46 private. Pt opted for a private white filling on 46 rather than NHS amalgam (quoted £165 at exam). MH: no change, NKDA. 46 MOD caries, not TTP. 47 sound. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal infil 46. Rubber dam. Caries removed, dentine firm, no exposure. Sectional matrix + wedges x2. Etch, bond, MOD comp 46, shade A2 (Filtek). Bite checked, polished. POIG. Private fee £165 paid today. NHS course closed, FP17 submitted as Band 2. Recall 6/12.',
    expect: {
      CC: 'Filling 46, private',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['46', 'MOD caries, not TTP'],
        ['47', 'Sound'],
      ],
      CONSULT: 'Pt opted for a private white filling on 46 rather than NHS amalgam (quoted £165 at exam)',
      'TX TODAY': ['MOD composite 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix + wedges x2',
        'Etch',
        'Bond',
        'MOD comp 46',
        'Shade A2 (Filtek)',
        'Bite checked',
        'Polished',
        'POIG',
      ],
      NOTES:
        'Mixed course: exam and 16 O amalgam on NHS (Band 2), 46 private. Private fee £165 paid today. NHS course closed, FP17 submitted as Band 2',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cu09-uk-typed-fdi-private-crown-prep-11-deposit-balance-at-fit-appends-change',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 11, private. Signed estimate on file (emax crown £695). 50% deposit paid today, balance due at fit. Pt on practice plan for hygiene only, crown not included. MH: no change, NKDA. 11 RCT (2019), large M and D composites, discoloured. 21 sound. 12 sound. Shade A2 with incisal translucency taken before prep. LA 1 x 2.2ml articaine 4% 1:100,000 adr buccal + palatal infil 11. Crown prep 11 with 1 mm shoulder. Retraction cord size 0. Impressions in Impregum (upper) and alginate (lower). Bite reg. Temp crown (Protemp A2) cemented with TempBond. Occlusion checked. POIG. NV: crown fit 11 in 2 weeks.',
    appends: ['Add to notes: pt asked for a receipt for her insurer; reception to email it.', 'Change 2 weeks to 10 days.'],
    expect: {
      CC: 'Crown prep 11, private',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['11', 'RCT (2019), large M and D composites, discoloured'],
        ['21', 'Sound'],
        ['12', 'Sound'],
      ],
      CONSENT: 'Signed estimate on file (emax crown £695)',
      'TX TODAY': ['Crown prep 11', 'Impressions', 'Temporary crown'],
      TX: [
        'Shade A2 with incisal translucency taken before prep',
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 11',
        'Crown prep 11 with 1 mm shoulder',
        'Retraction cord size 0',
        'Impressions in Impregum (upper) and alginate (lower)',
        'Bite reg',
        'Temp crown (Protemp A2) cemented with TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NOTES:
        '50% deposit paid today, balance due at fit. Pt on practice plan for hygiene only, crown not included. Pt asked for a receipt for her insurer; reception to email it',
      NV: ['Crown fit 11 in 10 days'],
    },
  }),
  defineCase({
    id: 'cu10-uk-typed-fdi-denplan-exam-late-cancellation-fee-waived-cracked-16-onlay',
    style: 'UK',
    asr: false,
    transcript:
      'Exam. Denplan Care pt. Cancelled last appt on the day; £35 late cancellation fee waived this once by practice manager. Reminded pt of our 24 h cancellation policy. MH: now on apixaban for AF, NKDA. EO: NAD. IO: NAD, oral cancer screen clear. BPE 2 2 2 / 2 2 2. 17 O amalgam, sound. 16 MOD amalgam, D marginal ridge cracked, not TTP. 26 crown, sound. 36 DO comp, sound. 46 missing. BWs (R & L) grade 1: no caries. Dx: cracked tooth 16. Discussed onlay 16: covered by Denplan except lab fee (£180). Pt wants to go ahead. S&P. OHI. NV: onlay prep 16. Recall 6/12.',
    expect: {
      CC: 'Exam',
      'MED HX': 'Now on apixaban for AF, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD, oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 2 2',
      DENTAL: [
        ['17', 'O amalgam, sound'],
        ['16', 'MOD amalgam, D marginal ridge cracked, not TTP'],
        ['26', 'Crown, sound'],
        ['36', 'DO comp, sound'],
        ['46', 'Missing'],
      ],
      RADIO: 'BWs (R & L) grade 1: no caries',
      DX: ['Cracked tooth 16'],
      CONSULT:
        'Reminded pt of our 24 h cancellation policy. Discussed onlay 16: covered by Denplan except lab fee (£180). Pt wants to go ahead',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      NOTES: 'Denplan Care pt. Cancelled last appt on the day; £35 late cancellation fee waived this once by practice manager',
      NV: ['Onlay prep 16'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cu11-uk-typed-fdi-pericoronitis-38-irrigation-nhs-referral-letter-vs-private',
    style: 'UK',
    asr: false,
    transcript:
      'Pain LL back tooth 4 days, hurts to open wide, bad taste. MH: no change, allergic to penicillin (rash). EO: L submandibular node tender, mouth opening 35 mm. IO: operculum over 38 swollen, pus on pressure. 38 partially erupted, no caries. 37 sound. OPG (justification: assess 38): 38 mesioangular impaction, roots close to IAN canal. Dx: pericoronitis 38. Irrigated under operculum with chlorhexidine 0.2%. OHI: soft brush to area. Advised hot salt water rinses. Options for removal: NHS referral to hospital oral surgery (no charge, waiting list approx 6-9 months) or privately with our visiting oral surgeon (£450, within 4 weeks). Pt chose NHS referral. Referral letter with OPG sent to oral surgery today. Review 1/52 if not settling.',
    expect: {
      CC: 'Pain LL back tooth 4 days, hurts to open wide, bad taste',
      'MED HX': 'No change, allergic to penicillin (rash)',
      EXTRA: 'L submandibular node tender, mouth opening 35 mm',
      INTRA: 'Operculum over 38 swollen, pus on pressure',
      DENTAL: [
        ['38', 'Partially erupted, no caries'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG (justification: assess 38): 38 mesioangular impaction, roots close to IAN canal',
      DX: ['Pericoronitis 38'],
      CONSULT:
        'Advised hot salt water rinses. Options for removal: NHS referral to hospital oral surgery (no charge, waiting list approx 6-9 months) or privately with our visiting oral surgeon (£450, within 4 weeks). Pt chose NHS referral',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: ['Irrigated under operculum with chlorhexidine 0.2%', 'OHI: soft brush to area'],
      'TX PLAN': ['Referral letter with OPG sent to oral surgery today'],
      'F/U': 'Review 1 week if not settling',
    },
  }),
  defineCase({
    id: 'cu12-uk-typed-fdi-cracked-16-declines-crown-on-cost-nhs-modp-amalgam-repair',
    style: 'UK',
    asr: false,
    transcript:
      'Sharp edge UR, broke a bit of tooth on toast 2 days ago. No pain. MH: no change, NKDA. 16 MOD amalgam, fractured MP cusp, crack line D marginal ridge, not TTP, ethyl chloride +ve. 15 DO comp, sound. 17 sound. Dx: cracked tooth 16 with lost cusp. Advised crown 16: private gold onlay £620 or emax crown £650, or NHS crown (Band 3, £319.10). Pt declined all crown options due to cost at the moment, aware of risk of further fracture. Chose NHS amalgam repair for now (Band 2, £73.50). NHS Band 2 course opened. Verbal consent for amalgam repair. LA 1 x 2.2ml lidocaine 2% 1:80,000 adr buccal + palatal infil 16. Old amalgam partly removed, no caries underneath. MODP amalgam 16 with cusp coverage (Siqveland matrix). Carved, bite checked. POIG. Recall 6/12; re-discuss crown then.',
    expect: {
      CC: 'Sharp edge UR, broke a bit of tooth on toast 2 days ago. No pain',
      'MED HX': 'No change, NKDA',
      DENTAL: [
        ['16', 'MOD amalgam, fractured MP cusp, crack line D marginal ridge, not TTP, ethyl chloride +ve', 'MP cusp'],
        ['15', 'DO comp, sound'],
        ['17', 'Sound'],
      ],
      DX: ['Cracked tooth 16 with lost cusp'],
      CONSULT:
        'Advised crown 16: private gold onlay £620 or emax crown £650, or NHS crown (Band 3, £319.10). Pt declined all crown options due to cost at the moment, aware of risk of further fracture. Chose NHS amalgam repair for now (Band 2, £73.50)',
      CONSENT: 'Verbal consent for amalgam repair',
      'TX TODAY': ['MODP amalgam 16'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Old amalgam partly removed',
        'No caries underneath',
        'MODP amalgam 16 with cusp coverage (Siqveland matrix)',
        'Carved',
        'Bite checked',
        'POIG',
      ],
      NOTES: 'NHS Band 2 course opened',
      'F/U': 'Recall 6 months; re-discuss crown then',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist (Universal, recogniser-style)
  defineCase({
    id: 'cu13-us-asr-periodic-exam-prophy-benefits-left-before-reset-mo-caries-3',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "periodic exam and prophy no concerns medical history no changes takes lisinopril no allergies extraoral within normal limits intraoral within normal limits psr two two two two two two light calculus lower anteriors number three mesial occlusal caries number two occlusal amalgam sound number fourteen crown margins intact number nineteen mesial occlusal sorry distal occlusal composite sound four bitewings number three mesial caries into dentin no other caries diagnosis caries number three prophy oral hygiene instruction uh she asked if she has enough benefits left for the filling told her about six hundred dollars left on her annual max filling's covered at eighty percent next visit mesial occlusal composite number three front desk to book it before her benefits reset in january recall six months",
    expect: {
      CC: 'Periodic exam and prophy. No concerns',
      'MED HX': 'No changes. Takes lisinopril. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR 2 2 2 / 2 2 2. Light calculus lower anteriors',
      DENTAL: [
        ['3', 'MO caries'],
        ['2', 'O amalgam sound'],
        ['14', 'Crown margins intact'],
        ['19', 'DO composite sound'],
      ],
      RADIO: '4 bitewings. #3 mesial caries into dentin. No other caries',
      DX: ['Caries #3'],
      CONSULT:
        "She asked if she has enough benefits left for the filling. Told her about $600 left on her annual max. Filling's covered at 80%",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'Oral hygiene instruction'],
      NOTES: 'Front desk to book it before her benefits reset in January',
      NV: ['MO composite #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cu14-us-asr-fractured-dl-cusp-30-annual-max-used-crown-deferred-gic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "limited exam she broke a piece off number thirty eating popcorn last night not painful just sharp medical history no changes allergic to codeine extraoral within normal limits intraoral tongue slightly irritated right side from the sharp edge number thirty large mesial occlusal distal amalgam fractured distolingual cusp no caries not tender to percussion normal response to cold numbers twenty nine and thirty one sound pa of thirty no periapical pathology diagnosis fractured cusp number thirty told her it needs a crown she's already used her annual maximum this year insurance won't pay till january quoted fourteen hundred dollars out of pocket or eleven hundred with our membership plan she'd rather wait till january warned her it could break further smoothed the sharp edge with a finishing bur placed glass ionomer over the exposed dentin on thirty next visit crown prep number thirty in january",
    expect: {
      CC: 'Limited exam. She broke a piece off #30 eating popcorn last night. Not painful just sharp',
      'MED HX': 'No changes. Allergic to codeine',
      EXTRA: 'Within normal limits',
      INTRA: 'Tongue slightly irritated right side from the sharp edge',
      DENTAL: [
        ['30', 'Large MOD amalgam fractured DL cusp no caries not tender to percussion normal response to cold', 'DL cusp'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA of #30 no periapical pathology',
      DX: ['Fractured cusp #30'],
      CONSULT:
        "Told her it needs a crown. She's already used her annual maximum this year. Insurance won't pay till January. Quoted $1,400 out of pocket or $1,100 with our membership plan. She'd rather wait till January. Warned her it could break further",
      'TX TODAY': ['GIC #30'],
      TX: ['Smoothed the sharp edge with a finishing bur', 'Placed glass ionomer over the exposed dentin #30'],
      NV: ['Crown prep #30 in January'],
    },
  }),
  defineCase({
    id: 'cu15-us-asr-emergency-pulpectomy-19-pre-authorization-for-crown-ibuprofen',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency severe pain lower left since yesterday can't sleep medical history no changes no allergies extraoral no swelling intraoral within normal limits number nineteen large distal caries lingering pain to cold tender to percussion numbers eighteen and twenty sound pa of nineteen deep distal caries into the pulp widened pdl diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number nineteen recommended root canal buildup and crown her insurance needs a pre authorization for the crown told her we'll start the root canal today to get her out of pain and send the pre auth for the crown with the x ray consent signed two carpules articaine four percent one to one hundred thousand epi left ianb rubber dam access pulpectomy number nineteen canals irrigated with sodium hypochlorite calcium hydroxide and cavit rx ibuprofen six hundred milligrams every six hours as needed next visit finish root canal number nineteen",
    expect: {
      CC: "Emergency. Severe pain lower left since yesterday. Can't sleep",
      'MED HX': 'No changes. No allergies',
      EXTRA: 'No swelling',
      INTRA: 'Within normal limits',
      DENTAL: [
        ['19', 'Large D caries lingering pain to cold tender to percussion'],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA of #19 deep distal caries into the pulp. Widened PDL',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT:
        "Recommended root canal buildup and crown. Her insurance needs a pre-authorization for the crown. Told her we'll start the root canal today to get her out of pain and send the pre-auth for the crown with the x-ray",
      CONSENT: 'Consent signed',
      'TX TODAY': ['Pulpectomy #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Access',
        'Pulpectomy #19',
        'Canals irrigated with sodium hypochlorite',
        'Calcium hydroxide and Cavit',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NV: ['Finish RCT #19'],
    },
  }),
  defineCase({
    id: 'cu16-us-asr-srp-ur-lr-missed-appointment-policy-80-percent-coverage-arestin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for scaling and root planing upper right and lower right she missed two appointments last year without calling reviewed our missed appointment policy with her fifty dollar fee for any missed appointment without twenty four hours notice medical history no changes type two diabetes last a one c seven point two no allergies pockets five to seven millimeters posterior bleeding on probing forty percent diagnosis generalized moderate periodontitis explained insurance covers eighty percent after deductible she's paying her twenty percent today two carpules lidocaine two percent one to one hundred thousand epi right ianb one carpule articaine four percent one to one hundred thousand epi upper right buccal infiltration scaling and root planing upper right and lower right with cavitron and hand instruments arestin placed number three distal oral hygiene instruction waterpik next visit scaling and root planing upper left and lower left",
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes. Type 2 diabetes. Last A1c 7.2. No allergies',
      PERIO: 'Pockets 5 to 7 mm posterior. Bleeding on probing 40%',
      DX: ['Generalized moderate periodontitis'],
      CONSULT:
        'Reviewed our missed appointment policy with her. $50 fee for any missed appointment without 24 hours notice. Explained insurance covers 80% after deductible',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration upper right',
        'Scaling and root planing upper right and lower right with Cavitron and hand instruments',
        'Arestin placed #3 distal',
        'Oral hygiene instruction Waterpik',
      ],
      NOTES: "She missed 2 appointments last year without calling. She's paying her 20% today",
      NV: ['SRP upper left and lower left'],
    },
  }),
  defineCase({
    id: 'cu17-us-asr-extraction-14-graft-treatment-plan-signed-carecredit-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult and extraction number fourteen she's been putting it off because of cost medical history no changes takes levothyroxine allergic to sulfa extraoral within normal limits intraoral within normal limits number fourteen broken down to the gum line roots retained not restorable number thirteen mesial occlusal composite sound number fifteen sound pa of fourteen retained roots small periapical lucency diagnosis nonrestorable number fourteen reviewed three options implant bridge or partial after extraction her insurance pays fifty percent of the implant up to her fifteen hundred dollar max gave her a written estimate she chose extraction with bone graft and implant later she signed the treatment plan and financial agreement she applied for care credit and was approved two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number fourteen extracted number fourteen sectioned the roots with a surgical handpiece sorry with a high speed bur bone graft placed collagen plug sutured with four oh chromic gut post op instructions given plan implant number fourteen in four months next visit suture check in two weeks",
    appends: ['add to notes she wants morning appointments because of work', 'change two weeks to ten days'],
    expect: {
      CC: "Consult and extraction #14. She's been putting it off because of cost",
      'MED HX': 'No changes. Takes levothyroxine. Allergic to sulfa',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      DENTAL: [
        ['14', 'Broken down to the gum line roots retained not restorable'],
        ['13', 'MO composite sound'],
        ['15', 'Sound'],
      ],
      RADIO: 'PA of #14 retained roots. Small periapical lucency',
      DX: ['Nonrestorable #14'],
      CONSULT:
        'Reviewed 3 options implant bridge or partial after extraction. Her insurance pays 50% of the implant up to her $1,500 max. Gave her a written estimate. She chose extraction with bone graft and implant later',
      CONSENT: 'She signed the treatment plan and financial agreement',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Extracted #14',
        'Sectioned the roots with a high speed bur',
        'Bone graft placed',
        'Collagen plug',
        'Sutured with 4-0 chromic gut',
        'Post-op instructions given',
      ],
      'TX PLAN': ['Implant #14 in 4 months'],
      NOTES: 'She applied for CareCredit and was approved. She wants morning appointments because of work',
      NV: ['Suture check in 10 days'],
    },
  }),
  defineCase({
    id: 'cu18-us-asr-teen-medicaid-checkup-pano-third-molars-oral-surgery-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "sixteen year old with mom here for his six month checkup he has medicaid mom asked if wisdom teeth removal is covered told her medicaid usually covers it with a referral if they're impacted medical history healthy no meds allergic to amoxicillin extraoral within normal limits intraoral within normal limits gums puffy around the lower molars psr two two two two two two number one and number sixteen not erupted numbers seventeen and thirty two partially erupted no caries numbers three fourteen nineteen and thirty sealants intact pano taken to check the wisdom teeth seventeen and thirty two mesioangular impacted one and sixteen developing no caries prophy fluoride varnish oral hygiene instruction brushing along the gum line referral to oral surgery for evaluation of all four wisdom teeth front desk to send the referral form with the pano recall six months",
    expect: {
      CC: 'His 6 month checkup',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'Gums puffy around the lower molars. PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['1', 'Not erupted'],
        ['16', 'Not erupted'],
        ['17', 'Partially erupted no caries'],
        ['32', 'Partially erupted no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
      ],
      RADIO: 'Pano taken to check the wisdom teeth. #17 and #32 mesioangular impacted. #1 and #16 developing. No caries',
      CONSULT:
        "Mom asked if wisdom teeth removal is covered. Told her Medicaid usually covers it with a referral if they're impacted",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'Oral hygiene instruction brushing along the gum line'],
      'TX PLAN': ['Referral to oral surgery for evaluation of all 4 wisdom teeth'],
      NOTES: '16 year old with mom. He has Medicaid. Front desk to send the referral form with the pano',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. US practice dictating insurance narratives (Universal, typed)
  defineCase({
    id: 'cu19-us-typed-crown-prep-3-buildup-cdt-codes-pre-auth-approved-narrative',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #3. Pre-auth approved (copy in chart). Med hx: no changes, HTN on amlodipine, NKDA, BP 132/84. #3 MOD amalgam with fractured MB cusp, recurrent caries at D margin, craze lines. #2 O amalgam, sound. #4 sound. Dx: fractured cusp with recurrent caries #3. LA 2 carpules articaine 4% 1:100,000 epi, buccal + palatal infiltration #3. Amalgam and caries removed, no pulp exposure. Core buildup with Fluorocore (D2950). Crown prep #3 for full-coverage zirconia (D2740). Retraction cord size 00. Digital scan upper and lower, bite scan. Temp crown (Integrity A3) cemented with TempBond NE. Occlusion checked. POI given. Narrative for claim: #3 has MOD amalgam with fractured MB cusp and recurrent decay; more than 50% of coronal tooth structure lost; full coverage needed to restore function. Pre-op photo and BWX attached. NV: crown seat #3 in 2 weeks.',
    expect: {
      CC: 'Crown prep #3',
      'MED HX': 'No changes, HTN on amlodipine, NKDA, BP 132/84',
      DENTAL: [
        ['3', 'MOD amalgam with fractured MB cusp, recurrent caries at D margin, craze lines', 'MB cusp'],
        ['2', 'O amalgam, sound'],
        ['4', 'Sound'],
      ],
      DX: ['Fractured cusp with recurrent caries #3'],
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Amalgam and caries removed',
        'No pulp exposure',
        'Core buildup with Fluorocore (D2950)',
        'Crown prep #3 for full-coverage zirconia (D2740)',
        'Retraction cord size 00',
        'Digital scan upper and lower',
        'Bite scan',
        'Temp crown (Integrity A3) cemented with TempBond NE',
        'Occlusion checked',
        'POI given',
      ],
      NOTES:
        'Pre-auth approved (copy in chart). Narrative for claim: #3 has MOD amalgam with fractured MB cusp and recurrent decay; more than 50% of coronal tooth structure lost; full coverage needed to restore function. Pre-op photo and BWX attached',
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cu20-us-typed-srp-lower-quads-d4341-narrative-smoker-furcation-re-eval',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP LR and LL quads (D4341 x 2), UR and UL done 2 wks ago. Med hx: no changes, type 2 diabetes (A1c 7.8), smoker, 10 cigs/day, NKDA. Generalized 5-7 mm PD posterior, BOP 45%, furcation class I #19 and #30. #18 missing. #31 Class I mobility. FMX (last month): radiographic bone loss 30-40% generalized. Dx: generalized periodontitis stage III grade C. LA 2 carpules lidocaine 2% 1:100,000 epi, left IANB. LA 2 carpules lidocaine 2% 1:100,000 epi, right IANB. SRP lower left and lower right with ultrasonic and Gracey curettes. OHI: interdental brushes + Waterpik. Smoking cessation discussed; pt not ready. Narrative: pt has 5-7 mm pockets with BOP and radiographic bone loss on 4+ teeth per quad; SRP medically necessary; perio charting and FMX attached. NV: perio re-eval in 6 weeks.',
    expect: {
      CC: 'SRP LR and LL quads (D4341 x 2), UR and UL done 2 wks ago',
      'MED HX': 'No changes, type 2 diabetes (A1c 7.8), smoker, 10 cigs/day, NKDA',
      PERIO: 'Generalized 5-7 mm PD posterior, BOP 45%, furcation class I #19 and #30',
      DENTAL: [
        ['18', 'Missing'],
        ['31', 'Class I mobility'],
      ],
      RADIO: 'FMX (last month): radiographic bone loss 30-40% generalized',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT: 'Smoking cessation discussed; pt not ready',
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'SRP lower left and lower right with ultrasonic and Gracey curettes',
        'OHI: interdental brushes + Waterpik',
      ],
      NOTES:
        'Narrative: pt has 5-7 mm pockets with BOP and radiographic bone loss on 4+ teeth per quad; SRP medically necessary; perio charting and FMX attached',
      NV: ['Perio re-eval in 6 weeks'],
    },
  }),
  defineCase({
    id: 'cu21-us-typed-buildup-crown-prep-19-denied-claim-resubmitted-appends-remove',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #19 (RCT completed here 3 wks ago). Pre-auth: crown (D2750) approved, buildup (D2950) denied as "not necessary"; resubmitting with narrative. Med hx: no changes, NKDA. #19 access sealed with Cavit, MOD cavity, L cusp thin, not TTP. #18 O composite, sound. #20 DO composite, sound. PA #19: obturation good, no periapical lesion. LA 1 carpule articaine 4% 1:100,000 epi, left IANB. Cavit removed, 2 mm GP removed from canals. Core buildup with Paracore. Crown prep #19 for PFM. Cord, PVS impression, bite reg. Temp crown cemented with TempBond. POI given. Narrative (D2950): buildup needed as less than 50% of coronal structure remains after RCT; MOD cavity with thin L cusp; retention for crown requires core. Pre-op PA attached. NV: crown seat #19 in 2 weeks.',
    appends: [
      "Add to treatment: shade A3.5 sent to lab. Add to notes: pt asked us to bill secondary insurance (spouse's plan).",
      'Remove pre-op PA attached.',
    ],
    expect: {
      CC: 'Crown prep #19 (RCT completed here 3 wks ago)',
      'MED HX': 'No changes, NKDA',
      DENTAL: [
        ['19', 'Access sealed with Cavit, MOD cavity, L cusp thin, not TTP'],
        ['18', 'O composite, sound'],
        ['20', 'DO composite, sound'],
      ],
      RADIO: 'PA #19: obturation good, no periapical lesion',
      'TX TODAY': ['Crown prep #19', 'Impression', 'Temporary crown'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left',
        'Cavit removed',
        '2 mm GP removed from canals',
        'Core buildup with Paracore',
        'Crown prep #19 for PFM',
        'Cord',
        'PVS impression',
        'Bite reg',
        'Temp crown cemented with TempBond',
        'POI given',
        'Shade A3.5 sent to lab',
      ],
      NOTES:
        "Pre-auth: crown (D2750) approved, buildup (D2950) denied as \"not necessary\"; resubmitting with narrative. Narrative (D2950): buildup needed as less than 50% of coronal structure remains after RCT; MOD cavity with thin L cusp; retention for crown requires core. Pt asked us to bill secondary insurance (spouse's plan)",
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'cu22-us-typed-surgical-extraction-32-d7210-narrative-pt-portion-quoted',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Ext #32. Pain on and off 3 months, food trap. Med hx: no changes, allergic to penicillin. EO: WNL. IO: gingiva inflamed distal to #31. #32 erupted, large D caries into pulp (clinically), not mobile. #31 D caries, small. Pano (last visit): #32 mesioangular, roots curved, close to IAN canal. Dx: non-restorable #32. Reviewed risks incl. paresthesia and dry socket. Pt signed surgical consent. Insurance: covers 80% after $50 deductible; estimated pt portion $96 quoted to pt. LA 2 carpules lidocaine 2% 1:100,000 epi, right IANB. LA 1 carpule articaine 4% 1:100,000 epi, buccal infiltration #32. Full-thickness flap, buccal bone removed, tooth sectioned, surgical extraction #32 (D7210). Socket irrigated with saline, 2 sutures 4-0 chromic gut. Gauze, hemostasis achieved. POI given verbal and written. Rx ibuprofen 600 mg q6h prn, chlorhexidine 0.12% rinse from tomorrow. Narrative (D7210): erupted tooth requiring flap, bone removal and sectioning due to curved roots. NV: post-op check in 1 week; D composite #31.',
    expect: {
      CC: 'Ext #32. Pain on and off 3 months, food trap',
      'MED HX': 'No changes, allergic to penicillin',
      EXTRA: 'WNL',
      INTRA: 'Gingiva inflamed distal to #31',
      DENTAL: [
        ['32', 'Erupted, large D caries into pulp (clinically), not mobile'],
        ['31', 'D caries, small'],
      ],
      RADIO: 'Pano (last visit): #32 mesioangular, roots curved, close to IAN canal',
      DX: ['Non-restorable #32'],
      CONSULT:
        'Reviewed risks incl. paresthesia and dry socket. Insurance: covers 80% after $50 deductible; estimated pt portion $96 quoted to pt',
      CONSENT: 'Pt signed surgical consent',
      'TX TODAY': ['Surgical extraction #32'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #32',
        'Full-thickness flap',
        'Buccal bone removed',
        'Tooth sectioned',
        'Surgical extraction #32 (D7210)',
        'Socket irrigated with saline',
        '2 sutures 4-0 chromic gut',
        'Gauze',
        'Hemostasis achieved',
        'POI given verbal and written',
        'Rx ibuprofen 600 mg q6h prn',
        'Chlorhexidine 0.12% rinse from tomorrow',
      ],
      NOTES: 'Narrative (D7210): erupted tooth requiring flap, bone removal and sectioning due to curved roots',
      NV: ['Post-op check in 1 week', 'D composite #31'],
    },
  }),
  defineCase({
    id: 'cu23-us-typed-periodic-exam-bwx-frequency-limit-fluoride-declined-on-cost',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam (D0120) + adult prophy (D1110). No complaints. Med hx: no changes, NKDA. EO: WNL. IO: WNL, oral cancer screening negative. PSR 1 1 1 / 1 2 1. #2 MO composite, sound. #15 O amalgam, sound. #18 DO composite, marginal stain, no caries. #31 PFM crown, margins intact. Recession 2 mm buccal #21 and #28, exposed roots. BWX not taken (insurance allows 1 set per 12 months, last set 8 months ago). Pt declined to pay $65 out of pocket for BWX. No caries detected clinically. Prophy, OHI. Recommended fluoride varnish (D1206) for the exposed roots; not covered over age 18, $38 out of pocket; pt declined. Recall 6 months with BWX.',
    expect: {
      CC: 'Periodic exam (D0120) + adult prophy (D1110). No complaints',
      'MED HX': 'No changes, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, oral cancer screening negative. No caries detected clinically',
      PERIO: 'PSR 1 1 1 / 1 2 1. Recession 2 mm buccal #21 and #28, exposed roots',
      DENTAL: [
        ['2', 'MO composite, sound'],
        ['15', 'O amalgam, sound'],
        ['18', 'DO composite, marginal stain, no caries'],
        ['31', 'PFM crown, margins intact'],
      ],
      RADIO: 'BWX not taken (insurance allows 1 set per 12 months, last set 8 months ago)',
      CONSULT:
        'Pt declined to pay $65 out of pocket for BWX. Recommended fluoride varnish (D1206) for the exposed roots; not covered over age 18, $38 out of pocket; pt declined',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy', 'OHI'],
      'F/U': 'Recall 6 months with BWX',
    },
  }),
  defineCase({
    id: 'cu24-us-typed-limited-exam-fractured-mi-corner-8-composite-d2335-narrative',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Limited exam (D0140). Pt tripped on stairs last night, chipped upper front tooth. No LOC, no other injuries. Sensitive to cold air. Med hx: no changes, seasonal allergies (Zyrtec), NKDA. EO: small abrasion on chin, healing. IO: upper lip mucosa bruised, no lacerations. #8 fractured MI corner, enamel-dentin, no pulp exposure, not mobile, TTP slight, EPT +. #9 craze line, not mobile, EPT +. #7 and #10 sound. PA #8-#9 (D0220): no root fracture, PDL normal. Dx: uncomplicated crown fracture #8. No anesthesia needed. Shade A1 selected. Etch, bond, MI composite #8 (D2335) with Filtek Supreme, polished. Occlusion checked. Advised soft diet and to avoid biting with front teeth for 1 week. Narrative (D2335): trauma fracture involving incisal angle of #8; restored to prevent sensitivity and further fracture. Pt's accident insurance (non-dental) may also cover; copy of notes given to pt. Review in 6 weeks for vitality check #8, #9.",
    expect: {
      CC: 'Limited exam (D0140). Pt tripped on stairs last night, chipped upper front tooth. No LOC, no other injuries. Sensitive to cold air',
      'MED HX': 'No changes, seasonal allergies (Zyrtec), NKDA',
      EXTRA: 'Small abrasion on chin, healing',
      INTRA: 'Upper lip mucosa bruised, no lacerations',
      DENTAL: [
        ['8', 'Fractured MI corner, enamel-dentin, no pulp exposure, not mobile, TTP slight, EPT +', 'MI corner'],
        ['9', 'Craze line, not mobile, EPT +'],
        ['7', 'Sound'],
        ['10', 'Sound'],
      ],
      RADIO: 'PA #8-#9 (D0220): no root fracture, PDL normal',
      DX: ['Uncomplicated crown fracture #8'],
      CONSULT: 'Advised soft diet and to avoid biting with front teeth for 1 week',
      'TX TODAY': ['MI composite #8'],
      TX: [
        'No anesthesia needed',
        'Shade A1 selected',
        'Etch',
        'Bond',
        'MI composite #8 (D2335) with Filtek Supreme',
        'Polished',
        'Occlusion checked',
      ],
      NOTES:
        "Narrative (D2335): trauma fracture involving incisal angle of #8; restored to prevent sensitivity and further fracture. Pt's accident insurance (non-dental) may also cover; copy of notes given to pt",
      'F/U': 'Review in 6 weeks for vitality check #8, #9',
    },
  }),

  // ---------------------------------------------------------------- 5. Irish dentist (FDI, mixed)
  defineCase({
    id: 'cu25-ie-typed-fdi-prsi-treatment-benefit-exam-s-and-p-balance-paid',
    style: 'UK',
    asr: false,
    transcript:
      'Exam + scale & polish under PRSI Treatment Benefit. No complaints. PRSI eligibility confirmed online, pt signed the form. MH: no change, NKDA, non-smoker. EO: NAD. IO: NAD. BPE 1 2 1 / 2 2 1. 17 O amalgam, sound. 15 DO comp, sound. 36 MOD amalgam, sound. 46 O comp, sound. 48 partially erupted, no symptoms. No radiographs due. S&P. OHI (interdental brushes). Explained PRSI covers the exam and part of the scale and polish. Pt paid €15 balance. Advised using interdental brushes nightly. Recall 12/12.',
    expect: {
      CC: 'Exam + scale & polish under PRSI Treatment Benefit. No complaints',
      'MED HX': 'No change, NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 2 1 / 2 2 1',
      DENTAL: [
        ['17', 'O amalgam, sound'],
        ['15', 'DO comp, sound'],
        ['36', 'MOD amalgam, sound'],
        ['46', 'O comp, sound'],
        ['48', 'Partially erupted, no symptoms'],
      ],
      RADIO: 'No radiographs due',
      CONSULT:
        'Explained PRSI covers the exam and part of the scale and polish. Advised using interdental brushes nightly',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI (interdental brushes)'],
      NOTES: 'PRSI eligibility confirmed online, pt signed the form. Pt paid €15 balance',
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'cu26-ie-asr-fdi-medical-card-rct-not-covered-extraction-46-sorry-amalgam',
    style: 'UK',
    asr: true,
    transcript:
      "he's here because of pain lower right for a week worse at night he has a medical card medical history no changes high cholesterol takes atorvastatin no allergies extra oral nad intra oral nad four six large disto occlusal caries tender to percussion no response to cold four seven mesial occlusal amalgam sorry occlusal amalgam sound four five sound pa four six periapical radiolucency mesial root diagnosis symptomatic apical periodontitis four six explained root canal on a back tooth isn't covered on the medical card privately it'd be about six hundred and fifty euro plus a crown he can't afford that so he wants it out extraction is covered on the medical card verbal consent la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right plus buccal infiltration four six extracted four six roots sectioned with a bur all roots out haemostasis achieved post op instructions given verbal and written review if any problems",
    expect: {
      CC: 'Pain lower right for a week. Worse at night',
      'MED HX': 'No changes. High cholesterol. Takes atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['46', 'Large DO caries tender to percussion no response to cold'],
        ['47', 'O amalgam sound'],
        ['45', 'Sound'],
      ],
      RADIO: 'PA 46 periapical radiolucency mesial root',
      DX: ['Symptomatic apical periodontitis 46'],
      CONSULT:
        "Explained root canal on a back tooth isn't covered on the medical card. Privately it'd be about €650 plus a crown. He can't afford that so he wants it out. Extraction is covered on the medical card",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extraction 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Extracted 46',
        'Roots sectioned with a bur',
        'All roots out',
        'Haemostasis achieved',
        'Post-op instructions given verbal and written',
      ],
      NOTES: 'He has a medical card',
      'F/U': 'Review if any problems',
    },
  }),
  defineCase({
    id: 'cu27-ie-typed-fdi-medical-card-hse-prior-approval-temporary-dressing-25',
    style: 'UK',
    asr: false,
    transcript:
      'Attended with broken filling 25, sensitive to sweet. Medical card holder; has had 2 fillings this year so further fillings need HSE prior approval. MH: no change, asthma (Ventolin PRN), NKDA. 25 DO amalgam lost, D caries, no TTP, normal response to cold. 24 sound. 26 MO comp, sound. Bitewing R: 25 D caries into outer dentine, no other caries. Dx: caries 25 with reversible pulpitis. Explained options: wait for HSE approval (approx 2-4 weeks) or private DO composite today €120. Pt chose to wait for approval. Temporary dressing 25 with GIC, no LA. Prior approval form completed and sent to HSE today. NV: DO amalgam 25 once approved.',
    expect: {
      CC: 'Broken filling 25, sensitive to sweet',
      'MED HX': 'No change, asthma (Ventolin PRN), NKDA',
      DENTAL: [
        ['25', 'DO amalgam lost, D caries, no TTP, normal response to cold'],
        ['24', 'Sound'],
        ['26', 'MO comp, sound'],
      ],
      RADIO: 'Bitewing R: 25 D caries into outer dentine, no other caries',
      DX: ['Caries 25 with reversible pulpitis'],
      CONSULT:
        'Explained options: wait for HSE approval (approx 2-4 weeks) or private DO composite today €120. Pt chose to wait for approval',
      'TX TODAY': ['Temporary dressing 25'],
      TX: ['Temporary dressing 25 with GIC', 'No LA'],
      NOTES:
        'Medical card holder; has had 2 fillings this year so further fillings need HSE prior approval. Prior approval form completed and sent to HSE today',
      NV: ['DO amalgam 25 once approved'],
    },
  }),
  defineCase({
    id: 'cu28-ie-asr-fdi-child-school-screening-letter-private-o-composite-36-paid',
    style: 'UK',
    asr: true,
    transcript:
      "nine year old with mum she got a letter from the hse school screening saying she needs a filling mum chose to come privately rather than wait for the hse clinic medical history fit and well no allergies intra oral soft tissues healthy three six occlusal caries small four six fissure sealant intact five five and six five sound explained the filling is eighty euro privately mum's fine with that no la needed cotton wool rolls caries removed with the slow handpiece occlusal composite three six shade a two sorry a one fluoride varnish applied she was a star mum paid on the day recall six months",
    expect: {
      CC: 'She got a letter from the HSE school screening saying she needs a filling',
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['36', 'O caries small'],
        ['46', 'Fissure sealant intact'],
        ['55', 'Sound'],
        ['65', 'Sound'],
      ],
      CONSULT:
        "Mum chose to come privately rather than wait for the HSE clinic. Explained the filling is €80 privately. Mum's fine with that",
      'TX TODAY': ['O composite 36', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Cotton wool rolls',
        'Caries removed with the slow handpiece',
        'O composite 36',
        'Shade A1',
        'Fluoride varnish applied',
      ],
      NOTES: '9 year old with mum. She was a star. Mum paid on the day',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cu29-ie-typed-fdi-private-crown-fit-36-med-2-tax-relief-appends-nv',
    style: 'UK',
    asr: false,
    transcript:
      "Crown fit 36 (private, zirconia). No issues with temp. MH: no change, NKDA. 46 large MOD amalgam, craze lines, not TTP. Temp removed, TempBond cleaned off. Crown tried in: contacts good, margins sealed, occlusion high on ML cusp, adjusted and polished. Cemented with RelyX Unicem, excess removed, floss through. Occlusion rechecked in excursions. POIG. Balance of €450 paid today (€900 total). Med 2 form completed for tax relief. Explained crowns qualify for 20% tax relief but PRSI doesn't cover them. Recall 6/12.",
    appends: [
      'Add to notes: pt would like the 46 crown done next year once finances allow.',
      'Next visit: hygienist for scale and polish in 3 months.',
    ],
    expect: {
      CC: 'Crown fit 36 (private, zirconia). No issues with temp',
      'MED HX': 'No change, NKDA',
      DENTAL: [['46', 'Large MOD amalgam, craze lines, not TTP']],
      CONSULT: "Explained crowns qualify for 20% tax relief but PRSI doesn't cover them",
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'Temp removed',
        'TempBond cleaned off',
        'Crown tried in: contacts good',
        'Margins sealed',
        'Occlusion high on ML cusp',
        'Adjusted and polished',
        'Cemented with RelyX Unicem',
        'Excess removed',
        'Floss through',
        'Occlusion rechecked in excursions',
        'POIG',
      ],
      NOTES:
        'Balance of €450 paid today (€900 total). Med 2 form completed for tax relief. Pt would like the 46 crown done next year once finances allow',
      NV: ['Hygienist for scale and polish in 3 months'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'cu30-ie-asr-fdi-medical-card-denture-assessment-missed-fee-study-impressions',
    style: 'UK',
    asr: true,
    transcript:
      "she's in for a new lower denture assessment she has a medical card she missed her last appointment so there's a fifteen euro missed appointment fee reception will take it today medical history no changes type two diabetes on metformin allergic to elastoplast extra oral nad intra oral ridges well healed small ulcer under the old denture left side lower denture eight years old loose and broken flange three three and four four mobile grade one four two sorry four three sound explained the medical card covers a new denture but needs prior approval from the hse prior approval form sent to the hse today alginate impressions upper and lower for study models old lower denture flange repaired chairside and eased over the ulcer next visit primary impressions once approval comes through review ulcer two weeks",
    expect: {
      CC: 'New lower denture assessment',
      'MED HX': 'No changes. Type 2 diabetes on metformin. Allergic to Elastoplast',
      EXTRA: 'NAD',
      INTRA: 'Ridges well healed. Small ulcer under the old denture left side. Lower denture 8 years old loose and broken flange',
      DENTAL: [
        ['33', 'Mobile grade 1'],
        ['44', 'Mobile grade 1'],
        ['43', 'Sound'],
      ],
      CONSULT: 'Explained the medical card covers a new denture but needs prior approval from the HSE',
      'TX TODAY': ['Impressions', 'Denture adjustment'],
      TX: [
        'Alginate impressions upper and lower for study models',
        'Old lower denture flange repaired chairside and eased over the ulcer',
      ],
      NOTES:
        "She has a medical card. She missed her last appointment so there's a €15 missed appointment fee. Reception will take it today. Prior approval form sent to the HSE today",
      NV: ['Primary impressions once approval comes through'],
      'F/U': 'Review ulcer 2 weeks',
    },
  }),
];
