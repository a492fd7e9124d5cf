// A hundred-and-twenty-third development batch (ids du01–du30), written blind from the labelling contract, case.ts, the
// dental reference and more56 / more58 as format examples, by a helper that had not seen the engine or any held-out
// split; every case was labelled before any engine run. It is specialists who leave the recorder running for the whole
// visit: an endodontist, an oral surgeon, a periodontist, a prosthodontist and an orthodontist. Most cases are one
// recogniser stream with no speaker labels, in which greetings and small talk, the history taken as questions and
// answers, tests called out (cold, EPT, percussion, probing depths, mobility), explanations to the patient, consent asked
// and given aloud, requests to the nurse or assistant, the treatment steps, aftercare told to the patient and the booking
// said aloud all run together; five are typed transcripts with speaker labels (Dr / Pt / Nurse / Asst / Mum) and the
// rest typed specialist notes. Five practices, six visits each:
//   du01–du06 a UK endodontist (FDI; du01, du02, du04, du06 recogniser-style, du03 typed with speaker labels, du05 a typed
//     note): a referral for 36 with cold / percussion called out and a pulp extirpation with consent asked aloud, an
//     obturation of 46 with MB2 and a patient question (appended dictation), a cracked 27 assessed with transillumination
//     and a bite test and no treatment, a flare-up of 46 after the first stage in an anxious patient (no title), a
//     consultation for a root-filled 14 with CBCT and retreatment chosen, a 14-year-old's pulpotomy of 36 with an EPT
//     reading and mum's consent;
//   du07–du12 a UK oral surgeon who says Palmer words (Palmer; du07, du08, du10, du12 recogniser-style, du09 typed with
//     speaker labels, du11 a typed note in UR6 shorthand): a surgical extraction of LL8 with nerve risks and consent
//     reconfirmed, orthodontic extractions of UR4 and UL4 in a nervous 13-year-old, a dry socket LL7 after an extraction
//     elsewhere (no title), an incisional biopsy of a white patch opposite LL6 with a "sorry" to LL7, an implant in LL6 with
//     torque and ISQ, a warfarin patient's abscess LR6 drained and the tooth extracted (appended dictation);
//   du13–du18 a US periodontist (Universal; du13, du14, du16 recogniser-style, du15 typed with speaker labels, du17, du18
//     typed notes): a new patient with pockets called out to the assistant, mobility and a plan for SRP, SRP of the right
//     side with subgingival irrigation and Arestin, a maintenance visit with a furcation on #19 and an implant question, a
//     connective tissue graft #24 and #25 (no title), peri-implantitis #30 debrided and irrigated (appended dictation),
//     a splint #23-#26 for fremitus and mobility;
//   du19–du24 a US prosthodontist (Universal; du19, du20, du22, du23 recogniser-style, du21 typed with speaker labels, du24
//     a typed note): a crown prep #3 with a "sorry" on the cracked cusp, complete dentures fitted with the wife present,
//     a screw-retained implant crown #30 with a high spot the patient reported, a tooth-wear consultation with study
//     impressions and consent asked with no read-back, a bridge fit #12 to #14 (appended dictation), a lower denture
//     eased for an ulcer;
//   du25–du30 a UK orthodontist (FDI; du25, du26, du28, du30 recogniser-style, du27 typed with speaker labels, du29 a typed
//     note): a new Class II division 1 patient with a twin block planned and impressions, a fixed-appliance bond-up with
//     nurse requests and the patient's colour choice, an adjustment with a bracket rebonded and Class II elastics, a debond
//     with a bonded retainer and white spot lesions (appended dictation), an adult aligner consultation with no
//     treatment, a progress visit with poor oral hygiene, white spot lesions, fluoride varnish and a "sorry" to 24.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal); 19 recogniser-style (lower case, number words, no punctuation, fillers,
// "sorry" / "no sorry" self-corrections), 5 typed transcripts with speaker labels (du03, du09, du15, du21, du27) and 6
// typed specialist notes (du05, du11, du17, du18, du24, du29); 108 to 165 words for the typed notes, 203 to 278 for
// the labelled transcripts and 152 to 434 for the recogniser streams (most 250 to 370). Five cases with appended dictation, in the edit
// wording of the earlier batches (du02 recogniser "add to notes …"; du12 recogniser "change … to …" / "add to notes …";
// du17 typed "Add to treatment: … Add to notes: …"; du23 recogniser "next visit …" / "add to notes …"; du28 recogniser
// "add to chart …" / "add to notes …"). DENTAL in 26 cases (not du14, du17, du20, du24). No names or other identifiers
// are said.
//
// Judgement calls where the contract was silent:
// - Talk at the chair with no clinical content is dropped entirely, whoever says it: greetings, seating and goodbyes
//   ("morning come on through take a seat", "mum you can take that chair"), small talk ("how was the drive in not too bad
//   thanks bit of traffic", "big day", "the last day", "are you excited" when the answer is excitement, "can't wait to
//   see them"), "let's have a look" / "let's try them in" / "let's get them off", what is about to happen or what it will
//   feel like ("I'm going to put something cold on a few teeth just raise your hand when you feel it", "little scratch",
//   "you'll feel some pushing but no sharp pain", "you'll hear some cracking noises it doesn't hurt"), reassurance and
//   praise ("that's fine we'll go slowly and I'll put some numbing gel on first", "that's totally normal", "you're doing
//   really well", "you did so well", "okay we'll take it nice and slow"), instructions during the work ("bite on this
//   gauze for me firmly"), "any questions" / "what do you think" / "how's that" and acknowledgements ("OK, that makes
//   sense", "Thanks", "Perfect", "great", "lovely", "Got it"), the patient's reaction to a stimulus ("ow yeah that's the
//   one", "Ow, yes, that's the pain": the clinician's call-out is the record), a preference with no clinical content
//   (the colour of the modules), and every request to the nurse or assistant for an instrument, a material, a
//   radiograph, the microscope, suction or charting, with the reply ("could I have the high speed and the suction please
//   thanks", "can you mix the biodentine please", "can you take a pa of three six please", "I'm going to call out pockets
//   four and over can you chart them please sure"), also when it names a tooth-like number ("the number eleven blade",
//   "the gracey eleven twelve", "the upper right three bracket", "a new 22 bracket"). Speaker labels are no content: the
//   "Mum:" label of du27 gives no NOTES. An assistant's question whose content the clinician then says ("Asst: Do you want
//   her back in three months?" / "Dr: Yes. Next visit: …") goes with the questions, and the bare "Yes." with it.
// - Questions: the clinician's questions are dropped ("tell me what's been happening", "any allergies", "do you smoke",
//   "how's it been", "have you taken anything") and so are tag questions ("is that right", "aren't you"). The patient's
//   answer is kept where its content belongs, as said (first person stays: "I've got high blood pressure. I take
//   amlodipine"). A bare answer ("no", "nope", "yes", "yeah a bit") is dropped and the clinician's read-back is the record
//   ("any allergies nope okay no known allergies" → "No known allergies"); when the patient's answer has content and
//   the clinician also reads it back, both are kept in spoken order (du04, du07, du10, du12, du22). The patient's account
//   of the complaint, with what was taken for it ("I've been taking ibuprofen and paracetamol which take the edge off",
//   "my dentist gave me amoxicillin yesterday") and the answers about swallowing and breathing, is CC; a parent's account
//   of the complaint stays in CC with it ("she bites her lip …", "She's been eating crusty bread, I told her"). Health,
//   medicines, allergies, smoking and alcohol are MED HX.
// - The clinician's statement of why the patient came is the CC ("your dentist has referred you about the lower left back
//   tooth", "you're back to finish the root canal on 46", "you're here to have LL8 out"); "you're in for" / "you're here
//   for" are the CC header words with their subject, like "he's here for", and go ("Deep cleaning on the right side",
//   "Gum graft on the lower front teeth #24 and #25"); "here to" is no header word. A child's age and who came, said for
//   the recorder ("fourteen year old attending with mum for fit of …"), are NOTES and what follows "for" is the CC (as
//   more58 bh27).
// - Consent asked aloud: when the clinician says a consent line for the record after the patient's yes ("verbal consent
//   given", "consent form signed and reconfirmed", "consent confirmed", "verbal consent from mum and patient"), CONSENT
//   is that line and the question and the bare yes go; when no such line follows, CONSENT is the question and the reply
//   as said (du01, du02, du04, du22: "Is it okay if we take some impressions and photos today. Yes sure"). A decision the
//   patient states ("I'd rather keep it if I can", "I want to do it", "Let's keep trying to save it for now", "I'd like to
//   see the wax up first") is CONSULT.
// - Explanations to the patient of the diagnosis, the options and risks, what is proposed and why (also when said as
//   "I'm going to take a small sample about the size of a grain of rice"), the patient's or parent's questions with the
//   answers, an offer ("I can refer you to the stop smoking service if you'd like") and aftercare told to the patient are
//   CONSULT in spoken order (as more58), with the patient's question written as said (no question mark in recogniser
//   text; typed ones keep theirs). "Ring us if you get any swelling", "call us if anything's rubbing", "if the temporary
//   comes off call us" and "we'll call you tomorrow to see how you are" are F/U (as more58 "Call if the swelling
//   spreads"); "go to the hospital / emergency department if …" is advice, CONSULT. "Prescription …", "post op
//   instructions given", "written instructions given" and "specimen sent to histopathology" are TX steps. A patient's
//   report during treatment that led to a step ("It feels a bit high on the inside") is CONSULT (as more56's request
//   during treatment).
// - NOTES: anxiety in the patient's words ("I'm really worried about the needle. Last time it took ages to go numb", "I
//   hate the numbing part honestly", "I'm a bit nervous", "A bit nervous", "He's a bit nervous" with its tag question
//   dropped), who came, a relative's remark ("His wife said she'll make sure he takes them out at night", "Your wife's
//   with you today") and the patient's remarks on how it feels or looks ("That's better already", "It looks really
//   natural", "They look amazing", "Feels strange but they're tight").
// - Bookings said aloud, also as a request to the nurse ("can you book her in for completion of root canal three six in
//   three weeks please", "we'll book you in for the crown seat in two weeks"), are NV with "can you … please" and the
//   header "book … in for" dropped; "review in …" is F/U; "results appointment in two weeks" is NV. A referral ("referral
//   to stop smoking service" after the patient's yes, "Refer to her general dentist for #30") is TX PLAN.
// - Tests called out in a tooth's run are its DENTAL entry in spoken order (cold, EPT reading as digits "EPT positive at
//   40", percussion, palpation, mobility, bite test, transillumination); the tests were called tooth by tooth. Probing
//   depths, recession, furcation, bleeding on probing, plaque, oral hygiene and gingival inflammation are PERIO even said
//   tooth first ("#19 MB 6 mm …", "#24 and #25 recession 4 mm and 3 mm", "Probing 27: …"), also around an implant (du17);
//   mobility and fremitus of a tooth are DENTAL (as more58), "fremitus #24" said after the mobility run being a second
//   entry for #24. Peri-implant tissue and an implant site are INTRA (as more56); a socket, a sulcus and a patch
//   "opposite LL6" are INTRA with no chart entry (rule 7). Orthodontic findings: skeletal pattern, face height, lips and
//   profile are EXTRA; overjet, overbite, centre lines, incisor and molar relationships, crowding, spacing and "no
//   decalcification" are INTRA; "IOTN 5a" said after the diagnosis is a second DX item. A bracket found debonded or loose
//   is a chart entry of its tooth.
// - Titles: "pulp extirpated 36" → "Extirpation 36"; "obturated 46" → "Obturation 46"; "full pulpotomy 36" → "Pulpotomy
//   36" (adjective dropped, as more56); a flare-up visit whose steps are re-access, canal irrigation and a "calcium
//   hydroxide dressing" has no title ("calcium hydroxide dressing" is not "temporary dressing", and the CC says the first
//   part was done before); "surgical extraction lower left eight complete" → "Surgical extraction LL8"; "Implant placed
//   LL6: …" → "Implant placement LL6"; "scaling and root planing upper right and lower right" → "SRP" (quadrants are no
//   teeth); "subgingival irrigation with chlorhexidine" and "Irrigated w/ 0.12% CHX" around an implant are "Irrigation",
//   while irrigation of a socket or canals and saline coolant are not; "Periodontal maintenance full mouth" →
//   "Periodontal maintenance"; "#23-#26 splinted w/ flowable composite" → "Splint #23-#26" (the composite is what it is
//   done with); "upper and lower dentures fitted" → "Denture fit" (the table's wording); "Lower denture eased" → "Denture
//   adjustment"; "Crown #30 seated" (screw-retained implant crown) → "Crown fit #30"; "cemented the bridge twelve to
//   fourteen" → "Bridge fit #12 to #14"; "final impressions", alginate impressions for study models, for a twin block or
//   for retainers → "Impressions"; "duraphat varnish one two and two two" → "Fluoride varnish 12, 22"; "fluoride varnish
//   applied to the white spots" → "Fluoride varnish". No titles: biopsy, Alvogyl, Arestin, minocycline microspheres,
//   connective tissue graft, root surfaces planed, bond-up, bands "cemented with glass ionomer", a bonded retainer "with
//   … flowable composite", archwires, debond, "composite removed", facebow, putty matrix, core build-ups, "PTFE tape and
//   composite in the screw access hole".
// - Rule 4 in list items and chart entries: "mesiobuccal pulp horn" → "MB pulp horn", "distal canal" → "D canal",
//   "lingual cusp" → "L cusp", "incisal wear" → "I wear", "occlusal erosion" → "O erosion", "buccal white spot lesions"
//   → "B white spot lesions", "mesial incisal corner" → "MI corner", "distal margin" → "D margin", "distal marginal
//   ridge" → "D marginal ridge"; "incisal edges worn", "lingual flange", "distal relieving incision" and "Lingual
//   surfaces" stay words; in text fields a single surface stays a word ("#19 mesial 6 mm", "deep distal caries", "mesial
//   of #19"). "Distal contact on fourteen" → "Distal contact #14" and "pontic thirteen" → "Pontic #13" (as more56
//   "Mesial contact 14").
// - Numbers and words: "a one c" → "A1c", "one in twenty chance" → "1 in 20 chance", "two centimetres by one centimetre"
//   → "2 cm by 1 cm", "one gram" → "1 g", "four oh vicryl rapide" → "4-0 Vicryl Rapide", "point zero one four niti" →
//   "0.014 NiTi", "point zero one five five" → "0.0155", "class two division one" → "Class 2 division 1", "stage three
//   grade c" → "stage 3 grade C", "iotn five a" → "IOTN 5a", "m b two" → "MB2", "post op" → "Post-op"; brand names as
//   their makers write them (WaveOne Gold, AH Plus, Biodentine, Vitrebond, Ledermix, Cavit, Vicryl Rapide, Surgicel,
//   Kaltostat, Cavitron, Gracey, Arestin, MultiCore Flow, Hemodent, Protemp, TempBond NE, RelyX Unicem, Superfloss,
//   Transbond XT). In recogniser text fields a new clause starts a new sentence and the openers and leading articles go
//   ("the throbbing should settle" → "Throbbing should settle", "and now my face is" → "My face is", "also takes
//   bisoprolol" → "Takes bisoprolol").
// - Appends: "add to notes …" adds to NOTES, "add to chart …" adds a DENTAL entry at the end, "change X to Y" edits the
//   one place X is said (du12 "surgicel"), "next visit …" adds an NV item, typed "Add to treatment: …" adds a TX item at
//   the end (as more56).
import { defineCase, type NotesCase } from '../case.ts';

export const more123Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK endodontist (FDI)
  defineCase({
    id: 'du01-uk-asr-fdi-endo-referral-36-cold-lingering-consent-aloud-extirpation',
    style: 'UK',
    asr: true,
    transcript:
      "morning come on through take a seat how was the drive in not too bad thanks bit of traffic okay so your dentist has referred you about the lower left back tooth can you tell me what's been happening it started about three weeks ago with cold drinks and now it throbs on its own and it kept me up the last two nights does it hurt to bite it's really sore to bite on that side have you taken anything I've been taking ibuprofen and paracetamol which take the edge off any changes to your health since you filled in the form I've got high blood pressure I take amlodipine any allergies nope okay no known allergies right let's have a look extra oral no swelling no lymph nodes palpable intra oral soft tissues healthy I'm going to put something cold on a few teeth just raise your hand when you feel it three five sound cold normal not tender to percussion three six large disto occlusal composite with caries at the distal margin cold ow yeah that's the one intense lingering pain about thirty seconds tender to percussion not mobile three seven mesio occlusal amalgam cold normal not tender probing depths normal around three six can you take a pa of three six please thanks pa three six deep distal caries approaching the pulp widened pdl space on the mesial root diagnosis symptomatic irreversible pulpitis with symptomatic apical periodontitis three six um what that means is the nerve inside the tooth is inflamed and won't settle on its own the options are root canal treatment and a crown afterwards or taking the tooth out or leaving it which isn't really an option with this pain I'd rather keep it if I can okay are you happy for me to start the root canal treatment today yes please let's get it sorted la two cartridges articaine four percent one in one hundred thousand adrenaline id block left plus buccal infiltration three six little scratch you're doing fine rubber dam placed could I have the high speed and the suction please thanks composite and caries removed access cavity four canals located pulp extirpated three six bleeding controlled irrigated with three percent sodium hypochlorite ledermix and cavit occlusion checked all done it'll be numb for another couple of hours don't chew on that side until it wears off take ibuprofen if it aches the throbbing should settle in two or three days ring us if you get any swelling can you book her in for completion of root canal three six in three weeks please",
    expect: {
      CC: "Your dentist has referred you about the lower left back tooth. It started about 3 weeks ago with cold drinks. It throbs on its own. It kept me up the last 2 nights. It's really sore to bite on that side. I've been taking ibuprofen and paracetamol which take the edge off",
      'MED HX': "I've got high blood pressure. I take amlodipine. No known allergies",
      EXTRA: 'No swelling. No lymph nodes palpable',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['35', 'Sound cold normal not tender to percussion'],
        [
          '36',
          'Large DO composite with caries at the D margin cold intense lingering pain about 30 seconds tender to percussion not mobile',
        ],
        ['37', 'MO amalgam cold normal not tender'],
      ],
      PERIO: 'Probing depths normal around 36',
      RADIO: 'PA 36 deep distal caries approaching the pulp. Widened PDL space on the mesial root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis 36'],
      CONSULT:
        "What that means is the nerve inside the tooth is inflamed and won't settle on its own. Options are root canal treatment and a crown afterwards or taking the tooth out or leaving it which isn't really an option with this pain. I'd rather keep it if I can. It'll be numb for another couple of hours. Don't chew on that side until it wears off. Take ibuprofen if it aches. Throbbing should settle in 2 or 3 days",
      CONSENT: "Are you happy for me to start the root canal treatment today. Yes please let's get it sorted",
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Rubber dam placed',
        'Composite and caries removed',
        'Access cavity',
        '4 canals located',
        'Pulp extirpated 36',
        'Bleeding controlled',
        'Irrigated with 3% sodium hypochlorite',
        'Ledermix and Cavit',
        'Occlusion checked',
      ],
      NV: ['Completion of RCT 36 in 3 weeks'],
      'F/U': 'Ring us if you get any swelling',
    },
  }),
  defineCase({
    id: 'du02-uk-asr-fdi-endo-obturation-46-mb2-patient-question-append-notes',
    style: 'UK',
    asr: true,
    transcript:
      "hello again come on in have a seat so you're back to finish the root canal on four six how's it been it's been fine no pain at all since the first visit great any changes with your health or medicines no okay no change to medical history still on levothyroxine penicillin allergy noted four six cavit intact not tender to percussion no swelling are you okay for us to carry on and finish it today yeah go for it la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration four six then one cartridge lidocaine two percent one in eighty thousand adrenaline id block right just a little pinch there rubber dam placed cavit and calcium hydroxide removed could you swing the microscope over thanks found an m b two canal under the microscope working lengths with the apex locator confirmed with a pa all canals between twenty one and twenty two point five millimetres prepared with waveone gold medium sorry primary irrigated with three percent sodium hypochlorite and seventeen percent edta with ultrasonic activation dried with paper points master cones fitted obturated four six warm vertical condensation with gutta percha and ah plus could I have the backfill gun please lovely orifices sealed core built up in composite post op pa obturation to length good condensation no voids occlusion checked it might be a bit tender to bite on for a few days that's normal will it hurt when the numbness wears off it might ache a little ibuprofen should be enough you need a crown on this within three months your dentist will do that plan crown four six with the referring dentist within three months review twelve months with a pa",
    appends: ['add to notes he mentioned he grinds at night so a night guard may be worth discussing with his dentist'],
    expect: {
      CC: "You're back to finish the root canal on 46. It's been fine. No pain at all since the first visit",
      'MED HX': 'No change to medical history. Still on levothyroxine. Penicillin allergy noted',
      DENTAL: [['46', 'Cavit intact not tender to percussion no swelling']],
      CONSENT: 'Are you okay for us to carry on and finish it today. Yeah go for it',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam placed',
        'Cavit and calcium hydroxide removed',
        'Found an MB2 canal under the microscope',
        'Working lengths with the apex locator confirmed with a PA',
        'All canals between 21 and 22.5 mm',
        'Prepared with WaveOne Gold Primary',
        'Irrigated with 3% sodium hypochlorite and 17% EDTA with ultrasonic activation',
        'Dried with paper points',
        'Master cones fitted',
        'Obturated 46 warm vertical condensation with gutta percha and AH Plus',
        'Orifices sealed',
        'Core built up in composite',
        'Occlusion checked',
      ],
      RADIO: 'Post-op PA obturation to length. Good condensation. No voids',
      CONSULT:
        "It might be a bit tender to bite on for a few days. That's normal. Will it hurt when the numbness wears off. It might ache a little. Ibuprofen should be enough. You need a crown on this within 3 months. Your dentist will do that",
      'TX PLAN': ['Crown 46 with the referring dentist within 3 months'],
      NOTES: 'He mentioned he grinds at night so a night guard may be worth discussing with his dentist',
      'F/U': 'Review 12 months with a PA',
    },
  }),
  defineCase({
    id: 'du03-uk-typed-fdi-speaker-labels-cracked-27-bite-test-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      "Dr: Hello, come in and have a seat. How are you?\nPt: Not bad, thanks.\nDr: Your dentist sent you about the upper left. What's been going on?\nPt: For about two months I get a sharp pain when I bite on something hard, like nuts, and it goes straight away. Cold sets it off sometimes too.\nDr: Any changes to your medical history?\nPt: I've got type 2 diabetes, I take metformin. No allergies.\nDr: Thanks. EO: NAD. IO: soft tissues healthy, wear facets on the canines. Could I have the transilluminator and the Tooth Slooth, please?\nNurse: Here you go.\nDr: 27 MOD amalgam, crack line across the distal marginal ridge on transillumination, cold normal, not TTP, positive bite test on the DP cusp.\nPt: Ow, yes, that's the pain.\nDr: 26 crown, cold normal, not TTP. 28 missing. Probing 27: 3 mm all round except 4 mm DP. Bitewing and PA 27 from the referring dentist: no periapical change, no caries.\nDr: Diagnosis: cracked tooth 27 with reversible pulpitis. The tooth has a crack across it, which is why it hurts when you bite. A crown or onlay that covers the cusps holds it together. If the crack grows into the nerve it would need a root canal, and if it splits down the root it can't be saved.\nPt: Can you do the crown here?\nDr: Your own dentist can do it; I'll write to them today. In the meantime avoid chewing hard food on that side.\nPt: OK, that makes sense.\nDr: Plan: cuspal coverage onlay 27 with referring dentist. Orthodontic band if symptoms worsen before then. Review 6 months with cold test.",
    expect: {
      CC: 'Your dentist sent you about the upper left. For about 2 months I get a sharp pain when I bite on something hard, like nuts, and it goes straight away. Cold sets it off sometimes too',
      'MED HX': "I've got type 2 diabetes, I take metformin. No allergies",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy, wear facets on the canines',
      DENTAL: [
        [
          '27',
          'MOD amalgam, crack line across the D marginal ridge on transillumination, cold normal, not TTP, positive bite test on the DP cusp',
        ],
        ['26', 'Crown, cold normal, not TTP'],
        ['28', 'Missing'],
      ],
      PERIO: 'Probing 27: 3 mm all round except 4 mm DP',
      RADIO: 'Bitewing and PA 27 from the referring dentist: no periapical change, no caries',
      DX: ['Cracked tooth 27 with reversible pulpitis'],
      CONSULT:
        "Tooth has a crack across it, which is why it hurts when you bite. Crown or onlay that covers the cusps holds it together. If the crack grows into the nerve it would need a root canal, and if it splits down the root it can't be saved. Can you do the crown here? Your own dentist can do it; I'll write to them today. In the meantime avoid chewing hard food on that side",
      'TX PLAN': ['Cuspal coverage onlay 27 with referring dentist', 'Orthodontic band if symptoms worsen before then'],
      'F/U': 'Review 6 months with cold test',
    },
  }),
  defineCase({
    id: 'du04-uk-asr-fdi-endo-flare-up-46-anxious-needle-no-title',
    style: 'UK',
    asr: true,
    transcript:
      "come in come in have a seat what's been happening since last week the day after you did the first part it started throbbing and now my face is a bit swollen on the right have you had a temperature I felt hot last night have you taken anything I've been taking ibuprofen every six hours any other changes medically I had my asthma review I'm on the brown inhaler now as well as the blue one okay medical history asthma clenil and salbutamol any allergies no okay no allergies extra oral mild swelling right buccal region no lymphadenopathy temperature thirty seven point four intra oral buccal sulcus next to four six tender to palpation no fluctuant swelling four six cavit intact very tender to percussion four seven not tender four five not tender I'm really worried about the needle last time it took ages to go numb that's fine we'll go slowly and I'll put some numbing gel on first diagnosis acute apical abscess four six following instrumentation what's happened is the bacteria in the canals have been stirred up it happens in a small number of cases we need to open the tooth clean it out again and put a new dressing in are you happy for me to do that today yes please anything to stop the pain topical benzocaine la two cartridges articaine four percent one in one hundred thousand adrenaline buccal and lingual infiltration four six deep breath you're doing really well rubber dam placed cavit removed pus drained from the distal canal for two minutes canals irrigated with sodium hypochlorite recapitulated to working length dried calcium hydroxide dressing cavit occlusion reduced prescription amoxicillin five hundred milligrams three times a day for five days because of the swelling and temperature keep taking the ibuprofen with food if the swelling gets worse or you have trouble swallowing or breathing go to the hospital straight away we'll call you tomorrow to see how you are review in three days",
    expect: {
      CC: "Day after you did the first part it started throbbing. My face is a bit swollen on the right. I felt hot last night. I've been taking ibuprofen every 6 hours",
      'MED HX':
        "I had my asthma review. I'm on the brown inhaler now as well as the blue one. Asthma Clenil and salbutamol. No allergies",
      EXTRA: 'Mild swelling right buccal region. No lymphadenopathy. Temperature 37.4',
      INTRA: 'Buccal sulcus next to 46 tender to palpation. No fluctuant swelling',
      DENTAL: [
        ['46', 'Cavit intact very tender to percussion'],
        ['47', 'Not tender'],
        ['45', 'Not tender'],
      ],
      DX: ['Acute apical abscess 46 following instrumentation'],
      CONSULT:
        "What's happened is the bacteria in the canals have been stirred up. It happens in a small number of cases. We need to open the tooth clean it out again and put a new dressing in. Keep taking the ibuprofen with food. If the swelling gets worse or you have trouble swallowing or breathing go to the hospital straight away",
      CONSENT: 'Are you happy for me to do that today. Yes please anything to stop the pain',
      TX: [
        'Topical benzocaine',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 46',
        'Rubber dam placed',
        'Cavit removed',
        'Pus drained from the D canal for 2 minutes',
        'Canals irrigated with sodium hypochlorite',
        'Recapitulated to working length',
        'Dried',
        'Calcium hydroxide dressing',
        'Cavit',
        'Occlusion reduced',
        'Prescription amoxicillin 500 mg 3 times a day for 5 days because of the swelling and temperature',
      ],
      NOTES: "I'm really worried about the needle. Last time it took ages to go numb",
      'F/U': "We'll call you tomorrow to see how you are. Review in 3 days",
    },
  }),
  defineCase({
    id: 'du05-uk-typed-fdi-endo-consult-14-cbct-retreatment-chosen',
    style: 'UK',
    asr: false,
    transcript:
      'New patient consultation, referred by GDP re 14. RCT 14 approx 8 yrs ago, crown 5 yrs ago. Intermittent dull ache and a gumboil buccally for 3 months. MH: hypertension (ramipril), NKDA, non-smoker. EO: NAD. IO: sinus tract buccal to 14, traced with GP point to the apex of 14. 14 PFM crown, margins intact, TTP +, tender to palpation buccally, mobility normal. 13, 15 cold +, not TTP. Probing 14 < 3 mm all sites. PA 14: existing RCT short by 3 mm, single canal filled, periapical radiolucency 5 mm. CBCT 14 (small FOV): second canal (P) untreated, buccal cortical plate thinned. Dx: previously treated 14 with chronic apical abscess. Options discussed: root canal retreatment (crown off or through crown), apicectomy, extraction and implant/bridge, no treatment. Success rates and costs explained, retreatment approx £950 plus new crown. Pt chose retreatment through the crown. Consent form given to read at home. Plan: RCT retreatment 14 over 2 visits. NV: access through crown 14 (90 min).',
    expect: {
      CC: 'New patient consultation, referred by GDP re 14. RCT 14 approx 8 yrs ago, crown 5 yrs ago. Intermittent dull ache and a gumboil buccally for 3 months',
      'MED HX': 'Hypertension (ramipril), NKDA, non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Sinus tract buccal to 14, traced with GP point to the apex of 14',
      DENTAL: [
        ['14', 'PFM crown, margins intact, TTP +, tender to palpation buccally, mobility normal'],
        ['13', 'Cold +, not TTP'],
        ['15', 'Cold +, not TTP'],
      ],
      PERIO: 'Probing 14 < 3 mm all sites',
      RADIO:
        'PA 14: existing RCT short by 3 mm, single canal filled, periapical radiolucency 5 mm. CBCT 14 (small FOV): second canal (P) untreated, buccal cortical plate thinned',
      DX: ['Previously treated 14 with chronic apical abscess'],
      CONSULT:
        'Options discussed: root canal retreatment (crown off or through crown), apicectomy, extraction and implant/bridge, no treatment. Success rates and costs explained, retreatment approx £950 plus new crown. Pt chose retreatment through the crown',
      CONSENT: 'Consent form given to read at home',
      'TX PLAN': ['RCT retreatment 14 over 2 visits'],
      NV: ['Access through crown 14 (90 min)'],
    },
  }),
  defineCase({
    id: 'du06-uk-asr-fdi-endo-teen-pulpotomy-36-ept-mum-consent',
    style: 'UK',
    asr: true,
    transcript:
      "hi there come on in mum you can take that chair fourteen year old attending with mum your dentist sent you to us about the lower left tell me about it it hurts for a few seconds with cold drinks does it ever wake you up at night no okay no night pain any medical problems or medicines he's fit and well not on anything any allergies he's allergic to plasters let's have a look three six large occlusal caries cold positive lingers a few seconds ept positive at forty not tender to percussion three seven sound cold positive three five sound cold positive could we get a pa of three six please pa three six deep occlusal caries close to the pulp apices closed no periapical changes diagnosis reversible pulpitis three six er so the decay is very close to the nerve we'll take the decay out and if the nerve is exposed we'll remove the top part of the nerve and seal it with a material called biodentine that keeps the tooth alive will he need a root canal later sometimes but usually not we'll check it with an x-ray in six months mum are you happy for us to go ahead yes that's fine and are you okay with that yeah okay verbal consent from mum and patient topical then la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six then one cartridge lidocaine two percent one in eighty thousand adrenaline id block left sharp scratch you're doing great rubber dam placed caries removed under the microscope exposure of the mesiobuccal pulp horn full pulpotomy three six haemostasis with sodium hypochlorite in three minutes can you mix the biodentine please thanks biodentine placed vitrebond liner occlusal composite three six shade a two occlusion checked you can eat once the numbness wears off watch he doesn't bite his lip it might be a bit sore for a couple of days paracetamol or ibuprofen is fine review in six months with a pa and sensibility tests",
    expect: {
      CC: 'Your dentist sent you to us about the lower left. It hurts for a few seconds with cold drinks. No night pain',
      'MED HX': "He's fit and well not on anything. He's allergic to plasters",
      DENTAL: [
        ['36', 'Large O caries cold positive lingers a few seconds EPT positive at 40 not tender to percussion'],
        ['37', 'Sound cold positive'],
        ['35', 'Sound cold positive'],
      ],
      RADIO: 'PA 36 deep occlusal caries close to the pulp. Apices closed. No periapical changes',
      DX: ['Reversible pulpitis 36'],
      CONSULT:
        "Decay is very close to the nerve. We'll take the decay out and if the nerve is exposed we'll remove the top part of the nerve and seal it with a material called Biodentine. That keeps the tooth alive. Will he need a root canal later. Sometimes but usually not. We'll check it with an x-ray in 6 months. You can eat once the numbness wears off. Watch he doesn't bite his lip. It might be a bit sore for a couple of days. Paracetamol or ibuprofen is fine",
      CONSENT: 'Verbal consent from mum and patient',
      'TX TODAY': ['Pulpotomy 36', 'O composite 36'],
      TX: [
        'Topical',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam placed',
        'Caries removed under the microscope',
        'Exposure of the MB pulp horn',
        'Full pulpotomy 36',
        'Haemostasis with sodium hypochlorite in 3 minutes',
        'Biodentine placed',
        'Vitrebond liner',
        'O composite 36',
        'Shade A2',
        'Occlusion checked',
      ],
      NOTES: '14 year old attending with mum',
      'F/U': 'Review in 6 months with a PA and sensibility tests',
    },
  }),

  // ---------------------------------------------------------------- 2. UK oral surgeon saying Palmer words (Palmer)
  defineCase({
    id: 'du07-uk-asr-palmer-surgical-extraction-ll8-ian-risk-consent-read-back',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "morning come on through pop your bag down there so you're here to have the lower left eight out it keeps flaring up it's been infected about four times this year I've had two courses of antibiotics any changes to your health since the consultation no okay no changes not on any medication no allergies do you smoke I stopped two years ago ex smoker let's have a quick look extra oral no swelling mouth opening normal intra oral lower left eight partially erupted mesioangular operculum slightly red no pus lower left seven sound the opg from the consultation shows the lower left eight mesioangular with darkening of the roots where they cross the inferior alveolar canal so as we discussed last time the main risks are pain swelling bruising dry socket infection and about a one in twenty chance of temporary numbness of the lip and chin and a small chance that it's permanent we also talked about a coronectomy leaving the roots behind are you still happy to go ahead and have the whole tooth out yes okay consent form signed and reconfirmed la three cartridges articaine four percent one in one hundred thousand adrenaline id block left plus buccal infiltration lower left eight you'll feel some pushing but no sharp pain can I have a fifteen blade please thanks envelope flap with a distal relieving incision buccal bone removed with a round bur with saline coolant suction please tooth sectioned into three sorry two pieces crown and roots elevated surgical extraction lower left eight complete socket checked no root fragments socket irrigated with saline closed with three vicryl rapide sutures haemostasis achieved bite on this gauze for me firmly that's it you'll be numb for about three to four hours take ibuprofen four hundred milligrams and paracetamol one gram regularly for the next three days starting before the numbness wears off no smoking or alcohol no hot drinks today start warm salt water mouthwashes tomorrow after meals if it bleeds bite on a rolled up gauze for twenty minutes written instructions given the stitches will dissolve in about two weeks review in one week",
    expect: {
      CC: "You're here to have LL8 out. It keeps flaring up. It's been infected about 4 times this year. I've had 2 courses of antibiotics",
      'MED HX': 'No changes. Not on any medication. No allergies. I stopped 2 years ago. Ex smoker',
      EXTRA: 'No swelling. Mouth opening normal',
      DENTAL: [
        ['LL8', 'Partially erupted mesioangular operculum slightly red no pus'],
        ['LL7', 'Sound'],
      ],
      RADIO:
        'OPG from the consultation shows LL8 mesioangular with darkening of the roots where they cross the inferior alveolar canal',
      CONSULT:
        "As we discussed last time the main risks are pain swelling bruising dry socket infection and about a 1 in 20 chance of temporary numbness of the lip and chin and a small chance that it's permanent. We also talked about a coronectomy leaving the roots behind. You'll be numb for about 3 to 4 hours. Take ibuprofen 400 mg and paracetamol 1 g regularly for the next 3 days starting before the numbness wears off. No smoking or alcohol. No hot drinks today. Start warm salt water mouthwashes tomorrow after meals. If it bleeds bite on a rolled up gauze for 20 minutes. Stitches will dissolve in about 2 weeks",
      CONSENT: 'Consent form signed and reconfirmed',
      'TX TODAY': ['Surgical extraction LL8'],
      TX: [
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL8',
        'Envelope flap with a distal relieving incision',
        'Buccal bone removed with a round bur with saline coolant',
        'Tooth sectioned into 2 pieces',
        'Crown and roots elevated',
        'Surgical extraction LL8 complete',
        'Socket checked',
        'No root fragments',
        'Socket irrigated with saline',
        'Closed with 3 Vicryl Rapide sutures',
        'Haemostasis achieved',
        'Written instructions given',
      ],
      'F/U': 'Review in 1 week',
    },
  }),
  defineCase({
    id: 'du08-uk-asr-palmer-ortho-extractions-ur4-ul4-nervous-teen-dad',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come in have a seat in the big chair dad you can sit just there thirteen year old attending with dad so you're here to have the upper right four and upper left four out for your brace any medical problems he's healthy no medicines no allergies he's a bit nervous aren't you yeah a bit okay we'll take it nice and slow extra oral nad intra oral upper right four and upper left four fully erupted sound upper right three and upper left three erupting buccally lower right four and lower left four sound are you happy for us to go ahead today yes that's fine verbal consent from dad and patient topical la one cartridge articaine four percent one in one hundred thousand adrenaline buccal and palatal infiltration upper right four then one cartridge articaine four percent buccal and palatal infiltration upper left four little scratch you're doing brilliantly could I have the upper premolar forceps please thanks upper right four extracted roots complete upper left four extracted roots complete gauze packs placed haemostasis achieved you did so well no eating for an hour no hot drinks or sport today he can have paracetamol or ibuprofen if it's sore no rinsing today salt water rinses from tomorrow if it bleeds bite on the gauze for twenty minutes post op instructions given verbally and written can you book him in for extraction of the lower right four and lower left four in two weeks please",
    expect: {
      CC: "You're here to have UR4 and UL4 out for your brace",
      'MED HX': "He's healthy. No medicines. No allergies",
      EXTRA: 'NAD',
      DENTAL: [
        ['UR4', 'Fully erupted sound'],
        ['UL4', 'Fully erupted sound'],
        ['UR3', 'Erupting buccally'],
        ['UL3', 'Erupting buccally'],
        ['LR4', 'Sound'],
        ['LL4', 'Sound'],
      ],
      CONSENT: 'Verbal consent from dad and patient',
      'TX TODAY': ['Extraction UR4', 'Extraction UL4'],
      TX: [
        'Topical',
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UR4',
        'LA: 1 cartridge articaine 4%, buccal infiltration + palatal infiltration UL4',
        'UR4 extracted',
        'Roots complete',
        'UL4 extracted',
        'Roots complete',
        'Gauze packs placed',
        'Haemostasis achieved',
        'Post-op instructions given verbally and written',
      ],
      CONSULT:
        "No eating for an hour. No hot drinks or sport today. He can have paracetamol or ibuprofen if it's sore. No rinsing today. Salt water rinses from tomorrow. If it bleeds bite on the gauze for 20 minutes",
      NOTES: "13 year old attending with dad. He's a bit nervous",
      NV: ['Extraction LR4, LL4 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'du09-uk-typed-palmer-speaker-labels-dry-socket-ll7-alvogyl',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dr: Hello, come in. Take a seat.\nPt: Thanks.\nDr: You had the lower left seven out at your dentist's four days ago.\nPt: Since yesterday the pain's been awful, it goes up to my ear, and there's a horrible taste.\nDr: Have you been taking anything?\nPt: Ibuprofen and paracetamol, but they're not touching it.\nDr: Any medical conditions or medicines?\nPt: I'm on the pill, and I smoke about ten a day.\nDr: Allergies?\nPt: I'm allergic to penicillin, I get a rash.\nDr: OK. EO: no swelling, no lymphadenopathy. IO: lower left seven socket empty, no clot, bare bone visible, food debris, very tender. Lower left six and lower left eight sound.\nDr: Nurse, could you get me the Alvogyl and some warm saline, please?\nNurse: Yes, here you go.\nDr: Diagnosis: dry socket lower left seven. What's happened is the blood clot has come away and the bone underneath is exposed, which is why it's so painful. Smoking makes it more likely. I'd like to clean it out and put a dressing in. Is that alright?\nPt: Yes please, anything.\nDr: OK, verbal consent given. LA 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration lower left seven. Socket irrigated with warm saline, debris removed, Alvogyl placed.\nPt: That's better already.\nDr: Try not to smoke for the next few days, and don't poke at the dressing. Warm salt water rinses after meals from tomorrow. Keep taking ibuprofen 400 mg and paracetamol 1 g every 6 hours.\nPt: Do I need antibiotics?\nDr: No, it isn't an infection, so antibiotics won't help.\nDr: Review in 3 days, sooner if it gets worse.",
    expect: {
      CC: "You had LL7 out at your dentist's 4 days ago. Since yesterday the pain's been awful, it goes up to my ear, and there's a horrible taste. Ibuprofen and paracetamol, but they're not touching it",
      'MED HX': "I'm on the pill, and I smoke about 10 a day. I'm allergic to penicillin, I get a rash",
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'LL7 socket empty, no clot, bare bone visible, food debris, very tender',
      DENTAL: [
        ['LL6', 'Sound'],
        ['LL8', 'Sound'],
      ],
      DX: ['Dry socket LL7'],
      CONSULT:
        "What's happened is the blood clot has come away and the bone underneath is exposed, which is why it's so painful. Smoking makes it more likely. I'd like to clean it out and put a dressing in. Try not to smoke for the next few days, and don't poke at the dressing. Warm salt water rinses after meals from tomorrow. Keep taking ibuprofen 400 mg and paracetamol 1 g every 6 hours. Do I need antibiotics? No, it isn't an infection, so antibiotics won't help",
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration LL7',
        'Socket irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed',
      ],
      NOTES: "That's better already",
      'F/U': 'Review in 3 days, sooner if it gets worse',
    },
  }),
  defineCase({
    id: 'du10-uk-asr-palmer-biopsy-buccal-mucosa-opposite-ll6-sorry-ll7',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come in have a seat your dentist noticed a white patch inside your left cheek and sent you to us have you noticed it yourself I only noticed it when she showed me it doesn't hurt how long do you think it's been there I think it's been there a few months okay any changes to your health I've got type two diabetes I'm on metformin and gliclazide and I take a statin any allergies no okay no known allergies do you smoke or drink I smoke ten roll ups a day and maybe twenty units a week smokes ten a day about twenty units alcohol a week extra oral no lymph nodes palpable in the neck no facial asymmetry intra oral white patch left buccal mucosa opposite lower left six about two centimetres by one centimetre does not rub off slightly raised with a red speckled area at the back no ulceration lower left six sorry lower left seven crown with a sharp distal margin rest of the mucosa healthy tongue and floor of mouth normal impression speckled leukoplakia left buccal mucosa so it's a white patch that we need to look at under the microscope to check the cells I'm going to take a small sample about the size of a grain of rice from the red speckled part it'll need a couple of stitches the risks are bleeding some soreness for a few days and a small scar do you have any questions will it be cancer most of these patches aren't cancer but some can change over time which is why we sample them are you happy to go ahead yes okay verbal consent given la one cartridge lidocaine two percent one in eighty thousand adrenaline infiltration around the lesion you'll just feel some pressure can I have the fifteen blade and the tissue forceps please thanks elliptical incisional biopsy from the posterior speckled area about eight millimetres specimen into formalin pot labelled closed with two sutures four oh vicryl rapide haemostasis achieved it'll be sore when the numbness wears off take paracetamol or ibuprofen soft diet today avoid spicy food for a few days the stitches dissolve in about ten days stopping smoking is the single most important thing you can do for this patch I can refer you to the stop smoking service if you'd like yes please referral to stop smoking service specimen sent to histopathology results appointment in two weeks",
    expect: {
      CC: "Your dentist noticed a white patch inside your left cheek and sent you to us. I only noticed it when she showed me. It doesn't hurt. I think it's been there a few months",
      'MED HX':
        "I've got type 2 diabetes. I'm on metformin and gliclazide. I take a statin. No known allergies. I smoke 10 roll ups a day and maybe 20 units a week. Smokes 10 a day. About 20 units alcohol a week",
      EXTRA: 'No lymph nodes palpable in the neck. No facial asymmetry',
      INTRA:
        'White patch left buccal mucosa opposite LL6 about 2 cm by 1 cm. Does not rub off. Slightly raised with a red speckled area at the back. No ulceration. Rest of the mucosa healthy. Tongue and floor of mouth normal',
      DENTAL: [['LL7', 'Crown with a sharp D margin']],
      DX: ['Speckled leukoplakia left buccal mucosa'],
      CONSULT:
        "It's a white patch that we need to look at under the microscope to check the cells. I'm going to take a small sample about the size of a grain of rice from the red speckled part. It'll need a couple of stitches. Risks are bleeding some soreness for a few days and a small scar. Will it be cancer. Most of these patches aren't cancer but some can change over time which is why we sample them. It'll be sore when the numbness wears off. Take paracetamol or ibuprofen. Soft diet today. Avoid spicy food for a few days. Stitches dissolve in about 10 days. Stopping smoking is the single most important thing you can do for this patch. I can refer you to the stop smoking service if you'd like",
      CONSENT: 'Verbal consent given',
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, infiltration around the lesion',
        'Elliptical incisional biopsy from the posterior speckled area about 8 mm',
        'Specimen into formalin pot labelled',
        'Closed with 2 sutures 4-0 Vicryl Rapide',
        'Haemostasis achieved',
        'Specimen sent to histopathology',
      ],
      'TX PLAN': ['Referral to stop smoking service'],
      NV: ['Results appointment in 2 weeks'],
    },
  }),
  defineCase({
    id: 'du11-uk-typed-palmer-implant-placement-ll6-torque-isq',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Implant placement LL6 as planned (CBCT reviewed at consult). MH: no change, hypothyroid (levothyroxine), NKDA, non-smoker. BP 128/82. LL6 site healed, keratinised tissue 4 mm, ridge width adequate. LL5 and LL7 sound. Pt asked again about the risk of numbness; reminded that the implant is planned 2 mm short of the canal. Written consent signed. Chlorhexidine rinse 1 min. LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + lingual infiltration LL6. Crestal incision, full-thickness flap. Osteotomy to 10 mm with surgical guide, D2 bone. Implant placed LL6: Straumann BLT 4.1 x 10 mm, insertion torque 35 Ncm, ISQ 74. Cover screw. Closed w/ 4-0 Vicryl. PA: implant parallel to LL7 root, 3 mm above IAN canal. POIG verbal + written. Rx amoxicillin 500 mg TDS 5/7 (pre-op dose given). NV: suture removal 10/7. Plan: restore LL6 at 3/12.',
    expect: {
      CC: 'Implant placement LL6 as planned (CBCT reviewed at consult)',
      'MED HX': 'No change, hypothyroid (levothyroxine), NKDA, non-smoker. BP 128/82',
      INTRA: 'LL6 site healed, keratinised tissue 4 mm, ridge width adequate',
      DENTAL: [
        ['LL5', 'Sound'],
        ['LL7', 'Sound'],
      ],
      CONSULT: 'Pt asked again about the risk of numbness; reminded that the implant is planned 2 mm short of the canal',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Implant placement LL6'],
      TX: [
        'Chlorhexidine rinse 1 min',
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LL6',
        'Crestal incision',
        'Full-thickness flap',
        'Osteotomy to 10 mm with surgical guide',
        'D2 bone',
        'Implant placed LL6: Straumann BLT 4.1 x 10 mm',
        'Insertion torque 35 Ncm',
        'ISQ 74',
        'Cover screw',
        'Closed w/ 4-0 Vicryl',
        'POIG verbal + written',
        'Rx amoxicillin 500 mg TDS 5 days (pre-op dose given)',
      ],
      RADIO: 'PA: implant parallel to LL7 root, 3 mm above IAN canal',
      NV: ['Suture removal 10 days'],
      'TX PLAN': ['Restore LL6 at 3 months'],
    },
  }),
  defineCase({
    id: 'du12-uk-asr-palmer-warfarin-abscess-lr6-i-and-d-extraction-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "come in have a seat what's been happening it started three days ago with toothache lower right and yesterday my face swelled up can you swallow and breathe okay swallowing's fine and breathing's fine have you had any antibiotics my dentist gave me amoxicillin yesterday medical history have you got your anticoagulant book with you I'm on warfarin for atrial fibrillation my inr was two point six this morning okay warfarin for af inr two point six today within range also takes bisoprolol any allergies no okay no allergies extra oral firm swelling right lower face not extending below the lower border of the mandible no trismus temperature thirty seven point nine intra oral fluctuant swelling buccal sulcus next to lower right six lower right six grossly carious root stumps grade two mobile tender to percussion lower right seven sound lower right five sound opg lower right six periapical radiolucency on both roots no other pathology diagnosis acute dentoalveolar abscess lower right six the tooth can't be saved so the best thing is to drain the swelling and take the tooth out today that gets rid of the source of the infection with the warfarin there's a bit more risk of bleeding so I'll pack the socket and put stitches in are you happy for us to do that yes please okay verbal consent given la three cartridges articaine four percent one in one hundred thousand adrenaline id block right plus buccal infiltration lower right six could I have the number eleven blade please incision and drainage of the buccal swelling pus drained sent a swab for culture lower right six extracted with forceps roots complete socket packed with surgicel closed with two vicryl rapide sutures haemostasis achieved after ten minutes pressure prescription metronidazole four hundred milligrams three times a day for five days finish the amoxicillin course don't take ibuprofen because of the warfarin paracetamol only if your face swells more or you can't swallow go straight to the emergency department review in two days",
    appends: ['change surgicel to kaltostat', 'add to notes his daughter drove him in and is waiting outside'],
    expect: {
      CC: "It started 3 days ago with toothache lower right. Yesterday my face swelled up. Swallowing's fine and breathing's fine. My dentist gave me amoxicillin yesterday",
      'MED HX':
        "I'm on warfarin for atrial fibrillation. My INR was 2.6 this morning. Warfarin for AF. INR 2.6 today within range. Takes bisoprolol. No allergies",
      EXTRA:
        'Firm swelling right lower face not extending below the lower border of the mandible. No trismus. Temperature 37.9',
      INTRA: 'Fluctuant swelling buccal sulcus next to LR6',
      DENTAL: [
        ['LR6', 'Grossly carious root stumps grade 2 mobile tender to percussion'],
        ['LR7', 'Sound'],
        ['LR5', 'Sound'],
      ],
      RADIO: 'OPG LR6 periapical radiolucency on both roots. No other pathology',
      DX: ['Acute dentoalveolar abscess LR6'],
      CONSULT:
        "Tooth can't be saved so the best thing is to drain the swelling and take the tooth out today. That gets rid of the source of the infection. With the warfarin there's a bit more risk of bleeding so I'll pack the socket and put stitches in. Finish the amoxicillin course. Don't take ibuprofen because of the warfarin. Paracetamol only. If your face swells more or you can't swallow go straight to the emergency department",
      CONSENT: 'Verbal consent given',
      'TX TODAY': ['Incision and drainage', 'Extraction LR6'],
      TX: [
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration LR6',
        'Incision and drainage of the buccal swelling',
        'Pus drained',
        'Sent a swab for culture',
        'LR6 extracted with forceps',
        'Roots complete',
        'Socket packed with Kaltostat',
        'Closed with 2 Vicryl Rapide sutures',
        'Haemostasis achieved after 10 minutes pressure',
        'Prescription metronidazole 400 mg 3 times a day for 5 days',
      ],
      NOTES: 'His daughter drove him in and is waiting outside',
      'F/U': 'Review in 2 days',
    },
  }),

  // ---------------------------------------------------------------- 3. US periodontist (Universal)
  defineCase({
    id: 'du13-us-asr-perio-new-patient-probing-called-mobility-stage-3-grade-c',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi welcome come on back have a seat so your dentist referred you because of bleeding gums and some loose teeth tell me what you've noticed my gums bleed every time I brush my bottom front teeth feel a bit loose and I've noticed gaps appearing how long has that been going on it's been going on about a year any medical conditions I have type two diabetes I take metformin and my last a one c was seven point eight any allergies I'm allergic to sulfa drugs do you smoke I quit five years ago I smoked for twenty years okay let's take a look extraoral within normal limits no lymphadenopathy intraoral soft tissues normal generalized marginal erythema heavy subgingival calculus lower anteriors I'm going to call out pockets four and over can you chart them please sure pockets number two distobuccal five millimeters number three mesiobuccal six millimeters buccal furcation class two number fourteen mesiobuccal sorry distobuccal seven millimeters number nineteen mesial six millimeters numbers twenty four and twenty five lingual five millimeters bleeding on probing sixty percent plaque score seventy percent numbers twenty four and twenty five grade two mobility numbers twenty three and twenty six grade one mobility the full mouth series from your dentist shows generalized horizontal bone loss about thirty percent vertical defect mesial of nineteen up to fifty percent bone loss on the lower incisors diagnosis generalized periodontitis stage three grade c what this means is you've lost some of the bone that holds your teeth in the diabetes and the past smoking both make it worse getting your a one c down will help the gums heal will I lose my teeth if we treat it now and you keep it clean most of them can be kept long term the lower front ones are the most at risk does my insurance cover the deep cleaning the front desk will check your benefits before the next visit oral hygiene instruction with interdental brushes and a power toothbrush plan scaling and root planing right side then scaling and root planing left side then re-evaluation six weeks later we'll book you in for scaling and root planing right side in two weeks",
    expect: {
      CC: "Your dentist referred you because of bleeding gums and some loose teeth. My gums bleed every time I brush. My bottom front teeth feel a bit loose. I've noticed gaps appearing. It's been going on about a year",
      'MED HX':
        "I have type 2 diabetes. I take metformin. My last A1c was 7.8. I'm allergic to sulfa drugs. I quit 5 years ago. I smoked for 20 years",
      EXTRA: 'Within normal limits. No lymphadenopathy',
      INTRA: 'Soft tissues normal',
      PERIO:
        'Generalized marginal erythema. Heavy subgingival calculus lower anteriors. Pockets #2 DB 5 mm. #3 MB 6 mm buccal furcation class 2. #14 DB 7 mm. #19 mesial 6 mm. #24 and #25 lingual 5 mm. Bleeding on probing 60%. Plaque score 70%',
      DENTAL: [
        ['24', 'Grade 2 mobility'],
        ['25', 'Grade 2 mobility'],
        ['23', 'Grade 1 mobility'],
        ['26', 'Grade 1 mobility'],
      ],
      RADIO:
        'Full mouth series from your dentist shows generalized horizontal bone loss about 30%. Vertical defect mesial of #19. Up to 50% bone loss on the lower incisors',
      DX: ['Generalized periodontitis stage 3 grade C'],
      CONSULT:
        "What this means is you've lost some of the bone that holds your teeth in. Diabetes and the past smoking both make it worse. Getting your A1c down will help the gums heal. Will I lose my teeth. If we treat it now and you keep it clean most of them can be kept long term. Lower front ones are the most at risk. Does my insurance cover the deep cleaning. Front desk will check your benefits before the next visit",
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction with interdental brushes and a power toothbrush'],
      'TX PLAN': ['SRP right side', 'SRP left side', 'Re-evaluation 6 weeks later'],
      NV: ['SRP right side in 2 weeks'],
    },
  }),
  defineCase({
    id: 'du14-us-asr-perio-srp-right-side-irrigation-arestin-hates-needles',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey welcome back come on in so you're in for the deep cleaning on the right side have you been using the brushes I use them every night and my gums bleed a bit less now good any changes with your health nope okay no changes still on lisinopril no known allergies soft tissues fine pockets as charted last time upper right and lower right up to seven millimeters heavy subgingival calculus I hate the numbing part honestly okay I'll use some topical first and go slowly we went over the risks last time some sensitivity to cold gum shrinkage and the teeth can feel a bit looser before they firm up are you still okay to go ahead yes let's do it okay consent form signed topical benzocaine three carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper right plus right ianb little pinch can I get the cavitron and the gracey eleven twelve please thanks scaling and root planing upper right and lower right with the cavitron and gracey curettes subgingival irrigation with chlorhexidine arestin into the seven millimeter pockets on numbers three and thirty your gums will be sore for a couple of days take ibuprofen six hundred milligrams every six hours if you need it the teeth may be sensitive to cold use the sensitive toothpaste keep using the brushes gently starting tomorrow don't eat until the numbness wears off can you book her in for scaling and root planing left side in one week",
    expect: {
      CC: 'Deep cleaning on the right side. I use them every night. My gums bleed a bit less now',
      'MED HX': 'No changes. Still on lisinopril. No known allergies',
      INTRA: 'Soft tissues fine',
      PERIO: 'Pockets as charted last time. Upper right and lower right up to 7 mm. Heavy subgingival calculus',
      CONSULT:
        "We went over the risks last time. Some sensitivity to cold gum shrinkage and the teeth can feel a bit looser before they firm up. Your gums will be sore for a couple of days. Take ibuprofen 600 mg every 6 hours if you need it. Teeth may be sensitive to cold. Use the sensitive toothpaste. Keep using the brushes gently starting tomorrow. Don't eat until the numbness wears off",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['SRP', 'Irrigation'],
      TX: [
        'Topical benzocaine',
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right + IANB right',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Subgingival irrigation with chlorhexidine',
        'Arestin into the 7 mm pockets on #3, #30',
      ],
      NOTES: 'I hate the numbing part honestly',
      NV: ['SRP left side in 1 week'],
    },
  }),
  defineCase({
    id: 'du15-us-typed-perio-speaker-labels-maintenance-19-furcation-implant-question',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dr: Good morning! Come on back. So this is your three-month maintenance visit.\nPt: The gums don't bleed much anymore, just a little on the lower left.\nDr: Any health changes since your last visit?\nPt: I started a blood thinner, Eliquis, for an irregular heartbeat. Still on the metformin.\nDr: Allergies?\nPt: I'm allergic to sulfa.\nDr: Extraoral WNL. Intraoral soft tissue WNL. PSR 3 3 3 / 4 2 3. #19 MB 6 mm, DB 5 mm, class II furcation buccal, BOP. Other sites 2-4 mm. BOP 14%. Plaque light, mostly lower lingual. #19 mobility I. #30 MOD amalgam, recurrent decay at the distal margin.\nAsst: Got it.\nDr: So #19 is still the weak spot. The pocket and the furcation are still deep. We can try regenerative surgery, or eventually replace it with an implant.\nPt: How much is an implant? Does insurance cover it?\nDr: The front desk will give you an estimate; your plan covers part of the crown but not the implant itself.\nPt: Let's keep trying to save it for now.\nDr: LA 1 carpule articaine 4% 1:100,000 epi, buccal infiltration #19. Periodontal maintenance full mouth with ultrasonic and hand scaling. Arestin #19 MB and DB. Polished. OHI: end-tuft brush for the #19 furcation.\nDr: You might be a bit tender on that lower left tooth tonight; rinse with warm salt water.\nAsst: Do you want her back in three months?\nDr: Yes. Next visit: 3-month periodontal maintenance with re-probe of #19. Refer to her general dentist for #30.",
    expect: {
      CC: "This is your 3-month maintenance visit. Gums don't bleed much anymore, just a little on the lower left",
      'MED HX':
        "I started a blood thinner, Eliquis, for an irregular heartbeat. Still on the metformin. I'm allergic to sulfa",
      EXTRA: 'WNL',
      INTRA: 'Soft tissue WNL',
      PERIO:
        'PSR 3 3 3 / 4 2 3. #19 MB 6 mm, DB 5 mm, class II furcation buccal, BOP. Other sites 2-4 mm. BOP 14%. Plaque light, mostly lower lingual',
      DENTAL: [
        ['19', 'Mobility I'],
        ['30', 'MOD amalgam, recurrent decay at the D margin'],
      ],
      CONSULT:
        "#19 is still the weak spot. Pocket and the furcation are still deep. We can try regenerative surgery, or eventually replace it with an implant. How much is an implant? Does insurance cover it? Front desk will give you an estimate; your plan covers part of the crown but not the implant itself. Let's keep trying to save it for now. You might be a bit tender on that lower left tooth tonight; rinse with warm salt water",
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Periodontal maintenance full mouth with ultrasonic and hand scaling',
        'Arestin #19 MB and DB',
        'Polished',
        'OHI: end-tuft brush for the #19 furcation',
      ],
      NV: ['3-month periodontal maintenance with re-probe of #19'],
      'TX PLAN': ['Refer to her general dentist for #30'],
    },
  }),
  defineCase({
    id: 'du16-us-asr-perio-connective-tissue-graft-24-25-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in have a seat so you're here for the gum graft on the lower front teeth twenty four and twenty five how are you feeling about it I'm a bit nervous that's totally normal any changes to your health since the consult no okay no changes no medications no allergies non smoker numbers twenty four and twenty five recession four millimeters and three millimeters thin biotype no bleeding numbers twenty four and twenty five sensitive to cold at the gum line we went over this at the consult the risks are pain swelling bleeding from the palate and the graft might not take fully any questions will the roof of my mouth hurt more than the front usually yes the palate is the sorest part for about a week I'll make you a stent to protect it are you happy to go ahead yes let's do it okay consent form signed two carpules lidocaine two percent one to one hundred thousand epi infiltration lower anteriors then one carpule articaine four percent one to one hundred thousand epi palatal infiltration left you'll feel some pressure root surfaces planed and conditioned with edta for two minutes tunnel prepared from twenty three to twenty six connective tissue graft harvested from the left palate about twenty by eight millimeters collagen sponge and sutures at the donor site can I get the six oh prolene please graft pulled into the tunnel and secured with sling sutures coronally advanced about two millimeters pressure for five minutes palatal stent placed don't brush the lower front teeth for two weeks use the rinse twice a day don't pull your lip down to look at it soft cool foods wear the stent when you eat for the first week prescription ibuprofen six hundred milligrams every six hours for five days prescription chlorhexidine point one two percent rinse twice a day for two weeks can you book her in for suture removal in two weeks",
    expect: {
      CC: 'Gum graft on the lower front teeth #24 and #25',
      'MED HX': 'No changes. No medications. No allergies. Non smoker',
      PERIO: '#24 and #25 recession 4 mm and 3 mm. Thin biotype. No bleeding',
      DENTAL: [
        ['24', 'Sensitive to cold at the gum line'],
        ['25', 'Sensitive to cold at the gum line'],
      ],
      CONSULT:
        "We went over this at the consult. Risks are pain swelling bleeding from the palate and the graft might not take fully. Will the roof of my mouth hurt more than the front. Usually yes the palate is the sorest part for about a week. I'll make you a stent to protect it. Don't brush the lower front teeth for 2 weeks. Use the rinse twice a day. Don't pull your lip down to look at it. Soft cool foods. Wear the stent when you eat for the first week",
      CONSENT: 'Consent form signed',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infiltration lower anteriors',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, palatal infiltration left',
        'Root surfaces planed and conditioned with EDTA for 2 minutes',
        'Tunnel prepared from #23 to #26',
        'Connective tissue graft harvested from the left palate about 20 by 8 mm',
        'Collagen sponge and sutures at the donor site',
        'Graft pulled into the tunnel and secured with sling sutures',
        'Coronally advanced about 2 mm',
        'Pressure for 5 minutes',
        'Palatal stent placed',
        'Prescription ibuprofen 600 mg every 6 hours for 5 days',
        'Prescription chlorhexidine 0.12% rinse twice a day for 2 weeks',
      ],
      NOTES: "I'm a bit nervous",
      NV: ['Suture removal in 2 weeks'],
    },
  }),
  defineCase({
    id: 'du17-us-typed-perio-peri-implantitis-30-irrigation-append-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Limited eval implant #30 (placed approx 6 yrs ago elsewhere). C/o bleeding and bad taste around it x 2 months. Med hx: no changes, hypertension (amlodipine), allergic to codeine. Smoker, 5/day. #30 implant crown: PD 7 mm MB, 8 mm DB, 5 mm L, BOP + suppuration, no mobility. #29 and #31 PD 3 mm, no BOP. PA #30: crater-like bone loss to 4th thread M and D. Dx: peri-implantitis #30. Discussed non-surgical debridement today, likely surgical regeneration if no improvement, smoking as major risk factor. Pt agreed, verbal consent. LA 1 carpule lidocaine 2% 1:100,000 epi buccal + lingual infiltration #30. Mechanical debridement w/ titanium curettes + air polishing (glycine). Irrigated w/ 0.12% CHX. Minocycline microspheres placed. OHI: interdental brush + water flosser. Re-eval 8 wks.',
    appends: [
      'Add to treatment: PA taken post-debridement for baseline. Add to notes: pt interested in quitting smoking, gave quitline info.',
    ],
    expect: {
      CC: 'Limited eval implant #30 (placed approx 6 yrs ago elsewhere). Bleeding and bad taste around it x 2 months',
      'MED HX': 'No changes, hypertension (amlodipine), allergic to codeine. Smoker, 5/day',
      PERIO:
        '#30 implant crown: PD 7 mm MB, 8 mm DB, 5 mm L, BOP + suppuration, no mobility. #29 and #31 PD 3 mm, no BOP',
      RADIO: 'PA #30: crater-like bone loss to 4th thread M and D',
      DX: ['Peri-implantitis #30'],
      CONSULT:
        'Discussed non-surgical debridement today, likely surgical regeneration if no improvement, smoking as major risk factor. Pt agreed',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Irrigation', 'OHI'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #30',
        'Mechanical debridement w/ titanium curettes + air polishing (glycine)',
        'Irrigated w/ 0.12% CHX',
        'Minocycline microspheres placed',
        'OHI: interdental brush + water flosser',
        'PA taken post-debridement for baseline',
      ],
      NOTES: 'Pt interested in quitting smoking, gave quitline info',
      'F/U': 'Re-eval 8 wks',
    },
  }),
  defineCase({
    id: 'du18-us-typed-perio-splint-23-26-fremitus-mobility',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for splinting of lower anteriors as planned at SRP re-eval. Says lower front teeth feel loose when biting into sandwiches. Med hx: no changes, osteoporosis (alendronate), NKDA. #23 and #26 mobility I, #24 and #25 mobility II, fremitus #24. PSR 2 2 2 / 2 3 2. Lower anterior PD 3-4 mm, no BOP. PA lower anteriors: 50% bone loss #24, #25, stable vs 6 months ago. Dx: secondary occlusal trauma #24, #25. Discussed splint vs no splint; pt wants splint for comfort, understands it must be cleaned under daily. Verbal consent. No LA. Isolation w/ cotton rolls + OptraGate. Lingual surfaces #23-#26 etched 37% 30 s, bonded. Ribbond adapted to lingual. #23-#26 splinted w/ flowable composite. Occlusion checked, fremitus #24 reduced. OHI: Superfloss under splint. NV periodontal maintenance 3 months.',
    expect: {
      CC: 'Splinting of lower anteriors as planned at SRP re-eval. Says lower front teeth feel loose when biting into sandwiches',
      'MED HX': 'No changes, osteoporosis (alendronate), NKDA',
      DENTAL: [
        ['23', 'Mobility I'],
        ['26', 'Mobility I'],
        ['24', 'Mobility II'],
        ['25', 'Mobility II'],
        ['24', 'Fremitus'],
      ],
      PERIO: 'PSR 2 2 2 / 2 3 2. Lower anterior PD 3-4 mm, no BOP',
      RADIO: 'PA lower anteriors: 50% bone loss #24, #25, stable vs 6 months ago',
      DX: ['Secondary occlusal trauma #24, #25'],
      CONSULT:
        'Discussed splint vs no splint; pt wants splint for comfort, understands it must be cleaned under daily',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #23-#26', 'OHI'],
      TX: [
        'No LA',
        'Isolation w/ cotton rolls + OptraGate',
        'Lingual surfaces #23-#26 etched 37% 30 s',
        'Bonded',
        'Ribbond adapted to lingual',
        '#23-#26 splinted w/ flowable composite',
        'Occlusion checked',
        'Fremitus #24 reduced',
        'OHI: Superfloss under splint',
      ],
      NV: ['Periodontal maintenance 3 months'],
    },
  }),

  // ---------------------------------------------------------------- 4. US prosthodontist (Universal)
  defineCase({
    id: 'du19-us-asr-prostho-crown-prep-3-dl-cusp-sorry-consent-form',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there come on back have a seat so you're here to get the crown started on the upper right back tooth number three how's it been it's fine just that crack I can feel with my tongue any changes to your health no okay no changes still on atorvastatin no allergies let me take a look number three large mesio occlusal distal amalgam crack through the mesiolingual cusp sorry distolingual cusp no pain on biting cold normal numbers two and four sound we talked about this last time the crack means the tooth needs a full crown to hold it together we're doing the zirconia crown we discussed any questions before we start how long will the temporary last about two to three weeks till the real one comes back from the lab are you happy for us to go ahead with the crown preparation today yes go ahead okay consent form signed two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three you'll feel a little pinch putty matrix taken for the temporary can I have the big round diamond please thanks amalgam removed crack extends to the pulpal floor no sorry stops short of the pulpal floor core build up with multicore flow crown prep number three for zirconia one millimeter chamfer double cord technique size zero zero and size one cords with hemodent final impressions in polyether heavy and light body bite registration shade a two stump shade nd three temporary crown in protemp cemented with tempbond ne occlusion checked try not to floss up through the contact pull the floss out sideways avoid sticky foods like caramel or gum on that side we'll book you in for the crown seat in two weeks if the temporary comes off call us",
    expect: {
      CC: "You're here to get the crown started on the upper right back tooth #3. It's fine just that crack I can feel with my tongue",
      'MED HX': 'No changes. Still on atorvastatin. No allergies',
      DENTAL: [
        ['3', 'Large MOD amalgam crack through the DL cusp no pain on biting cold normal'],
        ['2', 'Sound'],
        ['4', 'Sound'],
      ],
      CONSULT:
        "We talked about this last time. Crack means the tooth needs a full crown to hold it together. We're doing the zirconia crown we discussed. How long will the temporary last. About 2 to 3 weeks till the real one comes back from the lab. Try not to floss up through the contact. Pull the floss out sideways. Avoid sticky foods like caramel or gum on that side",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Crown prep #3', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Putty matrix taken for the temporary',
        'Amalgam removed',
        'Crack stops short of the pulpal floor',
        'Core build up with MultiCore Flow',
        'Crown prep #3 for zirconia',
        '1 mm chamfer',
        'Double cord technique size 00 and size 1 cords with Hemodent',
        'Final impressions in polyether heavy and light body',
        'Bite registration',
        'Shade A2',
        'Stump shade ND3',
        'Temporary crown in Protemp',
        'Cemented with TempBond NE',
        'Occlusion checked',
      ],
      NV: ['Crown fit in 2 weeks'],
      'F/U': 'If the temporary comes off call us',
    },
  }),
  defineCase({
    id: 'du20-us-asr-prostho-complete-dentures-fitted-wife-steak-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in and your wife's with you today great have a seat so you're here to pick up your new dentures big day how have the old ones been the lower one just floats around and I can't chew anything any changes health wise no okay no changes still on warfarin inr checked last week two point four and he takes metoprolol no allergies ridges look healthy no sore spots upper ridge well formed lower ridge resorbed let's try them in upper and lower dentures fitted upper retention good with a good seal lower stable can you pass me the pressure paste please thanks pressure indicating paste one pressure spot lower right lingual flange relieved with an acrylic bur occlusion checked with articulating paper heavy contact on the left premolars adjusted even contacts both sides phonetics good s sounds clear how does that feel feels strange but they're tight it'll take a few weeks to get used to them take them out at night and soak them in the cleaner brush your gums and the dentures every day start with soft food cut into small pieces chew on both sides at once expect a couple of sore spots don't adjust them yourself will I be able to eat steak again eventually yes once you're used to them cut it small at first his wife said she'll make sure he takes them out at night call us if anything's rubbing review tomorrow for the twenty four hour check",
    expect: {
      CC: "You're here to pick up your new dentures. Lower one just floats around. I can't chew anything",
      'MED HX': 'No changes. Still on warfarin. INR checked last week 2.4. He takes metoprolol. No allergies',
      INTRA: 'Ridges look healthy. No sore spots. Upper ridge well formed. Lower ridge resorbed',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper and lower dentures fitted',
        'Upper retention good with a good seal',
        'Lower stable',
        'Pressure indicating paste',
        '1 pressure spot lower right lingual flange relieved with an acrylic bur',
        'Occlusion checked with articulating paper',
        'Heavy contact on the left premolars adjusted',
        'Even contacts both sides',
        'Phonetics good',
        'S sounds clear',
      ],
      CONSULT:
        "It'll take a few weeks to get used to them. Take them out at night and soak them in the cleaner. Brush your gums and the dentures every day. Start with soft food cut into small pieces. Chew on both sides at once. Expect a couple of sore spots. Don't adjust them yourself. Will I be able to eat steak again. Eventually yes once you're used to them. Cut it small at first",
      NOTES:
        "Your wife's with you today. Feels strange but they're tight. His wife said she'll make sure he takes them out at night",
      'F/U': "Call us if anything's rubbing. Review tomorrow for the 24 hour check",
    },
  }),
  defineCase({
    id: 'du21-us-typed-prostho-speaker-labels-implant-crown-30-torque-high-spot',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dr: Hi, good to see you. Come on in. So this is the day for your implant crown on #30.\nPt: Chewing on the right has been a pain.\nDr: Anything new with your health?\nPt: Nothing new. I'm still on lisinopril, no allergies.\nDr: Great, let's take a look. Tissue around the healing abutment at #30 looks healthy, no bleeding. #29 and #31 sound.\nDr: Can I have the driver and the torque wrench, please?\nAsst: Here you go.\nDr: Healing abutment removed. Screw-retained zirconia crown tried in. Mesial contact tight, adjusted; floss passes with a snap.\nDr: PA, please.\nAsst: Taking it now.\nDr: PA shows the crown fully seated, no gap. Crown #30 seated, screw torqued to 35 Ncm, retorqued after 5 minutes. PTFE tape and composite in the screw access hole. Occlusion: light contact in centric, none in excursions.\nPt: It feels a bit high on the inside.\nDr: Adjusted the lingual cusp slightly. How's that?\nPt: Perfect.\nDr: Clean around it with the water flosser and an interdental brush every day. Don't use it to crack nuts.\nPt: Can I get the same on the other side one day?\nDr: Yes, we'd need a CBCT first to check the bone at #19.\nDr: Review in 2 weeks.",
    expect: {
      CC: 'This is the day for your implant crown on #30. Chewing on the right has been a pain',
      'MED HX': "Nothing new. I'm still on lisinopril, no allergies",
      INTRA: 'Tissue around the healing abutment at #30 looks healthy, no bleeding',
      DENTAL: [
        ['29', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'PA shows the crown fully seated, no gap',
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'Healing abutment removed',
        'Screw-retained zirconia crown tried in',
        'Mesial contact tight',
        'Adjusted',
        'Floss passes with a snap',
        'Crown #30 seated',
        'Screw torqued to 35 Ncm',
        'Retorqued after 5 minutes',
        'PTFE tape and composite in the screw access hole',
        'Occlusion: light contact in centric',
        'None in excursions',
        'Adjusted the L cusp slightly',
      ],
      CONSULT:
        "It feels a bit high on the inside. Clean around it with the water flosser and an interdental brush every day. Don't use it to crack nuts. Can I get the same on the other side one day? Yes, we'd need a CBCT first to check the bone at #19",
      'F/U': 'Review in 2 weeks',
    },
  }),
  defineCase({
    id: 'du22-us-asr-prostho-tooth-wear-consult-study-impressions-consent-no-read-back',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hello come in have a seat so your dentist sent you because your front teeth are getting shorter my wife says I look older and the edges keep chipping when did you first notice I first noticed about five years ago it's got worse in the last year do you grind my wife says I grind at night and I wake up with a tight jaw any medical problems acid reflux I take omeprazole and I drink a lot of sparkling water any allergies no okay medical history acid reflux on omeprazole no known allergies extraoral masseters enlarged not tender tmj no clicking opening forty five millimeters intraoral tongue and cheeks normal generalized wear worst on the upper anteriors numbers eight and nine incisal edges worn into dentin numbers seven and ten incisal wear into enamel numbers nineteen and thirty occlusal erosion into dentin four bitewings no caries diagnosis generalized tooth wear mainly erosive with bruxism so acid from the reflux and the sparkling water softens the enamel and the grinding wears it down we need to stop it getting worse before we rebuild anything the options are composite build ups on the front teeth or crowns later on and a night guard either way I'll make models and a wax up so you can see what it would look like how much will it cost and will my insurance cover it we'll give you a written estimate once the wax up is done insurance often covers the night guard but not always the build ups I'd like to see the wax up first talk to your physician about the reflux cut down the sparkling water and drink it through a straw is it okay if we take some impressions and photos today yes sure could you mix the alginate please upper and lower alginate impressions for study models facebow record bite registration in centric relation with a leaf gauge photos taken plan diagnostic wax up then night guard then composite build ups upper anteriors we'll book you in for the wax up review in three weeks",
    expect: {
      CC: "Your dentist sent you because your front teeth are getting shorter. My wife says I look older. Edges keep chipping. I first noticed about 5 years ago. It's got worse in the last year. My wife says I grind at night. I wake up with a tight jaw",
      'MED HX':
        'Acid reflux. I take omeprazole. I drink a lot of sparkling water. Acid reflux on omeprazole. No known allergies',
      EXTRA: 'Masseters enlarged not tender. TMJ no clicking. Opening 45 mm',
      INTRA: 'Tongue and cheeks normal. Generalized wear worst on the upper anteriors',
      DENTAL: [
        ['8', 'Incisal edges worn into dentin'],
        ['9', 'Incisal edges worn into dentin'],
        ['7', 'I wear into enamel'],
        ['10', 'I wear into enamel'],
        ['19', 'O erosion into dentin'],
        ['30', 'O erosion into dentin'],
      ],
      RADIO: '4 bitewings. No caries',
      DX: ['Generalized tooth wear mainly erosive with bruxism'],
      CONSULT:
        "Acid from the reflux and the sparkling water softens the enamel. Grinding wears it down. We need to stop it getting worse before we rebuild anything. Options are composite build ups on the front teeth or crowns later on and a night guard either way. I'll make models and a wax up so you can see what it would look like. How much will it cost and will my insurance cover it. We'll give you a written estimate once the wax up is done. Insurance often covers the night guard but not always the build ups. I'd like to see the wax up first. Talk to your physician about the reflux. Cut down the sparkling water. Drink it through a straw",
      CONSENT: 'Is it okay if we take some impressions and photos today. Yes sure',
      'TX TODAY': ['Impressions'],
      TX: [
        'Upper and lower alginate impressions for study models',
        'Facebow record',
        'Bite registration in centric relation with a leaf gauge',
        'Photos taken',
      ],
      'TX PLAN': ['Diagnostic wax up', 'Night guard', 'Composite build ups upper anteriors'],
      NV: ['Wax up review in 3 weeks'],
    },
  }),
  defineCase({
    id: 'du23-us-asr-prostho-bridge-fit-12-14-appends-next-visit-notes',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on in have a seat so you're here to have the permanent bridge cemented on the upper left how's the temporary been it came loose once I pushed it back on otherwise fine any changes medically no okay no changes no allergies still on the thyroid medication numbers twelve and fourteen temporary bridge intact gums a little inflamed around number twelve no anesthetic needed can you hand me the crown remover please temporary bridge removed cement cleaned off with pumice tried in the bridge distal contact on fourteen tight adjusted margins closed pontic thirteen light contact on the ridge shade matches what do you think it looks really natural occlusion checked in centric and excursions cemented the bridge twelve to fourteen with relyx unicem excess removed at the gel stage showed her how to use superfloss under the pontic don't chew anything sticky for twenty four hours recall six months",
    appends: [
      'next visit check the gum around number twelve in one month',
      "add to notes she's a teacher and asked for after school appointments",
    ],
    expect: {
      CC: "You're here to have the permanent bridge cemented on the upper left. It came loose once. I pushed it back on. Otherwise fine",
      'MED HX': 'No changes. No allergies. Still on the thyroid medication',
      DENTAL: [
        ['12', 'Temporary bridge intact'],
        ['14', 'Temporary bridge intact'],
      ],
      PERIO: 'Gums a little inflamed around #12',
      'TX TODAY': ['Bridge fit #12 to #14'],
      TX: [
        'No anesthetic needed',
        'Temporary bridge removed',
        'Cement cleaned off with pumice',
        'Tried in the bridge',
        'Distal contact #14 tight',
        'Adjusted',
        'Margins closed',
        'Pontic #13 light contact on the ridge',
        'Shade matches',
        'Occlusion checked in centric and excursions',
        'Cemented the bridge #12 to #14 with RelyX Unicem',
        'Excess removed at the gel stage',
      ],
      CONSULT: "Showed her how to use Superfloss under the pontic. Don't chew anything sticky for 24 hours",
      NOTES: "It looks really natural. She's a teacher and asked for after school appointments",
      NV: ['Check the gum around #12 in 1 month'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'du24-us-typed-prostho-denture-sore-spot-eased-biopsy-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Pt presents w/ sore spot under lower denture x 1 wk; new upper and lower CDs delivered 3 wks ago. Upper fine. Med hx: no changes, COPD (inhalers), NKDA. 4 mm ulcer lower left lingual sulcus, premolar region, no induration. Upper ridge and palate healthy. PIP: overextension lower left lingual flange. Lower denture eased, flange reduced and polished. Occlusion: heavy contact left side in protrusive, adjusted. Pt said it felt better right away. Pt asked if she'll need a new denture; told her no, just settling in. Advised salt water rinses, leave denture out at night. Plan: biopsy if ulcer not healed in 2 wks. Review 2 wks.",
    expect: {
      CC: 'Sore spot under lower denture x 1 wk; new upper and lower CDs delivered 3 wks ago. Upper fine',
      'MED HX': 'No changes, COPD (inhalers), NKDA',
      INTRA: '4 mm ulcer lower left lingual sulcus, premolar region, no induration. Upper ridge and palate healthy',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'PIP: overextension lower left lingual flange',
        'Lower denture eased',
        'Flange reduced and polished',
        'Occlusion: heavy contact left side in protrusive',
        'Adjusted',
      ],
      NOTES: 'Pt said it felt better right away',
      CONSULT:
        "Pt asked if she'll need a new denture; told her no, just settling in. Advised salt water rinses, leave denture out at night",
      'TX PLAN': ['Biopsy if ulcer not healed in 2 wks'],
      'F/U': 'Review 2 wks',
    },
  }),

  // ---------------------------------------------------------------- 5. UK orthodontist (FDI)
  defineCase({
    id: 'du25-uk-asr-fdi-ortho-new-patient-class-2-twin-block-impressions',
    style: 'UK',
    asr: true,
    transcript:
      "hi come in both of you mum take a seat there and you hop in the big chair twelve year old attending with mum your dentist has referred you because your top teeth stick out is that what's bothering you people at school make fun of them mum anything else you're worried about she bites her lip and she's knocked her front teeth twice at netball any medical problems she has mild asthma she uses a blue inhaler sometimes any allergies no okay no allergies extra oral class two skeletal pattern increased lower face height no sorry average lower face height lips incompetent lower lip trapped behind the upper incisors convex profile intra oral oral hygiene fair class two division one incisor relationship overjet nine millimetres overbite increased and complete to the palate upper centre line coincident lower centre line two millimetres to the left molars class two full unit both sides mild crowding lower arch one one mesial incisal corner chipped one three and two three unerupted palpable buccally five three and six three retained one six two six three six and four six sound opg taken all permanent teeth present including third molar crypts one three and two three developing normally within the arch no pathology diagnosis class two division one malocclusion on a class two skeletal base iotn five a so the top teeth stick out mainly because the lower jaw is a bit further back she's still growing so now is the best time we'd use a removable brace called a twin block for about nine to twelve months to bring the lower jaw forward then fixed braces top and bottom she has to wear it full time even for eating will she need teeth out probably not but we'll decide when we get to the fixed brace stage will it hurt it'll ache for a few days when you first put it in I want to do it okay verbal consent from mum and patient for twin block could you mix the alginate please upper and lower alginate impressions wax bite with the lower jaw postured forward seven millimetres clinical photos can you book her in for twin block fit in three weeks",
    expect: {
      CC: "Your dentist has referred you because your top teeth stick out. People at school make fun of them. She bites her lip. She's knocked her front teeth twice at netball",
      'MED HX': 'She has mild asthma. She uses a blue inhaler sometimes. No allergies',
      EXTRA:
        'Class 2 skeletal pattern. Average lower face height. Lips incompetent. Lower lip trapped behind the upper incisors. Convex profile',
      PERIO: 'Oral hygiene fair',
      INTRA:
        'Class 2 division 1 incisor relationship. Overjet 9 mm. Overbite increased and complete to the palate. Upper centre line coincident. Lower centre line 2 mm to the left. Molars class 2 full unit both sides. Mild crowding lower arch',
      DENTAL: [
        ['11', 'MI corner chipped'],
        ['13', 'Unerupted palpable buccally'],
        ['23', 'Unerupted palpable buccally'],
        ['53', 'Retained'],
        ['63', 'Retained'],
        ['16', 'Sound'],
        ['26', 'Sound'],
        ['36', 'Sound'],
        ['46', 'Sound'],
      ],
      RADIO:
        'OPG taken. All permanent teeth present including third molar crypts. 13 and 23 developing normally within the arch. No pathology',
      DX: ['Class 2 division 1 malocclusion on a class 2 skeletal base', 'IOTN 5a'],
      CONSULT:
        "Top teeth stick out mainly because the lower jaw is a bit further back. She's still growing so now is the best time. We'd use a removable brace called a twin block for about 9 to 12 months to bring the lower jaw forward then fixed braces top and bottom. She has to wear it full time even for eating. Will she need teeth out. Probably not but we'll decide when we get to the fixed brace stage. Will it hurt. It'll ache for a few days when you first put it in. I want to do it",
      CONSENT: 'Verbal consent from mum and patient for twin block',
      'TX TODAY': ['Impressions'],
      TX: [
        'Upper and lower alginate impressions',
        'Wax bite with the lower jaw postured forward 7 mm',
        'Clinical photos',
      ],
      NOTES: '12 year old attending with mum',
      NV: ['Twin block fit in 3 weeks'],
    },
  }),
  defineCase({
    id: 'du26-uk-asr-fdi-ortho-bond-up-nurse-bracket-request-ohi-only-title',
    style: 'UK',
    asr: true,
    transcript:
      "hi come in have a seat dad you can sit over there fourteen year old attending with dad for fit of upper and lower fixed appliances are you excited a bit nervous any changes to your health since last time no okay no changes no allergies oral hygiene good no decalcification one two palatally placed three two and four two rotated we went through everything at the consent appointment the risks are decalcification if you don't brush well root shortening and the teeth moving back afterwards if you don't wear retainers you're still happy to go ahead yes okay consent confirmed cheek retractor in you'll feel a bit of stretching teeth polished with pumice etched with thirty seven percent phosphoric acid for thirty seconds rinsed and dried transbond xt primer can I have the upper right three bracket please thanks brackets bonded upper five to five and lower five to five mbt point zero two two slot excess removed light cured bands one six two six three six and four six cemented with glass ionomer upper and lower point zero one four niti archwires which colour do you want blue please elastomeric modules oral hygiene instruction with the ortho brush and interspace brush prescription high fluoride toothpaste your teeth will ache for three to five days paracetamol or ibuprofen helps use the wax if anything rubs no hard or sticky food no fizzy drinks can I still play rugby yes with an orthodontic gum shield we'll make you one if a bracket comes loose or a wire pokes call us can you book him in for the first adjustment in six weeks",
    expect: {
      CC: 'Fit of upper and lower fixed appliances',
      'MED HX': 'No changes. No allergies',
      PERIO: 'Oral hygiene good',
      INTRA: 'No decalcification',
      DENTAL: [
        ['12', 'Palatally placed'],
        ['32', 'Rotated'],
        ['42', 'Rotated'],
      ],
      CONSULT:
        "We went through everything at the consent appointment. Risks are decalcification if you don't brush well root shortening and the teeth moving back afterwards if you don't wear retainers. Your teeth will ache for 3 to 5 days. Paracetamol or ibuprofen helps. Use the wax if anything rubs. No hard or sticky food. No fizzy drinks. Can I still play rugby. Yes with an orthodontic gum shield. We'll make you one",
      CONSENT: 'Consent confirmed',
      'TX TODAY': ['OHI'],
      TX: [
        'Cheek retractor in',
        'Teeth polished with pumice',
        'Etched with 37% phosphoric acid for 30 seconds',
        'Rinsed and dried',
        'Transbond XT primer',
        'Brackets bonded upper 5 to 5 and lower 5 to 5',
        'MBT 0.022 slot',
        'Excess removed',
        'Light cured',
        'Bands 16, 26, 36, 46 cemented with glass ionomer',
        'Upper and lower 0.014 NiTi archwires',
        'Elastomeric modules',
        'Oral hygiene instruction with the ortho brush and interspace brush',
        'Prescription high fluoride toothpaste',
      ],
      NOTES: '14 year old attending with dad. A bit nervous',
      NV: ['First adjustment in 6 weeks'],
      'F/U': 'If a bracket comes loose or a wire pokes call us',
    },
  }),
  defineCase({
    id: 'du27-uk-typed-fdi-ortho-speaker-labels-rebond-22-class-ii-elastics',
    style: 'UK',
    asr: false,
    transcript:
      "Dr: Hi, come on in. How have the braces been?\nPt: One came off on the top left about a week ago, I think from a crust.\nMum: She's been eating crusty bread, I told her.\nDr: Any changes to health?\nMum: No changes, still no allergies.\nDr: OH fair, plaque around the lower brackets. 22 bracket debonded, no enamel damage. 13 and 23 erupting into space. Overjet now 4 mm, was 9 mm. Lower centreline 1 mm left.\nDr: Can you pass me a new 22 bracket and the Transbond, please?\nNurse: There you go.\nDr: Archwires removed. 22 bracket rebonded. Upper and lower 0.019 x 0.025 stainless steel archwires placed, modules changed. Class II elastics 3/16 inch 4.5 oz from 13 to 46 and 23 to 36 full time.\nDr: These elastics are the most important bit now. Wear them all the time except when eating and brushing, and change them 3 times a day. If you don't wear them the treatment will take longer.\nPt: Do I have to wear them at school?\nDr: Yes, take spares in your bag. And brush more around the bottom brackets, there's plaque building up.\nDr: Next visit: check elastic wear in 8 weeks.",
    expect: {
      CC: "One came off on the top left about a week ago, I think from a crust. She's been eating crusty bread, I told her",
      'MED HX': 'No changes, still no allergies',
      PERIO: 'OH fair, plaque around the lower brackets',
      DENTAL: [
        ['22', 'Bracket debonded, no enamel damage'],
        ['13', 'Erupting into space'],
        ['23', 'Erupting into space'],
      ],
      INTRA: 'Overjet now 4 mm, was 9 mm. Lower centreline 1 mm left',
      TX: [
        'Archwires removed',
        '22 bracket rebonded',
        'Upper and lower 0.019 x 0.025 stainless steel archwires placed',
        'Modules changed',
        'Class II elastics 3/16 inch 4.5 oz from 13 to 46 and 23 to 36 full time',
      ],
      CONSULT:
        "These elastics are the most important bit now. Wear them all the time except when eating and brushing, and change them 3 times a day. If you don't wear them the treatment will take longer. Do I have to wear them at school? Yes, take spares in your bag. Brush more around the bottom brackets, there's plaque building up",
      NV: ['Check elastic wear in 8 weeks'],
    },
  }),
  defineCase({
    id: 'du28-uk-asr-fdi-ortho-debond-bonded-retainer-white-spots-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hello come in the last day how are you feeling can't wait to see them sixteen year old attending with mum for debond of upper and lower fixed appliances and retainers any changes to your health no okay no changes no allergies overjet two millimetres overbite normal centre lines coincident class one incisors and buccal segments all spaces closed gingivae slightly inflamed lower anteriors let's get them off you'll hear some cracking noises it doesn't hurt can I have the band removers please brackets debonded with debonding pliers bands removed composite removed with a tungsten carbide bur teeth polished three two and four two small buccal white spot lesions bonded retainer three three to four three with point zero one five five braided wire and flowable composite could you mix the alginate please upper and lower alginate impressions for vacuum formed retainers fluoride varnish applied to the white spots they look amazing the white marks can improve over a few months with the high fluoride toothpaste wear the clear retainers every night for the first year then a few nights a week for as long as you want straight teeth the bonded wire stays on as long as you keep it clean can you book her in for retainer fit in one week if the wire breaks or comes loose call us straight away",
    appends: [
      'add to chart one one mesial incisal corner chipped',
      'add to notes mum asked for copies of the before and after photos',
    ],
    expect: {
      CC: 'Debond of upper and lower fixed appliances and retainers',
      'MED HX': 'No changes. No allergies',
      INTRA:
        'Overjet 2 mm. Overbite normal. Centre lines coincident. Class 1 incisors and buccal segments. All spaces closed',
      PERIO: 'Gingivae slightly inflamed lower anteriors',
      DENTAL: [
        ['32', 'Small B white spot lesions'],
        ['42', 'Small B white spot lesions'],
        ['11', 'MI corner chipped'],
      ],
      'TX TODAY': ['Impressions', 'Fluoride varnish'],
      TX: [
        'Brackets debonded with debonding pliers',
        'Bands removed',
        'Composite removed with a tungsten carbide bur',
        'Teeth polished',
        'Bonded retainer 33 to 43 with 0.0155 braided wire and flowable composite',
        'Upper and lower alginate impressions for vacuum formed retainers',
        'Fluoride varnish applied to the white spots',
      ],
      CONSULT:
        'White marks can improve over a few months with the high fluoride toothpaste. Wear the clear retainers every night for the first year then a few nights a week for as long as you want straight teeth. Bonded wire stays on as long as you keep it clean',
      NOTES: '16 year old attending with mum. They look amazing. Mum asked for copies of the before and after photos',
      NV: ['Retainer fit in 1 week'],
      'F/U': 'If the wire breaks or comes loose call us straight away',
    },
  }),
  defineCase({
    id: 'du29-uk-typed-fdi-ortho-adult-aligner-consult-relapse-no-treatment',
    style: 'UK',
    asr: false,
    transcript:
      'New adult patient, self-referred. Concerned about crowding of lower front teeth, worse over last 5 yrs; had fixed braces as a teenager, stopped wearing retainer. MH: fit and well, no meds, NKDA. Non-smoker. EO: Class I skeletal, average FMPA, lips competent. IO: soft tissues healthy. BPE 2 2 2 / 2 3 2. Class I incisors, OJ 3 mm, OB 40%. Lower labial segment crowding 5 mm. 31 and 41 displaced lingually. Upper mild spacing. 36 O caries (cavitated). 46 MOD amalgam, sound. OPG (today): generalised bone levels normal, 36 O caries into dentine, 38 and 48 unerupted, mesioangular. Dx: relapse, lower incisor crowding. Options: accept, aligners lower only (approx 6 months), upper and lower aligners (approx 9-12 months), fixed appliance. Discussed need for lifelong retention, IPR, attachments, and fees (lower only £1,800; both arches £3,200). Pt prefers lower aligners only. Plan: restoration 36 + perio stabilisation with GDP first; scan (iTero) + photos once dentally fit; letter to GDP.',
    expect: {
      CC: 'New adult patient, self-referred. Concerned about crowding of lower front teeth, worse over last 5 yrs; had fixed braces as a teenager, stopped wearing retainer',
      'MED HX': 'Fit and well, no meds, NKDA. Non-smoker',
      EXTRA: 'Class I skeletal, average FMPA, lips competent',
      INTRA: 'Soft tissues healthy. Class I incisors, OJ 3 mm, OB 40%. Lower labial segment crowding 5 mm. Upper mild spacing',
      PERIO: 'BPE 2 2 2 / 2 3 2',
      DENTAL: [
        ['31', 'Displaced lingually'],
        ['41', 'Displaced lingually'],
        ['36', 'O caries (cavitated)'],
        ['46', 'MOD amalgam, sound'],
      ],
      RADIO: 'OPG (today): generalised bone levels normal, 36 O caries into dentine, 38 and 48 unerupted, mesioangular',
      DX: ['Relapse', 'Lower incisor crowding'],
      CONSULT:
        'Options: accept, aligners lower only (approx 6 months), upper and lower aligners (approx 9-12 months), fixed appliance. Discussed need for lifelong retention, IPR, attachments, and fees (lower only £1,800; both arches £3,200). Pt prefers lower aligners only',
      'TX PLAN': [
        'Restoration 36 + perio stabilisation with GDP first',
        'Scan (iTero) + photos once dentally fit',
        'Letter to GDP',
      ],
    },
  }),
  defineCase({
    id: 'du30-uk-asr-fdi-ortho-poor-oh-white-spots-varnish-sorry-24',
    style: 'UK',
    asr: true,
    transcript:
      "hi come in have a seat dad you can sit just there thirteen year old attending with dad for routine adjustment how's it been it's been a bit sore on the bottom since the last wire any brackets come off they're all still on I think any changes to your health no okay no changes oral hygiene poor heavy plaque around the brackets gingivae swollen and bleeding lower anteriors one two and two two buccal white spot lesions gingival to the brackets one four sorry two four bracket loose these white marks are early decay from plaque sitting round the brackets if it carries on they can turn into holes and we may have to take the braces off early brush three times a day for two minutes with the high fluoride toothpaste cut down on fizzy drinks and energy drinks he has an energy drink every day on the way to school should we stop the braces not yet we'll see how he does over the next six weeks and talk about it then teeth disclosed oral hygiene instruction with the ortho brush duraphat varnish one two and two two two four bracket rebonded archwires not changed because of the gum inflammation prescription high fluoride toothpaste can you book him in for an archwire change in six weeks with an oral hygiene check first",
    expect: {
      CC: "Routine adjustment. It's been a bit sore on the bottom since the last wire. They're all still on I think",
      'MED HX': 'No changes',
      PERIO: 'Oral hygiene poor. Heavy plaque around the brackets. Gingivae swollen and bleeding lower anteriors',
      DENTAL: [
        ['12', 'B white spot lesions gingival to the brackets'],
        ['22', 'B white spot lesions gingival to the brackets'],
        ['24', 'Bracket loose'],
      ],
      CONSULT:
        "These white marks are early decay from plaque sitting round the brackets. If it carries on they can turn into holes and we may have to take the braces off early. Brush 3 times a day for 2 minutes with the high fluoride toothpaste. Cut down on fizzy drinks and energy drinks. He has an energy drink every day on the way to school. Should we stop the braces. Not yet. We'll see how he does over the next 6 weeks and talk about it then",
      'TX TODAY': ['OHI', 'Fluoride varnish 12, 22'],
      TX: [
        'Teeth disclosed',
        'Oral hygiene instruction with the ortho brush',
        'Duraphat varnish 12, 22',
        '24 bracket rebonded',
        'Archwires not changed because of the gum inflammation',
        'Prescription high fluoride toothpaste',
      ],
      NOTES: '13 year old attending with dad',
      NV: ['Archwire change in 6 weeks with an oral hygiene check first'],
    },
  }),
];
