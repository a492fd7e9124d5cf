import { numberToWords } from '../number-words.ts';
import { allTeeth, isPrimary, speak, type Tooth } from '../tooth-notation.ts';
import { pick, type Rng, type Slots } from './template.ts';

/** Slot fillers for dictation templates: the variable parts of a dental note. */

const TEETH = allTeeth();
const PERMANENT = TEETH.filter((t) => !isPrimary(t));
const PRIMARY = TEETH.filter(isPrimary);
/** Children's notes mention primary teeth; adults' far more often permanent ones. */
const someTooth = (rng: Rng): Tooth => (rng() < 0.12 ? pick(rng, PRIMARY) : pick(rng, PERMANENT));

const n = (rng: Rng, lo: number, hi: number): string => numberToWords(lo + Math.floor(rng() * (hi - lo + 1)));
const digit = (rng: Rng, hi: number): string => numberToWords(Math.floor(rng() * (hi + 1)));

const choice =
  (...options: string[]) =>
  (rng: Rng): string =>
    pick(rng, options);

/** Notes are dictated telegraphically: "periapical radiograph shows…", "plan crown", as often as "a periapical…". */
const withOrWithoutArticle =
  (...options: string[]) =>
  (rng: Rng): string =>
    pick(rng, options).replace(/^(an?) /, '($1 |)');

export const SLOTS: Slots = {
  /** A tooth in whichever notation: UK notes use Palmer or FDI, US notes Universal. */
  tooth: (rng) => pick(rng, ['{palmer}', '{palmer}', '{fdi}', '{fdi}', '{universal}', '{universal}', '{toothname}']),
  palmer: (rng) => `(the |the |)${speak(someTooth(rng)).palmer}`,
  fdi: (rng) => `(the |tooth |the |)${speak(someTooth(rng)).fdi}`,
  universal: (rng) => {
    const s = speak(someTooth(rng));
    return /^number/.test(s.universal) ? `(tooth |tooth |)${pick(rng, [s.universal, s.universal, s.universal.replace('number ', '')])}` : `tooth ${s.universal}`;
  },
  toothname: (rng) => `(the |)${speak(pick(rng, PERMANENT)).name}`,
  side: choice('left', 'right'),
  arch: choice('upper', 'lower'),
  quadrant: choice('upper right', 'upper left', 'lower left', 'lower right'),
  sextant: choice('upper right', 'upper anterior', 'upper left', 'lower left', 'lower anterior', 'lower right'),
  surface: choice(
    'mesial', 'distal', 'occlusal', 'buccal', 'lingual', 'palatal', 'labial', 'incisal', 'cervical', 'mesio occlusal', 'disto occlusal',
    'mesio occlusal distal', 'MO', 'DO', 'MOD', 'mesio buccal', 'disto buccal', 'mesio lingual', 'disto lingual', 'mesio palatal',
    'disto palatal', 'occlusal buccal', 'buccal cervical', 'distal occlusal', 'mesial occlusal', 'interproximal',
  ),
  material: choice('composite', 'composite', 'amalgam', 'amalgam', 'glass ionomer', 'resin modified glass ionomer', 'compomer', 'GIC', 'RMGIC'),
  indirect: choice(
    'crown', 'zirconia crown', 'emax crown', 'lithium disilicate crown', 'porcelain fused to metal crown', 'PFM crown', 'full gold crown',
    'gold onlay', 'composite onlay', 'porcelain veneer', 'composite veneer', 'bridge', 'resin bonded bridge', 'implant crown',
    'stainless steel crown', 'post and core',
  ),
  caries: choice('caries', 'caries', 'decay', 'a carious lesion', 'secondary caries', 'recurrent caries', 'root caries', 'caries into dentine', 'caries into dentin', 'early enamel caries', 'deep caries', 'arrested caries', 'a cavity'),
  finding: choice(
    '{surface} caries', '{caries} on the {surface}', 'a fractured {surface} cusp', 'a cracked {surface} cusp', 'a {surface} {material} restoration in good condition',
    'a defective {surface} {material}', 'an overhang on the {surface}', 'a leaking {surface} {material}', 'a {indirect} with an open margin',
    'a {indirect} in good condition', 'a periapical radiolucency', 'a widened periodontal ligament space', 'grade (one|two|three) mobility',
    '(buccal|lingual|palatal|labial) recession', 'a (grade one|grade two|class two) furcation', 'a sinus', 'a buccal swelling', 'tooth wear',
    'erosion', 'attrition', 'abrasion cavities', 'staining', 'a retained root', 'calculus', 'no response to ethyl chloride',
  ),
  symptom: choice(
    'pain', 'throbbing pain', 'sharp pain', 'dull ache', 'sensitivity to cold', 'sensitivity to hot and cold', 'pain on biting',
    'a broken tooth', 'a lost filling', 'a lost crown', 'swelling', 'bleeding gums', 'a loose tooth', 'a bad taste', 'food packing',
    'pain keeping them awake at night', 'lingering pain', 'a chipped tooth', 'ulcers', 'a loose denture',
  ),
  duration: (rng) => `${n(rng, 1, 6)} (days|weeks|months)`,
  interval: (rng) => `(${n(rng, 1, 4)} weeks|${pick(rng, ['three', 'six', 'nine', 'twelve', 'eighteen', 'twenty four'])} months|one year|two weeks|one week)`,
  bpeScore: (rng) => `${digit(rng, 4)}${rng() < 0.08 ? ' star' : ''}`,
  bpe: () => '{bpeScore} {bpeScore} {bpeScore}(,|) {bpeScore} {bpeScore} {bpeScore}',
  mm: (rng) => `${n(rng, 1, 10)} (millimetres|millimetres|millimeters|mil)`,
  percent: (rng) => `${n(rng, 5, 95)} percent`,
  count: choice('one', 'two', 'three', 'four', 'a', 'half a', 'one and a half'),
  ukLa: choice(
    'lidocaine two percent with one in eighty thousand adrenaline', 'lignocaine two percent with one in eighty thousand adrenaline',
    'articaine four percent with one in one hundred thousand adrenaline', 'articaine four percent with one in two hundred thousand adrenaline',
    'mepivacaine three percent plain', 'prilocaine three percent with felypressin', 'citanest with octapressin', 'lidocaine', 'articaine',
    'scandonest three percent plain', 'two point two millilitres of lidocaine two percent with adrenaline',
  ),
  usLa: choice(
    'lidocaine two percent with one to one hundred thousand epinephrine', 'lidocaine two percent with one to fifty thousand epinephrine',
    'articaine four percent with one to one hundred thousand epinephrine', 'articaine four percent with one to two hundred thousand epinephrine',
    'septocaine', 'mepivacaine three percent plain', 'carbocaine three percent', 'bupivacaine point five percent with one to two hundred thousand epinephrine',
    'lidocaine with epi', 'prilocaine four percent plain', 'one point seven milliliters of lidocaine two percent',
  ),
  technique: choice(
    'inferior dental block', 'IDB', 'inferior alveolar nerve block', 'IANB', 'buccal infiltration', 'palatal infiltration',
    'buccal and palatal infiltration', 'lingual infiltration', 'buccal and lingual infiltration', 'intraligamentary injection',
    'mental block', 'long buccal', 'infiltration', 'nasopalatine block', 'greater palatine block', 'PSA block',
  ),
  antibiotic: choice(
    'amoxicillin five hundred milligrams three times a day for (five|three|seven) days', 'amoxicillin five hundred milligrams TDS for five days',
    'metronidazole four hundred milligrams three times a day for (three|five) days', 'metronidazole two hundred milligrams TDS',
    'phenoxymethylpenicillin five hundred milligrams four times a day for five days', 'penicillin V five hundred milligrams QDS',
    'clindamycin one hundred fifty milligrams four times a day for five days', 'clindamycin three hundred milligrams',
    'clarithromycin two hundred fifty milligrams twice a day', 'azithromycin five hundred milligrams once a day', 'doxycycline',
  ),
  analgesic: choice(
    'ibuprofen four hundred milligrams three times a day with food', 'ibuprofen six hundred milligrams every six hours as needed',
    'paracetamol one gram four times a day', 'paracetamol five hundred milligrams', 'acetaminophen five hundred milligrams',
    'ibuprofen and paracetamol together', 'ibuprofen four hundred milligrams PRN', 'co codamol', 'naproxen',
  ),
  rx: choice('{antibiotic}', '{analgesic}', 'chlorhexidine mouthwash zero point two percent twice a day', 'Duraphat five thousand toothpaste', 'high fluoride toothpaste', 'nystatin', 'miconazole gel', 'acyclovir cream', 'chlorhexidine rinse', 'fluoride mouthwash'),
  medicalCondition: choice(
    'hypertension', 'type two diabetes', 'type one diabetes', 'asthma', 'angina', 'atrial fibrillation', 'epilepsy', 'osteoporosis',
    'hypothyroidism', 'high cholesterol', 'depression', 'anxiety', 'arthritis', 'a previous heart attack', 'a pacemaker', 'a prosthetic heart valve',
    'hepatitis C', 'kidney disease', 'a stroke', 'breast cancer', 'acid reflux',
  ),
  medication: choice(
    'amlodipine', 'ramipril', 'metformin', 'insulin', 'a salbutamol inhaler', 'warfarin', 'apixaban', 'rivaroxaban', 'dabigatran', 'edoxaban',
    'clopidogrel', 'aspirin seventy five milligrams', 'alendronic acid', 'alendronate', 'denosumab', 'zoledronic acid', 'levothyroxine',
    'atorvastatin', 'simvastatin', 'omeprazole', 'lansoprazole', 'sertraline', 'citalopram', 'fluoxetine', 'bisphosphonates', 'steroids',
    'lisinopril', 'bisoprolol', 'gabapentin',
  ),
  allergy: choice('no known drug allergies', 'NKDA', 'NKA', 'allergic to penicillin', 'penicillin allergy', 'latex allergy', 'allergic to codeine', 'allergic to ibuprofen', 'no allergies'),
  diagnosis: choice(
    'reversible pulpitis', 'irreversible pulpitis', 'symptomatic irreversible pulpitis', 'asymptomatic irreversible pulpitis',
    'symptomatic apical periodontitis', 'asymptomatic apical periodontitis', 'acute apical abscess', 'chronic apical abscess', 'pulp necrosis',
    'cracked tooth', 'cracked tooth syndrome', 'dentine hypersensitivity', 'dentin hypersensitivity', 'gingivitis', 'plaque induced gingivitis',
    'pericoronitis', 'denture stomatitis', 'dry socket', 'alveolar osteitis', 'periodontal abscess', 'caries', 'secondary caries', 'tooth wear',
    'periodontitis stage (one|two|three|four) grade (A|B|C)', '(localised|generalised|localized|generalized) periodontitis', 'previously treated tooth',
    'failed restoration', 'fractured restoration', 'fractured cusp', 'bruxism', 'temporomandibular disorder', 'oral candidiasis',
  ),
  treatment: withOrWithoutArticle(
    '{surface} {material} restoration', '{material} restoration', 'composite restoration', 'amalgam restoration', 'root canal treatment', 'RCT',
    'extraction', 'surgical extraction', 'a {indirect}', 'scale and polish', 'root surface debridement', 'scaling and root planing', 'SRP',
    'fissure sealants', 'fluoride varnish', 'pulpotomy', 'pulpectomy', 'a new denture', 'a partial denture', 'an implant', 'a bridge',
    'monitoring', 'no treatment', 'occlusal adjustment', 'a night guard', 'an occlusal splint', 'desensitising varnish', 'tooth whitening',
    'prophy', 'periodontal maintenance', 'a core build up', 'a temporary filling', 'incision and drainage', 'referral to a specialist',
  ),
  radiograph: withOrWithoutArticle(
    'bitewings', 'two bitewings', 'four bitewings', 'left and right bitewings', 'a periapical', 'a periapical radiograph', 'periapical radiographs',
    'an OPG', 'an OPT', 'a DPT', 'a panoramic radiograph', 'a pano', 'a full mouth series', 'an FMX', 'a CBCT', 'a cone beam CT',
    'horizontal bitewings', 'vertical bitewings', 'BWs', 'PAs', 'a PA',
  ),
  radioFinding: choice(
    'no caries', 'no interproximal caries', 'distal caries on {tooth}', 'mesial caries on {tooth}', 'caries under the {surface} restoration',
    'a periapical radiolucency on {tooth}', 'widened periodontal ligament on {tooth}', '(horizontal|vertical) bone loss', 'generalised bone loss of about {percent}',
    'a good root filling', 'an overhang on {tooth}', 'impacted {tooth}', 'no pathology', 'calculus deposits', 'furcation involvement',
    'the root close to the inferior dental canal', 'deep caries approaching the pulp', 'bone levels stable',
  ),
  visit: choice(
    'a routine examination', 'a routine check up', 'a check up', 'an examination', 'a recall examination', 'a new patient examination', 'an emergency appointment',
    'a periodic oral evaluation', 'a comprehensive oral evaluation', 'a limited oral evaluation', 'a hygiene appointment', 'a review', 'a six month recall',
    'treatment', 'a filling', 'an extraction', 'a crown preparation', 'a crown fit', 'root canal treatment', 'a scale and polish', 'periodontal maintenance',
  ),
};
