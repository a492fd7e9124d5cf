// A fiftieth development batch (ids az01–az30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and earlier dev batches as format examples) by a helper that had not seen the
// engine; every case was labelled before any engine run. It is treatment-heavy: in every visit the clinician narrates
// today's treatment step by step at length, so the batch is mainly about splitting TX into its steps and naming the
// TX TODAY titles (then the LA line, NOTES remarks made in the middle of treatment, CONSULT advice after it,
// prescriptions, TX PLAN referrals, NV and F/U). Eight imagined clinicians, each with their own habits:
//   az01–az05 a UK general dentist (FDI, all recogniser-style) who tells treatment as a story ("so I numbed her up …
//     then I took out the old amalgam there was a lot of decay under it so I put a Dycal liner in …", "after that"):
//     an MOD composite with liner, matrix, wedges, bonding and layering; a first-stage RCT; a surgical extraction of a
//     lower third molar; a crown prep with putty index, core, cord, impressions and temporary (appended dictation); an
//     upper molar extraction on apixaban that fractured and was sectioned;
//   az06–az09 a US general dentist (Universal) who types terse shorthand with semicolons, slashes, brackets, "w/" and
//     numbered lines (two composites with two LA lines, an MOD amalgam plus a sealant, an abscess with I&D and
//     pulpectomy), and dictates one crown seat (az07);
//   az10–az13 a UK endodontist (Palmer): a numbered stage-2 RCT with obturation and coronal seal, an emergency
//     extirpation, a one-visit RCT on a darkened incisor, a full pulpotomy with Biodentine and a DO composite;
//   az14–az17 a US oral surgeon (Universal): a surgical extraction with flap, sectioning, root-tip pick and socket
//     graft; two upper extractions with a Valsalva check; four third molars under IV sedation; a typed numbered op note
//     with an oro-antral communication closed by a buccal advancement flap;
//   az18–az20 a UK periodontist / hygienist-therapist (FDI): quadrant RSD with PerioChip, a typed re-evaluation with
//     re-instrumentation, air polishing, Dentomycin and PMPR, and a child's Hall crown, fissure sealant, SDF and
//     fluoride varnish (primary teeth in FDI);
//   az21–az23 a US pediatric dentist (Universal letters): pulpotomy, SSC and a composite under nitrous; SDF and an
//     interim glass ionomer on a four-year-old; a typed extraction of #T with a band-and-loop impression;
//   az24–az26 a UK prosthodontist / denture dentist (Palmer): a denture fit with eases, a chairside reline typed as a
//     denture adjustment, and a typed numbered immediate denture with two extractions;
//   az27–az30 a US prosthodontist (Universal): a bridge prep with core, cord, impression and temporary bridge; a post,
//     core and crown prep with a digital scan; a bridge seat; a crown recement plus an MO composite (appended
//     dictation).
// UK 15 (FDI 8, Palmer 7), US 15 (Universal); 18 recogniser-style (lower case, number words "three six" / "forty six"
// / "number thirty" / "upper right six" / "letter k", fillers, "sorry" / "I mean" / "no wait" corrections, "scratch
// that", almost no punctuation) and 12 typed; about 105 to 200 words; two cases with appended dictation (az04: "add to
// notes …", "change … to …", "add to treatment …"; az30: "remove …", "add to notes …", "change … to …", "next visit …").
//
// Judgement calls where the contract was silent:
// - Treatment told as a story keeps its subject and verb with each step ("I took out the old MOD amalgam", "We put the
//   rubber dam on", "We did a pulpotomy #L …"), as more40; "so", "then", "and then" and "after that" open a new step
//   and go. What was found while treating ("There was a lot of decay under it especially distally", "Bleeding pulp",
//   "D root tip fractured", "47 distal pocket still bleeding after debridement", "Valsalva +ve: 4 mm OAC …") is a TX
//   item of its own, not a chart entry.
// - A radiograph taken during treatment with its own report ("took a bitewing to check the seat margins look good",
//   "Master cone PA: …" inside a numbered list, "Post-op PA: …") goes to OE.RADIO, as more40 / more47; a length taken
//   "(apex locator)" stays in its step.
// - A temporary crown made and then cemented is two items (az04 said with "then"; az28 without it, split as ap20 and
//   aw06 split it).
// - Titles from the CC, because no TX item names a procedure of the table: az02 "RCT 46"; az05 "Extraction 26" (the
//   steps are "loosened", "sectioned the roots", "elevated them out"); az07 "Crown fit #30" ("cemented it" does not name
//   the crown); az14 "Surgical extraction #30". az08's amalgam step names no tooth and the earlier step names the old
//   MO composite, not the MOD surfaces of the new filling, so its title "MOD amalgam #30" also comes from the CC.
// - Rule 4 in list items: "mesial root" / "distal root tip" → "M root" / "D root tip", "distal marginal ridge" → "D
//   marginal ridge", "occlusal glass ionomer" → "O glass ionomer"; "mesial contact" and "distal pocket" keep their words
//   (contact and pocket are not in the list), "mesio palatal pockets" → "MP pockets" (a run of two).
// - Paediatric titles: a Hall crown → "SSC 85"; SDF on a tooth → "SDF 74" / "SDF #B, #I, #S"; an "interim occlusal glass
//   ionomer on letter a" → "O GIC #A" and a "full pulpotomy" → "Pulpotomy LL6" (the adjective is no part of the
//   procedure's name); a US "sealant" → "Sealant #31", as more17 titles "Sealants".
// - Irrigation titles: canal and socket irrigation are no title; saline irrigation after an I&D is "Irrigation" (as
//   more49); az09's "I&D of buccal swelling" names no tooth, so "Incision and drainage" is titled bare.
// - Dentures: "Dentures fitted" / "Immediate denture fitted" → "Denture fit"; "Denture adjustment:" opening a typed
//   run is both the title and its own item (as ap19); "denture ease" in NV → "Denture adjustment"; relining, border
//   moulding, eases of a flange and try-ins are no titles. A singular "impression" is titled "Impression" (as more41).
// - Instructions that are not called post-op instructions are CONSULT, even inside a numbered treatment list: denture
//   wear and cleaning instructions (az24), sinus precautions (az17), "told him to avoid sticky foods …". "Post op
//   instructions / advice", "POI", "POIG" are TX steps. Advice on children's ibuprofen is CONSULT; "Rx …" / "prescribed
//   …" are TX.
// - Sedation steps (monitors, IV, midazolam and fentanyl titrated, nitrous oxide, 100% oxygen, "IV removed",
//   "discharged to mom with post op instructions") are TX steps; NPO is MED HX; the escort, a child's age with who
//   came, and how the patient coped in the middle of treatment (a break, dozing off, claustrophobia under the dam,
//   headphones for the noise, raising a hand) are NOTES.
// - Numbers that are instruments, not teeth, stay numbers: "#4 round bur", "#15 blade", "#151 forceps", "557 bur",
//   "301 elevator" ("three oh one" is no suture size), "size 5", "band size 35". "One" said of a thing stays a word
//   ("Palatal one was a bit stubborn").
// - Prescriptions: "rx A … rx B …" are two items; "A and B alternating" is one; typed drugs separated by semicolons are
//   one item each.
// - Two anaesthetics with different agents (az06) are two LA items; "long buccal sorry buccal infiltration" leaves
//   "buccal infiltration"; "labial + palatal infiltration" is written as two techniques.
// - A tooth after "clamp on", "fitted on", "removed the decay on", "applied to" loses the connecting word ("RD w/ W8A
//   clamp #31", "Band size 35 fitted #30", "Removed the decay #L", "applied #B, #I, #S"); "into 17 DP pocket" keeps it
//   (a place).
// - Sites typed as a slashed list in brackets ("(17 DP / 26 MB / 36 DL)", "(MB/ML/D)") stay inside their item.
// - Numbered-list markers ("1)") go, as more21 / more49. "e max" is written "e.max". Palmer words in the FDI practice
//   are written in FDI ("upper left six" → 26), as more47.
// - "Discharged to GDP for cuspal coverage restoration LL6" is TX PLAN (a restoration elsewhere, as more48); a
//   conditional referral typed after "Plan:" is TX PLAN.
// - Appends: "add to treatment …" adds an item at the end of TX; "remove flossed" removes that item; "change X to Y"
//   edits in place (NV in az04, F/U in az30); "next visit …" adds an NV item.
import { defineCase, type NotesCase } from '../case.ts';

export const more50Cases: NotesCase[] = [
  // ── UK general dentist, FDI, recogniser-style story-teller ──
  defineCase({
    id: 'az01-uk-asr-story-mod-composite-36-dycal-wedges-break',
    style: 'UK',
    asr: true,
    transcript:
      "okay so she came in for the filling on three six it's been catching floss medical history no changes still on sertraline um so i numbed her up with one cartridge of articaine four percent one in a hundred thousand adrenaline buccal infiltration three six and then we put the rubber dam on and then i took out the old mesial occlusal distal amalgam there was a lot of decay under it especially distally so i cleaned that out to hard dentine it got quite close to the pulp so i put a dycal liner in and then a sectional matrix and two wooden wedges she needed a little break at that point as her jaw was aching after that etched and bonded with optibond and then built up a mesial occlusal distal composite on three six in three layers shade a three and then took the dam off checked the bite with articulating paper adjusted a high spot on the distal marginal ridge and polished it i told her it might be a bit sensitive for a week or so and to avoid chewing on it till the numbness wears off next visit scale and polish with the hygienist",
    expect: {
      CC: "Filling on 36. It's been catching floss",
      'MED HX': 'No changes. Still on sertraline',
      CONSULT:
        'I told her it might be a bit sensitive for a week or so and to avoid chewing on it till the numbness wears off',
      'TX TODAY': ['MOD composite 36'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'We put the rubber dam on',
        'I took out the old MOD amalgam',
        'There was a lot of decay under it especially distally',
        'I cleaned that out to hard dentine',
        'It got quite close to the pulp',
        'I put a Dycal liner in',
        'Sectional matrix and 2 wooden wedges',
        'Etched and bonded with Optibond',
        'Built up a MOD composite 36 in 3 layers',
        'Shade A3',
        'Took the dam off',
        'Checked the bite with articulating paper',
        'Adjusted a high spot on the D marginal ridge and polished it',
      ],
      NOTES: 'She needed a little break at that point as her jaw was aching',
      NV: ['Scale and polish with the hygienist'],
    },
  }),
  defineCase({
    id: 'az02-uk-asr-first-stage-rct-46-verb-last-fell-asleep',
    style: 'UK',
    asr: true,
    transcript:
      "right he attended for the first stage of root canal treatment on four six still aching on and off medical history no changes he's on ramipril for blood pressure la two cartridges lidocaine two percent one in eighty thousand adrenaline id block left sorry right plus buccal infiltration four six rubber dam placed access cavity cut through the old amalgam pulp chamber deroofed three canals located m b m l and distal working lengths taken with the apex locator canals instrumented with protaper gold to f two irrigated with three percent sodium hypochlorite throughout dried with paper points non setting calcium hydroxide placed sponge and cavit to seal he was very relaxed and fell asleep halfway through occlusion checked next visit obturation four six in three weeks",
    expect: {
      CC: 'First stage of root canal treatment on 46. Still aching on and off',
      'MED HX': "No changes. He's on ramipril for blood pressure",
      'TX TODAY': ['RCT 46'],
      TX: [
        'LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration 46',
        'Rubber dam placed',
        'Access cavity cut through the old amalgam',
        'Pulp chamber deroofed',
        '3 canals located MB ML and distal',
        'Working lengths taken with the apex locator',
        'Canals instrumented with ProTaper Gold to F2',
        'Irrigated with 3% sodium hypochlorite throughout',
        'Dried with paper points',
        'Non-setting calcium hydroxide placed',
        'Sponge and Cavit to seal',
        'Occlusion checked',
      ],
      NOTES: 'He was very relaxed and fell asleep halfway through',
      NV: ['Obturation 46 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'az03-uk-asr-surgical-extraction-38-flap-section-scratch-that-review',
    style: 'UK',
    asr: true,
    transcript:
      'um patient attended for removal of four eight sorry three eight as planned after recurrent pericoronitis medical history fit and well no allergies consent form signed at the assessment went through the risks again nerve damage dry socket swelling and bruising la three cartridges articaine four percent one in a hundred thousand adrenaline id block left and buccal infiltration after that made a distal relieving incision and raised a full thickness buccal flap took buccal bone with a round bur under saline sectioned the tooth with a fissure bur elevated the crown and roots with a couplands elevator surgical extraction three eight complete curetted and irrigated the socket with saline sutured with four oh vicryl rapide haemostasis achieved with pressure on damp gauze post op instructions given verbal and written prescribed ibuprofen four hundred milligrams three times a day for three days he was a bit pale afterwards so sat him in the waiting room for ten minutes review in one week scratch that review in ten days for suture check',
    expect: {
      CC: 'Removal of 38 as planned after recurrent pericoronitis',
      'MED HX': 'Fit and well. No allergies',
      CONSENT: 'Consent form signed at the assessment',
      CONSULT: 'Went through the risks again nerve damage dry socket swelling and bruising',
      'TX TODAY': ['Surgical extraction 38'],
      TX: [
        'LA: 3 cartridges articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration',
        'Made a distal relieving incision',
        'Raised a full thickness buccal flap',
        'Took buccal bone with a round bur under saline',
        'Sectioned the tooth with a fissure bur',
        "Elevated the crown and roots with a Coupland's elevator",
        'Surgical extraction 38 complete',
        'Curetted and irrigated the socket with saline',
        'Sutured with 4-0 Vicryl Rapide',
        'Haemostasis achieved with pressure on damp gauze',
        'Post-op instructions given verbal and written',
        'Prescribed ibuprofen 400 mg 3 times a day for 3 days',
      ],
      NOTES: 'He was a bit pale afterwards so sat him in the waiting room for 10 minutes',
      'F/U': 'Review in 10 days for suture check',
    },
  }),
  defineCase({
    id: 'az04-uk-asr-appends-crown-prep-16-putty-index-core-temp-then-cemented',
    style: 'UK',
    asr: true,
    transcript:
      'okay patient in for crown prep one six medical history no changes private e max crown fee six hundred and twenty pounds as discussed at the exam la one cartridge articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration one six putty index taken old amalgam core removed small amount of caries distally removed new core in composite crown prep one six for e max one millimetre shoulder all round retraction cord placed um impressions taken in light body and putty upper alginate lower bite registration shade a two with the shade guide and a photo temporary crown made from the putty index in protemp then cemented with tempbond excess removed occlusion checked post op instructions given next visit crown fit one six in two weeks',
    appends: [
      'add to notes patient gags easily with the impression trays',
      'change two weeks to three weeks add to treatment floss through contacts',
    ],
    expect: {
      CC: 'Crown prep 16',
      'MED HX': 'No changes',
      CONSULT: 'Private e.max crown fee £620 as discussed at the exam',
      'TX TODAY': ['Crown prep 16', 'Impressions', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Putty index taken',
        'Old amalgam core removed',
        'Small amount of caries distally removed',
        'New core in composite',
        'Crown prep 16 for e.max',
        '1 mm shoulder all round',
        'Retraction cord placed',
        'Impressions taken in light body and putty upper',
        'Alginate lower',
        'Bite registration',
        'Shade A2 with the shade guide and a photo',
        'Temporary crown made from the putty index in Protemp',
        'Cemented with TempBond',
        'Excess removed',
        'Occlusion checked',
        'Post-op instructions given',
        'Floss through contacts',
      ],
      NOTES: 'Patient gags easily with the impression trays',
      NV: ['Crown fit 16 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'az05-uk-asr-story-extraction-26-apixaban-sectioned-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      "so she came in for extraction of the upper left six it's broken down and she's had enough of it medical history atrial fibrillation on apixaban she missed this morning's dose as advised by her gp no allergies la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two six then i loosened it with a luxator had a go with the upper molar forceps crown snapped off at the gum so i sectioned the roots with the fast handpiece elevated them out separately with a warwick james the palatal one was a bit stubborn but it came out whole socket curetted surgicel packed in the socket two vicryl rapide sutures placed bit on gauze for twenty minutes haemostasis good she was really calm the whole way through gave her post op instructions and told her to restart the apixaban this evening if no bleeding prescribed tranexamic acid mouthwash five percent four times a day for two days review in one week",
    expect: {
      CC: "Extraction of 26. It's broken down and she's had enough of it",
      'MED HX': "Atrial fibrillation on apixaban. She missed this morning's dose as advised by her GP. No allergies",
      CONSULT: 'Told her to restart the apixaban this evening if no bleeding',
      'TX TODAY': ['Extraction 26'],
      TX: [
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
        'I loosened it with a luxator',
        'Had a go with the upper molar forceps',
        'Crown snapped off at the gum',
        'I sectioned the roots with the fast handpiece',
        'Elevated them out separately with a Warwick James',
        'Palatal one was a bit stubborn but it came out whole',
        'Socket curetted',
        'Surgicel packed in the socket',
        '2 Vicryl Rapide sutures placed',
        'Bit on gauze for 20 minutes',
        'Haemostasis good',
        'Gave her post-op instructions',
        'Prescribed tranexamic acid mouthwash 5% 4 times a day for 2 days',
      ],
      NOTES: 'She was really calm the whole way through',
      'F/U': 'Review in 1 week',
    },
  }),

  // ── US general dentist, Universal, typed shorthand (one dictated) ──
  defineCase({
    id: 'az06-us-typed-semicolons-mo-19-do-20-two-la-lines-sunglasses',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt here for fillings #19 and #20. Med hx reviewed; no changes; NKDA. LA: 1.7 ml 2% lido 1:100k epi, L IANB; 0.9 ml 4% articaine 1:100k epi, buccal infiltration #19. Isolation w/ Isolite. #19 MO caries removed w/ #4 round bur/spoon excavator; deep mesially, Vitrebond liner. #20 DO caries removed; no liner needed. Tofflemire + wooden wedges. Selective enamel etch 15 s; Scotchbond Universal; cured 20 s. MO composite #19, DO composite #20 (Filtek Supreme in 2 mm increments), shade A2. Pt tolerated well, asked for sunglasses for the curing light. Matrix removed; contacts floss tight. Occlusion checked/adjusted w/ articulating paper; polished w/ Sof-Lex discs. POI given. NV: MOD composite #3 in 2 weeks.',
    expect: {
      CC: 'Fillings #19 and #20',
      'MED HX': 'Reviewed; no changes; NKDA',
      'TX TODAY': ['MO composite #19', 'DO composite #20'],
      TX: [
        'LA: 1.7 ml lidocaine 2% 1:100,000 epinephrine, IANB L',
        'LA: 0.9 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #19',
        'Isolation w/ Isolite',
        '#19 MO caries removed w/ #4 round bur/spoon excavator',
        'Deep mesially',
        'Vitrebond liner',
        '#20 DO caries removed',
        'No liner needed',
        'Tofflemire + wooden wedges',
        'Selective enamel etch 15 s',
        'Scotchbond Universal',
        'Cured 20 s',
        'MO composite #19',
        'DO composite #20 (Filtek Supreme in 2 mm increments)',
        'Shade A2',
        'Matrix removed',
        'Contacts floss tight',
        'Occlusion checked/adjusted w/ articulating paper',
        'Polished w/ Sof-Lex discs',
        'POI given',
      ],
      NOTES: 'Pt tolerated well, asked for sunglasses for the curing light',
      NV: ['MOD composite #3 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'az07-us-asr-crown-seat-30-bitewing-scratch-that-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for seat of the zirconia crown on number thirty medical history no changes still taking lisinopril no anesthetic needed removed the temporary with a hemostat cleaned off the temp cement pumiced the prep tried in the crown the mesial contact was too tight so adjusted it with a rubber wheel tried it in again margins closed all around with an explorer took a bitewing to check the seat margins look good then cemented it with relyx unicem two tack cured two seconds cleaned off the excess flossed the contacts checked occlusion in centric and excursions high on the distal lingual cusp so adjusted that polished with the zirconia polishers scratch that polished with the dialite kit told him to avoid sticky foods for twenty four hours and call if the bite feels off next visit periodic exam and prophy in six months',
    expect: {
      CC: 'Seat of the zirconia crown on #30',
      'MED HX': 'No changes. Still taking lisinopril',
      RADIO: 'Took a bitewing to check the seat. Margins look good',
      CONSULT: 'Told him to avoid sticky foods for 24 hours and call if the bite feels off',
      'TX TODAY': ['Crown fit #30'],
      TX: [
        'No anesthetic needed',
        'Removed the temporary with a hemostat',
        'Cleaned off the temp cement',
        'Pumiced the prep',
        'Tried in the crown',
        'Mesial contact was too tight',
        'Adjusted it with a rubber wheel',
        'Tried it in again',
        'Margins closed all around with an explorer',
        'Cemented it with RelyX Unicem 2',
        'Tack cured 2 seconds',
        'Cleaned off the excess',
        'Flossed the contacts',
        'Checked occlusion in centric and excursions',
        'High on the DL cusp',
        'Adjusted that',
        'Polished with the Dialite kit',
      ],
      NV: ['Periodic exam and prophy in 6 months'],
    },
  }),
  defineCase({
    id: 'az08-us-typed-mod-amalgam-30-cusp-capped-sealant-31-title-from-cc',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for MOD amalgam #30 (tx planned at last recall). Med hx: no changes; takes atorvastatin. LA 2 carps 2% lido 1:100k epi, R IANB + buccal infiltration #30. RD w/ W8A clamp on #31. Old MO composite #30 removed; recurrent decay M + D, excavated to firm dentin. DB cusp undermined, reduced 1.5 mm and capped. Tofflemire + wooden wedges M & D. Amalgam (Tytin) condensed, carved, burnished. Pt dozed off during carving. Matrix/dam removed. Occlusion adjusted, high spot on DB cusp. POI: no chewing on R for 24 h. Sealant #31 (no LA needed), etched, Delton, cured, checked w/ explorer. NV: DO composite #4.',
    expect: {
      CC: 'MOD amalgam #30 (tx planned at last recall)',
      'MED HX': 'No changes; takes atorvastatin',
      'TX TODAY': ['MOD amalgam #30', 'Sealant #31'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB R + buccal infiltration #30',
        'RD w/ W8A clamp #31',
        'Old MO composite #30 removed',
        'Recurrent decay M + D',
        'Excavated to firm dentin',
        'DB cusp undermined',
        'Reduced 1.5 mm and capped',
        'Tofflemire + wooden wedges M & D',
        'Amalgam (Tytin) condensed',
        'Carved',
        'Burnished',
        'Matrix/dam removed',
        'Occlusion adjusted',
        'High spot on DB cusp',
        'POI: no chewing on R for 24 h',
        'Sealant #31 (no LA needed)',
        'Etched',
        'Delton',
        'Cured',
        'Checked w/ explorer',
      ],
      NOTES: 'Pt dozed off during carving',
      NV: ['DO composite #4'],
    },
  }),
  defineCase({
    id: 'az09-us-typed-numbered-abscess-19-i-and-d-pulpectomy-endo-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Emergency. Pt presents with swelling LL x 2 days, throbbing #19. Med hx: HTN (amlodipine); NKDA. EO: mild L submandibular swelling, afebrile. IO: fluctuant buccal swelling at #19. #19 large MO caries, TTP++. PA #19: PARL M + D roots. Dx: acute apical abscess #19. Options: RCT + crown vs ext; pt wants to save it. Verbal consent.\nTx:\n1) 2 carps 4% articaine 1:100k epi, L IANB + buccal infiltration\n2) I&D of buccal swelling w/ #15 blade, pus drained, irrigated w/ saline\n3) RD, access #19, 3 canals found (MB/ML/D)\n4) Pulpectomy #19; canals irrigated w/ 2.5% NaOCl\n5) Ca(OH)2 + cotton pellet + Cavit\n6) Rx amoxicillin 500 mg TID x 7 days; ibuprofen 600 mg q6h prn\nReferred to endodontist to complete RCT #19 (pt prefers specialist). Advised ER if swelling spreads or trouble swallowing. Phone f/u tomorrow.',
    expect: {
      CC: 'Emergency. Swelling LL x 2 days, throbbing #19',
      'MED HX': 'HTN (amlodipine); NKDA',
      EXTRA: 'Mild L submandibular swelling, afebrile',
      INTRA: 'Fluctuant buccal swelling at #19',
      DENTAL: [['19', 'Large MO caries, TTP++']],
      RADIO: 'PA #19: PARL M + D roots',
      DX: ['Acute apical abscess #19'],
      CONSULT:
        'Options: RCT + crown vs ext; pt wants to save it. Advised ER if swelling spreads or trouble swallowing',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Incision and drainage', 'Irrigation', 'Pulpectomy #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB L + buccal infiltration',
        'I&D of buccal swelling w/ #15 blade',
        'Pus drained',
        'Irrigated w/ saline',
        'RD',
        'Access #19',
        '3 canals found (MB/ML/D)',
        'Pulpectomy #19',
        'Canals irrigated w/ 2.5% NaOCl',
        'Ca(OH)2 + cotton pellet + Cavit',
        'Rx amoxicillin 500 mg TID x 7 days',
        'Ibuprofen 600 mg q6h prn',
      ],
      'TX PLAN': ['Referred to endodontist to complete RCT #19 (pt prefers specialist)'],
      'F/U': 'Phone f/u tomorrow',
    },
  }),

  // ── UK endodontist, Palmer ──
  defineCase({
    id: 'az10-uk-typed-palmer-numbered-rct-ll6-stage-2-obturation-master-cone-pa',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Referred by GDP for RCT LL6. Stage 2 visit; asymptomatic since extirpation 3/52 ago. MH: asthma (Clenil), no change. NKDA.\nTx:\n1) LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL6\n2) RD (clamp 7A); Cavit and CaOH removed\n3) 3 canals: MB/ML/D; glide path with C+ file size 10\n4) WL with apex locator: MB 21 mm / ML 21 mm / D 21.5 mm\n5) Prepared with ProTaper Ultimate to F2 (MB/ML) and F3 (D)\n6) NaOCl 3% + EDTA 17% with sonic activation\n7) Master cones fitted\n8) Master cone PA: all cones within 1 mm of WL\n9) Obturated LL6 warm vertical (GP + AH Plus)\n10) Coronal seal: 2 mm Vitrebond over orifices; composite core (Filtek Bulk Fill)\nPost-op PA: good length, density and seal.\nPt chatty, needed frequent breaks to rest jaw.\nDischarged to GDP for cuspal coverage restoration LL6 within 3/12. Review 12/12 with PA.',
    expect: {
      CC: 'Referred by GDP for RCT LL6. Stage 2 visit; asymptomatic since extirpation 3 weeks ago',
      'MED HX': 'Asthma (Clenil), no change. NKDA',
      RADIO: 'Master cone PA: all cones within 1 mm of WL. Post-op PA: good length, density and seal',
      'TX TODAY': ['Obturation LL6'],
      TX: [
        'LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL6',
        'RD (clamp 7A)',
        'Cavit and CaOH removed',
        '3 canals: MB/ML/D',
        'Glide path with C+ file size 10',
        'WL with apex locator: MB 21 mm / ML 21 mm / D 21.5 mm',
        'Prepared with ProTaper Ultimate to F2 (MB/ML) and F3 (D)',
        'NaOCl 3% + EDTA 17% with sonic activation',
        'Master cones fitted',
        'Obturated LL6 warm vertical (GP + AH Plus)',
        'Coronal seal: 2 mm Vitrebond over orifices',
        'Composite core (Filtek Bulk Fill)',
      ],
      'TX PLAN': ['Discharged to GDP for cuspal coverage restoration LL6 within 3 months'],
      NOTES: 'Pt chatty, needed frequent breaks to rest jaw',
      'F/U': 'Review 12 months with PA',
    },
  }),
  defineCase({
    id: 'az11-uk-asr-palmer-emergency-extirpation-ur6-i-mean-volume-hand-raised',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay emergency sent over by her own dentist severe pain upper right six since saturday not sleeping taking ibuprofen and paracetamol medical history hypertension on amlodipine allergic to penicillin upper right six large distal caries under the crown margin tender to percussion lingering pain to cold diagnosis symptomatic irreversible pulpitis upper right six discussed root canal versus extraction she'd like to save it verbal consent la one point eight I mean two point two mls articaine four percent with one in a hundred thousand adrenaline buccal infiltration upper right six and a palatal infiltration rubber dam on access through the crown into the pulp chamber bleeding pulp so extirpated upper right six from the three main canals mb two not found yet canals irrigated with sodium hypochlorite ledermix on cotton wool and cavit on top she raised her hand twice so we paused each time then occlusion relieved on the upper right six next visit complete rct upper right six in two weeks",
    expect: {
      CC: 'Emergency sent over by her own dentist. Severe pain UR6 since Saturday. Not sleeping. Taking ibuprofen and paracetamol',
      'MED HX': 'Hypertension on amlodipine. Allergic to penicillin',
      DENTAL: [['UR6', 'Large D caries under the crown margin tender to percussion lingering pain to cold']],
      DX: ['Symptomatic irreversible pulpitis UR6'],
      CONSULT: "Discussed root canal versus extraction. She'd like to save it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation UR6'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6 + palatal infiltration',
        'Rubber dam on',
        'Access through the crown into the pulp chamber',
        'Bleeding pulp',
        'Extirpated UR6 from the 3 main canals',
        'MB2 not found yet',
        'Canals irrigated with sodium hypochlorite',
        'Ledermix on cotton wool and Cavit on top',
        'Occlusion relieved UR6',
      ],
      NOTES: 'She raised her hand twice so we paused each time',
      NV: ['Complete RCT UR6 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'az12-uk-typed-palmer-one-visit-rct-ur1-palatal-composite-claustrophobic',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for RCT UR1 (non-vital after trauma 2019, darkening). Asymptomatic. MH: NAD; NKDA. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1. RD, floss ligature. Access UR1 palatally; pulp necrotic, no bleeding. Single canal; WL 23 mm (apex locator). Instrumented to size 50 (hand K-files with step-back); 1% NaOCl between files; EDTA 17% final rinse. Pt claustrophobic under the dam at first, settled with reassurance. Dried with paper points. Obturated UR1 with cold lateral condensation (GP + Tubliseal). GP cut back 2 mm below CEJ; Vitrebond barrier. Palatal composite UR1 (A3) over access. Post-op PA: well condensed, to length. Advised UR1 may darken further. Discussed internal (walking) bleach at a later visit, £180; pt undecided. Review 6/12 with PA.',
    expect: {
      CC: 'RCT UR1 (non-vital after trauma 2019, darkening). Asymptomatic',
      'MED HX': 'NAD; NKDA',
      RADIO: 'Post-op PA: well condensed, to length',
      CONSULT:
        'Advised UR1 may darken further. Discussed internal (walking) bleach at a later visit, £180; pt undecided',
      'TX TODAY': ['Obturation UR1', 'P composite UR1'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration UR1',
        'RD',
        'Floss ligature',
        'Access UR1 palatally',
        'Pulp necrotic',
        'No bleeding',
        'Single canal',
        'WL 23 mm (apex locator)',
        'Instrumented to size 50 (hand K-files with step-back)',
        '1% NaOCl between files',
        'EDTA 17% final rinse',
        'Dried with paper points',
        'Obturated UR1 with cold lateral condensation (GP + Tubliseal)',
        'GP cut back 2 mm below CEJ',
        'Vitrebond barrier',
        'P composite UR1 (A3) over access',
      ],
      NOTES: 'Pt claustrophobic under the dam at first, settled with reassurance',
      'F/U': 'Review 6 months with PA',
    },
  }),
  defineCase({
    id: 'az13-uk-asr-palmer-full-pulpotomy-ll6-biodentine-do-composite-headphones',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "patient attended for treatment of lower left six deep distal caries we've been watching had a couple of days of lingering pain to cold medical history fit and well no meds no allergies discussed vital pulp therapy versus root canal he'd like to try the pulpotomy first explained it may still need a root canal later verbal consent la two point two mls articaine four percent one in a hundred thousand adrenaline id block left and buccal infiltration lower left six rubber dam placed caries removed periphery first pulp exposure about two millimetres with heavy bleeding so we went on to a full pulpotomy lower left six coronal pulp removed to the orifice level with a sterile diamond haemostasis in about three minutes with a sodium hypochlorite soaked pledget biodentine placed over the pulp stumps glass ionomer on top he was worried about the noise so headphones on for the rest of it then um a disto occlusal composite lower left six with a sectional matrix shade a three sorry a two occlusion checked post op instructions given next visit review lower left six with sensibility tests and pa in three months",
    expect: {
      CC: "Treatment of LL6 deep distal caries we've been watching. Had a couple of days of lingering pain to cold",
      'MED HX': 'Fit and well. No meds. No allergies',
      CONSULT:
        "Discussed vital pulp therapy versus root canal. He'd like to try the pulpotomy first. Explained it may still need a root canal later",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Pulpotomy LL6', 'DO composite LL6'],
      TX: [
        'LA: 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration LL6',
        'Rubber dam placed',
        'Caries removed periphery first',
        'Pulp exposure about 2 mm with heavy bleeding',
        'We went on to a full pulpotomy LL6',
        'Coronal pulp removed to the orifice level with a sterile diamond',
        'Haemostasis in about 3 minutes with a sodium hypochlorite soaked pledget',
        'Biodentine placed over the pulp stumps',
        'Glass ionomer on top',
        'DO composite LL6 with a sectional matrix',
        'Shade A2',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'He was worried about the noise so headphones on for the rest of it',
      NV: ['Review LL6 with sensibility tests and PA in 3 months'],
    },
  }),

  // ── US oral surgeon, Universal ──
  defineCase({
    id: 'az14-us-asr-surgical-extraction-30-root-tip-pick-graft-long-buccal-sorry',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for surgical extraction of number thirty fractured at the gumline non restorable medical history type two diabetes on metformin a one c six point eight no allergies consent signed risks reviewed including paresthesia and infection three carpules lidocaine two percent one to one hundred thousand epi right ianb and long buccal sorry buccal infiltration number thirty sulcular incision from twenty nine to thirty one full thickness envelope flap reflected buccal bone removed with a surgical handpiece and five fifty seven bur roots sectioned mesial and distal mesial root delivered with a straight elevator distal root tip fractured uh retrieved with a root tip pick socket curetted and irrigated with sterile saline socket grafted with freeze dried bone allograft collagen plug on top closed with two interrupted four oh chromic gut sutures hemostasis achieved gauze pack post op instructions given verbal and written rx amoxicillin five hundred milligrams three times a day for seven days rx ibuprofen six hundred milligrams every six hours as needed patient did great follow up one week plan implant consult in three months',
    expect: {
      CC: 'Surgical extraction of #30. Fractured at the gumline. Non restorable',
      'MED HX': 'Type 2 diabetes on metformin. A1c 6.8. No allergies',
      CONSENT: 'Consent signed',
      CONSULT: 'Risks reviewed including paresthesia and infection',
      'TX TODAY': ['Surgical extraction #30'],
      TX: [
        'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration #30',
        'Sulcular incision from #29 to #31',
        'Full thickness envelope flap reflected',
        'Buccal bone removed with a surgical handpiece and 557 bur',
        'Roots sectioned mesial and distal',
        'M root delivered with a straight elevator',
        'D root tip fractured',
        'Retrieved with a root tip pick',
        'Socket curetted and irrigated with sterile saline',
        'Socket grafted with freeze dried bone allograft',
        'Collagen plug on top',
        'Closed with 2 interrupted 4-0 chromic gut sutures',
        'Hemostasis achieved',
        'Gauze pack',
        'Post-op instructions given verbal and written',
        'Rx amoxicillin 500 mg 3 times a day for 7 days',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      'TX PLAN': ['Implant consult in 3 months'],
      NOTES: 'Patient did great',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'az15-us-asr-extractions-3-2-valsalva-lightheaded-scratch-that-rx',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay patient here for extractions of two and three both mobile from perio medical history hypertension on amlodipine blood pressure today one forty two over eighty eight no allergies consent signed two carpules articaine four percent one to one hundred thousand epi buccal and palatal infiltration upper right number three loosened with a three oh one elevator and extracted with upper universal forceps roots intact then number two extracted with the same forceps valsalva test negative sockets curetted gelfoam placed in both sockets each socket closed with a three oh chromic suture hemostasis with gauze pressure patient was a little lightheaded after so we laid her back for five minutes post op instructions given told her no nose blowing for a week and to sneeze with her mouth open rx ibuprofen six hundred milligrams every six hours as needed scratch that rx ibuprofen four hundred milligrams every six hours as needed return in one week for suture check',
    expect: {
      CC: 'Extractions of #2 and #3. Both mobile from perio',
      'MED HX': 'Hypertension on amlodipine. Blood pressure today 142/88. No allergies',
      CONSENT: 'Consent signed',
      CONSULT: 'Told her no nose blowing for a week and to sneeze with her mouth open',
      'TX TODAY': ['Extraction #3', 'Extraction #2'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration upper right',
        '#3 loosened with a 301 elevator and extracted with upper universal forceps',
        'Roots intact',
        '#2 extracted with the same forceps',
        'Valsalva test negative',
        'Sockets curetted',
        'Gelfoam placed in both sockets',
        'Each socket closed with a 3-0 chromic suture',
        'Hemostasis with gauze pressure',
        'Post-op instructions given',
        'Rx ibuprofen 400 mg every 6 hours as needed',
      ],
      NOTES: 'Patient was a little lightheaded after so we laid her back for 5 minutes',
      'F/U': 'Return in 1 week for suture check',
    },
  }),
  defineCase({
    id: 'az16-us-asr-four-third-molars-iv-sedation-escort-snoring',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for removal of all four wisdom teeth under iv sedation escort is her mother in the waiting room npo since midnight medical history asthma uses albuterol inhaler brought it with her allergic to codeine pano reviewed seventeen and thirty two mesioangular partial bony one and sixteen erupted risks explained nerve injury dry socket sinus involvement consent signed monitors on baseline vitals normal iv started in left antecubital midazolam five milligrams and fentanyl fifty micrograms titrated four carpules articaine four percent one to one hundred thousand epi left ianb and right ianb plus buccal infiltrations number one and sixteen extracted with forceps then surgical extraction of seventeen and thirty two envelope flaps bone removed buccally with a five fifty seven bur teeth sectioned and delivered in pieces sockets irrigated with saline sutured with three oh chromic gauze packs placed she was snoring lightly through most of it sats stayed above ninety six percent iv removed recovered in the chair discharged to mom with post op instructions rx ibuprofen six hundred milligrams every six hours and acetaminophen five hundred milligrams every six hours alternating follow up one week',
    expect: {
      CC: 'Removal of all 4 wisdom teeth under IV sedation',
      'MED HX': 'NPO since midnight. Asthma uses albuterol inhaler brought it with her. Allergic to codeine',
      RADIO: 'Pano reviewed. #17 and #32 mesioangular partial bony. #1 and #16 erupted',
      CONSULT: 'Risks explained nerve injury dry socket sinus involvement',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17, #32'],
      TX: [
        'Monitors on',
        'Baseline vitals normal',
        'IV started in left antecubital',
        'Midazolam 5 mg and fentanyl 50 mcg titrated',
        'LA: 4 carpules articaine 4% 1:100,000 epinephrine, IANB left + IANB right + buccal infiltrations',
        '#1, #16 extracted with forceps',
        'Surgical extraction #17, #32',
        'Envelope flaps',
        'Bone removed buccally with a 557 bur',
        'Teeth sectioned and delivered in pieces',
        'Sockets irrigated with saline',
        'Sutured with 3-0 chromic',
        'Gauze packs placed',
        'Sats stayed above 96%',
        'IV removed',
        'Recovered in the chair',
        'Discharged to mom with post-op instructions',
        'Rx ibuprofen 600 mg every 6 hours and acetaminophen 500 mg every 6 hours alternating',
      ],
      NOTES: 'Escort is her mother in the waiting room. She was snoring lightly through most of it',
      'F/U': 'Follow up 1 week',
    },
  }),
  defineCase({
    id: 'az17-us-typed-numbered-op-note-extraction-14-oac-advancement-flap',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for ext #14 (fractured palatal root, previous RCT). Med hx: HTN (losartan); NKDA. CBCT: #14 roots in close contact with sinus floor. Risks incl. sinus communication explained; consent signed.\n1) LA: 2 carps 4% articaine 1:100k epi, buccal + palatal infiltration #14\n2) Crown sectioned B/P; roots separated (MB/DB/P)\n3) #14 extracted w/ periotomes + elevators; P root delivered intact\n4) Valsalva +ve: 4 mm OAC at P root socket\n5) Buccal advancement flap (periosteal release) + collagen plug; 4-0 Vicryl horizontal mattress x2\n6) Hemostasis w/ gauze\n7) Sinus precautions reviewed: no nose blowing / sneeze w/ mouth open / no straws x 2 wks\n8) Rx amoxicillin 500 mg TID x 7 days; Afrin 2 sprays BID x 3 days; ibuprofen 600 mg q6h prn\nPt anxious pre-op, settled w/ music. RTC 1 wk for suture removal + sinus check. Plan: ridge eval for implant #14 at 4 months.',
    expect: {
      CC: 'Ext #14 (fractured palatal root, previous RCT)',
      'MED HX': 'HTN (losartan); NKDA',
      RADIO: 'CBCT: #14 roots in close contact with sinus floor',
      CONSULT:
        'Risks incl. sinus communication explained. Sinus precautions reviewed: no nose blowing / sneeze w/ mouth open / no straws x 2 wks',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Extraction #14'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
        'Crown sectioned B/P',
        'Roots separated (MB/DB/P)',
        '#14 extracted w/ periotomes + elevators',
        'P root delivered intact',
        'Valsalva +ve: 4 mm OAC at P root socket',
        'Buccal advancement flap (periosteal release) + collagen plug',
        '4-0 Vicryl horizontal mattress x2',
        'Hemostasis w/ gauze',
        'Rx amoxicillin 500 mg TID x 7 days',
        'Afrin 2 sprays BID x 3 days',
        'Ibuprofen 600 mg q6h prn',
      ],
      'TX PLAN': ['Ridge eval for implant #14 at 4 months'],
      NOTES: 'Pt anxious pre-op, settled w/ music',
      'F/U': 'RTC 1 wk for suture removal + sinus check',
    },
  }),

  // ── UK periodontist / hygienist-therapist, FDI ──
  defineCase({
    id: 'az18-uk-asr-rsd-ur-lr-quadrants-periochip-47-16-one-break',
    style: 'UK',
    asr: true,
    transcript:
      "right patient attended for non surgical periodontal therapy upper right and lower right quadrants first of two visits medical history type two diabetes on metformin last hba1c fifty two smoker ten a day plaque score forty percent bleeding score thirty five percent topical benzocaine applied then la two cartridges articaine four percent one in a hundred thousand adrenaline buccal infiltration one six and one four plus id block right then root surface debridement upper right quadrant with the piezo ultrasonic and gracey curettes um heavy subgingival calculus on the palatal of one six and one seven then same for the lower right quadrant four seven distal pocket still bleeding after debridement so periochip placed in four seven distal and one six mesio palatal pockets she did really well only needed one break to rinse oral hygiene instruction with interdental brushes red and blue sizes shown in the mirror smoking cessation advice given she's thinking about it post op advice sensitivity and tender gums for a few days next visit rsd upper left and lower left in two weeks",
    expect: {
      CC: 'Non surgical periodontal therapy upper right and lower right quadrants first of 2 visits',
      'MED HX': 'Type 2 diabetes on metformin. Last HbA1c 52. Smoker 10 a day',
      PERIO: 'Plaque score 40%. Bleeding score 35%',
      CONSULT: "Smoking cessation advice given. She's thinking about it",
      'TX TODAY': ['RSD', 'OHI'],
      TX: [
        'Topical benzocaine applied',
        'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration 16, 14 + IDB right',
        'Root surface debridement upper right quadrant with the piezo ultrasonic and Gracey curettes',
        'Heavy subgingival calculus on the palatal of 16, 17',
        'Same for the lower right quadrant',
        '47 distal pocket still bleeding after debridement',
        'PerioChip placed in 47 distal and 16 MP pockets',
        'Oral hygiene instruction with interdental brushes red and blue sizes shown in the mirror',
        'Post-op advice sensitivity and tender gums for a few days',
      ],
      NOTES: 'She did really well. Only needed 1 break to rinse',
      NV: ['RSD upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'az19-uk-typed-perio-reeval-reinstrumentation-air-polishing-dentomycin-pmpr',
    style: 'UK',
    asr: false,
    transcript:
      'Attended for perio re-evaluation + re-treatment of residual sites (3/12 post RSD). MH: no change; ex-smoker (quit 6/12 ago). Plaque 15% / bleeding 12% (was 48% / 40%). Residual PPD ≥5 mm: 17 DP 6 mm, 26 MB 5 mm, 36 DL 6 mm (BOP+). Dx: generalised periodontitis stage III grade B – currently unstable (residual sites). Tx: LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration 17; re-instrumentation of residual sites (17 DP / 26 MB / 36 DL) with mini-five curettes + fine ultrasonic tips; subgingival air polishing (glycine) all sites ≥4 mm; Dentomycin gel into 17 DP pocket. Pt dozed during air polishing. OHI: single-tufted brush for 17 distal; interspace brush demo. Supragingival PMPR remaining teeth. Discussed possible surgery 17 if no improvement. Plan: re-evaluate 17 at next SPT; refer for surgery if PPD still ≥6 mm. Recall SPT 3/12.',
    expect: {
      CC: 'Perio re-evaluation + re-treatment of residual sites (3 months post RSD)',
      'MED HX': 'No change; ex-smoker (quit 6 months ago)',
      PERIO:
        'Plaque 15% / bleeding 12% (was 48% / 40%). Residual PPD ≥5 mm: 17 DP 6 mm, 26 MB 5 mm, 36 DL 6 mm (BOP+)',
      DX: ['Generalised periodontitis stage III grade B – currently unstable (residual sites)'],
      CONSULT: 'Discussed possible surgery 17 if no improvement',
      'TX TODAY': ['OHI', 'PMPR'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 17',
        'Re-instrumentation of residual sites (17 DP / 26 MB / 36 DL) with mini-five curettes + fine ultrasonic tips',
        'Subgingival air polishing (glycine) all sites ≥4 mm',
        'Dentomycin gel into 17 DP pocket',
        'OHI: single-tufted brush for 17 distal',
        'Interspace brush demo',
        'Supragingival PMPR remaining teeth',
      ],
      'TX PLAN': ['Re-evaluate 17 at next SPT', 'Refer for surgery if PPD still ≥6 mm'],
      NOTES: 'Pt dozed during air polishing',
      'F/U': 'Recall SPT 3 months',
    },
  }),
  defineCase({
    id: 'az20-uk-asr-therapist-hall-crown-85-fs-46-sdf-74-varnish-no-wait',
    style: 'UK',
    asr: true,
    transcript:
      'um mum present seven year old attended for hall crown on eight five and fissure sealant four six as planned medical history fit and well no allergies no la needed eight five separators removed hall crown size five no wait size four tried in and cemented on eight five with glass ionomer luting cement he bit down on a cotton roll until set excess cement removed floss through the contacts occlusion slightly high as expected then fissure sealant four six cotton wool isolation etched rinsed dried delton applied and light cured checked with a probe then silver diamine fluoride seven four dried first and applied for one minute told mum it will stain black then fluoride varnish twenty two thousand six hundred ppm on all teeth he was brilliant and picked a sticker at the end diet advice given to mum no juice between meals recall three months',
    expect: {
      CC: 'Hall crown on 85 and fissure sealant 46 as planned',
      'MED HX': 'Fit and well. No allergies',
      CONSULT: 'Told mum it will stain black. Diet advice given to mum no juice between meals',
      'TX TODAY': ['SSC 85', 'Fissure sealant 46', 'SDF 74', 'Fluoride varnish'],
      TX: [
        'No LA needed',
        '85 separators removed',
        'Hall crown size 4 tried in and cemented 85 with glass ionomer luting cement',
        'He bit down on a cotton roll until set',
        'Excess cement removed',
        'Floss through the contacts',
        'Occlusion slightly high as expected',
        'Fissure sealant 46',
        'Cotton wool isolation',
        'Etched',
        'Rinsed',
        'Dried',
        'Delton applied and light cured',
        'Checked with a probe',
        'Silver diamine fluoride 74',
        'Dried first and applied for 1 minute',
        'Fluoride varnish 22,600 ppm on all teeth',
      ],
      NOTES: 'Mum present. 7 year old. He was brilliant and picked a sticker at the end',
      'F/U': 'Recall 3 months',
    },
  }),

  // ── US pediatric dentist, Universal letters ──
  defineCase({
    id: 'az21-us-asr-peds-nitrous-pulpotomy-ssc-l-do-composite-k-wiggly',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay uh six year old with mom here for treatment on letter k and letter l medical history healthy no meds no allergies frankl three to start nitrous oxide thirty percent with oxygen topical twenty percent benzocaine then one carpule lidocaine two percent one to one hundred thousand epi left ianb rubber dam placed removed the decay on l it was into the pulp so we did a pulpotomy on l with ferric sulfate fifteen seconds good hemostasis then irm base then prepped l for a stainless steel crown size five cemented with ketac cem k had only a small lesion so disto occlusal composite on k shade a one he got wiggly halfway so we took a little break one hundred percent oxygen for five minutes at the end post op instructions to mom careful with lip and cheek biting soft foods tonight next visit prophy and sealants on nineteen and thirty in six months',
    expect: {
      CC: 'Treatment on #K and #L',
      'MED HX': 'Healthy. No meds. No allergies',
      'TX TODAY': ['Pulpotomy #L', 'SSC #L', 'DO composite #K'],
      TX: [
        'Nitrous oxide 30% with oxygen',
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam placed',
        'Removed the decay #L',
        'It was into the pulp',
        'We did a pulpotomy #L with ferric sulfate 15 seconds',
        'Good hemostasis',
        'IRM base',
        'Prepped #L for a stainless steel crown size 5',
        'Cemented with Ketac Cem',
        '#K had only a small lesion',
        'DO composite #K',
        'Shade A1',
        '100% oxygen for 5 minutes at the end',
        'Post-op instructions to mom careful with lip and cheek biting soft foods tonight',
      ],
      NOTES: '6 year old with mom. Frankl 3 to start. He got wiggly halfway so we took a little break',
      NV: ['Prophy and sealants #19, #30 in 6 months'],
    },
  }),
  defineCase({
    id: 'az22-us-asr-peds-sdf-b-i-s-interim-gic-a-varnish-lap-to-lap',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "four year old with dad and grandma here for silver diamine fluoride and fluoride varnish uh medical history healthy allergic to amoxicillin hives lap to lap exam with dad he cried but was okay letter b letter i and letter s have cavities letter a has a deep occlusal cavity discussed s d f will stain the cavities black permanently dad okay with it verbal consent from dad cotton rolls and petroleum jelly on the lips dried the teeth silver diamine fluoride thirty eight percent applied to b i and s for one minute each then an interim occlusal glass ionomer on letter a hand excavation only no anesthetic then fluoride varnish on all teeth told dad nothing to eat or drink for thirty minutes and brush tonight he calmed down with a video on dad's phone next visit reapply s d f in one month",
    expect: {
      CC: 'Silver diamine fluoride and fluoride varnish',
      'MED HX': 'Healthy. Allergic to amoxicillin hives',
      DENTAL: [
        ['B', 'Cavities'],
        ['I', 'Cavities'],
        ['S', 'Cavities'],
        ['A', 'Deep O cavity'],
      ],
      CONSULT:
        'Discussed SDF will stain the cavities black permanently. Dad okay with it. Told dad nothing to eat or drink for 30 minutes and brush tonight',
      CONSENT: 'Verbal consent from dad',
      'TX TODAY': ['SDF #B, #I, #S', 'O GIC #A', 'Fluoride varnish'],
      TX: [
        'Cotton rolls and petroleum jelly on the lips',
        'Dried the teeth',
        'Silver diamine fluoride 38% applied #B, #I, #S for 1 minute each',
        'Interim O glass ionomer #A',
        'Hand excavation only',
        'No anesthetic',
        'Fluoride varnish on all teeth',
      ],
      NOTES:
        "4 year old with dad and grandma. Lap to lap exam with dad. He cried but was okay. He calmed down with a video on dad's phone",
      NV: ['Reapply SDF in 1 month'],
    },
  }),
  defineCase({
    id: 'az23-us-typed-peds-extraction-t-band-and-loop-impression-nitrous',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "7 y/o F w/ mom. CC: bump on gum LR x 2 weeks, no pain. Med hx: ADHD (Focalin); NKDA. #T: large DO caries, buccal parulis, mobility I. PA #T: furcation radiolucency; #29 developing (root 1/3). Dx: chronic apical abscess #T. Discussed ext #T + band & loop vs pulpectomy (poor prognosis); mom chose ext. Consent signed by mom.\nTx: N2O/O2 40%/60%; topical; 1 carp 2% lido 1:100k epi, R IANB. Band size 35 fitted on #30 (pre-ext); alginate impression LR w/ band in place; band transferred to impression. #T extracted w/ #151 forceps; roots resorbed. Socket curetted (granulation tissue); gauze pressure; hemostasis OK. 100% O2 x 5 min. Pt brave, Frankl 3. POI to mom (soft foods / no straws / watch lip biting). Children's ibuprofen as needed advised.\nNV: cement band & loop #30 to #S in 1 week.",
    expect: {
      CC: 'Bump on gum LR x 2 weeks, no pain',
      'MED HX': 'ADHD (Focalin); NKDA',
      DENTAL: [['T', 'Large DO caries, buccal parulis, mobility I']],
      RADIO: 'PA #T: furcation radiolucency; #29 developing (root 1/3)',
      DX: ['Chronic apical abscess #T'],
      CONSULT:
        "Discussed ext #T + band & loop vs pulpectomy (poor prognosis); mom chose ext. Children's ibuprofen as needed advised",
      CONSENT: 'Consent signed by mom',
      'TX TODAY': ['Impression', 'Extraction #T'],
      TX: [
        'N2O/O2 40%/60%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB R',
        'Band size 35 fitted #30 (pre-ext)',
        'Alginate impression LR w/ band in place',
        'Band transferred to impression',
        '#T extracted w/ #151 forceps',
        'Roots resorbed',
        'Socket curetted (granulation tissue)',
        'Gauze pressure',
        'Hemostasis OK',
        '100% O2 x 5 min',
        'POI to mom (soft foods / no straws / watch lip biting)',
      ],
      NOTES: '7 y/o F w/ mom. Pt brave, Frankl 3',
      NV: ['Cement band & loop #30 to #S in 1 week'],
    },
  }),

  // ── UK prosthodontist / denture dentist, Palmer ──
  defineCase({
    id: 'az24-uk-asr-palmer-denture-fit-pip-eases-clasps-sorry-smiling',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "er attended for fit of new upper complete and lower cobalt chrome partial dentures medical history no changes still on warfarin upper denture inserted good retention and peripheral seal lower partial seated fully lower right four and lower left five sorry lower left four clasps engaged pressure indicating paste upper showed a pressure spot over the left tuberosity relieved with an acrylic bur lower lingual flange relieved slightly in the lower right premolar region occlusion checked with articulating paper premature contact on the upper left premolars adjusted even contacts both sides she's really pleased with the look said she finally feels like smiling again dentures fitted instructions given on insertion removal cleaning and leaving them out at night written leaflet given next visit denture ease in one week",
    expect: {
      CC: 'Fit of new upper complete and lower cobalt chrome partial dentures',
      'MED HX': 'No changes. Still on warfarin',
      CONSULT:
        'Instructions given on insertion removal cleaning and leaving them out at night. Written leaflet given',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Upper denture inserted',
        'Good retention and peripheral seal',
        'Lower partial seated fully',
        'LR4, LL4 clasps engaged',
        'Pressure indicating paste upper showed a pressure spot over the left tuberosity',
        'Relieved with an acrylic bur',
        'Lower lingual flange relieved slightly in the lower right premolar region',
        'Occlusion checked with articulating paper',
        'Premature contact on the upper left premolars adjusted',
        'Even contacts both sides',
        'Dentures fitted',
      ],
      NOTES: "She's really pleased with the look. Said she finally feels like smiling again",
      NV: ['Denture adjustment in 1 week'],
    },
  }),
  defineCase({
    id: 'az25-uk-typed-palmer-denture-adjustment-chairside-reline-kooliner',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'C/O: lower complete denture loose, food under it, sore L side x 1/52. Denture 7 yrs old. MH: T2DM (metformin, gliclazide); NKDA. Daughter drove her in. IO: ulcer 4 mm LL buccal sulcus opposite LL5 region, resorbed lower ridge, upper ridge firm. Dx: traumatic ulcer; ill-fitting lower denture. Options: chairside reline (£95) / new dentures (£700+); pt chose reline. Verbal consent. Tx: denture adjustment: PIP to fit surface; flange relieved over ulcer; rechecked w/ PIP, all clear. Border moulding w/ greenstick LL/LR buccal. Fit surface roughened. Adhesive applied. Kooliner hard reline seated in light occlusion x 5 min. Excess trimmed; polished. Retention much improved. Pt delighted. Occlusion checked/balanced. Advised Difflam rinse + leave denture out at night until ulcer heals. Review 1/52.',
    expect: {
      CC: 'Lower complete denture loose, food under it, sore L side x 1 week. Denture 7 yrs old',
      'MED HX': 'T2DM (metformin, gliclazide); NKDA',
      INTRA: 'Ulcer 4 mm LL buccal sulcus opposite LL5 region, resorbed lower ridge, upper ridge firm',
      DX: ['Traumatic ulcer', 'Ill-fitting lower denture'],
      CONSULT:
        'Options: chairside reline (£95) / new dentures (£700+); pt chose reline. Advised Difflam rinse + leave denture out at night until ulcer heals',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Denture adjustment'],
      TX: [
        'Denture adjustment',
        'PIP to fit surface',
        'Flange relieved over ulcer',
        'Rechecked w/ PIP',
        'All clear',
        'Border moulding w/ greenstick LL/LR buccal',
        'Fit surface roughened',
        'Adhesive applied',
        'Kooliner hard reline seated in light occlusion x 5 min',
        'Excess trimmed',
        'Polished',
        'Retention much improved',
        'Occlusion checked/balanced',
      ],
      NOTES: 'Daughter drove her in. Pt delighted',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'az26-uk-typed-palmer-numbered-xla-ur1-ul1-immediate-denture-fit',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UR1 + UL1 and fit of immediate upper acrylic partial denture (made from impressions 2/52 ago). MH: no change; ex-smoker. Consent form signed at last visit; risks of ridge shrinkage + need for reline at 3-6 months re-explained.\n1) LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial + palatal infiltration UR1 and UL1\n2) UR1 and UL1 extracted with upper root forceps; roots intact\n3) Sockets compressed; haemostasis with damp gauze\n4) Immediate denture fitted; labial flange trimmed (blanching)\n5) Occlusion checked; even contacts\n6) POIG verbal + written (keep denture in for first 24 h)\nPt tearful at first seeing the gap, pleased with appearance once denture in.\nNV: 24 h check; denture ease 1/52.',
    expect: {
      CC: 'XLA UR1 + UL1 and fit of immediate upper acrylic partial denture (made from impressions 2 weeks ago)',
      'MED HX': 'No change; ex-smoker',
      CONSENT: 'Consent form signed at last visit',
      CONSULT: 'Risks of ridge shrinkage + need for reline at 3-6 months re-explained',
      'TX TODAY': ['Extraction UR1, UL1', 'Denture fit'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, labial infiltration + palatal infiltration UR1, UL1',
        'UR1, UL1 extracted with upper root forceps',
        'Roots intact',
        'Sockets compressed',
        'Haemostasis with damp gauze',
        'Immediate denture fitted',
        'Labial flange trimmed (blanching)',
        'Occlusion checked',
        'Even contacts',
        'POIG verbal + written (keep denture in for first 24 h)',
      ],
      NOTES: 'Pt tearful at first seeing the gap, pleased with appearance once denture in',
      NV: ['24 h check', 'Denture adjustment 1 week'],
    },
  }),

  // ── US prosthodontist, Universal ──
  defineCase({
    id: 'az27-us-typed-bridge-prep-12-14-core-double-cord-temp-bridge-eliquis',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for 3-unit bridge prep #12 and #14 (pontic #13). Med hx: reviewed, no changes; on Eliquis (not stopped). NKDA. Fee $3,450 reviewed; ins. pre-auth approved. Consent signed. Tx: 2 carps 4% articaine 1:100k epi, buccal + palatal infiltration #12 and #14. Old DO amalgam #14 removed; recurrent caries excavated; buildup #14 w/ MultiCore. Bridge prep #12 and #14 (PFM). Reduction 1.5 mm occlusal / 1.2 mm facial shoulder / 0.5 mm lingual chamfer. Parallelism checked w/ mirror. Double cord technique (Ultrapak) w/ Hemodent. Pt nervous re bleeding on Eliquis; reassured. Final PVS impression (Aquasil heavy/light). Bite reg (Blu-Mousse). Shade: A3 body / A2 incisal (photo w/ shade tab). Temp bridge fabricated w/ Luxatemp from pre-op matrix; cemented w/ TempBond NE; occlusion adjusted. POI given. NV: seat bridge #12 and #14 in 2 weeks.',
    expect: {
      CC: '3-unit bridge prep #12 and #14 (pontic #13)',
      'MED HX': 'Reviewed, no changes; on Eliquis (not stopped). NKDA',
      CONSULT: 'Fee $3,450 reviewed; ins. pre-auth approved',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Bridge prep #12, #14', 'Impression', 'Temporary bridge'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #12, #14',
        'Old DO amalgam #14 removed',
        'Recurrent caries excavated',
        'Buildup #14 w/ MultiCore',
        'Bridge prep #12, #14 (PFM)',
        'Reduction 1.5 mm occlusal / 1.2 mm facial shoulder / 0.5 mm lingual chamfer',
        'Parallelism checked w/ mirror',
        'Double cord technique (Ultrapak) w/ Hemodent',
        'Final PVS impression (Aquasil heavy/light)',
        'Bite reg (Blu-Mousse)',
        'Shade: A3 body / A2 incisal (photo w/ shade tab)',
        'Temp bridge fabricated w/ Luxatemp from pre-op matrix',
        'Cemented w/ TempBond NE',
        'Occlusion adjusted',
        'POI given',
      ],
      NOTES: 'Pt nervous re bleeding on Eliquis; reassured',
      NV: ['Bridge fit #12, #14 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'az28-us-asr-post-core-crown-prep-9-digital-scan-i-mean-shade',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for post and core and crown prep on number nine root canal was done by the endodontist last month uh medical history no changes takes levothyroxine no allergies one carpule lidocaine two percent one to one hundred thousand epi labial infiltration number nine and a palatal infiltration cavit removed gutta percha removed with a heated plugger leaving five millimeters apical seal post space prepared with the parapost drills to size five fiber post tried in and cemented with relyx unicem core built up with composite around the post then crown prep on number nine for an e max crown one millimeter shoulder facially retraction cord placed digital scan with the primescan bite scanned shade a two with some white spots I mean shade a one with white spots noted photos taken for the lab temporary crown made from the putty matrix with luxatemp cemented with tempbond clear smoothed and polished she was really worried about being seen without a front tooth so we made sure the temp looked good before she left next visit seat crown number nine in two weeks',
    expect: {
      CC: 'Post and core and crown prep on #9. Root canal was done by the endodontist last month',
      'MED HX': 'No changes. Takes levothyroxine. No allergies',
      'TX TODAY': ['Crown prep #9', 'Temporary crown'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration #9 + palatal infiltration',
        'Cavit removed',
        'Gutta percha removed with a heated plugger leaving 5 mm apical seal',
        'Post space prepared with the ParaPost drills to size 5',
        'Fiber post tried in and cemented with RelyX Unicem',
        'Core built up with composite around the post',
        'Crown prep #9 for an e.max crown',
        '1 mm shoulder facially',
        'Retraction cord placed',
        'Digital scan with the Primescan',
        'Bite scanned',
        'Shade A1 with white spots noted',
        'Photos taken for the lab',
        'Temporary crown made from the putty matrix with Luxatemp',
        'Cemented with TempBond Clear',
        'Smoothed and polished',
      ],
      NOTES:
        'She was really worried about being seen without a front tooth so we made sure the temp looked good before she left',
      NV: ['Crown fit #9 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'az29-us-typed-zirconia-bridge-seat-3-5-tack-cure-superfloss-ohi',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for seat of 3-unit zirconia bridge #3 and #5 (pontic #4). Med hx: no changes. No LA (abutments non-sensitive). Temp bridge removed w/ hemostat; TempBond cleaned off abutments w/ scaler + pumice. Bridge tried in. #3 M contact tight; adjusted and polished w/ diamond polishers. Margins closed on both abutments w/ explorer. Pontic tissue blanching resolved in ~2 min. Abutments cleaned w/ Consepsis. Bridge cemented #3 and #5 w/ RelyX Unicem 2. Tack cure 2 s; excess removed; full cure. Occlusion: MIP + lateral excursions; light contact on pontic adjusted. OHI: Superfloss + water flosser under pontic. Pt very happy, says it feels like her own teeth. Recall 6 months. NV: night guard impressions (bruxism).',
    expect: {
      CC: 'Seat of 3-unit zirconia bridge #3 and #5 (pontic #4)',
      'MED HX': 'No changes',
      'TX TODAY': ['Bridge fit #3, #5', 'OHI'],
      TX: [
        'No LA (abutments non-sensitive)',
        'Temp bridge removed w/ hemostat',
        'TempBond cleaned off abutments w/ scaler + pumice',
        'Bridge tried in',
        '#3 M contact tight',
        'Adjusted and polished w/ diamond polishers',
        'Margins closed on both abutments w/ explorer',
        'Pontic tissue blanching resolved in ~2 min',
        'Abutments cleaned w/ Consepsis',
        'Bridge cemented #3, #5 w/ RelyX Unicem 2',
        'Tack cure 2 s',
        'Excess removed',
        'Full cure',
        'Occlusion: MIP + lateral excursions',
        'Light contact on pontic adjusted',
        'OHI: Superfloss + water flosser under pontic',
      ],
      NOTES: 'Pt very happy, says it feels like her own teeth',
      NV: ['Night guard impressions (bruxism)'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'az30-us-asr-appends-recement-19-mo-composite-18-remove-flossed',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh patient here for crown off number nineteen since last night and a chipped filling on eighteen medical history no changes allergic to codeine nineteen prep sound no recurrent decay crown intact no anesthetic for the crown cleaned the old cement out of the crown with a spoon and the ultrasonic scaler pumiced the prep tried it in seats fully margins closed recemented the crown on nineteen with fuji plus cleaned off the excess flossed then one carpule lidocaine two percent one to one hundred thousand epi left ianb old mesial occlusal composite on eighteen removed recurrent decay mesially removed mesial occlusal composite on eighteen with a sectional matrix shade a three occlusion checked she was chatty the whole time post op instructions given recall three months',
    appends: [
      'remove flossed add to notes she eats sticky candy every day',
      'change three months to six months next visit crown number eighteen',
    ],
    expect: {
      CC: 'Crown off #19 since last night and a chipped filling on #18',
      'MED HX': 'No changes. Allergic to codeine',
      DENTAL: [['19', 'Prep sound no recurrent decay crown intact']],
      'TX TODAY': ['Crown recement #19', 'MO composite #18'],
      TX: [
        'No anesthetic for the crown',
        'Cleaned the old cement out of the crown with a spoon and the ultrasonic scaler',
        'Pumiced the prep',
        'Tried it in',
        'Seats fully',
        'Margins closed',
        'Recemented the crown #19 with Fuji Plus',
        'Cleaned off the excess',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Old MO composite #18 removed',
        'Recurrent decay mesially removed',
        'MO composite #18 with a sectional matrix',
        'Shade A3',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'She was chatty the whole time. She eats sticky candy every day',
      NV: ['Crown #18'],
      'F/U': 'Recall 6 months',
    },
  }),
];
