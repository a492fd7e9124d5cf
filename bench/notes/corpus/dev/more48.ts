// A forty-eighth development batch (ids ax01–ax30), written blind from the contract by a helper that had not seen the
// engine, each case labelled before the engine was run on it. It is chart-rich dictation by eight clinicians with
// strong personal habits, 3–4 visits each, most visits charting 2–8 teeth: a UK general dentist who types or says a
// full chart tooth by tooth in shorthand ("UR7 MO am, UR6 crown, UR5 missing, UL4 DO comp sound", "one seven m o
// amalgam", "#" for a fractured cusp, "EC +ve") in Palmer and FDI (ax01–ax04); a US periodontist with PSR, probing
// depths, furcations, mobility and recession said per tooth next to a restorative chart, SRP with Arestin, a
// maintenance visit with an implant and a re-evaluation (ax05–ax08); a US pediatric dentist with primary teeth by
// letter ("letter k", "tooth s", "#S"), parents present, nitrous and tell-show-do, and a UK paediatric dentist with
// Palmer letters ("lower right e") and FDI primary teeth ("eight five") (ax09–ax12); an oral surgeon with third molars,
// impactions, pericoronitis, IV sedation, flaps, sectioning and sutures (ax13–ax15); a prosthodontist with existing
// restorations charted ("three six has a pfm crown with open margin distally"), a consultation for implants, a crown
// prep with a digital scan, a denture delivery and an implant crown fit (ax16–ax19); an endodontist with cold,
// percussion and palpation per tooth, sinus tracts, extirpation, a retreatment and an obturation (ax20–ax23); a rushed
// associate whose recogniser text is lower case with number words, fillers, "sorry" / "no wait" corrections, "scratch
// that" and chart findings running into the next section (ax24–ax27); and a narrative dentist who tells findings in
// sentences with the tooth mid-sentence ("the lower left first molar, that's 36, has a large disto-occlusal cavity,
// and 37 next door has a small occlusal lesion") (ax28–ax30). UK 16, US 14; FDI 9, Universal 14, Palmer 7; 16
// recogniser-style and 14 typed; about 90 to 220 words; two cases with appended dictation (ax04: "add to notes …",
// "change … to …"; ax26: "remove …", "add to treatment …", an appended recall).
//
// Judgement calls where the contract was silent:
// - Periodontal findings were dictated with the measurement first and the tooth as its place ("6 mm distal of #2",
//   "class II furcation on #3 B", "grade 2 mobility on #24 and #25", "2 mm recession on #11 and #12 F", "probing
//   depths 3 mm around implant #19"): they stay in PERIO with their teeth and make no chart entry. No tooth-first
//   mobility or furcation sentence was dictated (earlier batches chart those). A tooth named in PERIO may have its own
//   restorative chart entry from the charting.
// - Each tooth was given one chart run; pulp tests said in the same run as a restoration ("#19 large MOD composite with
//   recurrent D caries, cold lingering >30 s, percussion +, palpation -") are one entry, as in more31 / more33.
// - Words that only say where the tooth is, in the narrative dictations, are part of naming the tooth and are left out
//   of the condition: "the lower left first molar, that's 36,", "37 next door", "the upper left first molar, 26,",
//   "number four right in front of it", "forty seven behind it", "the upper right first molar that's number three".
// - Typed chart shorthand stays as typed in chart conditions ("MO am", "DO comp sound", "# DB cusp", "EC +ve", "not
//   TTP"); the fracture field of "# DB cusp" is "DB cusp" (as more33). "comp" in a filling step is titled "composite"
//   (as more18 t20); plans and next visits were typed with "composite" in full.
// - Letters said one by one in recogniser text are written as the capitals they spell ("m o d" → MOD, "p f m" → PFM,
//   "o h i" → OHI, "n p o" → NPO, "ept" → EPT).
// - Six BPE / PSR digits said in a row by the recogniser were avoided ("bpe two in all sextants", "bpe highest code
//   three", "psr code two all sextants", "psr was two throughout"); typed scores keep the slash as typed.
// - "Porcelain chipped" is no fracture (fracture null); "fractured palatal cusp", "lingual cusp is fractured" and
//   "# DB cusp" are.
// - "Overhang on distal" (ax19) has its surface moved in front of the listed word: "DO am with D overhang"; "open
//   margin distally" keeps the adverb (rule 4).
// - In text fields single surfaces stay words ("recurrent caries distal margin", "#3 mesial pocket" — pocket is not
//   in rule 4's list), but a run of two surfaces in one word is abbreviated there too ("mesiobuccal root" → "MB root",
//   "seven millimeters mesial buccal" → "7 mm MB").
// - Titles: ax15's steps name no table procedure ("sectioned and delivered"), so "Surgical extraction LR8" comes from
//   the CC; ax21 likewise takes "RCT 22" from "referred … for root canal treatment 22" (canal debrided, calcium
//   hydroxide dressing are no titles); ax22 is a retreatment whose CC says the root canal was done before, so it has no
//   title (as more26). "Dentures fitted" → "Denture fit"; "crown fitted LL6" on an implant → "Crown fit LL6"; a
//   digital scan is not "Impressions"; a composite core and "core placed with composite" are no titles; "Duraphat
//   varnish applied" with a tooth → "Fluoride varnish 25"; "temporary dressing on nineteen with fuji" → "Temporary
//   dressing #19".
// - "Hall crown" in a plan is written "SSC LRE" (as more37); "implants #19 and #20" in a plan keeps its words (it is
//   not "implant placement"); "XLA UR8" typed in a plan is titled "Extraction UR8".
// - "Bilateral ianb" is written "IANB bilateral"; "buccal and palatal infiltration" as two techniques.
// - Numbers that look like teeth but carry a unit stay numbers ("working length twenty two millimetres" → "22 mm",
//   "stage three" → "stage 3"); a tooth said straight after another number is still a tooth ("grade one three six").
// - Who escorts or accompanies the patient and remarks on how they coped are NOTES; NPO status is MED HX; an
//   insurance pre-authorisation and a fee or balance are CONSULT; risks said in their own clause before the consent
//   are CONSULT.
// - A referral back to the general dentist for a crown or onlay is TX PLAN; a review "after CBCT" or "with PA" is F/U.
import { defineCase, type NotesCase } from '../case.ts';

export const more48Cases: NotesCase[] = [
  // ── 1. UK general dentist, chart shorthand (Palmer and FDI) ──
  defineCase({
    id: 'ax01-uk-typed-palmer-new-pt-full-chart-shorthand',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'New pt exam, moved to the area, no complaints. MH: hypertension, ramipril 5 mg. NKDA. Non-smoker. EO: NAD. IO: soft tissues NAD, OCS clear. BPE 2 2 2 / 2 1 2. Charting: UR7 MO am, UR6 crown, UR5 missing, UR4 O comp, UL4 DO comp sound, UL6 MOD am ditched, LL6 O caries, LR7 O am. BWs R+L, grade 1: LL6 O caries into dentine, UL6 recurrent caries under M margin. Dx: caries LL6, secondary caries UL6. Tx: S&P, OHI. Tx plan: O composite LL6, replace UL6 MOD am with composite. NV: fillings LL6 and UL6. Recall 9/12.',
    expect: {
      CC: 'New pt exam, moved to the area, no complaints',
      'MED HX': 'Hypertension, ramipril 5 mg. NKDA. Non-smoker',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues NAD, OCS clear',
      PERIO: 'BPE 2 2 2 / 2 1 2',
      DENTAL: [
        ['UR7', 'MO am'],
        ['UR6', 'Crown'],
        ['UR5', 'Missing'],
        ['UR4', 'O comp'],
        ['UL4', 'DO comp sound'],
        ['UL6', 'MOD am ditched'],
        ['LL6', 'O caries'],
        ['LR7', 'O am'],
      ],
      RADIO: 'BWs R+L, grade 1: LL6 O caries into dentine, UL6 recurrent caries under M margin',
      DX: ['Caries LL6', 'Secondary caries UL6'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['S&P', 'OHI'],
      'TX PLAN': ['O composite LL6', 'Replace UL6 MOD am with composite'],
      NV: ['Fillings LL6, UL6'],
      'F/U': 'Recall 9 months',
    },
  }),
  defineCase({
    id: 'ax02-uk-asr-fdi-recall-spoken-chart-letters-fractured-p-cusp',
    style: 'UK',
    asr: true,
    transcript:
      'recall exam no complaints medical history no changes still on levothyroxine no allergies eo nad io nad bpe two in all sextants charting one seven m o amalgam one six crown one five missing one four o composite two four d o composite sound two six m o d amalgam fractured palatal cusp three six o caries four six m o amalgam sound bitewings grade one three six occlusal caries into dentine no other caries diagnosis caries three six and fractured cusp two six scale and polish o h i given plan o composite three six onlay two six recall six months',
    expect: {
      CC: 'Recall exam. No complaints',
      'MED HX': 'No changes. Still on levothyroxine. No allergies',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 in all sextants',
      DENTAL: [
        ['17', 'MO amalgam'],
        ['16', 'Crown'],
        ['15', 'Missing'],
        ['14', 'O composite'],
        ['24', 'DO composite sound'],
        ['26', 'MOD amalgam fractured P cusp', 'P cusp'],
        ['36', 'O caries'],
        ['46', 'MO amalgam sound'],
      ],
      RADIO: 'Bitewings grade 1. 36 occlusal caries into dentine. No other caries',
      DX: ['Caries 36', 'Fractured cusp 26'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish', 'OHI given'],
      'TX PLAN': ['O composite 36', 'Onlay 26'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ax03-uk-typed-palmer-emergency-hash-db-cusp-ur6-modb-comp',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Emergency. C/O: broken tooth upper right, sharp on tongue, no pain. MH: NAD. O/E: UR6 MOD am, # DB cusp, no pulp exposure, EC +ve, not TTP. UR7 O am sound. UR5 DO comp. LR6 PFM crown. LR7 O caries. PA UR6: no periapical pathology. Dx: # DB cusp UR6. Options: MODB comp vs onlay, pt chose comp today, may need onlay later. Verbal consent. Tx: LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6. RD. Old am removed. MODB comp UR6, shade A3. Occ checked. NV: O composite LR7. Recall 6/12.',
    expect: {
      CC: 'Emergency. Broken tooth upper right, sharp on tongue, no pain',
      'MED HX': 'NAD',
      DENTAL: [
        ['UR6', 'MOD am, # DB cusp, no pulp exposure, EC +ve, not TTP', 'DB cusp'],
        ['UR7', 'O am sound'],
        ['UR5', 'DO comp'],
        ['LR6', 'PFM crown'],
        ['LR7', 'O caries'],
      ],
      RADIO: 'PA UR6: no periapical pathology',
      DX: ['# DB cusp UR6'],
      CONSULT: 'Options: MODB comp vs onlay, pt chose comp today, may need onlay later',
      CONSENT: 'Verbal consent',
      'TX TODAY': ['MODB composite UR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6',
        'RD',
        'Old am removed',
        'MODB comp UR6',
        'Shade A3',
        'Occ checked',
      ],
      NV: ['O composite LR7'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ax04-uk-asr-fdi-appends-recall-eight-teeth-duraphat-25',
    style: 'UK',
    asr: true,
    transcript:
      'routine exam patient says upper left sometimes sensitive to cold medical history type two diabetes on metformin no allergies smokes five a day eo nad io small area of frictional keratosis right buccal mucosa bpe highest code three charting one eight missing one seven m o d amalgam one six root filled p f m crown two five buccal cervical abrasion two six d o composite recurrent caries under distal margin three six m o d onlay three seven o amalgam four seven missing bitewings grade one recurrent caries distal of two six horizontal bone loss about twenty percent diagnosis secondary caries two six and dentine hypersensitivity two five two five duraphat varnish applied oral hygiene instruction given smoking cessation advice given plan d o composite two six rsd upper right and lower right next visit filling two six recall six months',
    appends: ['add to notes patient prefers morning appointments', 'change six months to three months'],
    expect: {
      CC: 'Routine exam. Patient says upper left sometimes sensitive to cold',
      'MED HX': 'Type 2 diabetes on metformin. No allergies. Smokes 5 a day',
      EXTRA: 'NAD',
      INTRA: 'Small area of frictional keratosis right buccal mucosa',
      PERIO: 'BPE highest code 3',
      DENTAL: [
        ['18', 'Missing'],
        ['17', 'MOD amalgam'],
        ['16', 'Root filled PFM crown'],
        ['25', 'B cervical abrasion'],
        ['26', 'DO composite recurrent caries under D margin'],
        ['36', 'MOD onlay'],
        ['37', 'O amalgam'],
        ['47', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. Recurrent caries distal of 26. Horizontal bone loss about 20%',
      DX: ['Secondary caries 26', 'Dentine hypersensitivity 25'],
      CONSULT: 'Smoking cessation advice given',
      'TX TODAY': ['Fluoride varnish 25', 'OHI'],
      TX: ['25 Duraphat varnish applied', 'Oral hygiene instruction given'],
      'TX PLAN': ['DO composite 26', 'RSD upper right and lower right'],
      NOTES: 'Patient prefers morning appointments',
      NV: ['Filling 26'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ── 2. US periodontist (Universal) ──
  defineCase({
    id: 'ax05-us-typed-perio-new-referral-probing-furcation-mobility-chart',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred by general dentist for periodontal evaluation. C/O gums bleeding and lower front teeth feel loose. Med hx: type 2 diabetes, metformin 1000 mg BID, last A1c 7.9. Former smoker, quit 2019. NKDA. EO: WNL. IO: generalized marginal erythema, soft tissues otherwise WNL. PSR 3 4 3 / 4 4 3. Probing depths 6-7 mm on #2 D, #3 MB and #14 M; 5 mm generalized posterior interproximal. Class II furcation on #3 B and #19 B. Grade 2 mobility on #24 and #25. Recession 3 mm on #24 F. BOP 48%. Charting: #3 MOD amalgam with open D margin. #14 PFM crown. #19 DO composite. #30 large O caries. #31 missing. FMX: generalized horizontal bone loss 30-40%, vertical defect #3 M. Dx: generalized periodontitis stage III grade C. Discussed SRP 4 quads, diabetes control and possible extraction of #24 and #25. Pt agrees to SRP. Written consent. OHI with interdental brushes. NV: SRP UR and LR. Re-eval 6 weeks after SRP.',
    expect: {
      CC: 'Referred by general dentist for periodontal evaluation. Gums bleeding and lower front teeth feel loose',
      'MED HX': 'Type 2 diabetes, metformin 1000 mg BID, last A1c 7.9. Former smoker, quit 2019. NKDA',
      EXTRA: 'WNL',
      INTRA: 'Generalized marginal erythema, soft tissues otherwise WNL',
      PERIO:
        'PSR 3 4 3 / 4 4 3. Probing depths 6-7 mm on #2 D, #3 MB and #14 M; 5 mm generalized posterior interproximal. Class II furcation on #3 B and #19 B. Grade 2 mobility on #24 and #25. Recession 3 mm on #24 F. BOP 48%',
      DENTAL: [
        ['3', 'MOD amalgam with open D margin'],
        ['14', 'PFM crown'],
        ['19', 'DO composite'],
        ['30', 'Large O caries'],
        ['31', 'Missing'],
      ],
      RADIO: 'FMX: generalized horizontal bone loss 30-40%, vertical defect #3 M',
      DX: ['Generalized periodontitis stage III grade C'],
      CONSULT: 'Discussed SRP 4 quads, diabetes control and possible extraction of #24 and #25. Pt agrees to SRP',
      CONSENT: 'Written consent',
      'TX TODAY': ['OHI'],
      TX: ['OHI with interdental brushes'],
      NV: ['SRP UR and LR'],
      'F/U': 'Re-eval 6 weeks after SRP',
    },
  }),
  defineCase({
    id: 'ax06-us-asr-perio-srp-ur-lr-pockets-said-per-tooth-arestin',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for scaling and root planing upper right and lower right medical history no changes last hba1c seven point one uh pocket depths today six millimeters distal of number two seven millimeters mesial buccal of number three with class two furcation buccal five millimeters on number thirty and thirty one bleeding on probing throughout those quadrants number three has a fractured mesial lingual cusp sorry mesial palatal cusp under the amalgam number thirty distal occlusal composite with recurrent decay number twenty nine sound local anesthetic two carpules articaine four percent one to one hundred thousand epi right ianb and buccal infiltration number three scaling and root planing upper right and lower right with ultrasonic and gracey curettes arestin placed in number three mesial pocket oral hygiene instructions reviewed with proxabrush next visit srp upper left and lower left in two weeks',
    expect: {
      CC: 'Scaling and root planing upper right and lower right',
      'MED HX': 'No changes. Last HbA1c 7.1',
      PERIO:
        'Pocket depths today 6 mm distal of #2. 7 mm MB of #3 with class 2 furcation buccal. 5 mm on #30 and #31. Bleeding on probing throughout those quadrants',
      DENTAL: [
        ['3', 'Fractured MP cusp under the amalgam', 'MP cusp'],
        ['30', 'DO composite with recurrent decay'],
        ['29', 'Sound'],
      ],
      'TX TODAY': ['SRP', 'OHI'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB right + buccal infiltration #3',
        'Scaling and root planing upper right and lower right with ultrasonic and Gracey curettes',
        'Arestin placed in #3 mesial pocket',
        'Oral hygiene instructions reviewed with proxabrush',
      ],
      NV: ['SRP upper left and lower left in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ax07-us-typed-perio-maintenance-implant-recession-open-margin-14',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal maintenance, 3 month interval. Pt reports sensitivity on upper left when drinking cold water. Med hx: no changes, on atorvastatin. PSR 3 3 2 / 2 2 3. 4-5 mm residual pockets on #2, #15 and #18, BOP 12%. 2 mm recession on #11 and #12 F. Probing depths 3 mm around implant #19, no BOP. #12 F abfraction, sensitive to air. #13 MOD composite, intact. #14 PFM crown with open M margin. #15 O amalgam. Perio maintenance with ultrasonic and hand instruments, implant scaled with titanium curettes. Polished. Gluma applied to #11 and #12. OHI with soft brush and lighter pressure. Dx: stable periodontitis stage III grade B. Plan: replace crown #14. NV: periodontal maintenance in 3 months.',
    expect: {
      CC: 'Periodontal maintenance, 3 month interval. Pt reports sensitivity on upper left when drinking cold water',
      'MED HX': 'No changes, on atorvastatin',
      PERIO:
        'PSR 3 3 2 / 2 2 3. 4-5 mm residual pockets on #2, #15 and #18, BOP 12%. 2 mm recession on #11 and #12 F. Probing depths 3 mm around implant #19, no BOP',
      DENTAL: [
        ['12', 'F abfraction, sensitive to air'],
        ['13', 'MOD composite, intact'],
        ['14', 'PFM crown with open M margin'],
        ['15', 'O amalgam'],
      ],
      DX: ['Stable periodontitis stage III grade B'],
      'TX TODAY': ['Periodontal maintenance', 'OHI'],
      TX: [
        'Perio maintenance with ultrasonic and hand instruments',
        'Implant scaled with titanium curettes',
        'Polished',
        'Gluma applied #11, #12',
        'OHI with soft brush and lighter pressure',
      ],
      'TX PLAN': ['Replace crown #14'],
      NV: ['Periodontal maintenance in 3 months'],
    },
  }),
  defineCase({
    id: 'ax08-us-typed-perio-reeval-root-caries-overhang-reinstrumentation',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Periodontal re-evaluation 6 weeks after SRP. Pt says gums bleed much less. Med hx: no changes, still not smoking. Pockets reduced to 3-4 mm except 6 mm distal of #18 and 5 mm mesial of #31. BOP 9%, plaque score 15%. #18 D root caries. #31 MO amalgam with overhang. #20 B cervical lesion. #21 sound. Dx: localized periodontitis stage III grade B improving. Discussed pocket reduction surgery for #18 vs localized re-instrumentation; pt chose re-instrumentation first. Localized re-instrumentation #18 and #31 under Oraqix. Fluoride varnish applied. NV: composites #20 and #18. Recall 3 months.',
    expect: {
      CC: 'Periodontal re-evaluation 6 weeks after SRP. Pt says gums bleed much less',
      'MED HX': 'No changes, still not smoking',
      PERIO: 'Pockets reduced to 3-4 mm except 6 mm distal of #18 and 5 mm mesial of #31. BOP 9%, plaque score 15%',
      DENTAL: [
        ['18', 'D root caries'],
        ['31', 'MO amalgam with overhang'],
        ['20', 'B cervical lesion'],
        ['21', 'Sound'],
      ],
      DX: ['Localized periodontitis stage III grade B improving'],
      CONSULT:
        'Discussed pocket reduction surgery for #18 vs localized re-instrumentation; pt chose re-instrumentation first',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Localized re-instrumentation #18, #31 under Oraqix', 'Fluoride varnish applied'],
      NV: ['Composites #20, #18'],
      'F/U': 'Recall 3 months',
    },
  }),

  // ── 3. Paediatric: US pediatric dentist (letters) and UK paediatric dentist (Palmer letters, FDI 51–85) ──
  defineCase({
    id: 'ax09-us-asr-peds-letter-k-tooth-s-recall-mom-grandma-tell-show-do',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient here for six month recall and cleaning mom and grandma present medical history healthy no meds no allergies intraoral soft tissues within normal limits letter k mesial occlusal caries letter l distal caries tooth s occlusal sealant intact tooth t occlusal caries number nineteen and thirty erupting letter e and f sound two bitewings taken caries into dentin letter k and letter l diagnosis early childhood caries prophy with toothbrush tell show do used fluoride varnish applied discussed fillings versus sdf with mom mom wants fillings child did great next visit mesial occlusal composite letter k and distal occlusal composite letter l with nitrous recall six months',
    expect: {
      CC: '6 month recall and cleaning',
      'MED HX': 'Healthy. No meds. No allergies',
      INTRA: 'Soft tissues within normal limits',
      DENTAL: [
        ['K', 'MO caries'],
        ['L', 'D caries'],
        ['S', 'Occlusal sealant intact'],
        ['T', 'O caries'],
        ['19', 'Erupting'],
        ['30', 'Erupting'],
        ['E', 'Sound'],
        ['F', 'Sound'],
      ],
      RADIO: '2 bitewings taken. Caries into dentin #K and #L',
      DX: ['Early childhood caries'],
      CONSULT: 'Discussed fillings versus SDF with mom. Mom wants fillings',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy with toothbrush', 'Tell show do used', 'Fluoride varnish applied'],
      NOTES: 'Mom and grandma present. Child did great',
      NV: ['MO composite #K', 'DO composite #L with nitrous'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ax10-us-typed-peds-pulpotomy-ssc-s-nitrous-dad-signed',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Presents for treatment of #S. Dad present. Med hx: mild asthma, albuterol PRN. NKDA. #S deep DO caries, no swelling. #T sealant intact. #R and #Q sound. #30 erupting. BWX from last visit: caries approaching pulp #S. Dx: reversible pulpitis #S. Discussed pulpotomy and SSC vs extraction with space maintainer; dad chose pulpotomy. Dad signed consent. N2O/O2 40% for anxiety. Topical benzocaine. LA: 1 carpule 2% lidocaine 1:100,000 epi, IANB right. Rubber dam. Caries removed, pulp exposed. #S pulpotomy with MTA. SSC size 4 cemented on #S with Ketac Cem. Occlusion checked. Post-op instructions to dad. Pt cooperative with tell-show-do. RTC 6 months for recall.',
    expect: {
      CC: 'Treatment of #S',
      'MED HX': 'Mild asthma, albuterol PRN. NKDA',
      DENTAL: [
        ['S', 'Deep DO caries, no swelling'],
        ['T', 'Sealant intact'],
        ['R', 'Sound'],
        ['Q', 'Sound'],
        ['30', 'Erupting'],
      ],
      RADIO: 'BWX from last visit: caries approaching pulp #S',
      DX: ['Reversible pulpitis #S'],
      CONSULT: 'Discussed pulpotomy and SSC vs extraction with space maintainer; dad chose pulpotomy',
      CONSENT: 'Dad signed consent',
      'TX TODAY': ['Pulpotomy #S', 'SSC #S'],
      TX: [
        'N2O/O2 40% for anxiety',
        'Topical benzocaine',
        'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
        'Rubber dam',
        'Caries removed',
        'Pulp exposed',
        '#S pulpotomy with MTA',
        'SSC size 4 cemented #S with Ketac Cem',
        'Occlusion checked',
        'Post-op instructions to dad',
      ],
      NOTES: 'Dad present. Pt cooperative with tell-show-do',
      'F/U': 'RTC 6 months for recall',
    },
  }),
  defineCase({
    id: 'ax11-uk-asr-palmer-paeds-lower-right-e-hall-crown-plan-mum',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'attended for check up complaining of food getting stuck lower right mum present medical history fit and well no medications no allergies extra oral nad intra oral soft tissues healthy lower right e large disto occlusal cavity lower right d occlusal caries lower left e mesial occlusal amalgam sound upper right e and upper left e sound lower left six and lower right six erupted with deep fissures upper right six partially erupted bitewings grade one lower right e caries close to pulp diagnosis caries lower right d and lower right e discussed options for lower right e with mum hall crown or extraction mum prefers hall crown fluoride varnish applied to all teeth diet advice given no fizzy drinks between meals plan hall crown lower right e occlusal composite lower right d fissure sealants lower right six and lower left six recall three months',
    expect: {
      CC: 'Check up. Food getting stuck lower right',
      'MED HX': 'Fit and well. No medications. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Soft tissues healthy',
      DENTAL: [
        ['LRE', 'Large DO cavity'],
        ['LRD', 'O caries'],
        ['LLE', 'MO amalgam sound'],
        ['URE', 'Sound'],
        ['ULE', 'Sound'],
        ['LL6', 'Erupted with deep fissures'],
        ['LR6', 'Erupted with deep fissures'],
        ['UR6', 'Partially erupted'],
      ],
      RADIO: 'Bitewings grade 1. LRE caries close to pulp',
      DX: ['Caries LRD, LRE'],
      CONSULT:
        'Discussed options for LRE with mum, Hall crown or extraction. Mum prefers Hall crown. Diet advice given. No fizzy drinks between meals',
      'TX TODAY': ['Fluoride varnish'],
      TX: ['Fluoride varnish applied to all teeth'],
      'TX PLAN': ['SSC LRE', 'O composite LRD', 'Fissure sealants LR6, LL6'],
      NOTES: 'Mum present',
      'F/U': 'Recall 3 months',
    },
  }),
  defineCase({
    id: 'ax12-uk-asr-fdi-paeds-extraction-84-85-eight-five-dad',
    style: 'UK',
    asr: true,
    transcript:
      'attended for extraction of eight four and eight five under la as planned dad present medical history fit and well no allergies eight four and eight five grossly carious non-restorable seven five occlusal caries arrested seven four sound three six and four six erupted with fissure sealants intact dad gave written consent topical applied la one point one mls articaine four percent one in one hundred thousand adrenaline buccal infiltration and lingual infiltration eight four and eight five um eight four and eight five extracted with forceps roots complete haemostasis achieved post op instructions given to dad child brave but tearful at the end next visit fluoride varnish in three months',
    expect: {
      CC: 'Extraction of 84 and 85 under LA as planned',
      'MED HX': 'Fit and well. No allergies',
      DENTAL: [
        ['84', 'Grossly carious non-restorable'],
        ['85', 'Grossly carious non-restorable'],
        ['75', 'O caries arrested'],
        ['74', 'Sound'],
        ['36', 'Erupted with fissure sealants intact'],
        ['46', 'Erupted with fissure sealants intact'],
      ],
      CONSENT: 'Dad gave written consent',
      'TX TODAY': ['Extraction 84, 85'],
      TX: [
        'Topical applied',
        'LA: 1.1 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 84, 85',
        '84, 85 extracted with forceps',
        'Roots complete',
        'Haemostasis achieved',
        'Post-op instructions given to dad',
      ],
      NOTES: 'Dad present. Child brave but tearful at the end',
      NV: ['Fluoride varnish in 3 months'],
    },
  }),

  // ── 4. Oral surgeon ──
  defineCase({
    id: 'ax13-uk-typed-fdi-os-consult-third-molars-coronectomy-plan',
    style: 'UK',
    asr: false,
    transcript:
      'Referred by GDP re lower wisdom teeth, recurrent pericoronitis lower left (3 episodes this year). MH: asthma (salbutamol PRN), allergic to penicillin (rash). Smoker 10/day. EO: no lymphadenopathy, mouth opening 42 mm. IO: operculum 38 mildly inflamed, no pus. 18 erupted, sound. 28 unerupted. 38 partially erupted, mesioangular, distal caries. 48 partially erupted, horizontal. 37 distal cervical caries. 47 sound. OPG (justified, grade 1): 38 mesioangular impaction, roots overlying ID canal with darkening; 48 horizontal impaction, canal separate; 28 vertically impacted. Dx: recurrent pericoronitis 38, impacted 38 and 48, caries 37. Discussed coronectomy vs XLA 38 given nerve proximity; risks of IAN injury, lingual nerve injury, dry socket, infection. Pt chose coronectomy 38 and XLA 48 under LA. Written consent. Plan: CBCT 38, coronectomy 38, surgical extraction 48, GDP to restore 37. Review after CBCT.',
    expect: {
      CC: 'Referred by GDP re lower wisdom teeth, recurrent pericoronitis lower left (3 episodes this year)',
      'MED HX': 'Asthma (salbutamol PRN), allergic to penicillin (rash). Smoker 10/day',
      EXTRA: 'No lymphadenopathy, mouth opening 42 mm',
      INTRA: 'Operculum 38 mildly inflamed, no pus',
      DENTAL: [
        ['18', 'Erupted, sound'],
        ['28', 'Unerupted'],
        ['38', 'Partially erupted, mesioangular, D caries'],
        ['48', 'Partially erupted, horizontal'],
        ['37', 'D cervical caries'],
        ['47', 'Sound'],
      ],
      RADIO:
        'OPG (justified, grade 1): 38 mesioangular impaction, roots overlying ID canal with darkening; 48 horizontal impaction, canal separate; 28 vertically impacted',
      DX: ['Recurrent pericoronitis 38', 'Impacted 38, 48', 'Caries 37'],
      CONSULT:
        'Discussed coronectomy vs XLA 38 given nerve proximity; risks of IAN injury, lingual nerve injury, dry socket, infection. Pt chose coronectomy 38 and XLA 48 under LA',
      CONSENT: 'Written consent',
      'TX PLAN': ['CBCT 38', 'Coronectomy 38', 'Surgical extraction 48', 'GDP to restore 37'],
      'F/U': 'Review after CBCT',
    },
  }),
  defineCase({
    id: 'ax14-us-asr-os-four-third-molars-iv-sedation-surgical-17-32',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for extraction of all four wisdom teeth under iv sedation escort is her mother medical history healthy no meds allergic to sulfa n p o since midnight intraoral exam number one and sixteen fully erupted number seventeen partially erupted number thirty two not visible number eighteen and thirty one sound panoramic x-ray number seventeen mesioangular partial bony impaction number thirty two horizontal full bony impaction close to the canal diagnosis impacted third molars number seventeen and thirty two risks reviewed including numbness dry socket and sinus exposure patient wants all four out written consent signed iv sedation with midazolam five milligrams local anesthetic six carpules lidocaine two percent one to one hundred thousand epi bilateral ianb and buccal infiltration number one and sixteen elevated and extracted with forceps number seventeen and thirty two surgically extracted with envelope flap bone removal and sectioning sockets irrigated with saline sutured with three oh chromic gut hemostasis achieved post op instructions given to patient and mother rx ibuprofen six hundred milligrams every six hours as needed return one week for post op check',
    expect: {
      CC: 'Extraction of all 4 wisdom teeth under IV sedation',
      'MED HX': 'Healthy. No meds. Allergic to sulfa. NPO since midnight',
      DENTAL: [
        ['1', 'Fully erupted'],
        ['16', 'Fully erupted'],
        ['17', 'Partially erupted'],
        ['32', 'Not visible'],
        ['18', 'Sound'],
        ['31', 'Sound'],
      ],
      RADIO: 'Panoramic x-ray #17 mesioangular partial bony impaction. #32 horizontal full bony impaction close to the canal',
      DX: ['Impacted third molars #17, #32'],
      CONSULT: 'Risks reviewed including numbness dry socket and sinus exposure. Patient wants all 4 out',
      CONSENT: 'Written consent signed',
      'TX TODAY': ['Extraction #1, #16', 'Surgical extraction #17, #32'],
      TX: [
        'IV sedation with midazolam 5 mg',
        'LA: 6 carpules lidocaine 2% 1:100,000 epinephrine, IANB bilateral + buccal infiltration',
        '#1, #16 elevated and extracted with forceps',
        '#17, #32 surgically extracted with envelope flap bone removal and sectioning',
        'Sockets irrigated with saline',
        'Sutured with 3-0 chromic gut',
        'Hemostasis achieved',
        'Post-op instructions given to patient and mother',
        'Rx ibuprofen 600 mg every 6 hours as needed',
      ],
      NOTES: 'Escort is her mother',
      'F/U': 'Return 1 week for post-op check',
    },
  }),
  defineCase({
    id: 'ax15-uk-typed-palmer-os-surgical-lr8-title-from-cc-ur8-plan',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for surgical extraction LR8, recurrent pericoronitis, referred by own GDP. MH: hypertension (amlodipine 5 mg). NKDA. Non-smoker. EO: no swelling, mouth opening 40 mm. IO: operculum LR8 healthy today. LR8 partially erupted, distoangular. LR7 large D amalgam, no caries. LR6 crown, sound. UR8 over-erupted, traumatising the operculum. OPG: LR8 distoangular, roots clear of ID canal. Dx: recurrent pericoronitis LR8. Risks discussed: pain, swelling, bruising, dry socket, numbness of lip and tongue. Written consent. LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration. Buccal flap raised, bone removed with round bur under saline. LR8 sectioned and delivered. Socket debrided. 2 x Vicryl Rapide sutures. Haemostasis achieved. POIG verbal and written. Plan: XLA UR8. Review 1/52.',
    expect: {
      CC: 'Surgical extraction LR8, recurrent pericoronitis, referred by own GDP',
      'MED HX': 'Hypertension (amlodipine 5 mg). NKDA. Non-smoker',
      EXTRA: 'No swelling, mouth opening 40 mm',
      INTRA: 'Operculum LR8 healthy today',
      DENTAL: [
        ['LR8', 'Partially erupted, distoangular'],
        ['LR7', 'Large D amalgam, no caries'],
        ['LR6', 'Crown, sound'],
        ['UR8', 'Over-erupted, traumatising the operculum'],
      ],
      RADIO: 'OPG: LR8 distoangular, roots clear of ID canal',
      DX: ['Recurrent pericoronitis LR8'],
      CONSULT: 'Risks discussed: pain, swelling, bruising, dry socket, numbness of lip and tongue',
      CONSENT: 'Written consent',
      'TX TODAY': ['Surgical extraction LR8'],
      TX: [
        'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB right + buccal infiltration',
        'Buccal flap raised',
        'Bone removed with round bur under saline',
        'LR8 sectioned and delivered',
        'Socket debrided',
        '2 x Vicryl Rapide sutures',
        'Haemostasis achieved',
        'POIG verbal and written',
      ],
      'TX PLAN': ['Extraction UR8'],
      'F/U': 'Review 1 week',
    },
  }),

  // ── 5. Prosthodontist ──
  defineCase({
    id: 'ax16-us-typed-prosth-consult-bridge-abutments-implants-alendronate',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Prosthodontic consultation, referred for missing lower left teeth and failing bridge upper right. Pt wants fixed teeth. Med hx: osteoporosis, on alendronate for 4 years. Hypothyroid, levothyroxine. NKDA. EO: WNL, TMJ no clicking. IO: edentulous ridge at #19 and #20, moderate resorption. Charting: #2 MOD gold onlay, intact. #3 PFM bridge abutment, sound. #4 pontic. #5 PFM bridge abutment with open D margin and recurrent caries. #14 PFM crown, porcelain chipped on MB cusp. #15 large MOD composite. #18 O amalgam. #30 PFM crown, margins sound. CBCT: #19 site 6 mm width, 11 mm to canal. Dx: partially edentulous, failing upper right bridge. Discussed implants #19 and #20 vs removable partial denture; MRONJ risk with alendronate, will consult physician. Pt prefers implants. Estimate given $9,800. Plan: section and remove bridge, evaluate #5, implants #19 and #20, replace crown #14. NV: remove bridge, temporary bridge.',
    expect: {
      CC: 'Prosthodontic consultation, referred for missing lower left teeth and failing bridge upper right. Pt wants fixed teeth',
      'MED HX': 'Osteoporosis, on alendronate for 4 years. Hypothyroid, levothyroxine. NKDA',
      EXTRA: 'WNL, TMJ no clicking',
      INTRA: 'Edentulous ridge at #19 and #20, moderate resorption',
      DENTAL: [
        ['2', 'MOD gold onlay, intact'],
        ['3', 'PFM bridge abutment, sound'],
        ['4', 'Pontic'],
        ['5', 'PFM bridge abutment with open D margin and recurrent caries'],
        ['14', 'PFM crown, porcelain chipped on MB cusp'],
        ['15', 'Large MOD composite'],
        ['18', 'O amalgam'],
        ['30', 'PFM crown, margins sound'],
      ],
      RADIO: 'CBCT: #19 site 6 mm width, 11 mm to canal',
      DX: ['Partially edentulous', 'Failing upper right bridge'],
      CONSULT:
        'Discussed implants #19 and #20 vs removable partial denture; MRONJ risk with alendronate, will consult physician. Pt prefers implants. Estimate given $9,800',
      'TX PLAN': ['Section and remove bridge', 'Evaluate #5', 'Implants #19, #20', 'Replace crown #14'],
      NV: ['Remove bridge', 'Temporary bridge'],
    },
  }),
  defineCase({
    id: 'ax17-uk-asr-fdi-prosth-36-pfm-open-margin-zirconia-prep-scan',
    style: 'UK',
    asr: true,
    transcript:
      'attended for replacement crown three six medical history no changes no allergies three six has a pfm crown with open margin distally and recurrent caries three seven mesial occlusal distal composite sound three five disto occlusal amalgam with overhang two six gold crown sound periapical three six recurrent caries distal margin root filling adequate no periapical lesion diagnosis secondary caries under crown three six discussed options new pfm or full zirconia patient chose zirconia fee six hundred and fifty pounds written consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration three six old crown sectioned and removed caries removed core placed with composite crown preparation three six for zirconia retraction cord digital scan shade a three temporary crown with protemp cemented with tempbond occlusion checked next visit crown fit three six in two weeks',
    expect: {
      CC: 'Replacement crown 36',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['36', 'PFM crown with open margin distally and recurrent caries'],
        ['37', 'MOD composite sound'],
        ['35', 'DO amalgam with overhang'],
        ['26', 'Gold crown sound'],
      ],
      RADIO: 'Periapical 36 recurrent caries distal margin. Root filling adequate. No periapical lesion',
      DX: ['Secondary caries under crown 36'],
      CONSULT: 'Discussed options new PFM or full zirconia. Patient chose zirconia. Fee £650',
      CONSENT: 'Written consent',
      'TX TODAY': ['Crown prep 36', 'Temporary crown'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
        'Old crown sectioned and removed',
        'Caries removed',
        'Core placed with composite',
        'Crown preparation 36 for zirconia',
        'Retraction cord',
        'Digital scan',
        'Shade A3',
        'Temporary crown with Protemp',
        'Cemented with TempBond',
        'Occlusion checked',
      ],
      NV: ['Crown fit 36 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ax18-us-typed-prosth-denture-delivery-rest-seats-abutments-charted',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Pt presents for delivery of new maxillary complete denture and mandibular cast partial denture. Med hx: no changes, type 2 diabetes on metformin. IO: maxillary ridge healthy, no denture stomatitis. #22 and #27 surveyed crowns with rest seats, intact. #23 and #26 facial composites. #24 and #25 sound. #18 and #31 missing. Dentures tried in. Pressure indicating paste used, maxillary flange relieved over left tuberosity. Mandibular framework fits well. Occlusion balanced in centric and excursions. Dentures fitted. Home care instructions given. Advised to remove dentures at night. Pt happy with esthetics. NV: 24 hour adjustment.',
    expect: {
      CC: 'Delivery of new maxillary complete denture and mandibular cast partial denture',
      'MED HX': 'No changes, type 2 diabetes on metformin',
      INTRA: 'Maxillary ridge healthy, no denture stomatitis',
      DENTAL: [
        ['22', 'Surveyed crowns with rest seats, intact'],
        ['27', 'Surveyed crowns with rest seats, intact'],
        ['23', 'F composites'],
        ['26', 'F composites'],
        ['24', 'Sound'],
        ['25', 'Sound'],
        ['18', 'Missing'],
        ['31', 'Missing'],
      ],
      CONSULT: 'Advised to remove dentures at night',
      'TX TODAY': ['Denture fit'],
      TX: [
        'Dentures tried in',
        'Pressure indicating paste used',
        'Maxillary flange relieved over left tuberosity',
        'Mandibular framework fits well',
        'Occlusion balanced in centric and excursions',
        'Dentures fitted',
        'Home care instructions given',
      ],
      NOTES: 'Pt happy with esthetics',
      NV: ['24 hour adjustment'],
    },
  }),
  defineCase({
    id: 'ax19-uk-typed-palmer-prosth-implant-crown-fit-ll6-d-overhang-ll5',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'Attended for implant crown fit LL6 (screw-retained zirconia). MH: no change, NKDA. IO: peri-implant mucosa LL6 healthy, no bleeding. LL7 MO comp, sound. LL5 DO am with overhang on distal. LR6 PFM crown, porcelain chipped. UL6 gold onlay, sound. Tx: healing abutment removed. Crown tried in, contacts adjusted, occlusion light in ICP. Crown fitted LL6, screw torqued to 35 Ncm. PTFE tape, access sealed with composite. PA taken: crown fully seated, bone level at first thread. Balance £1,200 paid. Plan: replace LR6 crown, polish out overhang LL5. Review 3/12 for implant check.',
    expect: {
      CC: 'Implant crown fit LL6 (screw-retained zirconia)',
      'MED HX': 'No change, NKDA',
      INTRA: 'Peri-implant mucosa LL6 healthy, no bleeding',
      DENTAL: [
        ['LL7', 'MO comp, sound'],
        ['LL5', 'DO am with D overhang'],
        ['LR6', 'PFM crown, porcelain chipped'],
        ['UL6', 'Gold onlay, sound'],
      ],
      RADIO: 'PA taken: crown fully seated, bone level at first thread',
      CONSULT: 'Balance £1,200 paid',
      'TX TODAY': ['Crown fit LL6'],
      TX: [
        'Healing abutment removed',
        'Crown tried in',
        'Contacts adjusted',
        'Occlusion light in ICP',
        'Crown fitted LL6',
        'Screw torqued to 35 Ncm',
        'PTFE tape',
        'Access sealed with composite',
      ],
      'TX PLAN': ['Replace LR6 crown', 'Polish out overhang LL5'],
      'F/U': 'Review 3 months for implant check',
    },
  }),

  // ── 6. Endodontist ──
  defineCase({
    id: 'ax20-us-typed-endo-cold-percussion-per-tooth-extirpation-19',
    style: 'US',
    numbering: 'universal',
    asr: false,
    transcript:
      'Referred for evaluation of #19, pain to cold x 2 weeks, now spontaneous and keeping pt up at night. Med hx: HTN, lisinopril 10 mg. Allergic to codeine. EO: no swelling, no lymphadenopathy. IO: no sinus tract. #18 cold normal, percussion -, palpation -. #19 large MOD composite with recurrent D caries, cold lingering >30 s, percussion +, palpation -. #20 cold normal, percussion -. #30 cold normal (control). PA #19: deep D caries approaching pulp, widened PDL M root. Dx: symptomatic irreversible pulpitis with symptomatic apical periodontitis #19. Discussed RCT vs extraction; prognosis favorable. Pt elected RCT. Written consent. LA: 2 carpules 4% articaine 1:100,000 epi, IANB left + buccal infiltration #19. Rubber dam. Access, caries removed. 4 canals located (MB, ML, DB, D). #19 pulp extirpated, canals instrumented to WL. NaOCl irrigation. CaOH dressing, Cavit. NV: complete RCT #19 in 2 weeks. Refer back to general dentist for crown after completion.',
    expect: {
      CC: 'Referred for evaluation of #19, pain to cold x 2 weeks, now spontaneous and keeping pt up at night',
      'MED HX': 'HTN, lisinopril 10 mg. Allergic to codeine',
      EXTRA: 'No swelling, no lymphadenopathy',
      INTRA: 'No sinus tract',
      DENTAL: [
        ['18', 'Cold normal, percussion -, palpation -'],
        ['19', 'Large MOD composite with recurrent D caries, cold lingering >30 s, percussion +, palpation -'],
        ['20', 'Cold normal, percussion -'],
        ['30', 'Cold normal (control)'],
      ],
      RADIO: 'PA #19: deep D caries approaching pulp, widened PDL M root',
      DX: ['Symptomatic irreversible pulpitis with symptomatic apical periodontitis #19'],
      CONSULT: 'Discussed RCT vs extraction; prognosis favorable. Pt elected RCT',
      CONSENT: 'Written consent',
      'TX TODAY': ['Extirpation #19'],
      TX: [
        'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration #19',
        'Rubber dam',
        'Access',
        'Caries removed',
        '4 canals located (MB, ML, DB, D)',
        '#19 pulp extirpated',
        'Canals instrumented to WL',
        'NaOCl irrigation',
        'CaOH dressing',
        'Cavit',
      ],
      'TX PLAN': ['Refer back to general dentist for crown after completion'],
      NV: ['Complete RCT #19 in 2 weeks'],
    },
  }),
  defineCase({
    id: 'ax21-uk-asr-fdi-endo-sinus-tract-22-cold-tests-rct-title-from-cc',
    style: 'UK',
    asr: true,
    transcript:
      'referred by gdp for root canal treatment twenty two gumboil above upper left front tooth no pain medical history fit and well no allergies extra oral nad intra oral sinus tract labial to twenty two traced with gutta percha to the apex of twenty two twenty one positive to cold not tender to percussion twenty two no response to cold or ept tender to percussion grey discolouration eleven positive to cold twenty three large distal composite positive to cold pa twenty two large periapical radiolucency diagnosis pulp necrosis with chronic apical abscess twenty two discussed rct success rate about eighty five percent alternative extraction and implant patient chose rct verbal and written consent la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration twenty two rubber dam access twenty two canal debrided and irrigated with sodium hypochlorite working length twenty two millimetres calcium hydroxide dressing cavit next visit obturation twenty two in three weeks',
    expect: {
      CC: 'Referred by GDP for root canal treatment 22. Gumboil above upper left front tooth. No pain',
      'MED HX': 'Fit and well. No allergies',
      EXTRA: 'NAD',
      INTRA: 'Sinus tract labial to 22 traced with gutta percha to the apex of 22',
      DENTAL: [
        ['21', 'Positive to cold not tender to percussion'],
        ['22', 'No response to cold or EPT tender to percussion grey discolouration'],
        ['11', 'Positive to cold'],
        ['23', 'Large D composite positive to cold'],
      ],
      RADIO: 'PA 22 large periapical radiolucency',
      DX: ['Pulp necrosis with chronic apical abscess 22'],
      CONSULT: 'Discussed RCT success rate about 85%. Alternative extraction and implant. Patient chose RCT',
      CONSENT: 'Verbal and written consent',
      'TX TODAY': ['RCT 22'],
      TX: [
        'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 22',
        'Rubber dam',
        'Access 22',
        'Canal debrided and irrigated with sodium hypochlorite',
        'Working length 22 mm',
        'Calcium hydroxide dressing',
        'Cavit',
      ],
      NV: ['Obturation 22 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ax22-us-asr-endo-retreatment-3-mb2-cbct-no-title',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'patient presents for evaluation of upper right pain on biting for a month referred by general dentist number three had root canal five years ago medical history no changes allergic to penicillin hives extraoral within normal limits intraoral soft tissues normal no sinus tract number three pfm crown tender to percussion and palpation number four and number two cold positive percussion negative number thirty cold positive control cbct number three missed mb2 canal periapical radiolucency mesiobuccal root thickened sinus membrane no vertical root fracture visible diagnosis previously treated tooth with symptomatic apical periodontitis number three discussed nonsurgical retreatment versus extraction and implant prognosis good patient elected retreatment written consent treatment today two carpules lidocaine two percent one to one hundred thousand epi buccal and palatal infiltration number three rubber dam access through crown gutta percha removed from three canals mb2 located and negotiated calcium hydroxide placed cavit temporary next visit complete retreatment number three in three weeks',
    expect: {
      CC: 'Evaluation of upper right pain on biting for a month. Referred by general dentist. #3 had root canal 5 years ago',
      'MED HX': 'No changes. Allergic to penicillin hives',
      EXTRA: 'Within normal limits',
      INTRA: 'Soft tissues normal. No sinus tract',
      DENTAL: [
        ['3', 'PFM crown tender to percussion and palpation'],
        ['4', 'Cold positive percussion negative'],
        ['2', 'Cold positive percussion negative'],
        ['30', 'Cold positive control'],
      ],
      RADIO:
        'CBCT #3 missed MB2 canal. Periapical radiolucency MB root. Thickened sinus membrane. No vertical root fracture visible',
      DX: ['Previously treated tooth with symptomatic apical periodontitis #3'],
      CONSULT: 'Discussed nonsurgical retreatment versus extraction and implant. Prognosis good. Patient elected retreatment',
      CONSENT: 'Written consent',
      TX: [
        'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #3',
        'Rubber dam',
        'Access through crown',
        'Gutta percha removed from 3 canals',
        'MB2 located and negotiated',
        'Calcium hydroxide placed',
        'Cavit temporary',
      ],
      NV: ['Complete retreatment #3 in 3 weeks'],
    },
  }),
  defineCase({
    id: 'ax23-uk-typed-palmer-endo-obturation-ur6-ec-tests-onlay-referral',
    style: 'UK',
    numbering: 'palmer',
    asr: false,
    transcript:
      'RCT UR6 stage 2 (obturation). Asymptomatic since last visit. MH: no change. O/E: UR6 temporary intact, not TTP, no sinus. UR5 DO comp, EC +ve. UR7 O am, EC +ve. Tx: LA 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6. RD. Cavit and CaOH removed. 4 canals (MB1, MB2, DB, P) irrigated with NaOCl 3% and EDTA 17%. Final rinse with ultrasonic activation. Master cones fitted. UR6 obturated with GP and AH Plus, warm vertical compaction. Coronal seal with Fuji IX, composite core. Post-op PA: all 4 canals filled to length, well condensed, no voids. Dx: previously initiated therapy UR6. Advised cuspal coverage within 3 months. Refer back to GDP for onlay UR6. Review 12/12 with PA.',
    expect: {
      CC: 'RCT UR6 stage 2 (obturation). Asymptomatic since last visit',
      'MED HX': 'No change',
      DENTAL: [
        ['UR6', 'Temporary intact, not TTP, no sinus'],
        ['UR5', 'DO comp, EC +ve'],
        ['UR7', 'O am, EC +ve'],
      ],
      RADIO: 'Post-op PA: all 4 canals filled to length, well condensed, no voids',
      DX: ['Previously initiated therapy UR6'],
      CONSULT: 'Advised cuspal coverage within 3 months',
      'TX TODAY': ['Obturation UR6'],
      TX: [
        'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration UR6',
        'RD',
        'Cavit and CaOH removed',
        '4 canals (MB1, MB2, DB, P) irrigated with NaOCl 3% and EDTA 17%',
        'Final rinse with ultrasonic activation',
        'Master cones fitted',
        'UR6 obturated with GP and AH Plus',
        'Warm vertical compaction',
        'Coronal seal with Fuji IX',
        'Composite core',
      ],
      'TX PLAN': ['Refer back to GDP for onlay UR6'],
      'F/U': 'Review 12 months with PA',
    },
  }),

  // ── 7. Rushed associate, recogniser-style ──
  defineCase({
    id: 'ax24-uk-asr-fdi-rushed-check-up-sorry-no-wait-scratch-that-onlay',
    style: 'UK',
    asr: true,
    transcript:
      'um right check up no problems medical history er no changes still on omeprazole eo nad io nad bpe two in all sextants three five sorry three six disto occlusal caries three seven occlusal amalgam sound four six mesial no wait distal caries four seven crown scratch that four seven onlay upper left six occlusal composite er upper right seven missing bitewings grade one three six and four six caries into dentine diagnosis caries three six and four six scale and polish done ohi given plan disto occlusal composite three six distal composite four six recall six months',
    expect: {
      CC: 'Check up. No problems',
      'MED HX': 'No changes. Still on omeprazole',
      EXTRA: 'NAD',
      INTRA: 'NAD',
      PERIO: 'BPE 2 in all sextants',
      DENTAL: [
        ['36', 'DO caries'],
        ['37', 'O amalgam sound'],
        ['46', 'D caries'],
        ['47', 'Onlay'],
        ['26', 'O composite'],
        ['17', 'Missing'],
      ],
      RADIO: 'Bitewings grade 1. 36 and 46 caries into dentine',
      DX: ['Caries 36, 46'],
      'TX TODAY': ['Scale and polish', 'OHI'],
      TX: ['Scale and polish done', 'OHI given'],
      'TX PLAN': ['DO composite 36', 'D composite 46'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ax25-us-asr-rushed-broken-19-dl-cusp-temp-dressing-preauth',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'uh emergency patient broke a tooth lower left eating popcorn last night no pain just sharp medical history no changes no allergies number nineteen fractured lingual cusp sorry distal lingual cusp old m o d amalgam no pulp exposure number eighteen occlusal composite fine number twenty distal caries number twenty one sound pa no periapical pathology on nineteen discussed crown on nineteen versus big filling patient wants crown will send insurance pre-auth number nineteen sharp edge smoothed temporary dressing on nineteen with fuji next visit crown prep nineteen and distal occlusal composite twenty',
    expect: {
      CC: 'Emergency. Patient broke a tooth lower left eating popcorn last night. No pain just sharp',
      'MED HX': 'No changes. No allergies',
      DENTAL: [
        ['19', 'Fractured DL cusp old MOD amalgam no pulp exposure', 'DL cusp'],
        ['18', 'O composite fine'],
        ['20', 'D caries'],
        ['21', 'Sound'],
      ],
      RADIO: 'PA no periapical pathology on #19',
      CONSULT: 'Discussed crown on #19 versus big filling. Patient wants crown. Will send insurance pre-auth',
      'TX TODAY': ['Temporary dressing #19'],
      TX: ['#19 sharp edge smoothed', 'Temporary dressing #19 with Fuji'],
      NV: ['Crown prep #19', 'DO composite #20'],
    },
  }),
  defineCase({
    id: 'ax26-uk-asr-palmer-rushed-appends-mo-composite-ll6-remove-polished',
    style: 'UK',
    numbering: 'palmer',
    asr: true,
    transcript:
      'er in for filling lower left six medical history no change um lower left six mesial occlusal caries lower left seven fissure sealant intact lower left five distal no wait mesial caries small la one cartridge lidocaine two percent one in eighty thousand adrenaline id block left rubber dam lower left six mesial occlusal caries removed sectional matrix composite placed shade a two occlusion checked polished patient happy plan monitor lower left five scratch that next visit mesial composite lower left five',
    appends: ['remove polished add to treatment post op instructions given', 'recall six months'],
    expect: {
      CC: 'Filling LL6',
      'MED HX': 'No change',
      DENTAL: [
        ['LL6', 'MO caries'],
        ['LL7', 'Fissure sealant intact'],
        ['LL5', 'M caries small'],
      ],
      'TX TODAY': ['MO composite LL6'],
      TX: [
        'LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Rubber dam',
        'LL6 MO caries removed',
        'Sectional matrix',
        'Composite placed',
        'Shade A2',
        'Occlusion checked',
        'Post-op instructions given',
      ],
      NOTES: 'Patient happy',
      NV: ['M composite LL5'],
      'F/U': 'Recall 6 months',
    },
  }),
  defineCase({
    id: 'ax27-us-asr-rushed-periodic-exam-seven-teeth-31-sorry-32',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      'okay periodic exam and cleaning no complaints medical history um no changes takes lisinopril extraoral within normal limits intraoral within normal limits psr code two all sextants number three m o d amalgam with craze lines number four distal caries number five sound uh number fourteen crown number fifteen missing number thirty buccal pit caries number thirty one sorry thirty two partially erupted four bitewings taken decay on four distal and thirty buccal into dentin diagnosis caries number four and thirty prophy done fluoride varnish placed oral hygiene instructions given discussed crown on number three patient wants to wait next visit distal occlusal composite number four and buccal composite number thirty recall six months',
    expect: {
      CC: 'Periodic exam and cleaning. No complaints',
      'MED HX': 'No changes. Takes lisinopril',
      EXTRA: 'Within normal limits',
      INTRA: 'Within normal limits',
      PERIO: 'PSR code 2 all sextants',
      DENTAL: [
        ['3', 'MOD amalgam with craze lines'],
        ['4', 'D caries'],
        ['5', 'Sound'],
        ['14', 'Crown'],
        ['15', 'Missing'],
        ['30', 'B pit caries'],
        ['32', 'Partially erupted'],
      ],
      RADIO: '4 bitewings taken. Decay on #4 distal and #30 buccal into dentin',
      DX: ['Caries #4, #30'],
      CONSULT: 'Discussed crown on #3. Patient wants to wait',
      'TX TODAY': ['Prophy', 'Fluoride varnish', 'OHI'],
      TX: ['Prophy done', 'Fluoride varnish placed', 'Oral hygiene instructions given'],
      NV: ['DO composite #4', 'B composite #30'],
      'F/U': 'Recall 6 months',
    },
  }),

  // ── 8. Narrative dentist ──
  defineCase({
    id: 'ax28-uk-typed-fdi-narrative-thats-36-next-door-37-do-composite',
    style: 'UK',
    asr: false,
    transcript:
      "She came in complaining of food packing between her lower left back teeth for a few weeks, with some sensitivity to sweet things. Medical history unchanged; she takes sertraline and has no allergies. Extra-oral exam: no abnormalities. On examination the lower left first molar, that's 36, has a large disto-occlusal cavity, and 37 next door has a small occlusal lesion. The upper left first molar, 26, has a sound MOD amalgam, and 35 has a buccal cervical abrasion cavity. Her gums are healthy, BPE 1 1 1 / 1 1 1. Bitewings showed the 36 cavity reaching the middle third of dentine with no periapical changes. Diagnosed with caries in 36 and 37. We talked about white fillings versus amalgam and she chose white fillings. She gave verbal consent. Today we gave an IDB on the left with 2.2 ml lidocaine 2% 1:80,000 adrenaline, placed rubber dam and restored 36 with a DO composite, shade A3. At the next visit, the occlusal composite on 37. Recall in 6 months.",
    expect: {
      CC: 'Food packing between her lower left back teeth for a few weeks, with some sensitivity to sweet things',
      'MED HX': 'Unchanged; she takes sertraline and has no allergies',
      EXTRA: 'No abnormalities',
      DENTAL: [
        ['36', 'Large DO cavity'],
        ['37', 'Small O lesion'],
        ['26', 'Sound MOD amalgam'],
        ['35', 'B cervical abrasion cavity'],
      ],
      PERIO: 'Her gums are healthy, BPE 1 1 1 / 1 1 1',
      RADIO: 'Bitewings showed the 36 cavity reaching the middle third of dentine with no periapical changes',
      DX: ['Caries 36, 37'],
      CONSULT: 'We talked about white fillings versus amalgam and she chose white fillings',
      CONSENT: 'She gave verbal consent',
      'TX TODAY': ['DO composite 36'],
      TX: [
        'LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
        'Placed rubber dam',
        'Restored 36 with a DO composite',
        'Shade A3',
      ],
      NV: ['O composite 37'],
      'F/U': 'Recall in 6 months',
    },
  }),
  defineCase({
    id: 'ax29-us-asr-narrative-thats-number-three-onlay-prep-plan',
    style: 'US',
    numbering: 'universal',
    asr: true,
    transcript:
      "she came in for a six month checkup upper right has been sensitive to cold for about a month medical history she has hypothyroidism and takes levothyroxine no allergies on examination her soft tissues look healthy the upper right first molar that's number three has an old mesial occlusal distal amalgam with recurrent decay at the distal margin and number four right in front of it has a small distal lesion the upper left first molar number fourteen has a crown that looks good and number thirty has a buccal abfraction psr was two throughout four bitewings confirmed decay on three distal and four distal into dentin diagnosis recurrent caries on number three and primary caries on number four we talked about replacing the amalgam on three with an onlay and doing a filling on four she wants to go ahead she gave verbal consent today prophy and fluoride varnish with the hygienist next visit onlay prep number three and distal occlusal composite number four",
    expect: {
      CC: '6 month checkup. Upper right has been sensitive to cold for about a month',
      'MED HX': 'She has hypothyroidism and takes levothyroxine. No allergies',
      INTRA: 'Her soft tissues look healthy',
      DENTAL: [
        ['3', 'Old MOD amalgam with recurrent decay at the D margin'],
        ['4', 'Small D lesion'],
        ['14', 'Crown that looks good'],
        ['30', 'B abfraction'],
      ],
      PERIO: 'PSR was 2 throughout',
      RADIO: '4 bitewings confirmed decay on #3 distal and #4 distal into dentin',
      DX: ['Recurrent caries #3', 'Primary caries #4'],
      CONSULT:
        'We talked about replacing the amalgam on #3 with an onlay and doing a filling on #4. She wants to go ahead',
      CONSENT: 'She gave verbal consent',
      'TX TODAY': ['Prophy', 'Fluoride varnish'],
      TX: ['Prophy', 'Fluoride varnish with the hygienist'],
      NV: ['Onlay prep #3', 'DO composite #4'],
    },
  }),
  defineCase({
    id: 'ax30-uk-asr-fdi-narrative-new-patient-46-lingual-cusp-fractured',
    style: 'UK',
    asr: true,
    transcript:
      "he came in for a new patient exam he's had a broken filling on the lower right for a couple of months that catches his tongue medical history he has type two diabetes controlled with metformin and he had a stent put in last year takes clopidogrel and atorvastatin no allergies he smokes ten a day extra oral nothing abnormal intra oral his soft tissues were healthy bpe code three in all sextants with generalised plaque and calculus the lower right first molar forty six has lost most of its mesial occlusal amalgam and the lingual cusp is fractured and forty seven behind it has a large occlusal amalgam that's intact the upper right six has a porcelain crown and upper right five is missing the lower left eight is partially erupted an opg showed generalised horizontal bone loss of about thirty percent and no apical pathology impression periodontitis stage three and fractured cusp forty six we discussed the link between smoking diabetes and gum disease and the options for forty six a new filling or a crown he would like to start with a filling smoking cessation advice given today oral hygiene instruction next visit filling forty six then a course of rsd recall three months",
    expect: {
      CC: "New patient exam. He's had a broken filling on the lower right for a couple of months that catches his tongue",
      'MED HX':
        'He has type 2 diabetes controlled with metformin. He had a stent put in last year. Takes clopidogrel and atorvastatin. No allergies. He smokes 10 a day',
      EXTRA: 'Nothing abnormal',
      INTRA: 'His soft tissues were healthy',
      PERIO: 'BPE code 3 in all sextants with generalised plaque and calculus',
      DENTAL: [
        ['46', 'Lost most of its MO amalgam and the L cusp is fractured', 'L cusp'],
        ['47', "Large O amalgam that's intact"],
        ['16', 'Porcelain crown'],
        ['15', 'Missing'],
        ['38', 'Partially erupted'],
      ],
      RADIO: 'OPG showed generalised horizontal bone loss of about 30% and no apical pathology',
      DX: ['Periodontitis stage 3', 'Fractured cusp 46'],
      CONSULT:
        'We discussed the link between smoking diabetes and gum disease and the options for 46 a new filling or a crown. He would like to start with a filling. Smoking cessation advice given',
      'TX TODAY': ['OHI'],
      TX: ['Oral hygiene instruction'],
      NV: ['Filling 46', 'Course of RSD'],
      'F/U': 'Recall 3 months',
    },
  }),
];
