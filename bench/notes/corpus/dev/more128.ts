// A hundred-and-twenty-eighth development batch (ids dz01–dz30), written blind from the contract (corpus README from
// "## General rules", case.ts, the dental reference and more56 / more58 as format examples) by a helper that had not
// seen the engine or any held-out split; every case was labelled by hand before any check. It is whole appointments
// recorded with the recorder left running from the moment the patient sits down: the transcript is everything said in
// the room as the recogniser wrote it (no speakers, no punctuation), or, for six visits, as a human transcription
// service returned it (punctuated, still everything said; three with speaker tags). Each has greetings and small talk,
// the patient's story in their own words with irrelevant detail, history questions and answers, findings called to the
// nurse and read back (BPE "two one two, two two two", charting, LA), the explanation to the patient with options,
// costs and insurance, the patient's questions and worries, consent asked aloud, treatment with running commentary
// ("little scratch now", "bite together"), interruptions (the phone, the receptionist, a colleague), aftercare and the
// next booking said aloud, and goodbyes; six visits end with the dentist dictating a short summary after the patient
// has left. Five general practices, six visits each:
//   dz01–dz06 a UK mixed NHS / private practice (FDI; dz04 typed with speaker tags, the rest recogniser-style): an NHS
//     check-up with BPE and chart read-backs, bitewings and a quick scale and polish; an emergency irreversible
//     pulpitis with extirpation and a phone call (closing summary); two fillings with a nurse aside (appended
//     dictation); a private crown prep with a receptionist interruption; an anxious patient's extraction with a phone
//     call (closing summary); a seven-year-old's check-up with mum and fluoride varnish;
//   dz07–dz12 a second UK practice (FDI; dz09 typed without speaker tags, the rest recogniser-style): a hygienist visit
//     with a colleague interruption and smoking advice; a post crown recemented before a christening with a receptionist
//     interruption; a new patient examination with full charting, radiographs, diagnosis, costs and plan; an extraction
//     of a split root-filled tooth in a patient on apixaban with a colleague interruption (closing summary for
//     treatment and follow-up only); a scooter accident with a composite repair and a dad (appended dictation); a
//     root canal completed with working lengths read back;
//   dz13–dz18 a UK practice whose dentist says Palmer words ("upper right five", "lower left e") (Palmer; dz15 typed
//     with speaker tags, the rest recogniser-style): a nervous patient's check-up with bruxism and a phone ringing;
//     pericoronitis irrigated with a phone call; a pregnant patient's filling and a whitening question; an
//     eight-year-old's primary molar extraction with mum; a crown fit with a colleague interruption (closing summary);
//     an elderly patient's denture eased with her daughter and a phone call (appended dictation);
//   dz19–dz24 a US general practice (Universal; dz21 typed without speaker tags, dz24 typed with speaker tags, the rest
//     recogniser-style): a hygiene visit and doctor's exam with insurance; a fractured cusp before a trip (closing
//     summary); scaling and root planing for a diabetic with the front desk calling; a wisdom tooth extraction with a
//     colleague interruption; a crown seat (appended dictation); an implant / bridge consultation with no treatment;
//   dz25–dz30 a US family practice with many children (Universal with primary letters; dz28 typed without speaker
//     tags, the rest recogniser-style): a six-year-old's check-up with mom and Medicaid; a dry socket after an
//     extraction elsewhere (closing summary); a pulpotomy and stainless steel crown under nitrous (appended dictation);
//     two composites and a mercury question with an insurance phone call; a fifteen-year-old's check-up with a
//     confidential vaping question and an orthodontic referral; a periodontal maintenance visit with probing read back
//     and a doctor's exam.
// UK 18 (FDI 12, Palmer 6), US 12 (Universal, primary letters in dz25 and dz27); 24 recogniser-style (lower case,
// number words, fillers, no punctuation, no speakers) and 6 typed (dz04, dz09, dz15, dz21, dz24, dz28); about 240 to
// 630 words (most 330 to 500); five cases with appended dictation (dz03 "add to notes …" / "add to chart …"; dz11
// "add to notes …" / "change … to …"; dz18 "add to notes …" / "change … to …"; dz23 "add to notes …" / "change … to
// …"; dz27 "add to notes …" / "next visit …"). DENTAL in 27 cases (not dz07, dz21, dz27).
//
// Judgement calls where the contract was silent:
// - What is said in the room but is no note content is dropped entirely: greetings, small talk and goodbyes; phone
//   calls, the receptionist, the front desk and colleagues asking something unrelated; requests to the nurse for
//   instruments ("could you pass me the cotton wool rolls please"); instructions and running commentary to the patient
//   ("open nice and wide", "little scratch now", "bite together", "tap tap tap", "you're doing really well", "this is
//   your tooth raincoat", "you'll feel me pushing"); reassurance and acknowledgements ("lovely", "fair enough", "of
//   course", "lots of people feel the same", "congratulations"); vocatives ("mum", "mom", "mate", "buddy", first names);
//   the transcription service's speaker tags ("Dentist:", "Patient:", "Nurse:", "Assistant:", "Receptionist:"); a
//   procedure announced to the patient before it is done ("I'll take a couple of x-rays", "I'm going to numb the right
//   side"); and the dentist's history questions themselves ("any allergies", "how long has it been sore").
// - The patient's or parent's answers carry the content and are written as said (first person kept: "I've got asthma",
//   "I've been chewing on the right ever since"). An answer word opening an answer (yes, yeah, no, nope) goes, as do
//   "oh" and "wow"; a bare yes or no is written only through the dentist's restatement.
// - Said twice, written once: a nurse's read-back (BPE "two one two, two two two", a chart line, an LA line, working
//   lengths, probing depths), the dentist repeating a patient's answer for the nurse ("no allergies", "allergic to
//   penicillin rash", "sertraline for anxiety six months", "took apixaban at eight this morning"), a booking told to the
//   patient and then said for the record ("we'll see you in two weeks to finish it" / "next visit …"; "I'd like to see
//   the ulcer again in two weeks" / "review ulcer in two weeks"), a step announced to the patient and then recorded
//   ("while you're here I'll give your teeth a scale and polish" / "scale and polish done"), and a discussion the
//   dentist then sums up for the record ("options discussed …", "whitening discussed, advised to wait …", "amalgam
//   discussed, patient reassured …", "vaping cessation counseling given", "consent form signed …", "nervous patient")
//   are written once, in the words said for the record and at that place: the summing-up replaces the talk before it,
//   the patient's questions, worries and decision in it included. Explanations and proposals in a discussion that is not summed up stay in CONSULT even when the work is then done or planned ("I'll
//   trim it back today which should help it heal", "what I'd suggest is deep cleaning …" beside the treatment plan),
//   and so does advice beside a prescription ("you can take 600 mg ibuprofen …" beside "Rx ibuprofen …").
// - A closing summary dictated after the patient has left is the dentist's record: each field it speaks to is taken
//   from the summary alone, and the room talk for that field is not written (dz02, dz05, dz10, dz17, dz20, dz26; in
//   dz10 it speaks only to the treatment and the review); fields it does not speak to come from the room.
// - CC: the reason for the visit when someone says it ("routine check up", "crown prep on 36 today", "wisdom tooth
//   extraction today", "periodontal maintenance today") and the patient's or parent's account of the complaint: the
//   clauses about the complaint (what, where, since when, what sets it off or what happened, painkillers taken for it,
//   what was done about it before), in spoken order. Asides in the story (the daughter's wedding, the lakes, the sister
//   at the garden centre, exam season, the dog's surgery, the brother's assembly, "I told him not to") go; diet habits
//   told with the complaint stay (as more58). "No loss of consciousness" and "fragment not found" after an accident are
//   CC.
// - NOTES: an event the patient wants the work done before ("I've got my grandson's christening on Sunday", "I'm flying
//   out on Friday for work", "I'm back to school in 2 weeks") (as more56); fears and worries in the patient's own words
//   ("Bit nervous about today, if I'm honest", "I really hate injections", "Dreading this a little") and "nervous
//   patient" / "anxious patient" said for the record; remarks on how it went ("That wasn't as bad as I thought", "That's
//   much better already", "he did amazing", "shade approved by patient", "patient approves"); who came with the patient
//   and a child's age (as more58).
// - CONSULT keeps the explanation to the patient, the options, risks, costs, NHS bands, Denplan and insurance, the
//   patient's questions (written as said; in recogniser-style text with no "?") and the answers, the patient's decision,
//   and aftercare advice said aloud (second person kept: "Bite on this gauze nice and firm for 20 minutes"); "post-op
//   instructions given" or "oral hygiene instruction …" said for the record is a TX item beside it. "Ring us / call us /
//   let us know if …" is F/U (as more58). Money is written "£70.70", "£306.80", "$3,600".
// - A restarted call after "sorry" replaces the whole call before it ("thirty one distal occlusal recurrent caries at the
//   crown margin sorry thirty one has an amalgam not a crown thirty one disto occlusal amalgam …"); "with formocresol
//   sorry with mta I mean with ferric sulfate" keeps the last.
// - Findings: pockets (tooth-first too: "36 4 mm pocket MB"), probing read-outs, BOP, calculus, plaque and gums around
//   teeth are PERIO; tobacco stain on a region, the bite (crowding, midline, molar relationship, "occlusion normal"), an
//   implant's probing, a socket and an operculum are INTRA, with no chart entry for a tooth named only as their place;
//   reports of radiographs taken at an earlier visit are RADIO ("PA 17 from last week …", "pan from last year …").
//   "Millimetres" is written "mm" in every field; "class two" is "class 2".
// - Titles: "prophy paste" is no Prophy; "irrigated under the operculum LL8 with chlorhexidine" is "Irrigation LL8" and
//   "irrigated pockets with chlorhexidine" is "Irrigation", but "socket gently irrigated with warm saline" is no title
//   (contract); "IRM temporary filling placed", "Alvogyl placed", "Arestin placed", smoothing sharp edges and a core are
//   no titles; "simple forceps extraction 17" is "Extraction 17"; "post crown 21 recemented" is "Crown recement 21";
//   "obturated 46" is "Obturation 46"; a crown cemented with no "crown" in TX takes "Crown fit" from the CC (as more58);
//   "periodontal maintenance today" with only scaling and polishing in TX takes "Periodontal maintenance" from the CC;
//   "scaling and root planing upper right and lower right" is "SRP" (quadrants are no teeth, as more58); "stainless steel
//   crown size 4 #L cemented with glass ionomer cement" is "SSC #L"; "fissure sealants placed #19, #30" is "Fissure
//   sealants #19, #30".
// - Consent given for a later visit ("mom consents to nitrous") is CONSENT.
// - In TX a finding and the step it led to are cut ("Mesial contact tight | Adjusted and polished", "A little high on
//   #13 | Adjusted") (as more56); "irrigated under the operculum LL8" gives its title the tooth it names as a place.
// - Written forms: "a and e" → "A&E", "oro antral" → "oro-antral", "post op" → "Post-op", "supra gingival" →
//   "supragingival", "two three o vicryl rapide" → "2 3-0 Vicryl Rapide", "nkda" / "adhd" / "inr" / "edta" in capitals,
//   brand names as their makers write them (RelyX Unicem, RelyX Luting Plus, TempBond, Protemp, AH Plus, Vitrebond,
//   Surgicel, Alvogyl, Arestin, Isolite, Filtek Supreme, Scotchbond Universal, Cavitron, Emax, Denplan, Vaseline).
// - In recogniser-style text fields a new clause starts a new sentence and "and" / "so" opening a clause goes; chart
//   conditions keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const more128Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. UK mixed NHS / private practice (FDI)
  defineCase({
    id: 'dz01-uk-asr-fdi-nhs-check-up-lakes-bpe-chart-readback-46-secondary-caries-band-2',
    style: 'UK',
    asr: true,
    transcript:
      "morning come on through have a seat how are you doing oh not bad thanks and yourself yeah good thanks did you get away this summer we did we went up to the lakes for a week with the grandchildren it rained nearly every day mind you oh no typical right let's pop you back okay sarah routine check up any changes to your health since we last saw you well the doctor's put me on a statin atorvastatin for my cholesterol but otherwise the same still on the ramipril any allergies no nothing no allergies and do you smoke never have non smoker lovely any problems with your teeth no problems really just sometimes I get food stuck down the bottom right at the back okay let's have a look open nice and wide for me extra oral nad lymph nodes fine tmj fine intra oral soft tissues healthy tongue floor of mouth and palate all fine bpe two one two two two two two one two two two two thank you charting one eight missing one eight missing one seven mesial occlusal amalgam sound one seven m o amalgam sound one six crown margins fine one six crown two six occlusal composite sound two six o composite three six disto occlusal amalgam sound three six d o amalgam four six disto occlusal amalgam ditched distally probe catches four six d o amalgam ditched probe catches four eight missing four eight missing sorry to interrupt your half eleven is here early and asking if she can go in before her husband tell her we're running to time and she's fine where she is thanks so I'll just take a couple of x-rays of the back teeth bite on the tab for me lovely and the other side great two bitewings grade one four six distal caries under the amalgam into dentine no other caries bone levels normal two bitewings grade one four six distal caries okay so mostly good news the one at the bottom right where the food gets stuck the back of that filling has broken down and the x-ray shows decay underneath it so it needs replacing before it gets any bigger oh right will it hurt no we'll numb it up so you won't feel a thing on the nhs that's band two seventy pounds seventy and that covers all the treatment in this course is that a white one on the back teeth on the nhs it would be silver amalgam the white would be private about a hundred and twenty pounds oh silver's fine at my age fair enough diagnosis secondary caries four six while you're here I'll give your teeth a scale and polish just rinse for me when you need to lovely scale and polish done oral hygiene instruction interdental brushes bottom right next appointment forty minutes disto occlusal amalgam four six and recall nine months for the next check up lovely thanks very much see you soon take care bye",
    expect: {
      CC: 'Routine check up. No problems really just sometimes I get food stuck down the bottom right at the back',
      'MED HX':
        "The doctor's put me on a statin atorvastatin for my cholesterol but otherwise the same. Still on the ramipril. No allergies. Non smoker",
      EXTRA: 'NAD. Lymph nodes fine. TMJ fine',
      INTRA: 'Soft tissues healthy. Tongue floor of mouth and palate all fine',
      PERIO: 'BPE 2 1 2 / 2 2 2',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'MO amalgam sound'],
        ['16', 'Crown margins fine'],
        ['26', 'O composite sound'],
        ['36', 'DO amalgam sound'],
        ['46', 'DO amalgam ditched distally probe catches'],
        ['48', 'Missing'],
      ],
      RADIO: '2 bitewings grade 1. 46 distal caries under the amalgam into dentine. No other caries. Bone levels normal',
      CONSULT:
        "Mostly good news. The one at the bottom right where the food gets stuck the back of that filling has broken down and the x-ray shows decay underneath it. It needs replacing before it gets any bigger. Will it hurt. We'll numb it up so you won't feel a thing. On the NHS that's band 2 £70.70 and that covers all the treatment in this course. Is that a white one. On the back teeth on the NHS it would be silver amalgam. The white would be private about £120. Silver's fine at my age",
      DX: ['Secondary caries 46'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'Oral hygiene instruction interdental brushes bottom right'],
      NV: ['40 minutes DO amalgam 46'],
      'F/U': 'Recall 9 months for the next check up',
    },
  }),
  defineCase({
    id: 'dz02-uk-asr-fdi-emergency-36-wedding-zing-cold-test-phone-extirpation-closing-summary',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come on in have a seat so what's been going on well it's this one down here at the bottom on the left it started last saturday I was at my daughter's wedding actually and I had a glass of something cold and it just went zing and since then anything cold sets it off and it hangs around for ages afterwards and the last two nights it's kept me up I've been taking ibuprofen and paracetamol together but it's only taking the edge off oh dear and congratulations on the wedding thank you it was a lovely day apart from the tooth any changes to your medical history I've got asthma I use the brown inhaler twice a day and the blue one when I need it any allergies penicillin brings me out in a rash allergic to penicillin rash okay lean back for me let's have a look extra oral no swelling no lymphadenopathy intra oral soft tissues fine I'm going to put something cold on a few teeth tell me when you feel it and tell me when it's gone that one yes gone and this one ooh yes that's the one is it still there still there still going okay gone now three six large mesial occlusal distal composite tender to percussion lingering response to cold about thirty seconds three five and three seven sound normal response to cold I'll take an x-ray of that one just bite on this for me pa three six deep restoration close to the pulp no periapical changes sorry excuse me one second hello yes no tell him I'll ring him back after two thanks sorry about that so what's going on is the nerve in that tooth is inflamed and because the filling is so deep it's not going to settle on its own so there are two options we can do a root canal treatment to save the tooth or we take the tooth out both are band two on the nhs seventy pounds seventy if we do the root canal will I need a crown after it's a back tooth so a crown would be best longer term that's band three three hundred and six pounds eighty is the root canal painful no we numb it up properly it's like a long filling today I'd take the nerve out which should get you out of pain and then we finish it in a couple of weeks I'd rather keep it if I can then okay verbal consent for root canal three six right little scratch now well done is that going numb yeah my lip's gone massive good rubber sheet going on now you're doing really well nearly there all done for today it might be a bit tender for a couple of days you can carry on with the ibuprofen if you need it and if it swells up give us a ring we'll see you in two weeks to finish it lovely thanks so much bye bye take care right complains of lingering pain to cold three six since saturday keeping her awake two nights diagnosis irreversible pulpitis three six discussed root canal treatment or extraction both band two and a crown afterwards band three patient chose root canal la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration three six rubber dam access pulp extirpated three six four canals sorry three canals irrigated with sodium hypochlorite ledermix and cavit post op instructions given next visit complete root canal three six in two weeks",
    expect: {
      CC: 'Lingering pain to cold 36 since Saturday keeping her awake 2 nights',
      'MED HX':
        "I've got asthma. I use the brown inhaler twice a day and the blue one when I need it. Allergic to penicillin rash",
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        ['36', 'Large MOD composite tender to percussion lingering response to cold about 30 seconds'],
        ['35', 'Sound normal response to cold'],
        ['37', 'Sound normal response to cold'],
      ],
      RADIO: 'PA 36 deep restoration close to the pulp. No periapical changes',
      DX: ['Irreversible pulpitis 36'],
      CONSULT:
        'Discussed root canal treatment or extraction both band 2 and a crown afterwards band 3. Patient chose root canal',
      CONSENT: 'Verbal consent for root canal 36',
      'TX TODAY': ['Extirpation 36'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Rubber dam',
        'Access',
        'Pulp extirpated 36',
        '3 canals',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 36 in 2 weeks'],
      'F/U': 'If it swells up give us a ring',
    },
  }),
  defineCase({
    id: 'dz03-uk-asr-fdi-two-fillings-24-47-football-nurse-aside-five-a-side-appends-notes-chart',
    style: 'UK',
    asr: true,
    transcript:
      "alright mate come on through sit yourself down how's things not bad not bad did you watch the match last night don't talk to me about it three nil at home honestly right two fillings today top left and bottom right anything changed with your health no all the same medical history no changes no medication no allergies two four mesial occlusal caries four seven occlusal caries verbal consent confirmed okay I'm going to numb the top one first little scratch and now the bottom this one's a block so your tongue and lip will go numb as well la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two four and two cartridges lidocaine two percent one in eighty thousand adrenaline id block right could you pass me the cotton wool rolls please thanks two four caries removed sectional matrix and wedge etch bond mesial occlusal composite two four shade a two bite together for me tap tap tap lovely four seven caries removed dentine firm occlusal amalgam four seven condensed and carved bite together gently for me occlusion checked right all done no hot drinks till the numbness wears off and don't chew on the silver one for a couple of hours is it alright to go to five a side tonight yeah that's fine just don't get hit in the mouth cheers recall six months as normal see you later mate",
    appends: [
      "add to notes he'd like a text reminder the day before his appointments",
      'add to chart two five distal caries early monitor',
    ],
    expect: {
      CC: '2 fillings today top left and bottom right',
      'MED HX': 'No changes. No medication. No allergies',
      DENTAL: [
        ['24', 'MO caries'],
        ['47', 'O caries'],
        ['25', 'D caries early monitor'],
      ],
      CONSENT: 'Verbal consent confirmed',
      CONSULT:
        "No hot drinks till the numbness wears off and don't chew on the silver one for a couple of hours. Is it alright to go to 5 a side tonight. That's fine just don't get hit in the mouth",
      'TX TODAY': ['MO composite 24', 'O amalgam 47'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 24',
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        '24 caries removed',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'MO composite 24',
        'Shade A2',
        '47 caries removed',
        'Dentine firm',
        'O amalgam 47 condensed and carved',
        'Occlusion checked',
      ],
      NOTES: "He'd like a text reminder the day before his appointments",
      'F/U': 'Recall 6 months as normal',
    },
  }),
  defineCase({
    id: 'dz04-uk-typed-fdi-speakers-private-crown-prep-36-nervous-holiday-receptionist-interruption',
    style: 'UK',
    asr: false,
    transcript:
      "Nurse: Crown prep on 36 today.\nDentist: Hi, come on in. How are you?\nPatient: Fine, thanks. Bit nervous about today, if I'm honest.\nDentist: We'll take it slowly. Just lift your left hand if you want a break. Any changes to your health since last time?\nPatient: No, nothing. Still just the levothyroxine.\nDentist: Medical history no change, levothyroxine, no allergies.\nNurse: No change, levothyroxine, no allergies.\nDentist: Right, so as we discussed last time, the lower left back tooth has a big old filling with a crack in it, and a crown will hold it together. Any questions before we start?\nPatient: How long will the temporary last? I'm going away in three weeks.\nDentist: The crown comes back from the lab in about two weeks, so you'll have the new one before you go. The temporary is fine for that long, just avoid sticky things on it.\nPatient: And it was £650 for the crown?\nDentist: That's right, £650 for the porcelain bonded crown, half today and half at the fit.\nPatient: Okay.\nDentist: And you've signed the consent form. Consent form signed, private crown 36.\nNurse: Consent form signed.\nDentist: Quick look first. 36 large MOD amalgam, crack line on the lingual cusp, not tender to bite. 37 sound.\nNurse: 36 MOD amalgam, crack lingual cusp, not TTP. 37 sound.\nDentist: Okay, a little scratch now. You're doing well. And a bit more at the side. LA two cartridges articaine 4%, 1 in 100,000 adrenaline, ID block left and buccal infiltration 36.\nNurse: Two articaine, IDB left plus buccal 36.\nReceptionist: Sorry to interrupt. Mr Hughes is on the phone asking if his prescription is ready.\nDentist: It's in the tray at the front desk. Thanks.\nDentist: Is your lip going numb?\nPatient: Yeah, it's going.\nDentist: Great. You'll hear some noise and feel some water now. Old amalgam removed. Crack runs across the lingual wall and stops short of the pulp. Core built up in composite. Crown prep 36, chamfer margin. Size 0 retraction cord placed. Impressions taken, putty and wash, opposing alginate. Bite registration. Shade A3.\nNurse: A3.\nDentist: Temporary crown in Protemp, cemented with TempBond. Bite together for me. Tap, tap. Does that feel high?\nPatient: No, feels fine.\nDentist: Occlusion checked. Post-op instructions given. So it'll feel a bit different for a few days. Avoid toffee and chewing gum on that side, and when you floss, pull the floss out the side rather than back up.\nPatient: Thank you, that wasn't as bad as I thought.\nDentist: Can we book two weeks for the fit, please? Next visit crown fit 36 in two weeks.\nNurse: Crown fit 36, two weeks.\nDentist: See you then. Take care.",
    expect: {
      CC: 'Crown prep on 36 today',
      'MED HX': 'No change, levothyroxine, no allergies',
      DENTAL: [
        ['36', 'Large MOD amalgam, crack line on the L cusp, not tender to bite'],
        ['37', 'Sound'],
      ],
      CONSULT:
        "As we discussed last time, the lower left back tooth has a big old filling with a crack in it, and a crown will hold it together. How long will the temporary last? I'm going away in 3 weeks. The crown comes back from the lab in about 2 weeks, so you'll have the new one before you go. The temporary is fine for that long, just avoid sticky things on it. It was £650 for the crown? £650 for the porcelain bonded crown, half today and half at the fit. It'll feel a bit different for a few days. Avoid toffee and chewing gum on that side, and when you floss, pull the floss out the side rather than back up",
      CONSENT: 'Consent form signed, private crown 36',
      'TX TODAY': ['Crown prep 36', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36',
        'Old amalgam removed',
        'Crack runs across the L wall and stops short of the pulp',
        'Core built up in composite',
        'Crown prep 36',
        'Chamfer margin',
        'Size 0 retraction cord placed',
        'Impressions taken',
        'Putty and wash',
        'Opposing alginate',
        'Bite registration',
        'Shade A3',
        'Temporary crown in Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: "Bit nervous about today, if I'm honest. That wasn't as bad as I thought",
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'dz05-uk-asr-fdi-anxious-ten-years-extraction-17-risks-sinus-phone-closing-summary',
    style: 'UK',
    asr: true,
    transcript:
      "hello come on in is it dave yeah that's me nice to meet you have a seat I'll be honest with you I hate dentists I've not been for about ten years that's okay lots of people feel the same we'll go at your pace so at your check up last week the top right back tooth was marked to come out yeah it's been breaking up for ages and it aches on and off and it tastes manky I just want it gone fair enough any changes to your health since last week no same as before type two diabetes on metformin and amlodipine for blood pressure any allergies not that I know of have you eaten today yeah had a bacon sandwich good let me have a quick look one seven grossly carious buccal wall broken down not mobile one six sound one eight missing pa one seven from last week roots look straightforward no periapical pathology so as you were told last week that tooth can't be saved so taking it out is the sensible option the risks are some bleeding swelling and bruising there's a small chance a bit of root breaks and needs to come out separately and because it's an upper back tooth a small chance of a connection into the sinus which we'd deal with if it happened are you okay with all that yeah just get it out consent form signed yep numbing first you'll feel a little pinch and one on the inside we'll give that a few minutes sorry excuse me hello yes I'm with a patient can I call you back in twenty minutes lovely bye sorry about that is it going numb yeah my cheek feels weird good you'll feel me pushing quite a lot but no sharp pain if anything's sharp put your left hand up pushing now doing really well nearly there and it's out is that it I didn't feel a thing told you bite on this gauze nice and firm for twenty minutes no rinsing today no hot drinks no smoking and no alcohol for twenty four hours from tomorrow warm salt water rinses after meals if it bleeds bite on a damp gauze or a tea bag for twenty minutes paracetamol or ibuprofen for pain and with your diabetes keep it really clean here's a sheet with it all written down cheers see you take care bye right patient attended for extraction of one seven as planned at his check up anxious patient hasn't attended for ten years medical history type two diabetes metformin amlodipine no allergies la one and a half cartridges sorry two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one seven simple forceps extraction one seven roots complete socket intact no oro antral communication haemostasis achieved verbal and written post op instructions given review as needed",
    expect: {
      CC: 'Extraction of 17 as planned at his check up',
      'MED HX': 'Type 2 diabetes metformin amlodipine. No allergies',
      DENTAL: [
        ['17', 'Grossly carious B wall broken down not mobile'],
        ['16', 'Sound'],
        ['18', 'Missing'],
      ],
      RADIO: 'PA 17 from last week roots look straightforward. No periapical pathology',
      CONSULT:
        "As you were told last week that tooth can't be saved so taking it out is the sensible option. The risks are some bleeding swelling and bruising. There's a small chance a bit of root breaks and needs to come out separately and because it's an upper back tooth a small chance of a connection into the sinus which we'd deal with if it happened. Just get it out. Bite on this gauze nice and firm for 20 minutes. No rinsing today no hot drinks no smoking and no alcohol for 24 hours. From tomorrow warm salt water rinses after meals. If it bleeds bite on a damp gauze or a tea bag for 20 minutes. Paracetamol or ibuprofen for pain and with your diabetes keep it really clean. Here's a sheet with it all written down",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 17'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 17',
        'Simple forceps extraction 17',
        'Roots complete',
        'Socket intact',
        'No oro-antral communication',
        'Haemostasis achieved',
        'Verbal and written post-op instructions given',
      ],
      NOTES: "Anxious patient. Hasn't attended for 10 years",
      'F/U': 'Review as needed',
    },
  }),
  defineCase({
    id: 'dz06-uk-asr-fdi-child-7-check-up-mum-nan-sweets-75-d-caries-varnish-plan-fs',
    style: 'UK',
    asr: true,
    transcript:
      "hello poppy hello mum come on in do you want to hop up in the big chair it goes up like a rocket ready whoosh there we go okay check up seven year old with mum how's everything been mum yeah she's fine no problems really she did say one at the back on the bottom left hurts sometimes when she has sweets but she doesn't have many sweets honestly well her nan gives her them at the weekend and her brother's the same but he's at school today it's his class assembly so I've got to dash after this any changes with her health no she's fit and well no medicines no allergies fit and well no meds no allergies okay poppy I'm going to count your teeth with my mirror can you open like a big crocodile snap snap brilliant extra oral nad intra oral soft tissues healthy plaque on the lower back teeth one six two six three six four six erupted sound five five six five sound seven five distal caries cavitated food packing seven four eight four eight five sound seven five distal caries cavitated food packing yep we'll take two little pictures of the back teeth bite on this one for me like a biscuit brilliant two bitewings grade one seven five distal caries into dentine no other caries diagnosis caries seven five okay mum so the one at the back she mentioned there's a little hole between the teeth that's where the sweets get stuck we'll fill it with a white filling it's a baby tooth but it's got to last till she's about eleven or twelve does she need an injection probably just some numbing gel and a tiny one we'll see how she gets on and it's free on the nhs for children oh that's good her cousin had some coating put on her back teeth can she have that fissure sealants they're a good idea once the big back teeth are fully through which they nearly are plan fissure sealants three six and four six at her next check up now poppy I'm going to paint some special toothpaste on your teeth that tastes like strawberries fluoride varnish applied twenty two thousand six hundred ppm oral hygiene instruction to mum so brush twice a day with a pea sized blob of adult toothpaste spit don't rinse and keep sweets to mealtimes even at nan's I'll tell her she was brilliant next visit disto occlusal glass ionomer seven five twenty minutes recall six months well done poppy pick a sticker on your way out bye",
    expect: {
      CC: "Check up. She's fine no problems really. She did say one at the back on the bottom left hurts sometimes when she has sweets but she doesn't have many sweets honestly. Her nan gives her them at the weekend",
      'MED HX': 'Fit and well. No meds. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower back teeth',
      DENTAL: [
        ['16', 'Erupted sound'],
        ['26', 'Erupted sound'],
        ['36', 'Erupted sound'],
        ['46', 'Erupted sound'],
        ['55', 'Sound'],
        ['65', 'Sound'],
        ['75', 'D caries cavitated food packing'],
        ['74', 'Sound'],
        ['84', 'Sound'],
        ['85', 'Sound'],
      ],
      RADIO: '2 bitewings grade 1. 75 distal caries into dentine. No other caries',
      DX: ['Caries 75'],
      CONSULT:
        "The one at the back she mentioned there's a little hole between the teeth. That's where the sweets get stuck. We'll fill it with a white filling. It's a baby tooth but it's got to last till she's about 11 or 12. Does she need an injection. Probably just some numbing gel and a tiny one. We'll see how she gets on and it's free on the NHS for children. Her cousin had some coating put on her back teeth. Can she have that. Fissure sealants they're a good idea once the big back teeth are fully through which they nearly are. Brush twice a day with a pea sized blob of adult toothpaste. Spit don't rinse and keep sweets to mealtimes even at nan's",
      'TX TODAY': ['Fluoride varnish', 'OHI'],
      TX: ['Fluoride varnish applied 22,600 ppm', 'Oral hygiene instruction to mum'],
      'TX PLAN': ['Fissure sealants 36, 46 at her next check up'],
      NOTES: '7 year old with mum. She was brilliant',
      NV: ['DO GIC 75 20 minutes'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. Second UK practice (FDI)
  defineCase({
    id: 'dz07-uk-asr-fdi-hygienist-bleeding-breath-smoker-bpe-readback-colleague-asks-implant-day',
    style: 'UK',
    asr: true,
    transcript:
      "hi come on in how are you hiya not bad thanks bit of a mad week at work we've got an inspection on friday oh no well you can relax for half an hour in here so how have your gums been they bleed a bit when I brush especially the bottom front and I've noticed my breath's not great my wife keeps telling me okay anything changed with your health no I'm all good not on any tablets any allergies no still smoking about ten a day okay medical history no change no meds no allergies smokes ten a day right let's have a look extra oral nad intra oral soft tissues healthy no lumps or patches bpe two two two three two two two two two three two two thanks generalised bleeding on probing heavy supragingival calculus lower anteriors tobacco staining lingual lower incisors three six four millimetre pocket mesial buccal sorry to barge in can I borrow you for a sec is it tuesday or wednesday that mr jones is booked for his implant it's wednesday thanks sorry okay so your gums are inflamed that's the bleeding and the tartar behind the bottom front teeth is holding on to bacteria which is also what's causing the breath and the smoking makes the gums worse and it hides the bleeding too would you want some help stopping I've tried the patches maybe I'll give it another go after christmas the stop smoking service at the pharmacy is free I'll give you the leaflet right I'll clean all that off now it might feel a bit scratchy put your hand up if you need a break scale and polish with ultrasonic and hand scalers stain removed with prophy paste rinse for me okay oral hygiene instruction interdental brushes red size lower anteriors and brush the gum line at forty five degrees smoking cessation advice leaflet given so use these little brushes once a day between the bottom teeth they'll bleed for a week or so and then it'll settle keep going with them can I use mouthwash instead you can use one but it won't get the tartar out the brushes are what does the job fair enough recall three months with hygiene see you in three months then thanks bye",
    expect: {
      CC: "They bleed a bit when I brush especially the bottom front. I've noticed my breath's not great. My wife keeps telling me",
      'MED HX': 'No change. No meds. No allergies. Smokes 10 a day',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy. No lumps or patches. Tobacco staining lingual lower incisors',
      PERIO:
        'BPE 2 2 2 / 3 2 2. Generalised bleeding on probing. Heavy supragingival calculus lower anteriors. 36 4 mm pocket MB',
      CONSULT:
        "Your gums are inflamed that's the bleeding and the tartar behind the bottom front teeth is holding on to bacteria which is also what's causing the breath. The smoking makes the gums worse and it hides the bleeding too. Would you want some help stopping. I've tried the patches. Maybe I'll give it another go after Christmas. The stop smoking service at the pharmacy is free. Use these little brushes once a day between the bottom teeth. They'll bleed for a week or so and then it'll settle. Keep going with them. Can I use mouthwash instead. You can use one but it won't get the tartar out. The brushes are what does the job",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: [
        'Scale and polish with ultrasonic and hand scalers',
        'Stain removed with prophy paste',
        'Oral hygiene instruction interdental brushes red size lower anteriors and brush the gum line at 45 degrees',
        'Smoking cessation advice leaflet given',
      ],
      'F/U': 'Recall 3 months with hygiene',
    },
  }),
  defineCase({
    id: 'dz08-uk-asr-fdi-post-crown-21-off-in-scone-christening-receptionist-squeeze-in-recement',
    style: 'UK',
    asr: true,
    transcript:
      "hello come in what have you done well you'll never guess I was at the garden centre with my sister having a cheese scone in the cafe and the whole front tooth just came off in the scone I nearly swallowed it I've got it here in a tissue oh dear let's have a look at it any pain no no pain at all it's just I look awful and I've got my grandson's christening on sunday okay we'll do our best anything changed medically I had my knee done earlier this year but I'm off the blood thinners now just on the paracetamol and the omeprazole any allergies elastoplast that's it okay medical history knee replacement this year off anticoagulants now paracetamol and omeprazole allergic to elastoplast let me see the crown post crown two one came out with the post intact cement on the fitting surface root face sound no caries root not mobile one one and two two sound gums healthy around it let's take an x-ray of the root just to check bite on this for me pa two one root filling looks adequate no periapical changes no fracture seen okay so good news is the root looks healthy and the crown and post are in one piece so I can glue it back in today it came out because the cement had washed out over the years it's about fifteen years old so it's had a good innings but it might come out again and if the root ever cracks the long term option would be an implant or a bridge how much is an implant here about two thousand five hundred pounds privately but we don't need to think about that now let's just get it back in for sunday are you happy for me to cement it back in yes please verbal consent no la needed crown and post cleaned old cement removed post space cleaned with a small brush dried tried in fits well post crown two one recemented with relyx unicem excess removed bite together for me tap tap occlusion checked sorry to bother you can you squeeze in a child emergency at four it's a knocked front tooth yes put them in at four thanks okay try not to bite into anything hard with that tooth cut up apples and crusty bread and don't use it to bite through anything tough if it comes out again keep it safe and come straight back thank you so much you're a lifesaver enjoy the christening review at her next check up see you bye",
    expect: {
      CC: "The whole front tooth just came off in the scone. I nearly swallowed it. I've got it here in a tissue. No pain at all. It's just I look awful",
      'MED HX':
        'Knee replacement this year. Off anticoagulants now. Paracetamol and omeprazole. Allergic to Elastoplast',
      PERIO: 'Gums healthy around it',
      DENTAL: [
        [
          '21',
          'Post crown came out with the post intact cement on the fitting surface root face sound no caries root not mobile',
        ],
        ['11', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'PA 21 root filling looks adequate. No periapical changes. No fracture seen',
      CONSULT:
        "Good news is the root looks healthy and the crown and post are in one piece so I can glue it back in today. It came out because the cement had washed out over the years. It's about 15 years old so it's had a good innings but it might come out again. If the root ever cracks the long term option would be an implant or a bridge. How much is an implant here. About £2,500 privately but we don't need to think about that now. Let's just get it back in for Sunday. Try not to bite into anything hard with that tooth. Cut up apples and crusty bread and don't use it to bite through anything tough. If it comes out again keep it safe and come straight back",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Crown recement 21'],
      TX: [
        'No LA needed',
        'Crown and post cleaned',
        'Old cement removed',
        'Post space cleaned with a small brush',
        'Dried',
        'Tried in',
        'Fits well',
        'Post crown 21 recemented with RelyX Unicem',
        'Excess removed',
        'Occlusion checked',
      ],
      NOTES: "I've got my grandson's christening on Sunday",
      'F/U': 'Review at her next check up',
    },
  }),
  defineCase({
    id: 'dz09-uk-typed-fdi-new-patient-exam-moved-area-bpe-323-324-bitewings-pa-perio-plan-costs',
    style: 'UK',
    asr: false,
    transcript:
      "Hello, come in, have a seat. I'm the dentist, and this is Jo, who'll be helping me today. Nice to meet you. New patient examination today. What brings you in? Well, we moved here in the summer for my husband's job. I haven't been to a dentist for about three years. The last practice went private and I never got round to finding a new one. Nothing's really hurting, but my gums bleed when I brush and there's a tooth at the bottom right that feels a bit loose sometimes. Okay, we'll go through everything. Can I check your medical history form? You've put high blood pressure, on amlodipine, and you're allergic to penicillin. What happens with the penicillin? I came out in hives as a child. Okay. Do you smoke? I gave up five years ago. And alcohol? Maybe a bottle of wine a week. Medical history: hypertension, amlodipine, allergic to penicillin, hives. Ex-smoker, stopped five years ago. Alcohol about ten units a week. Right, let's have a look. Extraoral: no lymphadenopathy, TMJ normal. Intraoral: soft tissues healthy, no suspicious lesions. BPE: 3, 2, 3, 3, 2, 4. 3 2 3, 3 2 4. Heavy subgingival calculus, bleeding on probing generalised, 6 mm pocket distal 46. Charting now. 18 missing. 17 occlusal amalgam. 16 MOD amalgam, fractured palatal cusp. 16 MOD amalgam, fractured palatal cusp. Yes. 26 crown. 27 occlusal composite. 28 missing. 38 missing. 37 DO amalgam. 36 MO amalgam with distal caries. 36 distal caries. 46 MOD amalgam, grade 1 mobile. 47 buccal pit caries. 48 partially erupted. I'd like to take some x-rays to check for decay and the bone around the loose tooth. Just bite on this for me. Lovely. Bitewings and PA 46 taken for caries and bone levels. Bitewings grade 1: 36 distal caries into dentine, 16 recurrent caries under the MOD amalgam, horizontal bone loss about 30% in the molar regions. PA 46: vertical bone loss to about half the root on the distal, no periapical lesion. Okay, so I'll explain what I've found. Your gums have what we call periodontitis, gum disease, which is why they bleed and why the bottom right tooth is a bit loose. It's caught at a stage where we can treat it, but it needs deep cleaning with the hygienist and really good cleaning at home. There are also two teeth with decay: the top right back tooth under the old filling, where a bit has broken off, and the bottom left one between the teeth. Will I lose the loose tooth? Hopefully not. If the gums respond to treatment, it can settle down, but I can't promise. That's why the cleaning is so important. Diagnosis: generalised periodontitis stage III grade B. Caries 16 and 36. Fractured cusp 16. What I'd suggest is deep cleaning with the hygienist over two visits, new fillings on the top right and bottom left, probably a crown on the top one in the long run because of the broken cusp, and then we re-check your gums in three months. On the NHS that's all band 2, which is £70.70 for the whole course, and if you want a crown later that's band 3. Oh, that's much better than I expected. Are white fillings included? On the back teeth, the NHS filling is amalgam, silver. White would be private, £140 per tooth. I'll stick with silver, then. Treatment plan: RSD in 2 visits with the hygienist, MOD amalgams 16 and 36, perio reassessment in 3 months, consider crown 16 later. I've written it all on the treatment plan for you to sign at reception. Oral hygiene instruction with pink and orange interdental brushes and an electric toothbrush. Next visit: RSD upper and lower right with the hygienist. Lovely to meet you. See you soon.",
    expect: {
      CC: "New patient examination today. I haven't been to a dentist for about 3 years. Nothing's really hurting, but my gums bleed when I brush and there's a tooth at the bottom right that feels a bit loose sometimes",
      'MED HX':
        'Hypertension, amlodipine, allergic to penicillin, hives. Ex-smoker, stopped 5 years ago. Alcohol about 10 units a week',
      EXTRA: 'No lymphadenopathy, TMJ normal',
      INTRA: 'Soft tissues healthy, no suspicious lesions',
      PERIO: 'BPE 3 2 3 / 3 2 4. Heavy subgingival calculus, bleeding on probing generalised, 6 mm pocket distal 46',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'O amalgam'],
        ['16', 'MOD amalgam, fractured P cusp', 'P cusp'],
        ['26', 'Crown'],
        ['27', 'O composite'],
        ['28', 'Missing'],
        ['38', 'Missing'],
        ['37', 'DO amalgam'],
        ['36', 'MO amalgam with D caries'],
        ['46', 'MOD amalgam, grade 1 mobile'],
        ['47', 'B pit caries'],
        ['48', 'Partially erupted'],
      ],
      RADIO:
        'Bitewings and PA 46 taken for caries and bone levels. Bitewings grade 1: 36 distal caries into dentine, 16 recurrent caries under the MOD amalgam, horizontal bone loss about 30% in the molar regions. PA 46: vertical bone loss to about half the root on the distal, no periapical lesion',
      DX: ['Generalised periodontitis stage III grade B', 'Caries 16, 36', 'Fractured cusp 16'],
      CONSULT:
        "I'll explain what I've found. Your gums have what we call periodontitis, gum disease, which is why they bleed and why the bottom right tooth is a bit loose. It's caught at a stage where we can treat it, but it needs deep cleaning with the hygienist and really good cleaning at home. There are also 2 teeth with decay: the top right back tooth under the old filling, where a bit has broken off, and the bottom left one between the teeth. Will I lose the loose tooth? Hopefully not. If the gums respond to treatment, it can settle down, but I can't promise. That's why the cleaning is so important. What I'd suggest is deep cleaning with the hygienist over 2 visits, new fillings on the top right and bottom left, probably a crown on the top one in the long run because of the broken cusp, and then we re-check your gums in 3 months. On the NHS that's all band 2, which is £70.70 for the whole course, and if you want a crown later that's band 3. That's much better than I expected. Are white fillings included? On the back teeth, the NHS filling is amalgam, silver. White would be private, £140 per tooth. I'll stick with silver, then. I've written it all on the treatment plan for you to sign at reception",
      'TX PLAN': [
        'RSD in 2 visits with the hygienist',
        'MOD amalgams 16, 36',
        'Perio reassessment in 3 months',
        'Consider crown 16 later',
      ],
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction with pink and orange interdental brushes and an electric toothbrush'],
      NV: ['RSD upper and lower right with the hygienist'],
    },
  }),
  defineCase({
    id: 'dz10-uk-asr-fdi-split-root-filled-45-apixaban-autoclave-colleague-extraction-summary-tx-review',
    style: 'UK',
    asr: true,
    transcript:
      "hiya come on in sit down how are you not great to be honest this tooth's snapped it's the one with the root filling bottom right I was eating a crusty roll on sunday and it just split and now the side of it moves and it catches my tongue and it's sore to chew I've been chewing on the other side oh no and how's your health any changes well I've got atrial fibrillation now since last year so they've put me on apixaban and bisoprolol anything else that's it no allergies okay medical history atrial fibrillation apixaban bisoprolol no allergies when did you take your apixaban this morning at eight took apixaban at eight this morning okay let's have a look extra oral nad intra oral soft tissues fine four five root filled crown fractured vertically buccal fragment mobile fracture extends subgingivally four four and four six sound let's get an x-ray pa four five vertical root fracture running to the apex root filling short no other pathology diagnosis vertical root fracture four five sorry can I just grab you for one second the autoclave's showing an error code again what should I do switch it off at the wall and run it again if it does it again ring the engineer thanks sorry about that right so I'm afraid the tooth has split right down the root so it can't be fixed the only option really is to take it out then afterwards you could leave a gap or we could look at a bridge or an implant or a small denture later on will I bleed a lot with the blood thinner you'll bleed a bit more than usual so I'll pack the socket and put a couple of stitches in and we'll keep you sitting here a bit longer to make sure it's stopped the guidance says you don't need to stop the apixaban for one tooth okay that's a relief just take it out then options discussed extraction only realistic option replacement options for later discussed bleeding risk with apixaban explained patient wants it out consent form signed little scratch and again on the inside pushing good that's the first bit out and the second bit all out now bite down on this for me no hot drinks or rinsing today don't skip your apixaban tonight and if it bleeds at home bite on the damp gauze for twenty minutes okay thank you so much bye take care right treatment today la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and one cartridge articaine four percent buccal infiltration four five sorry lingual infiltration four five extraction four five in two pieces with luxator and forceps roots complete socket packed with surgicel two three o vicryl rapide sutures haemostasis achieved after fifteen minutes observed in the chair post op instructions verbal and written given review in one week for suture check or sooner if bleeding",
    expect: {
      CC: "This tooth's snapped. It's the one with the root filling bottom right. I was eating a crusty roll on Sunday and it just split. Now the side of it moves and it catches my tongue and it's sore to chew. I've been chewing on the other side",
      'MED HX': 'Atrial fibrillation. Apixaban. Bisoprolol. No allergies. Took apixaban at 8 this morning',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues fine',
      DENTAL: [
        [
          '45',
          'Root filled crown fractured vertically buccal fragment mobile fracture extends subgingivally',
          'Crown',
        ],
        ['44', 'Sound'],
        ['46', 'Sound'],
      ],
      RADIO: 'PA 45 vertical root fracture running to the apex. Root filling short. No other pathology',
      DX: ['Vertical root fracture 45'],
      CONSULT:
        "Options discussed extraction only realistic option. Replacement options for later discussed. Bleeding risk with apixaban explained. Patient wants it out. No hot drinks or rinsing today. Don't skip your apixaban tonight. If it bleeds at home bite on the damp gauze for 20 minutes",
      CONSENT: 'Consent form signed',
      'TX TODAY': ['Extraction 45'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right',
        'LA: 1 cartridge articaine 4%, lingual infiltration 45',
        'Extraction 45 in 2 pieces with luxator and forceps',
        'Roots complete',
        'Socket packed with Surgicel',
        '2 3-0 Vicryl Rapide sutures',
        'Haemostasis achieved after 15 minutes observed in the chair',
        'Post-op instructions verbal and written given',
      ],
      'F/U': 'Review in 1 week for suture check or sooner if bleeding',
    },
  }),
  defineCase({
    id: 'dz11-uk-asr-fdi-scooter-skate-park-11-mi-fracture-21-concussion-dad-composite-appends',
    style: 'UK',
    asr: true,
    transcript:
      "hello come on in oh dear what's happened then go on tell her well he was on his scooter at the skate park yesterday trying some trick I told him not to and he came off and went face first into the ramp his front tooth's chipped and the one next to it's a bit sore we went to a and e and they said it's not broken anything in his face and to see the dentist today did you knock yourself out no did you hit your head just my mouth okay no loss of consciousness no head injury did you find the broken piece no we looked everywhere couldn't find it fragment not found and is he well otherwise any medical problems asthma he's got a blue inhaler no allergies medical history mild asthma salbutamol no allergies eleven year old attended with dad right let me have a look open for me extra oral small graze on the chin healing no swelling lips fine intra oral small laceration inside upper lip healing no tooth fragments in the lip occlusion normal one one enamel dentine fracture mesio incisal corner no pulp exposure not mobile tender to percussion slightly two one no fracture tender to percussion not mobile one two and two two sound we'll take an x-ray of the front teeth bite gently for me upper anterior pa no root fractures no displacement open apices one one two one sorry closed apices one one two one diagnosis enamel dentine fracture one one concussion two one okay so dad his front tooth has chipped into the second layer and we want to cover that today with a white filling to protect the nerve the one next to it is just bruised which we call concussion that should settle it might go a bit darker in colour and we'll keep an eye on both of them with checks over the next year will the nerve die it's possible in either tooth but with no exposure and closed roots the chances are low will it need a crown when he's older maybe in the long term but the filling can last years okay just do what you need to do verbal consent from dad for composite one one right then little cold feeling no la needed isolation with cotton wool rolls etch bond mesio incisal composite one one shade a two polished you're doing brilliantly occlusion checked okay so soft food for a week no skate park for a couple of weeks brush gently and use a soft toothbrush chlorhexidine mouthwash for the lip for a week if he gets pain or swelling or the tooth goes dark or there's a spot on the gum ring us straight away review in four weeks and then we'll do the nerve tests thanks see you later mate be careful on that scooter",
    appends: ['add to notes dad asked for a letter for school', 'change four weeks to three weeks'],
    expect: {
      CC: "He was on his scooter at the skate park yesterday trying some trick. He came off and went face first into the ramp. His front tooth's chipped and the one next to it's a bit sore. We went to A&E and they said it's not broken anything in his face and to see the dentist today. No loss of consciousness. No head injury. Fragment not found",
      'MED HX': 'Mild asthma salbutamol. No allergies',
      EXTRA: 'Small graze on the chin healing. No swelling. Lips fine',
      INTRA: 'Small laceration inside upper lip healing. No tooth fragments in the lip. Occlusion normal',
      DENTAL: [
        [
          '11',
          'Enamel dentine fracture MI corner no pulp exposure not mobile tender to percussion slightly',
          'MI corner',
        ],
        ['21', 'No fracture tender to percussion not mobile'],
        ['12', 'Sound'],
        ['22', 'Sound'],
      ],
      RADIO: 'Upper anterior PA no root fractures. No displacement. Closed apices 11, 21',
      DX: ['Enamel dentine fracture 11', 'Concussion 21'],
      CONSULT:
        "His front tooth has chipped into the second layer and we want to cover that today with a white filling to protect the nerve. The one next to it is just bruised which we call concussion. That should settle. It might go a bit darker in colour and we'll keep an eye on both of them with checks over the next year. Will the nerve die. It's possible in either tooth but with no exposure and closed roots the chances are low. Will it need a crown when he's older. Maybe in the long term but the filling can last years. Just do what you need to do. Soft food for a week. No skate park for a couple of weeks. Brush gently and use a soft toothbrush. Chlorhexidine mouthwash for the lip for a week",
      CONSENT: 'Verbal consent from dad for composite 11',
      'TX TODAY': ['MI composite 11'],
      TX: [
        'No LA needed',
        'Isolation with cotton wool rolls',
        'Etch',
        'Bond',
        'MI composite 11',
        'Shade A2',
        'Polished',
        'Occlusion checked',
      ],
      NOTES: '11 year old attended with dad. Dad asked for a letter for school',
      'F/U':
        "If he gets pain or swelling or the tooth goes dark or there's a spot on the gum ring us straight away. Review in 3 weeks and then we'll do the nerve tests",
    },
  }),
  defineCase({
    id: 'dz12-uk-asr-fdi-second-stage-rct-46-cruise-working-lengths-readback-obturation-crown-next',
    style: 'UK',
    asr: true,
    transcript:
      "hello again come on through okay second stage root canal four six how's the tooth been since last time much better actually no pain at all it was a bit tender for a day or two after but since then nothing good that's what we want how was the holiday oh it was lovely we did a cruise round the canaries my husband got sunburnt on the first day typical any changes to your health no nothing new still just the thyroid tablets levothyroxine no allergies medical history no change levothyroxine no allergies okay four six temporary intact not tender to percussion no swelling so we'll fill it in properly and then you'll need a crown on it afterwards which we talked about are you still happy to go ahead yes verbal consent reconfirmed la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration four six little scratch there we go rubber dam on four six just a bit of pressure temporary removed calcium hydroxide washed out with sodium hypochlorite and edta canals dry four canals mesiobuccal canal twenty one millimetres mesiolingual canal twenty one millimetres distobuccal canal twenty point five millimetres distolingual canal twenty point five sorry distolingual canal twenty one millimetres mesial canals to the mesiobuccal cusp tip distal canals to the distobuccal cusp tip can you read those back mb twenty one ml twenty one db twenty point five dl twenty one yes thanks master cones fitted checked with a pa good tug back obturated four six with warm vertical condensation and ah plus sealer you're doing really well nearly done coronal seal with vitrebond and amalgam core rubber dam off bite together occlusion checked post op pa satisfactory obturation all canals to length no voids okay all done so it might be a little bit tender for a couple of days that's normal take ibuprofen if you need it and try not to chew anything really hard on it until the crown's on because root filled teeth can be brittle when do I need the crown ideally in the next month or two and is that the three hundred and six pound one yes band three three hundred and six pounds eighty covers the crown next visit crown prep four six in four weeks brilliant thanks so much see you then bye",
    expect: {
      CC: 'Second stage root canal 46. Much better actually no pain at all. It was a bit tender for a day or 2 after but since then nothing',
      'MED HX': 'No change. Levothyroxine. No allergies',
      DENTAL: [['46', 'Temporary intact not tender to percussion no swelling']],
      RADIO: 'Post-op PA satisfactory obturation all canals to length. No voids',
      CONSULT:
        "We'll fill it in properly and then you'll need a crown on it afterwards which we talked about. It might be a little bit tender for a couple of days. That's normal. Take ibuprofen if you need it and try not to chew anything really hard on it until the crown's on because root filled teeth can be brittle. When do I need the crown. Ideally in the next month or 2. Is that the £306 one. Band 3 £306.80 covers the crown",
      CONSENT: 'Verbal consent reconfirmed',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'Rubber dam on 46',
        'Temporary removed',
        'Calcium hydroxide washed out with sodium hypochlorite and EDTA',
        'Canals dry',
        '4 canals',
        'MB canal 21 mm',
        'ML canal 21 mm',
        'DB canal 20.5 mm',
        'DL canal 21 mm',
        'M canals to the MB cusp tip',
        'D canals to the DB cusp tip',
        'Master cones fitted checked with a PA',
        'Good tug back',
        'Obturated 46 with warm vertical condensation and AH Plus sealer',
        'Coronal seal with Vitrebond and amalgam core',
        'Rubber dam off',
        'Occlusion checked',
      ],
      NV: ['Crown prep 46 in 4 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 3. UK practice, dentist says Palmer words (Palmer)
  defineCase({
    id: 'dz13-uk-asr-palmer-nervous-check-up-sertraline-ur5-do-caries-bruxism-denplan-night-guard',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi come in take a seat how are you feeling today honestly a bit shaky I always get like this it's silly no it's not silly at all lots of people do we'll just have a look today nothing else no drills I promise okay check up nervous patient any changes with your health since last year I've been put on sertraline for anxiety by my gp about six months ago and I'm still on the pill any allergies no medical history sertraline for anxiety six months combined pill no allergies anything bothering you with your teeth there's one at the top right that's a bit sensitive when I have cold water and I'm grinding at night my partner says she can hear me okay let's have a look extra oral nad masseters slightly tender both sides no tmj clicking intra oral soft tissues healthy linea alba both cheeks scalloped tongue bpe one one one one one one one one one one one one thank you upper right five disto occlusal caries upper right five d o caries upper right six mesial occlusal amalgam sound upper left six occlusal composite sound lower left six mesial occlusal distal amalgam sound lower left seven crack line mesial marginal ridge not tender lower right six occlusal amalgam sound wear facets on the lower incisors and canines the phone's ringing sorry leave it they'll get it at the front okay I'd like two x-rays of the back teeth just biting on these two bitewings grade one upper right five distal caries into outer dentine no other caries okay so two things the sensitive tooth at the top right has a small bit of decay between the teeth that's why the cold gets to it and it needs a small white filling and the grinding is wearing your front teeth a bit and making your jaw muscles sore a night guard would protect the teeth will the filling hurt I really hate injections we can use numbing gel first and go really slowly and you can stop me any time and we can book you a longer appointment so you don't feel rushed how much is a night guard it's two hundred and twenty pounds and the filling is covered by your denplan okay I'll think about the night guard but I'll do the filling diagnosis caries upper right five bruxism next visit disto occlusal composite upper right five with topical first in a sixty minute appointment plan night guard if she wants it recall six months see the hygienist as normal thank you for being so lovely you did really well see you next time bye",
    expect: {
      CC: "Check up. There's one at the top right that's a bit sensitive when I have cold water. I'm grinding at night. My partner says she can hear me",
      'MED HX': 'Sertraline for anxiety 6 months. Combined pill. No allergies',
      EXTRA: 'NAD. Masseters slightly tender both sides. No TMJ clicking',
      INTRA:
        'Soft tissues healthy. Linea alba both cheeks. Scalloped tongue. Wear facets on the lower incisors and canines',
      PERIO: 'BPE 1 1 1 / 1 1 1',
      DENTAL: [
        ['UR5', 'DO caries'],
        ['UR6', 'MO amalgam sound'],
        ['UL6', 'O composite sound'],
        ['LL6', 'MOD amalgam sound'],
        ['LL7', 'Crack line M marginal ridge not tender'],
        ['LR6', 'O amalgam sound'],
      ],
      RADIO: '2 bitewings grade 1. UR5 distal caries into outer dentine. No other caries',
      DX: ['Caries UR5', 'Bruxism'],
      CONSULT:
        "2 things. The sensitive tooth at the top right has a small bit of decay between the teeth. That's why the cold gets to it and it needs a small white filling. The grinding is wearing your front teeth a bit and making your jaw muscles sore. A night guard would protect the teeth. Will the filling hurt. We can use numbing gel first and go really slowly and you can stop me any time. We can book you a longer appointment so you don't feel rushed. How much is a night guard. It's £220 and the filling is covered by your Denplan. I'll think about the night guard but I'll do the filling",
      'TX PLAN': ['Night guard if she wants it'],
      NOTES: 'Nervous patient. I really hate injections',
      NV: ['DO composite UR5 with topical first in a 60 minute appointment'],
      'F/U': 'Recall 6 months. See the hygienist as normal',
    },
  }),
  defineCase({
    id: 'dz14-uk-asr-palmer-pericoronitis-ll8-exam-season-ul8-biting-irrigation-phone-no-antibiotics',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hi come on in have a seat what's been happening so my wisdom tooth at the bottom left has been killing me since thursday it's all swollen at the back and it hurts to swallow a bit and I can't open my mouth properly it's exam season as well so great timing I've got two exams next week and I've been living on pot noodles I've had it before like last year but it went away on its own have you taken anything for it ibuprofen and paracetamol since thursday it helps a bit okay any medical problems nope any medicines nope allergies no medical history fit and well no regular medication no allergies okay let's have a look extra oral slightly enlarged tender submandibular node left mouth opening about three finger widths sorry two finger widths no facial swelling temperature thirty seven point one intra oral operculum over lower left eight swollen red tender food debris underneath lower left eight partially erupted distal part covered lower left seven sound upper left eight over erupted biting on the operculum diagnosis pericoronitis lower left eight so it's an infection of the gum flap over the wisdom tooth food gets trapped under there and the top wisdom tooth is biting on the swollen gum which keeps it going sorry one sec hello yes she's with a patient can I get her to call you back thanks bye sorry right this will be a bit uncomfortable but it'll help irrigated under the operculum lower left eight with chlorhexidine debris removed okay so warm salt water mouth rinses four or five times a day keep brushing right at the back even though it's sore soft toothbrush carry on with the ibuprofen and paracetamol regularly and chlorhexidine mouthwash twice a day for a week do I need antibiotics not at the moment because you haven't got a temperature or spreading swelling but if it gets worse or you find it hard to swallow or breathe ring us straight away or go to a and e will it keep happening it might if it keeps coming back we'd look at taking out the bottom wisdom tooth and possibly the top one which would be a referral to the hospital probably let's see how this one settles first okay thanks review in one week and we'll discuss the wisdom teeth if it's recurring good luck with the exams bye",
    expect: {
      CC: "My wisdom tooth at the bottom left has been killing me since Thursday. It's all swollen at the back and it hurts to swallow a bit and I can't open my mouth properly. I've had it before like last year but it went away on its own. Ibuprofen and paracetamol since Thursday. It helps a bit",
      'MED HX': 'Fit and well. No regular medication. No allergies',
      EXTRA:
        'Slightly enlarged tender submandibular node left. Mouth opening about 2 finger widths. No facial swelling. Temperature 37.1',
      INTRA: 'Operculum over LL8 swollen red tender food debris underneath',
      DENTAL: [
        ['LL8', 'Partially erupted distal part covered'],
        ['LL7', 'Sound'],
        ['UL8', 'Over erupted biting on the operculum'],
      ],
      DX: ['Pericoronitis LL8'],
      CONSULT:
        "It's an infection of the gum flap over the wisdom tooth. Food gets trapped under there and the top wisdom tooth is biting on the swollen gum which keeps it going. Warm salt water mouth rinses 4 or 5 times a day. Keep brushing right at the back even though it's sore. Soft toothbrush. Carry on with the ibuprofen and paracetamol regularly and chlorhexidine mouthwash twice a day for a week. Do I need antibiotics. Not at the moment because you haven't got a temperature or spreading swelling. Will it keep happening. It might. If it keeps coming back we'd look at taking out the bottom wisdom tooth and possibly the top one which would be a referral to the hospital probably. Let's see how this one settles first",
      'TX TODAY': ['Irrigation LL8'],
      TX: ['Irrigated under the operculum LL8 with chlorhexidine', 'Debris removed'],
      'F/U':
        "If it gets worse or you find it hard to swallow or breathe ring us straight away or go to A&E. Review in 1 week and we'll discuss the wisdom teeth if it's recurring",
    },
  }),
  defineCase({
    id: 'dz15-uk-typed-palmer-speakers-pregnant-16-weeks-do-comp-ul5-whitening-wait-intercom',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "Dentist: Morning, come on in. How are you?\nPatient: Good, thanks. Busy. I've come straight from the school run.\nDentist: I know that feeling. So, filling on the upper left today, the one we saw on the x-ray at your check-up. Any changes to your health?\nPatient: No, all the same. I'm pregnant, actually! Sixteen weeks.\nDentist: Oh, congratulations! That's lovely news. That's fine for a filling, and the anaesthetic we use is safe in pregnancy. Any problems with the pregnancy so far?\nPatient: No, all fine.\nDentist: Medical history: 16 weeks pregnant, no complications, no medication, no allergies.\nNurse: Sixteen weeks pregnant, no meds, no allergies.\nDentist: And because you're pregnant, your NHS treatment is free, so there's no charge today.\nPatient: Oh, brilliant.\nDentist: Upper left 5, DO caries, not tender. Upper left 4 sound. Verbal consent. Okay, a little scratch. LA one cartridge lidocaine 2%, 1 in 80,000 adrenaline, buccal infiltration upper left 5.\nNurse: One lidocaine, buccal upper left 5.\nDentist: Rubber dam. Caries removed, dentine firm, no exposure. Sectional matrix and wedge. Etch, bond. DO composite upper left 5, shade A3. Polished. Bite together for me, and grind side to side. Any high spots?\nPatient: Feels fine.\nDentist: Occlusion checked. All done.\nPatient: While I'm here, can I ask about whitening? My sister had hers done.\nDentist: We'd normally wait until after the baby and after you've finished breastfeeding, because the whitening gel isn't tested in pregnancy. It's home whitening with trays, £350 privately. Come back and ask after the baby's here.\nPatient: Okay, makes sense.\nDentist: Whitening discussed, advised to wait until after pregnancy and breastfeeding. Post-op instructions given. And make sure you come to your check-up, gums can get a bit puffier in pregnancy, so keep up the flossing.\nReceptionist (intercom): Your ten forty has arrived.\nDentist: Thanks. Recall six months as planned. See you then, and good luck!",
    expect: {
      CC: "Filling on the upper left today, the one we saw on the x-ray at your check-up",
      'MED HX': '16 weeks pregnant, no complications, no medication, no allergies',
      DENTAL: [
        ['UL5', 'DO caries, not tender'],
        ['UL4', 'Sound'],
      ],
      CONSULT:
        "That's fine for a filling, and the anaesthetic we use is safe in pregnancy. Because you're pregnant, your NHS treatment is free, so there's no charge today. Whitening discussed, advised to wait until after pregnancy and breastfeeding. Make sure you come to your check-up, gums can get a bit puffier in pregnancy, so keep up the flossing",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['DO composite UL5'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration UL5',
        'Rubber dam',
        'Caries removed',
        'Dentine firm',
        'No exposure',
        'Sectional matrix and wedge',
        'Etch',
        'Bond',
        'DO composite UL5',
        'Shade A3',
        'Polished',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      'F/U': 'Recall 6 months as planned',
    },
  }),
  defineCase({
    id: 'dz16-uk-asr-palmer-child-8-lre-abscess-sinus-extraction-mum-spacer-question-bubblegum',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hiya come on in hello jack hello mum is this the brave boy then so he's had this bump on his gum at the bottom right for a couple of weeks and it's been leaking horrible stuff and he said it hurts when he eats on that side we had the antibiotics from the out of hours last month and it went down but it came back any changes to his health since last time no he's fine no medicines no allergies fit and well no medication no allergies eight year old attended with mum for extraction of lower right e okay jack let's count your teeth first extra oral no swelling no lymph nodes intra oral sinus buccal to lower right e lower right e large cavity mesial and occlusal grade one mobile lower right d sound lower right six erupted sound rest of mouth caries free okay mum as we said last time the baby tooth has an infection under it that's the bump and it needs to come out it's not going to get better with antibiotics the big tooth underneath should come through in a few years will he need a spacer we'll look at the space at his next check up with an x-ray sometimes we don't need one at this age and the six year molar is already through which helps will he feel it he'll feel pushing but not pain we'll put some numbing jelly on first verbal consent from mum right jack I'm going to put some sleepy jelly on it tastes a bit like bubblegum now you'll feel a little scratch like an ant bite count to five for me one two three four five brilliant topical benzocaine la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal and lingual infiltration lower right e can you feel your lip going fat yeah it feels funny good that means it's working you'll feel me pushing now big push and it's out wow you were amazing extraction lower right e roots complete haemostasis achieved bite on this pad really hard for me okay mum no eating until the numbness wears off and watch he doesn't chew his lip or cheek soft food today no rinsing today and tomorrow warm salt water rinses calpol if he needs it post op instructions given to mum he was a superstar review at his next check up in four months and we'll look at the space then pick two stickers jack bye",
    expect: {
      CC: "He's had this bump on his gum at the bottom right for a couple of weeks and it's been leaking horrible stuff. He said it hurts when he eats on that side. We had the antibiotics from the out of hours last month and it went down but it came back. Extraction of LRE",
      'MED HX': 'Fit and well. No medication. No allergies',
      EXTRA: 'No swelling. No lymph nodes',
      INTRA: 'Sinus buccal to LRE. Rest of mouth caries free',
      DENTAL: [
        ['LRE', 'Large MO cavity grade 1 mobile'],
        ['LRD', 'Sound'],
        ['LR6', 'Erupted sound'],
      ],
      CONSULT:
        "As we said last time the baby tooth has an infection under it. That's the bump and it needs to come out. It's not going to get better with antibiotics. The big tooth underneath should come through in a few years. Will he need a spacer. We'll look at the space at his next check up with an x-ray. Sometimes we don't need one at this age and the 6 year molar is already through which helps. Will he feel it. He'll feel pushing but not pain. We'll put some numbing jelly on first. No eating until the numbness wears off and watch he doesn't chew his lip or cheek. Soft food today. No rinsing today and tomorrow warm salt water rinses. Calpol if he needs it",
      CONSENT: 'Verbal consent from mum',
      'TX TODAY': ['Extraction LRE'],
      TX: [
        'Topical benzocaine',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration LRE',
        'Extraction LRE',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to mum',
      ],
      NOTES: '8 year old attended with mum. He was a superstar',
      'F/U': "Review at his next check up in 4 months and we'll look at the space then",
    },
  }),
  defineCase({
    id: 'dz17-uk-asr-palmer-crown-fit-ur6-roses-warfarin-inr-implant-kit-colleague-closing-summary',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "morning come on in how are you doing very well thank you I've been in the garden all week the roses are finally out lovely right how's the temporary been fine it came loose once on tuesday but I pushed it back on and it's been alright since okay any changes to your health no nothing new still the warfarin for my valve and the bendroflumethiazide inr was two point eight on monday no allergies medical history mechanical heart valve warfarin inr two point eight monday bendroflumethiazide no allergies let's have a look temporary crown upper right six intact slightly loose gum around it a bit red okay so I'll take the temporary off clean the tooth and try the new one in you'll feel a bit of pressure no injection needed I don't think if it's sensitive tell me temporary removed cement cleaned off with pumice crown tried in floss through contacts mesial contact too tight adjusting okay seated margins good to probe here's the mirror what do you think about the colour oh it's lovely you can't tell it from the others great shade matches patient happy sorry are you using the big implant kit this afternoon no it's all yours thanks okay bite together tap tap tap and side to side slightly high on the palatal cusp adjusting try again that's better now I'll glue it on for good cemented with relyx unicem bite on this cotton wool roll for a few minutes excess removed floss through good okay so avoid really sticky things for the first day floss every day pulling it through the side and it should feel like one of your own in a few days lovely thank you see you in six months for your check up take care bye right crown fit upper right six emax tried in mesial contact adjusted margins closed shade approved by patient palatal cusp adjusted in occlusion cemented with relyx unicem excess cleaned post op instructions given recall six months",
    expect: {
      CC: 'Crown fit UR6',
      'MED HX': 'Mechanical heart valve. Warfarin. INR 2.8 Monday. Bendroflumethiazide. No allergies',
      PERIO: 'Gum around it a bit red',
      DENTAL: [['UR6', 'Temporary crown intact slightly loose']],
      CONSULT:
        'Avoid really sticky things for the first day. Floss every day pulling it through the side and it should feel like one of your own in a few days',
      'TX TODAY': ['Crown fit UR6'],
      TX: [
        'Emax tried in',
        'Mesial contact adjusted',
        'Margins closed',
        'P cusp adjusted in occlusion',
        'Cemented with RelyX Unicem',
        'Excess cleaned',
        'Post-op instructions given',
      ],
      NOTES: 'Shade approved by patient',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dz18-uk-asr-palmer-elderly-upper-denture-eased-daughter-ulcer-phone-new-denture-appends',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "hello come on through mind the step there we are hello I'm her daughter I brought her in because she's been struggling with her top denture attended with her daughter hello how are you my dear oh not so good it keeps rubbing at the top by my lip and it falls down when I talk I've had it seven years I don't know where the time goes my grandson's just started university can you believe it wow congratulations how long has it been sore it's been sore for about three weeks mum's been taking it out to eat which isn't ideal any changes to her health she had a small stroke last year she's on clopidogrel and atorvastatin and ramipril and she's got a bit forgetful so I help with her tablets any allergies no medical history stroke last year clopidogrel atorvastatin ramipril no allergies mild forgetfulness daughter helps with medication let's have a look extra oral angular cheilitis both corners intra oral ulcer upper labial sulcus at the midline about five millimetres upper ridge resorbed flabby anterior ridge upper complete denture worn teeth loose fit flange overextended at the labial frenum lower left three lower right three lower right four present lower right five disto occlusal amalgam sound lower left four mobile grade one sorry I'll just get that hello surgery yes no she's with a patient I'll get her to ring you bye sorry about that so the sore is where the edge of the denture digs in I'll trim it back today which should help it heal the denture is worn and doesn't grip like it used to because the gum has shrunk over the years a new denture would fit better but it takes about five visits and on the nhs it's band three three hundred and six pounds eighty will a new one fit better it should be better but a top denture on a flat gum will never feel like real teeth can we think about it of course have a think and let us know verbal consent to adjust the denture upper denture eased at the labial frenum and the labial flange over the ulcer with an acrylic bur smoothed and polished pop it back in how does that feel oh that's much better already good leave it out at night and soak it and use a soft brush on the gums the sore corners of your mouth are from the denture being worn down use some vaseline and I'd like to see the ulcer again in two weeks to make sure it's healed if it hasn't healed we need to look at it properly diagnosis denture induced ulcer angular cheilitis review ulcer in two weeks bye bye take care mind the step",
    appends: ['add to notes daughter will ring to book once her mum has decided', 'change two weeks to three weeks'],
    expect: {
      CC: "She's been struggling with her top denture. It keeps rubbing at the top by my lip and it falls down when I talk. I've had it 7 years. It's been sore for about 3 weeks. Mum's been taking it out to eat which isn't ideal",
      'MED HX':
        'Stroke last year. Clopidogrel atorvastatin ramipril. No allergies. Mild forgetfulness. Daughter helps with medication',
      EXTRA: 'Angular cheilitis both corners',
      INTRA:
        'Ulcer upper labial sulcus at the midline about 5 mm. Upper ridge resorbed. Flabby anterior ridge. Upper complete denture worn teeth. Loose fit. Flange overextended at the labial frenum',
      DENTAL: [
        ['LL3', 'Present'],
        ['LR3', 'Present'],
        ['LR4', 'Present'],
        ['LR5', 'DO amalgam sound'],
        ['LL4', 'Mobile grade 1'],
      ],
      DX: ['Denture induced ulcer', 'Angular cheilitis'],
      CONSULT:
        "The sore is where the edge of the denture digs in. I'll trim it back today which should help it heal. The denture is worn and doesn't grip like it used to because the gum has shrunk over the years. A new denture would fit better but it takes about 5 visits and on the NHS it's band 3 £306.80. Will a new one fit better. It should be better but a top denture on a flat gum will never feel like real teeth. Can we think about it. Have a think and let us know. Leave it out at night and soak it and use a soft brush on the gums. The sore corners of your mouth are from the denture being worn down. Use some Vaseline. If it hasn't healed we need to look at it properly",
      CONSENT: 'Verbal consent to adjust the denture',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Upper denture eased at the labial frenum and the labial flange over the ulcer with an acrylic bur',
        'Smoothed and polished',
      ],
      NOTES:
        "Attended with her daughter. That's much better already. Daughter will ring to book once her mum has decided",
      'F/U': 'Review ulcer in 3 weeks',
    },
  }),

  // ---------------------------------------------------------------- 4. US general practice (Universal)
  defineCase({
    id: 'dz19-us-asr-universal-hygiene-and-doctor-exam-soccer-psr-30-mo-caries-crack-insurance-80',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back have a seat how's your summer been busy the kids had soccer camp every week so I've basically been a taxi driver I hear you okay cleaning and exam today any changes to your health since last time I started taking lisinopril for blood pressure in the spring and I'm still on the vitamin d any allergies sulfa drugs okay med history lisinopril for blood pressure vitamin d allergic to sulfa let me get your blood pressure blood pressure one thirty two over eighty four any concerns sometimes I get a twinge on the lower right when I bite something hard and my gums bleed when I floss which is like once a week okay let's take a look psr upper right two upper anterior one upper left two lower left two lower anterior two lower right three so that's two one two two two three bleeding on probing localized lower right four millimeter pockets number thirty one distal and thirty mesial light calculus lower anteriors bitewings due four bitewings taken okay I'm going to clean now prophy with cavitron and hand scaling polished with medium paste floss okay the doctor will be in to check everything hi there how are you good thanks the hygienist said you've got a twinge lower right let me take a look number thirty mesial occlusal caries with a craze line on the mesial marginal ridge tender on the mesial cusp to bite number three occlusal amalgam with recurrent decay number fourteen crown margins intact number nineteen mesial occlusal distal composite sound x-rays show number thirty mesial caries into dentin number three distal caries under the amalgam bone levels within normal limits so the twinge you're getting is this tooth here on the lower right there's a cavity between the teeth and a little crack line on top that's why biting hurts we'd do a filling and check the crack when we open it up and if the crack goes deep it might need a crown down the line the upper one has some decay under an old silver filling so that should be replaced too will insurance cover those your plan covers fillings at eighty percent after the deductible and the front desk will give you an estimate diagnosis caries number thirty and number three cracked tooth number thirty next visit mesial occlusal composite number thirty and occlusal composite number three recall six months keep flossing daily and you'll see the bleeding settle thanks doc see you bye",
    expect: {
      CC: 'Cleaning and exam today. Sometimes I get a twinge on the lower right when I bite something hard. My gums bleed when I floss which is like once a week',
      'MED HX': 'Lisinopril for blood pressure. Vitamin D. Allergic to sulfa. Blood pressure 132/84',
      PERIO:
        'PSR 2 1 2 / 2 2 3. Bleeding on probing localized lower right. 4 mm pockets #31 distal and #30 mesial. Light calculus lower anteriors',
      DENTAL: [
        ['30', 'MO caries with a craze line on the M marginal ridge tender on the M cusp to bite'],
        ['3', 'O amalgam with recurrent decay'],
        ['14', 'Crown margins intact'],
        ['19', 'MOD composite sound'],
      ],
      RADIO:
        'Bitewings due. 4 bitewings taken. X-rays show #30 mesial caries into dentin. #3 distal caries under the amalgam. Bone levels within normal limits',
      DX: ['Caries #30, #3', 'Cracked tooth #30'],
      CONSULT:
        "The twinge you're getting is this tooth here on the lower right. There's a cavity between the teeth and a little crack line on top. That's why biting hurts. We'd do a filling and check the crack when we open it up and if the crack goes deep it might need a crown down the line. The upper one has some decay under an old silver filling so that should be replaced too. Will insurance cover those. Your plan covers fillings at 80% after the deductible and the front desk will give you an estimate. Keep flossing daily and you'll see the bleeding settle",
      'TX TODAY': ['Prophy'],
      TX: ['Prophy with Cavitron and hand scaling', 'Polished with medium paste', 'Floss'],
      NV: ['MO composite #30', 'O composite #3'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dz20-us-asr-universal-popcorn-fractured-ml-cusp-19-trip-friday-irm-temporary-closing-summary',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on in have a seat so I hear you broke a tooth yeah last night I was eating popcorn at the movies with my girlfriend and I bit on one of those unpopped kernels and I felt something crack and then there was a sharp piece and now there's like a hole on the bottom left it doesn't really hurt but it's sharp on my tongue and cold water gets it a little I'm flying out on friday for work so I kind of need it sorted any health problems no I'm healthy no meds no allergies okay healthy no medications nkda let me take a look number nineteen mesiolingual cusp fractured old mesial occlusal distal amalgam still in place no pulp exposure fracture margin just below the gum lingually not tender to percussion responds normal to cold numbers eighteen and twenty sound let me grab an x-ray pa number nineteen no periapical pathology no fracture into the root okay so the corner of your tooth broke off under the old silver filling the nerve looks healthy and the root's fine because the break goes below the gum and the filling is so big this tooth really needs a crown to protect it otherwise the rest can break what can we do before my trip I can smooth the sharp edge and put a temporary filling in to cover it that'll get you through the trip and then we'll do the crown when you're back how much is a crown about twelve hundred dollars and your insurance usually covers half with a major services benefit we'll send a pre estimate okay let's do that are you okay to go ahead with the temporary yes verbal consent little pinch just a little bit of the gum needs numbing so I can work around it okay sharp edges smoothed temporary in bite okay you're set avoid chewing hard stuff on that side while you're away no more popcorn if it falls out or gets sore call us and we can see you when you're back see you have a good trip okay summary patient presented with fractured mesiolingual cusp number nineteen from popcorn last night sharp no pain mild cold sensitivity diagnosis fractured cusp number nineteen reversible pulpitis discussed crown patient agrees pre estimate to insurance one carpule lidocaine two percent one to one hundred thousand epi lingual infiltration number nineteen sharp edges smoothed irm temporary filling placed occlusion checked next visit crown prep number nineteen after his trip",
    expect: {
      CC: 'Fractured ML cusp #19 from popcorn last night. Sharp. No pain. Mild cold sensitivity',
      'MED HX': 'Healthy. No medications. NKDA',
      DENTAL: [
        [
          '19',
          'ML cusp fractured old MOD amalgam still in place no pulp exposure fracture margin just below the gum lingually not tender to percussion responds normal to cold',
          'ML cusp',
        ],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: 'PA #19 no periapical pathology. No fracture into the root',
      DX: ['Fractured cusp #19', 'Reversible pulpitis'],
      CONSULT: 'Discussed crown. Patient agrees. Pre estimate to insurance',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, lingual infiltration #19',
        'Sharp edges smoothed',
        'IRM temporary filling placed',
        'Occlusion checked',
      ],
      NOTES: "I'm flying out on Friday for work so I kind of need it sorted",
      NV: ['Crown prep #19 after his trip'],
      'F/U': "If it falls out or gets sore call us and we can see you when you're back",
    },
  }),
  defineCase({
    id: 'dz21-us-typed-universal-srp-ur-lr-diabetic-a1c-glucose-front-desk-arestin-30-reeval',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Hi, come on back. How are you doing? Not bad. Dreading this a little, to be honest. I've never had a deep cleaning before. That's okay, I'll talk you through it. Deep cleaning upper right and lower right today. Any changes to your health since your exam? My A1c came back at 7.4, so my doctor upped my metformin to 1000 twice a day. Still on the atorvastatin. No allergies. Okay. Med history: type 2 diabetes, A1c 7.4, metformin 1000 mg twice a day, atorvastatin, no allergies. Blood sugar today? I checked it this morning, it was 142. Blood glucose 142 this morning. Great. So just as a reminder, you've got what we call periodontitis. The bacteria under the gums have caused some bone loss around the teeth, and the pockets are too deep to clean with a regular cleaning. Diabetes and gum disease make each other worse, so getting your gums healthy can actually help your sugar levels too. Will my teeth fall out? Not if we get this under control and you keep up with the home care. That's the whole point of doing this now. Okay. Do you have any questions about the consent form? No, I signed it. Consent form signed for SRP, four quadrants. I'm going to numb the right side so you won't feel the cleaning. Little pinch. Three carpules of 4% articaine, 1 to 100,000 epi, right IANB plus buccal and palatal infiltration upper right. [Phone buzzes.] Sorry, that's the front desk. Yes? Tell Mrs. Alvarez I'll be five minutes late. Thanks. Sorry about that. Okay, we'll give that a minute. Pocket depths upper right 5 to 6 millimeters on the molars, lower right 5 to 7 with a 7 on the distal of #30. Heavy subgingival calculus. Bleeding on probing throughout. Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes. Irrigated pockets with chlorhexidine. Arestin placed in the 7 millimeter pocket distal of #30. You did great. Your lip is going to be numb for a couple of hours, so don't chew on that side or drink anything hot until it wears off. Your gums will be sore for a few days, so you can take ibuprofen, and rinse with warm salt water. Use the little brushes I gave you between the teeth once a day, even if they bleed a bit. OHI with size 2 interdental brushes. Next visit SRP upper left and lower left in two weeks. Re-evaluation six weeks after the second side. See you in two weeks.",
    expect: {
      CC: 'Deep cleaning upper right and lower right today',
      'MED HX':
        'Type 2 diabetes, A1c 7.4, metformin 1000 mg twice a day, atorvastatin, no allergies. Blood glucose 142 this morning',
      PERIO:
        'Pocket depths upper right 5 to 6 mm on the molars, lower right 5 to 7 with a 7 on the distal of #30. Heavy subgingival calculus. Bleeding on probing throughout',
      CONSULT:
        "Just as a reminder, you've got what we call periodontitis. The bacteria under the gums have caused some bone loss around the teeth, and the pockets are too deep to clean with a regular cleaning. Diabetes and gum disease make each other worse, so getting your gums healthy can actually help your sugar levels too. Will my teeth fall out? Not if we get this under control and you keep up with the home care. That's the whole point of doing this now. Your lip is going to be numb for a couple of hours, so don't chew on that side or drink anything hot until it wears off. Your gums will be sore for a few days, so you can take ibuprofen, and rinse with warm salt water. Use the little brushes I gave you between the teeth once a day, even if they bleed a bit",
      CONSENT: 'Consent form signed for SRP, 4 quadrants',
      'TX TODAY': ['SRP', 'Irrigation', 'OHI'],
      TX: [
        'LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration + palatal infiltration upper right',
        'Scaling and root planing upper right and lower right with the Cavitron and Gracey curettes',
        'Irrigated pockets with chlorhexidine',
        'Arestin placed in the 7 mm pocket distal of #30',
        'OHI with size 2 interdental brushes',
      ],
      NOTES: "Dreading this a little, to be honest. I've never had a deep cleaning before",
      NV: ['SRP upper left and lower left in 2 weeks'],
      'F/U': 'Re-evaluation 6 weeks after the second side',
    },
  }),
  defineCase({
    id: 'dz22-us-asr-universal-wisdom-tooth-16-cheek-biting-codeine-suction-tips-colleague-extraction',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on in so wisdom tooth extraction today yeah the top left one it's been bugging me for like a month food gets stuck behind it and my cheek gets sore and I bit my cheek a bunch of times I'm back to school in two weeks so I wanted it done before that okay makes sense any medical conditions no I'm healthy I'm on birth control that's it any allergies codeine makes me throw up okay so healthy oral contraceptive codeine intolerance nausea let me look number sixteen fully erupted buccally inclined no opposing tooth cheek biting ulcer on the left buccal mucosa opposite number sixteen number fifteen sound number seventeen occlusal composite sound the panoramic from your last visit shows number sixteen single conical root well clear of the sinus numbers one seventeen and thirty two absent so this tooth has no partner on the bottom so it's not doing any chewing and it's tipped out toward your cheek that's why you keep biting it taking it out is pretty straightforward the risks are bleeding swelling some bruising a small chance of dry socket and because it's an upper tooth a small chance of a sinus communication which is unlikely from what I see on the x-ray do you have any questions will I need stitches probably not for this one how long until I can work out give it three days okay I'll sign the form extraction consent form signed number sixteen hey sorry do you know where the extra suction tips are they're in the second drawer in sterilization thanks okay you'll feel a little pinch and one more on the roof of your mouth that one stings a little two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration number sixteen you'll feel pressure but no pain and it's out extraction number sixteen socket intact no sinus communication bite on gauze for thirty minutes no spitting no straws no smoking or vaping for at least seventy two hours and soft food today ice on the cheek twenty minutes on twenty off for the rest of the day you can take six hundred milligrams ibuprofen every six hours for pain since codeine's out rx ibuprofen six hundred milligrams every six hours as needed for pain dispense twenty post op instructions given verbally and written call us if bleeding doesn't stop or if you have a fever we don't need to see you back unless there's a problem recall for your cleaning in three months",
    expect: {
      CC: "Wisdom tooth extraction today. The top left one. It's been bugging me for like a month. Food gets stuck behind it and my cheek gets sore and I bit my cheek a bunch of times",
      'MED HX': 'Healthy. Oral contraceptive. Codeine intolerance nausea',
      INTRA: 'Cheek biting ulcer on the left buccal mucosa opposite #16',
      DENTAL: [
        ['16', 'Fully erupted buccally inclined no opposing tooth'],
        ['15', 'Sound'],
        ['17', 'O composite sound'],
      ],
      RADIO:
        'Panoramic from your last visit shows #16 single conical root well clear of the sinus. #1, #17 and #32 absent',
      CONSULT:
        "This tooth has no partner on the bottom so it's not doing any chewing and it's tipped out toward your cheek. That's why you keep biting it. Taking it out is pretty straightforward. The risks are bleeding swelling some bruising a small chance of dry socket and because it's an upper tooth a small chance of a sinus communication which is unlikely from what I see on the x-ray. Will I need stitches. Probably not for this one. How long until I can work out. Give it 3 days. Bite on gauze for 30 minutes. No spitting no straws no smoking or vaping for at least 72 hours and soft food today. Ice on the cheek 20 minutes on 20 off for the rest of the day. You can take 600 mg ibuprofen every 6 hours for pain since codeine's out",
      CONSENT: 'Extraction consent form signed #16',
      'TX TODAY': ['Extraction #16'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #16',
        'Extraction #16',
        'Socket intact',
        'No sinus communication',
        'Rx ibuprofen 600 mg every 6 hours as needed for pain dispense 20',
        'Post-op instructions given verbally and written',
      ],
      NOTES: "I'm back to school in 2 weeks so I wanted it done before that",
      'F/U':
        "Call us if bleeding doesn't stop or if you have a fever. We don't need to see you back unless there's a problem. Recall for your cleaning in 3 months",
    },
  }),
  defineCase({
    id: 'dz23-us-asr-universal-crown-seat-30-dog-cone-bitewing-margins-insurance-appends-notes-change',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back how are you good good my dog had surgery on monday so it's been a week he's fine now he's wearing the cone of shame poor guy okay crown seat number thirty today how's the temporary been the temporary's been fine a little sensitive to cold right at the gum line but nothing bad okay any changes to your health no same as before just the lisinopril and the metformin no allergies med history no changes lisinopril metformin nkda let me look temporary on number thirty intact gingiva slightly inflamed buccal okay I'm not going to numb you if it's uncomfortable raise your hand no anesthetic temp removed with a scaler cement cleaned off prep with pumice crown tried in mesial contact tight adjusted and polished distal contact good margins look closed let me take a bitewing to check bitewing margins closed no open contacts okay look in the mirror is that color okay looks great can't even tell shade matches patient approves cemented with relyx luting plus excess cement removed floss through contacts bite on this occlusion checked adjusted a high spot on the distobuccal cusp okay it may feel a bit tender for a few days from the gum being irritated that's normal brush and floss it like normal and if it feels high when the numbness oh you weren't numb if it feels high call us we'll adjust it what happens to the insurance claim now the office will submit the seat date today your portion was already paid at the prep so you're all set recall six months for cleaning and exam thank you take care",
    appends: ['add to notes patient asked about whitening gave brochure', 'change six months to four months'],
    expect: {
      CC: "Crown seat #30 today. Temporary's been fine. A little sensitive to cold right at the gum line but nothing bad",
      'MED HX': 'No changes. Lisinopril. Metformin. NKDA',
      PERIO: 'Gingiva slightly inflamed buccal',
      DENTAL: [['30', 'Temporary intact']],
      RADIO: 'Bitewing margins closed. No open contacts',
      CONSULT:
        "It may feel a bit tender for a few days from the gum being irritated. That's normal. Brush and floss it like normal. What happens to the insurance claim now. The office will submit the seat date today. Your portion was already paid at the prep so you're all set",
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'No anesthetic',
        'Temp removed with a scaler',
        'Cement cleaned off prep with pumice',
        'Crown tried in',
        'Mesial contact tight',
        'Adjusted and polished',
        'Distal contact good',
        'Margins look closed',
        'Shade matches',
        'Cemented with RelyX Luting Plus',
        'Excess cement removed',
        'Floss through contacts',
        'Occlusion checked',
        'Adjusted a high spot on the DB cusp',
      ],
      NOTES: 'Patient approves. Patient asked about whitening gave brochure',
      'F/U': "If it feels high call us we'll adjust it. Recall 4 months for cleaning and exam",
    },
  }),
  defineCase({
    id: 'dz24-us-typed-universal-speakers-missing-19-implant-vs-bridge-stent-two-antiplatelets-cbct',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Dentist: Hi, nice to meet you. Come on in, have a seat.\nPatient: Thanks. Nice to meet you too.\nDentist: So what can we do for you today?\nPatient: So, I had a tooth pulled on the bottom left about a year ago, at my old dentist, it had a root canal that failed. I've been chewing on the right ever since, and now I'm noticing the tooth behind the gap is kind of leaning forward. My brother-in-law is a dentist in another state, but he's useless, he just says get an implant. I wanted to know my options and what it's going to cost.\nDentist: Sure. Any health conditions I should know about?\nPatient: I had a heart attack four years ago. I've got a stent. I'm on aspirin, clopidogrel, metoprolol, and atorvastatin. Oh, and I'm allergic to latex.\nDentist: Okay. Do you smoke?\nPatient: I quit after the heart attack.\nAssistant: Med history: MI four years ago, cardiac stent, aspirin, clopidogrel, metoprolol, atorvastatin. Latex allergy. Former smoker, quit four years ago.\nDentist: Thank you. Let's have a look. Number 19 missing, ridge looks a bit narrow buccolingually. Number 18 mesially tipped about 15 degrees, MO composite intact. Number 20 DO amalgam, sound. Number 14 supra-erupted slightly. Perio looks healthy, no pockets over 3 millimeters. Let's get a periapical of the area.\nAssistant: PA of 19 area taken.\nDentist: PA number 19 region: healed socket, adequate bone height, about 12 millimeters above the canal. Number 18 mesial tipping confirmed, no caries.\nDentist: So, you've got three main options. One, leave the gap. The tooth behind can keep tipping, and the one on top can keep dropping down, which can cause bite problems over time. Two, a bridge from 18 to 20, which means crowning the teeth on either side. That's about $3,600. Three, an implant, which doesn't touch the neighboring teeth. That's about $4,500 for the implant, abutment, and crown, and your ridge looks a little narrow, so you might need a bone graft, which would be another $600 or so. Because you're on two blood thinners, we'd talk to your cardiologist before any surgery, but we wouldn't stop them.\nPatient: Does insurance cover implants?\nDentist: Your plan has a $1,500 annual maximum, and it covers implants at 50%, so you'd hit the maximum. We'll send a pre-determination.\nPatient: Okay. I think I want the implant, but I need to talk to my wife.\nDentist: That's totally fine. The next step would be a 3D scan, a CBCT, to check the bone width. Options discussed with costs, bridge $3,600, implant $4,500 plus possible graft $600, patient leaning toward implant, wants to discuss with wife. Plan: CBCT of number 19 region, cardiologist letter, pre-determination to insurance.\nAssistant: Do you want to schedule the scan now?\nPatient: Yeah, let's do the scan at least.\nDentist: Next visit: CBCT number 19. I'll see you then.\nPatient: Thanks, Doc.",
    expect: {
      CC: "I had a tooth pulled on the bottom left about a year ago, at my old dentist, it had a root canal that failed. I've been chewing on the right ever since, and now I'm noticing the tooth behind the gap is kind of leaning forward. I wanted to know my options and what it's going to cost",
      'MED HX':
        'MI 4 years ago, cardiac stent, aspirin, clopidogrel, metoprolol, atorvastatin. Latex allergy. Former smoker, quit 4 years ago',
      PERIO: 'Looks healthy, no pockets over 3 mm',
      DENTAL: [
        ['19', 'Missing, ridge looks a bit narrow buccolingually'],
        ['18', 'Mesially tipped about 15 degrees, MO composite intact'],
        ['20', 'DO amalgam, sound'],
        ['14', 'Supra-erupted slightly'],
      ],
      RADIO:
        'PA of #19 area taken. PA #19 region: healed socket, adequate bone height, about 12 mm above the canal. #18 mesial tipping confirmed, no caries',
      CONSULT:
        'Options discussed with costs, bridge $3,600, implant $4,500 plus possible graft $600, patient leaning toward implant, wants to discuss with wife',
      'TX PLAN': ['CBCT of #19 region', 'Cardiologist letter', 'Pre-determination to insurance'],
      NV: ['CBCT #19'],
    },
  }),

  // ---------------------------------------------------------------- 5. US family practice with many children (Universal, letters)
  defineCase({
    id: 'dz25-us-asr-universal-child-6-checkup-mom-gummies-apple-juice-k-l-caries-medicaid-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi sweetie hi mom come on back do you want to sit in the big chair it goes up like an elevator ready up we go okay six month checkup she's been complaining her tooth hurts on the bottom left when she eats gummies she's a really picky eater honestly she only eats like five things and she drinks a lot of apple juice I know I know we're working on it her brother's the same don't worry we'll talk about it any changes to her health she had her tonsils out this year but she's fine now no meds no allergies okay healthy tonsillectomy this year no meds nkda six year old with mom okay mia can you show me your teeth open like a lion roar brilliant extraoral within normal limits intraoral tonsils absent soft tissues normal plaque on the lower molars letter k occlusal caries letter l distal occlusal caries cavitated l d o caries cavitated letters s and t sound letters a b i and j sound numbers nineteen and thirty erupting numbers eight and nine not yet erupted letters e and f mobile two bitewings taken letter k occlusal caries into dentin letter l distal caries close to the pulp letter s early distal enamel lesion okay mom so she's got two cavities on the bottom left the one at the back has a small hole on top and the one in front of it has a deeper one between the teeth that's the one hurting with the gummies that deeper one is close to the nerve so we might need to do a baby root canal what we call a pulpotomy and a silver crown on it we won't know until we get in there is that covered by medicaid both are covered by medicaid for her will she need to be put to sleep I think she'll do okay with the numbing and some laughing gas the juice is the biggest thing try to keep it to mealtimes and water in between and no juice in bed diagnosis caries k and l possible pulp involvement l this is mr tickle my brush he tickles your teeth prophy fluoride varnish five percent sodium fluoride applied mom consents to nitrous next visit forty five minutes with nitrous occlusal composite k then l distal occlusal composite or pulpotomy and stainless steel crown recall six months great job mia pick a prize bye",
    expect: {
      CC: "6 month checkup. She's been complaining her tooth hurts on the bottom left when she eats gummies. She's a really picky eater honestly. She only eats like 5 things and she drinks a lot of apple juice",
      'MED HX': 'Healthy. Tonsillectomy this year. No meds. NKDA',
      EXTRA: 'Within normal limits',
      INTRA: 'Tonsils absent. Soft tissues normal',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['K', 'O caries'],
        ['L', 'DO caries cavitated'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
        ['8', 'Not yet erupted'],
        ['9', 'Not yet erupted'],
        ['E', 'Mobile'],
        ['F', 'Mobile'],
      ],
      RADIO:
        '2 bitewings taken. #K occlusal caries into dentin. #L distal caries close to the pulp. #S early distal enamel lesion',
      DX: ['Caries #K, #L', 'Possible pulp involvement #L'],
      CONSULT:
        "She's got 2 cavities on the bottom left. The one at the back has a small hole on top and the one in front of it has a deeper one between the teeth. That's the one hurting with the gummies. That deeper one is close to the nerve so we might need to do a baby root canal what we call a pulpotomy and a silver crown on it. We won't know until we get in there. Is that covered by Medicaid. Both are covered by Medicaid for her. Will she need to be put to sleep. I think she'll do okay with the numbing and some laughing gas. The juice is the biggest thing. Try to keep it to mealtimes and water in between and no juice in bed",
      CONSENT: 'Mom consents to nitrous',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish 5% sodium fluoride applied'],
      NOTES: '6 year old with mom',
      NV: ['45 minutes with nitrous O composite #K', '#L DO composite or pulpotomy and SSC'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dz26-us-asr-universal-dry-socket-17-oral-surgeon-friday-smoker-alvogyl-closing-summary',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi there come on back you look miserable I am I had my wisdom tooth out on friday at the oral surgeon's and it was fine for two days and then sunday night it started throbbing like crazy it goes up to my ear and I can't sleep and there's a horrible taste and the surgeon's office is closed till next week so I called you guys I've been taking the ibuprofen they gave me but it's not doing anything which tooth was it the bottom left one did they give you antibiotics no just the ibuprofen eight hundred any health conditions I smoke I know I'm not supposed to after I did have a couple I'm on lexapro no allergies okay smoker lexapro no known allergies let's take a look extraoral no swelling no lymphadenopathy mouth opening normal intraoral number seventeen socket empty no clot exposed bone food debris in the socket gingiva around it slightly red no pus number eighteen intact not tender so you've got what we call a dry socket the blood clot that should protect the bone has come out and the bone is exposed which is why it's so painful it's not an infection so you don't need antibiotics smoking makes it much more likely I'll rinse it out and pack a dressing in which usually helps within a few hours is that going to hurt I'll numb it first okay please verbal consent little pinch how's that oh wow that's already better it'll taste a bit like cloves that's the dressing don't smoke at all for the next few days keep taking the ibuprofen regular and warm salt water rinses gently from tomorrow come back in two or three days and I'll change the dressing if it's still sore okay thank you so much bye summary patient presented with pain and bad taste lower left four days after extraction of number seventeen by oral surgeon throbbing radiating to ear ibuprofen eight hundred not helping medical history smoker lexapro nkda diagnosis alveolar osteitis number seventeen socket one carpule lidocaine two percent one to one hundred thousand epi buccal and lingual infiltration number seventeen area socket gently irrigated with warm saline debris removed alvogyl placed no curettage advised no smoking ibuprofen salt water rinses next visit dressing change in two to three days if still symptomatic",
    expect: {
      CC: 'Pain and bad taste lower left 4 days after extraction of #17 by oral surgeon. Throbbing radiating to ear. Ibuprofen 800 not helping',
      'MED HX': 'Smoker. Lexapro. NKDA',
      EXTRA: 'No swelling. No lymphadenopathy. Mouth opening normal',
      INTRA:
        '#17 socket empty. No clot. Exposed bone. Food debris in the socket. Gingiva around it slightly red. No pus',
      DENTAL: [['18', 'Intact not tender']],
      DX: ['Alveolar osteitis #17 socket'],
      CONSULT: 'Advised no smoking ibuprofen salt water rinses',
      CONSENT: 'Verbal consent',
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + lingual infiltration #17 area',
        'Socket gently irrigated with warm saline',
        'Debris removed',
        'Alvogyl placed',
        'No curettage',
      ],
      NOTES: "That's already better",
      NV: ['Dressing change in 2 to 3 days if still symptomatic'],
    },
  }),
  defineCase({
    id: 'dz27-us-asr-universal-child-6-pulpotomy-ssc-l-nitrous-ice-cream-ferric-sulfate-appends',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey buddy hi mom come on in okay how's he been it's been hurting him on and off when he eats he woke up one night last week crying but it's been okay the last few days he's been really nervous about coming so I promised him ice cream after bribery works any changes to his health no he's healthy no meds allergic to amoxicillin he got a rash okay healthy no meds allergic to amoxicillin rash six year old with mom for pulpotomy and stainless steel crown letter l alright buddy this is your space nose you're gonna smell vanilla okay nitrous oxide started thirty percent with oxygen breathe through your nose good job topical benzocaine this is sleepy juice for your tooth you'll feel a little pinch like a mosquito one carpule lidocaine two percent one to one hundred thousand epi left ianb you're doing so good rubber dam this is your tooth raincoat letter l distal occlusal caries removed pulp exposure bleeding controlled with cotton pellet after two minutes pulpotomy letter l with formocresol sorry with mta I mean with ferric sulfate then irm base mr whistle is gonna make some noise tooth prepared for crown stainless steel crown size four letter l cemented with glass ionomer cement excess removed nitrous off one hundred percent oxygen five minutes he did amazing he was a bit wiggly at the start but settled once the nitrous kicked in okay mom his tooth has had a baby root canal and a silver cap it'll be numb for about two hours so watch him carefully he doesn't bite his lip or cheek no eating until it wears off soft foods tonight he can have the ice cream some gum soreness around the crown is normal children's tylenol or motrin if needed the crown stays until the tooth falls out on its own around age ten to twelve will the silver show when he smiles it's at the back so you won't really see it okay great recall six months as scheduled great job buddy here's your prize",
    appends: ['add to notes mom asked for a school excuse note and one was given', 'next visit occlusal composite letter s'],
    expect: {
      CC: "It's been hurting him on and off when he eats. He woke up one night last week crying but it's been okay the last few days. Pulpotomy and stainless steel crown #L",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin rash',
      CONSULT:
        "His tooth has had a baby root canal and a silver cap. It'll be numb for about 2 hours so watch him carefully he doesn't bite his lip or cheek. No eating until it wears off. Soft foods tonight. He can have the ice cream. Some gum soreness around the crown is normal. Children's Tylenol or Motrin if needed. The crown stays until the tooth falls out on its own around age 10 to 12. Will the silver show when he smiles. It's at the back so you won't really see it",
      'TX TODAY': ['Pulpotomy #L', 'SSC #L'],
      TX: [
        'Nitrous oxide started 30% with oxygen',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        '#L DO caries removed',
        'Pulp exposure',
        'Bleeding controlled with cotton pellet after 2 minutes',
        'Pulpotomy #L with ferric sulfate',
        'IRM base',
        'Tooth prepared for crown',
        'Stainless steel crown size 4 #L cemented with glass ionomer cement',
        'Excess removed',
        'Nitrous off 100% oxygen 5 minutes',
      ],
      NOTES:
        "He's been really nervous about coming so I promised him ice cream after. 6 year old with mom. He did amazing. He was a bit wiggly at the start but settled once the nitrous kicked in. Mom asked for a school excuse note and one was given",
      NV: ['O composite #S'],
      'F/U': 'Recall 6 months as scheduled',
    },
  }),
  defineCase({
    id: 'dz28-us-typed-universal-do-12-mo-13-composites-mercury-question-insurance-phone-call',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Hi, come on back. How are you? Good, thanks, a little nervous. Okay, we'll take it easy. First, any changes to your health? No, nothing. I'm on Zoloft and that's it. No allergies. Okay, medical history: sertraline, no allergies. So, the two fillings on the upper left today, #12 and #13, from your exam. Let me take a look first. #12 distal caries, #13 mesial caries. #14 MOD amalgam, intact, no recurrent decay. Bitewings from the exam show #12 and #13 caries into dentin. Can I ask about the mercury? I read online about it and I want my old silver fillings out. Sure. The ADA and FDA consider intact amalgam fillings safe for most adults, and taking out a healthy filling removes healthy tooth and can actually release more mercury vapor than leaving it. Your #14 filling is intact, so I'd recommend leaving it. If it breaks down later, we'd replace it with white. Okay, that makes sense. I'll leave it then. Amalgam discussed, patient reassured, will leave #14 as is. Consent for composites #12 and #13 signed. [Phone rings.] Sorry, one second. Hi. Yes. No, their secondary insurance is Delta, not MetLife. Okay, thanks. Sorry about that. Okay, a little pinch now. 1.7 ml 4% articaine with 1:100,000 epi, buccal infiltration #12 and #13. Let's give that a minute. Isolation with Isolite. Caries removed #12 and #13, dentin firm, no exposures. Sectional matrix and wedge. Selective etch, Scotchbond Universal. DO composite #12 and MO composite #13, Filtek Supreme, shade A2. Cured. Finished and polished. Floss through the contact. Check your bite. Tap, tap. A little high on #13, adjusted. Okay, occlusion checked. All done. You might have some cold sensitivity for a week or two, that's normal. If it lasts longer than a few weeks or hurts when you bite, let us know. Thanks so much. Recall as scheduled in six months.",
    expect: {
      CC: '2 fillings on the upper left today, #12 and #13, from your exam',
      'MED HX': 'Sertraline, no allergies',
      DENTAL: [
        ['12', 'D caries'],
        ['13', 'M caries'],
        ['14', 'MOD amalgam, intact, no recurrent decay'],
      ],
      RADIO: 'Bitewings from the exam show #12 and #13 caries into dentin',
      CONSULT:
        "Amalgam discussed, patient reassured, will leave #14 as is. You might have some cold sensitivity for a week or 2, that's normal",
      CONSENT: 'Consent for composites #12 and #13 signed',
      'TX TODAY': ['DO composite #12', 'MO composite #13'],
      TX: [
        'LA: 1.7 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #12, #13',
        'Isolation with Isolite',
        'Caries removed #12, #13',
        'Dentin firm',
        'No exposures',
        'Sectional matrix and wedge',
        'Selective etch',
        'Scotchbond Universal',
        'DO composite #12',
        'MO composite #13',
        'Filtek Supreme',
        'Shade A2',
        'Cured',
        'Finished and polished',
        'Floss through the contact',
        'A little high on #13',
        'Adjusted',
        'Occlusion checked',
      ],
      NOTES: 'A little nervous',
      'F/U': 'If it lasts longer than a few weeks or hurts when you bite, let us know. Recall as scheduled in 6 months',
    },
  }),
  defineCase({
    id: 'dz29-us-asr-universal-teen-15-checkup-mom-steps-out-vaping-crowding-sealants-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hey come on back hi mom you can come too if you want so checkup and cleaning today how's school going it's fine I guess finals are next week ugh any problems with your teeth my gums bleed sometimes when I brush and my friend says my teeth are crooked on the bottom and I kind of want braces any changes to health he's got adhd he's on vyvanse and he has an inhaler for sports asthma no allergies healthy otherwise okay adhd vyvanse albuterol as needed for exercise induced asthma nkda fifteen year old with mom mom would you mind stepping out for one minute I need to ask him some questions sure okay just between us do you vape or smoke sometimes I vape like on weekends okay I'm not going to tell your mom but it's really bad for your gums and it dries your mouth out which causes cavities okay I'll try to cut down patient vapes on weekends vaping cessation counseling given mom you can come back in okay let's look extraoral tmj no clicking intraoral soft tissues normal gingivitis around the lower front teeth plaque lower lingual psr one one one one two one crowding lower anteriors moderate upper midline shifted left two millimeters class two molar relationship both sides numbers three and fourteen sealants intact number nineteen sealant partially lost number thirty sealant partially lost occlusal stain no caries on explorer pan from last year numbers one sixteen seventeen and thirty two developing bitewings taken today no caries okay mom so his teeth are healthy no cavities there's some gum inflammation at the bottom front which is why they bleed more brushing at the gum line and flossing will fix that the crowding on the bottom and his bite are something an orthodontist should look at he's a good age for it will insurance cover braces our plan has ortho I think your plan has a lifetime ortho benefit but the orthodontist's office will check that the wisdom teeth are developing we'll keep an eye on them with x-rays every couple of years prophy done fluoride varnish fissure sealants placed number nineteen and thirty oral hygiene instruction floss daily referral to orthodontist for evaluation of crowding and class two recall six months see you guys good luck on finals",
    expect: {
      CC: 'Checkup and cleaning today. My gums bleed sometimes when I brush. My friend says my teeth are crooked on the bottom and I kind of want braces',
      'MED HX':
        'ADHD. Vyvanse. Albuterol as needed for exercise induced asthma. NKDA. Patient vapes on weekends',
      EXTRA: 'TMJ no clicking',
      INTRA:
        'Soft tissues normal. Crowding lower anteriors moderate. Upper midline shifted left 2 mm. Class 2 molar relationship both sides',
      PERIO: 'Gingivitis around the lower front teeth. Plaque lower lingual. PSR 1 1 1 / 1 2 1',
      DENTAL: [
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealant partially lost'],
        ['30', 'Sealant partially lost O stain no caries on explorer'],
      ],
      RADIO: 'Pan from last year #1, #16, #17 and #32 developing. Bitewings taken today no caries',
      CONSULT:
        "Vaping cessation counseling given. His teeth are healthy no cavities. There's some gum inflammation at the bottom front which is why they bleed. More brushing at the gum line and flossing will fix that. The crowding on the bottom and his bite are something an orthodontist should look at. He's a good age for it. Will insurance cover braces. Our plan has ortho I think. Your plan has a lifetime ortho benefit but the orthodontist's office will check that. The wisdom teeth are developing. We'll keep an eye on them with x-rays every couple of years",
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #19, #30', 'OHI'],
      TX: [
        'Prophy done',
        'Fluoride varnish',
        'Fissure sealants placed #19, #30',
        'Oral hygiene instruction floss daily',
      ],
      'TX PLAN': ['Referral to orthodontist for evaluation of crowding and class 2'],
      NOTES: '15 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'dz30-us-asr-universal-perio-maintenance-stent-probing-readback-31-restart-call-food-trap',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "hi come on back how are you doing hanging in there my knee's acting up again it's the weather I tell you any changes to your health since last time I had a stent put in this summer so now I'm on plavix as well as the aspirin and the metoprolol no allergies okay med history coronary stent this year clopidogrel aspirin metoprolol nkda any problems with your teeth my implant feels fine but food gets stuck between the two back teeth on the lower right all the time okay periodontal maintenance today let me get your blood pressure first blood pressure one forty two over eighty eight I'm going to measure your gums you'll hear me call out numbers number two buccal three two three lingual four three five number two three two three four three five number three buccal three two four lingual three three four number thirty one buccal four three five lingual five four six bleeding number thirty one four three five five four six bleeding okay generalized three to four millimeters localized five to six millimeters on the molars bleeding on probing about fifteen percent down from twenty five percent last time number nineteen implant probing three millimeters no bleeding no mobility okay scaling with cavitron and hand instruments full mouth rinse for me polished the doctor will be right in hi how are we doing good doc she said food trap lower right let me look number thirty one distal occlusal recurrent caries at the crown margin sorry thirty one has an amalgam not a crown number thirty one disto occlusal amalgam with recurrent caries at the distal margin open contact with thirty two number thirty two mesial caries number nineteen implant crown intact bitewings and pa of the implant taken today bitewings number thirty one distal recurrent caries into dentin number thirty two mesial caries into dentin pa number nineteen stable bone levels at the implant okay so the food trap is because the old filling on the last tooth but one has broken down at the back and there's decay under it and a little bit on the tooth behind too we'll replace the filling and fix the contact so the food stops packing and fill the one behind how much are we talking each filling is around two hundred and twenty dollars and your insurance pays eighty percent your perio maintenance visits are covered twice a year and we see you four times so two of those are out of pocket yeah I know that's fine the gums are honestly doing better than last year keep it up diagnosis recurrent caries number thirty one caries number thirty two periodontitis stable next visit disto occlusal composite number thirty one and mesial composite number thirty two recall three months perio maintenance great see you robert",
    expect: {
      CC: 'My implant feels fine but food gets stuck between the 2 back teeth on the lower right all the time. Periodontal maintenance today',
      'MED HX': 'Coronary stent this year. Clopidogrel aspirin metoprolol. NKDA. Blood pressure 142/88',
      INTRA: '#19 implant probing 3 mm. No bleeding. No mobility',
      PERIO:
        '#2 buccal 3 2 3 lingual 4 3 5. #3 buccal 3 2 4 lingual 3 3 4. #31 buccal 4 3 5 lingual 5 4 6 bleeding. Generalized 3 to 4 mm localized 5 to 6 mm on the molars. Bleeding on probing about 15% down from 25% last time',
      DENTAL: [
        ['31', 'DO amalgam with recurrent caries at the D margin open contact with #32'],
        ['32', 'M caries'],
        ['19', 'Implant crown intact'],
      ],
      RADIO:
        'Bitewings and PA of the implant taken today. Bitewings #31 distal recurrent caries into dentin. #32 mesial caries into dentin. PA #19 stable bone levels at the implant',
      DX: ['Recurrent caries #31', 'Caries #32', 'Periodontitis stable'],
      CONSULT:
        "The food trap is because the old filling on the last tooth but one has broken down at the back and there's decay under it and a little bit on the tooth behind too. We'll replace the filling and fix the contact so the food stops packing and fill the one behind. How much are we talking. Each filling is around $220 and your insurance pays 80%. Your perio maintenance visits are covered twice a year and we see you 4 times so 2 of those are out of pocket. I know that's fine. The gums are honestly doing better than last year. Keep it up",
      'TX TODAY': ['Periodontal maintenance'],
      TX: ['Scaling with Cavitron and hand instruments full mouth', 'Polished'],
      NV: ['DO composite #31', 'M composite #32'],
      'F/U': 'Recall 3 months perio maintenance',
    },
  }),
];
