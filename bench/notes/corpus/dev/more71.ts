// A seventy-first development batch (ids bu01–bu30), written blind from the contract (corpus README from "## General
// rules", case.ts, the dental reference and more56 / more58 as format examples only) on 27 November 2026 by a helper
// that had not seen the engine or any held-out split; every case was labelled before any check was run. It is
// children's and mixed-dentition dentistry as it is really dictated: recalls charting primary teeth (Universal letters
// said "letter K", "tooth K", "#K" or just "K"; Palmer "upper right d" / "LLE"; FDI 51–85), who came with the child and
// how the child coped, caries risk, fluoride varnish, fissure sealants, SDF, pulpotomies with stainless steel / preformed
// metal / Hall crowns, extractions of primary teeth, space maintainers, trauma to front teeth (avulsion, intrusion,
// luxation, crown fracture, splinting), orthodontic referral, eruption notes and parents' questions. Five clinicians:
//   bu01–bu06 a US paediatric dentist (Universal, recogniser-style):
//     bu01 a six-year-old's recall with letters K / L caries, bitewings, prophy and varnish, fillings booked;
//     bu02 a long pulpotomy and stainless steel crown on #S under nitrous with an "mta sorry biodentine" correction;
//     bu03 a three-year-old's SDF visit with grandpa (appended dictation: "add to notes …" / "next visit …");
//     bu04 a short Hall crown on #T;
//     bu05 a long avulsion of #8 replanted and splinted #7 to #10 with a "concussion sorry subluxation" correction;
//     bu06 a recall with lower incisors erupting lingual to #O / #P, a crossbite and an orthodontic referral;
//   bu07–bu12 a second US paediatric dentist (Universal; bu07, bu09, bu11 typed, bu08, bu10, bu12 recogniser-style):
//     bu07 an extraction of #K with a band-and-loop scan; bu08 a high-caries-risk recall with "tooth A" charting;
//     bu09 sealants on the 12-year molars with #A retained (appended dictation: "Add to treatment: …" / "Change …");
//     bu10 a band-and-loop cementation (no title); bu11 two composites under nitrous with arrested SDF on #L;
//     bu12 an intruded primary incisor #F in a two-year-old, monitored;
//   bu13–bu18 a US general dentist who sees many children (Universal; bu14, bu17 typed, the rest recogniser-style):
//     bu13 a short SDF recheck on K and L; bu14 a typed new-patient exam of a foster child with a plan and no extraction
//     yet; bu15 extractions of #C and #H for the orthodontist; bu16 a long MIH recall with an ectopic #3 and a GIC on
//     #19; bu17 a short typed recall of a four-year-old; bu18 glass ionomer and SDF for a child who would not accept the
//     drill, with "scratch that";
//   bu19–bu24 a UK general dentist (FDI; bu22, bu23 typed, the rest recogniser-style):
//     bu19 a seven-year-old's check-up with 64 / 65 caries and a "sorry" correction; bu20 a Hall crown on 85;
//     bu21 an uncomplicated crown fracture of 11 with subluxation of 21 (appended dictation: "add to treatment …" /
//     "change two weeks to one week"); bu22 a typed extraction of 74 with a sinus; bu23 a short typed avulsion of 61 not
//     replanted; bu24 a long pulpotomy and preformed metal crown on 84 with a size correction;
//   bu25–bu30 a UK dentist (Palmer; bu26, bu28, bu30 typed shorthand, bu25, bu27, bu29 recogniser-style Palmer words):
//     bu25 a six-year-old's check-up with LLE / LRE / LLD caries; bu26 a DO GIC on LRD; bu27 an eleven-year-old with a
//     palatal UL3, retained ULC and an orthodontic referral (appended dictation: "add to notes …" / "next visit …");
//     bu28 a splint removal four weeks after a lateral luxation of UL1 (no title); bu29 a short varnish visit;
//     bu30 a typed new patient aged four with early childhood caries referred for general anaesthetic.
// US 18 (Universal), UK 12 (FDI 6, Palmer 6); 20 recogniser-style and 10 typed; 48 to 256 words (bu02, bu16, bu24 over
// 250, bu04, bu13, bu17, bu29 under 60); four cases with
// appended dictation (bu03, bu09, bu21, bu27).
//
// Judgement calls where the contract was silent:
// - A child's age and who came with them are NOTES (as more58), also when said before "here for" / "attended with … for";
//   so are behaviour remarks and a Frankl score. Parents' questions with their answers, advice after treatment (soft
//   diet, no hot drinks, supervised brushing, diet advice) and explanations are CONSULT.
// - "Hall crown", "preformed metal crown" and "stainless steel crown" give the title "SSC" and stay as said in TX; "GIC"
//   / "glass ionomer" with a tooth in its item is a filling title ("GIC #B, #I", "GIC 11", "GIC #19"); cemented or luted
//   "with glass ionomer" is a material and no title. A band and loop, its scan, cementation and a splint removed are no
//   titles; "splinted #7 to #10 with flexible wire and composite" is "Splint #7 to #10" (composite is what it is done with).
// - Caries risk said after "diagnosis" / "Dx" is a DX item; a referral to an orthodontist or for a general anaesthetic
//   is TX PLAN, and "plan extract O and P …" is "Extraction #O, #P …".
// - "Sealants" said alone stays as said (CC, TX PLAN, DENTAL); the treatment steps say "fissure sealants" to be titles.
// - A socket, a sinus "buccal to 74" and a splint spanning several teeth are INTRA; primary incisors named only as a
//   place ("lingual to O and P", "under the distal of letter a") get no entry from that clause.
import { defineCase, type NotesCase } from '../case.ts';

export const more71Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. US paediatric dentist (Universal, recogniser-style)
  defineCase({
    id: 'bu01-us-asr-child-recall-letters-k-l-caries-bitewings-varnish',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'six year old here for his six month recall mom is with him no concerns medical history healthy no medications no known allergies extraoral within normal limits intraoral soft tissues normal um gingiva healthy plaque on the lower anteriors letter b and letter i sound letter k mesial caries letter l distal caries tooth s occlusal sealant intact three and fourteen erupting nineteen and thirty fully erupted two bitewings k and l caries into dentin diagnosis caries k and l prophy fluoride varnish mom asked if she needs to floss for him said yes every night where the back teeth touch book for fillings on k and l recall six months',
    expect: {
      CC: 'His 6 month recall. No concerns',
      'MED HX': 'Healthy. No medications. No known allergies',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy. Plaque on the lower anteriors',
      DENTAL: [
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['K', 'M caries'],
        ['L', 'D caries'],
        ['S', 'Occlusal sealant intact'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Fully erupted'],
        ['30', 'Fully erupted'],
      ],
      RADIO: '2 bitewings. #K and #L caries into dentin',
      DX: ['Caries #K, #L'],
      CONSULT: 'Mom asked if she needs to floss for him. Said yes every night where the back teeth touch',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old. Mom is with him',
      NV: ['Fillings #K, #L'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bu02-us-asr-child-pulpotomy-ssc-s-nitrous-mta-sorry-biodentine-tylenol',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "seven year old here for treatment on the lower right dad brought her she gets food stuck on the lower right no pain at night medical history mild asthma albuterol as needed last used a month ago no allergies tooth s large distal occlusal caries no swelling not mobile t occlusal composite intact thirty erupted sound pa of s caries close to the pulp no furcation radiolucency diagnosis reversible pulpitis s discussed pulpotomy and stainless steel crown with dad risks benefits and alternatives including extraction and a space maintainer dad wants to save the tooth verbal and written consent from dad nitrous oxide at thirty percent um topical benzocaine one carpule lidocaine two percent with one to one hundred thousand epi right ianb bite block placed rubber dam caries removed pulp exposed pulpotomy s coronal pulp amputated bleeding controlled with a wet cotton pellet in two minutes mta sorry biodentine placed gic over it stainless steel crown s size five adapted and crimped cemented with ketac cem excess removed floss through the contacts occlusion checked hundred percent oxygen for five minutes at the end she was a bit teary with the injection but settled and did really well post op instructions given to dad told him soft foods today and to watch for lip and cheek biting dad asked if it will hurt tonight told him children's tylenol if needed dad asked how long the crown lasts told him until the tooth falls out around age ten to twelve recall in three months",
    expect: {
      CC: 'Treatment on the lower right. She gets food stuck on the lower right. No pain at night',
      'MED HX': 'Mild asthma albuterol as needed last used a month ago. No allergies',
      DENTAL: [
        ['S', 'Large DO caries no swelling not mobile'],
        ['T', 'O composite intact'],
        ['30', 'Erupted sound'],
      ],
      RADIO: 'PA of #S caries close to the pulp. No furcation radiolucency',
      DX: ['Reversible pulpitis #S'],
      CONSULT:
        "Discussed pulpotomy and stainless steel crown with dad risks benefits and alternatives including extraction and a space maintainer. Dad wants to save the tooth. Told him soft foods today and to watch for lip and cheek biting. Dad asked if it will hurt tonight. Told him Children's Tylenol if needed. Dad asked how long the crown lasts. Told him until the tooth falls out around age 10 to 12",
      CONSENT: 'Verbal and written consent from dad',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'Nitrous oxide at 30%',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Bite block placed',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #S',
        'Coronal pulp amputated',
        'Bleeding controlled with a wet cotton pellet in 2 minutes',
        'Biodentine placed',
        'GIC over it',
        'Stainless steel crown #S size 5 adapted and crimped',
        'Cemented with Ketac Cem',
        'Excess removed',
        'Floss through the contacts',
        'Occlusion checked',
        '100% oxygen for 5 minutes at the end',
        'Post-op instructions given to dad',
      ],
      NOTES: '7 year old. Dad brought her. She was a bit teary with the injection but settled and did really well',
      'F/U': 'Recall in 3 months',
    },
  }),
  defineCase({
    id: 'bu03-us-asr-appends-toddler-sdf-e-f-g-grandpa-bedtime-bottle',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'three year old here for a recheck of her front teeth no pain grandpa says she still has a bottle at bedtime grandpa is with her healthy no meds no allergies e f and g brown cavitated caries near the gumline d sound k l s and t sound silver diamine fluoride applied to e f and g fluoride varnish on the rest talked to grandpa about stopping the bedtime bottle and brushing twice a day with a smear of fluoride toothpaste recall three months',
    appends: ["add to notes she sat on grandpa's lap for the exam", 'next visit reapply silver diamine fluoride to e f and g'],
    expect: {
      CC: 'Recheck of her front teeth. No pain. Grandpa says she still has a bottle at bedtime',
      'MED HX': 'Healthy. No meds. No allergies',
      DENTAL: [
        ['E', 'Brown cavitated caries near the gumline'],
        ['F', 'Brown cavitated caries near the gumline'],
        ['G', 'Brown cavitated caries near the gumline'],
        ['D', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      CONSULT:
        'Talked to grandpa about stopping the bedtime bottle and brushing twice a day with a smear of fluoride toothpaste',
      'TX TODAY': ['SDF #E, #F, #G', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride applied #E, #F, #G', 'Fluoride varnish on the rest'],
      NOTES: "3 year old. Grandpa is with her. She sat on grandpa's lap for the exam",
      NV: ['Reapply SDF #E, #F, #G'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bu04-us-asr-short-hall-crown-t-no-la-bite-high',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "five year old here for a hall crown on letter t dad's with him no changes to his health no la needed size four hall crown t filled with gic and seated under biting pressure excess removed bite high as expected told dad it will settle in a few weeks great behavior recall three months",
    expect: {
      CC: 'Hall crown on #T',
      'MED HX': 'No changes to his health',
      CONSULT: 'Told dad it will settle in a few weeks',
      'TX TODAY': ['SSC #T'],
      TX: [
        'No LA needed',
        'Size 4 Hall crown #T filled with GIC and seated under biting pressure',
        'Excess removed',
        'Bite high as expected',
      ],
      NOTES: "5 year old. Dad's with him. Great behavior",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bu05-us-asr-avulsion-8-milk-replanted-splint-7-10-concussion-sorry-subluxation',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency eleven year old with mom he knocked out his upper front tooth at soccer about forty minutes ago mom found it and put it in milk no loss of consciousness no vomiting medical history healthy no allergies tetanus up to date extraoral swollen upper lip small abrasion on the chin intraoral socket of eight has a clot no alveolar fracture number nine slightly mobile tender to percussion seven and ten sound c and h mobile normal for his age pa of the upper anteriors eight socket empty no root fracture of nine closed apices diagnosis avulsion of eight and concussion of nine sorry subluxation of nine discussed replanting the tooth the risk of resorption and that it will need a root canal mom agreed verbal consent tooth held by the crown and rinsed with saline one carpule lidocaine two percent with one to one hundred thousand epi labial and palatal infiltration eight socket irrigated with saline clot removed eight replanted position checked splinted seven to ten with flexible wire and composite bite checked prescribed amoxicillin two fifty milligrams three times a day for seven days advised soft diet for two weeks and chlorhexidine swabs twice a day he was very brave next visit root canal on eight in one week splint removal at two weeks',
    expect: {
      CC: 'Emergency. He knocked out his upper front tooth at soccer about 40 minutes ago. Mom found it and put it in milk. No loss of consciousness. No vomiting',
      'MED HX': 'Healthy. No allergies. Tetanus up to date',
      EXTRA: 'Swollen upper lip. Small abrasion on the chin',
      INTRA: 'Socket of #8 has a clot. No alveolar fracture',
      DENTAL: [
        ['9', 'Slightly mobile tender to percussion'],
        ['7', 'Sound'],
        ['10', 'Sound'],
        ['C', 'Mobile normal for his age'],
        ['H', 'Mobile normal for his age'],
      ],
      RADIO: 'PA of the upper anteriors. #8 socket empty. No root fracture of #9. Closed apices',
      DX: ['Avulsion #8', 'Subluxation #9'],
      CONSULT:
        'Discussed replanting the tooth the risk of resorption and that it will need a root canal. Mom agreed. Advised soft diet for 2 weeks and chlorhexidine swabs twice a day',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Splint #7 to #10'],
      TX: [
        'Tooth held by the crown and rinsed with saline',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8',
        'Socket irrigated with saline',
        'Clot removed',
        '#8 replanted',
        'Position checked',
        'Splinted #7 to #10 with flexible wire and composite',
        'Bite checked',
        'Prescribed amoxicillin 250 mg 3 times a day for 7 days',
      ],
      NOTES: '11 year old with mom. He was very brave',
      NV: ['RCT #8 in 1 week', 'Splint removal at 2 weeks'],
    },
  }),
  defineCase({
    id: 'bu06-us-asr-recall-shark-teeth-24-25-lingual-to-o-p-crossbite-9-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "recall seven year old with mom no problems but mom's worried his bottom front teeth are coming in behind the baby teeth medical history no changes no allergies soft tissues normal gums healthy twenty four and twenty five erupting lingual to o and p o and p not mobile n and q sound three fourteen nineteen and thirty fissure sealants intact k and t distal occlusal composites intact number nine in crossbite no new caries panoramic taken to check eruption all successors present prophy fluoride varnish explained to mom the lower incisors usually move forward once the baby teeth come out plan extract o and p if still not loose in two months referral to orthodontist for crossbite on nine recall six months",
    expect: {
      CC: "Recall. No problems but mom's worried his bottom front teeth are coming in behind the baby teeth",
      'MED HX': 'No changes. No allergies',
      INTRA: 'Soft tissues normal. No new caries',
      PERIO: 'Gums healthy',
      DENTAL: [
        ['24', 'Erupting lingual to #O and #P'],
        ['25', 'Erupting lingual to #O and #P'],
        ['O', 'Not mobile'],
        ['P', 'Not mobile'],
        ['N', 'Sound'],
        ['Q', 'Sound'],
        ['3', 'Fissure sealants intact'],
        ['14', 'Fissure sealants intact'],
        ['19', 'Fissure sealants intact'],
        ['30', 'Fissure sealants intact'],
        ['K', 'DO composites intact'],
        ['T', 'DO composites intact'],
        ['9', 'In crossbite'],
      ],
      RADIO: 'Panoramic taken to check eruption. All successors present',
      CONSULT: 'Explained to mom the lower incisors usually move forward once the baby teeth come out',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      'TX PLAN': ['Extraction #O, #P if still not loose in 2 months', 'Referral to orthodontist for crossbite #9'],
      NOTES: '7 year old with mom',
      'F/U': 'Recall 6 months',
    },
  }),

  // ---------------------------------------------------------------- 2. Second US paediatric dentist (Universal)
  defineCase({
    id: 'bu07-us-typed-extraction-k-abscess-band-loop-scan-frankl-3',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Here for ext #K. 8 y/o w/ dad. Dad reports swelling LL last week, finished amoxicillin 2 days ago, no pain now. Med hx: ADHD, takes methylphenidate, NKDA. EO: no swelling, no lymphadenopathy. #K grossly carious, buccal sinus tract, grade 2 mobility. #L SSC intact. #19 erupted, sound. PA #K: furcation radiolucency, #20 crypt intact. Dx: chronic apical abscess #K. Discussed ext + space maintainer with dad; dad agreed. Written consent signed by dad. #19 band size 34 selected, intraoral scan for band and loop. Topical 20% benzocaine. 1 carp 2% lido 1:100k epi, left IANB. Ext #K w/ forceps, roots intact. Gauze pressure, hemostasis achieved. POI given to dad verbally and in writing. Frankl 3, cried briefly during LA. NV: fit band and loop for #K space in 2 wks.',
    expect: {
      CC: 'Ext #K. Dad reports swelling LL last week, finished amoxicillin 2 days ago, no pain now',
      'MED HX': 'ADHD, takes methylphenidate, NKDA',
      EXTRA: 'No swelling, no lymphadenopathy',
      DENTAL: [
        ['K', 'Grossly carious, buccal sinus tract, grade 2 mobility'],
        ['L', 'SSC intact'],
        ['19', 'Erupted, sound'],
      ],
      RADIO: 'PA #K: furcation radiolucency, #20 crypt intact',
      DX: ['Chronic apical abscess #K'],
      CONSULT: 'Discussed ext + space maintainer with dad; dad agreed',
      CONSENT: 'Written consent signed by dad',
      'TX TODAY': ['Extraction #K'],
      TX: [
        '#19 band size 34 selected',
        'Intraoral scan for band and loop',
        'Topical 20% benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Ext #K w/ forceps',
        'Roots intact',
        'Gauze pressure',
        'Hemostasis achieved',
        'POI given to dad verbally and in writing',
      ],
      NOTES: '8 y/o w/ dad. Frankl 3, cried briefly during LA',
      NV: ['Fit band and loop for #K space in 2 wks'],
    },
  }),
  defineCase({
    id: 'bu08-us-asr-tooth-a-charting-high-caries-risk-juice-b-mo-sorry-do',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old here for periodic exam and cleaning mom and little sister are with her no complaints medical history healthy no meds allergic to amoxicillin extraoral normal intraoral soft tissues normal mild gingivitis upper anteriors heavy plaque tooth a occlusal caries tooth b mesial occlusal caries sorry distal occlusal caries tooth j occlusal caries tooth i sound tooth k stainless steel crown intact tooth l s and t sound eight and nine erupting twenty four and twenty five erupted four bitewings a b and j caries into dentin b close to the pulp diagnosis high caries risk caries a b and j discussed diet lots of juice and gummies mom will cut down recommended prescription fluoride toothpaste prophy fluoride varnish next visit fillings on a b and j with nitrous recall three months',
    expect: {
      CC: 'Periodic exam and cleaning. No complaints',
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin',
      EXTRA: 'Normal',
      INTRA: 'Soft tissues normal',
      PERIO: 'Mild gingivitis upper anteriors. Heavy plaque',
      DENTAL: [
        ['A', 'O caries'],
        ['B', 'DO caries'],
        ['J', 'O caries'],
        ['I', 'Sound'],
        ['K', 'Stainless steel crown intact'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['8', 'Erupting'],
        ['9', 'Erupting'],
        ['24', 'Erupted'],
        ['25', 'Erupted'],
      ],
      RADIO: '4 bitewings. #A, #B and #J caries into dentin. #B close to the pulp',
      DX: ['High caries risk', 'Caries #A, #B, #J'],
      CONSULT:
        'Discussed diet lots of juice and gummies. Mom will cut down. Recommended prescription fluoride toothpaste',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '7 year old. Mom and little sister are with her',
      NV: ['Fillings #A, #B, #J with nitrous'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bu09-us-typed-appends-fissure-sealants-12-yr-molars-a-retained-4-buccal',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '12 y/o w/ mom, here for sealants on 12-yr molars. No complaints. Med hx: no changes, seasonal allergies (loratadine), NKDA. IO: soft tissues WNL. #2, #15, #18, #31 fully erupted, deep grooves, no caries. #3, #14, #19, #30 sealants intact. #A retained, grade 1 mobility. #4 erupting buccal to A. Isolation w/ Isodry. Fissure sealants #2, #15, #18, #31 (Clinpro), cured, checked w/ explorer, occlusion checked. Mom asked whether #A should come out; explained it is loosening and should exfoliate on its own within a few months. Pt very cooperative. Recall 6 months.',
    appends: ['Add to treatment: fluoride varnish applied.', 'Change 6 months to 4 months.'],
    expect: {
      CC: 'Sealants on 12-yr molars. No complaints',
      'MED HX': 'No changes, seasonal allergies (loratadine), NKDA',
      INTRA: 'Soft tissues WNL',
      DENTAL: [
        ['2', 'Fully erupted, deep grooves, no caries'],
        ['15', 'Fully erupted, deep grooves, no caries'],
        ['18', 'Fully erupted, deep grooves, no caries'],
        ['31', 'Fully erupted, deep grooves, no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['A', 'Retained, grade 1 mobility'],
        ['4', 'Erupting buccal to #A'],
      ],
      CONSULT:
        'Mom asked whether #A should come out; explained it is loosening and should exfoliate on its own within a few months',
      'TX TODAY': ['Fissure sealants #2, #15, #18, #31', 'Fluoride varnish'],
      TX: [
        'Isolation w/ Isodry',
        'Fissure sealants #2, #15, #18, #31 (Clinpro)',
        'Cured',
        'Checked w/ explorer',
        'Occlusion checked',
        'Fluoride varnish applied',
      ],
      NOTES: '12 y/o w/ mom. Pt very cooperative',
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'bu10-us-asr-band-and-loop-cementation-k-space-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'here for band and loop cementation for the k space nine year old with dad no changes to health no allergies appliance tried in fits well loop contacting l nineteen band snug cemented with ketac cem excess removed bite checked showed dad how to brush around it told him no sticky candy or gum she did really well recall in three months',
    expect: {
      CC: 'Band and loop cementation for the #K space',
      'MED HX': 'No changes to health. No allergies',
      CONSULT: 'Showed dad how to brush around it. Told him no sticky candy or gum',
      TX: [
        'Appliance tried in',
        'Fits well',
        'Loop contacting #L',
        '#19 band snug',
        'Cemented with Ketac Cem',
        'Excess removed',
        'Bite checked',
      ],
      NOTES: '9 year old with dad. She did really well',
      'F/U': 'Recall in 3 months',
    },
  }),
  defineCase({
    id: 'bu11-us-typed-mo-composite-b-o-composite-i-nitrous-arrested-sdf-l',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "5 y/o w/ mom and dad. Here for fillings #B and #I, no symptoms. No changes to health. NKDA. #B MO caries. #I O caries. #L arrested caries (SDF 6 mo ago), black, hard. N2O/O2 40% via nasal hood, good effect. Topical 20% benzocaine. LA 0.9 ml 2% lido 1:100k epi buccal infil #B. Isolite. #B caries removed, no exposure. Tofflemire, MO composite #B, shade A1. #I no LA, caries removed w/ spoon, O composite #I. Occlusion checked. 100% O2 x 5 min. Pt Frankl 4, counted teeth w/ us. Dad asked if #L needs a filling too: explained it's arrested, will keep monitoring. Recall 3 mo w/ SDF #L.",
    expect: {
      CC: 'Fillings #B and #I, no symptoms',
      'MED HX': 'No changes to health. NKDA',
      DENTAL: [
        ['B', 'MO caries'],
        ['I', 'O caries'],
        ['L', 'Arrested caries (SDF 6 mo ago), black, hard'],
      ],
      CONSULT: "Dad asked if #L needs a filling too: explained it's arrested, will keep monitoring",
      'TX TODAY': ['MO composite #B', 'O composite #I'],
      TX: [
        'N2O/O2 40% via nasal hood',
        'Good effect',
        'Topical 20% benzocaine',
        'LA: 0.9 ml lidocaine 2% 1:100,000 epinephrine, buccal infiltration #B',
        'Isolite',
        '#B caries removed',
        'No exposure',
        'Tofflemire',
        'MO composite #B',
        'Shade A1',
        '#I no LA',
        'Caries removed w/ spoon',
        'O composite #I',
        'Occlusion checked',
        '100% O2 x 5 min',
      ],
      NOTES: '5 y/o w/ mom and dad. Pt Frankl 4, counted teeth w/ us',
      'F/U': 'Recall 3 mo w/ SDF #L',
    },
  }),
  defineCase({
    id: 'bu12-us-asr-toddler-intrusion-f-subluxation-e-couch-monitor',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'emergency two year old she fell off the couch an hour ago and hit her mouth on the coffee table mom and dad both here crying but consolable medical history healthy no allergies extraoral upper lip swollen intraoral small laceration inside the lip no sutures needed letter f intruded about half visible sorry about half the crown visible letter e mobile grade one d and g fine pa of e and f apex of f displaced toward the labial away from the permanent tooth bud diagnosis intrusion f subluxation e plan monitor f explained to parents it should come back down on its own in a few weeks to months it might discolor advised soft diet and cleaning with a soft brush or gauze review in two weeks',
    expect: {
      CC: 'Emergency. She fell off the couch an hour ago and hit her mouth on the coffee table',
      'MED HX': 'Healthy. No allergies',
      EXTRA: 'Upper lip swollen',
      INTRA: 'Small laceration inside the lip. No sutures needed',
      DENTAL: [
        ['F', 'Intruded about half the crown visible'],
        ['E', 'Mobile grade 1'],
        ['D', 'Fine'],
        ['G', 'Fine'],
      ],
      RADIO: 'PA of #E and #F apex of #F displaced toward the labial away from the permanent tooth bud',
      DX: ['Intrusion #F', 'Subluxation #E'],
      CONSULT:
        'Explained to parents it should come back down on its own in a few weeks to months. It might discolor. Advised soft diet and cleaning with a soft brush or gauze',
      'TX PLAN': ['Monitor #F'],
      NOTES: '2 year old. Mom and dad both here. Crying but consolable',
      'F/U': 'Review in 2 weeks',
    },
  }),

  // ---------------------------------------------------------------- 3. US general dentist with many children (Universal)
  defineCase({
    id: 'bu13-us-asr-short-sdf-recheck-k-l-arrested-stay-black',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "quick recheck of the sdf on k and l four year old with dad k and l lesions black and hard arrested no sensitivity reapplied silver diamine fluoride k and l fluoride varnish dad asked if they'll stay black told him yes until the teeth fall out recall three months",
    expect: {
      CC: 'Quick recheck of the SDF on #K and #L',
      DENTAL: [
        ['K', 'Lesions black and hard arrested no sensitivity'],
        ['L', 'Lesions black and hard arrested no sensitivity'],
      ],
      CONSULT: "Dad asked if they'll stay black. Told him yes until the teeth fall out",
      'TX TODAY': ['SDF #K, #L', 'Fluoride varnish'],
      TX: ['Reapplied silver diamine fluoride #K, #L', 'Fluoride varnish'],
      NOTES: '4 year old with dad',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bu14-us-typed-new-pt-foster-child-tooth-s-abscess-plan-caseworker-consent',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam. 6 y/o, came with foster mom, last dental visit unknown. Foster mom reports pain on the lower right when he eats. Med hx: healthy per foster mom, no meds, NKDA. EO: WNL, no swelling. IO: soft tissues WNL. Generalized plaque, gingivitis around lower molars. Tooth S grossly decayed, buccal swelling, not restorable. Tooth T DO caries, deep. Tooth L DO caries. Tooth K sound. Teeth A, B, I, J sound. #3, #14, #19, #30 erupted, deep fissures. #24, #25 erupting. 2 BWs + PA of S and T: S furcation radiolucency, T caries approaching pulp, L caries in dentin. Dx: chronic apical abscess S, caries T and L, high caries risk. Discussed findings and plan with foster mom. Consent for extraction to be obtained from caseworker. Prophy, fluoride varnish, OHI with foster mom. Tx plan: ext S + band and loop, pulpotomy + SSC T, DO composite L, sealants on 6 yr molars. Pt was nervous but allowed full exam and cleaning. NV: ext S once consent received. Recall 3 months.',
    expect: {
      CC: 'New pt comprehensive exam. Foster mom reports pain on the lower right when he eats',
      'MED HX': 'Healthy per foster mom, no meds, NKDA',
      EXTRA: 'WNL, no swelling',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Generalized plaque, gingivitis around lower molars',
      DENTAL: [
        ['S', 'Grossly decayed, buccal swelling, not restorable'],
        ['T', 'DO caries, deep'],
        ['L', 'DO caries'],
        ['K', 'Sound'],
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['3', 'Erupted, deep fissures'],
        ['14', 'Erupted, deep fissures'],
        ['19', 'Erupted, deep fissures'],
        ['30', 'Erupted, deep fissures'],
        ['24', 'Erupting'],
        ['25', 'Erupting'],
      ],
      RADIO: '2 BWs + PA of #S and #T: #S furcation radiolucency, #T caries approaching pulp, #L caries in dentin',
      DX: ['Chronic apical abscess #S', 'Caries #T, #L', 'High caries risk'],
      CONSULT: 'Discussed findings and plan with foster mom',
      CONSENT: 'Consent for extraction to be obtained from caseworker',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'Fluoride varnish', 'OHI with foster mom'],
      'TX PLAN': ['Extraction #S + band and loop', 'Pulpotomy + SSC #T', 'DO composite #L', 'Sealants on 6 yr molars'],
      NOTES:
        '6 y/o, came with foster mom, last dental visit unknown. Pt was nervous but allowed full exam and cleaning',
      NV: ['Extraction #S once consent received'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bu15-us-asr-extraction-c-h-for-orthodontist-6-11-buccal-tooth-fairy',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'eleven year old here for extraction of c and h requested by her orthodontist mom in the waiting room medical history healthy no allergies c and h mobile grade one six and eleven erupting buccally high in the vestibule topical two carpules articaine four percent with one to one hundred thousand epi buccal and palatal infiltration c and h extracted c and h with forceps roots about half resorbed gauze pressure bleeding stopped she did great post op instructions given to mom told her no hot drinks until the numbness wears off she kept the teeth for the tooth fairy recall six months',
    expect: {
      CC: 'Extraction of #C and #H requested by her orthodontist',
      'MED HX': 'Healthy. No allergies',
      DENTAL: [
        ['C', 'Mobile grade 1'],
        ['H', 'Mobile grade 1'],
        ['6', 'Erupting buccally high in the vestibule'],
        ['11', 'Erupting buccally high in the vestibule'],
      ],
      CONSULT: 'Told her no hot drinks until the numbness wears off',
      'TX TODAY': ['Extraction #C, #H'],
      TX: [
        'Topical',
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #C, #H',
        'Extracted #C, #H with forceps',
        'Roots about half resorbed',
        'Gauze pressure',
        'Bleeding stopped',
        'Post-op instructions given to mom',
      ],
      NOTES: '11 year old. Mom in the waiting room. She did great. She kept the teeth for the tooth fairy',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bu16-us-asr-long-mih-19-gic-ectopic-3-under-a-ortho-referral-whitening-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay ten year old here for his recall and to look at a sensitive tooth on the lower left he's been avoiding cold drinks on that side for about a month dad's with him today medical history eczema uses a steroid cream no meds by mouth no allergies extraoral normal tmj no clicking intraoral soft tissues normal gingiva healthy uh number nineteen yellow brown hypomineralized enamel with post eruptive breakdown on the mesial buccal cusp sensitive to air number thirty and number fourteen white creamy opacities no breakdown eight and nine white opacities on the incisal third number three erupting under the distal of letter a looks ectopic letter a mobile grade one letter j sound letters k and l sound twenty two and twenty seven erupting two bitewings and a pa of the upper right pa shows three locked under the distal root of a with some resorption of a bitewings no caries diagnosis molar incisor hypomineralization and ectopic eruption of three explained to dad that mih is a developmental defect not decay and that nineteen may need a stainless steel crown later if it keeps breaking down dad asked if the front teeth can be whitened said we can do microabrasion or resin infiltration when he's older dad asked if his younger sister could get the same thing said it can happen but not always no anesthetic needed glass ionomer nineteen over the broken down cusp fluoride varnish applied to all the first molars referral to orthodontist for the ectopic three recall three months",
    expect: {
      CC: "His recall and to look at a sensitive tooth on the lower left. He's been avoiding cold drinks on that side for about a month",
      'MED HX': 'Eczema uses a steroid cream. No meds by mouth. No allergies',
      EXTRA: 'Normal. TMJ no clicking',
      INTRA: 'Soft tissues normal',
      PERIO: 'Gingiva healthy',
      DENTAL: [
        ['19', 'Yellow brown hypomineralized enamel with post eruptive breakdown on the MB cusp sensitive to air'],
        ['30', 'White creamy opacities no breakdown'],
        ['14', 'White creamy opacities no breakdown'],
        ['8', 'White opacities on the incisal third'],
        ['9', 'White opacities on the incisal third'],
        ['3', 'Erupting under the distal of #A looks ectopic'],
        ['A', 'Mobile grade 1'],
        ['J', 'Sound'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['22', 'Erupting'],
        ['27', 'Erupting'],
      ],
      RADIO:
        '2 bitewings and a PA of the upper right. PA shows #3 locked under the distal root of #A with some resorption of #A. Bitewings no caries',
      DX: ['Molar incisor hypomineralization', 'Ectopic eruption #3'],
      CONSULT:
        "Explained to dad that MIH is a developmental defect not decay and that #19 may need a stainless steel crown later if it keeps breaking down. Dad asked if the front teeth can be whitened. Said we can do microabrasion or resin infiltration when he's older. Dad asked if his younger sister could get the same thing. Said it can happen but not always",
      'TX TODAY': ['GIC #19', 'Fluoride varnish'],
      TX: [
        'No anesthetic needed',
        'Glass ionomer #19 over the broken down cusp',
        'Fluoride varnish applied to all the first molars',
      ],
      'TX PLAN': ['Referral to orthodontist for the ectopic #3'],
      NOTES: "10 year old. Dad's with him today",
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'bu17-us-typed-short-recall-4-yo-white-spots-e-f-lift-the-lip-thumb',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Recall, 4 y/o w/ mom. Med hx: healthy, NKDA. EO: WNL. IO: WNL, all 20 primary teeth present, spacing present, no cavities. #E, #F white spot lesions at gumline. Plaque on upper incisors. Prophy, FV. OHI w/ mom: lift the lip weekly. Mom asked about thumb sucking; advised to gently discourage by age 5. Recall 6 mo.',
    expect: {
      CC: 'Recall',
      'MED HX': 'Healthy, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL, all 20 primary teeth present, spacing present, no cavities',
      PERIO: 'Plaque on upper incisors',
      DENTAL: [
        ['E', 'White spot lesions at gumline'],
        ['F', 'White spot lesions at gumline'],
      ],
      CONSULT: 'Mom asked about thumb sucking; advised to gently discourage by age 5',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy', 'FV', 'OHI w/ mom: lift the lip weekly'],
      NOTES: '4 y/o w/ mom',
      'F/U': 'Recall 6 mo',
    },
  }),
  defineCase({
    id: 'bu18-us-asr-no-drill-gic-b-i-sdf-scratch-that-d-e-f-g-general-anesthesia-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "here for interim fillings three year old with mom she wouldn't let us drill at the last visit medical history born premature otherwise healthy no allergies letters e and f cavitated caries letters d and g early caries letters b and i occlusal caries letters k l s and t sound um b and i caries removed with hand spoons no anesthetic glass ionomer b and i silver diamine fluoride e and f scratch that silver diamine fluoride d e f and g mom asked about general anesthesia explained we would refer to the children's hospital if these fail she cried but let us finish recall three months",
    expect: {
      CC: 'Interim fillings',
      'MED HX': 'Born premature otherwise healthy. No allergies',
      DENTAL: [
        ['E', 'Cavitated caries'],
        ['F', 'Cavitated caries'],
        ['D', 'Early caries'],
        ['G', 'Early caries'],
        ['B', 'O caries'],
        ['I', 'O caries'],
        ['K', 'Sound'],
        ['L', 'Sound'],
        ['S', 'Sound'],
        ['T', 'Sound'],
      ],
      CONSULT:
        "Mom asked about general anesthesia. Explained we would refer to the children's hospital if these fail",
      'TX TODAY': ['GIC #B, #I', 'SDF #D, #E, #F, #G'],
      TX: [
        '#B, #I caries removed with hand spoons',
        'No anesthetic',
        'Glass ionomer #B, #I',
        'Silver diamine fluoride #D, #E, #F, #G',
      ],
      NOTES: "3 year old with mom. She wouldn't let us drill at the last visit. She cried but let us finish",
      'F/U': 'Recall 3 months',
    },
  }),

  // ---------------------------------------------------------------- 4. UK general dentist (FDI)
  defineCase({
    id: 'bu19-uk-asr-fdi-child-check-up-65-sorry-64-d-caries-bitewings-varnish',
    style: 'UK',
    asr: true,
    transcript:
      'seven year old attended with dad for her check up no problems medical history fit and well no medicines no allergies extra oral nad intra oral soft tissues healthy plaque on the lower molars five five five four sound six five distal caries sorry six four distal caries six five mesial caries seven five occlusal fissure sealant intact eight five occlusal amalgam sound one six two six three six four six erupted sound one one two one three one and four one erupted bitewings taken caries into dentine six four and six five diagnosis caries six four six five fluoride varnish applied toothbrushing instruction with dad diet advice fewer sugary snacks between meals she was great next visit fillings six four six five recall six months',
    expect: {
      CC: 'Her check up. No problems',
      'MED HX': 'Fit and well. No medicines. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the lower molars',
      DENTAL: [
        ['55', 'Sound'],
        ['54', 'Sound'],
        ['64', 'D caries'],
        ['65', 'M caries'],
        ['75', 'Occlusal fissure sealant intact'],
        ['85', 'O amalgam sound'],
        ['16', 'Erupted sound'],
        ['26', 'Erupted sound'],
        ['36', 'Erupted sound'],
        ['46', 'Erupted sound'],
        ['11', 'Erupted'],
        ['21', 'Erupted'],
        ['31', 'Erupted'],
        ['41', 'Erupted'],
      ],
      RADIO: 'Bitewings taken. Caries into dentine 64 and 65',
      DX: ['Caries 64, 65'],
      CONSULT: 'Diet advice fewer sugary snacks between meals',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with dad'],
      NOTES: '7 year old attended with dad. She was great',
      NV: ['Fillings 64, 65'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bu20-uk-asr-fdi-hall-crown-85-separator-removed-bite-open-superstar',
    style: 'UK',
    asr: true,
    transcript:
      'attended for hall crown eight five as planned eight year old with mum no change to medical history eight five disto occlusal caries asymptomatic no sinus radiograph from last time caries not near the pulp no la needed orthodontic separator placed last week removed contact open size five crown tried seats well filled with glass ionomer luting cement hall crown eight five seated with his biting pressure excess removed bite open on the right as expected explained to mum this settles in two to three weeks he was a superstar review six months',
    expect: {
      CC: 'Hall crown 85 as planned',
      'MED HX': 'No change to medical history',
      DENTAL: [['85', 'DO caries asymptomatic no sinus']],
      RADIO: 'Radiograph from last time caries not near the pulp',
      CONSULT: 'Explained to mum this settles in 2 to 3 weeks',
      'TX TODAY': ['SSC 85'],
      TX: [
        'No LA needed',
        'Orthodontic separator placed last week removed',
        'Contact open',
        'Size 5 crown tried',
        'Seats well',
        'Filled with glass ionomer luting cement',
        'Hall crown 85 seated with his biting pressure',
        'Excess removed',
        'Bite open on the right as expected',
      ],
      NOTES: '8 year old with mum. He was a superstar',
      'F/U': 'Review 6 months',
    },
  }),
  defineCase({
    id: 'bu21-uk-asr-fdi-appends-crown-fracture-11-gic-bandage-subluxation-21-playground',
    style: 'UK',
    asr: true,
    transcript:
      "emergency eight year old attended with mum he tripped in the playground at lunchtime and hit his front teeth no head injury no loss of consciousness medical history fit and well no allergies extra oral grazed chin intra oral upper lip bruised no lacerations one one crown fracture enamel and dentine no pulp exposure sensitive to air not mobile two one slightly mobile tender to percussion no displacement five two and six two mobile normal exfoliation one two and two two unerupted pa of one one and two one no root fractures open apices diagnosis uncomplicated crown fracture one one subluxation two one explained to mum we'll cover the dentine today and build the tooth up properly later and that the teeth need monitoring for up to a year la not needed one one glass ionomer bandage over the exposed dentine advised soft diet for a week soft toothbrush and chlorhexidine gel he was very brave review two weeks with sensibility tests",
    appends: ['add to treatment photographs taken', 'change two weeks to one week'],
    expect: {
      CC: 'Emergency. He tripped in the playground at lunchtime and hit his front teeth. No head injury. No loss of consciousness',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Grazed chin',
      INTRA: 'Upper lip bruised. No lacerations',
      DENTAL: [
        ['11', 'Crown fracture enamel and dentine no pulp exposure sensitive to air not mobile', 'Crown'],
        ['21', 'Slightly mobile tender to percussion no displacement'],
        ['52', 'Mobile normal exfoliation'],
        ['62', 'Mobile normal exfoliation'],
        ['12', 'Unerupted'],
        ['22', 'Unerupted'],
      ],
      RADIO: 'PA of 11 and 21 no root fractures. Open apices',
      DX: ['Uncomplicated crown fracture 11', 'Subluxation 21'],
      CONSULT:
        "Explained to mum we'll cover the dentine today and build the tooth up properly later and that the teeth need monitoring for up to a year. Advised soft diet for a week soft toothbrush and chlorhexidine gel",
      'TX TODAY': ['GIC 11'],
      TX: ['LA not needed', '11 glass ionomer bandage over the exposed dentine', 'Photographs taken'],
      NOTES: '8 year old attended with mum. He was very brave',
      'F/U': 'Review 1 week with sensibility tests',
    },
  }),
  defineCase({
    id: 'bu22-uk-typed-fdi-xla-74-sinus-dpt-34-no-space-maintainer-sticker',
    style: 'UK',
    asr: false,
    transcript:
      '9 y/o attended with mum for XLA 74. Pain LL on and off for 3/12, swelling 2/52 ago settled with amoxicillin. MH: asthma (salbutamol PRN), NKDA. EO: NAD. IO: sinus buccal to 74. 74 grossly carious, grade II mobility. 75 O GIC intact. 36 FS intact. DPT from last visit: 34 developing normally, about half root formation. Dx: chronic periradicular periodontitis 74. Discussed XLA vs leaving it; space maintainer not needed as 36 in occlusion and 34 not far off. Mum happy to proceed. Written consent. Topical benzocaine. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr buccal + lingual infil 74. XLA 74 with lower primary molar forceps, roots complete. Haemostasis achieved w/ gauze. POIG verbal + written. Tolerated well, sticker chosen. Recall 6/12.',
    expect: {
      CC: 'XLA 74. Pain LL on and off for 3 months, swelling 2 weeks ago settled with amoxicillin',
      'MED HX': 'Asthma (salbutamol PRN), NKDA',
      EXTRA: 'NAD',
      INTRA: 'Sinus buccal to 74',
      DENTAL: [
        ['74', 'Grossly carious, grade II mobility'],
        ['75', 'O GIC intact'],
        ['36', 'FS intact'],
      ],
      RADIO: 'DPT from last visit: 34 developing normally, about half root formation',
      DX: ['Chronic periradicular periodontitis 74'],
      CONSULT:
        'Discussed XLA vs leaving it; space maintainer not needed as 36 in occlusion and 34 not far off. Mum happy to proceed',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extraction 74'],
      TX: [
        'Topical benzocaine',
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + lingual infiltration 74',
        'XLA 74 with lower primary molar forceps',
        'Roots complete',
        'Haemostasis achieved w/ gauze',
        'POIG verbal + written',
      ],
      NOTES: '9 y/o attended with mum. Tolerated well, sticker chosen',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bu23-uk-typed-fdi-short-avulsion-61-not-replanted-nursery',
    style: 'UK',
    asr: false,
    transcript:
      'Emergency. 3 y/o w/ mum. Fell at nursery 1 hr ago, 61 knocked out, mum has the tooth. MH: fit and well. 61 socket bleeding slightly, no alveolar fracture felt. 51, 62 not mobile, not TTP. Dx: avulsion 61. Explained to mum that baby front teeth are not put back in, to protect the adult tooth. Bit on gauze, bleeding stopped. Advised soft diet, brush gently. Review 1/52.',
    expect: {
      CC: 'Emergency. Fell at nursery 1 hr ago, 61 knocked out, mum has the tooth',
      'MED HX': 'Fit and well',
      INTRA: '61 socket bleeding slightly, no alveolar fracture felt',
      DENTAL: [
        ['51', 'Not mobile, not TTP'],
        ['62', 'Not mobile, not TTP'],
      ],
      DX: ['Avulsion 61'],
      CONSULT:
        'Explained to mum that baby front teeth are not put back in, to protect the adult tooth. Advised soft diet, brush gently',
      TX: ['Bit on gauze', 'Bleeding stopped'],
      NOTES: '3 y/o w/ mum',
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'bu24-uk-asr-fdi-long-pulpotomy-pmc-84-ferric-sulphate-size-four-sorry-five-gran',
    style: 'UK',
    asr: true,
    transcript:
      "right he's here for the lower right baby molar eight four nine year old brought by his gran gran says it's been sore on and off with sweets no swelling no night pain medical history fit and well no medications no allergies extra oral nad intra oral soft tissues nad eight four deep mesial occlusal caries marginal ridge collapsed not mobile no sinus eight five occlusal gic intact four six fissure sealant intact radiograph periapical of eight four grade one deep caries close to the mesial pulp horn no periapical or furcation pathology successor four four present diagnosis reversible pulpitis eight four discussed options pulpotomy and preformed metal crown or extraction gran and patient chose to keep the tooth verbal consent from gran topical then la one cartridge lidocaine two percent one in eighty thousand adrenaline id block right rubber dam clamped eight five caries removed pulp exposure bleeding bright red pulpotomy eight four coronal pulp removed with a large round bur haemostasis with ferric sulphate in thirty seconds biodentine over the pulp stumps preformed metal crown eight four size four sorry size five adapted cemented with glass ionomer luting cement excess cleaned floss through the contact bite checked he was anxious at the start but relaxed with the radio on post op instructions and numb lip warning given to gran fluoride varnish on the rest of the teeth gran asked if the adult tooth will be affected explained the adult tooth is underneath and should be fine review in six months with a radiograph",
    expect: {
      CC: "Lower right baby molar 84. Gran says it's been sore on and off with sweets. No swelling. No night pain",
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD',
      DENTAL: [
        ['84', 'Deep MO caries marginal ridge collapsed not mobile no sinus'],
        ['85', 'O GIC intact'],
        ['46', 'Fissure sealant intact'],
      ],
      RADIO:
        'Periapical of 84 grade 1. Deep caries close to the mesial pulp horn. No periapical or furcation pathology. Successor 44 present',
      DX: ['Reversible pulpitis 84'],
      CONSULT:
        'Discussed options pulpotomy and preformed metal crown or extraction. Gran and patient chose to keep the tooth. Gran asked if the adult tooth will be affected. Explained the adult tooth is underneath and should be fine',
      CONSENT: 'Verbal consent from gran',
      'TX TODAY': ['Pulpotomy 84', 'SSC 84', 'Fluoride varnish'],
      TX: [
        'Topical',
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB right',
        'Rubber dam clamped 85',
        'Caries removed',
        'Pulp exposure',
        'Bleeding bright red',
        'Pulpotomy 84',
        'Coronal pulp removed with a large round bur',
        'Haemostasis with ferric sulphate in 30 seconds',
        'Biodentine over the pulp stumps',
        'Preformed metal crown 84 size 5 adapted',
        'Cemented with glass ionomer luting cement',
        'Excess cleaned',
        'Floss through the contact',
        'Bite checked',
        'Post-op instructions and numb lip warning given to gran',
        'Fluoride varnish on the rest of the teeth',
      ],
      NOTES: '9 year old brought by his gran. He was anxious at the start but relaxed with the radio on',
      'F/U': 'Review in 6 months with a radiograph',
    },
  }),

  // ---------------------------------------------------------------- 5. UK dentist (Palmer)
  defineCase({
    id: 'bu25-uk-asr-palmer-check-up-lle-lre-o-caries-lld-m-sorry-d-ura-ula-exfoliated',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up six year old attended with mum and baby brother no problems medical history fit and well no allergies extra oral nad intra oral nad lower left six and lower right six erupting gum flap over the distal upper right e and upper left e sound lower left e and lower right e occlusal caries small lower left d mesial caries sorry distal caries upper right a and upper left a exfoliated upper right one and upper left one not yet through no bitewings today contacts are open fluoride varnish applied toothbrushing instruction with mum advised supervised brushing with a pea sized amount of toothpaste and spit don't rinse next visit fillings lower left e lower right e and lower left d recall four months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      DENTAL: [
        ['LL6', 'Erupting gum flap over the distal'],
        ['LR6', 'Erupting gum flap over the distal'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LLE', 'O caries small'],
        ['LRE', 'O caries small'],
        ['LLD', 'D caries'],
        ['URA', 'Exfoliated'],
        ['ULA', 'Exfoliated'],
        ['UR1', 'Not yet through'],
        ['UL1', 'Not yet through'],
      ],
      RADIO: 'No bitewings today. Contacts are open',
      CONSULT: "Advised supervised brushing with a pea sized amount of toothpaste and spit don't rinse",
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing instruction with mum'],
      NOTES: '6 year old attended with mum and baby brother',
      NV: ['Fillings LLE, LRE, LLD'],
      'F/U': 'Recall 4 months',
    },
  }),
  defineCase({
    id: 'bu26-uk-typed-palmer-do-gic-lrd-fuji-wobbly-lra-lla-question',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for DO GIC LRD. 7 y/o w/ dad. No pain. MH: eczema, NKDA. LRD DO caries, not TTP, no mobility. LRE sound. LR6 FS intact. LA not required. Cotton wool rolls. Caries removed w/ slow speed, dentine firm. Matrix band. DO GIC LRD (Fuji IX). Occlusion checked. FV applied. Dad asked about LRA, LLA being wobbly: normal, adult teeth coming through. Good cooperation. Recall 6/12.',
    expect: {
      CC: 'DO GIC LRD. No pain',
      'MED HX': 'Eczema, NKDA',
      DENTAL: [
        ['LRD', 'DO caries, not TTP, no mobility'],
        ['LRE', 'Sound'],
        ['LR6', 'FS intact'],
      ],
      CONSULT: 'Dad asked about LRA, LLA being wobbly: normal, adult teeth coming through',
      'TX TODAY': ['DO GIC LRD', 'Fluoride varnish'],
      TX: [
        'LA not required',
        'Cotton wool rolls',
        'Caries removed w/ slow speed',
        'Dentine firm',
        'Matrix band',
        'DO GIC LRD (Fuji IX)',
        'Occlusion checked',
        'FV applied',
      ],
      NOTES: '7 y/o w/ dad. Good cooperation',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bu27-uk-asr-palmer-appends-palatal-ul3-retained-ulc-overjet-ortho-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'eleven year old attended with dad for check up dad is asking about a brace medical history fit and well no allergies extra oral profile slightly convex sorry mildly convex intra oral soft tissues nad upper incisors proclined overjet seven millimetres bpe zero one zero zero zero zero upper left c retained not mobile upper left three not palpable buccally upper right three erupted lower right e retained lower right five erupting lingually opg taken upper left three displaced palatally otherwise all teeth present diagnosis palatally displaced upper left three increased overjet explained to dad the canine and overjet need a specialist opinion scale and polish referral to orthodontist for assessment of palatal upper left three and overjet recall six months',
    appends: [
      "add to notes he plays rugby so he'll need a gum shield",
      'next visit extraction upper left c if the orthodontist advises',
    ],
    expect: {
      CC: 'Check up. Dad is asking about a brace',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'Profile mildly convex',
      INTRA: 'Soft tissues NAD. Upper incisors proclined. Overjet 7 mm',
      PERIO: 'BPE 0 1 0 / 0 0 0',
      DENTAL: [
        ['ULC', 'Retained not mobile'],
        ['UL3', 'Not palpable buccally'],
        ['UR3', 'Erupted'],
        ['LRE', 'Retained'],
        ['LR5', 'Erupting lingually'],
      ],
      RADIO: 'OPG taken. UL3 displaced palatally. Otherwise all teeth present',
      DX: ['Palatally displaced UL3', 'Increased overjet'],
      CONSULT: 'Explained to dad the canine and overjet need a specialist opinion',
      'TX TODAY': ['Scale and polish'],
      TX: ['Scale and polish'],
      'TX PLAN': ['Referral to orthodontist for assessment of palatal UL3 and overjet'],
      NOTES: "11 year old attended with dad. He plays rugby so he'll need a gum shield",
      NV: ['Extraction ULC if the orthodontist advises'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'bu28-uk-typed-palmer-splint-removal-4-52-lateral-luxation-ul1-endo-frost-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Review 4/52 post lateral luxation UL1, splint removal. 10 y/o w/ mum. No pain, eating normally. MH: fit and well, NKDA. EO: NAD. IO: splint UR1–UL2 intact. Gingiva healthy. UL1 not TTP, no discolouration, EPT no response, Endo-Frost negative. UR1, UL2 Endo-Frost positive. PA UL1: no resorption, apex closing, no PA radiolucency. Splint removed, composite polished off with Sof-Lex discs. Explained to mum a negative response is common after luxation and may recover; watch for darkening or swelling. Review 3/12 with sensibility tests + PA.',
    expect: {
      CC: 'Review 4 weeks post lateral luxation UL1, splint removal. No pain, eating normally',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      INTRA: 'Splint UR1–UL2 intact',
      PERIO: 'Gingiva healthy',
      DENTAL: [
        ['UL1', 'Not TTP, no discolouration, EPT no response, Endo-Frost negative'],
        ['UR1', 'Endo-Frost positive'],
        ['UL2', 'Endo-Frost positive'],
      ],
      RADIO: 'PA UL1: no resorption, apex closing, no PA radiolucency',
      CONSULT:
        'Explained to mum a negative response is common after luxation and may recover; watch for darkening or swelling',
      TX: ['Splint removed', 'Composite polished off with Sof-Lex discs'],
      NOTES: '10 y/o w/ mum',
      'F/U': 'Review 3 months with sensibility tests + PA',
    },
  }),
  defineCase({
    id: 'bu29-uk-asr-palmer-short-varnish-ur6-ul6-erupted-fs-next',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'here for fluoride varnish seven year old with mum no changes to medical history upper right six and upper left six now erupted deep fissures lower left e occlusal gic intact fluoride varnish applied he was fine next visit fissure sealants upper right six and upper left six',
    expect: {
      CC: 'Fluoride varnish',
      'MED HX': 'No changes to medical history',
      DENTAL: [
        ['UR6', 'Now erupted deep fissures'],
        ['UL6', 'Now erupted deep fissures'],
        ['LLE', 'O GIC intact'],
      ],
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied'],
      NOTES: '7 year old with mum. He was fine',
      NV: ['Fissure sealants UR6, UL6'],
    },
  }),
  defineCase({
    id: 'bu30-uk-typed-palmer-new-pt-4-yo-ecc-ura-sinus-ga-referral-bottle',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "New pt exam. 4 y/o, attended with mum and dad, registered after moving area. C/o pain upper front teeth when eating, woke at night twice last week. Mum reports milk in a bottle at night and squash through the day. MH: fit and well, no meds, NKDA. EO: NAD, no swelling. IO: soft tissues NAD. Plaque ++ upper incisors. URA broken down to gum level, labial sinus. ULA, URB, ULB cavitated caries. URD, ULD O caries. URE, ULE sound. LLD, LRD, LLE, LRE sound. No radiographs - not cooperative for films. Dx: early childhood caries, chronic periradicular periodontitis URA. Discussed: URA needs extraction, other upper incisors poor prognosis; options LA in chair vs GA referral. Parents prefer GA given his age and anxiety. Written consent for GA referral. FV 22,600 ppm applied. Diet advice: milk from a cup, no bottle at night, water between meals. Tx plan: GA referral to paediatric dentistry for extractions URA, ULA, URB, ULB, then O GIC URD, ULD in chair if he allows. Pt tearful, sat on dad's lap for exam. Review 4/52 for FV and to check pain.",
    expect: {
      CC: 'New pt exam. Pain upper front teeth when eating, woke at night twice last week. Mum reports milk in a bottle at night and squash through the day',
      'MED HX': 'Fit and well, no meds, NKDA',
      EXTRA: 'NAD, no swelling',
      INTRA: 'Soft tissues NAD',
      PERIO: 'Plaque ++ upper incisors',
      DENTAL: [
        ['URA', 'Broken down to gum level, labial sinus'],
        ['ULA', 'Cavitated caries'],
        ['URB', 'Cavitated caries'],
        ['ULB', 'Cavitated caries'],
        ['URD', 'O caries'],
        ['ULD', 'O caries'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LLD', 'Sound'],
        ['LRD', 'Sound'],
        ['LLE', 'Sound'],
        ['LRE', 'Sound'],
      ],
      RADIO: 'No radiographs - not cooperative for films',
      DX: ['Early childhood caries', 'Chronic periradicular periodontitis URA'],
      CONSULT:
        'Discussed: URA needs extraction, other upper incisors poor prognosis; options LA in chair vs GA referral. Parents prefer GA given his age and anxiety. Diet advice: milk from a cup, no bottle at night, water between meals',
      CONSENT: 'Written consent for GA referral',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['FV 22,600 ppm applied'],
      'TX PLAN': [
        'GA referral to paediatric dentistry for extractions URA, ULA, URB, ULB',
        'O GIC URD, ULD in chair if he allows',
      ],
      NOTES: "4 y/o, attended with mum and dad, registered after moving area. Pt tearful, sat on dad's lap for exam",
      'F/U': 'Review 4 weeks for FV and to check pain',
    },
  }),
];
