// A hundred-and-twenty-sixth development batch (ids dx01–dx30), written blind from the contract (corpus README from
// "## General rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not seen
// the engine or any held-out split; every case was labelled before any engine run. It is general dentists who leave the
// recorder running through a whole routine visit, so the dictation is one stream with no speaker labels: greetings and
// questions to the patient, recall examinations called out tooth by tooth for the nurse or assistant to chart (with the
// nurse echoing or checking "was that distal", "was that three seven"), BPE / PSR called out, radiographs taken and
// reported aloud, fillings, crown preparations and a crown fit with the dentist talking to the patient while working
// ("little bit of water now", "you'll feel some pressure", "bite together for me"), explanations of what was found and the
// options and costs, consent asked aloud, aftercare said to the patient and the next visit booked aloud. Five practices,
// six visits each:
//   dx01–dx06 a UK NHS practice (FDI; dx01, dx02, dx03, dx05 recogniser-style, dx04, dx06 typed clean-ups): a recall with
//     nurse echoes and checks, BPE and bitewings reported aloud; an MO composite with remarks while working and aftercare;
//     a recall finding a cracked 46 with a crown advised (appended dictation); the crown prep on that kind of tooth typed
//     up; a recall with a PA of 27 and two "sorry" corrections in one tooth; a typed routine exam with S&P and varnish;
//   dx07–dx12 a UK dentist saying Palmer words (Palmer; dx07, dx08, dx10, dx11, dx12 recogniser-style, dx09 typed UR6
//     shorthand): a recall charted quadrant by quadrant with bare tooth numbers after the quadrant; a DO composite with
//     consent asked aloud (appended dictation); a typed recall with BPE 4 and a periodontal plan; a crown prep with
//     "sorry" said to the patient; a recall with root caries, a partial denture's clasps tightened and varnish; an MO
//     composite replacing an amalgam after a PA, privately;
//   dx13–dx18 a US general practice (Universal; dx13, dx14, dx16, dx17 recogniser-style, dx15, dx18 typed): a periodic
//     exam with the assistant's checks and four bitewings; an MOD composite with remarks while working (appended
//     dictation); a typed new-patient comprehensive exam with FMX and an SRP plan; a crown prep with core buildup and a
//     temporary; a checkup with prophy and a PA of a darkened #8; two composites typed up;
//   dx19–dx24 a UK private practice (FDI; dx19, dx21, dx22, dx23 recogniser-style, dx20, dx24 typed): a new-patient exam
//     charted through the nurse with an OPG; a typed exam and hygiene visit (appended dictation); two buccal composites on
//     abrasion cavities; a routine exam with bitewings finding deep caries and a quote; a crown fit without LA; a typed
//     teenage recall with fixed braces, sealants and varnish;
//   dx25–dx30 a US general practice (Universal; dx25, dx26, dx27, dx29, dx30 recogniser-style, dx28 typed): a periodic exam
//     after three years with a full mouth series; two chipped incisors restored (appended dictation); an MO amalgam with
//     consent on file; a typed crown prep after RCT; a pregnant patient's recall with prophy; two buccal glass ionomers on
//     root caries.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 22 recogniser-style (lower case, number words, no punctuation, fillers,
// "sorry" corrections, no speaker labels) and 8 typed clean-ups (dx04, dx06, dx09, dx15, dx18, dx20, dx24, dx28);
// transcripts 120 to 232 words (typed 120 to 157, recogniser-style 159 to 232). Five cases with appended dictation: dx03 recogniser "add to chart …" / "add to notes …";
// dx08 recogniser "add to notes …"; dx14 recogniser "next visit …" / "change six months to four months"; dx20 typed "Add
// to notes: …"; dx26 recogniser "add to treatment …". DENTAL in every case.
//
// Judgement calls where the contract was silent:
// - One stream, several speakers. Greetings and questions put to the patient ("come on in have a seat how have you
//   been", "anything changed with your health", "any questions"), the patient's short replies ("no nothing", "yes",
//   "yeah", "no okay"), remarks to the patient while working ("just a little scratch now", "little bit of water now",
//   "you'll feel some pressure on the gum that's just the band", "bite together for me tap tap tap", "breathe through
//   your nose", "all done", "go ahead and have a look in the mirror", "okay it's on", "okay you're all set") and asides to
//   the nurse ("can you get the light please thanks", "charting please", "right let's chart starting upper right") are no
//   note content and are dropped entirely, as more56 dropped remarks to the patient and more58 nurse asides. A "sorry"
//   inside such a remark ("little scratch on the roof of the mouth now sorry that one stings a bit", "little bit of water
//   on your face sorry about that") goes with the remark and corrects nothing.
// - The consent question asked aloud ("are you still happy to go ahead yes lovely", "are you okay to go ahead yeah okay",
//   "are you happy to carry on yes okay") is dropped with its answer; CONSENT holds what the dentist then says for the
//   record ("verbal consent", "verbal consent given", "consent signed", "he signed the consent form", "consent on file
//   reviewed verbal consent"). The patient's decision in the dentist's words ("she's happy to go ahead", "he's happy with
//   that", "she agreed", "he'd like to try the filling") is CONSULT.
// - The nurse's echo or check and the dentist's confirming answer ("was that distal yes distal", "was that three seven yes
//   three seven", "was that the six yes the six", "was that thirty or thirty one thirty", "was that twelve and thirteen yes
//   both", "was that three on the lower right yes three") add nothing: the finding is written once. A BPE / PSR read out
//   and echoed by the nurse is one screening ("bpe two one two two one two two one two two one two" → "BPE 2 1 2 / 2 1
//   2").
// - Explanations said to the patient (what was found, options, costs, insurance, "as we said …") are CONSULT in the
//   words said, second person kept ("You've got a small hole on the back of the upper left tooth here"); aftercare said
//   to the patient ("you'll be numb for about two hours", "avoid toffees and chewy sweets on that side", "floss by sliding
//   it out the side") is CONSULT too, as more58 put advice given after treatment; "post op instructions given" /
//   "POIG" / "POI given" stays a TX step. Fees said in words are digits with the word kept ("sixty five pounds" → "65
//   pounds"); typed fees stay as typed ("£350", "$640").
// - A procedure the patient declines ("fluoride varnish declined") is the patient's decision, CONSULT, not TX; "number
//   nine didn't need anesthetic" is a TX step kept as said; "labial infiltration" stays as said in the LA line (as
//   more56); a diagnosis run said without pauses is cut where a careful writer would put commas ("generalized moderate
//   periodontitis | pulp necrosis #3 | recurrent caries #30").
// - Charting navigation: a quadrant named while moving through an FDI chart ("upper left two four sound", "lower right
//   four six …") only leads the nurse and makes no entry and no text. A Palmer dentist who names the quadrant once and then
//   says bare tooth numbers ("upper right eight missing seven occlusal amalgam sound six mesial occlusal distal composite
//   sound", "lower left three four and five sound") is charting those teeth in that quadrant (UR8, UR7, UR6; LL3, LL4, LL5).
// - A finding and the step it led to are cut at "so" (as more56): "she'd rather not have the injection so no la needed"
//   → CONSULT "She'd rather not have the injection" and TX "No LA needed"; "mesial margin just subgingival … so placed a
//   sectional matrix …" → two TX items. "Numb after 5 minutes" is a TX step.
// - In recogniser-style text fields a new clause with its own subject starts a new sentence and the "and" opening it goes
//   (as more58 bh18 "She's been waking up with jaw pain. Her husband says she grinds"); two verbs sharing one subject stay
//   one sentence ("take the filling out and put in a new one"). "x ray" is written "x-ray".
// - "No new decay" said of the mouth is INTRA (as more58 "No caries noted"); "pa not needed", "no bitewings due this time"
//   and "x rays deferred until after the baby" are RADIO; a gum finding around a tooth ("gum healthy around it") is PERIO
//   (as more56); an epulis "between numbers seven and eight" is INTRA with no chart entry (rule 7).
// - Remarks about the patient ("she's pleased with how it looks", "she's thrilled", "Pt nervous, used headphones", "Pt
//   dozed off during the prep", "Pt said he barely felt a thing") and who came with them ("wife's come in with him",
//   "13 y/o attended with dad") are NOTES.
// - Titles: "upper denture adjusted clasps tightened with pliers" is "Denture adjustment" (the table's denture adjustment
//   said as a verb, like "extracted" → Extraction); "S&P by hygienist" is "Scale and polish"; "prophy with the cavitron and
//   polish" / "prophy with the hand scalers and polish" are "Prophy"; "buccal glass ionomer number twelve" is TX "B glass
//   ionomer #12" and title "B GIC #12"; "final impression" → "Impression" (singular as said), "impressions upper silicone
//   lower alginate" → "Impressions"; "temp crown" / "temporary crown" → "Temporary crown"; a digital scan, a core buildup,
//   a putty index, a bite registration, retraction cord and an old amalgam or composite removed are no titles; a crown fit
//   whose TX says only "cemented with RelyX Unicem" takes "Crown fit 36" from the CC (as more58). Examination-only
//   visits (dx05, dx13, dx15, dx19, dx25) have no TX and no TX TODAY; radiographs taken are RADIO, not TX.
// - NV / TX PLAN use the table names ("crown seat number nineteen" → "Crown fit #19", "scaling and root planing upper right
//   and lower right" → "SRP upper right and lower right", "root canal number eight" → "RCT #8"); "book him in for …" opens
//   the next visit (header "book (in) for"); "then" splits two next-visit items.
// - Brand names from the recogniser are written as their makers write them (Tooth Slooth, Vitrebond, Blu-Mousse, Protemp,
//   TempBond, RelyX Unicem, Impregum, MultiCore, Luxatemp, Cavitron, Sensodyne, Duraphat 5000, Clinpro 5000, Teflon);
//   "post op" → "Post-op".
// - Appends: "add to chart …" adds a DENTAL entry at the end, "add to notes …" adds to NOTES, "add to treatment …" adds a TX
//   item at the end, "next visit …" adds an NV item and "change six months to four months" edits the one place "six
//   months" is said (dx14's recall).
import { defineCase, type NotesCase } from '../case.ts';

export const more126Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK NHS practice (FDI)
  defineCase({
    id: 'dx01-uk-asr-fdi-recall-nurse-echo-was-that-distal-bpe-bitewings-25',
    style: 'UK',
    asr: true,
    transcript:
      "okay come on in have a seat how have you been any problems with your teeth no nothing okay so routine recall no problems reported anything changed with your health no okay medical history no changes takes atorvastatin no allergies extra oral nad intra oral soft tissues healthy lean back for me charting one eight missing one seven occlusal amalgam sound one six mesial occlusal distal amalgam sound one five sound upper left two four sound two five distal caries was that distal yes distal two six occlusal composite sound two seven sound lower left three six disto occlusal amalgam sound three seven occlusal amalgam was that three seven yes three seven occlusal amalgam sound lower right four six occlusal stain no caries four seven sound bpe two one two two one two two one two two one two calculus lower anteriors two bitewings taken both grade one distal caries two five into dentine no other caries scale and polish oral hygiene instruction interdental brushes okay so you've got a small hole on the back of the upper left tooth here we'll need to fill that it's a band two course on the nhs next visit distal composite two five recall six months",
    expect: {
      CC: 'Routine recall. No problems reported',
      'MED HX': 'No changes. Takes atorvastatin. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'BPE 2 1 2 / 2 1 2. Calculus lower anteriors',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'O amalgam sound'],
        ['16', 'MOD amalgam sound'],
        ['15', 'Sound'],
        ['24', 'Sound'],
        ['25', 'D caries'],
        ['26', 'O composite sound'],
        ['27', 'Sound'],
        ['36', 'DO amalgam sound'],
        ['37', 'O amalgam sound'],
        ['46', 'O stain no caries'],
        ['47', 'Sound'],
      ],
      RADIO: '2 bitewings taken both grade 1. Distal caries 25 into dentine. No other caries',
      CONSULT:
        "You've got a small hole on the back of the upper left tooth here. We'll need to fill that. It's a band 2 course on the NHS",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction interdental brushes'],
      NV: ['D composite 25'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dx02-uk-asr-fdi-mo-composite-36-water-pressure-remarks-aftercare',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the mesial occlusal filling on three six medical history no changes no allergies three six mesial occlusal caries three seven sound three five sound okay we talked about this last time it's the white filling on the nhs are you still happy to go ahead yes lovely verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration three six just a little scratch now that's it you're doing well cotton wool rolls and dry guard little bit of water now caries removed dentine hard no exposure sectional matrix and wedge you'll feel some pressure on the gum that's just the band etch bond can you get the light please thanks mesial occlusal composite three six shade a two cured bite together for me tap tap tap occlusion checked high spot adjusted polished all done so you'll be numb for about two hours don't eat anything hot till the numbness wears off be careful not to bite your cheek it might feel a little sensitive to cold for a week or so that's normal post op instructions given recall as planned in six months",
    expect: {
      CC: 'MO filling on 36',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['36', 'MO caries'],
        ['37', 'Sound'],
        ['35', 'Sound'],
      ],
      CONSULT:
        "We talked about this last time. It's the white filling on the NHS. You'll be numb for about 2 hours. Don't eat anything hot till the numbness wears off. Be careful not to bite your cheek. It might feel a little sensitive to cold for a week or so. That's normal",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MO composite 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Cotton wool rolls and dry guard',
        'Caries removed',
        'Dentine hard',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'MO composite 36',
        'Shade A2',
        'Cured',
        'Occlusion checked',
        'High spot adjusted',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned in 6 months',
    },
  }),
  defineCase({
    id: 'dx03-uk-asr-fdi-recall-cracked-46-tooth-slooth-crown-advised-appends',
    style: 'UK',
    asr: true,
    transcript:
      "okay he's here for his check up says he gets a sharp pain biting on something hard on the lower right now and then medical history no changes asthma on his brown and blue inhalers allergic to penicillin extra oral nad intra oral soft tissues healthy linea alba both cheeks charting please one seven mesial occlusal amalgam sound one six mesial occlusal distal amalgam sound two six occlusal amalgam sound three six mesial occlusal distal amalgam sound four six large mesial occlusal distal amalgam crack line mesial marginal ridge was that mesial yes mesial positive to tooth slooth on the distobuccal cusp sound to cold four seven disto occlusal composite sound bpe one one one one one one no bitewings due this time diagnosis cracked tooth four six okay so that tooth at the back on the lower right has a crack in it which is why it hurts when you bite I'd recommend a crown to hold it together you could also keep an eye on it but if it splits it may need to come out it's band three for the crown on the nhs he's happy with that scale and polish oral hygiene instruction flossing book him in for a crown prep four six recall nine months",
    appends: [
      'add to chart four eight partially erupted gum flap no inflammation',
      "add to notes he'd like a late afternoon appointment for the prep",
    ],
    expect: {
      CC: 'His check up. Says he gets a sharp pain biting on something hard on the lower right now and then',
      'MED HX': 'No changes. Asthma on his brown and blue inhalers. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Linea alba both cheeks',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['17', 'MO amalgam sound'],
        ['16', 'MOD amalgam sound'],
        ['26', 'O amalgam sound'],
        ['36', 'MOD amalgam sound'],
        [
          '46',
          'Large MOD amalgam crack line M marginal ridge positive to Tooth Slooth on the DB cusp sound to cold',
        ],
        ['47', 'DO composite sound'],
        ['48', 'Partially erupted gum flap no inflammation'],
      ],
      RADIO: 'No bitewings due this time',
      DX: ['Cracked tooth 46'],
      CONSULT:
        "That tooth at the back on the lower right has a crack in it which is why it hurts when you bite. I'd recommend a crown to hold it together. You could also keep an eye on it but if it splits it may need to come out. It's band 3 for the crown on the NHS. He's happy with that",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction flossing'],
      NOTES: "He'd like a late afternoon appointment for the prep",
      NV: ['Crown prep 46'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'dx04-uk-typed-fdi-crown-prep-46-cracked-luxacore-impregum-temp',
    style: 'UK',
    asr: false,
    transcript:
      'Crown prep 46 (cracked tooth, diagnosed at recall). MH: no change, asthma (inhalers), allergic to penicillin. 46 MOD amalgam, crack M marginal ridge, not TTP. 45, 47 sound. Options recapped: crown vs monitor, pt wants crown, NHS band 3 explained. Verbal consent. LA 1 x 2.2 ml articaine 4% 1:100,000 adr IDB right + buccal infil 46. Amalgam removed, crack visible across pulpal floor, not into pulp. Putty index for temp. Core: LuxaCore. Crown prep 46 for full metal crown. Cord placed. Impressions: Impregum lower + alginate upper. Bite reg. Temp crown Protemp, cemented TempBond. Occlusion checked. POIG. Advised avoid sticky food and floss by pulling through, not up. Pt said he barely felt a thing. NV crown fit 46 2/52.',
    expect: {
      CC: 'Crown prep 46 (cracked tooth, diagnosed at recall)',
      'MED HX': 'No change, asthma (inhalers), allergic to penicillin',
      DENTAL: [
        ['46', 'MOD amalgam, crack M marginal ridge, not TTP'],
        ['45', 'Sound'],
        ['47', 'Sound'],
      ],
      CONSULT:
        'Options recapped: crown vs monitor, pt wants crown, NHS band 3 explained. Advised avoid sticky food and floss by pulling through, not up',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep 46', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration 46',
        'Amalgam removed',
        'Crack visible across pulpal floor',
        'Not into pulp',
        'Putty index for temp',
        'Core: LuxaCore',
        'Crown prep 46 for full metal crown',
        'Cord placed',
        'Impressions: Impregum lower + alginate upper',
        'Bite reg',
        'Temp crown Protemp',
        'Cemented TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NOTES: 'Pt said he barely felt a thing',
      NV: ['Crown fit 46 2 weeks'],
    },
  }),
  defineCase({
    id: 'dx05-uk-asr-fdi-recall-pa-27-reversible-pulpitis-two-sorry-corrections',
    style: 'UK',
    asr: true,
    transcript:
      "right he's in for his check up mentions a dull ache upper left on and off for a month worse with cold medical history no changes type two diabetes on metformin no allergies smokes ten a day extra oral nad lymph nodes not palpable intra oral soft tissues nad oral cancer screen clear charting one six occlusal composite sound one five disto occlusal amalgam sound two six mesial occlusal amalgam sound two seven large occlusal amalgam with distal caries sorry mesial caries around the margin not tender to percussion no pain to cold sorry brief sharp pain to cold three six crown was that three six yes three seven missing four six occlusal amalgam sound four seven occlusal amalgam sound bpe two two two two two two calculus lower incisors bleeding on probing in places periapical two seven taken grade one deep mesial caries close to the pulp no periapical radiolucency diagnosis reversible pulpitis two seven okay so your back tooth top left has decay under the filling and it's getting close to the nerve I'd suggest we take the filling out and put in a new one if the nerve doesn't settle it may need a root canal or coming out he'd like to try the filling smoking cessation advice given he's not ready to quit next visit mesial occlusal composite two seven recall six months with the hygienist",
    expect: {
      CC: 'His check up. Mentions a dull ache upper left on and off for a month. Worse with cold',
      'MED HX': 'No changes. Type 2 diabetes on metformin. No allergies. Smokes 10 a day',
      EXTRA: 'NAD. Lymph nodes not palpable',
      INTRA: 'Soft tissues NAD. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 2 2. Calculus lower incisors. Bleeding on probing in places',
      DENTAL: [
        ['16', 'O composite sound'],
        ['15', 'DO amalgam sound'],
        ['26', 'MO amalgam sound'],
        ['27', 'Large O amalgam with M caries around the margin not tender to percussion brief sharp pain to cold'],
        ['36', 'Crown'],
        ['37', 'Missing'],
        ['46', 'O amalgam sound'],
        ['47', 'O amalgam sound'],
      ],
      RADIO: 'Periapical 27 taken grade 1. Deep mesial caries close to the pulp. No periapical radiolucency',
      DX: ['Reversible pulpitis 27'],
      CONSULT:
        "Your back tooth top left has decay under the filling. It's getting close to the nerve. I'd suggest we take the filling out and put in a new one. If the nerve doesn't settle it may need a root canal or coming out. He'd like to try the filling. Smoking cessation advice given. He's not ready to quit",
      NV: ['MO composite 27'],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),
  defineCase({
    id: 'dx06-uk-typed-fdi-routine-exam-polyp-abrasion-44-45-whitening-question',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam. No c/o. MH: no change, hypothyroid on levothyroxine, NKDA, non-smoker, about 6 units/week. EO: L TMJ occasional click, no pain, no locking. IO: soft tissues NAD, small fibroepithelial polyp L buccal mucosa, unchanged from last year. BPE 1 1 2 / 2 1 1, OH good. Charting: 17 O amalgam sound, 16 MO comp sound, 26 crown margins intact, 36 DO amalgam ditched no caries, 46 O comp sound. 45, 44 B abrasion cavities, not sensitive. BWs not due (last taken 1 yr ago). Pt asked about whitening - explained home trays, £350, leaflet given. Discussed electric toothbrush, pt already uses one. S&P, OHI (TePe brushes pink). Fluoride varnish 22,600 ppm applied. Advised Duraphat 5000 toothpaste due to abrasion. Recall 12/12.',
    expect: {
      CC: 'Routine exam. No c/o',
      'MED HX': 'No change, hypothyroid on levothyroxine, NKDA, non-smoker, about 6 units/week',
      EXTRA: 'L TMJ occasional click, no pain, no locking',
      INTRA: 'Soft tissues NAD, small fibroepithelial polyp L buccal mucosa, unchanged from last year',
      PERIO: 'BPE 1 1 2 / 2 1 1, OH good',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MO comp sound'],
        ['26', 'Crown margins intact'],
        ['36', 'DO amalgam ditched no caries'],
        ['46', 'O comp sound'],
        ['45', 'B abrasion cavities, not sensitive'],
        ['44', 'B abrasion cavities, not sensitive'],
      ],
      RADIO: 'BWs not due (last taken 1 yr ago)',
      CONSULT:
        'Pt asked about whitening - explained home trays, £350, leaflet given. Discussed electric toothbrush, pt already uses one. Advised Duraphat 5000 toothpaste due to abrasion',
      'TX TODAY': ['Scale and polish', 'OHI', 'Fluoride varnish'],
      TX: ['S&P', 'OHI (TePe brushes pink)', 'Fluoride varnish 22,600 ppm applied'],
      'F/U': 'Recall 12 months',
    },
  }),

  // ---------------------------------------------------------------- 2. UK dentist saying Palmer words (Palmer)
  defineCase({
    id: 'dx07-uk-asr-palmer-recall-quadrant-run-charting-nurse-checks-lr5',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay she's here for her six monthly check up no problems medical history no changes on the pill no allergies extra oral nad intra oral soft tissues healthy tongue slightly coated charting upper right eight missing seven occlusal amalgam sound six mesial occlusal distal composite sound was that the six yes the six upper left six occlusal composite sound seven sound lower left eight partially erupted seven sound six disto occlusal amalgam ditched was that disto occlusal yes ditched no caries lower right six occlusal composite sound five occlusal caries small was that lower right five yes bpe one one one one two one bleeding lower anteriors two bitewings taken grade one lower right five occlusal caries into dentine no other caries seen okay so there's a small bit of decay in the lower right premolar it's just gone into the second layer so it's worth filling now while it's small she'd like a white filling explained white fillings on the back teeth are private here it's sixty five pounds she's happy with that scale and polish oral hygiene instruction floss lower front teeth next visit occlusal composite lower right five recall six months",
    expect: {
      CC: 'Her 6 monthly check up. No problems',
      'MED HX': 'No changes. On the pill. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. Tongue slightly coated',
      PERIO: 'BPE 1 1 1 / 1 2 1. Bleeding lower anteriors',
      DENTAL: [
        ['UR8', 'Missing'],
        ['UR7', 'O amalgam sound'],
        ['UR6', 'MOD composite sound'],
        ['UL6', 'O composite sound'],
        ['UL7', 'Sound'],
        ['LL8', 'Partially erupted'],
        ['LL7', 'Sound'],
        ['LL6', 'DO amalgam ditched no caries'],
        ['LR6', 'O composite sound'],
        ['LR5', 'O caries small'],
      ],
      RADIO: '2 bitewings taken grade 1. LR5 occlusal caries into dentine. No other caries seen',
      CONSULT:
        "There's a small bit of decay in the lower right premolar. It's just gone into the second layer so it's worth filling now while it's small. She'd like a white filling. Explained white fillings on the back teeth are private here. It's 65 pounds. She's happy with that",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'Oral hygiene instruction floss lower front teeth'],
      NV: ['O composite LR5'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dx08-uk-asr-palmer-do-composite-ll5-consent-aloud-appends-notes',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "right he's here for the filling lower left five we found on the bitewings last time medical history no changes takes amlodipine no allergies lower left five disto occlusal caries not tender lower left four sound lower left six occlusal amalgam sound it's decay between the teeth we'll take that out and put a white filling in it's band two and you paid at the check up so nothing more today are you happy to carry on yes okay verbal consent given la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration lower left five little pinch now that's it all done with the injection rubber dam lower left four to lower left six you'll hear a bit of noise now and some water caries removed quite deep distally no exposure vitrebond liner sectional matrix ring and wedge bit of pressure there you're fine etch bond disto occlusal composite lower left five shade a three sorry a three point five cured dam off occlusion checked polished okay bite together for me great so you'll be numb for a couple of hours it may be a bit sensitive for a few days take paracetamol or ibuprofen if you need to recall as planned",
    appends: ["add to notes he's a nervous patient and did really well today"],
    expect: {
      CC: 'Filling LL5 we found on the bitewings last time',
      'MED HX': 'No changes. Takes amlodipine. No allergies',
      DENTAL: [
        ['LL5', 'DO caries not tender'],
        ['LL4', 'Sound'],
        ['LL6', 'O amalgam sound'],
      ],
      CONSULT:
        "It's decay between the teeth. We'll take that out and put a white filling in. It's band 2. You paid at the check up so nothing more today. You'll be numb for a couple of hours. It may be a bit sensitive for a few days. Take paracetamol or ibuprofen if you need to",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['DO composite LL5'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration LL5',
        'Rubber dam LL4 to LL6',
        'Caries removed quite deep distally',
        'No exposure',
        'Vitrebond liner',
        'Sectional matrix ring and wedge',
        'Etch',
        'Bond',
        'DO composite LL5',
        'Shade A3.5',
        'Cured',
        'Dam off',
        'Occlusion checked',
        'Polished',
      ],
      NOTES: "He's a nervous patient and did really well today",
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'dx09-uk-typed-palmer-recall-bpe-4-diabetes-perio-plan-rsd',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Recall exam. Pt c/o bleeding gums when brushing. MH: no change, type 2 diabetes (metformin + gliclazide), last HbA1c 61, NKDA. Ex-smoker (stopped 2 yrs ago). EO: NAD. IO: soft tissues NAD. BPE 3 2 3 / 3 2 4. Generalised marginal gingivitis. 6 mm pocket LR7 D, 5 mm UR6 MB + UL6 DB. Calculus ++ lingual lower anteriors. UR6 MOD amalgam sound. UL6 O comp sound. LL6 crown, margins OK. LR7 DO amalgam, grade I mobile. LR8 missing. 2 BWs grade 1: horizontal bone loss ~20% posteriors, LR7 distal bone loss to 40%. No caries. Dx: generalised periodontitis stage III grade B. Explained gum disease and the link with diabetes, that it can be stabilised with good home care + RSD. Pt keen. OHI TePe (orange + red). TBI with electric brush. S&P supragingival. Plan: 6-point pocket chart, RSD 4 quadrants under LA (2 visits). NV: 6-point pocket chart + RSD UR/LR.',
    expect: {
      CC: 'Recall exam. Bleeding gums when brushing',
      'MED HX': 'No change, type 2 diabetes (metformin + gliclazide), last HbA1c 61, NKDA. Ex-smoker (stopped 2 yrs ago)',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      PERIO:
        'BPE 3 2 3 / 3 2 4. Generalised marginal gingivitis. 6 mm pocket LR7 D, 5 mm UR6 MB + UL6 DB. Calculus ++ lingual lower anteriors',
      DENTAL: [
        ['UR6', 'MOD amalgam sound'],
        ['UL6', 'O comp sound'],
        ['LL6', 'Crown, margins OK'],
        ['LR7', 'DO amalgam, grade I mobile'],
        ['LR8', 'Missing'],
      ],
      RADIO: '2 BWs grade 1: horizontal bone loss ~20% posteriors, LR7 distal bone loss to 40%. No caries',
      DX: ['Generalised periodontitis stage III grade B'],
      CONSULT:
        'Explained gum disease and the link with diabetes, that it can be stabilised with good home care + RSD. Pt keen',
      'TX TODAY': ['OHI', 'Scale and polish'],
      TX: ['OHI TePe (orange + red)', 'TBI with electric brush', 'S&P supragingival'],
      'TX PLAN': ['6-point pocket chart', 'RSD 4 quadrants under LA (2 visits)'],
      NV: ['6-point pocket chart + RSD UR/LR'],
    },
  }),
  defineCase({
    id: 'dx10-uk-asr-palmer-crown-prep-ur6-sorry-to-patient-temporary-advice',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay she's in for the crown prep on the upper right six medical history no changes no allergies upper right six large mesial occlusal distal composite fractured palatal cusp temporary composite intact upper right five and upper right seven sound we went through the options last time she's gone for the porcelain bonded crown it's band three are you still happy with that yes that's fine great verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration upper right six and palatal infiltration little scratch on the roof of the mouth now sorry that one stings a bit putty index taken for the temporary crown prep upper right six with one point five millimetres occlusal reduction and a chamfer margin little bit of water on your face sorry about that cord placed impressions upper silicone lower alginate bite registration in blu mousse shade a two with the nurse agreeing temporary crown in protemp cemented with tempbond occlusion checked your temporary is a bit weaker than a real crown so avoid toffees and chewy sweets on that side and when you floss slide it out sideways rather than pulling it up post op instructions given next visit crown fit upper right six in two weeks",
    expect: {
      CC: 'Crown prep on UR6',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['UR6', 'Large MOD composite fractured P cusp temporary composite intact', 'P cusp'],
        ['UR5', 'Sound'],
        ['UR7', 'Sound'],
      ],
      CONSULT:
        "We went through the options last time. She's gone for the porcelain bonded crown. It's band 3. Your temporary is a bit weaker than a real crown so avoid toffees and chewy sweets on that side. When you floss slide it out sideways rather than pulling it up",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown prep UR6', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UR6 + palatal infiltration',
        'Putty index taken for the temporary',
        'Crown prep UR6 with 1.5 mm occlusal reduction and a chamfer margin',
        'Cord placed',
        'Impressions upper silicone lower alginate',
        'Bite registration in Blu-Mousse',
        'Shade A2 with the nurse agreeing',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NV: ['Crown fit UR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dx11-uk-asr-palmer-recall-root-caries-partial-denture-clasps-wife',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "he's here for his check up wife's come in with him he says the top denture's getting loose medical history no changes since last time warfarin for af ramipril allergic to latex extra oral nad intra oral soft tissues healthy under the denture upper partial acrylic denture clasps loose charting upper right three buccal root caries was that buccal yes upper right four crown sound upper left three sound upper left four buccal abrasion lower left three four and five sound lower left six missing lower right three buccal root caries lower right four sound bpe two two two two two two calculus lower anteriors okay so you've got a couple of soft spots on the roots near the gum that's on the upper right eye tooth and the lower right eye tooth these are because the gums have gone back we'll try and harden them with a strong fluoride toothpaste and varnish I'll fill them if they get worse I can tighten the clasps on your denture today he's happy with that fluoride varnish applied upper denture adjusted clasps tightened with pliers prescription duraphat five thousand toothpaste told him to spit not rinse scale and polish recall three months to check the root caries",
    expect: {
      CC: "His check up. He says the top denture's getting loose",
      'MED HX': 'No changes since last time. Warfarin for AF. Ramipril. Allergic to latex',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy under the denture. Upper partial acrylic denture clasps loose',
      PERIO: 'BPE 2 2 2 / 2 2 2. Calculus lower anteriors',
      DENTAL: [
        ['UR3', 'B root caries'],
        ['UR4', 'Crown sound'],
        ['UL3', 'Sound'],
        ['UL4', 'B abrasion'],
        ['LL3', 'Sound'],
        ['LL4', 'Sound'],
        ['LL5', 'Sound'],
        ['LL6', 'Missing'],
        ['LR3', 'B root caries'],
        ['LR4', 'Sound'],
      ],
      CONSULT:
        "You've got a couple of soft spots on the roots near the gum. That's on the upper right eye tooth and the lower right eye tooth. These are because the gums have gone back. We'll try and harden them with a strong fluoride toothpaste and varnish. I'll fill them if they get worse. I can tighten the clasps on your denture today. He's happy with that. Told him to spit not rinse",
      'TX TODAY': ['Fluoride varnish', 'Denture adjustment', 'Scale and polish'],
      TX: [
        'Fluoride varnish applied',
        'Upper denture adjusted',
        'Clasps tightened with pliers',
        'Prescription Duraphat 5000 toothpaste',
        'Scale and polish',
      ],
      NOTES: "Wife's come in with him",
      'F/U': 'Recall 3 months to check the root caries',
    },
  }),
  defineCase({
    id: 'dx12-uk-asr-palmer-mo-composite-lr6-pa-private-estimate-subgingival',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay she's in for the white filling on the lower right six she's had a bit of food packing there medical history no changes no allergies lower right six mesial occlusal amalgam fractured mesial marginal ridge food trap lower right five sound lower right seven sound periapical lower right six taken to check before we start grade one mesial caries under the amalgam not near the pulp no periapical pathology she's chosen a white filling privately at one hundred and twenty pounds signed the estimate verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration lower right six you'll feel me pressing on the gum now rubber dam lower right five to lower right seven split dam amalgam removed caries removed little squirt of water now mesial margin just subgingival was that mesial yes so placed a sectional matrix with a wedge and teflon on the lower right five selective etch universal bond mesial occlusal composite lower right six in three increments shade a three cured dam off occlusion checked contact tight with floss polished keep your mouth open a little longer okay all done it'll feel smooth and a bit different to the old one with your tongue that's normal no hot drinks while you're numb recall six months with the hygienist",
    expect: {
      CC: "White filling on LR6. She's had a bit of food packing there",
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['LR6', 'MO amalgam fractured M marginal ridge food trap', 'M marginal ridge'],
        ['LR5', 'Sound'],
        ['LR7', 'Sound'],
      ],
      RADIO:
        'Periapical LR6 taken to check before we start grade 1. Mesial caries under the amalgam not near the pulp. No periapical pathology',
      CONSULT:
        "She's chosen a white filling privately at 120 pounds. Signed the estimate. It'll feel smooth and a bit different to the old one with your tongue. That's normal. No hot drinks while you're numb",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MO composite LR6'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration LR6',
        'Rubber dam LR5 to LR7 split dam',
        'Amalgam removed',
        'Caries removed',
        'M margin just subgingival',
        'Placed a sectional matrix with a wedge and Teflon on LR5',
        'Selective etch',
        'Universal bond',
        'MO composite LR6 in 3 increments',
        'Shade A3',
        'Cured',
        'Dam off',
        'Occlusion checked',
        'Contact tight with floss',
        'Polished',
      ],
      'F/U': 'Recall 6 months with the hygienist',
    },
  }),

  // ---------------------------------------------------------------- 3. US general practice (Universal)
  defineCase({
    id: 'dx13-us-asr-periodic-exam-assistant-was-that-distal-4-bwx-18',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there good to see you again let's have a look periodic exam no concerns medical history no changes lisinopril for blood pressure no allergies extraoral within normal limits intraoral mandibular tori soft tissues normal okay charting number two mesial occlusal amalgam number three mesial occlusal distal amalgam craze line lingual cusp was that lingual yes lingual number fourteen crown number fifteen occlusal composite number eighteen distal caries was that distal yes distal number nineteen missing number thirty occlusal amalgam number thirty one sound psr two two two two two two four bitewings taken number eighteen distal caries into dentin number three amalgam looks intact on the film no bone loss concerns diagnosis caries number eighteen so you've got some decay on the back of your lower left molar we'd fix that with a tooth colored filling that's covered by your insurance at eighty percent your old silver filling upper right has a craze line we'll keep an eye on it for now she wants to get the filling done soon next visit distal occlusal composite number eighteen recall six months",
    expect: {
      CC: 'Periodic exam. No concerns',
      'MED HX': 'No changes. Lisinopril for blood pressure. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Mandibular tori. Soft tissues normal',
      PERIO: 'PSR 2 2 2 / 2 2 2',
      DENTAL: [
        ['2', 'MO amalgam'],
        ['3', 'MOD amalgam craze line L cusp'],
        ['14', 'Crown'],
        ['15', 'O composite'],
        ['18', 'D caries'],
        ['19', 'Missing'],
        ['30', 'O amalgam'],
        ['31', 'Sound'],
      ],
      RADIO: '4 bitewings taken. #18 distal caries into dentin. #3 amalgam looks intact on the film. No bone loss concerns',
      DX: ['Caries #18'],
      CONSULT:
        "You've got some decay on the back of your lower left molar. We'd fix that with a tooth colored filling. That's covered by your insurance at 80%. Your old silver filling upper right has a craze line. We'll keep an eye on it for now. She wants to get the filling done soon",
      NV: ['DO composite #18'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dx14-us-asr-mod-composite-30-pressure-remarks-appends-nv-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for the filling on number thirty medical history no changes allergic to codeine number thirty mesial occlusal distal caries no symptoms numbers twenty nine and thirty one sound so like we talked about it's a filling on three surfaces your insurance covers most of it are you okay to go ahead yeah okay consent signed two carpules lidocaine two percent one to one hundred thousand epi right ianb you'll feel a little pinch now breathe through your nose you're doing great numb after five minutes rubber dam you'll feel some pressure on the tooth that's the clamp caries removed deep distally no exposure placed vitrebond liner tofflemire band and wedges little bit of water and air now etched bonded mesial occlusal distal composite number thirty shade a three in increments cured removed the band occlusion checked with articulating paper adjusted high spot polished all done you did great no chewing on that side until the numbness is gone it might be tender around the gum from the band for a day or two ibuprofen is fine recall in six months",
    appends: ['next visit prophy with the hygienist', 'change six months to four months'],
    expect: {
      CC: 'Filling on #30',
      'MED HX': 'No changes. Allergic to codeine',
      DENTAL: [
        ['30', 'MOD caries no symptoms'],
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      CONSULT:
        "Like we talked about it's a filling on 3 surfaces. Your insurance covers most of it. No chewing on that side until the numbness is gone. It might be tender around the gum from the band for a day or two. Ibuprofen is fine",
      CONSENT: 'Consent signed',
      'TX TODAY': ['MOD composite #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Numb after 5 minutes',
        'Rubber dam',
        'Caries removed deep distally',
        'No exposure',
        'Placed Vitrebond liner',
        'Tofflemire band and wedges',
        'Etched',
        'Bonded',
        'MOD composite #30',
        'Shade A3 in increments',
        'Cured',
        'Removed the band',
        'Occlusion checked with articulating paper',
        'Adjusted high spot',
        'Polished',
      ],
      NV: ['Prophy with the hygienist'],
      'F/U': 'Recall in 4 months',
    },
  }),
  defineCase({
    id: 'dx15-us-typed-new-patient-comprehensive-exam-fmx-srp-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New patient comprehensive exam. Pt moved from out of state, last dental visit 2 years ago, wants a checkup. Occasional sensitivity to sweets lower left. Med hx: hypertension (amlodipine), seasonal allergies (loratadine), allergic to sulfa drugs. Non-smoker. EO: TMJ WNL, no lymphadenopathy. IO: soft tissues WNL, oral cancer screening negative. PSR 3 2 3 / 3 2 3. Generalized BOP, 4-5 mm pockets posterior. FMX: generalized mild horizontal bone loss, #19 MO caries into dentin, #20 D caries in enamel, no PA lesions. Charting: #1, #16, #17, #32 missing. #3 MOD amalgam, intact. #14 PFM crown, margins OK. #19 MO caries. #20 D caries. #30 O composite, intact. Dx: generalized periodontitis stage II grade B. Caries #19, #20. Discussed findings with pt using intraoral photos. Recommended SRP 4 quads before restorative. Pt agrees, wants to start with SRP. Tx plan: SRP 4 quads, MO composite #19, DO composite #20, periodontal maintenance every 3 months. NV: SRP UR/LR.',
    expect: {
      CC: 'New patient comprehensive exam. Pt moved from out of state, last dental visit 2 years ago, wants a checkup. Occasional sensitivity to sweets lower left',
      'MED HX': 'Hypertension (amlodipine), seasonal allergies (loratadine), allergic to sulfa drugs. Non-smoker',
      EXTRA: 'TMJ WNL, no lymphadenopathy',
      INTRA: 'Soft tissues WNL, oral cancer screening negative',
      PERIO: 'PSR 3 2 3 / 3 2 3. Generalized BOP, 4-5 mm pockets posterior',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MOD amalgam, intact'],
        ['14', 'PFM crown, margins OK'],
        ['19', 'MO caries'],
        ['20', 'D caries'],
        ['30', 'O composite, intact'],
      ],
      RADIO: 'FMX: generalized mild horizontal bone loss, #19 MO caries into dentin, #20 D caries in enamel, no PA lesions',
      DX: ['Generalized periodontitis stage II grade B', 'Caries #19, #20'],
      CONSULT:
        'Discussed findings with pt using intraoral photos. Recommended SRP 4 quads before restorative. Pt agrees, wants to start with SRP',
      'TX PLAN': ['SRP 4 quads', 'MO composite #19', 'DO composite #20', 'Periodontal maintenance every 3 months'],
      NV: ['SRP UR/LR'],
    },
  }),
  defineCase({
    id: 'dx16-us-asr-crown-prep-19-multicore-shade-sorry-temp-advice',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay he's here for the crown on number nineteen medical history no changes metformin for diabetes no allergies number nineteen large mesial occlusal distal amalgam with recurrent decay and a cracked distolingual cusp we went over this at the last visit crowning it is the best way to protect the tooth insurance pays half and you've seen the estimate any questions no okay he signed the consent form two carpules articaine four percent one to one hundred thousand epi left ianb plus buccal infiltration nineteen just a pinch amalgam removed caries removed distolingual cusp came off with the amalgam no pulp exposure core buildup with multicore you'll hear some buzzing and feel a bit of vibration now crown prep number nineteen for a zirconia crown double cord packed final impression with impregum bite registration shade a two sorry a three temporary crown with luxatemp cemented with tempbond checked the bite okay you're all set your temporary is just plastic so no gum or sticky foods on that side floss by sliding it out the side next visit crown seat number nineteen in two weeks",
    expect: {
      CC: 'Crown on #19',
      'MED HX': 'No changes. Metformin for diabetes. No allergies',
      DENTAL: [['19', 'Large MOD amalgam with recurrent decay and a cracked DL cusp']],
      CONSULT:
        "We went over this at the last visit. Crowning it is the best way to protect the tooth. Insurance pays half. You've seen the estimate. Your temporary is just plastic so no gum or sticky foods on that side. Floss by sliding it out the side",
      CONSENT: 'He signed the consent form',
      'TX TODAY': ['Crown prep #19', 'Impression', 'Temporary crown'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #19',
        'Amalgam removed',
        'Caries removed',
        'DL cusp came off with the amalgam',
        'No pulp exposure',
        'Core buildup with MultiCore',
        'Crown prep #19 for a zirconia crown',
        'Double cord packed',
        'Final impression with Impregum',
        'Bite registration',
        'Shade A3',
        'Temporary crown with Luxatemp',
        'Cemented with TempBond',
        'Checked the bite',
      ],
      NV: ['Crown fit #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dx17-us-asr-checkup-prophy-pa-8-darker-pulp-necrosis-book-rct',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "alright he's in for his six month checkup and cleaning says his front tooth looks a bit darker medical history no changes no meds no allergies extraoral normal intraoral normal psr one one one one two one light calculus lower anteriors number eight darker than number nine no mobility not tender to percussion no response to cold number nine normal response to cold numbers seven and ten sound number nineteen occlusal composite intact number thirty occlusal composite intact was that thirty yes thirty pa of number eight taken periapical radiolucency at the apex of eight canal looks narrower than nine diagnosis pulp necrosis with asymptomatic apical periodontitis number eight okay so your front tooth that you hit playing hockey years ago has died inside that's why it's darker it needs a root canal or it could flare up we can whiten it from the inside later he'd like to go ahead with the root canal prophy with the cavitron and polish oral hygiene instruction flossing fluoride varnish declined book him in for root canal number eight recall six months",
    expect: {
      CC: 'His 6 month checkup and cleaning. Says his front tooth looks a bit darker',
      'MED HX': 'No changes. No meds. No allergies',
      EXTRA: 'Normal',
      INTRA: 'Normal',
      PERIO: 'PSR 1 1 1 / 1 2 1. Light calculus lower anteriors',
      DENTAL: [
        ['8', 'Darker than #9 no mobility not tender to percussion no response to cold'],
        ['9', 'Normal response to cold'],
        ['7', 'Sound'],
        ['10', 'Sound'],
        ['19', 'O composite intact'],
        ['30', 'O composite intact'],
      ],
      RADIO: 'PA of #8 taken. Periapical radiolucency at the apex of #8. Canal looks narrower than #9',
      DX: ['Pulp necrosis with asymptomatic apical periodontitis #8'],
      CONSULT:
        "Your front tooth that you hit playing hockey years ago has died inside. That's why it's darker. It needs a root canal or it could flare up. We can whiten it from the inside later. He'd like to go ahead with the root canal. Fluoride varnish declined",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with the Cavitron and polish', 'Oral hygiene instruction flossing'],
      NV: ['RCT #8'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dx18-us-typed-do-12-mo-13-composites-nervous-headphones',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for DO composite #12 and MO composite #13, diagnosed at recall 3 months ago. Med hx: no changes, asthma (albuterol PRN), NKDA. Pt nervous, used headphones. #12 DO caries, no sensitivity. #13 MO caries, no sensitivity. #11 and #14 sound. Reviewed tx and fees, pt agreed, consent signed. Topical benzocaine. LA 1 carpule articaine 4% 1:100,000 epi buccal + palatal infiltration #12 and #13. Isolation: Isolite. Caries removed both teeth, no pulp exposures. Garrison sectional matrix + wedge. Etch, Clearfil SE Bond, DO composite #12, shade A2. Then MO composite #13, shade A2. Occlusion adjusted, polished, floss through contacts OK. Pt said it was much easier than she expected. POI given, advised sensitivity to cold may last 1-2 weeks. Recall 6 months.',
    expect: {
      CC: 'DO composite #12 and MO composite #13, diagnosed at recall 3 months ago',
      'MED HX': 'No changes, asthma (albuterol PRN), NKDA',
      DENTAL: [
        ['12', 'DO caries, no sensitivity'],
        ['13', 'MO caries, no sensitivity'],
        ['11', 'Sound'],
        ['14', 'Sound'],
      ],
      CONSULT: 'Reviewed tx and fees, pt agreed. Advised sensitivity to cold may last 1-2 weeks',
      CONSENT: 'Consent signed',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #12, #13',
        'Isolation: Isolite',
        'Caries removed both teeth',
        'No pulp exposures',
        'Garrison sectional matrix + wedge',
        'Etch',
        'Clearfil SE Bond',
        'DO composite #12',
        'Shade A2',
        'MO composite #13',
        'Shade A2',
        'Occlusion adjusted',
        'Polished',
        'Floss through contacts OK',
        'POI given',
      ],
      NOTES: 'Pt nervous, used headphones. Pt said it was much easier than she expected',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 4. UK private practice (FDI)
  defineCase({
    id: 'dx19-uk-asr-fdi-new-patient-full-chart-nurse-checks-opg-48-plan',
    style: 'UK',
    asr: true,
    transcript:
      "okay new patient exam wants a check up and is worried about a gap at the back medical history fit and well no medication allergic to penicillin non smoker drinks about ten units a week extra oral tmj no clicking lymph nodes nad intra oral soft tissues healthy oral cancer screen negative right let's chart starting upper right one eight missing one seven sound one six occlusal composite sound one five and one four sound two four disto occlusal amalgam sound two six mesial occlusal distal amalgam with distal caries was that distal yes distal two eight missing three eight missing three seven occlusal composite sound three six missing three five distal caries was that distal or mesial distal four six crown four eight partially erupted bpe one one one two one two opg taken to assess the wisdom teeth grade one four eight mesioangular impacted no pathology two six distal caries close to the pulp three five distal caries into dentine okay so overall your mouth's in good shape there's two teeth with decay that need fillings on the upper left and lower left you can fill the gap with a bridge an implant or a denture or leave it she'd like the fillings first and to think about the gap treatment plan mesial occlusal distal composite two six distal occlusal composite three five implant consultation three six recall twelve months",
    expect: {
      CC: 'New patient exam. Wants a check up and is worried about a gap at the back',
      'MED HX': 'Fit and well. No medication. Allergic to penicillin. Non smoker. Drinks about 10 units a week',
      EXTRA: 'TMJ no clicking. Lymph nodes NAD',
      INTRA: 'Soft tissues healthy. Oral cancer screen negative',
      PERIO: 'BPE 1 1 1 / 2 1 2',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'Sound'],
        ['16', 'O composite sound'],
        ['15', 'Sound'],
        ['14', 'Sound'],
        ['24', 'DO amalgam sound'],
        ['26', 'MOD amalgam with D caries'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['37', 'O composite sound'],
        ['36', 'Missing'],
        ['35', 'D caries'],
        ['46', 'Crown'],
        ['48', 'Partially erupted'],
      ],
      RADIO:
        'OPG taken to assess the wisdom teeth grade 1. 48 mesioangular impacted. No pathology. 26 distal caries close to the pulp. 35 distal caries into dentine',
      CONSULT:
        "Overall your mouth's in good shape. There's 2 teeth with decay that need fillings on the upper left and lower left. You can fill the gap with a bridge an implant or a denture or leave it. She'd like the fillings first and to think about the gap",
      'TX PLAN': ['MOD composite 26', 'DO composite 35', 'Implant consultation 36'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'dx20-uk-typed-fdi-private-exam-hygiene-night-guard-appends-notes',
    style: 'UK',
    asr: false,
    transcript:
      'Exam + hygiene. No complaints. MH: no change, on HRT, NKDA. EO NAD. IO: soft tissues NAD, mild tongue scalloping. BPE 2 1 2 / 2 2 2, supra calculus LL/LR lingual. Charting: 16 MOD gold onlay sound. 26 O comp sound. 36 DO comp, small chip at the D marginal ridge, no caries. 46 MOD amalgam, M margin ditched, no caries. 37 MO comp sound. 47 O fissure sealant intact. BWs not due, last taken 18/12 ago. Pt grinds, wakes with tight jaw - night guard discussed, £295, pt will think about it. Pt asked whether the old amalgams should be replaced - advised no need while sound. S&P by hygienist. OHI (Curaprox interdental size 3). Recall 6/12 dentist, 3/12 hygienist.',
    appends: ['Add to notes: pt would like a reminder text the day before.'],
    expect: {
      CC: 'Exam + hygiene. No complaints',
      'MED HX': 'No change, on HRT, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, mild tongue scalloping',
      PERIO: 'BPE 2 1 2 / 2 2 2, supra calculus LL/LR lingual',
      DENTAL: [
        ['16', 'MOD gold onlay sound'],
        ['26', 'O comp sound'],
        ['36', 'DO comp, small chip at the D marginal ridge, no caries'],
        ['46', 'MOD amalgam, M margin ditched, no caries'],
        ['37', 'MO comp sound'],
        ['47', 'O fissure sealant intact'],
      ],
      RADIO: 'BWs not due, last taken 18 months ago',
      CONSULT:
        'Pt grinds, wakes with tight jaw - night guard discussed, £295, pt will think about it. Pt asked whether the old amalgams should be replaced - advised no need while sound',
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P by hygienist', 'OHI (Curaprox interdental size 3)'],
      NOTES: 'Pt would like a reminder text the day before',
      'F/U': 'Recall 6 months dentist, 3 months hygienist',
    },
  }),
  defineCase({
    id: 'dx21-uk-asr-fdi-b-composites-33-34-abrasion-cord-shade-sorry',
    style: 'UK',
    asr: true,
    transcript:
      "right she's in for the two white fillings at the gum line lower left medical history no changes takes sertraline no allergies three three and three four buccal cervical abrasion sensitive to air three five sound okay so as we said these are notches worn in at the gum line probably from brushing too hard we'll bond white filling into them to protect them and help the sensitivity it's eighty five pounds each she's happy to go ahead verbal consent la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration three four little pinch now cotton wool rolls retraction cord three three and three four was that both yes both roughened with a bur etch bond you'll feel a bit of cold air buccal composite three three shade a three sorry a two buccal composite three four shade a three point five cured polished with discs cord removed occlusion checked all done so softer toothbrush please and gentle circles instead of scrubbing use sensodyne and spit don't rinse recall as normal in six months",
    expect: {
      CC: '2 white fillings at the gum line lower left',
      'MED HX': 'No changes. Takes sertraline. No allergies',
      DENTAL: [
        ['33', 'B cervical abrasion sensitive to air'],
        ['34', 'B cervical abrasion sensitive to air'],
        ['35', 'Sound'],
      ],
      CONSULT:
        "As we said these are notches worn in at the gum line probably from brushing too hard. We'll bond white filling into them to protect them and help the sensitivity. It's 85 pounds each. She's happy to go ahead. Softer toothbrush please and gentle circles instead of scrubbing. Use Sensodyne and spit don't rinse",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['B composite 33', 'B composite 34'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration 34',
        'Cotton wool rolls',
        'Retraction cord 33, 34',
        'Roughened with a bur',
        'Etch',
        'Bond',
        'B composite 33',
        'Shade A2',
        'B composite 34',
        'Shade A3.5',
        'Cured',
        'Polished with discs',
        'Cord removed',
        'Occlusion checked',
      ],
      'F/U': 'Recall as normal in 6 months',
    },
  }),
  defineCase({
    id: 'dx22-uk-asr-fdi-routine-exam-bitewings-16-deep-caries-quote-then-hygienist',
    style: 'UK',
    asr: true,
    transcript:
      "morning come on through he's here for his routine exam he's had some sensitivity upper right with sweet things medical history no changes high blood pressure on ramipril and amlodipine no allergies extra oral nad intra oral nad bpe two two two two two two bleeding lower anteriors charting one seven occlusal amalgam sound one six mesial occlusal amalgam with a dark shadow under the mesial marginal ridge one five sound two six crown sound three six mesial occlusal distal composite sound four six occlusal amalgam sound four seven occlusal amalgam was that four seven yes sound two bitewings grade one show deep mesial caries one six approaching the pulp distal enamel caries one five no other caries diagnosis caries one six okay so on the x ray there's a fairly deep bit of decay under the filling on the upper right back tooth that's what's causing the sweet sensitivity we'd take out the old filling and put in a white one there's a chance it's close enough to the nerve that it needs a root canal later we'll just watch the small one next to it with fluoride he'd like to get it done next week quoted one hundred and forty pounds for the white filling fluoride toothpaste advised next visit mesial occlusal composite one six then hygienist for scale and polish recall six months",
    expect: {
      CC: "His routine exam. He's had some sensitivity upper right with sweet things",
      'MED HX': 'No changes. High blood pressure on ramipril and amlodipine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 2 2 / 2 2 2. Bleeding lower anteriors',
      DENTAL: [
        ['17', 'O amalgam sound'],
        ['16', 'MO amalgam with a dark shadow under the M marginal ridge'],
        ['15', 'Sound'],
        ['26', 'Crown sound'],
        ['36', 'MOD composite sound'],
        ['46', 'O amalgam sound'],
        ['47', 'O amalgam sound'],
      ],
      RADIO:
        '2 bitewings grade 1 show deep mesial caries 16 approaching the pulp. Distal enamel caries 15. No other caries',
      DX: ['Caries 16'],
      CONSULT:
        "On the x-ray there's a fairly deep bit of decay under the filling on the upper right back tooth. That's what's causing the sweet sensitivity. We'd take out the old filling and put in a white one. There's a chance it's close enough to the nerve that it needs a root canal later. We'll just watch the small one next to it with fluoride. He'd like to get it done next week. Quoted 140 pounds for the white filling. Fluoride toothpaste advised",
      NV: ['MO composite 16', 'Hygienist for scale and polish'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dx23-uk-asr-fdi-crown-fit-36-no-la-mesial-contact-adjusted',
    style: 'UK',
    asr: true,
    transcript:
      "okay she's here for the crown fit on three six no problems with the temporary medical history no changes no allergies three six temporary crown intact gum healthy around it she'd rather not have the injection so no la needed temporary off you'll feel me wiggling it cleaned off the temporary cement with pumice tried in the crown contacts checked with floss mesial contact a little tight was that mesial yes mesial adjusted with a rubber wheel seated fully margins good with the probe shade matches nicely she's pleased with how it looks checked the bite high spot on the mesiobuccal cusp adjusted and polished dried isolated with cotton rolls cemented with relyx unicem bite on the cotton roll for me tack cured excess removed floss through bite checked again okay it's on treat it like your own teeth but no hard sweets for the first day floss every day you'll still need your check ups recall six months",
    expect: {
      CC: 'Crown fit on 36. No problems with the temporary',
      'MED HX': 'No changes. No allergies',
      PERIO: 'Gum healthy around it',
      DENTAL: [['36', 'Temporary crown intact']],
      CONSULT:
        "She'd rather not have the injection. Treat it like your own teeth but no hard sweets for the first day. Floss every day. You'll still need your check ups",
      'TX TODAY': ['Crown fit 36'],
      TX: [
        'No LA needed',
        'Temporary off',
        'Cleaned off the temporary cement with pumice',
        'Tried in the crown',
        'Contacts checked with floss',
        'Mesial contact a little tight',
        'Adjusted with a rubber wheel',
        'Seated fully',
        'Margins good with the probe',
        'Shade matches nicely',
        'Checked the bite',
        'High spot on the MB cusp adjusted and polished',
        'Dried',
        'Isolated with cotton rolls',
        'Cemented with RelyX Unicem',
        'Tack cured',
        'Excess removed',
        'Floss through',
        'Bite checked again',
      ],
      NOTES: "She's pleased with how it looks",
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dx24-uk-typed-fdi-teen-recall-fixed-braces-fs-37-47-varnish',
    style: 'UK',
    asr: false,
    transcript:
      'Recall, 13 y/o attended with dad. No complaints. MH: fit and well, NKDA. EO NAD. IO: soft tissues healthy, fixed ortho appliances upper and lower (orthodontist elsewhere). Plaque around brackets, gingivitis UR/UL buccal. BPE 1 1 1 / 1 1 1 (index teeth). Charting: 17, 27, 37, 47 erupted, deep fissures, no caries. 16, 26, 36, 46 FS intact. 35 O stain, no caries. BWs deferred until brackets off. Explained to pt and dad that plaque around brackets can leave white marks. Diet: energy drinks at school - advised to stop. OHI: ortho brush + single tuft. TBI with disclosing tablets. FS 37, 47 under cotton wool rolls + dry guards. FV 22,600 ppm. NV: FS 17, 27. Recall 6/12.',
    expect: {
      CC: 'Recall. No complaints',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, fixed ortho appliances upper and lower (orthodontist elsewhere)',
      PERIO: 'Plaque around brackets, gingivitis UR/UL buccal. BPE 1 1 1 / 1 1 1 (index teeth)',
      DENTAL: [
        ['17', 'Erupted, deep fissures, no caries'],
        ['27', 'Erupted, deep fissures, no caries'],
        ['37', 'Erupted, deep fissures, no caries'],
        ['47', 'Erupted, deep fissures, no caries'],
        ['16', 'FS intact'],
        ['26', 'FS intact'],
        ['36', 'FS intact'],
        ['46', 'FS intact'],
        ['35', 'O stain, no caries'],
      ],
      RADIO: 'BWs deferred until brackets off',
      CONSULT:
        'Explained to pt and dad that plaque around brackets can leave white marks. Diet: energy drinks at school - advised to stop',
      'TX TODAY': ['OHI', 'Fissure sealant 37, 47', 'Fluoride varnish'],
      TX: [
        'OHI: ortho brush + single tuft',
        'TBI with disclosing tablets',
        'FS 37, 47 under cotton wool rolls + dry guards',
        'FV 22,600 ppm',
      ],
      NOTES: '13 y/o attended with dad',
      NV: ['Fissure sealant 17, 27'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 5. US general practice (Universal)
  defineCase({
    id: 'dx25-us-asr-periodic-exam-3-years-fmx-psr-3-ulcer-recheck-srp',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay he's here for his periodic exam it's been three years since his last visit no pain medical history now on metoprolol and a baby aspirin no allergies extraoral no swelling tmj normal intraoral small ulcer on the left lateral tongue he thinks he bit it psr three three three three two three generalized bleeding and heavy calculus lower anterior lingual full mouth series taken diagnostic quality generalized moderate horizontal bone loss number thirty distal caries under the crown margin number three periapical radiolucency on the mesiobuccal root charting number three occlusal amalgam not tender no response to cold number fourteen occlusal composite intact number thirty pfm crown open distal margin with decay was that thirty or thirty one thirty number thirty one missing number nineteen missing number eighteen tipped mesially diagnosis generalized moderate periodontitis pulp necrosis number three recurrent caries number thirty okay so there's quite a bit going on your gums need a deep cleaning your upper right molar has an infection at the root and needs a root canal or extraction your crown on the lower right has decay under it and needs replacing he wants to start with the gums and think about the molar next visit scaling and root planing upper right and lower right recheck the ulcer in two weeks",
    expect: {
      CC: "His periodic exam. It's been 3 years since his last visit. No pain",
      'MED HX': 'Now on metoprolol and a baby aspirin. No allergies',
      EXTRA: 'No swelling. TMJ normal',
      INTRA: 'Small ulcer on the left lateral tongue. He thinks he bit it',
      PERIO: 'PSR 3 3 3 / 3 2 3. Generalized bleeding and heavy calculus lower anterior lingual',
      DENTAL: [
        ['3', 'O amalgam not tender no response to cold'],
        ['14', 'O composite intact'],
        ['30', 'PFM crown open D margin with decay'],
        ['31', 'Missing'],
        ['19', 'Missing'],
        ['18', 'Tipped mesially'],
      ],
      RADIO:
        'Full mouth series taken diagnostic quality. Generalized moderate horizontal bone loss. #30 distal caries under the crown margin. #3 periapical radiolucency on the MB root',
      DX: ['Generalized moderate periodontitis', 'Pulp necrosis #3', 'Recurrent caries #30'],
      CONSULT:
        "There's quite a bit going on. Your gums need a deep cleaning. Your upper right molar has an infection at the root and needs a root canal or extraction. Your crown on the lower right has decay under it and needs replacing. He wants to start with the gums and think about the molar",
      NV: ['SRP upper right and lower right'],
      'F/U': 'Recheck the ulcer in 2 weeks',
    },
  }),
  defineCase({
    id: 'dx26-us-asr-chipped-8-9-mi-i-composites-latex-dam-appends-treatment',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the chipped front teeth she chipped them on a fork last week no pain medical history no changes allergic to latex number eight mesial incisal corner chipped into dentin normal response to cold number nine incisal edge chipped enamel only normal response to cold pa not needed okay so we can bond tooth colored filling material to rebuild both edges it'll look natural but it can chip again if you bite your nails she agreed verbal consent number nine didn't need anesthetic one carpule lidocaine two percent one to one hundred thousand epi labial infiltration number eight shade taken a one isolated with a latex free rubber dam roughened and beveled the edges etched bonded built up with a putty stent mesial incisal composite number eight was that mesial yes incisal composite number nine finished and polished with discs checked in protrusive go ahead and have a look in the mirror she's thrilled avoid biting directly into hard things like apples with your front teeth for a day or two recall as scheduled",
    appends: ['add to treatment photos taken before and after'],
    expect: {
      CC: 'Chipped front teeth. She chipped them on a fork last week. No pain',
      'MED HX': 'No changes. Allergic to latex',
      DENTAL: [
        ['8', 'MI corner chipped into dentin normal response to cold'],
        ['9', 'Incisal edge chipped enamel only normal response to cold'],
      ],
      RADIO: 'PA not needed',
      CONSULT:
        "We can bond tooth colored filling material to rebuild both edges. It'll look natural but it can chip again if you bite your nails. She agreed. Avoid biting directly into hard things like apples with your front teeth for a day or two",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MI composite #8', 'I composite #9'],
      TX: [
        "#9 didn't need anesthetic",
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #8',
        'Shade taken A1',
        'Isolated with a latex free rubber dam',
        'Roughened and beveled the edges',
        'Etched',
        'Bonded',
        'Built up with a putty stent',
        'MI composite #8',
        'I composite #9',
        'Finished and polished with discs',
        'Checked in protrusive',
        'Photos taken before and after',
      ],
      NOTES: "She's thrilled",
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'dx27-us-asr-mo-amalgam-4-consent-on-file-nv-o-composite-31',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "he's here for the silver filling on number four he prefers amalgam medical history no changes no allergies number four mesial occlusal caries number five disto occlusal amalgam intact was that five yes five number three sound number thirty one occlusal caries small we went over it at his exam he's chosen amalgam it's covered in full consent on file reviewed verbal consent two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number four you'll feel some pressure there breathe through your nose great isolated with cotton rolls and a dry angle caries removed moderate depth no exposure tofflemire with a wedge little water spray now mesial occlusal amalgam number four condensed carved and burnished removed the matrix contact tight with floss occlusion checked adjusted the marginal ridge okay you're done your filling stays soft for a few hours don't chew on that side till this evening it may be a bit sensitive to hot and cold for a week next visit occlusal composite number thirty one recall in six months",
    expect: {
      CC: 'Silver filling on #4. He prefers amalgam',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['4', 'MO caries'],
        ['5', 'DO amalgam intact'],
        ['3', 'Sound'],
        ['31', 'O caries small'],
      ],
      CONSULT:
        "We went over it at his exam. He's chosen amalgam. It's covered in full. Your filling stays soft for a few hours. Don't chew on that side till this evening. It may be a bit sensitive to hot and cold for a week",
      CONSENT: 'Consent on file reviewed. Verbal consent',
      'TX TODAY': ['MO amalgam #4'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #4',
        'Isolated with cotton rolls and a dry angle',
        'Caries removed moderate depth',
        'No exposure',
        'Tofflemire with a wedge',
        'MO amalgam #4 condensed carved and burnished',
        'Removed the matrix',
        'Contact tight with floss',
        'Occlusion checked',
        'Adjusted the marginal ridge',
      ],
      NV: ['O composite #31'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'dx28-us-typed-crown-prep-3-after-rct-itero-integrity-temp',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Crown prep #3 (RCT completed 1 month ago, asymptomatic). Med hx: no changes, hypothyroid (levothyroxine), allergic to penicillin. #3 MOD composite temp intact, not TTP, no swelling. #2 and #4 sound. Reviewed: crown needed after RCT to prevent fracture. Pt chose full zirconia; ins est $640 copay. Signed consent. LA 1 carpule articaine 4% 1:100,000 epi buccal infiltration #3 + palatal infiltration. Composite removed, core buildup w/ MultiCore Flow. Crown prep #3, 1 mm margins. Retraction: 00 cord w/ Hemodent. Digital scan (iTero) + bite scan. Shade A2. Temp crown Integrity, cemented TempBond NE. Occlusion checked. POI given, pt advised not to floss up through the contact - pull out sideways. Pt dozed off during the prep. NV crown seat #3 in 2 weeks.',
    expect: {
      CC: 'Crown prep #3 (RCT completed 1 month ago, asymptomatic)',
      'MED HX': 'No changes, hypothyroid (levothyroxine), allergic to penicillin',
      DENTAL: [
        ['3', 'MOD composite temp intact, not TTP, no swelling'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      CONSULT:
        'Reviewed: crown needed after RCT to prevent fracture. Pt chose full zirconia; ins est $640 copay. Pt advised not to floss up through the contact - pull out sideways',
      CONSENT: 'Signed consent',
      'TX TODAY': ['Crown prep #3', 'Temporary crown'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #3 + palatal infiltration',
        'Composite removed',
        'Core buildup w/ MultiCore Flow',
        'Crown prep #3',
        '1 mm margins',
        'Retraction: 00 cord w/ Hemodent',
        'Digital scan (iTero) + bite scan',
        'Shade A2',
        'Temp crown Integrity',
        'Cemented TempBond NE',
        'Occlusion checked',
        'POI given',
      ],
      NOTES: 'Pt dozed off during the prep',
      NV: ['Crown fit #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dx29-us-asr-pregnant-recall-prophy-epulis-psr-check-xrays-deferred',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's in for her recall exam and cleaning her gums have been bleeding when she flosses medical history no changes pregnant twenty four weeks prenatal vitamins no allergies extraoral within normal limits intraoral small pregnancy epulis between numbers seven and eight no new decay psr two three two two two three was that three on the lower right yes three generalized gingival inflammation bleeding on probing pockets four millimeters on the molars charting number three mesial occlusal composite intact number fourteen occlusal composite intact number nineteen occlusal composite intact number thirty mesial occlusal amalgam intact x rays deferred until after the baby okay so your gums are inflamed which is really common in pregnancy that little lump between your front teeth is a pregnancy tumor it's harmless and usually shrinks after the baby keeping the gums really clean is the best thing prophy with the hand scalers and polish oral hygiene instruction brushing along the gumline and flossing daily you're all done lie back up slowly recall three months for another cleaning and recheck the lump after delivery",
    expect: {
      CC: 'Her recall exam and cleaning. Her gums have been bleeding when she flosses',
      'MED HX': 'No changes. Pregnant 24 weeks. Prenatal vitamins. No allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Small pregnancy epulis between #7 and #8. No new decay',
      PERIO:
        'PSR 2 3 2 / 2 2 3. Generalized gingival inflammation. Bleeding on probing. Pockets 4 mm on the molars',
      DENTAL: [
        ['3', 'MO composite intact'],
        ['14', 'O composite intact'],
        ['19', 'O composite intact'],
        ['30', 'MO amalgam intact'],
      ],
      RADIO: 'X-rays deferred until after the baby',
      CONSULT:
        "Your gums are inflamed which is really common in pregnancy. That little lump between your front teeth is a pregnancy tumor. It's harmless and usually shrinks after the baby. Keeping the gums really clean is the best thing",
      'TX TODAY': ['Prophy', 'OHI'],
      TX: ['Prophy with the hand scalers and polish', 'Oral hygiene instruction brushing along the gumline and flossing daily'],
      'F/U': 'Recall 3 months for another cleaning and recheck the lump after delivery',
    },
  }),
  defineCase({
    id: 'dx30-us-asr-root-caries-12-13-glass-ionomer-dry-mouth-clinpro',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she's here for the two fillings near the gumline upper left medical history no changes dry mouth from her blood pressure pills no allergies number twelve buccal root caries soft number thirteen buccal root caries was that twelve and thirteen yes both numbers eleven and fourteen sound so as we talked about last time these are soft spots at the gum line from the dry mouth we'll use a glass ionomer filling that releases fluoride she's fine with that verbal consent one carpule lidocaine two percent one to one hundred thousand epi buccal infiltration twelve and thirteen you'll feel a little pinch cotton rolls and a retraction cord caries removed with a round bur sorry with a slow speed round bur conditioned with polyacrylic acid buccal glass ionomer number twelve buccal glass ionomer number thirteen protected with varnish coat all done for today it's best to avoid eating for an hour sip water often use the prescription toothpaste every night prescription clinpro five thousand toothpaste recall three months",
    expect: {
      CC: '2 fillings near the gumline upper left',
      'MED HX': 'No changes. Dry mouth from her blood pressure pills. No allergies',
      DENTAL: [
        ['12', 'B root caries soft'],
        ['13', 'B root caries'],
        ['11', 'Sound'],
        ['14', 'Sound'],
      ],
      CONSULT:
        "As we talked about last time these are soft spots at the gum line from the dry mouth. We'll use a glass ionomer filling that releases fluoride. She's fine with that. It's best to avoid eating for an hour. Sip water often. Use the prescription toothpaste every night",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['B GIC #12', 'B GIC #13'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Cotton rolls and a retraction cord',
        'Caries removed with a slow speed round bur',
        'Conditioned with polyacrylic acid',
        'B glass ionomer #12',
        'B glass ionomer #13',
        'Protected with varnish coat',
        'Prescription Clinpro 5000 toothpaste',
      ],
      'F/U': 'Recall 3 months',
    },
  }),
];
