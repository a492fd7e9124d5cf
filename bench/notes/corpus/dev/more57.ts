// A fifty-seventh development batch (ids bg01–bg30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more52 / more53 as format examples) by a helper that had not seen the engine
// or any held-out split; every case was labelled before any engine run. It is a busy week at three mixed practices, as
// the recogniser hears it: every kind of visit (emergency toothache, trauma in children and adults with avulsion,
// luxation, crown fractures and splints, abscesses drained with antibiotics, a dry socket, pericoronitis, TMD / bruxism
// with splint impressions and a night guard, orthodontic referrals, sensitivity, cracked teeth, tooth wear, denture
// problems, new-patient examinations with long charts said as a list, recalls, fillings, extractions, children with a
// parent present), with sentence fragments, headers said mid-flow ("okay so diagnosis", "okay so plan", "new line
// plan"), teeth said every way ("thirty six", "three six", "lower left six", "tooth fourteen", "number nineteen",
// "letter s", "two six" in a Palmer practice, typed "LL6" in an FDI practice), surfaces said in full, drugs with dose,
// frequency and duration, histories with several conditions and medicines, allergies, referrals and patients' questions.
// Three practices, ten visits each:
//   bg01–bg10 a UK NHS practice (FDI; bg01–bg07 recogniser-style, bg08–bg10 typed): new patient with a long chart and a
//     range across the midline, emergency pulpitis dictated with "full stop" / "comma", a child's crown fracture and
//     lateral luxation splinted, a dry socket (appended dictation), an abscess drained with amoxicillin, two fillings
//     said as "lower left six" and "tooth fourteen", a child's Hall crown and sealant with dad, an adult avulsion
//     replanted and splinted (typed), tooth wear with BEWE and study models (typed), denture problems (typed);
//   bg11–bg20 a UK practice whose dentist says Palmer words (Palmer; bg11–bg17 recogniser-style, bg18–bg20 typed
//     shorthand): pericoronitis with metronidazole and a referral, a child's complicated crown fracture with partial
//     pulpotomy, TMD with splint impressions, a cracked LR6 ("new line"), a child's extraction of LLE with mum,
//     sensitivity with Gluma and Duraphat, a recall said in FDI digits ("two six" → UL6, "new line"), a new patient with
//     a long chart and a range across the midline (typed), an abscess drained with a penicillin allergy (typed), an
//     ectopic canine with an orthodontic referral (typed);
//   bg21–bg30 a US practice (Universal, primary letters for children; bg21–bg26 recogniser-style, bg27–bg30 typed):
//     emergency pulpitis with a pulpectomy and "scratch that", a child's first visit with SDF and mom's question, a
//     child's avulsion replanted and splinted, a night guard delivery, a periodic exam with a chart said as "tooth one
//     … tooth two …", a surgical extraction on Eliquis / after Fosamax, a typed new-patient exam with two ranges, a typed
//     crown prep on a cracked #14 with temporary crown, a typed denture sore-spot visit (appended dictation), a typed
//     recall with sealants and an orthodontic referral.
// UK style 20 (FDI 10, Palmer 10), US 10 (Universal, letters in bg22, bg23, bg30); 20 recogniser-style (lower case,
// number words, fillers, "sorry" / "no wait" / "no sorry" corrections, "scratch that", dictated "full stop" / "comma" in
// bg02 and "new line" in bg14 and bg17) and 10 typed; 121 to 208 words; two cases with appended dictation (bg04
// recogniser-style "add to notes …" / "change three days to two days"; bg29 typed "Add to treatment: …" / "Add to
// notes: …" / "Change 1 week to 10 days."). DENTAL in 28 cases (all but bg06 and bg29).
//
// Judgement calls where the contract was silent:
// - Rule 3 is applied to every way a tooth is said: in the FDI practice "lower left six" and typed "LL6, LR6" are
//   written 36 / 46; in the Palmer practice FDI digits ("two six", "two seven") are read as FDI and written UL6 / UL7.
//   "upper left four and five" is UL4, UL5 (the quadrant carries to the second tooth); "numbers seven and ten" are #7,
//   #10; "letters a j and k" are #A, #J, #K. A tooth said twice in a row ("labial infiltration two one two one
//   repositioned", "buccal to four six four six large carious cavity") is the end of one clause and the start of the
//   next.
// - Ranges ("one four to two four sound", "UR5-UL3 sound", "#4-#13 sound") give one entry per tooth in order, across the
//   midline (as more53). Splints keep the range as said ("Splint 12 to 22", "Splint 13-23", "Splint #7 to #10").
// - "New line" is treated like "full stop". In bg02 the dictated commas are kept as commas; elsewhere recogniser-style
//   text fields start a new sentence at each new clause and chart conditions keep the spoken run (as more53).
// - Who came with a child and the child's age are NOTES ("6 year old. Dad is with her"), as are nerves, bravery and
//   Frankl; a parent's or partner's report of the complaint stays in CC. An insurance pre-authorization sent is NOTES;
//   a fee or estimate given is CONSULT.
// - Advice (analgesics advised, soft diet, mouthwash, salt water, A&E if worse, wear a gum shield) and patients'
//   questions with the answer are CONSULT; a prescription ("prescribed", "Rx …") is a TX step with no title. A referral
//   for treatment elsewhere (oral surgery, orthodontist) is TX PLAN.
// - The socket of an extracted or avulsed tooth is INTRA and makes no chart entry (rule 7). Dry socket: socket irrigation
//   and Alvogyl are no titles and the CC says the extraction was done before, so TX TODAY is empty (bg04). A cracked
//   tooth with only the occlusion adjusted has no title either (bg14).
// - Incision and drainage of a swelling next to a tooth is "Incision and drainage" with no tooth (the tooth only names
//   the place); an access cavity opened to drain is no title.
// - "Study model impressions taken" and "alginate impressions taken for a … splint" are titled "Impressions"; the splint
//   fit is left to NV as said ("Splint fit in 2 weeks"). A night guard tried in and adjusted is "Night guard".
// - A composite placed with its tooth on a fractured incisor is a filling title ("Composite UL1"); "exposed dentine
//   covered with composite" is a material something is done with (no title), as more53 treated GIC. "Partial
//   pulpotomy" keeps "Partial" and "Hall crown" is titled "SSC" (as more53). "Fissure sealants" typed in the plural
//   keeps the plural; "silver diamine fluoride on s and t" → "SDF #S, #T"; "Duraphat varnish" → "Fluoride varnish";
//   "lower denture flange eased" / "lower denture adjusted" → "Denture adjustment"; a chairside reline, Gluma and
//   "demonstrated the Bass technique" are steps with no title.
// - Anaesthetic given twice with its own quantity is two LA lines, also with different agents (bg02, bg06, bg28).
// - Single surfaces stay words in text fields ("Caries 15 and 36 into dentine", "4 mm pocket mesial of #14", "LR6
//   buccal caries into dentine"); "incisal edges worn" stays words (the contract keeps "incisal edge"); "mesial incisal
//   corner" → "MI corner" with fracture "MI corner"; "crown fracture" → fracture "Crown"; a crack line is no fracture.
// - BEWE (a tooth-wear score by sextant) is an intra-oral finding not about one tooth (INTRA); BPE stays PERIO.
//   Recession said measure first ("two millimetres recession buccal of upper left three") is PERIO (as more53).
// - "Extract upper left eight here" in a plan → "Extraction UL8 here"; "complete root canal number nineteen" →
//   "Complete RCT #19"; "seat crown #14" → "Crown fit #14".
// - Appends: "add to notes …" adds to NOTES, "Add to treatment: …" adds a TX item at the end, "change X to Y" edits the
//   one place X is said (bg04's "three days" is said only in F/U, bg29's "1 week" only in NV).
import { defineCase, type NotesCase } from '../case.ts';

export const more57Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice (FDI)
  defineCase({
    id: 'bg01-uk-asr-fdi-new-patient-long-chart-range-14-24-okay-so-plan',
    style: 'UK',
    asr: true,
    transcript:
      "new patient um just moved to the area wants a check up last seen about three years ago medical history type two diabetes on metformin and gliclazide high blood pressure on ramipril allergic to penicillin rash smokes ten a day extra oral nad intra oral soft tissues healthy bpe two two three three two two bleeding on probing upper left charting one eight missing one seven sound one six mesial occlusal distal amalgam sound one five distal caries one four to two four sound two five crown two six occlusal composite two seven and two eight missing three eight partially erupted three seven sound thirty six mesial occlusal amalgam with distal caries three five sorry three four buccal cervical cavity four six root filled four seven occlusal amalgam fractured lingual cusp four eight missing bitewings grade one caries one five and thirty six into dentine okay so diagnosis caries one five three six and three four fractured cusp four seven explained band two treatment she's happy to go ahead scale and polish ohi given okay so plan distal occlusal composite one five mesial occlusal distal composite three six buccal gic three four crown four seven recall six months",
    expect: {
      CC: 'New patient. Just moved to the area. Wants a check up. Last seen about 3 years ago',
      'MED HX':
        'Type 2 diabetes on metformin and gliclazide. High blood pressure on ramipril. Allergic to penicillin rash. Smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 2 3 / 3 2 2. Bleeding on probing upper left',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'Sound'],
        ['16', 'MOD amalgam sound'],
        ['15', 'D caries'],
        ['14', 'Sound'],
        ['13', 'Sound'],
        ['12', 'Sound'],
        ['11', 'Sound'],
        ['21', 'Sound'],
        ['22', 'Sound'],
        ['23', 'Sound'],
        ['24', 'Sound'],
        ['25', 'Crown'],
        ['26', 'O composite'],
        ['27', 'Missing'],
        ['28', 'Missing'],
        ['38', 'Partially erupted'],
        ['37', 'Sound'],
        ['36', 'MO amalgam with D caries'],
        ['34', 'B cervical cavity'],
        ['46', 'Root filled'],
        ['47', 'O amalgam fractured L cusp', 'L cusp'],
        ['48', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. Caries 15 and 36 into dentine',
      DX: ['Caries 15, 36, 34', 'Fractured cusp 47'],
      CONSULT: "Explained band 2 treatment. She's happy to go ahead",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI given'],
      'TX PLAN': ['DO composite 15', 'MOD composite 36', 'B GIC 34', 'Crown 47'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bg02-uk-asr-fdi-emergency-pulpitis-26-full-stop-comma-two-la-lines',
    style: 'UK',
    asr: true,
    transcript:
      "emergency appointment full stop pain upper left for a week keeping him awake full stop painkillers not touching it full stop medical history angina uses a gtn spray comma on aspirin seventy five milligrams comma bisoprolol and atorvastatin full stop no known drug allergies full stop extra oral nad full stop intra oral soft tissues healthy full stop two six large mesial occlusal amalgam comma tender to percussion comma lingering pain to cold full stop two seven sound full stop two five disto occlusal composite sound full stop pa two six deep restoration close to the pulp comma no periapical changes full stop diagnosis symptomatic irreversible pulpitis two six full stop discussed root canal versus extraction comma he'd like to try and save it full stop verbal consent full stop la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration two six full stop one cartridge lidocaine two percent one in eighty thousand adrenaline palatal infiltration two six full stop rubber dam comma access comma pulp extirpated two six comma ledermix and cavit full stop advised ibuprofen four hundred milligrams four times a day for three days with paracetamol full stop next visit rct two six in two weeks",
    expect: {
      CC: 'Emergency appointment. Pain upper left for a week keeping him awake. Painkillers not touching it',
      'MED HX': 'Angina uses a GTN spray, on aspirin 75 mg, bisoprolol and atorvastatin. No known drug allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['26', 'Large MO amalgam, tender to percussion, lingering pain to cold'],
        ['27', 'Sound'],
        ['25', 'DO composite sound'],
      ],
      RADIO: 'PA 26 deep restoration close to the pulp, no periapical changes',
      DX: ['Symptomatic irreversible pulpitis 26'],
      CONSULT:
        "Discussed root canal versus extraction, he'd like to try and save it. Advised ibuprofen 400 mg 4 times a day for 3 days with paracetamol",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 26'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 26',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, palatal infiltration 26',
        'Rubber dam',
        'Access',
        'Pulp extirpated 26',
        'Ledermix and Cavit',
      ],
      NV: ['RCT 26 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bg03-uk-asr-fdi-child-crown-fracture-11-lateral-luxation-21-splint-12-22',
    style: 'UK',
    asr: true,
    transcript:
      "eight year old boy attended with mum fell in the playground about an hour ago and hit his front teeth on a bench no loss of consciousness medical history fit and well no allergies vaccinations up to date extra oral upper lip swollen small graze on the chin intra oral small laceration of the upper labial gingiva one one crown fracture enamel and dentine no pulp exposure sensitive to air ethyl chloride positive two one displaced palatally about two millimetres er not mobile sorry slightly mobile locked in the occlusion ethyl chloride positive one two and two two sound pa one one and two one open apices no root fracture two one widened pdl diagnosis uncomplicated crown fracture one one lateral luxation two one explained to mum the nerve may die in either tooth verbal consent from mum la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration two one two one repositioned with finger pressure flexible splint one two to two two with wire and composite one one exposed dentine covered with composite soft diet for two weeks chlorhexidine gel twice a day he was really brave plan splint off at two weeks and sensibility tests at each review review one week",
    expect: {
      CC: 'Fell in the playground about an hour ago and hit his front teeth on a bench. No loss of consciousness',
      'MED HX': 'Fit and well. No allergies. Vaccinations up to date',
      EXTRA: 'Upper lip swollen. Small graze on the chin',
      INTRA: 'Small laceration of the upper labial gingiva',
      DENTAL: [
        ['11', 'Crown fracture enamel and dentine no pulp exposure sensitive to air ethyl chloride positive', 'Crown'],
        ['21', 'Displaced palatally about 2 mm slightly mobile locked in the occlusion ethyl chloride positive'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 11 and 21 open apices. No root fracture. 21 widened PDL',
      DX: ['Uncomplicated crown fracture 11', 'Lateral luxation 21'],
      CONSULT:
        'Explained to mum the nerve may die in either tooth. Soft diet for 2 weeks. Chlorhexidine gel twice a day',
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Splint 12 to 22'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration 21',
        '21 repositioned with finger pressure',
        'Flexible splint 12 to 22 with wire and composite',
        '11 exposed dentine covered with composite',
      ],
      'TX PLAN': ['Splint off at 2 weeks', 'Sensibility tests at each review'],
      NOTES: '8 year old boy attended with mum. He was really brave',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bg04-uk-asr-fdi-dry-socket-38-alvogyl-no-title-appends',
    style: 'UK',
    asr: true,
    transcript:
      "right she's back with pain after the extraction of three eight on monday throbbing up to her ear since yesterday bad taste ibuprofen not helping medical history asthma uses a salbutamol inhaler as needed on the combined pill allergic to erythromycin smokes about five a day extra oral no swelling slightly tender left submandibular node intra oral three eight socket empty no clot bare bone visible food debris surrounding gingiva inflamed three seven sound not tender diagnosis dry socket three eight la one cartridge lidocaine two percent one in eighty thousand adrenaline id block left socket irrigated with warm saline alvogyl placed advised no smoking and warm salt water mouthwashes after meals advised paracetamol one gram four times a day alongside the ibuprofen she asked if it will happen again told her smoking makes it more likely review in three days",
    appends: ["add to notes she's very nervous and came with her partner", 'change three days to two days'],
    expect: {
      CC: "She's back with pain after the extraction of 38 on Monday. Throbbing up to her ear since yesterday. Bad taste. Ibuprofen not helping",
      'MED HX':
        'Asthma uses a salbutamol inhaler as needed. On the combined pill. Allergic to erythromycin. Smokes about 5 a day',
      EXTRA: 'No swelling. Slightly tender left submandibular node',
      INTRA: '38 socket empty no clot bare bone visible food debris. Surrounding gingiva inflamed',
      DENTAL: [['37', 'Sound not tender']],
      DX: ['Dry socket 38'],
      CONSULT:
        'Advised no smoking and warm salt water mouthwashes after meals. Advised paracetamol 1 g 4 times a day alongside the ibuprofen. She asked if it will happen again. Told her smoking makes it more likely',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      NOTES: "She's very nervous and came with her partner",
      'F/U': 'Review in 2 days',
    },
  }),
  defineCase({
    id: 'bg05-uk-asr-fdi-abscess-46-incision-drainage-amoxicillin-okay-so-plan',
    style: 'UK',
    asr: true,
    transcript:
      'patient attended with swelling lower right since saturday getting bigger um really sore to bite on medical history type one diabetes on an insulin pump hypothyroid on levothyroxine no allergies extra oral temperature thirty seven point nine swelling right lower face not crossing the lower border of the mandible eye fine swallowing fine intra oral fluctuant swelling buccal to four six four six large carious cavity tender to percussion no response to ethyl chloride four five and four seven sound pa four six periapical radiolucency on both roots diagnosis acute apical abscess four six explained options root canal treatment or extraction he wants it out but not today verbal consent for drainage la two cartridges articaine four percent one in one hundred thousand adrenaline buccal infiltration four six incision and drainage of the buccal swelling pus drained access cavity four six opened to drain amoxicillin five hundred milligrams three times a day for five days prescribed advised to go to a and e if the swelling spreads to the eye or he has difficulty swallowing okay so plan extraction four six review two days',
    expect: {
      CC: 'Swelling lower right since Saturday getting bigger. Really sore to bite on',
      'MED HX': 'Type 1 diabetes on an insulin pump. Hypothyroid on levothyroxine. No allergies',
      EXTRA:
        'Temperature 37.9. Swelling right lower face not crossing the lower border of the mandible. Eye fine. Swallowing fine',
      INTRA: 'Fluctuant swelling buccal to 46',
      DENTAL: [
        ['46', 'Large carious cavity tender to percussion no response to ethyl chloride'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      RADIO: 'PA 46 periapical radiolucency on both roots',
      DX: ['Acute apical abscess 46'],
      CONSULT:
        'Explained options root canal treatment or extraction. He wants it out but not today. Advised to go to A&E if the swelling spreads to the eye or he has difficulty swallowing',
      CONSENT: 'Verbal consent for drainage',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Incision and drainage of the buccal swelling',
        'Pus drained',
        'Access cavity 46 opened to drain',
        'Amoxicillin 500 mg 3 times a day for 5 days prescribed',
      ],
      'TX PLAN': ['Extraction 46'],
      'F/U': 'Review 2 days',
    },
  }),
  defineCase({
    id: 'bg06-uk-asr-fdi-fillings-lower-left-six-tooth-fourteen-no-wait-mesial',
    style: 'UK',
    asr: true,
    transcript:
      'okay attended for fillings lower left six and tooth fourteen from her check up medical history no changes still on sertraline and omeprazole allergic to plasters la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration lower left six rubber dam placed then mesial occlusal caries removed from lower left six caries quite deep so dycal liner sectional matrix and wedge mesial occlusal composite lower left six shade a two then la one cartridge articaine four percent buccal and palatal infiltration tooth fourteen then tooth fourteen distal no wait mesial caries removed um mesial composite fourteen shade a two occlusion checked polished she asked if she can eat straight away told her once the numbness wears off post op instructions given next visit hygienist scale and polish recall nine months',
    expect: {
      CC: 'Fillings 36 and 14 from her check up',
      'MED HX': 'No changes. Still on sertraline and omeprazole. Allergic to plasters',
      CONSULT: 'She asked if she can eat straight away. Told her once the numbness wears off',
      'TX TODAY': ['MO composite 36', 'M composite 14'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam placed',
        'MO caries removed 36',
        'Caries quite deep',
        'Dycal liner',
        'Sectional matrix and wedge',
        'MO composite 36',
        'Shade A2',
        'LA: 1 cartridge articaine 4%, buccal infiltration + palatal infiltration 14',
        '14 M caries removed',
        'M composite 14',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      NV: ['Hygienist scale and polish'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'bg07-uk-asr-fdi-child-hall-crown-84-sealant-46-dad-question',
    style: 'UK',
    asr: true,
    transcript:
      "six year old here for her treatment on the lower right dad is with her dad says she's had no pain medical history asthma uses a blue inhaler no allergies she's a bit nervous eight four occlusal cavity not tender eight five sound four six fully erupted deep fissures no la needed hall crown eight four size five cemented with glass ionomer fit checked she tolerated it well fissure sealant four six fluoride varnish all teeth toothbrushing instruction with dad twice a day with a pea sized amount of toothpaste dad asked about her lower front teeth coming in behind the baby ones told him that's normal and they usually move forward next visit fissure sealant three six recall three months",
    expect: {
      CC: "Her treatment on the lower right. Dad says she's had no pain",
      'MED HX': 'Asthma uses a blue inhaler. No allergies',
      DENTAL: [
        ['84', 'O cavity not tender'],
        ['85', 'Sound'],
        ['46', 'Fully erupted deep fissures'],
      ],
      CONSULT:
        "Dad asked about her lower front teeth coming in behind the baby ones. Told him that's normal and they usually move forward",
      'TX TODAY': ['SSC 84', 'Fissure sealant 46', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        'Hall crown 84 size 5 cemented with glass ionomer',
        'Fit checked',
        'Fissure sealant 46',
        'Fluoride varnish all teeth',
        'Toothbrushing instruction with dad twice a day with a pea sized amount of toothpaste',
      ],
      NOTES: "6 year old. Dad is with her. She's a bit nervous. She tolerated it well",
      NV: ['Fissure sealant 36'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bg08-uk-typed-fdi-adult-avulsion-11-replanted-luxation-21-splint-13-23',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. Elbowed playing rugby 45 min ago; 11 knocked out and replanted by the physio at the pitch side within 10 min, 21 pushed back. No LOC, no nausea. 24 y/o, came with a teammate. MH: asthma (Fostair), hay fever (cetirizine). Allergic to latex. Tetanus up to date. EO: lower lip swollen, no lacerations, mandible and TMJ NAD. IO: gingiva torn palatal to 11. 11 slightly extruded, mobile, TTP. 21 lateral luxation, crown displaced palatally 2 mm, locked in occlusion. 12 and 22 sound, not TTP. 31 enamel fracture, incisal edge. PA 11, 21: 11 widened PDL, no root fractures, closed apices. Dx: avulsion 11 (replanted, dry time under 10 min), lateral luxation 21, enamel fracture 31. Explained the risk of resorption, root canal treatment likely for 11 and possibly 21. Verbal consent. LA 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11 and 21. 11 position adjusted, 21 repositioned with forceps. Flexible wire-composite splint 13-23. Rx doxycycline 100 mg OD 7/7 (200 mg first day). CHX 0.2% mouthwash BD 1/52, soft diet 2/52. Plan: RCT 11 in 7-10 days; splint removal 2 weeks. Review 1/52.',
    expect: {
      CC: 'Emergency. Elbowed playing rugby 45 min ago; 11 knocked out and replanted by the physio at the pitch side within 10 min, 21 pushed back. No LOC, no nausea',
      'MED HX': 'Asthma (Fostair), hay fever (cetirizine). Allergic to latex. Tetanus up to date',
      EXTRA: 'Lower lip swollen, no lacerations, mandible and TMJ NAD',
      INTRA: 'Gingiva torn palatal to 11',
      DENTAL: [
        ['11', 'Slightly extruded, mobile, TTP'],
        ['21', 'Lateral luxation, crown displaced palatally 2 mm, locked in occlusion'],
        ['12', 'Sound, not TTP'],
        ['22', 'Sound, not TTP'],
        ['31', 'Enamel fracture, incisal edge', 'Incisal edge'],
      ],
      RADIO: 'PA 11, 21: 11 widened PDL, no root fractures, closed apices',
      DX: ['Avulsion 11 (replanted, dry time under 10 min)', 'Lateral luxation 21', 'Enamel fracture 31'],
      CONSULT:
        'Explained the risk of resorption, root canal treatment likely for 11 and possibly 21. CHX 0.2% mouthwash BD 1 week, soft diet 2 weeks',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint 13-23'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration 11, 21',
        '11 position adjusted',
        '21 repositioned with forceps',
        'Flexible wire-composite splint 13-23',
        'Rx doxycycline 100 mg OD 7 days (200 mg first day)',
      ],
      'TX PLAN': ['RCT 11 in 7-10 days', 'Splint removal 2 weeks'],
      NOTES: '24 y/o, came with a teammate',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bg09-uk-typed-fdi-tooth-wear-bewe-typed-ll6-lr6-study-models',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by the hygienist re tooth wear; pt has noticed front teeth getting shorter and sensitive to cold. Partner says he grinds when stressed. MH: GORD (lansoprazole 30 mg OD), depression (sertraline 100 mg OD), hypertension (amlodipine 5 mg OD). NKDA. Drinks 2-3 cans of energy drink a day. EO: masseters hypertrophic, TMJ NAD. IO: soft tissues NAD, cheek ridging bilaterally. BPE 1 1 1 / 1 1 1. BEWE 2 3 2 / 2 2 2 (sum 13). 11, 21 palatal erosion into dentine, incisal edges chipped. 12, 22 palatal erosion. LL6, LR6 cupped cusps, occlusal wear into dentine. 16 MO amalgam, sound. Clinical photos taken. Study model impressions taken. Dx: erosive tooth wear with attrition. Discussed diet (energy drinks only with meals or stop, use a straw, no brushing for 1 hour after acid), GP review of reflux. Pt wants to monitor first. Duraphat varnish applied. Rx Duraphat 5000 toothpaste. Plan: monitor with models and photos at 6/12; composite build-ups 11, 21 if progressing; night guard. Recall 6 months.',
    expect: {
      CC: 'Referred by the hygienist re tooth wear; pt has noticed front teeth getting shorter and sensitive to cold. Partner says he grinds when stressed',
      'MED HX':
        'GORD (lansoprazole 30 mg OD), depression (sertraline 100 mg OD), hypertension (amlodipine 5 mg OD). NKDA. Drinks 2-3 cans of energy drink a day',
      EXTRA: 'Masseters hypertrophic, TMJ NAD',
      INTRA: 'Soft tissues NAD, cheek ridging bilaterally. BEWE 2 3 2 / 2 2 2 (sum 13)',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['11', 'P erosion into dentine, incisal edges chipped'],
        ['21', 'P erosion into dentine, incisal edges chipped'],
        ['12', 'P erosion'],
        ['22', 'P erosion'],
        ['36', 'Cupped cusps, O wear into dentine'],
        ['46', 'Cupped cusps, O wear into dentine'],
        ['16', 'MO amalgam, sound'],
      ],
      DX: ['Erosive tooth wear with attrition'],
      CONSULT:
        'Discussed diet (energy drinks only with meals or stop, use a straw, no brushing for 1 hour after acid), GP review of reflux. Pt wants to monitor first',
      'TX TODAY': ['Impressions', 'Fluoride varnish'],
      TX: [
        'Clinical photos taken',
        'Study model impressions taken',
        'Duraphat varnish applied',
        'Rx Duraphat 5000 toothpaste',
      ],
      'TX PLAN': ['Monitor with models and photos at 6 months', 'Composite build-ups 11, 21 if progressing', 'Night guard'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bg10-uk-typed-fdi-denture-stomatitis-flange-eased-reline-nystatin',
    style: 'UK',
    asr: false,
    transcript:
      'Pt attends c/o loose upper denture and soreness under the lower partial denture for 2 weeks, since a new lower partial was made elsewhere. MH: T2DM (metformin 1 g BD), AF (apixaban 5 mg BD), osteoarthritis. Penicillin allergy - anaphylaxis. Ex-smoker. EO: angular cheilitis both corners. IO: upper complete denture poor retention, resorbed ridge, palate erythematous under denture. Lower partial denture flange overextended lingual 44-45 region with 5 mm ulcer. 33 abutment, clasp OK. 43 abutment, D caries. 34 and 35 sound. Dx: denture stomatitis; traumatic ulcer from overextended flange; caries 43. Lower denture flange eased and polished. Upper denture relined chairside with soft liner. Rx nystatin oral suspension 100,000 units/ml 1 ml QDS 7/7. Advised dentures out at night, soak in Milton, brush palate. Plan: new upper complete denture, D composite 43. Review 2/52.',
    expect: {
      CC: 'Loose upper denture and soreness under the lower partial denture for 2 weeks, since a new lower partial was made elsewhere',
      'MED HX':
        'T2DM (metformin 1 g BD), AF (apixaban 5 mg BD), osteoarthritis. Penicillin allergy - anaphylaxis. Ex-smoker',
      EXTRA: 'Angular cheilitis both corners',
      INTRA:
        'Upper complete denture poor retention, resorbed ridge, palate erythematous under denture. Lower partial denture flange overextended lingual 44-45 region with 5 mm ulcer',
      DENTAL: [
        ['33', 'Abutment, clasp OK'],
        ['43', 'Abutment, D caries'],
        ['34', 'Sound'],
        ['35', 'Sound'],
      ],
      DX: ['Denture stomatitis', 'Traumatic ulcer from overextended flange', 'Caries 43'],
      CONSULT: 'Advised dentures out at night, soak in Milton, brush palate',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Lower denture flange eased and polished',
        'Upper denture relined chairside with soft liner',
        'Rx nystatin oral suspension 100,000 units/ml 1 ml QDS 7 days',
      ],
      'TX PLAN': ['New upper complete denture', 'D composite 43'],
      'F/U': 'Review 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 2. UK practice, dentist says Palmer words
  defineCase({
    id: 'bg11-uk-asr-palmer-pericoronitis-ll8-metronidazole-refer-oral-surgery',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "emergency he's got pain and swelling at the back lower left for three days can't open fully and it hurts to swallow medical history crohn's disease on azathioprine and mesalazine allergic to penicillin and codeine extra oral slight swelling left angle tender left submandibular lymph node mouth opening about thirty millimetres temperature normal intra oral operculum over lower left eight swollen and red pus under the flap lower left eight partially erupted distal caries upper left eight over erupted and traumatising the operculum lower left seven sound bitewing lower left eight distal caries lower left seven no caries diagnosis acute pericoronitis lower left eight irrigated under the operculum with chlorhexidine and warm saline metronidazole four hundred milligrams three times a day for three days prescribed warned him no alcohol with metronidazole he asked if the tooth has to come out explained that with the caries it's best out and upper left eight too plan refer lower left eight to oral surgery and extract upper left eight here review one week",
    expect: {
      CC: "Emergency. He's got pain and swelling at the back lower left for 3 days. Can't open fully and it hurts to swallow",
      'MED HX': "Crohn's disease on azathioprine and mesalazine. Allergic to penicillin and codeine",
      EXTRA:
        'Slight swelling left angle. Tender left submandibular lymph node. Mouth opening about 30 mm. Temperature normal',
      INTRA: 'Operculum over LL8 swollen and red. Pus under the flap',
      DENTAL: [
        ['LL8', 'Partially erupted D caries'],
        ['UL8', 'Over erupted and traumatising the operculum'],
        ['LL7', 'Sound'],
      ],
      RADIO: 'Bitewing LL8 distal caries. LL7 no caries',
      DX: ['Acute pericoronitis LL8'],
      CONSULT:
        "Warned him no alcohol with metronidazole. He asked if the tooth has to come out. Explained that with the caries it's best out and UL8 too",
      'TX TODAY': ['Irrigation'],
      TX: [
        'Irrigated under the operculum with chlorhexidine and warm saline',
        'Metronidazole 400 mg 3 times a day for 3 days prescribed',
      ],
      'TX PLAN': ['Refer LL8 to oral surgery', 'Extraction UL8 here'],
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bg12-uk-asr-palmer-child-complicated-fracture-ul1-partial-pulpotomy-cricket',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'ten year old attended with dad hit in the mouth by a cricket ball at school two hours ago sore to bite no head injury medical history fit and well allergic to peanuts tetanus up to date extra oral upper lip bruised no laceration intra oral soft tissues intact upper left one complicated crown fracture pinpoint pulp exposure bleeding tender to percussion not mobile upper right one enamel fracture mesial incisal corner slightly mobile tender bleeding from the gingival margin upper right two and upper left two sound pa upper right one and upper left one immature apices no root fracture diagnosis complicated crown fracture upper left one subluxation upper right one discussed partial pulpotomy to keep the nerve alive dad agreed dad signed the consent form la one cartridge lidocaine two percent one in eighty thousand adrenaline labial infiltration upper left one rubber dam partial pulpotomy upper left one with biodentine then composite upper left one shade a one upper right one left to settle soft diet and chlorhexidine mouthwash for a week he asked if he can play cricket on saturday told him to wear a gum shield review one week',
    expect: {
      CC: 'Hit in the mouth by a cricket ball at school 2 hours ago. Sore to bite. No head injury',
      'MED HX': 'Fit and well. Allergic to peanuts. Tetanus up to date',
      EXTRA: 'Upper lip bruised. No laceration',
      INTRA: 'Soft tissues intact',
      DENTAL: [
        [
          'UL1',
          'Complicated crown fracture pinpoint pulp exposure bleeding tender to percussion not mobile',
          'Crown',
        ],
        ['UR1', 'Enamel fracture MI corner slightly mobile tender bleeding from the gingival margin', 'MI corner'],
        ['UR2', 'Sound'],
        ['UL2', 'Sound'],
      ],
      RADIO: 'PA UR1 and UL1 immature apices. No root fracture',
      DX: ['Complicated crown fracture UL1', 'Subluxation UR1'],
      CONSULT:
        'Discussed partial pulpotomy to keep the nerve alive. Dad agreed. Soft diet and chlorhexidine mouthwash for a week. He asked if he can play cricket on Saturday. Told him to wear a gum shield',
      CONSENT: 'Dad signed the consent form',
      'TX TODAY': ['Partial pulpotomy UL1', 'Composite UL1'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, labial infiltration UL1',
        'Rubber dam',
        'Partial pulpotomy UL1 with Biodentine',
        'Composite UL1',
        'Shade A1',
        'UR1 left to settle',
      ],
      NOTES: '10 year old attended with dad',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bg13-uk-asr-palmer-tmd-bruxism-wear-facets-splint-impressions',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "complains of jaw ache on the right and headaches in the mornings for about two months worse since starting a new job clicks when she opens medical history migraines on propranolol asthma uses a blue inhaler allergic to ibuprofen extra oral right tmj click on opening no crepitus tender right masseter and temporalis opening forty millimetres deviates to the right intra oral linea alba both cheeks scalloped tongue upper right six and upper left six wear facets lower right six and lower left six wear facets upper right three worn canine tip bpe one in all sextants diagnosis myofascial pain with disc displacement with reduction right tmj and bruxism discussed soft diet warm compresses jaw exercises and stress management she's keen on a splint upper and lower alginate impressions taken for a lower stabilisation splint er bite registration in wax she asked if it will stop the headaches told her it should help next visit splint fit in two weeks review six weeks after that",
    expect: {
      CC: 'Jaw ache on the right and headaches in the mornings for about 2 months. Worse since starting a new job. Clicks when she opens',
      'MED HX': 'Migraines on propranolol. Asthma uses a blue inhaler. Allergic to ibuprofen',
      EXTRA:
        'Right TMJ click on opening. No crepitus. Tender right masseter and temporalis. Opening 40 mm deviates to the right',
      INTRA: 'Linea alba both cheeks. Scalloped tongue',
      DENTAL: [
        ['UR6', 'Wear facets'],
        ['UL6', 'Wear facets'],
        ['LR6', 'Wear facets'],
        ['LL6', 'Wear facets'],
        ['UR3', 'Worn canine tip'],
      ],
      PERIO: 'BPE 1 in all sextants',
      DX: ['Myofascial pain with disc displacement with reduction right TMJ', 'Bruxism'],
      CONSULT:
        "Discussed soft diet warm compresses jaw exercises and stress management. She's keen on a splint. She asked if it will stop the headaches. Told her it should help",
      'TX TODAY': ['Impressions'],
      TX: ['Upper and lower alginate impressions taken for a lower stabilisation splint', 'Bite registration in wax'],
      NV: ['Splint fit in 2 weeks'],
      'F/U': 'Review 6 weeks after that',
    },
  }),
  defineCase({
    id: 'bg14-uk-asr-palmer-cracked-lr6-tooth-slooth-dl-cusp-new-line-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "pain on biting lower right for a month sharp and goes straight away worse with chewy food no pain at night new line medical history no changes still on levothyroxine and vitamin d no allergies new line extra oral nad intra oral soft tissues nad new line lower right six mesial occlusal distal amalgam crack line across the distal marginal ridge sorry the mesial marginal ridge positive tooth slooth on the distolingual cusp cold normal not tender to percussion lower right five and lower right seven sound upper right six occlusal composite sound new line bitewings no caries no periapical changes lower right six new line diagnosis cracked tooth lower right six with reversible pulpitis new line explained crown to hold the tooth together risk it may still need a root canal or could split she'd like the crown new line occlusion adjusted on lower right six to take it out of heavy contact new line plan crown lower right six with a core new line next visit crown prep lower right six",
    expect: {
      CC: 'Pain on biting lower right for a month. Sharp and goes straight away. Worse with chewy food. No pain at night',
      'MED HX': 'No changes. Still on levothyroxine and vitamin D. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        [
          'LR6',
          'MOD amalgam crack line across the M marginal ridge positive Tooth Slooth on the DL cusp cold normal not tender to percussion',
        ],
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
        ['UR6', 'O composite sound'],
      ],
      RADIO: 'Bitewings no caries. No periapical changes LR6',
      DX: ['Cracked tooth LR6 with reversible pulpitis'],
      CONSULT:
        "Explained crown to hold the tooth together. Risk it may still need a root canal or could split. She'd like the crown",
      TX: ['Occlusion adjusted LR6 to take it out of heavy contact'],
      'TX PLAN': ['Crown LR6 with a core'],
      NV: ['Crown prep LR6'],
    },
  }),
  defineCase({
    id: 'bg15-uk-asr-palmer-child-extraction-lle-sinus-mum-sticker',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "seven year old here for the extraction of lower left e mum is with him mum says it's been sore on and off and he had a swelling last month that settled with antibiotics medical history mild eczema uses emollients no allergies intra oral soft tissues fine apart from a sinus buccal to lower left e lower left e large disto occlusal cavity grade one mobility lower left d distal caries lower left six erupted sound opg at the last visit showed lower left five present with no problems mum signed the consent form earlier topical gel then la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower left e lower left e extracted roots complete bit on gauze haemostasis achieved he was brilliant and got a sticker post op instructions given to mum next visit gic lower left d recall three months",
    expect: {
      CC: "Extraction of LLE. Mum says it's been sore on and off and he had a swelling last month that settled with antibiotics",
      'MED HX': 'Mild eczema uses emollients. No allergies',
      INTRA: 'Soft tissues fine apart from a sinus buccal to LLE',
      DENTAL: [
        ['LLE', 'Large DO cavity grade 1 mobility'],
        ['LLD', 'D caries'],
        ['LL6', 'Erupted sound'],
      ],
      RADIO: 'OPG at the last visit showed LL5 present with no problems',
      CONSENT: 'Mum signed the consent form earlier',
      'TX TODAY': ['Extraction LLE'],
      TX: [
        'Topical gel',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LLE',
        'LLE extracted',
        'Roots complete',
        'Bit on gauze',
        'Haemostasis achieved',
        'Post-op instructions given to mum',
      ],
      NOTES: '7 year old. Mum is with him. He was brilliant and got a sticker',
      NV: ['GIC LLD'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bg16-uk-asr-palmer-sensitivity-ul4-ul5-abrasion-gluma-duraphat-question',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'sensitive teeth upper left when she drinks cold water for about six weeks started after she switched to a whitening toothpaste she brushes hard with a manual brush medical history hay fever takes loratadine in the summer also on the mini pill no allergies extra oral nad intra oral soft tissues healthy upper left four and upper left five buccal abrasion cavities sensitive to air blast no caries two millimetres recession buccal of upper left three bpe one one two one one one diagnosis dentine hypersensitivity upper left four and five from toothbrush abrasion she asked if the whitening toothpaste caused it told her probably and to go back to a normal fluoride one advised sensitive toothpaste rubbed on at night and a soft brush demonstrated the bass technique gluma applied to upper left four and five then duraphat varnish upper left four and five plan buccal composites upper left four and five if no better review six weeks',
    expect: {
      CC: 'Sensitive teeth upper left when she drinks cold water for about 6 weeks. Started after she switched to a whitening toothpaste. She brushes hard with a manual brush',
      'MED HX': 'Hay fever takes loratadine in the summer. On the mini pill. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['UL4', 'B abrasion cavities sensitive to air blast no caries'],
        ['UL5', 'B abrasion cavities sensitive to air blast no caries'],
      ],
      PERIO: '2 mm recession buccal of UL3. BPE 1 1 2 / 1 1 1',
      DX: ['Dentine hypersensitivity UL4, UL5 from toothbrush abrasion'],
      CONSULT:
        'She asked if the whitening toothpaste caused it. Told her probably and to go back to a normal fluoride one. Advised sensitive toothpaste rubbed on at night and a soft brush',
      'TX TODAY': ['Fluoride varnish UL4, UL5'],
      TX: ['Demonstrated the Bass technique', 'Gluma applied UL4, UL5', 'Duraphat varnish UL4, UL5'],
      'TX PLAN': ['B composites UL4, UL5 if no better'],
      'F/U': 'Review 6 weeks',
    },
  }),
  defineCase({
    id: 'bg17-uk-asr-palmer-recall-fdi-digits-two-six-ul6-new-line-methotrexate',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'recall exam new line no problems just wants a clean new line medical history rheumatoid arthritis on methotrexate once a week and folic acid also on omeprazole and naproxen allergic to sulphonamides drinks about fourteen units a week new line extra oral nad intra oral tongue and floor of mouth nad small ulcer on the left lateral tongue healing she bit it last week new line bpe two two two two two two calculus lower anteriors new line charting two six mesial occlusal amalgam sound two seven crown sound upper right six mesial occlusal distal composite sound lower left seven occlusal caries sorry occlusal stain lower right six buccal caries new line bitewings grade one no interproximal caries lower right six buccal caries into dentine new line diagnosis caries lower right six new line scale and polish done ohi with interdental brushes new line plan buccal composite lower right six new line recall twelve months',
    expect: {
      CC: 'Recall exam. No problems. Just wants a clean',
      'MED HX':
        'Rheumatoid arthritis on methotrexate once a week and folic acid. On omeprazole and naproxen. Allergic to sulphonamides. Drinks about 14 units a week',
      EXTRA: 'NAD',
      INTRA: 'Tongue and floor of mouth NAD. Small ulcer on the left lateral tongue healing. She bit it last week',
      PERIO: 'BPE 2 2 2 / 2 2 2. Calculus lower anteriors',
      DENTAL: [
        ['UL6', 'MO amalgam sound'],
        ['UL7', 'Crown sound'],
        ['UR6', 'MOD composite sound'],
        ['LL7', 'O stain'],
        ['LR6', 'B caries'],
      ],
      RADIO: 'Bitewings grade 1. No interproximal caries. LR6 buccal caries into dentine',
      DX: ['Caries LR6'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI with interdental brushes'],
      'TX PLAN': ['B composite LR6'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'bg18-uk-typed-palmer-new-patient-long-chart-range-ur5-ul3-perio-band-3',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "New pt, NHS. Wants a check-up and a clean, last dentist retired. Gums bleed when brushing. MH: hypertension (losartan 50 mg OD), high cholesterol (simvastatin 40 mg ON), type 2 diabetes (metformin 500 mg BD, HbA1c 52). Allergic to penicillin (rash) and latex. Smoker 15/day. EO: NAD, no lymphadenopathy. IO: soft tissues NAD, smoker's melanosis attached gingiva. BPE 3 2 3 / 4 2 3, BOP generalised, subgingival calculus. Charting: UR8 missing. UR7 MO amalgam. UR6 MOD amalgam, fractured MB cusp. UR5-UL3 sound. UL4 DO composite. UL5 crown. UL6 O amalgam, recurrent caries at the margin. UL7, UL8 missing. LL8 unerupted. LL7 sound. LL6 root filled, crowned. LL5, LL4 sound. LR4 B cervical caries. LR5 sound. LR6 MO amalgam. LR7 grade I mobility. LR8 missing. OPG grade 1: generalised horizontal bone loss 20-30%, 40% LL6; LL6 periapical radiolucency; LL8 vertically impacted. Dx: generalised periodontitis stage III grade B; caries UL6, LR4; periapical periodontitis LL6; fractured cusp UR6. Discussed periodontal treatment and smoking; pt wants to stop, smoking cessation advice given. Band 3 course explained. OHI with TePe brushes. Plan: RSD all quadrants over 2 visits, O composite UL6, B GIC LR4, crown UR6, reassess LL6 after RSD. NV: RSD upper right and lower right. Recall 3/12 after RSD.",
    expect: {
      CC: 'New pt, NHS. Wants a check-up and a clean, last dentist retired. Gums bleed when brushing',
      'MED HX':
        'Hypertension (losartan 50 mg OD), high cholesterol (simvastatin 40 mg ON), type 2 diabetes (metformin 500 mg BD, HbA1c 52). Allergic to penicillin (rash) and latex. Smoker 15/day',
      EXTRA: 'NAD, no lymphadenopathy',
      INTRA: "Soft tissues NAD, smoker's melanosis attached gingiva",
      PERIO: 'BPE 3 2 3 / 4 2 3, BOP generalised, subgingival calculus',
      DENTAL: [
        ['UR8', 'Missing'],
        ['UR7', 'MO amalgam'],
        ['UR6', 'MOD amalgam, fractured MB cusp', 'MB cusp'],
        ['UR5', 'Sound'],
        ['UR4', 'Sound'],
        ['UR3', 'Sound'],
        ['UR2', 'Sound'],
        ['UR1', 'Sound'],
        ['UL1', 'Sound'],
        ['UL2', 'Sound'],
        ['UL3', 'Sound'],
        ['UL4', 'DO composite'],
        ['UL5', 'Crown'],
        ['UL6', 'O amalgam, recurrent caries at the margin'],
        ['UL7', 'Missing'],
        ['UL8', 'Missing'],
        ['LL8', 'Unerupted'],
        ['LL7', 'Sound'],
        ['LL6', 'Root filled, crowned'],
        ['LL5', 'Sound'],
        ['LL4', 'Sound'],
        ['LR4', 'B cervical caries'],
        ['LR5', 'Sound'],
        ['LR6', 'MO amalgam'],
        ['LR7', 'Grade I mobility'],
        ['LR8', 'Missing'],
      ],
      RADIO:
        'OPG grade 1: generalised horizontal bone loss 20-30%, 40% LL6; LL6 periapical radiolucency; LL8 vertically impacted',
      DX: [
        'Generalised periodontitis stage III grade B',
        'Caries UL6, LR4',
        'Periapical periodontitis LL6',
        'Fractured cusp UR6',
      ],
      CONSULT:
        'Discussed periodontal treatment and smoking; pt wants to stop, smoking cessation advice given. Band 3 course explained',
      'TX TODAY': ['OHI'],
      TX: ['OHI with TePe brushes'],
      'TX PLAN': [
        'RSD all quadrants over 2 visits',
        'O composite UL6',
        'B GIC LR4',
        'Crown UR6',
        'Reassess LL6 after RSD',
      ],
      NV: ['RSD upper right and lower right'],
      'F/U': 'Recall 3 months after RSD',
    },
  }),
  defineCase({
    id: 'bg19-uk-typed-palmer-abscess-ur5-i-and-d-metronidazole-penicillin-allergy',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency: swollen face upper right since last night, throbbing UR tooth for a week. MH: epilepsy (levetiracetam 500 mg BD), asthma (Clenil, salbutamol PRN). Allergic to penicillin (anaphylaxis) and aspirin. EO: swelling R cheek obliterating the nasolabial fold, lower eyelid not involved, temp 38.1, no trismus. IO: fluctuant swelling buccal sulcus UR4-UR6. UR5 DO composite with recurrent caries, TTP, mobile grade I, EPT no response. UR4 sound, EPT +. UR6 MOD amalgam, sound, EPT +. PA UR5: large periapical radiolucency, recurrent caries under the D margin. Dx: acute apical abscess UR5. Options: RCT or XLA. Pt wants to keep the tooth. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR5. I&D of buccal swelling, pus drained, no drain needed. Access UR5, pulp necrotic, canals irrigated with NaOCl, Ledermix, Cavit. Rx metronidazole 400 mg TDS 5/7. Advised hot salty mouthwashes, paracetamol (no ibuprofen with aspirin allergy), attend A&E if swelling spreads to the eye or difficulty swallowing. NV: RCT UR5 in 1/52.',
    expect: {
      CC: 'Emergency: swollen face upper right since last night, throbbing UR tooth for a week',
      'MED HX':
        'Epilepsy (levetiracetam 500 mg BD), asthma (Clenil, salbutamol PRN). Allergic to penicillin (anaphylaxis) and aspirin',
      EXTRA: 'Swelling R cheek obliterating the nasolabial fold, lower eyelid not involved, temp 38.1, no trismus',
      INTRA: 'Fluctuant swelling buccal sulcus UR4-UR6',
      DENTAL: [
        ['UR5', 'DO composite with recurrent caries, TTP, mobile grade I, EPT no response'],
        ['UR4', 'Sound, EPT +'],
        ['UR6', 'MOD amalgam, sound, EPT +'],
      ],
      RADIO: 'PA UR5: large periapical radiolucency, recurrent caries under the D margin',
      DX: ['Acute apical abscess UR5'],
      CONSULT:
        'Options: RCT or XLA. Pt wants to keep the tooth. Advised hot salty mouthwashes, paracetamol (no ibuprofen with aspirin allergy), attend A&E if swelling spreads to the eye or difficulty swallowing',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR5',
        'I&D of buccal swelling',
        'Pus drained',
        'No drain needed',
        'Access UR5',
        'Pulp necrotic',
        'Canals irrigated with NaOCl',
        'Ledermix',
        'Cavit',
        'Rx metronidazole 400 mg TDS 5 days',
      ],
      NV: ['RCT UR5 in 1 week'],
    },
  }),
  defineCase({
    id: 'bg20-uk-typed-palmer-ectopic-ul3-retained-ulc-ortho-referral-mum',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      '12 y/o, mum present. Routine check; mum worried about crooked upper teeth and UL3 not through yet. MH: ADHD (methylphenidate), NKDA. EO: Class I skeletal, lips competent. IO: soft tissues healthy. Class II div 2 incisors, overbite increased and traumatic to palatal gingivae, upper centreline 1 mm to L. ULC retained, mobile grade I. UL3 palpable palatally, not buccally. UR3 erupted. UR6, UL6, LR6, LL6 fissure sealed, intact. OPG: UL3 palatally displaced, overlapping UL2 root, no resorption visible. Dx: palatally ectopic UL3; Class II div 2 malocclusion. Explained to mum: extraction of ULC may help UL3 erupt; orthodontic assessment needed, likely IOTN 4. Mum agrees. OHI given, fluoride varnish applied. Plan: XLA ULC under LA; refer to orthodontist with OPG. Recall 6/12.',
    expect: {
      CC: 'Routine check; mum worried about crooked upper teeth and UL3 not through yet',
      'MED HX': 'ADHD (methylphenidate), NKDA',
      EXTRA: 'Class I skeletal, lips competent',
      INTRA:
        'Soft tissues healthy. Class II div 2 incisors, overbite increased and traumatic to palatal gingivae, upper centreline 1 mm to L',
      DENTAL: [
        ['ULC', 'Retained, mobile grade I'],
        ['UL3', 'Palpable palatally, not buccally'],
        ['UR3', 'Erupted'],
        ['UR6', 'Fissure sealed, intact'],
        ['UL6', 'Fissure sealed, intact'],
        ['LR6', 'Fissure sealed, intact'],
        ['LL6', 'Fissure sealed, intact'],
      ],
      RADIO: 'OPG: UL3 palatally displaced, overlapping UL2 root, no resorption visible',
      DX: ['Palatally ectopic UL3', 'Class II div 2 malocclusion'],
      CONSULT:
        'Explained to mum: extraction of ULC may help UL3 erupt; orthodontic assessment needed, likely IOTN 4. Mum agrees',
      'TX TODAY': ['OHI', 'Fluoride varnish'],
      TX: ['OHI given', 'Fluoride varnish applied'],
      'TX PLAN': ['Extraction ULC under LA', 'Refer to orthodontist with OPG'],
      NOTES: '12 y/o, mum present',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 3. US practice (Universal, letters for children)
  defineCase({
    id: 'bg21-us-asr-emergency-pulpectomy-19-db-no-wait-scratch-that-antibiotic',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient presents with severe pain lower left since friday throbbing keeps her up at night cold makes it worse and it lingers she's been taking ibuprofen eight hundred every six hours medical history hypertension on lisinopril type two diabetes on metformin a one c seven point eight penicillin allergy hives blood pressure one forty two over eighty eight extraoral no swelling intraoral soft tissues within normal limits number nineteen large mesial occlusal distal composite with distal lingual no wait distal buccal recurrent caries cold lingering more than thirty seconds percussion positive number eighteen sound cold normal number twenty occlusal amalgam sound pa of nineteen deep caries into the pulp widened pdl on the mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis number nineteen discussed root canal and crown versus extraction she wants to save it signed consent two carpules lidocaine two percent with one to one hundred thousand epi left ianb rubber dam pulpectomy number nineteen three canals calcium hydroxide and cavit rx clindamycin scratch that no antibiotics needed advised ibuprofen six hundred milligrams with acetaminophen five hundred milligrams every six hours for three days next visit complete root canal number nineteen",
    expect: {
      CC: "Severe pain lower left since Friday. Throbbing keeps her up at night. Cold makes it worse and it lingers. She's been taking ibuprofen 800 every 6 hours",
      'MED HX':
        'Hypertension on lisinopril. Type 2 diabetes on metformin. A1c 7.8. Penicillin allergy hives. Blood pressure 142/88',
      EXTRA: 'No swelling',
      INTRA: 'Soft tissues within normal limits',
      DENTAL: [
        ['19', 'Large MOD composite with DB recurrent caries cold lingering more than 30 seconds percussion positive'],
        ['18', 'Sound cold normal'],
        ['20', 'O amalgam sound'],
      ],
      RADIO: 'PA of #19 deep caries into the pulp. Widened PDL on the mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT:
        'Discussed root canal and crown versus extraction. She wants to save it. Advised ibuprofen 600 mg with acetaminophen 500 mg every 6 hours for 3 days',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Pulpectomy #19'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Pulpectomy #19',
        '3 canals',
        'Calcium hydroxide and Cavit',
        'No antibiotics needed',
      ],
      NV: ['Complete RCT #19'],
    },
  }),
  defineCase({
    id: 'bg22-us-asr-peds-first-visit-letters-sdf-s-t-mom-question-frankl',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old here for her first visit mom's with her mom noticed brown spots on her back teeth medical history born premature asthma uses albuterol as needed allergic to amoxicillin no other medications extraoral within normal limits intraoral soft tissues healthy letter s occlusal caries arrested dark letter l distal occlusal caries soft letter t mesial no sorry distal caries letters a j and k sound letters e and f sound letter o mobile two bitewings caries on l into dentin s and t in enamel frankl three cooperative diagnosis caries l s and t mom asked if baby teeth really need fixing explained they hold space for the adult teeth discussed silver diamine fluoride it stains black mom is okay with that verbal consent from mom prophy silver diamine fluoride on s and t fluoride varnish next visit disto occlusal composite l recall three months",
    expect: {
      CC: 'Her first visit. Mom noticed brown spots on her back teeth',
      'MED HX': 'Born premature. Asthma uses albuterol as needed. Allergic to amoxicillin. No other medications',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['S', 'O caries arrested dark'],
        ['L', 'DO caries soft'],
        ['T', 'D caries'],
        ['A', 'Sound'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['E', 'Sound'],
        ['F', 'Sound'],
        ['O', 'Mobile'],
      ],
      RADIO: '2 bitewings. Caries on #L into dentin. #S and #T in enamel',
      DX: ['Caries #L, #S, #T'],
      CONSULT:
        'Mom asked if baby teeth really need fixing. Explained they hold space for the adult teeth. Discussed silver diamine fluoride. It stains black. Mom is okay with that',
      CONSENT: 'Verbal consent from mom',
      'TX TODAY': ['Prophy', 'SDF #S, #T', 'Fluoride varnish'],
      TX: ['Prophy', 'Silver diamine fluoride #S, #T', 'Fluoride varnish'],
      NOTES: "5 year old. Mom's with her. Frankl 3 cooperative",
      NV: ['DO composite #L'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bg23-us-asr-peds-avulsion-8-replanted-intrusion-9-splint-7-to-10-dad',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'walk in emergency eight year old brought in by his dad knocked out his front tooth at soccer about forty minutes ago dad put it in milk medical history healthy no medications allergic to sulfa drugs tetanus up to date extraoral small abrasion on the chin lip not lacerated intraoral number eight socket with clot facial gingiva lacerated number nine intruded about two millimeters not mobile numbers seven and ten sound letters c and h sound pa no alveolar fracture nine intruded immature apex diagnosis avulsion number eight extraoral dry time under five minutes intrusive luxation number nine explained to dad the tooth may not survive and may need a root canal or could fuse to the bone verbal consent from dad two carpules lidocaine two percent with one to one hundred thousand epi facial infiltration seven to ten socket irrigated with saline number eight replanted flexible splint number seven to number ten number nine left to come down on its own rx amoxicillin two fifty milligrams three times a day for seven days soft diet chlorhexidine swabs twice a day next visit splint removal in two weeks',
    expect: {
      CC: 'Walk in emergency. Knocked out his front tooth at soccer about 40 minutes ago. Dad put it in milk',
      'MED HX': 'Healthy. No medications. Allergic to sulfa drugs. Tetanus up to date',
      EXTRA: 'Small abrasion on the chin. Lip not lacerated',
      INTRA: '#8 socket with clot. Facial gingiva lacerated',
      DENTAL: [
        ['9', 'Intruded about 2 mm not mobile'],
        ['7', 'Sound'],
        ['10', 'Sound'],
        ['C', 'Sound'],
        ['H', 'Sound'],
      ],
      RADIO: 'PA no alveolar fracture. #9 intruded immature apex',
      DX: ['Avulsion #8 extraoral dry time under 5 minutes', 'Intrusive luxation #9'],
      CONSULT:
        'Explained to dad the tooth may not survive and may need a root canal or could fuse to the bone. Soft diet. Chlorhexidine swabs twice a day',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['Splint #7 to #10'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, facial infiltration #7 to #10',
        'Socket irrigated with saline',
        '#8 replanted',
        'Flexible splint #7 to #10',
        '#9 left to come down on its own',
        'Rx amoxicillin 250 mg 3 times a day for 7 days',
      ],
      NOTES: '8 year old brought in by his dad',
      NV: ['Splint removal in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bg24-us-asr-night-guard-delivery-bruxism-incisal-edges-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for night guard delivery she grinds at night and wakes up with sore jaw muscles medical history anxiety on escitalopram hypothyroid on levothyroxine no known allergies extraoral masseters tender bilaterally no tmj clicking max opening forty five millimeters intraoral linea alba bilateral numbers eight and nine incisal edges worn into dentin six and eleven canine tips flattened um tried in the upper hard night guard good retention no rocking adjusted occlusion for even contacts on all posterior teeth and canine guidance polished showed her how to insert and remove it and clean it with cool water and a soft brush she asked if it will help her headaches told her it often does and to let us know if her jaw gets worse recall six months and bring the guard',
    expect: {
      CC: 'Night guard delivery. She grinds at night and wakes up with sore jaw muscles',
      'MED HX': 'Anxiety on escitalopram. Hypothyroid on levothyroxine. No known allergies',
      EXTRA: 'Masseters tender bilaterally. No TMJ clicking. Max opening 45 mm',
      INTRA: 'Linea alba bilateral',
      DENTAL: [
        ['8', 'Incisal edges worn into dentin'],
        ['9', 'Incisal edges worn into dentin'],
        ['6', 'Canine tips flattened'],
        ['11', 'Canine tips flattened'],
      ],
      CONSULT:
        'Showed her how to insert and remove it and clean it with cool water and a soft brush. She asked if it will help her headaches. Told her it often does and to let us know if her jaw gets worse',
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried in the upper hard night guard',
        'Good retention',
        'No rocking',
        'Adjusted occlusion for even contacts on all posterior teeth and canine guidance',
        'Polished',
      ],
      'F/U': 'Recall 6 months and bring the guard',
    },
  }),
  defineCase({
    id: 'bg25-us-asr-periodic-exam-tooth-one-tooth-two-chart-fractured-ml-cusp-30',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'periodic exam and prophy no complaints except some bleeding when she flosses medical history type two diabetes on metformin and jardiance high cholesterol on atorvastatin had a stent placed two years ago on clopidogrel allergic to codeine nausea nonsmoker extraoral within normal limits no lymphadenopathy intraoral soft tissues within normal limits bilateral mandibular tori psr two two three two two two four millimeter pocket mesial of fourteen bleeding on probing generalized charting tooth one missing tooth two mesial occlusal amalgam tooth three crown tooth fourteen occlusal composite sound fifteen distal caries sixteen missing seventeen and thirty two missing nineteen crown thirty mesial occlusal distal amalgam with a fractured mesiolingual cusp four bitewings caries fifteen distal into dentin diagnosis caries fifteen fractured cusp thirty gingivitis prophy completed oral hygiene instruction flossing next visit disto occlusal composite fifteen and crown thirty recall six months',
    expect: {
      CC: 'Periodic exam and prophy. No complaints except some bleeding when she flosses',
      'MED HX':
        'Type 2 diabetes on metformin and Jardiance. High cholesterol on atorvastatin. Had a stent placed 2 years ago on clopidogrel. Allergic to codeine nausea. Nonsmoker',
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'Soft tissues within normal limits. Bilateral mandibular tori',
      PERIO: 'PSR 2 2 3 / 2 2 2. 4 mm pocket mesial of #14. Bleeding on probing generalized',
      DENTAL: [
        ['1', 'Missing'],
        ['2', 'MO amalgam'],
        ['3', 'Crown'],
        ['14', 'O composite sound'],
        ['15', 'D caries'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['19', 'Crown'],
        ['30', 'MOD amalgam with a fractured ML cusp', 'ML cusp'],
      ],
      RADIO: '4 bitewings. Caries #15 distal into dentin',
      DX: ['Caries #15', 'Fractured cusp #30', 'Gingivitis'],
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy completed', 'Oral hygiene instruction flossing'],
      NV: ['DO composite #15', 'Crown #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bg26-us-asr-surgical-extraction-30-eliquis-fosamax-restart-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "patient here for extraction of number thirty it broke last week and the dentist down the street said it can't be saved medical history atrial fibrillation on eliquis held this morning as cardiology advised osteoporosis took fosamax for three years stopped last year allergic to latex no other allergies blood pressure one thirty over eighty number thirty crown fractured at the gumline non restorable numbers twenty nine and thirty one sound pa thirty no periapical pathology roots separated reviewed risks including bleeding dry socket and slow healing because of the fosamax written consent signed three carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration sectioned the roots surgical extraction number thirty with elevators and forceps socket irrigated gelfoam placed two chromic sutures pressure with gauze bleeding controlled he asked when he can restart the eliquis told him tonight as usual rx ibuprofen six hundred every six hours as needed for three days post op instructions given follow up one week",
    expect: {
      CC: "Extraction of #30. It broke last week and the dentist down the street said it can't be saved",
      'MED HX':
        'Atrial fibrillation on Eliquis held this morning as cardiology advised. Osteoporosis took Fosamax for 3 years stopped last year. Allergic to latex. No other allergies. Blood pressure 130/80',
      DENTAL: [
        ['30', 'Crown fractured at the gumline non-restorable', 'Crown'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA #30 no periapical pathology. Roots separated',
      CONSULT:
        'Reviewed risks including bleeding dry socket and slow healing because of the Fosamax. He asked when he can restart the Eliquis. Told him tonight as usual',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Surgical extraction #30'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Sectioned the roots',
        'Surgical extraction #30 with elevators and forceps',
        'Socket irrigated',
        'Gelfoam placed',
        '2 chromic sutures',
        'Pressure with gauze',
        'Bleeding controlled',
        'Rx ibuprofen 600 every 6 hours as needed for 3 days',
        'Post-op instructions given',
      ],
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'bg27-us-typed-new-patient-comprehensive-ranges-4-13-20-29-fmx-estimate',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam. Referred by a friend; wants a cleaning and a second look at a soft spot on a lower left molar. Last visit 5 yrs ago. Med hx: HTN (amlodipine 10 mg QD), GERD (omeprazole 20 mg QD), seasonal allergies (Zyrtec). Allergies: PCN (hives), codeine (nausea). Former smoker, quit 2019. BP 136/84. EO: WNL, TMJ WNL. IO: soft tissues WNL, OCS negative. PSR 3 2 3 / 3 2 3, BOP 25%, generalized 4-5 mm posterior pockets. Charting: #1 missing. #2 MO amalgam. #3 MOD amalgam, fractured ML cusp. #4-#13 sound. #14 crown. #15 O composite. #16 missing. #17 partially erupted. #18 DO composite, recurrent caries. #19 O caries. #20-#29 sound. #30 RCT, PFM crown. #31 MO amalgam. #32 missing. FMX: #19 O caries into dentin, #30 RCT adequate, no PARL, generalized mild horizontal bone loss. Dx: generalized periodontitis stage II grade B; caries #18, #19; fractured cusp #3. Tx plan: SRP 4 quads, O composite #19, DO composite #18, crown #3. Pt would like to start with the gums. Estimate given. Insurance pre-authorization sent. NV: SRP UR and LR. Recall 3 months after SRP.',
    expect: {
      CC: 'New pt comprehensive exam. Referred by a friend; wants a cleaning and a second look at a soft spot on a lower left molar. Last visit 5 yrs ago',
      'MED HX':
        'HTN (amlodipine 10 mg QD), GERD (omeprazole 20 mg QD), seasonal allergies (Zyrtec). Allergies: PCN (hives), codeine (nausea). Former smoker, quit 2019. BP 136/84',
      EXTRA: 'WNL, TMJ WNL',
      INTRA: 'Soft tissues WNL, OCS negative',
      PERIO: 'PSR 3 2 3 / 3 2 3, BOP 25%, generalized 4-5 mm posterior pockets',
      DENTAL: [
        ['1', 'Missing'],
        ['2', 'MO amalgam'],
        ['3', 'MOD amalgam, fractured ML cusp', 'ML cusp'],
        ['4', 'Sound'],
        ['5', 'Sound'],
        ['6', 'Sound'],
        ['7', 'Sound'],
        ['8', 'Sound'],
        ['9', 'Sound'],
        ['10', 'Sound'],
        ['11', 'Sound'],
        ['12', 'Sound'],
        ['13', 'Sound'],
        ['14', 'Crown'],
        ['15', 'O composite'],
        ['16', 'Missing'],
        ['17', 'Partially erupted'],
        ['18', 'DO composite, recurrent caries'],
        ['19', 'O caries'],
        ['20', 'Sound'],
        ['21', 'Sound'],
        ['22', 'Sound'],
        ['23', 'Sound'],
        ['24', 'Sound'],
        ['25', 'Sound'],
        ['26', 'Sound'],
        ['27', 'Sound'],
        ['28', 'Sound'],
        ['29', 'Sound'],
        ['30', 'RCT, PFM crown'],
        ['31', 'MO amalgam'],
        ['32', 'Missing'],
      ],
      RADIO: 'FMX: #19 O caries into dentin, #30 RCT adequate, no PARL, generalized mild horizontal bone loss',
      DX: ['Generalized periodontitis stage II grade B', 'Caries #18, #19', 'Fractured cusp #3'],
      CONSULT: 'Pt would like to start with the gums. Estimate given',
      'TX PLAN': ['SRP 4 quads', 'O composite #19', 'DO composite #18', 'Crown #3'],
      NOTES: 'Insurance pre-authorization sent',
      NV: ['SRP UR and LR'],
      'F/U': 'Recall 3 months after SRP',
    },
  }),
  defineCase({
    id: 'bg28-us-typed-cracked-14-crown-prep-two-la-lines-temp-crown-fee',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for crown prep #14, cracked tooth dx last visit; still sharp pain on release when chewing. Med hx: no changes; HTN on losartan, takes baby aspirin 81 mg daily. NKDA. #14 MOD composite, crack line on M marginal ridge, positive Tooth Slooth on MB cusp, cold normal. #13 and #15 sound. Discussed crown; risk of needing RCT later reviewed; pt accepts, fee $1,250 after insurance. Consent signed. 2 carps 4% articaine 1:100k epi buccal infiltration #14, 1 carp 2% lido 1:100k epi palatal infiltration #14, old composite removed, crack extends to the pulpal floor distally, stained but no pulp exposure, core buildup w/ Fluorocore, crown prep #14 for full contour zirconia, retraction cord size 00, PVS impression, bite registration, shade A2, temp crown #14 w/ Integrity, cemented w/ TempBond NE, occlusion checked. Told pt to avoid sticky foods on the left and to floss by pulling through. NV: seat crown #14 in 2 weeks.',
    expect: {
      CC: 'Crown prep #14, cracked tooth dx last visit; still sharp pain on release when chewing',
      'MED HX': 'No changes; HTN on losartan, takes baby aspirin 81 mg daily. NKDA',
      DENTAL: [
        ['14', 'MOD composite, crack line on M marginal ridge, positive Tooth Slooth on MB cusp, cold normal'],
        ['13', 'Sound'],
        ['15', 'Sound'],
      ],
      CONSULT:
        'Discussed crown; risk of needing RCT later reviewed; pt accepts, fee $1,250 after insurance. Told pt to avoid sticky foods on the left and to floss by pulling through',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Crown prep #14', 'Impression', 'Temporary crown #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration #14',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, palatal infiltration #14',
        'Old composite removed',
        'Crack extends to the pulpal floor distally',
        'Stained but no pulp exposure',
        'Core buildup w/ Fluorocore',
        'Crown prep #14 for full contour zirconia',
        'Retraction cord size 00',
        'PVS impression',
        'Bite registration',
        'Shade A2',
        'Temp crown #14 w/ Integrity',
        'Cemented w/ TempBond NE',
        'Occlusion checked',
      ],
      NV: ['Crown fit #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'bg29-us-typed-appends-denture-sore-spots-pip-adjusted-change-1-week',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents with sore spots under her new lower complete denture delivered 5 days ago; upper feels fine. Can't eat on the left. Med hx: Parkinson's (carbidopa/levodopa), osteoarthritis (acetaminophen PRN), dry mouth. Allergic to sulfa. Non-smoker. EO: angular cheilitis R corner. IO: 2 sore spots lower left: 4 mm ulcer on the lingual ridge in the premolar area, erythema at the retromolar pad. Upper ridge healthy. Upper CD retention good. Lower CD stable, slight posterior overextension, occlusion heavy on L. Dx: denture-induced traumatic ulcer lower left. PIP applied, lower denture adjusted at lingual flange and retromolar area, occlusion adjusted w/ articulating paper, polished. Pt asked if she should leave it out at night; yes, soak in cleanser. Recommended Biotene for dry mouth. NV: denture check 1 week.",
    appends: [
      'Add to treatment: Rx nystatin-triamcinolone cream to R corner of mouth BID x 7 days. Add to notes: daughter helps with denture care.',
      'Change 1 week to 10 days.',
    ],
    expect: {
      CC: "Sore spots under her new lower complete denture delivered 5 days ago; upper feels fine. Can't eat on the left",
      'MED HX': "Parkinson's (carbidopa/levodopa), osteoarthritis (acetaminophen PRN), dry mouth. Allergic to sulfa. Non-smoker",
      EXTRA: 'Angular cheilitis R corner',
      INTRA:
        '2 sore spots lower left: 4 mm ulcer on the lingual ridge in the premolar area, erythema at the retromolar pad. Upper ridge healthy. Upper CD retention good. Lower CD stable, slight posterior overextension, occlusion heavy on L',
      DX: ['Denture-induced traumatic ulcer lower left'],
      CONSULT:
        'Pt asked if she should leave it out at night; yes, soak in cleanser. Recommended Biotene for dry mouth',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'PIP applied',
        'Lower denture adjusted at lingual flange and retromolar area',
        'Occlusion adjusted w/ articulating paper',
        'Polished',
        'Rx nystatin-triamcinolone cream to R corner of mouth BID x 7 days',
      ],
      NOTES: 'Daughter helps with denture care',
      NV: ['Denture check 10 days'],
    },
  }),
  defineCase({
    id: 'bg30-us-typed-recall-11yo-letters-a-j-sealants-ortho-referral-mom',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '11 y/o w/ mom. Here for 6-month recall; mom concerned about overbite and crowding, pt teased at school. Med hx: asthma (Flovent, albuterol PRN), ADHD (Adderall). Allergic to penicillin. EO: convex profile, lips incompetent. IO: soft tissues WNL. Class II molar and canine bilaterally, overjet 7 mm, deep bite 90%, lower anterior crowding 5 mm. #A and #J retained, mobile. #4 and #13 erupting. #K and #T mobile. #3, #14, #19, #30 erupted, deep fissures, no caries. 2 BWX: no interproximal caries. Plaque moderate, gingivitis lower anteriors. Dx: Class II div 1 malocclusion with crowding; gingivitis. Prophy, fluoride varnish. Fissure sealants #3, #14, #19, #30. Discussed ortho with mom. Pt asked if braces hurt; explained some soreness the first few days. Plan: referral to orthodontist for consult. Recall 6 months.',
    expect: {
      CC: '6-month recall; mom concerned about overbite and crowding, pt teased at school',
      'MED HX': 'Asthma (Flovent, albuterol PRN), ADHD (Adderall). Allergic to penicillin',
      EXTRA: 'Convex profile, lips incompetent',
      INTRA:
        'Soft tissues WNL. Class II molar and canine bilaterally, overjet 7 mm, deep bite 90%, lower anterior crowding 5 mm',
      DENTAL: [
        ['A', 'Retained, mobile'],
        ['J', 'Retained, mobile'],
        ['4', 'Erupting'],
        ['13', 'Erupting'],
        ['K', 'Mobile'],
        ['T', 'Mobile'],
        ['3', 'Erupted, deep fissures, no caries'],
        ['14', 'Erupted, deep fissures, no caries'],
        ['19', 'Erupted, deep fissures, no caries'],
        ['30', 'Erupted, deep fissures, no caries'],
      ],
      RADIO: '2 BWX: no interproximal caries',
      PERIO: 'Plaque moderate, gingivitis lower anteriors',
      DX: ['Class II div 1 malocclusion with crowding', 'Gingivitis'],
      CONSULT: 'Discussed ortho with mom. Pt asked if braces hurt; explained some soreness the first few days',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      TX: ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14, #19, #30'],
      'TX PLAN': ['Referral to orthodontist for consult'],
      NOTES: '11 y/o w/ mom',
      'F/U': 'Recall 6 months',
    },
  }),
];
