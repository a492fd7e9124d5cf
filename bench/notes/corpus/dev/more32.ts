// A thirty-second development batch (ids ah01–ah24), written blind from this contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is a sample of short and medium everyday visits
// dictated quickly between patients (about 30–120 words), the way different dentists actually talk: some start with the
// treatment or the plan, some end with the complaint or the consent, some put the follow-up or the next visit in the
// middle, some use headers and some none. Visits: suture removals and post-op checks (extraction, implant, root canal),
// sensitivity, ulcers, denture eases, a broken filling patched with GIC, crown recements, a child's check with fluoride
// varnish (FDI and Universal primary teeth), hygiene and periodontal maintenance visits, pericoronitis, a filling, an
// extraction, and quick consultations where the patient declines treatment. Every case has at least two of CONSULT,
// CONSENT, NV and F/U; review, recall and follow-up are said in many forms ("see in 2/52", "r/v 6 months", "recall 12
// months", "follow up call tomorrow", "return if symptoms persist", "RTC prn", "see 6/12 for routine exam"). UK and US
// (12 each); FDI, Universal (a primary tooth by letter) and Palmer; 14 recogniser-style (fillers, "sorry" / "I mean" /
// "no wait" self-corrections) and 10 typed; two cases with appended dictation ("change recall … to …", "add to notes …",
// a bare recall).
//
// Judgement calls where the contract was silent:
// - A finding said after an examination cue that names no tooth ("socket healing nicely", "site healing well, sutures
//   resorbing", "tissue healing well") is OE.INTRA, even when the complaint names the tooth whose socket it is.
// - A procedure named in the CC as done before ("suture removal following extraction of 48 last week", "post op check
//   after root canal on #14", "suture removal 1 week after implant placement #19", "since filling 2/52 ago") gives no
//   title; suture removal, desensitiser and occlusal adjustment are steps without titles, so those visits have TX TODAY
//   empty.
// - Remarks on how the patient feels after treatment ("patient comfortable", "patient says it feels better", "pt
//   reports bite feels even now", "patient happy") are NOTES; advice, reassurance and what the patient decided are
//   CONSULT (also when said right after "Plan: RCT UR6," in ah13, where "pt keen to save the tooth" is the patient's
//   decision, not a second plan item).
// - "Return if she changes her mind otherwise recall 6 months", "return if it loosens again", "review if it comes off
//   again" and "RTC prn" are F/U; "Next appointment: 6 month recall with prophy" is NV because of its cue (as ad24's
//   "Next visit: 6 month recall").
// - NV and TX PLAN items use the naming table's names: "S&P with hygienist" → "Scale and polish with hygienist", "seat
//   crown #30" → "Crown fit #30".
// - The referral to an orthodontist named inside the discussion of a patient who declines everything (ah15) is no plan.
// - "2/52" inside the complaint is written "2 weeks" like any slash interval ("dressed 2 weeks ago").
// - "1:100k epi" is written "1:100,000 epinephrine"; "buccal and palatal infiltration" is "buccal infiltration + palatal
//   infiltration" as the dev corpus writes it.
// - ah07: the broken filling is patched with a GIC said with its tooth and surfaces ("26 MO GIC placed" → "MO GIC 26").
// - ah06: the crown recement is titled with its tooth because the step says it ("Crown #8 recemented …" → "Crown recement
//   #8"); a tooth named only in the complaint is not put on a title.
// - ah17: "change recall six months to nine months" keeps the word "Recall" ("Recall 9 months").
// - ah11: "check up dad brought her in" opening the dictation: the CC is "Check up" and who brought the child is NOTES.
// - ah13 and ah20: one chart entry per tooth holds the findings said together after it ("Dressing intact, TTP negative").
// - ah21: an appended bare "recall six months" goes to F/U.
// - In text fields the connecting words before a tooth stay ("adjacent to 36", "after root canal on #14"); rule 6 drops
//   them only in list items ("Traumatic ulcer from sharp cusp 36", "Gluma desensitizer applied #20, #21").
import { defineCase, type NotesCase } from '../case.ts';

export const more32Cases: NotesCase[] = [
  defineCase({
    id: 'ah01-uk-asr-suture-removal-after-extraction-48',
    style: 'UK',
    asr: true,
    transcript:
      'um attended for suture removal following extraction of forty eight last week healing well no pain medical history no changes on examination socket healing nicely no signs of infection two sutures removed advised to keep rinsing with warm salt water after meals uh review two weeks if any problems',
    expect: {
      CC: 'Suture removal following extraction of 48 last week. Healing well. No pain',
      'MED HX': 'No changes',
      INTRA: 'Socket healing nicely. No signs of infection',
      TX: ['2 sutures removed'],
      CONSULT: 'Advised to keep rinsing with warm salt water after meals',
      'F/U': 'Review 2 weeks if any problems',
    },
  }),
  defineCase({
    id: 'ah02-us-asr-consult-replace-30-declines',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for consult about replacing number thirty which was extracted two years ago medical history high blood pressure on amlodipine no allergies um discussed options implant three unit bridge or partial denture or leaving the space reviewed costs for each patient declines treatment at this time wants to think about it uh return if she changes her mind otherwise recall six months',
    expect: {
      CC: 'Consult about replacing #30 which was extracted 2 years ago',
      'MED HX': 'High blood pressure on amlodipine. No allergies',
      CONSULT:
        'Discussed options implant 3 unit bridge or partial denture or leaving the space. Reviewed costs for each. Patient declines treatment at this time. Wants to think about it',
      'F/U': 'Return if she changes her mind otherwise recall 6 months',
    },
  }),
  defineCase({
    id: 'ah03-uk-typed-hygiene-visit-rv-6-months',
    style: 'UK',
    asr: false,
    transcript:
      'Hygiene visit. MH: no changes. BPE 2 1 2 / 2 2 2, generalised plaque, supragingival calculus lower anteriors. Scale and polish, OHI with TePe brushes size 2. Advised electric toothbrush. Pt happy. r/v 6 months with hygienist. NV: exam with dentist.',
    expect: {
      CC: 'Hygiene visit',
      'MED HX': 'No changes',
      PERIO: 'BPE 2 1 2 / 2 2 2, generalised plaque, supragingival calculus lower anteriors',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI with TePe brushes size 2'],
      CONSULT: 'Advised electric toothbrush',
      NOTES: 'Pt happy',
      NV: ['Exam with dentist'],
      'F/U': 'r/v 6 months with hygienist',
    },
  }),
  defineCase({
    id: 'ah04-us-asr-child-periodic-exam-varnish-primary-s',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for periodic exam mom present no medical history no allergies intraoral soft tissues normal number s small occlusal caries um bitewings taken no interproximal caries fluoride varnish applied oral hygiene instructions given to mom next visit sealant number thirty and filling on number s recall six months',
    expect: {
      CC: 'Periodic exam',
      'MED HX': 'No medical history. No allergies',
      INTRA: 'Soft tissues normal',
      DENTAL: [['S', 'Small O caries']],
      RADIO: 'Bitewings taken. No interproximal caries',
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied', 'Oral hygiene instructions given to mom'],
      NOTES: 'Mom present',
      NV: ['Sealant #30', 'Filling #S'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ah05-uk-asr-palmer-denture-ease-ulcer-ll4-region',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'patient attended with sore spot under lower denture er for a week medical history no changes on examination ulcer in lower left buccal sulcus in the lower left four region denture eased over the area with acrylic bur polished patient comfortable advised corsodyl gel on the ulcer review in two weeks if not healed',
    expect: {
      CC: 'Sore spot under lower denture for a week',
      'MED HX': 'No changes',
      INTRA: 'Ulcer in lower left buccal sulcus in LL4 region',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Denture eased over the area with acrylic bur', 'Polished'],
      CONSULT: 'Advised Corsodyl gel on the ulcer',
      NOTES: 'Patient comfortable',
      'F/U': 'Review in 2 weeks if not healed',
    },
  }),
  defineCase({
    id: 'ah06-us-typed-crown-recement-8-consent-last',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown #8 came off last night eating a bagel, no pain. Med hx: no changes, NKDA. #8 prep intact with no recurrent decay. Crown and prep cleaned. Crown #8 recemented with RelyX Unicem, excess removed, occlusion checked. Advised to avoid sticky foods. Discussed that a new crown may be needed if it comes off again. Return if it loosens again. Pt gave verbal consent for recementation.',
    expect: {
      CC: 'Crown #8 came off last night eating a bagel, no pain',
      'MED HX': 'No changes, NKDA',
      DENTAL: [['8', 'Prep intact with no recurrent decay']],
      'TX TODAY': ['Crown recement #8'],
      TX: ['Crown and prep cleaned', 'Crown #8 recemented with RelyX Unicem', 'Excess removed', 'Occlusion checked'],
      CONSULT: 'Advised to avoid sticky foods. Discussed that a new crown may be needed if it comes off again',
      CONSENT: 'Pt gave verbal consent for recementation',
      'F/U': 'Return if it loosens again',
    },
  }),
  defineCase({
    id: 'ah07-uk-typed-broken-filling-26-gic-patch-review-mid',
    style: 'UK',
    asr: false,
    transcript:
      'Broken filling 26, sharp on tongue since the weekend. MH: asthma, salbutamol inhaler. 26 MO amalgam partly lost. Today: no LA, loose amalgam removed, 26 MO GIC placed. Review 2/52 to see if it is holding. Discussed replacing with composite or onlay, pt to think about it. Verbal consent for GIC.',
    expect: {
      CC: 'Broken filling 26, sharp on tongue since the weekend',
      'MED HX': 'Asthma, salbutamol inhaler',
      DENTAL: [['26', 'MO amalgam partly lost']],
      'TX TODAY': ['MO GIC 26'],
      TX: ['No LA', 'Loose amalgam removed', '26 MO GIC placed'],
      CONSULT: 'Discussed replacing with composite or onlay, pt to think about it',
      CONSENT: 'Verbal consent for GIC',
      'F/U': 'Review 2 weeks to see if it is holding',
    },
  }),
  defineCase({
    id: 'ah08-us-asr-sensitivity-20-21-gluma-follow-up',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient complains of sensitivity to cold lower left for about a month medical history none no allergies twenty and twenty one buccal abfraction with recession diagnosis dentin hypersensitivity twenty and twenty one gluma desensitizer applied to twenty and twenty one recommended sensodyne and a soft brush and not to brush so hard follow up in four weeks plan buccal composites twenty and twenty one if still sensitive',
    expect: {
      CC: 'Sensitivity to cold lower left for about a month',
      'MED HX': 'None. No allergies',
      DENTAL: [
        ['20', 'B abfraction with recession'],
        ['21', 'B abfraction with recession'],
      ],
      DX: ['Dentin hypersensitivity #20, #21'],
      TX: ['Gluma desensitizer applied #20, #21'],
      CONSULT: 'Recommended Sensodyne and a soft brush and not to brush so hard',
      'TX PLAN': ['B composites #20, #21 if still sensitive'],
      'F/U': 'Follow up in 4 weeks',
    },
  }),
  defineCase({
    id: 'ah09-uk-asr-traumatic-ulcer-tongue-cusp-36-smoothed',
    style: 'UK',
    asr: true,
    transcript:
      'patient came in with a painful ulcer on her tongue for ten days no trauma she can think of medical history no changes non smoker intraoral exam three millimetre ulcer left lateral border of tongue adjacent to thirty six yellow base red margin not indurated diagnosis traumatic ulcer from sharp cusp on thirty six um thirty six lingual cusp smoothed advised difflam mouthwash review ten days sorry two weeks if not healed',
    expect: {
      CC: 'Painful ulcer on her tongue for 10 days. No trauma she can think of',
      'MED HX': 'No changes. Non smoker',
      INTRA: '3 mm ulcer left lateral border of tongue adjacent to 36 yellow base red margin not indurated',
      DX: ['Traumatic ulcer from sharp cusp 36'],
      TX: ['36 L cusp smoothed'],
      CONSULT: 'Advised Difflam mouthwash',
      'F/U': 'Review 2 weeks if not healed',
    },
  }),
  defineCase({
    id: 'ah10-us-typed-post-op-check-32-rtc-prn',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for post-op check, #32 surgical ext 1 wk ago. Mild soreness, taking ibuprofen prn. Med hx: no changes. Site healing well, sutures resorbing, no sign of dry socket. Reassured pt soreness is normal at this stage. RTC prn. Next appointment: 6 month recall with prophy.',
    expect: {
      CC: 'Post-op check, #32 surgical ext 1 wk ago. Mild soreness, taking ibuprofen prn',
      'MED HX': 'No changes',
      INTRA: 'Site healing well, sutures resorbing, no sign of dry socket',
      CONSULT: 'Reassured pt soreness is normal at this stage',
      NV: ['6 month recall with prophy'],
      'F/U': 'RTC prn',
    },
  }),
  defineCase({
    id: 'ah11-uk-asr-child-check-up-duraphat-75-85-dad',
    style: 'UK',
    asr: true,
    transcript:
      'um check up dad brought her in medical history fit and well no allergies extra oral nad intra oral soft tissues healthy seventy five and eighty five occlusal caries into enamel only sixteen and twenty six partially erupted duraphat varnish applied oral hygiene instruction given to dad diet advice given cut down fruit juice between meals next appointment fissure sealants sixteen and twenty six when fully erupted recall six months',
    expect: {
      CC: 'Check up',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['75', 'O caries into enamel only'],
        ['85', 'O caries into enamel only'],
        ['16', 'Partially erupted'],
        ['26', 'Partially erupted'],
      ],
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Duraphat varnish applied', 'Oral hygiene instruction given to dad'],
      CONSULT: 'Diet advice given. Cut down fruit juice between meals',
      NOTES: 'Dad brought her in',
      NV: ['Fissure sealants 16, 26 when fully erupted'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ah12-us-asr-prophy-periodic-exam-water-flosser',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'prophy and periodic exam medical history updated started lisinopril for blood pressure no allergies psr two two two two three two bleeding on probing lower anteriors um adult prophy with cavitron polished flossed oral hygiene instructions reviewed recommended a water flosser next visit filling on number fourteen I mean fifteen as planned recall six months',
    expect: {
      CC: 'Prophy and periodic exam',
      'MED HX': 'Updated started lisinopril for blood pressure. No allergies',
      PERIO: 'PSR 2 2 2 2 3 2. Bleeding on probing lower anteriors',
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Adult prophy with Cavitron', 'Polished', 'Flossed', 'Oral hygiene instructions reviewed'],
      CONSULT: 'Recommended a water flosser',
      NV: ['Filling #15 as planned'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ah13-uk-typed-palmer-plan-first-review-dressed-ur6',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Plan: RCT UR6, pt keen to save the tooth. Came in for review of UR6 dressed 2/52 ago, symptoms settled, no pain on biting. MH: nil. UR6 dressing intact, TTP negative. Risks of RCT explained (file fracture, perforation, failure), written consent signed. NV: RCT UR6 (90 mins). See 6/12 for routine exam.',
    expect: {
      CC: 'Review of UR6 dressed 2 weeks ago, symptoms settled, no pain on biting',
      'MED HX': 'Nil',
      DENTAL: [['UR6', 'Dressing intact, TTP negative']],
      CONSULT: 'Pt keen to save the tooth. Risks of RCT explained (file fracture, perforation, failure)',
      CONSENT: 'Written consent signed',
      'TX PLAN': ['RCT UR6'],
      NV: ['RCT UR6 (90 mins)'],
      'F/U': 'See 6 months for routine exam',
    },
  }),
  defineCase({
    id: 'ah14-us-typed-implant-suture-removal-19-nv-middle',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for suture removal 1 week after implant placement #19, doing well. Next visit: implant check in 3 months. Med hx: no changes. Tissue healing well, no inflammation. 3 sutures removed at #19 site. Advised to continue chlorhexidine rinse 1 more week and soft diet.',
    expect: {
      CC: 'Suture removal 1 week after implant placement #19, doing well',
      'MED HX': 'No changes',
      INTRA: 'Tissue healing well, no inflammation',
      TX: ['3 sutures removed at #19 site'],
      CONSULT: 'Advised to continue chlorhexidine rinse 1 more week and soft diet',
      NV: ['Implant check in 3 months'],
    },
  }),
  defineCase({
    id: 'ah15-uk-asr-ortho-consult-declines-recall-12',
    style: 'UK',
    asr: true,
    transcript:
      'new patient consultation er wants to know about straightening her front teeth medical history fit and well on examination crowding of lower incisors and mild upper crowding discussed clear aligners versus fixed braces referral to an orthodontist and costs patient declines any treatment for now happy as she is recall twelve months',
    expect: {
      CC: 'New patient consultation. Wants to know about straightening her front teeth',
      'MED HX': 'Fit and well',
      INTRA: 'Crowding of lower incisors and mild upper crowding',
      CONSULT:
        'Discussed clear aligners versus fixed braces referral to an orthodontist and costs. Patient declines any treatment for now happy as she is',
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'ah16-us-typed-extraction-12-follow-up-call-consent-last',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents with broken down #12, wants it out. Med hx: type 2 diabetes, metformin; NKDA. #12 retained root, non-restorable. Discussed implant vs bridge for later, pt undecided. 1 carpule 2% lido 1:100k epi, buccal and palatal infiltration. #12 extracted with elevator and forceps. Gauze pressure, hemostasis achieved. POI verbal and written. Follow up call tomorrow. Consent form signed before tx.',
    expect: {
      CC: 'Broken down #12, wants it out',
      'MED HX': 'Type 2 diabetes, metformin; NKDA',
      DENTAL: [['12', 'Retained root, non-restorable']],
      CONSULT: 'Discussed implant vs bridge for later, pt undecided',
      CONSENT: 'Consent form signed before tx',
      'TX TODAY': ['Extraction #12'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration',
        '#12 extracted with elevator and forceps',
        'Gauze pressure',
        'Hemostasis achieved',
        'POI verbal and written',
      ],
      'F/U': 'Follow up call tomorrow',
    },
  }),
  defineCase({
    id: 'ah17-uk-asr-appends-d-composite-45-change-recall',
    style: 'UK',
    asr: true,
    transcript:
      'attended for filling forty four I mean forty five um medical history no changes discussed composite versus amalgam patient chose white verbal consent given la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration then forty five distal caries removed composite placed shade a three occlusion checked patient happy next visit scale and polish recall six months',
    appends: ['change recall six months to nine months', 'add to notes patient asked about whitening'],
    expect: {
      CC: 'Filling 45',
      'MED HX': 'No changes',
      CONSULT: 'Discussed composite versus amalgam. Patient chose white',
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['D composite 45'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration',
        '45 D caries removed',
        'Composite placed',
        'Shade A3',
        'Occlusion checked',
      ],
      NOTES: 'Patient happy. Patient asked about whitening',
      NV: ['Scale and polish'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ah18-us-asr-new-dentures-sore-spots-return-if-persist',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'um complete upper and lower dentures delivered last week patient complains of sore spots lower right and clicking when talking medical history no changes on warfarin intraoral two small ulcers lower right buccal vestibule no other lesions lower denture flange adjusted with acrylic bur checked with pressure indicating paste occlusion adjusted polished patient says it feels better advised salt water rinses and take dentures out at night return if symptoms persist',
    expect: {
      CC: 'Complete upper and lower dentures delivered last week. Sore spots lower right and clicking when talking',
      'MED HX': 'No changes. On warfarin',
      INTRA: '2 small ulcers lower right buccal vestibule. No other lesions',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Lower denture flange adjusted with acrylic bur',
        'Checked with pressure indicating paste',
        'Occlusion adjusted',
        'Polished',
      ],
      CONSULT: 'Advised salt water rinses and take dentures out at night',
      NOTES: 'Patient says it feels better',
      'F/U': 'Return if symptoms persist',
    },
  }),
  defineCase({
    id: 'ah19-uk-typed-recall-exam-recall-first-consent-last',
    style: 'UK',
    asr: false,
    transcript:
      'Recall exam. Recall 12 months. NV: S&P with hygienist. MH: no change. EO: NAD. IO: soft tissues healthy, all restorations intact, no caries. BPE 1 1 1 / 1 1 1. BWs taken: no caries, bone levels normal. Advised to keep up good OH. Pt consented to BWs.',
    expect: {
      CC: 'Recall exam',
      'MED HX': 'No change',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, all restorations intact, no caries',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      RADIO: 'BWs taken: no caries, bone levels normal',
      CONSULT: 'Advised to keep up good OH',
      CONSENT: 'Pt consented to BWs',
      NV: ['Scale and polish with hygienist'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'ah20-uk-typed-palmer-high-filling-ul6-see-2-52',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Sensitive UL6 since filling 2/52 ago, worse on biting. MH clear. UL6 MO composite high on articulating paper, slightly TTP. No LA. Occlusion adjusted and polished. Pt reports bite feels even now. Explained sensitivity should settle; if not, may need RCT. See in 2/52.',
    expect: {
      CC: 'Sensitive UL6 since filling 2 weeks ago, worse on biting',
      'MED HX': 'Clear',
      DENTAL: [['UL6', 'MO composite high on articulating paper, slightly TTP']],
      TX: ['No LA', 'Occlusion adjusted and polished'],
      CONSULT: 'Explained sensitivity should settle; if not, may need RCT',
      NOTES: 'Pt reports bite feels even now',
      'F/U': 'See in 2 weeks',
    },
  }),
  defineCase({
    id: 'ah21-us-asr-appends-post-op-check-rct-14-crown-next',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for two week post op check after root canal on number fourteen feels fine no pain um medical history no changes number fourteen temporary intact not tender to percussion or palpation discussed need for a crown soon to prevent fracture patient agrees next visit crown prep number fourteen with core buildup',
    appends: ['recall six months', 'add to notes patient asked for a morning appointment'],
    expect: {
      CC: '2 week post op check after root canal on #14. Feels fine. No pain',
      'MED HX': 'No changes',
      DENTAL: [['14', 'Temporary intact not tender to percussion or palpation']],
      CONSULT: 'Discussed need for a crown soon to prevent fracture. Patient agrees',
      NOTES: 'Patient asked for a morning appointment',
      NV: ['Crown prep #14 with core buildup'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ah22-uk-asr-palmer-crown-recement-ur5-consent-last',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'crown came off upper right five yesterday um no pain medical history no changes upper right five core intact no caries crown and core cleaned upper right five crown recemented with glass ionomer occlusion checked advised to avoid chewing toffee review if it comes off again discussed a replacement crown if it does patient happy verbal consent obtained before recementing',
    expect: {
      CC: 'Crown came off UR5 yesterday. No pain',
      'MED HX': 'No changes',
      DENTAL: [['UR5', 'Core intact no caries']],
      'TX TODAY': ['Crown recement UR5'],
      TX: ['Crown and core cleaned', 'UR5 crown recemented with glass ionomer', 'Occlusion checked'],
      CONSULT: 'Advised to avoid chewing toffee. Discussed a replacement crown if it does',
      CONSENT: 'Verbal consent obtained before recementing',
      NOTES: 'Patient happy',
      'F/U': 'Review if it comes off again',
    },
  }),
  defineCase({
    id: 'ah23-us-typed-perio-maintenance-nv-seat-crown-30',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for perio maintenance. Med hx: no changes, NKDA. 4-5 mm pockets #2, #15 and #18, BOP 20%. Periodontal maintenance with Cavitron and hand scaling, polished. OHI with interdental brushes. Pt asked about electric toothbrushes, recommended Sonicare. NV: seat crown #30. Recall 3 months for perio maintenance.',
    expect: {
      CC: 'Perio maintenance',
      'MED HX': 'No changes, NKDA',
      PERIO: '4-5 mm pockets #2, #15 and #18, BOP 20%',
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: ['Periodontal maintenance with Cavitron and hand scaling', 'Polished', 'OHI with interdental brushes'],
      CONSULT: 'Pt asked about electric toothbrushes, recommended Sonicare',
      NV: ['Crown fit #30'],
      'F/U': 'Recall 3 months for perio maintenance',
    },
  }),
  defineCase({
    id: 'ah24-us-asr-pericoronitis-32-declines-extraction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents with pain and swelling around number thirty two for three days bad taste medical history no medical problems no allergies extraoral no swelling no lymphadenopathy thirty two partially erupted operculum red and swollen diagnosis pericoronitis thirty two irrigated under the operculum with chlorhexidine uh advised warm salt water rinses and chlorhexidine rinse twice a day discussed extraction of thirty one no wait thirty two patient declines for now wants to wait and see review in one week or sooner if swelling gets worse',
    expect: {
      CC: 'Pain and swelling around #32 for 3 days. Bad taste',
      'MED HX': 'No medical problems. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      DENTAL: [['32', 'Partially erupted operculum red and swollen']],
      DX: ['Pericoronitis #32'],
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine'],
      CONSULT:
        'Advised warm salt water rinses and chlorhexidine rinse twice a day. Discussed extraction of #32. Patient declines for now. Wants to wait and see',
      'F/U': 'Review in 1 week or sooner if swelling gets worse',
    },
  }),
];
