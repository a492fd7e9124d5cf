// The forty-fourth held-out split (ids h44-01–h44-36): scored, never tuned on. Written blind from the contract, case.ts,
// the dental reference and more56 / more58 as format examples by a helper that had not seen the engine, any other
// held-out split or any other corpus file; every case was labelled before any check was run.
// It is an ordinary Thursday at four practices, nine visits each, whatever came in: recalls with charting, fillings,
// extractions, root canals, crowns, dentures, children, periodontal visits, emergencies, consultations and reviews,
// dictated the way each clinician really dictates: short terse typed notes and long recogniser run-on stories, section
// words said or not, remarks, the patient's own words and questions, nurse asides, self-corrections and fillers. A few
// transcripts went through the PHI scrubber and carry its placeholders ([NAME], [DATE], [PHONE]) where names, dates and
// numbers were said (titles kept: "Dr [NAME]").
//   h44-01–h44-09 a private practice in Norwich (FDI): Dr Claire Whitby (typed shorthand), Dr Sam Fenwick
//     (recogniser-style) and the hygienist Priya Shah (typed): a terse Denplan exam (typed), two composites on 24 / 25
//     with "sorry" (recogniser), a perio maintenance visit with PMPR (hygienist, typed), an emergency extirpation of 25
//     with a nurse aside and two LA lines (recogniser), an edge-bonding consultation with photos and a plan (typed), a
//     routine check-up with charting, a fractured cusp and Duraphat (recogniser, appended dictation), a second-stage RCT
//     46 (typed), pericoronitis 38 irrigated with a referral to "Dr [NAME]" and a scrubbed phone number (recogniser), a
//     crown prep 16 with a scan and temporary crown (typed);
//   h44-10–h44-18 an NHS practice in Glasgow (Palmer): Dr Fiona MacLeod (recogniser-style, Palmer words: "upper right
//     six", "lower right e") and Dr Euan Baird (typed UR6 shorthand): an adult check-up with a retained LRE, an XLA UL7
//     with a fractured root (title from the CC), a child's check-up with caries in LLD / LLE and a Hall crown planned
//     (appended dictation), a new upper denture eased, a dry socket LL8 after an extraction by "Dr [NAME]" on "[DATE]"
//     (no title), an MOD amalgam LR6 (typed, appended dictation), a long periodontal assessment with a stop smoking
//     referral, a short review of a high filling, an urgent suspected cancer referral for a tongue ulcer;
//   h44-19–h44-27 a general practice in Minneapolis (Universal): Dr Amara Johnson (typed), Dr Erik Lindqvist
//     (recogniser-style) and the hygienist Kelsey Brandt (typed): a new-patient comprehensive exam with FMX and a
//     treatment plan, two composites #29 / #30 with a shade correction, SRP of two quadrants with Arestin, an emergency
//     cracked #19 with an occlusal adjustment only, a surgical extraction #17 (title from the CC, appended dictation), a
//     night guard delivery (title from the CC), a periodic exam and prophy with "Dr [NAME]" and "[PHONE]", a long
//     single-visit RCT #8 with a palatal composite, an implant consultation with CBCT and no treatment;
//   h44-28–h44-36 a practice with many children in San Antonio (Universal with primary letters): Dr Sofia Garza
//     (recogniser-style) and Dr Marcus Reyes (typed): a six-year-old's check-up, a pulpotomy and SSC #K under nitrous
//     oxide, #O and #P extracted for "shark teeth", a band-and-loop impression after early loss of #L (appended
//     dictation), an abscess on #T extracted with a weight-based antibiotic and a dose correction, a teenager in braces
//     with white spot lesions ("mom [NAME]", "Dr [NAME]"), a scooter fall with an MI composite on #8, a twelve-year-old's
//     recall with four sealants and an orthodontic referral, a four-year-old with severe early childhood caries given SDF
//     and referred for general anesthesia on "[DATE]" (appended dictation with "[PHONE]").
// UK 18 (FDI 9, Palmer 9), US 18 (Universal, primary letters in h44-28–h44-36 and h44-10 / h44-12 in Palmer letters);
// 18 recogniser-style (lower case, number words, fillers, little or no punctuation, self-corrections: h44-02, 04, 06,
// 08, 10, 12, 14, 16, 17, 20, 22, 24, 26, 28, 30, 32, 34, 36) and 18 typed; 38 to 252 words (most 70 to 200); six cases
// with appended dictation (h44-06 "add to chart …" / "change … to …"; h44-12 "add to notes …" / "next visit …"; h44-15
// "Add to notes: …" / "NV: … Recall …"; h44-23 "Add to treatment: …" / "Change … to …"; h44-31 "Add to notes: …" /
// "Change … to …"; h44-36 "add to notes …" / "add to treatment plan …"); PHI placeholders in h44-08, 14, 18, 25, 33, 36.
// DENTAL in 35 cases (not h44-24).
//
// Judgement calls where the contract was silent:
// - PHI placeholders are written exactly as the scrubber left them, in whatever field their clause belongs to ("Dr
//   [NAME] took out LL8 on [DATE]" in the CC, "Referral to Dr [NAME] oral surgeon …" in TX PLAN, "Mobile [PHONE]",
//   "Wife [NAME] present", "here w/ mom [NAME]" in NOTES, "Periodic exam w/ Dr [NAME] + adult prophy" in the CC).
// - A child's age and who came with them are NOTES, as are remarks about the patient ("she was a wee bit nervous but did
//   well", "he was quite shaken by it all", "he cried through the exam", "Pt: 'much better already'", "she's happy it
//   feels normal now"); the patient's own description of the complaint ("it feels like a hot needle", "like biting on a
//   pea", "like a shark") stays in the CC, as does a carer's report with a habit inside it (as more58 bh23). Questions
//   with their answers, advice, costs, insurance and decisions are CONSULT (as more58). Orthodontic history ("In braces w/
//   Dr [NAME] (ortho) since last year") is neither medical history nor the reason for attending, so it is NOTES.
// - A referral for treatment elsewhere is TX PLAN in every form: to an oral surgeon, an urgent suspected cancer referral,
//   "referred to the local stop smoking service", "Referral to orthodontist", a referral for treatment under general
//   anesthesia "on [DATE]"; "Photos taken" / "Photo taken" is a TX step with no title.
// - Titles from the CC: "XLA UL7" (TX only "Luxator then forceps") → "Extraction UL7"; "Surgical extraction #17"
//   (sectioned, elevated, delivered) → "Surgical extraction #17"; "night guard delivery" (tried in, adjusted, polished)
//   → "Night guard". "Perio maintenance" in the CC gives no title because TX names PMPR. Reviews whose CC says the work
//   was done before (dry socket after an extraction, a high filling "from last week") have no TX TODAY. "Irrigated under
//   the operculum" is "Irrigation"; a socket irrigated with saline is not. "Eased upper flange" is "Denture
//   adjustment". "Temp crown Integrity" is "Temporary crown"; "Scanned w/ Trios" and "Core: Filtek Bulk Fill" are no
//   titles. "Impression w/ band in place" is "Impression" (singular as said, as more56), "FV" is "Fluoride varnish",
//   "Duraphat varnish 34, 35" is "Fluoride varnish 34, 35", "silver diamine fluoride on b i k l s and t" is "SDF #B, #I,
//   #K, #L, #S, #T", "palatal composite eight" is "P composite #8" and "obturated eight" is "Obturation #8" (as more56),
//   "pulp extirpated two five" is "Extirpation 25", "Pulpotomy #K" and "SSC #K" are two titles. "Supragingival scale",
//   "toothbrushing with gran", Arestin, Airflow, Alvogyl, Gelfoam, a band fitted and an occlusal adjustment have no
//   title.
// - NV / TX PLAN use the table names: "hall crown lower left e" → "SSC LLE", "complete root canal two five" → "Complete
//   RCT 25"; "sealants nineteen and thirty" said alone stays "Sealants #19, #30" (as more58).
// - Two anaesthetics of different agents are two LA lines, also when typed as two sentences (h44-23) or joined by "then"
//   (h44-04). "buccal infiltration two four and two five plus palatal infiltration" is "buccal infiltration 24, 25 +
//   palatal infiltration".
// - Periodontitis staging said as "stage three grade c" is written "stage III grade C" as staging is written; units are
//   abbreviated ("millimetre" → "mm", "kilograms" → "kg"), "zero point two percent" → "0.2%", "ninety nine point eight"
//   → "99.8"; brand names are written as their makers write them (Elastoplast, Alvogyl, Tooth Slooth, Synthroid,
//   Tylenol, Motrin, BC Sealer, Ledermix, Cavit, Duraphat, PreviDent).
// - Tooth-first mobility ("47 grade I mobile", "lower left one and lower right one grade two mobile") is a chart entry
//   (as more58); pockets and "full six point pocket chart done" are PERIO; oral cancer screening is INTRA; an operculum
//   over 38, an LL8 socket, "#L site healed" and "buccal swelling next to t" are INTRA with no chart entry (rule 7); a
//   region without tooth numbers is no chart entry. "cracked" gives no fracture; "enamel dentin fracture of the mesial
//   incisal corner" gives fracture "MI corner" and "enamel fracture of the incisal edge" gives "Incisal edge". "Decay on
//   the front surfaces" names no surface and stays in words.
// - Appends: "add to chart …" adds a DENTAL entry, "add to notes …" / "Add to notes: …" add to NOTES, "Add to
//   treatment: …" adds a TX item at the end (as more56), "add to treatment plan …" adds a TX PLAN item, "next visit …" /
//   "NV: …" add an NV item, "Recall 12/12" in an append sets the follow-up, and "change X to Y" edits the one place X is
//   said.
// - In recogniser-style text fields a new clause starts a new sentence and "and" opening a clause goes; chart conditions
//   keep the spoken run without added commas (as more58).
import { defineCase, type NotesCase } from '../case.ts';

export const heldout44Cases: NotesCase[] = [
  // ---------------------------------------------------------------- 1. Norwich private practice (FDI)
  defineCase({
    id: 'h44-01-uk-typed-fdi-terse-denplan-exam-bpe-111-charting-no-bws-due',
    style: 'UK',
    asr: false,
    transcript:
      'Routine exam, Denplan. No c/o. MH NC, NKDA. EO NAD. IO NAD. BPE 1 1 1 / 1 1 1, OH good. 16 MOD comp OK, 46 crown OK, 37 O amalgam OK. No BWs due. Recall 6/12.',
    expect: {
      CC: 'Routine exam, Denplan. No c/o',
      'MED HX': 'NC, NKDA',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 1 1 1 / 1 1 1, OH good',
      DENTAL: [
        ['16', 'MOD comp OK'],
        ['46', 'Crown OK'],
        ['37', 'O amalgam OK'],
      ],
      RADIO: 'No BWs due',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h44-02-uk-asr-fdi-d-composite-24-mod-composite-25-sorry-coffee-question',
    style: 'UK',
    asr: true,
    transcript:
      "okay so she's in for the two fillings upper left um medical history no changes she's on levothyroxine no allergies two four distal caries two five mesial occlusal caries sorry mesial occlusal distal caries two six crown fine la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two four and two five plus palatal infiltration rubber dam caries removed two four and two five dentine firm sectional matrix and wedge distal composite two four shade a two then mesial occlusal distal composite two five shade a two occlusion checked polished she asked if she can have a coffee on the way back to work told her yes but mind the numb lip post op instructions given recall as planned",
    expect: {
      CC: '2 fillings upper left',
      'MED HX': "No changes. She's on levothyroxine. No allergies",
      DENTAL: [
        ['24', 'D caries'],
        ['25', 'MOD caries'],
        ['26', 'Crown fine'],
      ],
      CONSULT: 'She asked if she can have a coffee on the way back to work. Told her yes but mind the numb lip',
      'TX TODAY': ['D composite 24', 'MOD composite 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 24, 25 + palatal infiltration',
        'Rubber dam',
        'Caries removed 24, 25',
        'Dentine firm',
        'Sectional matrix and wedge',
        'D composite 24',
        'Shade A2',
        'MOD composite 25',
        'Shade A2',
        'Occlusion checked',
        'Polished',
        'Post-op instructions given',
      ],
      'F/U': 'Recall as planned',
    },
  }),
  defineCase({
    id: 'h44-03-uk-typed-fdi-hygienist-perio-maintenance-pmpr-47-mobile-chx-gel',
    style: 'UK',
    asr: false,
    transcript:
      "Perio maintenance (3-monthly). Pt reports less bleeding, using TePe daily. MH: no change, type 2 diabetes (metformin), HbA1c 49, ex-smoker. BPE 3 2 3 / 3 2 4*. 6 mm pocket 47 D, 5 mm 16 MB and 26 D, BOP 18% (prev 31%), plaque 22%. 47 grade I mobile. PMPR full mouth w/ Cavitron + hand scalers. Airflow. Chlorhexidine gel to 47 pocket. OHI: TePe orange LR + single tuft brush 47 D. Pt asked if she'll lose 47; explained it's stable if she keeps cleaning it. Recall 3/12 w/ hygienist.",
    expect: {
      CC: 'Perio maintenance (3-monthly). Pt reports less bleeding, using TePe daily',
      'MED HX': 'No change, type 2 diabetes (metformin), HbA1c 49, ex-smoker',
      PERIO: 'BPE 3 2 3 / 3 2 4*. 6 mm pocket 47 D, 5 mm 16 MB and 26 D, BOP 18% (prev 31%), plaque 22%',
      DENTAL: [['47', 'Grade I mobile']],
      CONSULT: "Pt asked if she'll lose 47; explained it's stable if she keeps cleaning it",
      'TX TODAY': ['PMPR', 'OHI'],
      TX: [
        'PMPR full mouth w/ Cavitron + hand scalers',
        'Airflow',
        'Chlorhexidine gel to 47 pocket',
        'OHI: TePe orange LR + single tuft brush 47 D',
      ],
      'F/U': 'Recall 3 months w/ hygienist',
    },
  }),
  defineCase({
    id: 'h44-04-uk-asr-fdi-emergency-extirpation-25-hot-needle-two-la-lines-nurse-aside',
    style: 'UK',
    asr: true,
    transcript:
      "emergency patient um he's had throbbing pain upper left since tuesday kept him up last night he says it feels like a hot needle worse with cold painkillers helping a bit medical history asthma uses a brown and a blue inhaler allergic to penicillin extra oral nad intra oral soft tissues healthy two five large disto occlusal composite caries at the distal margin tender to percussion lingering pain to cold two four and two six sound pa two five deep distal caries approaching the pulp widened pdl diagnosis symptomatic irreversible pulpitis two five went through root canal treatment or extraction costs explained he'd like to keep it verbal consent la one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration two five then one cartridge lidocaine two percent palatal infiltration rubber dam access pulp extirpated two five two canals found could you put the suction on for me thanks irrigated with sodium hypochlorite ledermix and cavit bite eased post op instructions given next visit complete root canal two five in two weeks",
    expect: {
      CC: "Emergency patient. He's had throbbing pain upper left since Tuesday. Kept him up last night. He says it feels like a hot needle. Worse with cold. Painkillers helping a bit",
      'MED HX': 'Asthma. Uses a brown and a blue inhaler. Allergic to penicillin',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['25', 'Large DO composite caries at the D margin tender to percussion lingering pain to cold'],
        ['24', 'Sound'],
        ['26', 'Sound'],
      ],
      RADIO: 'PA 25 deep distal caries approaching the pulp. Widened PDL',
      DX: ['Symptomatic irreversible pulpitis 25'],
      CONSULT: "Went through root canal treatment or extraction. Costs explained. He'd like to keep it",
      CONSENT: 'Verbal consent',
      'TX TODAY': ['Extirpation 25'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 25',
        'LA: 1 cartridge lidocaine 2%, palatal infiltration',
        'Rubber dam',
        'Access',
        'Pulp extirpated 25',
        '2 canals found',
        'Irrigated with sodium hypochlorite',
        'Ledermix and Cavit',
        'Bite eased',
        'Post-op instructions given',
      ],
      NV: ['Complete RCT 25 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'h44-05-uk-typed-fdi-edge-bonding-consultation-photos-whitening-first-plan',
    style: 'UK',
    asr: false,
    transcript:
      "Consultation re chipped front teeth, wants them to look more even for her wedding next year. MH: fit and well, NKDA. EO NAD. BPE 0 1 0 / 1 1 0. 11 and 21 incisal edges chipped + worn. 12 M comp stained. 22 sound. Photos taken. Discussed composite edge bonding 11, 21 vs veneers, and whitening first so the composite can be matched. Costs: whitening £350, bonding £220 per tooth. She'd like whitening then bonding. Written estimate given. Plan: impressions for whitening trays, then edge bonding 11, 21 + replace M composite 12.",
    expect: {
      CC: 'Consultation re chipped front teeth, wants them to look more even for her wedding next year',
      'MED HX': 'Fit and well, NKDA',
      EXTRA: 'NAD',
      PERIO: 'BPE 0 1 0 / 1 1 0',
      DENTAL: [
        ['11', 'Incisal edges chipped + worn'],
        ['21', 'Incisal edges chipped + worn'],
        ['12', 'M comp stained'],
        ['22', 'Sound'],
      ],
      CONSULT:
        "Discussed composite edge bonding 11, 21 vs veneers, and whitening first so the composite can be matched. Costs: whitening £350, bonding £220 per tooth. She'd like whitening then bonding. Written estimate given",
      TX: ['Photos taken'],
      'TX PLAN': ['Impressions for whitening trays', 'Edge bonding 11, 21 + replace M composite 12'],
    },
  }),
  defineCase({
    id: 'h44-06-uk-asr-fdi-check-up-charting-46-fractured-ml-cusp-duraphat-appends-chart-change',
    style: 'UK',
    asr: true,
    transcript:
      "right routine check up she's got no problems apart from a bit of sensitivity lower left with cold drinks medical history no changes no medication no allergies extra oral nad intra oral small linea alba otherwise healthy bpe one one two two one two charting one seven missing one six mesial occlusal amalgam sound two six disto occlusal composite sound three six occlusal composite sound three four and three five buccal abrasion cavities sensitive to air four six mesial occlusal distal amalgam fractured lingual cusp sorry fractured mesio lingual cusp no caries bitewings grade one no interproximal caries diagnosis abrasion three four and three five scale and polish duraphat varnish three four and three five she asked if her electric toothbrush is making it worse explained it's more the pressure than the brush next visit crown four six recall six months",
    appends: ['add to chart four seven disto occlusal composite sound', 'change six months to nine months'],
    expect: {
      CC: "Routine check up. She's got no problems apart from a bit of sensitivity lower left with cold drinks",
      'MED HX': 'No changes. No medication. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Small linea alba otherwise healthy',
      PERIO: 'BPE 1 1 2 / 2 1 2',
      DENTAL: [
        ['17', 'Missing'],
        ['16', 'MO amalgam sound'],
        ['26', 'DO composite sound'],
        ['36', 'O composite sound'],
        ['34', 'B abrasion cavities sensitive to air'],
        ['35', 'B abrasion cavities sensitive to air'],
        ['46', 'MOD amalgam fractured ML cusp no caries', 'ML cusp'],
        ['47', 'DO composite sound'],
      ],
      RADIO: 'Bitewings grade 1. No interproximal caries',
      DX: ['Abrasion 34, 35'],
      CONSULT: "She asked if her electric toothbrush is making it worse. Explained it's more the pressure than the brush",
      'TX TODAY': ['Scale and polish', 'Fluoride varnish 34, 35'],
      TX: ['Scale and polish', 'Duraphat varnish 34, 35'],
      NV: ['Crown 46'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'h44-07-uk-typed-fdi-second-stage-rct-46-obturation-warfarin-crown-quote',
    style: 'UK',
    asr: false,
    transcript:
      "2nd stage RCT 46. Comfortable since extirpation 2/52 ago. MH: NC, warfarin for AF (INR 2.4 yesterday), NKDA. 46 Cavit intact, not TTP, no swelling. LA 1 x 2.2 ml articaine 4% 1:100,000 adr buccal infil 46. RD. Cavit + Ledermix removed. 4 canals found. WL 19.5-20.5 mm w/ apex locator, confirmed w/ PA. Prepared w/ WaveOne Gold Primary. NaOCl 3% + EDTA 17%. Obturated 46 warm vertical w/ GP + AH Plus. Coronal seal Vitrebond + Fuji IX. Post-op PA: good length + condensation. Pt: \"best I've felt in weeks\". Crown advised within 3/12, pt agrees, quote £720. NV crown prep 46.",
    expect: {
      CC: '2nd stage RCT 46. Comfortable since extirpation 2 weeks ago',
      'MED HX': 'NC, warfarin for AF (INR 2.4 yesterday), NKDA',
      DENTAL: [['46', 'Cavit intact, not TTP, no swelling']],
      RADIO: 'Post-op PA: good length + condensation',
      CONSULT: 'Crown advised within 3 months, pt agrees, quote £720',
      'TX TODAY': ['Obturation 46'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 46',
        'RD',
        'Cavit + Ledermix removed',
        '4 canals found',
        'WL 19.5-20.5 mm w/ apex locator',
        'Confirmed w/ PA',
        'Prepared w/ WaveOne Gold Primary',
        'NaOCl 3% + EDTA 17%',
        'Obturated 46 warm vertical w/ GP + AH Plus',
        'Coronal seal Vitrebond + Fuji IX',
      ],
      NOTES: "Pt: \"best I've felt in weeks\"",
      NV: ['Crown prep 46'],
    },
  }),
  defineCase({
    id: 'h44-08-uk-asr-fdi-pericoronitis-38-irrigation-referral-dr-name-phone-notes',
    style: 'UK',
    asr: true,
    transcript:
      "he's come in with pain and swelling round his lower left wisdom tooth for three days hurts to open wide bad taste in his mouth medical history fit and well no meds no allergies extra oral tender left submandibular node no facial swelling mouth opening three fingers intra oral operculum over three eight red swollen pus on pressure three eight partially erupted mesioangular two eight over erupted traumatising the operculum three seven sound opg three eight mesioangular impaction close to the id canal diagnosis pericoronitis three eight irrigated under the operculum with chlorhexidine zero point two percent warm salt water rinses and chlorhexidine mouthwash advised discussed removing both wisdom teeth on the left he'd like them out referral to Dr [NAME] oral surgeon for three eight because of the nerve notes he's a chef works late prefers afternoon appointments mobile [PHONE] next visit extraction two eight review in one week if not settling",
    expect: {
      CC: 'Pain and swelling round his lower left wisdom tooth for 3 days. Hurts to open wide. Bad taste in his mouth',
      'MED HX': 'Fit and well. No meds. No allergies',
      EXTRA: 'Tender left submandibular node. No facial swelling. Mouth opening 3 fingers',
      INTRA: 'Operculum over 38 red swollen pus on pressure',
      DENTAL: [
        ['38', 'Partially erupted mesioangular'],
        ['28', 'Over erupted traumatising the operculum'],
        ['37', 'Sound'],
      ],
      RADIO: 'OPG 38 mesioangular impaction close to the ID canal',
      DX: ['Pericoronitis 38'],
      CONSULT:
        "Warm salt water rinses and chlorhexidine mouthwash advised. Discussed removing both wisdom teeth on the left. He'd like them out",
      'TX TODAY': ['Irrigation'],
      TX: ['Irrigated under the operculum with chlorhexidine 0.2%'],
      'TX PLAN': ['Referral to Dr [NAME] oral surgeon for 38 because of the nerve'],
      NOTES: "He's a chef. Works late. Prefers afternoon appointments. Mobile [PHONE]",
      NV: ['Extraction 28'],
      'F/U': 'Review in 1 week if not settling',
    },
  }),
  defineCase({
    id: 'h44-09-uk-typed-fdi-crown-prep-16-cracked-mp-cusp-trios-scan-temp-crown',
    style: 'UK',
    asr: false,
    transcript:
      "Crown prep 16, e.max, as planned. No problems since last visit. MH: no change. 16 large MOD comp, cracked MP cusp, not TTP, EPT +ve. LA 1 x 2.2ml articaine 4% 1:100k adr buccal + palatal infil 16. Old comp removed, crack stops at cusp base, no pulpal involvement. Core: Filtek Bulk Fill. Crown prep 16, 1 mm shoulder. Cord 00. Scanned w/ Trios, bite scan, shade A3. Temp crown Integrity, TempBond. Occlusion checked. POIG. Pt asked if it'll feel different: told her it'll feel smoother than the old filling. NV crown fit 16 in 2/52.",
    expect: {
      CC: 'Crown prep 16, e.max, as planned. No problems since last visit',
      'MED HX': 'No change',
      DENTAL: [['16', 'Large MOD comp, cracked MP cusp, not TTP, EPT +ve']],
      CONSULT: "Pt asked if it'll feel different: told her it'll feel smoother than the old filling",
      'TX TODAY': ['Crown prep 16', 'Temporary crown'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 16',
        'Old comp removed',
        'Crack stops at cusp base',
        'No pulpal involvement',
        'Core: Filtek Bulk Fill',
        'Crown prep 16',
        '1 mm shoulder',
        'Cord 00',
        'Scanned w/ Trios',
        'Bite scan',
        'Shade A3',
        'Temp crown Integrity',
        'TempBond',
        'Occlusion checked',
        'POIG',
      ],
      NV: ['Crown fit 16 in 2 weeks'],
    },
  }),

  // ---------------------------------------------------------------- 2. Glasgow NHS practice (Palmer)
  defineCase({
    id: 'h44-10-uk-asr-palmer-adult-check-up-retained-lre-lr5-missing-sorry-composite',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up no problems medical history no changes on omeprazole for reflux allergic to elastoplast extra oral nad intra oral nad oral cancer screen clear bpe two two two two two two calculus lingual of the lower incisors upper right seven mesial occlusal amalgam sound upper right six crown sound upper left six occlusal amalgam sorry occlusal composite ditched no caries lower left six disto occlusal amalgam sound lower right e retained mobile grade one no caries lower right five missing lower left eight partially erupted two bitewings grade one no caries lower right e root about half resorbed scale and polish ohi with interdental brushes she asked whether the baby tooth will need to come out explained it may last a few more years and if it goes we'd talk about a bridge or an implant recall twelve months",
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. On omeprazole for reflux. Allergic to Elastoplast',
      EXTRA: 'NAD',
      INTRA: 'NAD. Oral cancer screen clear',
      PERIO: 'BPE 2 2 2 / 2 2 2. Calculus lingual of the lower incisors',
      DENTAL: [
        ['UR7', 'MO amalgam sound'],
        ['UR6', 'Crown sound'],
        ['UL6', 'O composite ditched no caries'],
        ['LL6', 'DO amalgam sound'],
        ['LRE', 'Retained mobile grade 1 no caries'],
        ['LR5', 'Missing'],
        ['LL8', 'Partially erupted'],
      ],
      RADIO: '2 bitewings grade 1. No caries. LRE root about half resorbed',
      CONSULT:
        "She asked whether the baby tooth will need to come out. Explained it may last a few more years and if it goes we'd talk about a bridge or an implant",
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI with interdental brushes'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h44-11-uk-typed-palmer-xla-ul7-title-from-cc-mb-root-fractured-warwick-james',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for XLA UL7 as planned. MH: NC, hypertension (amlodipine), NKDA. BP 142/88. UL7 grossly carious, unrestorable, not mobile. UL6 MOD amalgam sound. LA 2 x 2.2ml lidocaine 2% 1:80,000 adr buccal + palatal infil UL7. Luxator then forceps. MB root fractured, retrieved w/ Warwick James elevator. Socket checked, all roots out. Haemostasis w/ bite pack. POIG verbal + written. Pt asked what to do if it bleeds at night: bite on damp gauze 20 min. Review 1/52 if problems.',
    expect: {
      CC: 'XLA UL7 as planned',
      'MED HX': 'NC, hypertension (amlodipine), NKDA. BP 142/88',
      DENTAL: [
        ['UL7', 'Grossly carious, unrestorable, not mobile'],
        ['UL6', 'MOD amalgam sound'],
      ],
      CONSULT: 'Pt asked what to do if it bleeds at night: bite on damp gauze 20 min',
      'TX TODAY': ['Extraction UL7'],
      TX: [
        'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, buccal infiltration + palatal infiltration UL7',
        'Luxator',
        'Forceps',
        'MB root fractured',
        'Retrieved w/ Warwick James elevator',
        'Socket checked',
        'All roots out',
        'Haemostasis w/ bite pack',
        'POIG verbal + written',
      ],
      'F/U': 'Review 1 week if problems',
    },
  }),
  defineCase({
    id: 'h44-12-uk-asr-palmer-child-check-up-gran-lld-lle-caries-hall-crown-appends-thursdays',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "check up seven year old with her gran gran says she's been complaining the back tooth on the lower left hurts with sweets medical history fit and well no allergies intra oral soft tissues healthy plaque on the upper molars lower left d occlusal caries lower left e disto occlusal sorry mesio occlusal caries lower right d and lower right e sound lower left six and lower right six erupted sound upper right e and upper left e sound two bitewings lower left e caries into dentine close to the pulp lower left d caries into enamel diagnosis caries lower left d and lower left e fluoride varnish applied toothbrushing with gran using a disclosing tablet advice on sweets and fizzy juice with meals only she was a wee bit nervous but did well next visit hall crown lower left e",
    appends: [
      'add to notes gran brings her on thursdays because mum works',
      'next visit fissure sealants lower left six and lower right six',
    ],
    expect: {
      CC: "Check up. Gran says she's been complaining the back tooth on the lower left hurts with sweets",
      'MED HX': 'Fit and well. No allergies',
      INTRA: 'Soft tissues healthy',
      PERIO: 'Plaque on the upper molars',
      DENTAL: [
        ['LLD', 'O caries'],
        ['LLE', 'MO caries'],
        ['LRD', 'Sound'],
        ['LRE', 'Sound'],
        ['LL6', 'Erupted sound'],
        ['LR6', 'Erupted sound'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
      ],
      RADIO: '2 bitewings. LLE caries into dentine close to the pulp. LLD caries into enamel',
      DX: ['Caries LLD, LLE'],
      CONSULT: 'Advice on sweets and fizzy juice with meals only',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied', 'Toothbrushing with gran using a disclosing tablet'],
      NOTES: '7 year old with her gran. She was a wee bit nervous but did well. Gran brings her on Thursdays because mum works',
      NV: ['SSC LLE', 'Fissure sealants LL6, LR6'],
    },
  }),
  defineCase({
    id: 'h44-13-uk-typed-palmer-new-upper-denture-eased-ulcer-opposite-ur4-difflam',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      "C/O new upper denture rubbing, fitted 10/7 ago. Sore on the right when eating. MH: NC, T2DM (metformin), NKDA. IO: 3 mm ulcer R buccal sulcus opposite UR4 region, flange overextended there. Lower partial OK, clasps a bit loose. LL3 + LR3 sound, not mobile. Eased upper flange R buccal w/ acrylic bur, PIP check, polished. Lower clasps tightened slightly. Pt: 'much better already'. Advised Difflam rinse + leave denture out at night till healed. Review 1/52.",
    expect: {
      CC: 'New upper denture rubbing, fitted 10 days ago. Sore on the right when eating',
      'MED HX': 'NC, T2DM (metformin), NKDA',
      INTRA:
        '3 mm ulcer R buccal sulcus opposite UR4 region, flange overextended there. Lower partial OK, clasps a bit loose',
      DENTAL: [
        ['LL3', 'Sound, not mobile'],
        ['LR3', 'Sound, not mobile'],
      ],
      CONSULT: 'Advised Difflam rinse + leave denture out at night till healed',
      'TX TODAY': ['Denture adjustment'],
      TX: ['Eased upper flange R buccal w/ acrylic bur', 'PIP check', 'Polished', 'Lower clasps tightened slightly'],
      NOTES: "Pt: 'much better already'",
      'F/U': 'Review 1 week',
    },
  }),
  defineCase({
    id: 'h44-14-uk-asr-palmer-dry-socket-ll8-dr-name-date-alvogyl-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "attended complaining of pain from the socket lower left since saturday Dr [NAME] took out the lower left eight on [DATE] it was fine for two days then started throbbing up to his ear paracetamol and ibuprofen not touching it medical history no changes smokes ten a day no allergies extra oral no swelling no lymphadenopathy intra oral lower left eight socket empty no clot exposed bone very tender no pus lower left seven sound not tender diagnosis dry socket lower left eight la one cartridge lidocaine two percent one in eighty thousand adrenaline buccal infiltration lower left eight socket irrigated with warm saline alvogyl placed told him no smoking for a few days he said he'd try review on monday if still sore",
    expect: {
      CC: 'Pain from the socket lower left since Saturday. Dr [NAME] took out LL8 on [DATE]. It was fine for 2 days then started throbbing up to his ear. Paracetamol and ibuprofen not touching it',
      'MED HX': 'No changes. Smokes 10 a day. No allergies',
      EXTRA: 'No swelling. No lymphadenopathy',
      INTRA: 'LL8 socket empty. No clot. Exposed bone. Very tender. No pus',
      DENTAL: [['LL7', 'Sound not tender']],
      DX: ['Dry socket LL8'],
      CONSULT: "Told him no smoking for a few days. He said he'd try",
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, buccal infiltration LL8',
        'Socket irrigated with warm saline',
        'Alvogyl placed',
      ],
      'F/U': 'Review on Monday if still sore',
    },
  }),
  defineCase({
    id: 'h44-15-uk-typed-palmer-mod-amalgam-lr6-dycal-white-filling-question-appends-nv-recall',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'MOD amalgam LR6 as per tx plan. MH: NC, NKDA. LR6 MOD caries, old O amalgam. LR5 DO comp sound. LA 1 x 2.2 ml lidocaine 2% 1:80,000 adr IDB right + buccal infil LR6. Cotton wool rolls, dry guard. Old amalgam + caries removed, deep D, Dycal. Tofflemire + wedge. MOD amalgam LR6 (Dispersalloy), condensed, carved. Occlusion checked. POIG incl. no chewing on it for 2 hrs. Pt asked about a white filling instead: explained NHS amalgam vs private composite cost, happy w/ amalgam.',
    appends: ['Add to notes: pt is a taxi driver, prefers early appts.', 'NV: DO comp LR7. Recall 12/12.'],
    expect: {
      CC: 'MOD amalgam LR6 as per tx plan',
      'MED HX': 'NC, NKDA',
      DENTAL: [
        ['LR6', 'MOD caries, old O amalgam'],
        ['LR5', 'DO comp sound'],
      ],
      CONSULT: 'Pt asked about a white filling instead: explained NHS amalgam vs private composite cost, happy w/ amalgam',
      'TX TODAY': ['MOD amalgam LR6'],
      TX: [
        'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration LR6',
        'Cotton wool rolls',
        'Dry guard',
        'Old amalgam + caries removed',
        'Deep D',
        'Dycal',
        'Tofflemire + wedge',
        'MOD amalgam LR6 (Dispersalloy)',
        'Condensed',
        'Carved',
        'Occlusion checked',
        'POIG incl. no chewing on it for 2 hrs',
      ],
      NOTES: 'Pt is a taxi driver, prefers early appts',
      NV: ['DO composite LR7'],
      'F/U': 'Recall 12 months',
    },
  }),
  defineCase({
    id: 'h44-16-uk-asr-palmer-long-perio-assessment-stage-iii-grade-c-stop-smoking-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "okay he's here because his gums have been bleeding for months and the lower front teeth feel loose he wants to know if he's going to lose them medical history type two diabetes diagnosed last year on metformin doesn't know his last hba1c smokes about fifteen a day no allergies extra oral nad intra oral soft tissues nad oral cancer screen clear bpe four three four four four four full six point pocket chart done generalised five to seven millimetre pockets bleeding on probing about seventy percent plaque score eighty percent lower left one and lower right one grade two mobile upper right seven grade one mobile sorry upper left seven grade one mobile opg generalised horizontal bone loss about fifty percent vertical defect distal of lower right six diagnosis generalised periodontitis stage three grade c explained the link with smoking and diabetes and that we can slow it down but not reverse it he wants to go ahead with treatment smoking cessation advice referred to the local stop smoking service asked him to get his hba1c checked with his gp supragingival scale oral hygiene instruction with interdental brushes and a power toothbrush he was quite shaken by it all next visit rsd upper right and lower right under la",
    expect: {
      CC: "His gums have been bleeding for months. Lower front teeth feel loose. He wants to know if he's going to lose them",
      'MED HX':
        "Type 2 diabetes diagnosed last year on metformin. Doesn't know his last HbA1c. Smokes about 15 a day. No allergies",
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD. Oral cancer screen clear',
      PERIO:
        'BPE 4 3 4 / 4 4 4. Full 6 point pocket chart done. Generalised 5 to 7 mm pockets. Bleeding on probing about 70%. Plaque score 80%',
      DENTAL: [
        ['LL1', 'Grade 2 mobile'],
        ['LR1', 'Grade 2 mobile'],
        ['UL7', 'Grade 1 mobile'],
      ],
      RADIO: 'OPG generalised horizontal bone loss about 50%. Vertical defect distal of LR6',
      DX: ['Generalised periodontitis stage III grade C'],
      CONSULT:
        'Explained the link with smoking and diabetes and that we can slow it down but not reverse it. He wants to go ahead with treatment. Smoking cessation advice. Asked him to get his HbA1c checked with his GP',
      'TX TODAY': ['OHI'],
      TX: ['Supragingival scale', 'Oral hygiene instruction with interdental brushes and a power toothbrush'],
      'TX PLAN': ['Referred to the local stop smoking service'],
      NOTES: 'He was quite shaken by it all',
      NV: ['RSD upper right and lower right under LA'],
    },
  }),
  defineCase({
    id: 'h44-17-uk-asr-palmer-short-review-high-filling-lr6-biting-on-a-pea-no-title',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      "review lower right six filling from last week feels high when she bites she says it's like biting on a pea medical history no changes no allergies lower right six mesial occlusal composite high spot on the distal marginal ridge not tender to percussion no cold sensitivity adjusted the occlusion with articulating paper and a fine diamond polished she's happy it feels normal now no further review needed",
    expect: {
      CC: "Review LR6 filling from last week. Feels high when she bites. She says it's like biting on a pea",
      'MED HX': 'No changes. No allergies',
      DENTAL: [['LR6', 'MO composite high spot on the D marginal ridge not tender to percussion no cold sensitivity']],
      TX: ['Adjusted the occlusion with articulating paper and a fine diamond', 'Polished'],
      NOTES: "She's happy it feels normal now",
      'F/U': 'No further review needed',
    },
  }),
  defineCase({
    id: 'h44-18-uk-typed-palmer-tongue-ulcer-urgent-suspected-cancer-referral-dr-name-wife',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Pt attended with ulcer on tongue, noticed 4/52 ago, not painful. Wife made him come. MH: NC, atorvastatin, NKDA. Smokes 20/day for 40 yrs, drinks ~30 units/wk. EO: 1 cm firm node L submandibular, non-tender. IO: 12 x 8 mm indurated ulcer L lateral border of tongue, rolled margins, no obvious cause. No sharp teeth nearby. LL6 + LL7 crowns intact, smooth. Dx: suspected SCC L lateral tongue. Photo taken. Explained it needs checking at the hospital. Urgent suspected cancer referral to Dr [NAME] (OMFS) sent by e-referral today. Pt quiet but understood. Wife [NAME] present. Advised to stop smoking + cut down alcohol. Will phone pt in 1/52 to check appt received.',
    expect: {
      CC: 'Ulcer on tongue, noticed 4 weeks ago, not painful',
      'MED HX': 'NC, atorvastatin, NKDA. Smokes 20/day for 40 yrs, drinks ~30 units/wk',
      EXTRA: '1 cm firm node L submandibular, non-tender',
      INTRA:
        '12 x 8 mm indurated ulcer L lateral border of tongue, rolled margins, no obvious cause. No sharp teeth nearby',
      DENTAL: [
        ['LL6', 'Crowns intact, smooth'],
        ['LL7', 'Crowns intact, smooth'],
      ],
      DX: ['Suspected SCC L lateral tongue'],
      CONSULT: 'Explained it needs checking at the hospital. Advised to stop smoking + cut down alcohol',
      TX: ['Photo taken'],
      'TX PLAN': ['Urgent suspected cancer referral to Dr [NAME] (OMFS) sent by e-referral today'],
      NOTES: 'Wife made him come. Pt quiet but understood. Wife [NAME] present',
      'F/U': 'Will phone pt in 1 week to check appt received',
    },
  }),

  // ---------------------------------------------------------------- 3. Minneapolis general practice (Universal)
  defineCase({
    id: 'h44-19-us-typed-new-patient-comprehensive-exam-fmx-open-margin-19-tx-plan',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'New pt comprehensive exam. Moved here from out of state, last cleaning 2 yrs ago. No pain, wants a checkup and to fix a chipped tooth. Med hx: hypertension (lisinopril 10 mg), seasonal allergies, allergic to sulfa drugs. Non-smoker. BP 128/82. EO: WNL, TMJ no clicking. IO: torus mandibularis bilat, otherwise WNL. PSR 2 2 2 / 2 3 2. Moderate calculus lower anteriors, gingival inflammation. #1, #16, #17, #32 missing. #3 MOD amalgam, sound. #8 MI corner chipped. #14 O composite, recurrent decay at margin. #19 PFM crown, open D margin. #30 DO amalgam, sound. FMX: #14 O caries into dentin, #19 D caries under crown margin, no periapical pathology, mild horizontal bone loss. Dx: caries #14 and #19, gingivitis. Tx plan: prophy + OHI, O composite #14, crown #19, MI composite #8. Pt wants to start with the cleaning. NV prophy w/ hygienist.',
    expect: {
      CC: 'New pt comprehensive exam. Moved here from out of state, last cleaning 2 yrs ago. No pain, wants a checkup and to fix a chipped tooth',
      'MED HX':
        'Hypertension (lisinopril 10 mg), seasonal allergies, allergic to sulfa drugs. Non-smoker. BP 128/82',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Torus mandibularis bilat, otherwise WNL',
      PERIO: 'PSR 2 2 2 / 2 3 2. Moderate calculus lower anteriors, gingival inflammation',
      DENTAL: [
        ['1', 'Missing'],
        ['16', 'Missing'],
        ['17', 'Missing'],
        ['32', 'Missing'],
        ['3', 'MOD amalgam, sound'],
        ['8', 'MI corner chipped'],
        ['14', 'O composite, recurrent decay at margin'],
        ['19', 'PFM crown, open D margin'],
        ['30', 'DO amalgam, sound'],
      ],
      RADIO:
        'FMX: #14 O caries into dentin, #19 D caries under crown margin, no periapical pathology, mild horizontal bone loss',
      DX: ['Caries #14, #19', 'Gingivitis'],
      CONSULT: 'Pt wants to start with the cleaning',
      'TX PLAN': ['Prophy + OHI', 'O composite #14', 'Crown #19', 'MI composite #8'],
      NV: ['Prophy w/ hygienist'],
    },
  }),
  defineCase({
    id: 'h44-20-us-asr-do-composite-29-o-composite-30-shade-sorry-whitening-question',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "okay she's here for two fillings lower right uh no changes to her health she's still on the synthroid no allergies number twenty nine distal occlusal caries number thirty occlusal caries number thirty one sealant intact two carpules lidocaine two percent one to one hundred thousand epi right ianb isolite caries removed twenty nine and thirty no exposure sectional matrix on twenty nine distal occlusal composite twenty nine shade a three then occlusal composite thirty shade a three sorry a two cured polished occlusion checked she asked about whitening told her fillings don't change color so whiten first and match any new fillings after recall in six months",
    expect: {
      CC: '2 fillings lower right',
      'MED HX': "No changes to her health. She's still on the Synthroid. No allergies",
      DENTAL: [
        ['29', 'DO caries'],
        ['30', 'O caries'],
        ['31', 'Sealant intact'],
      ],
      CONSULT:
        "She asked about whitening. Told her fillings don't change color so whiten first and match any new fillings after",
      'TX TODAY': ['DO composite #29', 'O composite #30'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Isolite',
        'Caries removed #29, #30',
        'No exposure',
        'Sectional matrix #29',
        'DO composite #29',
        'Shade A3',
        'O composite #30',
        'Shade A2',
        'Cured',
        'Polished',
        'Occlusion checked',
      ],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'h44-21-us-typed-hygienist-srp-ur-lr-arestin-30-chx-rx-re-eval',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'SRP UR + LR quads (D4341 x2). Pt reports bleeding when flossing, some tenderness LR. Med hx: no changes, prediabetic, NKDA. Smoker 1/2 ppd. PSR 4 3 3 / 3 3 4. 5-7 mm pockets UR + LR, BOP 45%, heavy subgingival calculus. #31 MOD amalgam, D overhang. LA: 2 carps articaine 4% 1:100k epi, R IANB + buccal infiltration #3. SRP UR + LR w/ Cavitron + Gracey curettes. Arestin to #30 D pocket. OHI: water flosser + soft brush. Rx chlorhexidine 0.12% rinse BID x 2 wks. Pt said it was easier than expected. NV SRP UL + LL in 1 wk. Re-eval 6 wks after.',
    expect: {
      CC: 'SRP UR + LR quads (D4341 x2). Pt reports bleeding when flossing, some tenderness LR',
      'MED HX': 'No changes, prediabetic, NKDA. Smoker 1/2 ppd',
      PERIO: 'PSR 4 3 3 / 3 3 4. 5-7 mm pockets UR + LR, BOP 45%, heavy subgingival calculus',
      DENTAL: [['31', 'MOD amalgam, D overhang']],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'SRP UR + LR w/ Cavitron + Gracey curettes',
        'Arestin to #30 D pocket',
        'OHI: water flosser + soft brush',
        'Rx chlorhexidine 0.12% rinse BID x 2 wks',
      ],
      NOTES: 'Pt said it was easier than expected',
      NV: ['SRP UL + LL in 1 wk'],
      'F/U': 'Re-eval 6 wks after',
    },
  }),
  defineCase({
    id: 'h44-22-us-asr-emergency-cracked-19-tooth-slooth-dl-cusp-occlusal-adjustment-hockey',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency sharp pain lower left when he bites on something hard for about three weeks worse when he lets go no changes medically takes a baby aspirin no allergies extraoral muscles of mastication a bit tender on the left intraoral linea alba both sides number nineteen large mesial occlusal distal amalgam crack line through the mesial marginal ridge positive tooth slooth on the distolingual cusp normal response to cold not tender to percussion numbers eighteen and twenty sound two periapicals no periapical findings diagnosis cracked tooth number nineteen reversible pulpitis explained a crown should hold it together and if the crack gets worse it might need a root canal or extraction he wants to go ahead adjusted the occlusion on nineteen to take it out of heavy contact told him to chew on the right for now he asked about a night guard told him we can make one after the crown he coaches hockey and says he clenches on game nights next visit crown prep nineteen",
    expect: {
      CC: 'Emergency. Sharp pain lower left when he bites on something hard for about 3 weeks. Worse when he lets go',
      'MED HX': 'No changes medically. Takes a baby aspirin. No allergies',
      EXTRA: 'Muscles of mastication a bit tender on the left',
      INTRA: 'Linea alba both sides',
      DENTAL: [
        [
          '19',
          'Large MOD amalgam crack line through the M marginal ridge positive Tooth Slooth on the DL cusp normal response to cold not tender to percussion',
        ],
        ['18', 'Sound'],
        ['20', 'Sound'],
      ],
      RADIO: '2 periapicals no periapical findings',
      DX: ['Cracked tooth #19', 'Reversible pulpitis'],
      CONSULT:
        'Explained a crown should hold it together and if the crack gets worse it might need a root canal or extraction. He wants to go ahead. Told him to chew on the right for now. He asked about a night guard. Told him we can make one after the crown',
      TX: ['Adjusted the occlusion #19 to take it out of heavy contact'],
      NOTES: 'He coaches hockey and says he clenches on game nights',
      NV: ['Crown prep #19'],
    },
  }),
  defineCase({
    id: 'h44-23-us-typed-surgical-extraction-17-title-from-cc-two-la-lines-appends-gelfoam',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      "Surgical extraction #17 as planned (pericoronitis x3 in past year). Med hx: no changes, NKDA. BP 118/76. #17 partially erupted, distoangular, operculum healthy today. #18 sound. PA (previous): #17 roots close to IAN canal, no overlap. Reviewed risks incl. paresthesia and dry socket. Consent signed. LA: 2 carps lido 2% 1:100k epi L IANB. 1 carp articaine 4% 1:100k epi buccal infiltration #17. Envelope flap w/ distal release. Buccal bone removed w/ surgical handpiece. Sectioned crown, elevated roots, tooth delivered in 3 pieces. Socket irrigated w/ saline, curetted. 2 x 4-0 chromic gut sutures. Gauze. POI verbal + written. Rx ibuprofen 600 mg q6h x 3 days. Pt's wife driving him home. Post-op check 1 wk.",
    appends: ['Add to treatment: Gelfoam placed in socket before closure.', 'Change 1 wk to 10 days.'],
    expect: {
      CC: 'Surgical extraction #17 as planned (pericoronitis x3 in past year)',
      'MED HX': 'No changes, NKDA. BP 118/76',
      DENTAL: [
        ['17', 'Partially erupted, distoangular, operculum healthy today'],
        ['18', 'Sound'],
      ],
      RADIO: 'PA (previous): #17 roots close to IAN canal, no overlap',
      CONSULT: 'Reviewed risks incl. paresthesia and dry socket',
      CONSENT: 'Consent signed',
      'TX TODAY': ['Surgical extraction #17'],
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB left',
        'LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration #17',
        'Envelope flap w/ distal release',
        'Buccal bone removed w/ surgical handpiece',
        'Sectioned crown',
        'Elevated roots',
        'Tooth delivered in 3 pieces',
        'Socket irrigated w/ saline',
        'Curetted',
        '2 x 4-0 chromic gut sutures',
        'Gauze',
        'POI verbal + written',
        'Rx ibuprofen 600 mg q6h x 3 days',
        'Gelfoam placed in socket before closure',
      ],
      NOTES: "Pt's wife driving him home",
      'F/U': 'Post-op check 10 days',
    },
  }),
  defineCase({
    id: 'h44-24-us-asr-short-night-guard-delivery-title-from-cc-no-chart',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'night guard delivery upper hard acrylic medical history no changes no allergies tried in seated fully retention good adjusted for even contacts in centric and smooth canine guidance on both sides polished showed him how to clean it with cool water and a soft brush not toothpaste he asked if he has to wear it every night told him yes and to bring it to every checkup recall as scheduled',
    expect: {
      CC: 'Night guard delivery upper hard acrylic',
      'MED HX': 'No changes. No allergies',
      CONSULT:
        'Showed him how to clean it with cool water and a soft brush not toothpaste. He asked if he has to wear it every night. Told him yes and to bring it to every checkup',
      'TX TODAY': ['Night guard'],
      TX: [
        'Tried in',
        'Seated fully',
        'Retention good',
        'Adjusted for even contacts in centric and smooth canine guidance on both sides',
        'Polished',
      ],
      'F/U': 'Recall as scheduled',
    },
  }),
  defineCase({
    id: 'h44-25-us-typed-hygienist-periodic-exam-prophy-dr-name-14-d-caries-phone',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodic exam w/ Dr [NAME] + adult prophy. Pt reports sensitivity UL w/ cold drinks x 1 month. Med hx: updated, now on sertraline, NKDA. EO: WNL. IO: WNL. PSR 1 1 2 / 2 1 1, light plaque, localized gingivitis UL. 4 BWX: #14 D caries into dentin, #15 M incipient. #14 D caries, sensitive to cold, not TTP. #13 sound. #3 crown intact. Dx: caries #14. Prophy, OHI (floss UL), fluoride varnish. Pt asked if insurance covers the filling: front desk to verify. Pt prefers text reminders at [PHONE]. NV DO composite #14. Recall 6 months.',
    expect: {
      CC: 'Periodic exam w/ Dr [NAME] + adult prophy. Pt reports sensitivity UL w/ cold drinks x 1 month',
      'MED HX': 'Updated, now on sertraline, NKDA',
      EXTRA: 'WNL',
      INTRA: 'WNL',
      PERIO: 'PSR 1 1 2 / 2 1 1, light plaque, localized gingivitis UL',
      RADIO: '4 BWX: #14 D caries into dentin, #15 M incipient',
      DENTAL: [
        ['14', 'D caries, sensitive to cold, not TTP'],
        ['13', 'Sound'],
        ['3', 'Crown intact'],
      ],
      DX: ['Caries #14'],
      CONSULT: 'Pt asked if insurance covers the filling: front desk to verify',
      'TX TODAY': ['Prophy', 'OHI', 'Fluoride varnish'],
      TX: ['Prophy', 'OHI (floss UL)', 'Fluoride varnish'],
      NOTES: 'Pt prefers text reminders at [PHONE]',
      NV: ['DO composite #14'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h44-26-us-asr-long-single-visit-rct-8-necrosis-sinus-tract-p-composite-bike-accident',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "alright so she's in for the root canal on number eight she had a bike accident when she was twelve and it's been going darker for a couple of years no pain now but she had a pimple on the gum last month that came and went medical history no changes she's on birth control no allergies extraoral within normal limits intraoral small sinus tract labial to number eight healed over number eight grayish discoloration no response to cold or ept not tender to percussion not mobile numbers seven and nine respond normally to cold pa of eight um well defined periapical radiolucency about four millimeters no root resorption diagnosis pulp necrosis with chronic apical abscess number eight discussed the root canal and then a crown later to cover the color she's happy with that signed consent one carpule lidocaine two percent one to one hundred thousand epi labial and palatal infiltration eight rubber dam access through the palatal working length twenty two point five millimeters with the apex locator confirmed with a pa cleaned and shaped to a size fifty with hand files irrigated with sodium hypochlorite and edta dried obturated eight with gutta percha and bc sealer warm vertical gutta percha taken down two millimeters below the cej glass ionomer barrier then palatal composite eight post op pa good seal to length she was worried it would hurt she said that was easier than the dentist when she was a kid next visit crown prep number eight in four weeks",
    expect: {
      CC: "Root canal on #8. She had a bike accident when she was 12. It's been going darker for a couple of years. No pain now but she had a pimple on the gum last month that came and went",
      'MED HX': "No changes. She's on birth control. No allergies",
      EXTRA: 'Within normal limits',
      INTRA: 'Small sinus tract labial to #8 healed over',
      DENTAL: [
        ['8', 'Grayish discoloration no response to cold or EPT not tender to percussion not mobile'],
        ['7', 'Respond normally to cold'],
        ['9', 'Respond normally to cold'],
      ],
      RADIO:
        'PA of #8 well defined periapical radiolucency about 4 mm. No root resorption. Post-op PA good seal to length',
      DX: ['Pulp necrosis with chronic apical abscess #8'],
      CONSULT: "Discussed the root canal and then a crown later to cover the color. She's happy with that",
      CONSENT: 'Signed consent',
      'TX TODAY': ['Obturation #8', 'P composite #8'],
      TX: [
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration + palatal infiltration #8',
        'Rubber dam',
        'Access through the palatal',
        'Working length 22.5 mm with the apex locator confirmed with a PA',
        'Cleaned and shaped to a size 50 with hand files',
        'Irrigated with sodium hypochlorite and EDTA',
        'Dried',
        'Obturated #8 with gutta percha and BC Sealer warm vertical',
        'Gutta percha taken down 2 mm below the CEJ',
        'Glass ionomer barrier',
        'P composite #8',
      ],
      NOTES: 'She was worried it would hurt. She said that was easier than the dentist when she was a kid',
      NV: ['Crown prep #8 in 4 weeks'],
    },
  }),
  defineCase({
    id: 'h44-27-us-typed-implant-consult-30-cbct-alendronate-fee-plan-no-treatment',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Implant consult for missing #30 (extracted 2023). Med hx: no changes, osteopenia, was on alendronate 2019-2021, stopped. NKDA. Non-smoker. #30 edentulous space 11 mm, ridge slightly narrow buccally. #29 and #31 sound, no drift. #2 mild supraeruption. CBCT today: 9 mm bone height to canal, 6.5 mm width. Discussed implant vs bridge vs leaving the space. Risk of MRONJ low with past alendronate, explained. Fee $4,200 implant + crown, insurance to cover part. Pt wants implant. Plan: implant placement #30 w/ possible buccal graft, then crown 4 months later. Consent form given to take home.',
    expect: {
      CC: 'Implant consult for missing #30 (extracted 2023)',
      'MED HX': 'No changes, osteopenia, was on alendronate 2019-2021, stopped. NKDA. Non-smoker',
      DENTAL: [
        ['30', 'Edentulous space 11 mm, ridge slightly narrow buccally'],
        ['29', 'Sound, no drift'],
        ['31', 'Sound, no drift'],
        ['2', 'Mild supraeruption'],
      ],
      RADIO: 'CBCT today: 9 mm bone height to canal, 6.5 mm width',
      CONSULT:
        'Discussed implant vs bridge vs leaving the space. Risk of MRONJ low with past alendronate, explained. Fee $4,200 implant + crown, insurance to cover part. Pt wants implant',
      CONSENT: 'Consent form given to take home',
      'TX PLAN': ['Implant placement #30 w/ possible buccal graft', 'Crown 4 months later'],
    },
  }),

  // ---------------------------------------------------------------- 4. San Antonio practice with many children (Universal, letters)
  defineCase({
    id: 'h44-28-us-asr-child-six-month-checkup-letters-k-l-caries-erupting-molars-sealants-nv',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "six year old boy here for his six month checkup mom is with him she says he's been brushing on his own and she thinks he misses the back ones healthy no meds allergic to amoxicillin it gives him a rash soft tissues normal generalized plaque gingivitis along the lower molars letters a b i and j sound letter k occlusal caries letter l distal caries letters s and t sound numbers three and fourteen erupting numbers nineteen and thirty erupted deep grooves no caries two bitewings k into dentin l into enamel prophy fluoride varnish talked to mom about helping him brush until he's eight and flossing between the back baby teeth he was super cooperative next visit occlusal composite k and sealants nineteen and thirty recall six months",
    expect: {
      CC: "His 6 month checkup. She says he's been brushing on his own. She thinks he misses the back ones",
      'MED HX': 'Healthy. No meds. Allergic to amoxicillin. It gives him a rash',
      INTRA: 'Soft tissues normal',
      PERIO: 'Generalized plaque. Gingivitis along the lower molars',
      DENTAL: [
        ['A', 'Sound'],
        ['B', 'Sound'],
        ['I', 'Sound'],
        ['J', 'Sound'],
        ['K', 'O caries'],
        ['L', 'D caries'],
        ['S', 'Sound'],
        ['T', 'Sound'],
        ['3', 'Erupting'],
        ['14', 'Erupting'],
        ['19', 'Erupted deep grooves no caries'],
        ['30', 'Erupted deep grooves no caries'],
      ],
      RADIO: '2 bitewings. #K into dentin. #L into enamel',
      CONSULT: "Talked to mom about helping him brush until he's 8 and flossing between the back baby teeth",
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish'],
      NOTES: '6 year old boy. Mom is with him. He was super cooperative',
      NV: ['O composite #K', 'Sealants #19, #30'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h44-29-us-typed-child-pulpotomy-ssc-k-nitrous-mta-lip-biting-toy',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '5 y/o w/ dad. Here for treatment on #K. Dad reports occasional pain w/ eating, none at night. Med hx: asthma, albuterol PRN, NKDA. Wt 19 kg. #K DO caries, deep, no swelling, not mobile. #L sound. N2O/O2 50% titrated to 40%. Topical. LA 1 carpule lidocaine 2% 1:100,000 epi, L IANB. Rubber dam. Caries removed, pulp exposed. Pulpotomy #K w/ MTA, hemostasis in 2 min. SSC #K size 4, crimped, cemented w/ GIC. Occlusion checked. 100% O2 x 5 min. POI to dad. Advised watch for lip/cheek biting. Pt did great, picked a toy. NV: prophy + fluoride varnish at 6-month recall.',
    expect: {
      CC: 'Treatment on #K. Dad reports occasional pain w/ eating, none at night',
      'MED HX': 'Asthma, albuterol PRN, NKDA. Wt 19 kg',
      DENTAL: [
        ['K', 'DO caries, deep, no swelling, not mobile'],
        ['L', 'Sound'],
      ],
      CONSULT: 'Advised watch for lip/cheek biting',
      'TX TODAY': ['Pulpotomy #K', 'SSC #K'],
      TX: [
        'N2O/O2 50% titrated to 40%',
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB left',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        'Pulpotomy #K w/ MTA',
        'Hemostasis in 2 min',
        'SSC #K size 4',
        'Crimped',
        'Cemented w/ GIC',
        'Occlusion checked',
        '100% O2 x 5 min',
        'POI to dad',
      ],
      NOTES: '5 y/o w/ dad. Pt did great, picked a toy',
      NV: ['Prophy + fluoride varnish at 6-month recall'],
    },
  }),
  defineCase({
    id: 'h44-30-us-asr-child-shark-teeth-extraction-o-p-ectopic-24-25-stickers',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'seven year old girl with her mom mom noticed the new bottom teeth coming in behind the baby teeth like a shark no pain healthy no meds no allergies soft tissues normal numbers twenty four and twenty five erupting lingually behind the baby teeth letters o and p mobile grade one pa lower anteriors roots about a third resorbed diagnosis ectopic eruption twenty four and twenty five with retained o and p explained to mom the tongue usually pushes the new teeth forward once the baby teeth are out mom wants them out today topical benzocaine one carpule lidocaine two percent one to one hundred thousand epi labial and lingual infiltration extracted o and p with forceps both complete gauze pressure hemostasis good post op instructions to mom no hot food until the numbness wears off she was a bit teary but brave she got two stickers review at her checkup in two months',
    expect: {
      CC: 'Mom noticed the new bottom teeth coming in behind the baby teeth like a shark. No pain',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      DENTAL: [
        ['24', 'Erupting lingually behind the baby teeth'],
        ['25', 'Erupting lingually behind the baby teeth'],
        ['O', 'Mobile grade 1'],
        ['P', 'Mobile grade 1'],
      ],
      RADIO: 'PA lower anteriors roots about a third resorbed',
      DX: ['Ectopic eruption #24, #25 with retained #O, #P'],
      CONSULT:
        'Explained to mom the tongue usually pushes the new teeth forward once the baby teeth are out. Mom wants them out today',
      'TX TODAY': ['Extraction #O, #P'],
      TX: [
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, labial infiltration + lingual infiltration',
        'Extracted #O, #P with forceps',
        'Both complete',
        'Gauze pressure',
        'Hemostasis good',
        'Post-op instructions to mom no hot food until the numbness wears off',
      ],
      NOTES: '7 year old girl with her mom. She was a bit teary but brave. She got 2 stickers',
      'F/U': 'Review at her checkup in 2 months',
    },
  }),
  defineCase({
    id: 'h44-31-us-typed-child-band-and-loop-k-impression-early-loss-l-appends-custody-change',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '6 y/o w/ grandma. Here for space maintainer eval. #L extracted at urgent care elsewhere 3 wks ago (abscess). Med hx: healthy, NKDA. #L site healed. #K DO composite intact. #M sound. #19 partially erupted. BWX: #21 developing, crown complete, no root yet. Dx: premature loss of #L. Discussed band and loop #K to hold space for #21, grandma agrees. Band fitted #K, size 28. Impression w/ band in place, sent to lab. FV. Pt very good. NV: cement band and loop #K in 2 wks.',
    appends: ['Add to notes: grandma has custody, consent forms on file.', 'Change 2 wks to 3 wks.'],
    expect: {
      CC: 'Space maintainer eval. #L extracted at urgent care elsewhere 3 wks ago (abscess)',
      'MED HX': 'Healthy, NKDA',
      INTRA: '#L site healed',
      DENTAL: [
        ['K', 'DO composite intact'],
        ['M', 'Sound'],
        ['19', 'Partially erupted'],
      ],
      RADIO: 'BWX: #21 developing, crown complete, no root yet',
      DX: ['Premature loss of #L'],
      CONSULT: 'Discussed band and loop #K to hold space for #21, grandma agrees',
      'TX TODAY': ['Impression', 'Fluoride varnish'],
      TX: ['Band fitted #K', 'Size 28', 'Impression w/ band in place', 'Sent to lab', 'FV'],
      NOTES: '6 y/o w/ grandma. Pt very good. Grandma has custody, consent forms on file',
      NV: ['Cement band and loop #K in 3 wks'],
    },
  }),
  defineCase({
    id: 'h44-32-us-asr-child-abscess-t-extraction-amoxicillin-dose-sorry-dad-translated',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency four year old with mom and dad dad translated for mom swelling on the right cheek since yesterday he didn't sleep much low fever last night they gave him children's tylenol medical history healthy no meds no allergies weight eighteen kilograms extraoral swelling right lower face not past the lower border no trouble swallowing temperature ninety nine point eight intraoral buccal swelling next to t letter t large occlusal caries mobile tender to tapping letter s distal caries small pa of t furcation radiolucency diagnosis dentoalveolar abscess letter t explained to the parents the tooth can't be saved and it needs to come out today they agreed also explained he may need a space maintainer topical one carpule lidocaine two percent one to one hundred thousand epi right ianb and buccal infiltration extracted t with forceps pus drained from the socket gauze pressure prescribed amoxicillin two hundred fifty milligrams per five ml one teaspoon three times a day sorry two teaspoons three times a day for seven days children's motrin for pain he cried a lot but we got it done next visit distal composite s call if the swelling gets worse or he gets a high fever",
    expect: {
      CC: "Emergency. Swelling on the right cheek since yesterday. He didn't sleep much. Low fever last night. They gave him children's Tylenol",
      'MED HX': 'Healthy. No meds. No allergies. Weight 18 kg',
      EXTRA: 'Swelling right lower face not past the lower border. No trouble swallowing. Temperature 99.8',
      INTRA: 'Buccal swelling next to #T',
      DENTAL: [
        ['T', 'Large O caries mobile tender to tapping'],
        ['S', 'D caries small'],
      ],
      RADIO: 'PA of #T furcation radiolucency',
      DX: ['Dentoalveolar abscess #T'],
      CONSULT:
        "Explained to the parents the tooth can't be saved and it needs to come out today. They agreed. Explained he may need a space maintainer",
      'TX TODAY': ['Extraction #T'],
      TX: [
        'Topical',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration',
        'Extracted #T with forceps',
        'Pus drained from the socket',
        'Gauze pressure',
        'Prescribed amoxicillin 250 mg per 5 ml 2 teaspoons 3 times a day for 7 days',
        "Children's Motrin for pain",
      ],
      NOTES: '4 year old with mom and dad. Dad translated for mom. He cried a lot but we got it done',
      NV: ['D composite #S'],
      'F/U': 'Call if the swelling gets worse or he gets a high fever',
    },
  }),
  defineCase({
    id: 'h44-33-us-typed-teen-braces-white-spot-lesions-mom-name-dr-name-prevident',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '14 y/o, here w/ mom [NAME] for 6-month recall. In braces w/ Dr [NAME] (ortho) since last year. Med hx: ADHD on Adderall, NKDA. EO: WNL. IO: soft tissues WNL. Gingival overgrowth around brackets, heavy plaque. #7, #8, #9, #10 white spot lesions along the gumline. #3, #14, #19, #30 sealants intact. #2 O caries. 2 BWX: #2 O caries into dentin, no interproximal caries. Dx: caries #2, gingivitis, white spot lesions. Prophy w/ ortho brushes. Fluoride varnish. OHI: proxabrush + water flosser + brushing after every meal. Rx PreviDent 5000 toothpaste. Discussed risk of permanent white marks if plaque stays. Pt not very engaged, on phone during OHI. NV O composite #2. Recall 3 months.',
    expect: {
      CC: '6-month recall',
      'MED HX': 'ADHD on Adderall, NKDA',
      EXTRA: 'WNL',
      INTRA: 'Soft tissues WNL',
      PERIO: 'Gingival overgrowth around brackets, heavy plaque',
      DENTAL: [
        ['7', 'White spot lesions along the gumline'],
        ['8', 'White spot lesions along the gumline'],
        ['9', 'White spot lesions along the gumline'],
        ['10', 'White spot lesions along the gumline'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['2', 'O caries'],
      ],
      RADIO: '2 BWX: #2 O caries into dentin, no interproximal caries',
      DX: ['Caries #2', 'Gingivitis', 'White spot lesions'],
      CONSULT: 'Discussed risk of permanent white marks if plaque stays',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: [
        'Prophy w/ ortho brushes',
        'Fluoride varnish',
        'OHI: proxabrush + water flosser + brushing after every meal',
        'Rx PreviDent 5000 toothpaste',
      ],
      NOTES:
        '14 y/o, here w/ mom [NAME]. In braces w/ Dr [NAME] (ortho) since last year. Pt not very engaged, on phone during OHI',
      NV: ['O composite #2'],
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'h44-34-us-asr-child-scooter-fall-8-mi-fracture-fragment-mi-composite-vitality',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "emergency nine year old boy with his dad he fell off his scooter about an hour ago and chipped his two front teeth no loss of consciousness no headache dad brought the broken piece in milk healthy no meds no allergies tetanus up to date extraoral small graze on the chin intraoral upper lip slightly swollen no lacerations number eight enamel dentin fracture of the mesial incisal corner no pulp exposure sensitive to air responds to cold not mobile number nine enamel fracture of the incisal edge responds to cold not mobile numbers seven and ten no injury responds to cold pa no root fractures diagnosis uncomplicated crown fracture number eight enamel fracture number nine no la needed tried the fragment on eight it didn't fit well so mesial incisal composite number eight smoothed number nine with a disc dad asked if the tooth will die explained there's a small chance so we'll keep checking it soft diet for a week review in two weeks for vitality",
    expect: {
      CC: 'Emergency. He fell off his scooter about an hour ago and chipped his 2 front teeth. No loss of consciousness. No headache. Dad brought the broken piece in milk',
      'MED HX': 'Healthy. No meds. No allergies. Tetanus up to date',
      EXTRA: 'Small graze on the chin',
      INTRA: 'Upper lip slightly swollen. No lacerations',
      DENTAL: [
        [
          '8',
          'Enamel dentin fracture of the MI corner no pulp exposure sensitive to air responds to cold not mobile',
          'MI corner',
        ],
        ['9', 'Enamel fracture of the incisal edge responds to cold not mobile', 'Incisal edge'],
        ['7', 'No injury responds to cold'],
        ['10', 'No injury responds to cold'],
      ],
      RADIO: 'PA no root fractures',
      DX: ['Uncomplicated crown fracture #8', 'Enamel fracture #9'],
      CONSULT:
        "Dad asked if the tooth will die. Explained there's a small chance so we'll keep checking it. Soft diet for a week",
      'TX TODAY': ['MI composite #8'],
      TX: ['No LA needed', 'Tried the fragment #8', "It didn't fit well", 'MI composite #8', 'Smoothed #9 with a disc'],
      NOTES: '9 year old boy with his dad',
      'F/U': 'Review in 2 weeks for vitality',
    },
  }),
  defineCase({
    id: 'h44-35-us-typed-twelve-year-old-recall-sealants-2-15-18-31-ortho-referral',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      '12 y/o w/ mom, 6-month recall. No complaints. Med hx: healthy, NKDA. Soft tissues WNL. All primary teeth exfoliated. Gingiva healthy, light plaque. #2, #15, #18, #31 erupted, deep fissures, no caries. #3, #14, #19, #30 sealants intact. #12 O pit stained, no caries. 2 BWX: no caries. Prophy, OHI. Fissure sealants #2, #15, #18, #31 (Clinpro), isolated w/ Isodry. Fluoride varnish. Mom asked about braces for crowding. Referral to orthodontist. Pt quiet but cooperative. Recall 6 months.',
    expect: {
      CC: '6-month recall. No complaints',
      'MED HX': 'Healthy, NKDA',
      INTRA: 'Soft tissues WNL. All primary teeth exfoliated',
      PERIO: 'Gingiva healthy, light plaque',
      DENTAL: [
        ['2', 'Erupted, deep fissures, no caries'],
        ['15', 'Erupted, deep fissures, no caries'],
        ['18', 'Erupted, deep fissures, no caries'],
        ['31', 'Erupted, deep fissures, no caries'],
        ['3', 'Sealants intact'],
        ['14', 'Sealants intact'],
        ['19', 'Sealants intact'],
        ['30', 'Sealants intact'],
        ['12', 'O pit stained, no caries'],
      ],
      RADIO: '2 BWX: no caries',
      CONSULT: 'Mom asked about braces for crowding',
      'TX TODAY': ['Prophy', 'OHI', 'Fissure sealants #2, #15, #18, #31', 'Fluoride varnish'],
      TX: [
        'Prophy',
        'OHI',
        'Fissure sealants #2, #15, #18, #31 (Clinpro)',
        'Isolated w/ Isodry',
        'Fluoride varnish',
      ],
      'TX PLAN': ['Referral to orthodontist'],
      NOTES: '12 y/o w/ mom. Pt quiet but cooperative',
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'h44-36-us-asr-toddler-severe-ecc-sdf-ga-referral-date-appends-phone-pre-op',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "consult four year old with mom the pediatrician sent him for all the cavities mom says he won't let her brush and he drinks milk in a bottle at night healthy no meds no allergies he cried through the exam soft tissues normal heavy plaque letters b i k l s and t cavitated caries letters e and f decay on the front surfaces letters a and j sound could not get x-rays today diagnosis severe early childhood caries explained he needs too much treatment to do in the chair at his age so general anesthesia at the children's hospital is the safest way mom agreed silver diamine fluoride on b i k l s and t to slow it down fluoride varnish talked about stopping the bottle at night and brushing with a rice grain of fluoride toothpaste referral for dental treatment under general anesthesia on [DATE] recall after the surgery",
    appends: [
      "add to notes mom's phone is [PHONE] she wants a call if the date changes",
      'add to treatment plan pre op visit with the pediatrician',
    ],
    expect: {
      CC: "Consult. The pediatrician sent him for all the cavities. Mom says he won't let her brush and he drinks milk in a bottle at night",
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues normal',
      PERIO: 'Heavy plaque',
      DENTAL: [
        ['B', 'Cavitated caries'],
        ['I', 'Cavitated caries'],
        ['K', 'Cavitated caries'],
        ['L', 'Cavitated caries'],
        ['S', 'Cavitated caries'],
        ['T', 'Cavitated caries'],
        ['E', 'Decay on the front surfaces'],
        ['F', 'Decay on the front surfaces'],
        ['A', 'Sound'],
        ['J', 'Sound'],
      ],
      RADIO: 'Could not get x-rays today',
      DX: ['Severe early childhood caries'],
      CONSULT:
        "Explained he needs too much treatment to do in the chair at his age so general anesthesia at the children's hospital is the safest way. Mom agreed. Talked about stopping the bottle at night and brushing with a rice grain of fluoride toothpaste",
      'TX TODAY': ['SDF #B, #I, #K, #L, #S, #T', 'Fluoride varnish'],
      TX: ['Silver diamine fluoride #B, #I, #K, #L, #S, #T to slow it down', 'Fluoride varnish'],
      'TX PLAN': ['Referral for dental treatment under general anesthesia on [DATE]', 'Pre-op visit with the pediatrician'],
      NOTES: "4 year old with mom. He cried through the exam. Mom's phone is [PHONE]. She wants a call if the date changes",
      'F/U': 'Recall after the surgery',
    },
  }),
];
