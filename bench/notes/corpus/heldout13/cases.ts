// heldout13: a BLIND held-out split, written on 26 November 2026 from the labelling contract alone
// (corpus README "General rules" to the end, case.ts, shared/reference/dental-notes.md, and the first two
// cases of dev/us.ts plus the heldout12 header for the file format) by a helper that had not seen the engine,
// the dev corpus or the other held-out splits. No software saw these dictations before the labels were written.
//
// An ordinary fortnight at two practices (one UK, one US), 30 dictations by ten clinicians:
//   Dr Hollis (UK GDP, FDI, recogniser, "three six", fillers, "sorry" / "delete that") .............. h13-01, 10, 21
//   Dr Ahmed (UK GDP, Palmer, typed, semicolon runs, slash intervals) ...................... h13-02, 14, 24, 30
//   Ms Byrne (UK hygienist, FDI; recogniser when dictating, typed for the RSD visit) ............. h13-03, 16, 26
//   Mr Kowalski (UK oral surgeon, FDI, typed, full surgical write-ups) ............................ h13-05, 12, 23
//   Mr Osei (UK dental therapist, Palmer words "lower left e" when dictating; typed child exam) ..... h13-08, 18, 28
//   Dr Nguyen (US GDP, Universal "number thirty", recogniser, "I mean", dictated punctuation) .. h13-04, 11, 20, 29
//   Dr Castillo (US endodontist, Universal, typed; recogniser for the emergency) .................. h13-06, 17, 27
//   Dr Reyes (US pediatric, Universal letters "tooth k", recogniser; typed emergency) .............. h13-07, 15, 25
//   Dr Sloane (US prosthodontist, Universal, typed) ....................................................... h13-09, 19
//   Ms Patel (US hygienist RDH, Universal, recogniser) .................................................... h13-13, 22
//
// Counts: 16 UK / 14 US; numbering FDI 9, Palmer 7, Universal 14; recogniser-style 16, typed 14;
// appended dictations in h13-16, h13-20 and h13-24.
//
// Judgement calls where the contract was silent:
//   - Spoken BPE / PSR scores are written as six digits in spoken order ("BPE 3 3 2 4 3 3"); no sextant slash
//     is added when none was said. Typed scores stay as typed.
//   - Units said in words are abbreviated like "mls" → ml: millimetre(s) → mm, milligrams → mg.
//   - "buccal and palatal infiltration UL6" names two techniques, so it is written
//     "buccal infiltration + palatal infiltration UL6" (same for buccal + lingual).
//   - A title takes its teeth from its own item only (apart from the filling-material rule); where the item
//     names no tooth the title has none ("Impressions", "Temporary crown", "Denture fit", "Incision and drainage").
//     Quadrant words ("upper right and lower right") are not teeth, so SRP over quadrants is titled "SRP".
//   - US "sealants" is the table's fissure sealant: titled "Fissure sealants #3, #14" (plural as said).
//   - "Dentures fitted" follows the table row "fit dentures → Denture fit" (singular).
//   - Mobility, gingival health, calculus and probing depths are periodontal findings → PERIO, not DENTAL/INTRA.
//   - Primary teeth said "tooth k" / "k" are written #K; "tooth" goes as rule 3 says.
//   - A declined procedure ("patient declined fluoride varnish") stays a TX item, as in the dev format example,
//     and is no title. Advice ("advised …", "discussed smoking cessation") goes to CONSULT.
//   - A parent's or patient's consent wording goes to CONSENT ("mom gave verbal consent for the plan").
//   - Who came with the patient, said as its own clause ("mom present", "dad is with him"), goes to NOTES.
//   - Appended dictations only fill fields left empty by the first dictation, or add list items after the
//     existing ones (TX, TX PLAN, DENTAL, NV); no appended text lands on an already filled text field.
//   - An excision of a mucocele is no procedure of the table, so that visit has an empty TX TODAY.
//   - Irrigation of an incision-and-drainage site (not canals or a socket) is titled "Irrigation".
//   - "#8 glass ionomer bandage" is a filling material with a tooth in its item → title "GIC #8".
//   - In a Palmer case, "sixteen and twenty six" are read as FDI and written UR6, UL6.
//   - "applied to 25" / "liner on fourteen": the tooth is the object, not a place, so the connecting word goes.
//   - Brand names from the recogniser are written as a careful writer would (Cavitron, Gracey, RelyX Unicem, Eliquis).
import { defineCase, type CaseInput } from '../case.ts';

const ukFdi = { style: 'UK', numbering: 'fdi' } as const;
const ukPalmer = { style: 'UK', numbering: 'palmer' } as const;
const usUniversal = { style: 'US', numbering: 'universal' } as const;

export const heldout13Cases = (
  [
    // Dr Hollis — check-up with many findings
    {
      ...ukFdi,
      id: 'h13-01-recall-charting',
      asr: true,
      transcript:
        'right patient attends for six month check up no complaints um medical history unchanged takes levothyroxine for an underactive thyroid no known allergies extra oral nothing abnormal detected intra oral soft tissues healthy oral cancer screen clear bpe two one two two one two charting one eight missing one six mesial occlusal distal amalgam sound one four disto occlusal composite two six crown two seven occlusal caries three six mesial sorry distal caries three seven buccal amalgam er four six fissure sealant intact bitewings taken grade one caries distal of three six into dentine no other lesions diagnosis caries three six and two seven plan disto occlusal composite three six and occlusal composite two seven oh h i given recall six months',
      expect: {
        CC: '6 month check up. No complaints',
        'MED HX': 'Unchanged. Takes levothyroxine for an underactive thyroid. No known allergies',
        EXTRA: 'Nothing abnormal detected',
        INTRA: 'Soft tissues healthy. Oral cancer screen clear',
        PERIO: 'BPE 2 1 2 2 1 2',
        DENTAL: [
          ['18', 'Missing'],
          ['16', 'MOD amalgam sound'],
          ['14', 'DO composite'],
          ['26', 'Crown'],
          ['27', 'O caries'],
          ['36', 'D caries'],
          ['37', 'B amalgam'],
          ['46', 'Fissure sealant intact'],
        ],
        RADIO: 'Bitewings taken, grade 1. Caries distal of 36 into dentine. No other lesions',
        DX: ['Caries 36, 27'],
        'TX PLAN': ['DO composite 36', 'O composite 27'],
        TX: ['OHI given'],
        'TX TODAY': ['OHI'],
        'F/U': 'Recall 6 months',
      },
    },
    // Dr Ahmed — filling
    {
      ...ukPalmer,
      id: 'h13-02-ul6-composite',
      asr: false,
      transcript:
        'Attended for filling UL6, sensitive to cold for 3/52. MH: asthma, salbutamol inhaler PRN; NKDA. UL6 MO amalgam with D caries, vital, not TTP. LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration UL6. Rubber dam. Old amalgam removed, caries excavated, pulp not exposed. Vitrebond liner. MOD composite UL6, shade A3. Occlusion checked and adjusted. POIG. Pt tolerated well. NV: DO composite UL5.',
      expect: {
        CC: 'Filling UL6, sensitive to cold for 3 weeks',
        'MED HX': 'Asthma, salbutamol inhaler PRN; NKDA',
        DENTAL: [['UL6', 'MO amalgam with D caries, vital, not TTP']],
        TX: [
          'LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration UL6',
          'Rubber dam',
          'Old amalgam removed',
          'Caries excavated',
          'Pulp not exposed',
          'Vitrebond liner',
          'MOD composite UL6',
          'Shade A3',
          'Occlusion checked and adjusted',
          'POIG',
        ],
        'TX TODAY': ['MOD composite UL6'],
        NOTES: 'Pt tolerated well',
        NV: ['DO composite UL5'],
      },
    },
    // Ms Byrne — hygiene visit, periodontitis
    {
      ...ukFdi,
      id: 'h13-03-hygiene-pmpr',
      asr: true,
      transcript:
        'patient in for hygiene appointment um medical history no changes smokes about ten a day bpe three three two four three three full pocket chart done generalised four to five millimetre pockets six millimetre pockets distal of one seven and mesial of four seven bleeding on probing forty percent mobility grade one on four one sorry four two diagnosis generalised periodontitis stage three grade b today p m p r full mouth supra and subgingival with ultrasonic oh h i with interdental brushes t b i given discussed smoking cessation patient not ready to quit plan root surface debridement upper right and lower right quadrants under local review in three months',
      expect: {
        CC: 'Hygiene appointment',
        'MED HX': 'No changes. Smokes about 10 a day',
        PERIO:
          'BPE 3 3 2 4 3 3. Full pocket chart done. Generalised 4 to 5 mm pockets. 6 mm pockets distal of 17 and mesial of 47. Bleeding on probing 40%. Mobility grade 1 on 42',
        DX: ['Generalised periodontitis stage 3 grade B'],
        TX: ['PMPR full mouth supra and subgingival with ultrasonic', 'OHI with interdental brushes', 'TBI given'],
        'TX TODAY': ['PMPR', 'OHI'],
        CONSULT: 'Discussed smoking cessation. Patient not ready to quit',
        'TX PLAN': ['RSD upper right and lower right quadrants under local'],
        'F/U': 'Review in 3 months',
      },
    },
    // Dr Nguyen — emergency, irreversible pulpitis
    {
      ...usUniversal,
      id: 'h13-04-emergency-pulpitis',
      asr: true,
      transcript:
        'okay patient presents with severe throbbing pain lower right for three days keeps her up at night medical history high blood pressure takes lisinopril allergic to sulfa drugs blood pressure today one forty two over eighty eight extra oral no swelling number thirty large distal lesion lingering response to cold tender to percussion number twenty nine normal to cold and percussion p a of number thirty deep caries approaching the pulp no periapical radiolucency diagnosis symptomatic irreversible pulpitis number thirty options discussed root canal and crown versus extraction patient wants to save the tooth verbal consent two carpules lidocaine two percent with one to one hundred thousand epi right i a n b rubber dam placed access opened pulp of number thirty extirpated canals irrigated with sodium hypochlorite calcium hydroxide placed cavit placed prescribed ibuprofen six hundred milligrams every six hours as needed next visit complete root canal number thirty',
      expect: {
        CC: 'Severe throbbing pain lower right for 3 days. Keeps her up at night',
        'MED HX':
          'High blood pressure. Takes lisinopril. Allergic to sulfa drugs. Blood pressure today 142/88',
        EXTRA: 'No swelling',
        DENTAL: [
          ['30', 'Large D lesion, lingering response to cold, tender to percussion'],
          ['29', 'Normal to cold and percussion'],
        ],
        RADIO: 'PA of #30. Deep caries approaching the pulp. No periapical radiolucency',
        DX: ['Symptomatic irreversible pulpitis #30'],
        CONSULT: 'Options discussed root canal and crown versus extraction. Patient wants to save the tooth',
        CONSENT: 'Verbal consent',
        TX: [
          'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, IANB right',
          'Rubber dam placed',
          'Access opened',
          'Pulp of #30 extirpated',
          'Canals irrigated with sodium hypochlorite',
          'Calcium hydroxide placed',
          'Cavit placed',
          'Prescribed ibuprofen 600 mg every 6 hours as needed',
        ],
        'TX TODAY': ['Extirpation #30'],
        NV: ['Complete RCT #30'],
      },
    },
    // Mr Kowalski — surgical extraction of a lower third molar
    {
      ...ukFdi,
      id: 'h13-05-surgical-38',
      asr: false,
      transcript:
        'Referred by GDP for assessment and removal of 38, recurrent pericoronitis x3 in the last year. MH: type 2 diabetes (metformin), penicillin allergy (rash). EO: no lymphadenopathy, mouth opening normal. IO: 38 partially erupted, mesioangular, operculum inflamed. OPG: 38 mesioangular impaction, roots in close proximity to IAN canal, no darkening of roots. Dx: recurrent pericoronitis 38. Risks discussed incl. pain, swelling, dry socket, infection, temporary or permanent numbness of lip and tongue. Pt wishes to proceed. Written consent obtained. LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration. Surgical extraction of 38. Buccal flap raised, bone removed with round bur, tooth sectioned and elevated. Socket irrigated with saline. 2 x 4-0 Vicryl Rapide sutures. Haemostasis achieved. POIG verbal and written. Rx: ibuprofen 400 mg TDS 5/7. Review 1/52.',
      expect: {
        CC: 'Referred by GDP for assessment and removal of 38, recurrent pericoronitis x3 in the last year',
        'MED HX': 'Type 2 diabetes (metformin), penicillin allergy (rash)',
        EXTRA: 'No lymphadenopathy, mouth opening normal',
        DENTAL: [['38', 'Partially erupted, mesioangular, operculum inflamed']],
        RADIO: 'OPG: 38 mesioangular impaction, roots in close proximity to IAN canal, no darkening of roots',
        DX: ['Recurrent pericoronitis 38'],
        CONSULT:
          'Risks discussed incl. pain, swelling, dry socket, infection, temporary or permanent numbness of lip and tongue. Pt wishes to proceed',
        CONSENT: 'Written consent obtained',
        TX: [
          'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration',
          'Surgical extraction 38',
          'Buccal flap raised',
          'Bone removed with round bur',
          'Tooth sectioned and elevated',
          'Socket irrigated with saline',
          '2 x 4-0 Vicryl Rapide sutures',
          'Haemostasis achieved',
          'POIG verbal and written',
          'Rx: ibuprofen 400 mg TDS 5 days',
        ],
        'TX TODAY': ['Surgical extraction 38'],
        'F/U': 'Review 1 week',
      },
    },
    // Dr Castillo — endodontic consultation, cracked tooth
    {
      ...usUniversal,
      id: 'h13-06-endo-consult-crack',
      asr: false,
      transcript:
        'Referred by general dentist for evaluation of #3. Pt reports sharp pain on biting and cold sensitivity for 6 weeks. Med hx: no significant findings, NKDA. O/E: #3 MOD amalgam, mesial marginal ridge crack extending toward the pulpal floor under magnification, bite test positive on MB cusp, cold lingering 10 s, percussion +. #2 and #4 cold WNL, percussion -. Probing depths WNL, no isolated deep pocket. CBCT limited FOV: no periapical lesion, no evidence of vertical root fracture. Dx: cracked tooth #3, symptomatic irreversible pulpitis, normal apical tissues. Discussed RCT followed by full coverage crown, guarded prognosis due to crack depth; alternatives extraction and implant, or no treatment. Pt would like to proceed with RCT. Informed consent signed. Plan: RCT #3, crown with general dentist after completion. Next visit: RCT #3 (90 min).',
      expect: {
        CC: 'Referred by general dentist for evaluation of #3. Pt reports sharp pain on biting and cold sensitivity for 6 weeks',
        'MED HX': 'No significant findings, NKDA',
        DENTAL: [
          [
            '3',
            'MOD amalgam, M marginal ridge crack extending toward the pulpal floor under magnification, bite test positive on MB cusp, cold lingering 10 s, percussion +',
          ],
          ['2', 'Cold WNL, percussion -'],
          ['4', 'Cold WNL, percussion -'],
        ],
        PERIO: 'Probing depths WNL, no isolated deep pocket',
        RADIO: 'CBCT limited FOV: no periapical lesion, no evidence of vertical root fracture',
        DX: ['Cracked tooth #3', 'Symptomatic irreversible pulpitis', 'Normal apical tissues'],
        CONSULT:
          'Discussed RCT followed by full coverage crown, guarded prognosis due to crack depth; alternatives extraction and implant, or no treatment. Pt would like to proceed with RCT',
        CONSENT: 'Informed consent signed',
        'TX PLAN': ['RCT #3', 'Crown with general dentist after completion'],
        NV: ['RCT #3 (90 min)'],
      },
    },
    // Dr Reyes — child recall, primary teeth
    {
      ...usUniversal,
      id: 'h13-07-child-recall-sealants',
      asr: true,
      transcript:
        'um here for six month recall no concerns mom present medical history healthy no medications no allergies extra oral within normal limits intra oral tissues healthy moderate plaque along the gum line tooth a occlusal caries tooth j occlusal caries tooth k mesial occlusal caries tooth t sound number three and number fourteen fully erupted deep grooves two bitewings taken caries on k mesial into dentin early lesions a and j enamel only today prophy fluoride varnish sealants on three and fourteen oral hygiene instructions given to mom plan stainless steel crown tooth l sorry tooth k and occlusal composites a and j mom gave verbal consent for the plan next visit stainless steel crown k recall six months',
      expect: {
        CC: '6 month recall. No concerns',
        NOTES: 'Mom present',
        'MED HX': 'Healthy. No medications. No allergies',
        EXTRA: 'Within normal limits',
        INTRA: 'Tissues healthy. Moderate plaque along the gum line',
        DENTAL: [
          ['A', 'O caries'],
          ['J', 'O caries'],
          ['K', 'MO caries'],
          ['T', 'Sound'],
          ['3', 'Fully erupted, deep grooves'],
          ['14', 'Fully erupted, deep grooves'],
        ],
        RADIO: '2 bitewings taken. Caries on #K mesial into dentin. Early lesions #A and #J enamel only',
        TX: ['Prophy', 'Fluoride varnish', 'Sealants #3, #14', 'Oral hygiene instructions given to mom'],
        'TX TODAY': ['Prophy', 'Fluoride varnish', 'Fissure sealants #3, #14', 'OHI'],
        'TX PLAN': ['SSC #K', 'O composites #A, #J'],
        CONSENT: 'Mom gave verbal consent for the plan',
        NV: ['SSC #K'],
        'F/U': 'Recall 6 months',
      },
    },
    // Mr Osei — child fillings, glass ionomer, sealants
    {
      ...ukPalmer,
      id: 'h13-08-child-gic-sealants',
      asr: true,
      transcript:
        'patient attends for fillings lower left d and lower left e dad present medical history fit and well no allergies today topical applied one point one mls lignocaine two percent with adrenaline one in eighty thousand buccal infiltration lower left e lower left e caries removed lower left e disto occlusal glass ionomer lower left d occlusal glass ionomer without local fissure sealants on sixteen and twenty six good cooperation next visit fluoride varnish in three months',
      expect: {
        CC: 'Fillings LLD and LLE',
        NOTES: 'Dad present. Good cooperation',
        'MED HX': 'Fit and well. No allergies',
        TX: [
          'Topical applied',
          'LA: 1.1 ml lignocaine 2% 1:80,000 adrenaline, buccal infiltration LLE',
          'LLE caries removed',
          'LLE DO glass ionomer',
          'LLD O glass ionomer without local',
          'Fissure sealants UR6, UL6',
        ],
        'TX TODAY': ['DO GIC LLE', 'O GIC LLD', 'Fissure sealants UR6, UL6'],
        NV: ['Fluoride varnish in 3 months'],
      },
    },
    // Dr Sloane — crown preparation
    {
      ...usUniversal,
      id: 'h13-09-crown-prep-19',
      asr: false,
      transcript:
        'Pt here for crown prep #19. Med hx updated: hypothyroidism on Synthroid, no allergies. #19 large MOD amalgam with fractured lingual cusp, asymptomatic, responds normally to cold. Anesthesia: 1.5 carpules 4% articaine 1:100,000 epi, left IANB + buccal infiltration. Old amalgam removed, no recurrent caries. Core buildup with composite. Crown prep #19 for full contour zirconia, shoulder margins. Retraction cord placed. Impressions taken with intraoral scanner. Bite registration. Shade A2. Temp crown fabricated with Protemp and cemented with TempBond. Occlusion checked. POI given. Next appointment: seat crown #19 in 2 weeks.',
      expect: {
        CC: 'Crown prep #19',
        'MED HX': 'Updated: hypothyroidism on Synthroid, no allergies',
        DENTAL: [['19', 'Large MOD amalgam with fractured L cusp, asymptomatic, responds normally to cold', 'L cusp']],
        TX: [
          'LA: 1.5 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration',
          'Old amalgam removed',
          'No recurrent caries',
          'Core buildup with composite',
          'Crown prep #19 for full contour zirconia',
          'Shoulder margins',
          'Retraction cord placed',
          'Impressions taken with intraoral scanner',
          'Bite registration',
          'Shade A2',
          'Temp crown fabricated with Protemp and cemented with TempBond',
          'Occlusion checked',
          'POI given',
        ],
        'TX TODAY': ['Crown prep #19', 'Impressions', 'Temporary crown'],
        NV: ['Crown fit #19 in 2 weeks'],
      },
    },
    // Dr Hollis — broken cusp, temporary dressing
    {
      ...ukFdi,
      id: 'h13-10-fractured-cusp-46',
      asr: true,
      transcript:
        'patient came in today with a broken tooth lower right lost a chunk eating toast yesterday no pain just sharp on the tongue medical history no changes on examination four six fractured mesio lingual cusp sorry disto lingual cusp large old amalgam remaining no caries visible not tender to percussion responds to cold normally four seven sound tongue slightly abraded on the right um no radiograph taken today diagnosis fractured cusp four six options crown or large composite onlay discussed patient would like to think about the cost today sharp edges smoothed temporary dressing four six with glass ionomer no local needed next visit crown prep four six if she decides to go ahead',
      expect: {
        CC: 'Broken tooth lower right. Lost a chunk eating toast yesterday. No pain, just sharp on the tongue',
        'MED HX': 'No changes',
        DENTAL: [
          [
            '46',
            'Fractured DL cusp, large old amalgam remaining, no caries visible, not tender to percussion, responds to cold normally',
            'DL cusp',
          ],
          ['47', 'Sound'],
        ],
        INTRA: 'Tongue slightly abraded on the right',
        RADIO: 'No radiograph taken today',
        DX: ['Fractured cusp 46'],
        CONSULT: 'Options crown or large composite onlay discussed. Patient would like to think about the cost',
        TX: ['Sharp edges smoothed', 'Temporary dressing 46 with glass ionomer', 'No local needed'],
        'TX TODAY': ['Temporary dressing 46'],
        NV: ['Crown prep 46 if she decides to go ahead'],
      },
    },
    // Dr Nguyen — two composites, upper left
    {
      ...usUniversal,
      id: 'h13-11-composites-ul',
      asr: true,
      transcript:
        'patient here for two fillings upper left medical history reviewed no changes no allergies two carpules lidocaine two percent with epi one to one hundred thousand buccal infiltration upper left rubber dam placed caries removed to sound dentin liner on fourteen number twelve distal occlusal composite number thirteen i mean number fourteen mesial occlusal composite shade a two occlusion adjusted patient tolerated well post op instructions given next visit prophy in two weeks',
      expect: {
        CC: '2 fillings upper left',
        'MED HX': 'Reviewed. No changes. No allergies',
        TX: [
          'LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, buccal infiltration upper left',
          'Rubber dam placed',
          'Caries removed to sound dentin',
          'Liner #14',
          '#12 DO composite',
          '#14 MO composite',
          'Shade A2',
          'Occlusion adjusted',
          'Post op instructions given',
        ],
        'TX TODAY': ['DO composite #12', 'MO composite #14'],
        NOTES: 'Patient tolerated well',
        NV: ['Prophy in 2 weeks'],
      },
    },
    // Mr Kowalski — implant placement
    {
      ...ukFdi,
      id: 'h13-12-implant-36',
      asr: false,
      transcript:
        'Attended for implant placement 36 as planned. MH: no changes since consultation, non-smoker, NKDA. BP 128/78. CBCT reviewed: 11 mm bone height above IAN canal, 7 mm ridge width. Consent form signed at consultation, reconfirmed today. LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal and lingual infiltration 36. Crestal incision, full thickness flap raised. Osteotomy prepared sequentially to 4.1 mm. Implant placed 36: Straumann BLT 4.1 x 10 mm, ISQ 72, cover screw. Flap closed with 4-0 PTFE sutures. POIG; chlorhexidine mouthwash 0.2% BD 1/52. Rx: amoxicillin 500 mg TDS 5/7. Review 10 days for suture removal. NV: uncovering at 3/12.',
      expect: {
        CC: 'Implant placement 36 as planned',
        'MED HX': 'No changes since consultation, non-smoker, NKDA. BP 128/78',
        RADIO: 'CBCT reviewed: 11 mm bone height above IAN canal, 7 mm ridge width',
        CONSENT: 'Consent form signed at consultation, reconfirmed today',
        TX: [
          'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration 36',
          'Crestal incision',
          'Full thickness flap raised',
          'Osteotomy prepared sequentially to 4.1 mm',
          'Implant placed 36: Straumann BLT 4.1 x 10 mm',
          'ISQ 72',
          'Cover screw',
          'Flap closed with 4-0 PTFE sutures',
          'POIG',
          'Chlorhexidine mouthwash 0.2% BD 1 week',
          'Rx: amoxicillin 500 mg TDS 5 days',
        ],
        'TX TODAY': ['Implant placement 36'],
        'F/U': 'Review 10 days for suture removal',
        NV: ['Uncovering at 3 months'],
      },
    },
    // Ms Patel — periodontal maintenance
    {
      ...usUniversal,
      id: 'h13-13-perio-maintenance',
      asr: true,
      transcript:
        'patient here for periodontal maintenance last visit three months ago medical history updated started taking eliquis for atrial fibrillation no allergies blood pressure one eighteen over seventy six p s r three three three three two three probing depths four to five millimeters generalized on the posteriors six millimeter pocket distal of number two and mesial of number thirty one bleeding on probing localized to the molars today periodontal maintenance full mouth with cavitron and hand scaling coronal polish with fine paste oral hygiene instructions reviewed fluoride varnish applied advised water flosser for the lower molars note patient anxious about bleeding because of the eliquis next visit periodontal maintenance in three months',
      expect: {
        CC: 'Periodontal maintenance. Last visit 3 months ago',
        'MED HX': 'Updated. Started taking Eliquis for atrial fibrillation. No allergies. Blood pressure 118/76',
        PERIO:
          'PSR 3 3 3 3 2 3. Probing depths 4 to 5 mm generalized on the posteriors. 6 mm pocket distal of #2 and mesial of #31. Bleeding on probing localized to the molars',
        TX: [
          'Periodontal maintenance full mouth with Cavitron and hand scaling',
          'Coronal polish with fine paste',
          'Oral hygiene instructions reviewed',
          'Fluoride varnish applied',
        ],
        'TX TODAY': ['Periodontal maintenance', 'OHI', 'Fluoride varnish'],
        CONSULT: 'Advised water flosser for the lower molars',
        NOTES: 'Patient anxious about bleeding because of the Eliquis',
        NV: ['Periodontal maintenance in 3 months'],
      },
    },
    // Dr Ahmed — complete dentures fit
    {
      ...ukPalmer,
      id: 'h13-14-complete-dentures-fit',
      asr: false,
      transcript:
        'Attended for fit of new upper and lower complete dentures. MH: angina (GTN spray), warfarin for AF, INR 2.4 yesterday. EO: NAD. IO: ridges healthy, lower ridge resorbed, small ulcer lingual to LR4 region from old denture. Dentures tried in. Retention and stability good. Occlusion balanced. Minor pressure spot on UR buccal flange relieved. Dentures fitted. Denture hygiene instructions given, remove at night. Pt happy with appearance. Review 1/52 for ease.',
      expect: {
        CC: 'Fit of new upper and lower complete dentures',
        'MED HX': 'Angina (GTN spray), warfarin for AF, INR 2.4 yesterday',
        EXTRA: 'NAD',
        INTRA: 'Ridges healthy, lower ridge resorbed, small ulcer lingual to LR4 region from old denture',
        TX: [
          'Dentures tried in',
          'Retention and stability good',
          'Occlusion balanced',
          'Minor pressure spot on UR buccal flange relieved',
          'Dentures fitted',
          'Denture hygiene instructions given',
          'Remove at night',
        ],
        'TX TODAY': ['Denture fit'],
        NOTES: 'Pt happy with appearance',
        'F/U': 'Review 1 week for ease',
      },
    },
    // Dr Reyes — primary molar pulpotomy and SSC
    {
      ...usUniversal,
      id: 'h13-15-pulpotomy-ssc-s',
      asr: false,
      transcript:
        'Mom brought pt in. C/O pain lower right when eating, 1 week. Med hx: mild asthma, albuterol PRN. NKDA. EO: no swelling. IO: #S large MO carious lesion, no mobility, no sinus tract. #T DO caries. PA #S: deep caries approaching pulp horn, no furcation radiolucency. Dx: reversible pulpitis #S, caries #T. Discussed pulpotomy and SSC on #S vs extraction with space maintainer, mom chose pulpotomy. Mom signed consent. N2O/O2 50%. Topical, 1 carpule 2% lidocaine 1:100k epi, right IANB. Rubber dam. #S pulpotomy with MTA. SSC #S size 4 cemented with GIC. #T DO composite. Pt cooperative with N2O. 100% O2 x 5 min post op. RTC 6 months recall.',
      expect: {
        NOTES: 'Mom brought pt in. Pt cooperative with N2O',
        CC: 'Pain lower right when eating, 1 week',
        'MED HX': 'Mild asthma, albuterol PRN. NKDA',
        EXTRA: 'No swelling',
        DENTAL: [
          ['S', 'Large MO carious lesion, no mobility, no sinus tract'],
          ['T', 'DO caries'],
        ],
        RADIO: 'PA #S: deep caries approaching pulp horn, no furcation radiolucency',
        DX: ['Reversible pulpitis #S', 'Caries #T'],
        CONSULT:
          'Discussed pulpotomy and SSC on #S vs extraction with space maintainer, mom chose pulpotomy',
        CONSENT: 'Mom signed consent',
        TX: [
          'N2O/O2 50%',
          'Topical',
          'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, IANB right',
          'Rubber dam',
          '#S pulpotomy with MTA',
          'SSC #S size 4 cemented with GIC',
          '#T DO composite',
          '100% O2 x 5 min post op',
        ],
        'TX TODAY': ['Pulpotomy #S', 'SSC #S', 'DO composite #T'],
        'F/U': 'RTC 6 months recall',
      },
    },
    // Ms Byrne — scale and polish, with an appended finding
    {
      ...ukFdi,
      id: 'h13-16-scale-polish-append',
      asr: true,
      transcript:
        'patient attends for scale and polish medical history no changes non smoker extra oral no abnormalities intra oral soft tissues healthy bpe one one one one one one gingivae healthy slight tea staining lower anteriors supragingival scale with ultrasonic polished with prophy paste oh h i reinforced flossing demonstrated fluoride varnish applied scratch that patient declined fluoride varnish patient happy with the result recall six months',
      appends: ['two five buccal abrasion cavity sensitive to air um desensitiser applied to two five'],
      expect: {
        CC: 'Scale and polish',
        'MED HX': 'No changes. Non smoker',
        EXTRA: 'No abnormalities',
        PERIO: 'BPE 1 1 1 1 1 1. Gingivae healthy',
        INTRA: 'Soft tissues healthy. Slight tea staining lower anteriors',
        DENTAL: [['25', 'B abrasion cavity, sensitive to air']],
        TX: [
          'Supragingival scale with ultrasonic',
          'Polished with prophy paste',
          'OHI reinforced',
          'Flossing demonstrated',
          'Patient declined fluoride varnish',
          'Desensitiser applied 25',
        ],
        'TX TODAY': ['Scale and polish', 'OHI'],
        NOTES: 'Patient happy with the result',
        'F/U': 'Recall 6 months',
      },
    },
    // Dr Castillo — completion of RCT, obturation
    {
      ...usUniversal,
      id: 'h13-17-obturation-14',
      asr: false,
      transcript:
        'Pt presents for completion of RCT #14, asymptomatic since last visit. Med hx: no changes. #14 temporary intact, no TTP, no swelling. Anesthesia: 1 carpule 2% lidocaine 1:100,000 epi, buccal + palatal infiltration #14. Rubber dam isolation. Temporary and cotton pellet removed. Canals irrigated with NaOCl to remove Ca(OH)2. Working lengths confirmed with apex locator (MB1 20.5 / MB2 20 / DB 19.5 / P 21 mm). Final rinse 17% EDTA and 6% NaOCl. Canals dried with paper points. #14 obturated with BC sealer and single cone gutta percha. Cavit placed over sponge. Post-op PA: well-condensed fill to length in all 4 canals. Plan: crown #14 by GD within 4 weeks. Recall 6 months for follow-up PA.',
      expect: {
        CC: 'Completion of RCT #14, asymptomatic since last visit',
        'MED HX': 'No changes',
        DENTAL: [['14', 'Temporary intact, no TTP, no swelling']],
        TX: [
          'LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration + palatal infiltration #14',
          'Rubber dam isolation',
          'Temporary and cotton pellet removed',
          'Canals irrigated with NaOCl to remove Ca(OH)2',
          'Working lengths confirmed with apex locator (MB1 20.5 / MB2 20 / DB 19.5 / P 21 mm)',
          'Final rinse 17% EDTA and 6% NaOCl',
          'Canals dried with paper points',
          '#14 obturated with BC sealer and single cone gutta percha',
          'Cavit placed over sponge',
        ],
        'TX TODAY': ['Obturation #14'],
        RADIO: 'Post-op PA: well-condensed fill to length in all 4 canals',
        'TX PLAN': ['Crown #14 by GD within 4 weeks'],
        'F/U': 'Recall 6 months for follow-up PA',
      },
    },
    // Mr Osei — adult fillings on prescription
    {
      ...ukPalmer,
      id: 'h13-18-therapist-fillings',
      asr: true,
      transcript:
        'patient here for fillings as prescribed medical history unchanged no allergies on examination upper left five distal caries lower left six sorry lower left seven occlusal caries local anaesthetic one cartridge articaine four percent one in a hundred thousand adrenaline buccal infiltration upper left five caries removed disto occlusal composite upper left five shade a three lower left seven occlusal composite no local needed occlusion checked patient happy next visit scale and polish with hygienist',
      expect: {
        CC: 'Fillings as prescribed',
        'MED HX': 'Unchanged. No allergies',
        DENTAL: [
          ['UL5', 'D caries'],
          ['LL7', 'O caries'],
        ],
        TX: [
          'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration UL5',
          'Caries removed',
          'DO composite UL5',
          'Shade A3',
          'LL7 O composite',
          'No local needed',
          'Occlusion checked',
        ],
        'TX TODAY': ['DO composite UL5', 'O composite LL7'],
        NOTES: 'Patient happy',
        NV: ['Scale and polish with hygienist'],
      },
    },
    // Dr Sloane — consultation, missing upper incisor
    {
      ...usUniversal,
      id: 'h13-19-implant-consult-9',
      asr: false,
      transcript:
        'Pt presents to discuss replacing #9, lost to trauma 2 months ago, currently wearing a flipper. Med hx: healthy, no meds, NKDA. Non-smoker. EO: high lip line, 2 mm gingival display on smiling. IO: soft tissues healthy, ridge at #9 site with mild buccal concavity. #9 missing. #8 and #10 unrestored, vital, no mobility. #7 small MI composite. CBCT: 6 mm ridge width at crest, adequate height, thin labial plate. Options discussed: (1) implant with connective tissue graft, possible bone graft, approx. 6 months total; (2) 3-unit bridge #8-#10, requires prep of 2 unrestored teeth; (3) resin-bonded bridge; (4) continue flipper / no treatment. Risks, benefits and costs reviewed. Pt elects implant. Written consent for referral and treatment plan. Plan: refer to periodontist for implant placement #9 with CT graft; restore with custom abutment and zirconia crown here. Pt very concerned about esthetics.',
      expect: {
        CC: 'To discuss replacing #9, lost to trauma 2 months ago, currently wearing a flipper',
        'MED HX': 'Healthy, no meds, NKDA. Non-smoker',
        EXTRA: 'High lip line, 2 mm gingival display on smiling',
        INTRA: 'Soft tissues healthy, ridge at #9 site with mild buccal concavity',
        DENTAL: [
          ['9', 'Missing'],
          ['8', 'Unrestored, vital, no mobility'],
          ['10', 'Unrestored, vital, no mobility'],
          ['7', 'Small MI composite'],
        ],
        RADIO: 'CBCT: 6 mm ridge width at crest, adequate height, thin labial plate',
        CONSULT:
          'Options discussed: (1) implant with connective tissue graft, possible bone graft, approx. 6 months total; (2) 3-unit bridge #8-#10, requires prep of 2 unrestored teeth; (3) resin-bonded bridge; (4) continue flipper / no treatment. Risks, benefits and costs reviewed. Pt elects implant',
        CONSENT: 'Written consent for referral and treatment plan',
        'TX PLAN': [
          'Refer to periodontist for implant placement #9 with CT graft',
          'Restore with custom abutment and zirconia crown here',
        ],
        NOTES: 'Pt very concerned about esthetics',
      },
    },
    // Dr Nguyen — crown seat, with an appended finding
    {
      ...usUniversal,
      id: 'h13-20-crown-seat-append',
      asr: true,
      transcript:
        'patient here for crown seat number thirty no sensitivity with the temporary medical history no changes no allergies temporary removed tooth cleaned with pumice crown tried in contacts and margins good shade matches radiograph taken to confirm seating no open margins crown number thirty cemented with rely x unicem excess cement removed occlusion adjusted and polished post op instructions given patient pleased',
      appends: ['number thirty one chipped mesial marginal ridge no caries smoothed with a fine diamond recall in six months'],
      expect: {
        CC: 'Crown seat #30. No sensitivity with the temporary',
        'MED HX': 'No changes. No allergies',
        RADIO: 'Radiograph taken to confirm seating. No open margins',
        TX: [
          'Temporary removed',
          'Tooth cleaned with pumice',
          'Crown tried in',
          'Contacts and margins good',
          'Shade matches',
          'Crown #30 cemented with RelyX Unicem',
          'Excess cement removed',
          'Occlusion adjusted and polished',
          'Post op instructions given',
          'Smoothed with a fine diamond',
        ],
        'TX TODAY': ['Crown fit #30'],
        NOTES: 'Patient pleased',
        DENTAL: [['31', 'Chipped M marginal ridge, no caries']],
        'F/U': 'Recall in 6 months',
      },
    },
    // Dr Hollis — abscess, extraction
    {
      ...ukFdi,
      id: 'h13-21-abscess-xla-26',
      asr: true,
      transcript:
        'patient attended with pain upper left for a week worse at night medical history hypertension on amlodipine and ramipril allergic to penicillin extra oral slight swelling left cheek intra oral two six buccal swelling tender to percussion grade two mobile large distal caries into pulp two seven sound periapical taken of two six periapical radiolucency on the mesio buccal root widespread bone loss diagnosis acute apical abscess two six options root canal treatment or extraction patient wants it out verbal consent local two cartridges articaine four percent one in a hundred thousand adrenaline buccal and palatal infiltration two six two six extracted with forceps roots complete socket compressed haemostasis achieved post op instructions given verbal and written prescription metronidazole four hundred milligrams three times a day for five days review in one week delete that review only if problems',
      expect: {
        CC: 'Pain upper left for a week, worse at night',
        'MED HX': 'Hypertension on amlodipine and ramipril. Allergic to penicillin',
        EXTRA: 'Slight swelling left cheek',
        DENTAL: [
          ['26', 'Buccal swelling, tender to percussion, grade 2 mobile, large D caries into pulp'],
          ['27', 'Sound'],
        ],
        RADIO: 'Periapical taken of 26. Periapical radiolucency on the MB root. Widespread bone loss',
        DX: ['Acute apical abscess 26'],
        CONSULT: 'Options root canal treatment or extraction. Patient wants it out',
        CONSENT: 'Verbal consent',
        TX: [
          'LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 26',
          '26 extracted with forceps',
          'Roots complete',
          'Socket compressed',
          'Haemostasis achieved',
          'Post op instructions given verbal and written',
          'Prescription metronidazole 400 mg 3 times a day for 5 days',
        ],
        'TX TODAY': ['Extraction 26'],
        'F/U': 'Review only if problems',
      },
    },
    // Ms Patel — scaling and root planing
    {
      ...usUniversal,
      id: 'h13-22-srp-right',
      asr: true,
      transcript:
        'patient here for scaling and root planing upper right and lower right medical history type two diabetes a one c seven point two on metformin no known allergies pockets five to seven millimeters in both quadrants with bleeding heavy subgingival calculus topical applied three carpules lidocaine two percent one to one hundred thousand epi right i a n b and upper right buccal infiltration scaling and root planing upper right and lower right with cavitron and gracey curettes arestin placed in number three sorry number two distal pocket home care reviewed patient tolerated well next visit s r p upper left and lower left in two weeks',
      expect: {
        CC: 'Scaling and root planing upper right and lower right',
        'MED HX': 'Type 2 diabetes. A1C 7.2. On metformin. No known allergies',
        PERIO: 'Pockets 5 to 7 mm in both quadrants with bleeding. Heavy subgingival calculus',
        TX: [
          'Topical applied',
          'LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration upper right',
          'Scaling and root planing upper right and lower right with Cavitron and Gracey curettes',
          'Arestin placed in #2 distal pocket',
          'Home care reviewed',
        ],
        'TX TODAY': ['SRP'],
        NOTES: 'Patient tolerated well',
        NV: ['SRP upper left and lower left in 2 weeks'],
      },
    },
    // Mr Kowalski — mucocele excision
    {
      ...ukFdi,
      id: 'h13-23-mucocele-excision',
      asr: false,
      transcript:
        'Referred by GDP re: painless swelling lower lip, present 3 months, fluctuates in size. MH: nil of note, NKDA. Non-smoker, alcohol 6 units/week. EO: no lymphadenopathy. IO: 8 mm bluish fluctuant swelling lower labial mucosa left of midline, opposite 32, non-tender. Rest of mucosa healthy. Dentition well restored, OH good. Impression: mucocele lower lip. Discussed excision under LA, risk of recurrence, small area of numbness, scar. Pt keen to proceed today. Verbal and written consent. LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration around lesion. Elliptical incision, lesion and associated minor salivary glands excised, sent for histopathology. 3 x 5-0 Vicryl Rapide sutures. Haemostasis. POIG. Review 2/52 for histology results.',
      expect: {
        CC: 'Referred by GDP re: painless swelling lower lip, present 3 months, fluctuates in size',
        'MED HX': 'Nil of note, NKDA. Non-smoker, alcohol 6 units/week',
        EXTRA: 'No lymphadenopathy',
        INTRA:
          '8 mm bluish fluctuant swelling lower labial mucosa left of midline, opposite 32, non-tender. Rest of mucosa healthy. Dentition well restored, OH good',
        DX: ['Mucocele lower lip'],
        CONSULT:
          'Discussed excision under LA, risk of recurrence, small area of numbness, scar. Pt keen to proceed today',
        CONSENT: 'Verbal and written consent',
        TX: [
          'LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, infiltration around lesion',
          'Elliptical incision',
          'Lesion and associated minor salivary glands excised',
          'Sent for histopathology',
          '3 x 5-0 Vicryl Rapide sutures',
          'Haemostasis',
          'POIG',
        ],
        'F/U': 'Review 2 weeks for histology results',
      },
    },
    // Dr Ahmed — routine exam, with an appended phone call
    {
      ...ukPalmer,
      id: 'h13-24-exam-palmer-append',
      asr: false,
      transcript:
        'Routine exam. C/O food trapping UL6/7. MH: no changes, NKDA. Ex-smoker (stopped 2019). EO: TMJ NAD, no lymphadenopathy. IO: soft tissues NAD. BPE 2 2 2 / 2 1 2, mild generalised marginal gingivitis. Charting: UR8, UL8, LL8, LR8 missing; UR6 MOD amalgam, cracked MB cusp; UR5 DO composite; UL6 D overhang; UL7 MO amalgam, open contact mesially; LL6 crown; LR6 occlusal caries; LR1 chipped incisal edge. BWs x2 (caries/open contacts): grade 1. Caries LR6 O into dentine; overhang UL6 D confirmed; no bone loss. Dx: caries LR6; food trap UL6/7 due to overhang. OHI with interdental brushes. Plan: replace UL6 D overhang restoration with DO composite, O composite LR6, review UR6 crack. Recall 6/12.',
      appends: [
        'Pt phoned: wishes to have UR6 crowned rather than monitored. Plan: crown UR6. NV: O composite LR6, DO composite UL6 (45 min).',
      ],
      expect: {
        CC: 'Routine exam. Food trapping UL6/7',
        'MED HX': 'No changes, NKDA. Ex-smoker (stopped 2019)',
        EXTRA: 'TMJ NAD, no lymphadenopathy',
        INTRA: 'Soft tissues NAD',
        PERIO: 'BPE 2 2 2 / 2 1 2, mild generalised marginal gingivitis',
        DENTAL: [
          ['UR8', 'Missing'],
          ['UL8', 'Missing'],
          ['LL8', 'Missing'],
          ['LR8', 'Missing'],
          ['UR6', 'MOD amalgam, cracked MB cusp'],
          ['UR5', 'DO composite'],
          ['UL6', 'D overhang'],
          ['UL7', 'MO amalgam, open contact mesially'],
          ['LL6', 'Crown'],
          ['LR6', 'O caries'],
          ['LR1', 'Chipped incisal edge'],
        ],
        RADIO:
          'BWs x2 (caries/open contacts): grade 1. Caries LR6 O into dentine; overhang UL6 D confirmed; no bone loss',
        DX: ['Caries LR6', 'Food trap UL6/7 due to overhang'],
        TX: ['OHI with interdental brushes'],
        'TX TODAY': ['OHI'],
        'TX PLAN': [
          'Replace UL6 D overhang restoration with DO composite',
          'O composite LR6',
          'Review UR6 crack',
          'Crown UR6',
        ],
        CONSULT: 'Pt phoned: wishes to have UR6 crowned rather than monitored',
        NV: ['O composite LR6', 'DO composite UL6 (45 min)'],
        'F/U': 'Recall 6 months',
      },
    },
    // Dr Reyes — dental trauma
    {
      ...usUniversal,
      id: 'h13-25-trauma-incisors',
      asr: true,
      transcript:
        'patient is an eight year old boy who fell off his bike this morning and hit his front teeth no loss of consciousness no nausea dad is with him medical history healthy no allergies tetanus up to date extra oral small abrasion on the chin upper lip swollen intra oral superficial laceration upper lip no sutures needed number eight fractured mesial incisal corner enamel and dentin no pulp exposure mobility normal tender to percussion number nine tender to percussion no mobility no displacement p a taken of eight and nine no root fracture open apices diagnosis uncomplicated crown fracture number eight concussion number nine dad consented verbally today number eight glass ionomer bandage over exposed dentin soft diet for one week chlorhexidine swab for the lip post trauma instructions given to dad next visit composite build up number eight in two weeks and recheck vitality',
      expect: {
        CC: 'Patient is an 8 year old boy who fell off his bike this morning and hit his front teeth. No loss of consciousness. No nausea',
        NOTES: 'Dad is with him',
        'MED HX': 'Healthy. No allergies. Tetanus up to date',
        EXTRA: 'Small abrasion on the chin. Upper lip swollen',
        INTRA: 'Superficial laceration upper lip, no sutures needed',
        DENTAL: [
          [
            '8',
            'Fractured MI corner enamel and dentin, no pulp exposure, mobility normal, tender to percussion',
            'MI corner',
          ],
          ['9', 'Tender to percussion, no mobility, no displacement'],
        ],
        RADIO: 'PA taken of #8 and #9. No root fracture. Open apices',
        DX: ['Uncomplicated crown fracture #8', 'Concussion #9'],
        CONSENT: 'Dad consented verbally',
        TX: [
          '#8 glass ionomer bandage over exposed dentin',
          'Soft diet for 1 week',
          'Chlorhexidine swab for the lip',
          'Post trauma instructions given to dad',
        ],
        'TX TODAY': ['GIC #8'],
        NV: ['Composite build up #8 in 2 weeks', 'Recheck vitality'],
      },
    },
    // Ms Byrne — root surface debridement (typed)
    {
      ...ukFdi,
      id: 'h13-26-rsd-lower-left',
      asr: false,
      transcript:
        'Attended for RSD lower left as planned. MH: no changes. Smoking reduced to 5/week. Pockets pre-treatment: 37 D 7 mm, 36 DB 6 mm, 35 M 5 mm; BOP at all sites. LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left. RSD 35, 36, 37 with ultrasonic and Gracey curettes. Chlorhexidine gel to 37 pocket. OHI with single tufted brush around 37. Pt coped well. NV: RSD lower right in 2/52. Re-evaluation 3/12.',
      expect: {
        CC: 'RSD lower left as planned',
        'MED HX': 'No changes. Smoking reduced to 5/week',
        PERIO: 'Pockets pre-treatment: 37 D 7 mm, 36 DB 6 mm, 35 M 5 mm; BOP at all sites',
        TX: [
          'LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left',
          'RSD 35, 36, 37 with ultrasonic and Gracey curettes',
          'Chlorhexidine gel to 37 pocket',
          'OHI with single tufted brush around 37',
        ],
        'TX TODAY': ['RSD 35, 36, 37', 'OHI'],
        NOTES: 'Pt coped well',
        NV: ['RSD lower right in 2 weeks'],
        'F/U': 'Re-evaluation 3 months',
      },
    },
    // Dr Castillo — emergency incision and drainage
    {
      ...usUniversal,
      id: 'h13-27-incision-drainage-19',
      asr: true,
      transcript:
        'patient presents with swelling lower left since yesterday and throbbing pain had root canal on number nineteen about five years ago medical history penicillin allergy hives takes no medications extra oral mild swelling left mandible no trismus afebrile intra oral fluctuant buccal swelling adjacent to number nineteen number nineteen crown intact tender to percussion and palpation p a and limited c b c t show large periapical radiolucency mesial root of nineteen with untreated m b two sorry untreated mesio lingual canal diagnosis previously treated tooth with acute apical abscess number nineteen options retreatment versus extraction patient wants to keep the tooth informed consent signed two carpules articaine four percent one to one hundred thousand epi left i a n b incision and drainage of buccal swelling purulent drainage obtained irrigated with saline prescribed clindamycin three hundred milligrams four times a day for seven days next visit retreatment number nineteen in one week',
      expect: {
        CC: 'Swelling lower left since yesterday and throbbing pain. Had root canal on #19 about 5 years ago',
        'MED HX': 'Penicillin allergy, hives. Takes no medications',
        EXTRA: 'Mild swelling left mandible. No trismus. Afebrile',
        INTRA: 'Fluctuant buccal swelling adjacent to #19',
        DENTAL: [['19', 'Crown intact, tender to percussion and palpation']],
        RADIO: 'PA and limited CBCT show large periapical radiolucency mesial root of #19 with untreated ML canal',
        DX: ['Previously treated tooth with acute apical abscess #19'],
        CONSULT: 'Options retreatment versus extraction. Patient wants to keep the tooth',
        CONSENT: 'Informed consent signed',
        TX: [
          'LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left',
          'Incision and drainage of buccal swelling',
          'Purulent drainage obtained',
          'Irrigated with saline',
          'Prescribed clindamycin 300 mg 4 times a day for 7 days',
        ],
        'TX TODAY': ['Incision and drainage', 'Irrigation'],
        NV: ['Retreatment #19 in 1 week'],
      },
    },
    // Mr Osei — child check-up (typed)
    {
      ...ukPalmer,
      id: 'h13-28-child-exam-palmer',
      asr: false,
      transcript:
        'Attends for check-up. Mum present. No concerns. MH: fit and well, NKDA. EO: NAD. IO: soft tissues healthy, OH fair, plaque on lower molars. Charting: URE, ULE, LLE, LRE present; URD O caries; LLD DO caries; LRD extracted previously; UR6, UL6, LL6, LR6 erupted, caries free; LR1, LL1 erupted. BWs not taken (poor cooperation last time). Advised mum to reduce sugary drinks between meals. TBI with mum. Duraphat varnish applied. Plan: FS UR6, UL6, LL6, LR6; GIC URD, LLD. NV: fissure sealants first molars. Recall 3/12.',
      expect: {
        CC: 'Check-up. No concerns',
        NOTES: 'Mum present',
        'MED HX': 'Fit and well, NKDA',
        EXTRA: 'NAD',
        INTRA: 'Soft tissues healthy, OH fair, plaque on lower molars',
        DENTAL: [
          ['URE', 'Present'],
          ['ULE', 'Present'],
          ['LLE', 'Present'],
          ['LRE', 'Present'],
          ['URD', 'O caries'],
          ['LLD', 'DO caries'],
          ['LRD', 'Extracted previously'],
          ['UR6', 'Erupted, caries free'],
          ['UL6', 'Erupted, caries free'],
          ['LL6', 'Erupted, caries free'],
          ['LR6', 'Erupted, caries free'],
          ['LR1', 'Erupted'],
          ['LL1', 'Erupted'],
        ],
        RADIO: 'BWs not taken (poor cooperation last time)',
        CONSULT: 'Advised mum to reduce sugary drinks between meals',
        TX: ['TBI with mum', 'Duraphat varnish applied'],
        'TX TODAY': ['Fluoride varnish'],
        'TX PLAN': ['Fissure sealant UR6, UL6, LL6, LR6', 'GIC URD, LLD'],
        NV: ['Fissure sealants first molars'],
        'F/U': 'Recall 3 months',
      },
    },
    // Dr Nguyen — new patient comprehensive exam, dictated punctuation
    {
      ...usUniversal,
      id: 'h13-29-new-patient-exam',
      asr: true,
      transcript:
        'new patient comprehensive exam patient reports no pain and wants a cleaning last dental visit about four years ago comma bleeding gums when brushing new paragraph medical history high cholesterol on atorvastatin comma no allergies comma smokes half a pack a day new paragraph extra oral exam within normal limits new paragraph intra oral oral cancer screening negative comma tongue coated new paragraph p s r four three three four three four new paragraph full mouth x rays taken generalized horizontal bone loss thirty to forty percent comma periapical radiolucency number thirty new paragraph number one sixteen seventeen and thirty two partially erupted number three m o d amalgam with recurrent decay number fourteen buccal caries number nineteen missing number thirty large distal caries tender to bite number eight and number nine stained composites new paragraph diagnosis generalized periodontitis stage three grade c comma caries number three fourteen and thirty comma symptomatic apical periodontitis number thirty new paragraph discussed periodontal therapy first and need for root canal or extraction on thirty patient wants to start with deep cleaning new paragraph plan s r p four quadrants comma number thirty r c t and crown comma m o d composite number three comma buccal composite number fourteen new paragraph next visit s r p right side',
      expect: {
        CC: 'New patient comprehensive exam. Patient reports no pain and wants a cleaning. Last dental visit about 4 years ago, bleeding gums when brushing',
        'MED HX': 'High cholesterol on atorvastatin, no allergies, smokes half a pack a day',
        EXTRA: 'Within normal limits',
        INTRA: 'Oral cancer screening negative, tongue coated',
        PERIO: 'PSR 4 3 3 4 3 4',
        RADIO:
          'Full mouth x-rays taken. Generalized horizontal bone loss 30 to 40%, periapical radiolucency #30',
        DENTAL: [
          ['1', 'Partially erupted'],
          ['16', 'Partially erupted'],
          ['17', 'Partially erupted'],
          ['32', 'Partially erupted'],
          ['3', 'MOD amalgam with recurrent decay'],
          ['14', 'B caries'],
          ['19', 'Missing'],
          ['30', 'Large D caries, tender to bite'],
          ['8', 'Stained composites'],
          ['9', 'Stained composites'],
        ],
        DX: ['Generalized periodontitis stage 3 grade C', 'Caries #3, #14, #30', 'Symptomatic apical periodontitis #30'],
        CONSULT:
          'Discussed periodontal therapy first and need for root canal or extraction on #30. Patient wants to start with deep cleaning',
        'TX PLAN': ['SRP 4 quadrants', '#30 RCT and crown', 'MOD composite #3', 'B composite #14'],
        NV: ['SRP right side'],
      },
    },
    // Dr Ahmed — post crown recement
    {
      ...ukPalmer,
      id: 'h13-30-recement-post-crown',
      asr: false,
      transcript:
        'Emergency appt. C/O crown came off UR1 last night while eating, no pain. MH: no changes; on alendronate for osteoporosis. O/E: UR1 post-retained PFM crown detached, post still in crown, root face sound, no caries, no mobility. UL1 PFM crown, margins sound. PA UR1: RCT adequate, no periapical pathology, good remaining root length. Options: recement, or new post crown (more costly). Pt opted to recement. Verbal consent. No LA needed. Crown and post cleaned. Post space and root face cleaned. UR1 post crown recemented with Fuji I. Excess removed, occlusion checked. POIG. Review 1/52 if any looseness; routine recall as planned.',
      expect: {
        CC: 'Emergency appt. Crown came off UR1 last night while eating, no pain',
        'MED HX': 'No changes; on alendronate for osteoporosis',
        DENTAL: [
          ['UR1', 'Post-retained PFM crown detached, post still in crown, root face sound, no caries, no mobility'],
          ['UL1', 'PFM crown, margins sound'],
        ],
        RADIO: 'PA UR1: RCT adequate, no periapical pathology, good remaining root length',
        CONSULT: 'Options: recement, or new post crown (more costly). Pt opted to recement',
        CONSENT: 'Verbal consent',
        TX: [
          'No LA needed',
          'Crown and post cleaned',
          'Post space and root face cleaned',
          'UR1 post crown recemented with Fuji I',
          'Excess removed',
          'Occlusion checked',
          'POIG',
        ],
        'TX TODAY': ['Crown recement UR1'],
        'F/U': 'Review 1 week if any looseness; routine recall as planned',
      },
    },
  ] satisfies CaseInput[]
).map(defineCase);
