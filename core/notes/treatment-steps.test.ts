// Run-on treatment and plan speech: where one step or planned item ends and the next begins.
import { describe, expect, it } from 'vitest';
import { generateNotes } from './engine.ts';

const tx = (said: string) => generateNotes(said).TX;
const plan = (said: string) => generateNotes(said)['TX PLAN'];

describe('planned items with their kind', () => {
  it('keeps where whitening is done with it', () => {
    expect(generateNotes('treatment plan do composite lower right seven home whitening', { numbering: 'palmer' })['TX PLAN']).toEqual(['DO composite LR7', 'Home whitening']);
    expect(plan('treatment plan mo composite three six in office whitening')).toEqual(['MO composite 36', 'In office whitening']);
    expect(plan('treatment plan replace fourteen amalgam with a do composite crown forty six')).toEqual(['Replace 14 amalgam with a DO composite', 'Crown 46']);
  });
});

describe('run-on treatment steps', () => {
  it('gives the tooth said again after a diagnosis to the step after it', () => {
    const notes = generateNotes('diagnosis dentine hypersensitivity two five two five duraphat varnish applied');
    expect(notes.DX).toEqual(['Dentine hypersensitivity 25']);
    expect(notes.TX).toEqual(['25 duraphat varnish applied']);
  });
  it('opens a step said verb-last with its subject after a step with its instrument', () => {
    expect(tx('treatment today srp completed with ultrasonic and hand instruments pockets irrigated with chlorhexidine')).toEqual([
      'SRP completed with ultrasonic and hand instruments', 'Pockets irrigated with chlorhexidine',
    ]);
    expect(tx('treatment today incision made with a scalpel pus drained')).toEqual(['Incision made with a scalpel', 'Pus drained']);
    expect(tx('treatment today impression taken with putty bite registration taken')).toEqual(['Impression taken with putty', 'Bite registration taken']);
    expect(tx('treatment today stain removed with air polisher teeth polished with prophy paste')).toEqual([
      'Stain removed with air polisher', 'Teeth polished with prophy paste',
    ]);
    expect(tx('treatment today obturated with gutta percha access sealed with gic')).toEqual(['Obturated with gutta percha', 'Access sealed with GIC']);
  });
  it('says what the articulating paper showed, the seal over a dressing and each implant surgical step on their own', () => {
    expect(tx('treatment today occlusion checked with articulating paper premature contact on the left canine adjusted')).toEqual([
      'Occlusion checked with articulating paper', 'Premature contact on the left canine adjusted',
    ]);
    expect(tx('treatment today canals dried calcium hydroxide dressing cotton pellet and cavit')).toEqual(['Canals dried', 'Calcium hydroxide dressing', 'Cotton pellet and cavit']);
    expect(tx('treatment today crestal incision full thickness flap osteotomy with sequential drills implant placed insertion torque thirty five newton centimetres isq seventy two cover screw placed')).toEqual([
      'Crestal incision', 'Full thickness flap', 'Osteotomy with sequential drills', 'Implant placed', 'Insertion torque 35 Ncm', 'ISQ 72', 'Cover screw placed',
    ]);
  });
  it('ends a wait, isolation said as a noun and a bond named by its brand, and says the dam coming off on its own', () => {
    expect(tx('treatment today waited a few minutes lip numb cotton rolls removed the loose amalgam then etched for fifteen seconds scotch bond universal o composite thirty six dam off')).toEqual([
      'Waited a few minutes', 'Lip numb', 'Cotton rolls', 'Removed the loose amalgam', 'Etched for 15 seconds', 'Scotch bond universal', 'O composite 36', 'Dam off',
    ]);
    // A verb of seeing, and one with an amount after it, is the step's own.
    expect(tx('treatment today pressure indicating paste upper showed a pressure spot over the left tuberosity')).toEqual(['Pressure indicating paste upper showed a pressure spot over the left tuberosity']);
  });
  it('says what checking the bite found on its own', () => {
    expect(tx('treatment today partial denture seated checked the bite heavy contact on the lower incisors adjusted')).toEqual(['Partial denture seated', 'Checked the bite', 'Heavy contact on the lower incisors adjusted']);
  });
  it('says what an extraction left, and pressure after the sutures, on their own', () => {
    expect(tx('treatment today extracted twenty five with upper root forceps both roots out intact')).toEqual(['Extracted 25 with upper root forceps', 'Both roots out intact']);
    expect(tx('treatment today two chromic sutures pressure with gauze')).toEqual(['2 chromic sutures', 'Pressure with gauze']);
    expect(tx('treatment today socket compressed bite pack on haemostasis fine')).toEqual(['Socket compressed', 'Bite pack on', 'Haemostasis fine']);
    // Roots a verb was done to are its object.
    expect(tx('treatment today crown fractured elevated both roots with a luxator')).toEqual(['Crown fractured', 'Elevated both roots with a luxator']);
  });
  it('says brushing instruction on its own after a procedure', () => {
    expect(tx('treatment today prophy fluoride varnish brushing instruction with mom')).toEqual(['Prophy', 'Fluoride varnish', 'Brushing instruction with mom']);
  });
  it('says isolation named by itself as a step, and what is done next on its own', () => {
    expect(tx('treatment today cotton rolls etched washed and dried sealant placed')).toEqual(['Cotton rolls', 'Etched', 'Washed and dried', 'Sealant placed']);
    expect(tx('treatment today isolite placed caries removed')).toEqual(['Isolite placed', 'Caries removed']);
  });
  it('says how the canals were filled, and what the debridement found, on their own', () => {
    expect(tx('treatment today thirty six obturated with gutta percha and ah plus warm vertical compaction')).toEqual(['36 obturated with gutta percha and ah plus', 'Warm vertical compaction']);
    expect(tx('treatment today obturated with gutta percha using cold lateral condensation')).toEqual(['Obturated with gutta percha using cold lateral condensation']);
    expect(tx('treatment today scaling and root planing lower left quadrant with the cavitron and graceys lots of subgingival calculus')).toEqual([
      'Scaling and root planing lower left quadrant with the cavitron and graceys', 'Lots of subgingival calculus',
    ]);
  });
  it('ends a debridement said with where and what with, before what was then found or done', () => {
    expect(tx('treatment today root surface debridement lower right sextant with ultrasonic and hand instruments heavy subgingival calculus removed')).toEqual([
      'Root surface debridement lower right sextant with ultrasonic and hand instruments', 'Heavy subgingival calculus removed',
    ]);
    expect(tx('treatment today rsd upper left and lower left with the cavitron and gracey curettes placed arestin in the distal pocket')).toEqual([
      'RSD upper left and lower left with the cavitron and gracey curettes', 'Placed arestin in the distal pocket',
    ]);
  });

  it('ends a step said as its noun and "on" where the next is said noun-first', () => {
    expect(tx('treatment today rubber dam on cavit removed four canals irrigated')).toEqual(['Rubber dam on', 'Cavit removed', '4 canals irrigated']);
    expect(tx('treatment today rubber dam on old dressing removed canals dried')).toEqual(['Rubber dam on', 'Old dressing removed', 'Canals dried']);
    expect(tx('treatment today temporary crown in protemp cemented with tempbond')).toEqual(['Temporary crown in protemp cemented with tempbond']);
  });

  it('keeps teeth said first with the step done to them, and a sealant with its material', () => {
    expect(tx('treatment today sixteen twenty six thirty six forty six cleaned with pumice and prophy brush resin fissure sealants placed sixteen twenty six thirty six forty six')).toEqual([
      '16, 26, 36, 46 cleaned with pumice and prophy brush', 'Resin fissure sealants placed 16, 26, 36, 46',
    ]);
    // Teeth after a procedure are that procedure's.
    expect(generateNotes('treatment today localized root planing number two and fifteen polished with fine paste', { numbering: 'universal' }).TX).toEqual([
      'Localized root planing #2, #15', 'Polished with fine paste',
    ]);
  });

  it('keeps what was smoothed with "smoothed", and still ends one-word steps', () => {
    expect(generateNotes('treatment today smoothed sharp cusp lower left seven', { numbering: 'palmer' }).TX).toEqual(['Smoothed sharp cusp LL7']);
    expect(tx('treatment today etched bonded cured')).toEqual(['Etched', 'Bonded', 'Cured']);
    expect(tx('treatment today cleaned and shaped to size thirty five dried them filled the canals with gutta percha')).toEqual([
      'Cleaned and shaped to size 35', 'Dried them', 'Filled the canals with gutta percha',
    ]);
  });

  it('opens the next step at a tooth said with its surfaces and caries after the teeth of the step before', () => {
    expect(generateNotes('treatment today mod composite placed on fourteen number fifteen occlusal caries removed occlusal composite placed on fifteen', { numbering: 'universal' }).TX).toEqual([
      'MOD composite placed #14', '#15 O caries removed', 'O composite placed #15',
    ]);
  });

  it('keeps how a step was done, said after its tool, with that step', () => {
    expect(generateNotes('treatment today twenty nine extracted with forceps atraumatically socket curetted', { numbering: 'universal' }).TX).toEqual([
      '#29 extracted with forceps atraumatically', 'Socket curetted',
    ]);
  });

  it('keeps "that" as the object of its verb, and a size word with the restoration', () => {
    expect(generateNotes('treatment today there was recurrent decay under it so removed that and then put a mod composite on fourteen', { numbering: 'universal' }).TX).toEqual([
      'There was recurrent decay under it', 'Removed that', 'Put a MOD composite #14',
    ]);
    expect(generateNotes('treatment today composite placed and then twelve small occlusal composite', { numbering: 'universal' }).TX).toEqual(['Composite placed', '#12 small O composite']);
  });

  it('opens a step at "did" with its article, whatever was said before', () => {
    expect(generateNotes('medical history no changes non smoker er did a full mouth scale and polish with the cavitron').TX).toEqual([
      'Did a full mouth scale and polish with the cavitron',
    ]);
  });

  it('ends a shade step at its value and reads a shade said after its verb', () => {
    expect(tx('treatment today shade taken a three abutments prepared')).toEqual(['Shade taken A3', 'Abutments prepared']);
    expect(tx('treatment today shade selected a one enamel bevelled mylar strip placed')).toEqual(['Shade selected A1', 'Enamel bevelled', 'Mylar strip placed']);
  });

  it('ends a step at its duration or at the tooth it was done on', () => {
    expect(tx('treatment today etched for thirty seconds washed and dried')).toEqual(['Etched for 30 seconds', 'Washed and dried']);
    expect(tx('treatment today matrix placed on four six etched')).toEqual(['Matrix placed 46', 'Etched']);
  });

  it('keeps a place after a participle and a describing word before a procedure in the step', () => {
    expect(tx('treatment today floss passed through contacts')).toEqual(['Floss passed through contacts']);
    expect(tx('treatment today no la needed loose filling remnants removed')).toEqual(['No LA needed', 'Loose filling remnants removed']);
  });

  it('keeps a count with the things it counts', () => {
    expect(tx('treatment today access cavity prepared four canals located working lengths taken')).toEqual([
      'Access cavity prepared', '4 canals located', 'Working lengths taken',
    ]);
  });

  it('keeps "rubber dam isolated" as one step', () => {
    expect(tx('treatment today rubber dam isolated temporary removed')).toEqual(['Rubber dam isolated', 'Temporary removed']);
  });

  it('starts a new step after any step said with its instrument or material', () => {
    expect(tx('treatment today tooth luxated with luxators elevated and extracted with forceps')).toEqual([
      'Tooth luxated with luxators', 'Elevated and extracted with forceps',
    ]);
    expect(tx('treatment today selective etch with phosphoric acid bond applied and light cured')).toEqual([
      'Selective etch with phosphoric acid', 'Bond applied and light cured',
    ]);
    expect(tx('treatment today aesthetics checked with patient midline adjusted')).toEqual(['Aesthetics checked with patient', 'Midline adjusted']);
  });

  it('opens a core build-up as its own step', () => {
    expect(tx('treatment today obturated with gutta percha and sealer core build up with composite')).toEqual([
      'Obturated with gutta percha and sealer', 'Core build up with composite',
    ]);
  });

  it('keeps the agent said before a procedure with it', () => {
    expect(tx('treatment today rsd upper right with ultrasonic chlorhexidine irrigation oral hygiene instruction given')).toEqual([
      'RSD upper right with ultrasonic', 'Chlorhexidine irrigation', 'Oral hygiene instruction given',
    ]);
  });

  it('keeps a second verb after "and" in its step', () => {
    expect(tx('treatment today checked occlusion and adjusted post op instructions given')).toEqual(['Checked occlusion and adjusted', 'Post op instructions given']);
    expect(tx('treatment today extracted with forceps socket curetted and irrigated with saline')).toEqual([
      'Extracted with forceps', 'Socket curetted and irrigated with saline',
    ]);
  });

  it('does not read a noun ending in -ed or a compound adjective as a new step', () => {
    expect(tx('treatment today caries excavated using slow speed round bur')).toEqual(['Caries excavated using slow speed round bur']);
    expect(tx('treatment today crown cemented with resin modified glass ionomer excess cement removed')).toEqual([
      'Crown cemented with resin modified glass ionomer', 'Excess cement removed',
    ]);
  });

  it('keeps what is cemented, a shade guide and a shade\'s own verb with their steps', () => {
    expect(tx('treatment today crown tried in crown cemented with glass ionomer')).toEqual(['Crown tried in', 'Crown cemented with glass ionomer']);
    expect(tx('treatment today shade taken using vita classic shade guide')).toEqual(['Shade taken using vita classic shade guide']);
    expect(tx('treatment today shade a2 confirmed occlusion checked')).toEqual(['Shade A2 confirmed', 'Occlusion checked']);
  });

  it('keeps a duration with its step and a count of increments as no tooth', () => {
    expect(generateNotes('treatment today composite placed in three increments', { numbering: 'universal' }).TX).toEqual(['Composite placed in 3 increments']);
    expect(tx('treatment today etched with phosphoric acid for fifteen seconds rinsed')).toEqual(['Etched with phosphoric acid for 15 seconds', 'Rinsed']);
  });
});

describe('steps said verb-first', () => {
  it('keeps the verb with its step after a step closed by its participle', () => {
    expect(tx('treatment today caries removed placed rubber dam')).toEqual(['Caries removed', 'Placed rubber dam']);
    expect(tx('treatment today applied fluoride varnish')).toEqual(['Applied fluoride varnish']);
    expect(tx('treatment today mo composite 36 placed shade a3')).toEqual(['MO composite 36 placed', 'Shade A3']);
  });

  it('keeps a cue said after a link word or "tooth" in its step', () => {
    expect(tx('treatment today bone removed under saline irrigation following topical anaesthetic')).toEqual(['Bone removed under saline irrigation following topical anaesthetic']);
    expect(tx('treatment today tooth shade a2 confirmed')).toEqual(['Tooth shade A2 confirmed']);
  });

  it("keeps a liner's material with it and an LA's verb with the LA", () => {
    expect(tx('treatment today caries removed vitrebond liner placed')).toEqual(['Caries removed', 'Vitrebond liner placed']);
    expect(tx('treatment today calcium hydroxide liner placed')).toEqual(['Calcium hydroxide liner placed']);
    expect(tx('treatment today two cartridges lidocaine administered rubber dam placed')).toEqual(['LA: 2 cartridges lidocaine', 'Rubber dam placed']);
  });

  it('keeps a procedure said after "before" or "after" in the step it times', () => {
    expect(tx('treatment today impressions taken for whitening trays shade recorded before whitening')).toEqual([
      'Impressions taken for whitening trays', 'Shade recorded before whitening',
    ]);
  });

  it('keeps "tooth number", a kind of suture of two words and a file size with their steps', () => {
    const us = (said: string) => generateNotes(said, { numbering: 'universal' }).TX;
    expect(us('treatment today tooth number 30 extracted with forceps socket irrigated')).toEqual(['#30 extracted with forceps', 'Socket irrigated']);
    expect(us('treatment today collagen plug and one chromic gut suture placed')).toEqual(['Collagen plug and 1 chromic gut suture placed']);
    expect(us('treatment today 3 canals instrumented to size 30 irrigated with naocl')).toEqual(['3 canals instrumented to size 30', 'Irrigated with naocl']);
  });

  it('keeps what was prescribed with "prescribed" said after it, and a procedure after "pending"', () => {
    expect(tx('treatment today rubber dam placed chlorhexidine mouthwash prescribed')).toEqual(['Rubber dam placed', 'Chlorhexidine mouthwash prescribed']);
    expect(tx('treatment today rubber dam placed ibuprofen prescribed')).toEqual(['Rubber dam placed', 'Ibuprofen prescribed']);
    expect(tx('treatment today temporary filling placed on 47 pending root canal')).toEqual(['Temporary filling placed 47 pending root canal']);
  });

  it('closes a step at its second verb after "and", and keeps a matrix with its kind', () => {
    expect(tx('treatment today roots elevated and delivered socket debrided')).toEqual(['Roots elevated and delivered', 'Socket debrided']);
    expect(tx('treatment today envelope flap raised bone removed with round bur')).toEqual(['Envelope flap raised', 'Bone removed with round bur']);
    expect(tx('treatment today caries removed sectional matrix placed with ring and wedge')).toEqual(['Caries removed', 'Sectional matrix placed with ring and wedge']);
  });

  it('opens a step said verb-last after one said verb-first with its subject', () => {
    expect(tx('treatment today opened access through crown access sealed with cavit')).toEqual(['Opened access through crown', 'Access sealed with cavit']);
    expect(tx('treatment today placed crown excess cement removed')).toEqual(['Placed crown', 'Excess cement removed']);
    expect(tx('treatment today placed rubber dam removed caries')).toEqual(['Placed rubber dam', 'Removed caries']);
  });
});

describe('run-on plans', () => {
  it('gives a tooth said after a filling material to it, not to the next item', () => {
    expect(plan('plan composite upper left four amalgam lower left six extraction lower right eight')).toEqual(['Composite 24', 'Amalgam 36', 'Extraction 48']);
  });

  it('opens an item at a restoration said after an item that is only a restoration', () => {
    expect(plan('plan rct lower left six then crown upper partial denture to replace missing upper left six')).toEqual([
      'RCT 36', 'Crown', 'Upper partial denture to replace missing 26',
    ]);
  });
});

it('keeps a review said right after "attended for" as the reason for attending', () => {
  const notes = generateNotes('patient attended for perio re-evaluation medical history no changes');
  expect(notes.CC).toBe('Perio re-evaluation');
  expect(notes['F/U']).toBe('Not specified');
});

it('closes a step at more verbs said verb-last ("pulp chamber opened", "amalgam condensed")', () => {
  expect(tx('treatment today pulp chamber opened pulp removed to canal orifices')).toEqual(['Pulp chamber opened', 'Pulp removed to canal orifices']);
  expect(tx('treatment today caries excavated amalgam condensed carved and burnished')).toEqual(['Caries excavated', 'Amalgam condensed carved and burnished']);
});

describe('steps named with their material or kind (more10 round)', () => {
  it('keeps a liner, base or core with its material', () => {
    expect(tx('treatment today caries removed vitrebond liner placed composite core placed')).toEqual(['Caries removed', 'Vitrebond liner placed', 'Composite core placed']);
  });

  it('keeps a preformed crown with its tooth and cement in one step', () => {
    expect(generateNotes('treatment today pulpotomy done stainless steel crown tooth s cemented with glass ionomer occlusion checked', { numbering: 'universal' }).TX).toEqual([
      'Pulpotomy done', 'Stainless steel crown #S cemented with glass ionomer', 'Occlusion checked',
    ]);
  });

  it('gives a whole-mouth procedure no tooth from the diagnosis before it', () => {
    const notes = generateNotes('diagnosis caries forty six fractured cusp twenty six scale and polish done oral hygiene instruction given');
    expect(notes.DX).toEqual(['Caries 46', 'Fractured cusp 26']);
    expect(notes['TX TODAY']).toEqual(['Scale and polish', 'OHI']);
  });

  it('hears air polishing as a step', () => {
    expect(tx('treatment today implant scaled with titanium curettes air polished')).toEqual(['Implant scaled with titanium curettes', 'Air polished']);
  });
});

describe('steps after a step with its instrument (more11 round)', () => {
  it('opens the next step said verb-last with every word after the instrument', () => {
    expect(tx('treatment today old amalgam removed with high speed recurrent decay removed with slow speed round bur sectional matrix and wedge placed')).toEqual([
      'Old amalgam removed with high speed', 'Recurrent decay removed with slow speed round bur', 'Sectional matrix and wedge placed',
    ]);
    expect(tx('treatment today occlusion checked with articulating paper denture hygiene instructions given')).toEqual([
      'Occlusion checked with articulating paper', 'Denture hygiene instructions given',
    ]);
  });

  it('keeps a measure with the verb said after it, and a frequency with its prescription', () => {
    expect(tx('treatment today working length twenty two mm confirmed with apex locator canals irrigated')).toEqual([
      'Working length 22 mm confirmed with apex locator', 'Canals irrigated',
    ]);
    expect(tx('treatment today oral hygiene instructions given with water flosser chlorhexidine rinse prescribed twice daily for two weeks')).toEqual([
      'Oral hygiene instructions given with water flosser', 'Chlorhexidine rinse prescribed twice daily for 2 weeks',
    ]);
  });

  it('keeps how a step was done and what it was done to with it', () => {
    expect(tx('treatment today hand scaling and root planing with gracey curettes tooth isolated with cotton rolls')).toEqual([
      'Hand scaling and root planing with gracey curettes', 'Tooth isolated with cotton rolls',
    ]);
    expect(tx('treatment today placed non latex rubber dam decay excavated with spoon excavator')).toEqual(['Placed non latex rubber dam', 'Decay excavated with spoon excavator']);
    expect(tx('treatment today flange edge smoothed denture polished with pumice')).toEqual(['Flange edge smoothed', 'Denture polished with pumice']);
  });
});

it('keeps the tooth an LA was given at with it when a step said verb-first follows', () => {
  expect(tx('treatment today la one cartridge articaine four percent one in one hundred thousand adrenaline buccal infiltration thirty six placed rubber dam')).toEqual([
    'LA: 1 cartridge articaine 4% 1:100,000 adrenaline, buccal infiltration 36',
    'Placed rubber dam',
  ]);
  expect(tx('treatment today la two cartridges lidocaine long buccal forty eight extracted')).toEqual(['LA: 2 cartridges lidocaine, long buccal', '48 extracted']);
});

it('ends a step at the teeth it was done on or after its purpose, and opens the next with its subject', () => {
  expect(tx('treatment today arestin placed in pockets on four six and four seven bleeding controlled with gauze')).toEqual([
    'Arestin placed in pockets 46, 47', 'Bleeding controlled with gauze',
  ]);
  // Teeth before a surface are what the surface is about.
  expect(tx('treatment today arestin placed in four six and four seven distal pockets')).toEqual(['Arestin placed 46, 47 distal pockets']);
  expect(tx('treatment today paper points used to dry canals master cones fitted')).toEqual(['Paper points used to dry canals', 'Master cones fitted']);
  expect(tx('treatment today tooth sectioned to remove crown roots elevated and delivered')).toEqual(['Tooth sectioned to remove crown', 'Roots elevated and delivered']);
  // The object of the step before stays with it.
  expect(tx('treatment today crown prep completed for zirconia crown retraction cord placed')).toEqual(['Crown prep completed for zirconia crown', 'Retraction cord placed']);
});

it('reads a sentence the recogniser cut at a dictated full stop as run-on speech, a typed one as written', () => {
  expect(tx('advised a soft brush full stop high fluoride toothpaste prescribed duraphat varnish applied full stop review three months')).toEqual([
    'High fluoride toothpaste prescribed', 'Duraphat varnish applied',
  ]);
  expect(tx('Advised a soft brush. High fluoride toothpaste prescribed, Duraphat varnish applied. Review 3 months.')).toEqual([
    'High fluoride toothpaste prescribed', 'Duraphat varnish applied',
  ]);
});

it('keeps a drug the patient tried in the complaint', () => {
  expect(generateNotes('severe pain lower left not helped by co-codamol. Verbal consent.').CC).toBe('Severe pain lower left not helped by co-codamol');
});

it('ends a step named by its -ing word at its instrument when a one-word step follows', () => {
  expect(tx('treatment today supragingival and subgingival scaling with ultrasonic polished')).toEqual(['Supragingival and subgingival scaling with ultrasonic', 'Polished']);
});

it('closes a prescription said verb-last after its dose, and a procedure with its object before a step said verb-last', () => {
  expect(tx('treatment today ibuprofen six hundred mg every six hours prescribed post op instructions given')).toEqual([
    'Ibuprofen 600 mg every 6 hours prescribed', 'Post op instructions given',
  ]);
  expect(tx('treatment today clindamycin three hundred mg four times a day for seven days prescribed post op instructions given')).toEqual([
    'Clindamycin 300 mg 4 times a day for 7 days prescribed', 'Post op instructions given',
  ]);
  expect(tx('treatment today prescribed amoxicillin five hundred mg three times a day post op instructions given')).toEqual([
    'Prescribed amoxicillin 500 mg 3 times a day', 'Post op instructions given',
  ]);
  expect(tx('treatment today incision and drainage of buccal swelling pus drained irrigated with saline')).toEqual([
    'Incision and drainage of buccal swelling', 'Pus drained', 'Irrigated with saline',
  ]);
  expect(tx('treatment today selective enamel etch for thirty seconds bond applied and cured ten seconds')).toEqual([
    'Selective enamel etch for 30 seconds', 'Bond applied and cured 10 seconds',
  ]);
});

it('opens a planned item at its verb, and keeps a procedure said with teeth before it whole', () => {
  expect(plan('plan onlay two five monitor one four')).toEqual(['Onlay 25', 'Monitor 14']);
  expect(plan('plan srp all four quadrants replace amalgam four six')).toEqual(['SRP all 4 quadrants', 'Replace amalgam 46']);
  expect(generateNotes('plan number k pulpotomy and stainless steel crown occlusal composite number l', { numbering: 'universal' })['TX PLAN']).toEqual([
    '#K pulpotomy and SSC', 'O composite #L',
  ]);
});

it('keeps a purpose with teeth after the prep, a one-word step after a time phrase, and caries with its tooth and surface', () => {
  expect(generateNotes('treatment today crown prep upper right six for porcelain bonded crown retraction cord placed', { numbering: 'palmer' }).TX).toEqual([
    'Crown prep UR6 for porcelain-bonded crown', 'Retraction cord placed',
  ]);
  expect(generateNotes('treatment today fissure sealants placed nineteen thirty after etch and rinse cured and checked with explorer', { numbering: 'universal' }).TX).toEqual([
    'Fissure sealants placed #19, #30 after etch and rinse', 'Cured and checked with explorer',
  ]);
  expect(tx('treatment today isolated with cotton wool rolls seven five occlusal caries removed with hand excavator')).toEqual([
    'Isolated with cotton wool rolls', '75 O caries removed with hand excavator',
  ]);
  expect(tx('treatment today rubber dam placed on three six caries removed')).toEqual(['Rubber dam placed 36', 'Caries removed']);
});

describe('isolation, materials as objects and teeth after a verb (more14 round)', () => {
  it('hears isolation aids as a step after consent, and keeps soft caries with its removal', () => {
    const notes = generateNotes('verbal consent given for dressing cotton wool rolls placed soft caries removed with excavator');
    expect(notes.CONSENT).toBe('Verbal consent given for dressing');
    expect(notes.TX).toEqual(['Cotton wool rolls placed', 'Soft caries removed with excavator']);
  });

  it('ends a step with its rinse before a named procedure, and keeps a material object with its procedure', () => {
    expect(tx('treatment today cavity washed with chlorhexidine temporary dressing of zinc oxide eugenol placed')).toEqual([
      'Cavity washed with chlorhexidine', 'Temporary dressing of zinc oxide eugenol placed',
    ]);
    expect(tx('treatment today rsd with ultrasonic chlorhexidine irrigation')).toEqual(['RSD with ultrasonic', 'Chlorhexidine irrigation']);
  });

  it('ends a step at the tooth said right after its verb', () => {
    expect(tx('treatment today periochip placed two seven area rinsed with chlorhexidine')).toEqual(['Periochip placed 27', 'Area rinsed with chlorhexidine']);
    expect(tx('treatment today four eight extracted four eight uneventfully')).not.toContain('Uneventfully');
  });
});

it('keeps a filling material with the fillings it names in a run-on plan', () => {
  expect(generateNotes('plan fissure sealant lower right six when fully erupted gic fillings lower right d lower left d', { numbering: 'palmer' })['TX PLAN']).toEqual([
    'Fissure sealant LR6 when fully erupted', 'GIC fillings LRD, LLD',
  ]);
  expect(plan('plan ssc eight five gic filling seven five')).toEqual(['SSC 85', 'GIC filling 75']);
});

it('says what was found after a step with its instrument on its own', () => {
  expect(generateNotes('treatment today lower right e extracted with lower primary molar forceps roots complete haemostasis achieved', { numbering: 'palmer' }).TX).toEqual([
    'LRE extracted with lower primary molar forceps', 'Roots complete', 'Haemostasis achieved',
  ]);
  expect(tx('treatment today extracted with forceps under la')).toEqual(['Extracted with forceps under LA']);
});

it('ends a timed step before a step said verb-last with a two-word subject, and reads "in for" after a verb as no complaint', () => {
  const notes = generateNotes('treatment today selective etch of enamel thirty seconds universal adhesive scrubbed in for twenty seconds air thinned then cured ten seconds occlusion adjusted with articulating paper and fine diamond');
  expect(notes.CC).toBe('Not specified');
  expect(notes.TX).toEqual([
    'Selective etch of enamel 30 seconds', 'Universal adhesive scrubbed in for 20 seconds', 'Air thinned', 'Cured 10 seconds',
    'Occlusion adjusted with articulating paper and fine diamond',
  ]);
  expect(generateNotes('patient in for a check up').CC).toBe('Check up');
});

it('keeps where a step was done with its verb, and opens the next step after it', () => {
  expect(tx('treatment today ultrasonic debridement full mouth hand scaled lower anteriors subgingival calculus removed lower molars coronal polish with fine paste teeth flossed five percent sodium fluoride varnish applied')).toEqual([
    'Ultrasonic debridement full mouth', 'Hand scaled lower anteriors', 'Subgingival calculus removed lower molars',
    'Coronal polish with fine paste', 'Teeth flossed', '5% sodium fluoride varnish applied',
  ]);
  expect(tx('treatment today polished with fine prophy paste flossed interdentally')).toEqual(['Polished with fine prophy paste', 'Flossed interdentally']);
  expect(generateNotes('perio plaque score twenty percent fluoride varnish applied').OE.PERIO).toBe('Plaque score 20%');
});

it('reads denture care instructions as no denture adjustment', () => {
  const notes = generateNotes('treatment today clasp adjusted denture care instructions given');
  expect(notes.TX).toEqual(['Clasp adjusted', 'Denture care instructions given']);
  expect(notes['TX TODAY']).toEqual([]);
  expect(generateNotes('treatment today adjusted denture flange')['TX TODAY']).toEqual(['Denture adjustment']);
});

it('opens a step at a tooth said with its verb, and at a step said verb-last after what was found', () => {
  expect(generateNotes('treatment today periotome used circumferentially lower right seven elevated with couplands elevator and extracted with lower molar forceps roots complete socket squeezed', { numbering: 'palmer' }).TX).toEqual([
    'Periotome used circumferentially', 'LR7 elevated with couplands elevator and extracted with lower molar forceps', 'Roots complete', 'Socket squeezed',
  ]);
  expect(tx('treatment today flexible wire splint bonded to upper incisors one one exposed dentine sealed with bonding resin')).toEqual([
    'Flexible wire splint bonded to upper incisors', '11 exposed dentine sealed with bonding resin',
  ]);
  expect(tx('treatment today fitting surface checked upper complete denture fitted')).toEqual(['Fitting surface checked', 'Upper complete denture fitted']);
});

it('reads a step said verb-last right after consent as treatment, and keeps a crown with the verb said after its size', () => {
  const notes = generateNotes('mum gave verbal consent separators placed last week removed eight five hall crown size four tried in and cemented with glass ionomer luting cement child bit down on cotton roll excess removed with floss');
  expect(notes.CONSENT).toBe('Mum gave verbal consent');
  expect(notes.TX).toEqual([
    'Separators placed last week removed', '85 hall crown size 4 tried in and cemented with glass ionomer luting cement', 'Child bit down on cotton roll', 'Excess removed with floss',
  ]);
  expect(generateNotes('verbal consent given for extraction').CONSENT).toBe('Verbal consent given for extraction');
});

it('opens a step at a step named by its noun alone, with the words that say its kind', () => {
  expect(tx('treatment today crown prep for zirconia crown retraction cord digital scan bite registration')).toEqual([
    'Crown prep for zirconia crown', 'Retraction cord', 'Digital scan', 'Bite registration',
  ]);
  expect(tx('treatment today irm base occlusal and interproximal reduction')).toEqual(['IRM base', 'Occlusal and interproximal reduction']);
  expect(tx('treatment today sectional matrix placed with wedge and ring selective etch of enamel for fifteen seconds')).toEqual([
    'Sectional matrix placed with wedge and ring', 'Selective etch of enamel for 15 seconds',
  ]);
  expect(tx('treatment today fissure sealants placed after etch and rinse')).toEqual(['Fissure sealants placed after etch and rinse']);
});

it('ends steps at a bare access cavity, floss and a reduced occlusion, and keeps a verb with its instrument after a step with none', () => {
  expect(tx('treatment today amalgam and caries removed access cavity pulp extirpated from four canals')).toEqual([
    'Amalgam and caries removed', 'Access cavity', 'Pulp extirpated from 4 canals',
  ]);
  expect(tx('treatment today ledermix and cotton wool pledget cavit to seal occlusion reduced')).toEqual(['Ledermix and cotton wool pledget', 'Cavit to seal', 'Occlusion reduced']);
  expect(tx('treatment today stainless steel crown size five cemented with fuji cement floss through contacts bite checked')).toEqual([
    'Stainless steel crown size 5 cemented with fuji cement', 'Floss through contacts', 'Bite checked',
  ]);
  expect(tx('treatment today temporary crown with protemp cemented with tempbond excess cement removed')).toEqual([
    'Temporary crown with protemp cemented with tempbond', 'Excess cement removed',
  ]);
  expect(generateNotes('treatment today number nine mesial caries removed with slow speed mylar strip placed', { numbering: 'universal' }).TX).toEqual([
    '#9 M caries removed with slow speed', 'Mylar strip placed',
  ]);
});

it('reads a strength said from its decimal point', () => {
  expect(tx('treatment today peridex point one two percent rinse prescribed')).toEqual(['Peridex 0.12% rinse prescribed']);
});

it('opens a prescribed rinse as its own step with its dose and duration before the verb', () => {
  expect(tx('treatment today oral hygiene instructions with proxabrush peridex point one two percent rinse twice a day for two weeks prescribed')).toEqual([
    'Oral hygiene instructions with proxabrush', 'Peridex 0.12% rinse twice a day for 2 weeks prescribed',
  ]);
});

it('opens steps at more bare step nouns, after teeth said right after a verb of placing, and at a subject after an instrument', () => {
  expect(tx('treatment today access cavity two canals found buccal and palatal')).toEqual(['Access cavity', '2 canals found buccal and palatal']);
  expect(tx('treatment today ultrasonic instrumentation of all pockets hand instrumentation with gracey curettes')).toEqual([
    'Ultrasonic instrumentation of all pockets', 'Hand instrumentation with gracey curettes',
  ]);
  expect(tx('treatment today vitrebond placed over mta interproximal slices with tapered diamond')).toEqual(['Vitrebond placed over MTA', 'Interproximal slices with tapered diamond']);
  expect(tx('treatment today calcium hydroxide washed out with sodium hypochlorite final rinse with edta paper points used to dry canals')).toEqual([
    'Calcium hydroxide washed out with sodium hypochlorite', 'Final rinse with EDTA', 'Paper points used to dry canals',
  ]);
  expect(generateNotes('treatment today fissure sealants placed upper right six upper left six cured for twenty seconds each', { numbering: 'palmer' }).TX).toEqual([
    'Fissure sealants placed UR6, UL6', 'Cured for 20 seconds each',
  ]);
  expect(tx('treatment today teeth polished with prophy paste interdental brushes sized and demonstrated')).toEqual([
    'Teeth polished with prophy paste', 'Interdental brushes sized and demonstrated',
  ]);
});

it('opens a planned procedure after a restoration said alone', () => {
  expect(generateNotes('plan root canal number thirty followed by crown extraction number one and number sixteen', { numbering: 'universal' })['TX PLAN']).toEqual([
    'RCT #30', 'Crown', 'Extraction #1, #16',
  ]);
  expect(plan('plan hygienist scale and polish')).toEqual(['Hygienist scale and polish']);
});

it('splits diagnoses joined by "and", and opens steps at superfloss, a labial reduction and a core built up', () => {
  expect(generateNotes('diagnosis dry socket four six and caries four seven').DX).toEqual(['Dry socket 46', 'Caries 47']);
  expect(tx('treatment today excess cement removed with floss superfloss under pontic')).toEqual(['Excess cement removed with floss', 'Superfloss under pontic']);
  expect(tx('treatment today veneer preparation with depth cutting bur point five millimetres labial reduction')).toEqual([
    'Veneer preparation with depth cutting bur', '0.5 mm labial reduction',
  ]);
  expect(tx('treatment today fiber post cemented with relyx unicem core built up with composite')).toEqual([
    'Fiber post cemented with relyx unicem', 'Core built up with composite',
  ]);
});

it('keeps a crown with the verb and cement said after its size, before a step on the next tooth', () => {
  expect(tx('treatment today filled with vitapex preformed metal crown size five fitted with glass ionomer cement eight five occlusal caries removed')).toEqual([
    'Filled with vitapex', 'Preformed metal crown size 5 fitted with glass ionomer cement', '85 O caries removed',
  ]);
  expect(tx('treatment today core placed with composite')).toEqual(['Core placed with composite']);
});

it('opens steps after what was found and after a duration, and keeps a post crown and its denture together', () => {
  expect(tx('treatment today contact with four seven tight eased with an abrasive strip')).toEqual(['Contact with 47 tight', 'Eased with an abrasive strip']);
  expect(tx('treatment today gluma desensitiser applied one three two three for sixty seconds three four four four buccal cavities cleaned with pumice')).toEqual([
    'Gluma desensitiser applied 13, 23 for 60 seconds', '34, 44 B cavities cleaned with pumice',
  ]);
  expect(tx('treatment today healing abutment five mm high placed and hand tightened')).toEqual(['Healing abutment 5 mm high placed and hand tightened']);
  expect(tx('treatment today canal cleaned with edta and dried post crown recemented with relyx unicem')).toEqual([
    'Canal cleaned with EDTA and dried', 'Post crown recemented with relyx unicem',
  ]);
  expect(generateNotes('verbal consent no la post and crown cleaned of old cement').CONSENT).toBe('Verbal consent');
});

it('reads a drug that is not helping as the complaint, and a denture delivered a week ago as history', () => {
  const notes = generateNotes('throbbing pain lower right for four days paracetamol not helping');
  expect(notes.TX).toBeNull();
  expect(notes.CC).toContain('paracetamol not helping');
  expect(generateNotes('complains of sore spot under new lower partial denture delivered one week ago').TX).toBeNull();
  expect(tx('treatment today lower denture flange eased over the ulcer')).toEqual(['Lower denture flange eased over the ulcer']);
});

it('opens a step after an incision or a bite registration at a subject of two words said with its verb', () => {
  expect(tx('treatment today small crestal incision cover screw removed healing abutment placed')).toEqual([
    'Small crestal incision', 'Cover screw removed', 'Healing abutment placed',
  ]);
  expect(tx('treatment today bite registration temporary veneers made from the mock up')).toEqual(['Bite registration', 'Temporary veneers made from the mock up']);
  expect(tx('treatment today incision and drainage of buccal swelling')).toEqual(['Incision and drainage of buccal swelling']);
});

it('opens a written step said verb-last with its sentence, and a step said verb-last after a place with its subject', () => {
  const notes = generateNotes('Attended for sensitive lower front teeth. Cervical areas of 31 and 41 cleaned with pumice. Gluma desensitiser applied.');
  expect(notes.CC).toBe('Sensitive lower front teeth');
  expect(notes.TX).toEqual(['Cervical areas 31, 41 cleaned with pumice', 'Gluma desensitiser applied']);
  expect(tx('treatment today ultrasonic scaling upper and lower arches stain removed with air polisher')).toEqual([
    'Ultrasonic scaling upper and lower arches', 'Stain removed with air polisher',
  ]);
});

it('reads more run-on diagnoses, a retained root and a step after all teeth (more16 round)', () => {
  expect(generateNotes('diagnosis plaque induced gingivitis incipient caries one three').DX).toEqual(['Plaque induced gingivitis', 'Incipient caries 13']);
  expect(generateNotes('diagnosis pregnancy gingivitis and pregnancy epulis').DX).toEqual(['Pregnancy gingivitis', 'Pregnancy epulis']);
  expect(generateNotes('diagnosis retained root three four causing pain').DX).toEqual(['Retained root 34 causing pain']);
  expect(tx('treatment today retained root four six extracted with a couplands elevator')).toEqual(['Retained root 46 extracted with a couplands elevator']);
  expect(tx('treatment today fluoride varnish applied to all teeth toothbrushing demonstrated to mom')).toEqual([
    'Fluoride varnish applied to all teeth', 'Toothbrushing demonstrated to mom',
  ]);
});

it('reads a whole-mouth procedure listed after a discussion as done, and who did a step as part of it (more16 round)', () => {
  const notes = generateNotes('advised to rinse with water after morning sickness scale and polish oral hygiene instruction with interdental brushes');
  expect(notes.CONSULT).toBe('Advised to rinse with water after morning sickness');
  expect(notes.TX).toEqual(['Scale and polish', 'Oral hygiene instruction with interdental brushes']);
  expect(generateNotes('Plan: scale and polish and RSD, filling 25.').TX).toBeNull();
  expect(generateNotes('intra oral nineteen missing hygienist completed prophy with cavitron and hand scaling', { numbering: 'universal' }).TX).toEqual([
    'Hygienist completed prophy with cavitron and hand scaling',
  ]);
  expect(tx('treatment today one vicryl rapide suture bite pack')).toEqual(['1 vicryl rapide suture', 'Bite pack']);
  expect(generateNotes('plan replace crown thirty implant nineteen', { numbering: 'universal' })['TX PLAN']).toEqual(['Replace crown #30', 'Implant #19']);
});

it('keeps a dressing with its material, a relieved occlusion as a step, and a plan item with its condition (more16 round)', () => {
  expect(tx('treatment today ledermix placed cavit temporary dressing occlusion relieved')).toEqual(['Ledermix placed', 'Cavit temporary dressing', 'Occlusion relieved']);
  expect(plan('plan crown three six once root canal treatment complete')).toEqual(['Crown 36 once RCT complete']);
  expect(generateNotes('OPG taken for orthodontic assessment: all permanent teeth present, no pathology.').OE.RADIO).toBe(
    'OPG taken for orthodontic assessment: all permanent teeth present, no pathology',
  );
});

it('keeps "first" with the session it counts', () => {
  expect(tx('treatment today trays fitted first whitening session of thirty minutes done in the surgery')).toEqual([
    'Trays fitted', 'First whitening session of 30 minutes done in the surgery',
  ]);
});

it('keeps the place a step was done under with it', () => {
  expect(tx('treatment today area under the operculum irrigated with peridex')).toEqual(['Area under the operculum irrigated with peridex']);
});

it('reads the checks of a denture try-in as steps, and dentures tried in as treatment', () => {
  expect(tx('treatment today wax try in of upper complete denture aesthetics checked with patient midline and occlusal plane satisfactory occlusal vertical dimension checked')).toEqual([
    'Wax try in of upper complete denture', 'Aesthetics checked with patient', 'Midline and occlusal plane satisfactory', 'Occlusal vertical dimension checked',
  ]);
  const notes = generateNotes('intra oral three six and four six crowns intact dentures tried in');
  expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['36 Crowns intact', '46 Crowns intact']);
  expect(notes.TX).toEqual(['Dentures tried in']);
});

it('keeps an impression material with its impression, not with the next step', () => {
  expect(tx('treatment today final impression with pvs temporary crown made with protemp')).toEqual(['Final impression with pvs', 'Temporary crown made with protemp']);
  expect(tx('treatment today upper putty and wash impression taken')).toEqual(['Upper putty and wash impression taken']);
  expect(generateNotes('intra oral number thirty one sealant intact gingiva slightly inflamed around number thirty', { numbering: 'universal' }).OE.INTRA).toBe('Gingiva slightly inflamed around #30');
});

it('reads the everyday steps of the more17 round', () => {
  expect(tx('treatment today shade a two sorry a three rubber dam placed')).toEqual(['Shade A3', 'Rubber dam placed']);
  expect(tx('treatment today ibuprofen six hundred mg every six hours as needed prescribed')).toEqual(['Ibuprofen 600 mg every 6 hours as needed prescribed']);
  expect(tx('treatment today caries removed caries free at the amelodentinal junction pulp not exposed')).toEqual([
    'Caries removed', 'Caries free at the amelodentinal junction', 'Pulp not exposed',
  ]);
  expect(tx('treatment today selective etch of enamel rinsed and dried')).toEqual(['Selective etch of enamel', 'Rinsed and dried']);
  expect(tx('treatment today mylar strip and wedge thirty seven percent phosphoric acid etch fifteen seconds')).toEqual([
    'Mylar strip and wedge', '37% phosphoric acid etch 15 seconds',
  ]);
  expect(tx('treatment today four canals located including a second mb canal')).toEqual(['4 canals located including a second MB canal']);
  expect(tx('treatment today la one cartridge lidocaine palatal infiltration two seven luxated and extracted')).toEqual([
    'LA: 1 cartridge lidocaine, palatal infiltration', '27 luxated and extracted',
  ]);
  expect(generateNotes('diagnosis chronic apical periodontitis two seven non restorable').DX).toEqual(['Chronic apical periodontitis 27 non restorable']);
});

it('reads more everyday steps (more17 round)', () => {
  expect(tx('treatment today three vicryl sutures gauze pressure')).toEqual(['3 vicryl sutures', 'Gauze pressure']);
  expect(tx('treatment today caries removed from the distal cavity mylar strip and wedge')).toEqual(['Caries removed from the D cavity', 'Mylar strip and wedge']);
  expect(tx('treatment today crown prep three six for monolithic zirconia chamfer margins')).toEqual(['Crown prep 36 for monolithic zirconia', 'Chamfer margins']);
  expect(tx('treatment today calcium hydroxide removed with hand files two canals patent')).toEqual(['Calcium hydroxide removed with hand files', '2 canals patent']);
  expect(tx('treatment today caries removed lingual cusp reduced for amalgam coverage')).toEqual(['Caries removed', 'L cusp reduced for amalgam coverage']);
  expect(tx('treatment today etch fifteen seconds washed and dried')).toEqual(['Etch 15 seconds', 'Washed and dried']);
});

it('keeps a list of verbs with their step', () => {
  expect(tx('treatment today amalgam condensed carved and burnished occlusion checked')).toEqual(['Amalgam condensed carved and burnished', 'Occlusion checked']);
  expect(generateNotes('fillings on lower front teeth brought by her daughter as she has mild dementia').NOTES).toBe('Brought by her daughter as she has mild dementia');
});

it('keeps a material placed with its dressing, and opens steps at a state said after the instrument', () => {
  expect(tx('treatment today temporary dressing with glass ionomer placed over the fractured area occlusion checked')).toEqual([
    'Temporary dressing with glass ionomer placed over the fractured area', 'Occlusion checked',
  ]);
  expect(tx('treatment today crown cemented with resin modified glass ionomer excess cement removed')).toEqual([
    'Crown cemented with resin modified glass ionomer', 'Excess cement removed',
  ]);
  expect(tx('treatment today two seven luxated and extracted with upper molar forceps complete with all three roots socket compressed')).toEqual([
    '27 luxated and extracted with upper molar forceps', 'Complete with all 3 roots', 'Socket compressed',
  ]);
  expect(generateNotes('intra oral one two temporary intact gingiva wnl no sinus tract').OE.INTRA).toBe('Gingiva WNL no sinus tract');
});

it('reads more steps of the more18 round', () => {
  expect(tx('treatment today socket curetted freeze dried bone allograft placed')).toEqual(['Socket curetted', 'Freeze dried bone allograft placed']);
  expect(tx('treatment today fitting surface eased over the ulcer post dam reduced slightly on the left')).toEqual([
    'Fitting surface eased over the ulcer', 'Post dam reduced slightly on the left',
  ]);
});

it('reads more steps of the more18 round: a composite with its shade and verb, bonds, root planing on teeth, a hygienist at work', () => {
  expect(tx('treatment today selective etch bond composite shade a two placed and cured')).toEqual(['Selective etch', 'Bond', 'Composite shade A2 placed and cured']);
  expect(tx('treatment today restored with composite shade a two for both polished')).toEqual(['Restored with composite', 'Shade A2 for both', 'Polished']);
  expect(tx('treatment today rinsed and dried universal bond applied')).toEqual(['Rinsed and dried', 'Universal bond applied']);
  expect(generateNotes('treatment today localized root planing number two and number fifteen polished', { numbering: 'universal' }).TX).toEqual(['Localized root planing #2, #15', 'Polished']);
  expect(tx('treatment today chx mouthwash twice daily for one week prescribed')).toEqual(['Chx mouthwash twice daily for 1 week prescribed']);
  expect(tx('treatment today tofflemire matrix and wedge amalgam condensed carved and burnished')).toEqual(['Tofflemire matrix and wedge', 'Amalgam condensed carved and burnished']);
});

it('keeps a crown with the size said after its tooth', () => {
  expect(generateNotes('treatment today stainless steel crown number t size five cemented with glass ionomer cement', { numbering: 'universal' }).TX).toEqual([
    'Stainless steel crown #T size 5 cemented with glass ionomer cement',
  ]);
});

it('opens a step after a state said a word or two in, and keeps a freeze-dried graft whole after an instrument', () => {
  expect(tx('treatment today buccal plate intact socket curetted and irrigated with saline freeze dried bone allograft placed')).toEqual([
    'Buccal plate intact', 'Socket curetted and irrigated with saline', 'Freeze dried bone allograft placed',
  ]);
});

it('reads "comp" as composite, and a tooth that has a finding after "and" as the chart', () => {
  expect(tx('treatment today dycal lining comp shade a three placed and cured')).toEqual(['Dycal lining', 'Comp shade A3 placed and cured']);
  const notes = generateNotes('treatment today oral hygiene instruction with floss and interdental brushes and lower left five has a small buccal abrasion cavity not sensitive', { numbering: 'palmer' });
  expect(notes.TX).toEqual(['Oral hygiene instruction with floss and interdental brushes']);
  expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['LL5 Small B abrasion cavity not sensitive']);
});

it("keeps a shortened word's full stop and a file's taper inside their step", () => {
  expect(tx('Treatment: 4 canals located incl. MB2. Cleaned and shaped with rotary to 30/.04.')).toEqual([
    '4 canals located incl. MB2', 'Cleaned and shaped with rotary to 30/.04',
  ]);
});

it('opens a chatty step at a verb said first with its article or whom it was for', () => {
  expect(tx('treatment today tried the dentures in checked the fit with pressure indicating paste relieved a couple of spots on the lower flange')).toEqual([
    'Tried the dentures in', 'Checked the fit with pressure indicating paste', 'Relieved a couple of spots on the lower flange',
  ]);
  expect(tx('treatment today shade a two with the vita guide took a digital scan')).toEqual(['Shade A2 with the vita guide', 'Took a digital scan']);
  expect(tx('treatment today checked speech counting from sixty to seventy gave him instructions on how to clean them')).toEqual([
    'Checked speech counting from 60 to 70', 'Gave him instructions on how to clean them',
  ]);
  // A pronoun after a verb is its object, and "and" keeps a second verb in its step.
  expect(tx('treatment today occlusion checked and balanced it in centric')).toEqual(['Occlusion checked and balanced it in centric']);
});

it('keeps the teeth said after a restoration in a plan with it, not with the procedure after them', () => {
  const universalPlan = (said: string) => generateNotes(said, { numbering: 'universal' })['TX PLAN'];
  expect(universalPlan('plan crown number eighteen night guard')).toEqual(['Crown #18', 'Night guard']);
  expect(universalPlan('plan crown number eighteen extraction number one')).toEqual(['Crown #18', 'Extraction #1']);
  // Said tooth-first, the teeth open the next item.
  expect(universalPlan('plan number three crown number four extraction')).toEqual(['#3 crown', '#4 extraction']);
});

it('charts a restoration said with a defect after the treatment, not a restoration placed with a material', () => {
  const notes = generateNotes('treatment today adult prophy with cavitron polished with medium paste flossed number eighteen mesial occlusal amalgam with a crack on the lingual cusp no pain on biting', { numbering: 'universal' });
  expect(notes.TX).toEqual(['Adult prophy with cavitron', 'Polished with medium paste', 'Flossed']);
  expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['18 MO amalgam with a crack on the L cusp no pain on biting']);
  expect(tx('treatment today rubber dam placed three six mesial occlusal composite with filtek a two')).toEqual(['Rubber dam placed', '36 MO composite with filtek A2']);
});

it('keeps "at working length" as where a step went, not a new step', () => {
  expect(tx('treatment today master cones fitted at working length confirmed with a pa obturated with gutta percha')).toEqual([
    'Master cones fitted at working length confirmed with a PA', 'Obturated with gutta percha',
  ]);
});

it('keeps the sites of a step said after its teeth with it, not a step said verb-last about them', () => {
  expect(tx('treatment today rsd sixteen forty six thirty seven residual sites with ultrasonic and gracey curettes')).toEqual([
    'RSD 16, 46, 37 residual sites with ultrasonic and gracey curettes',
  ]);
  expect(tx('treatment today rsd sixteen pockets irrigated with chlorhexidine')).toEqual(['RSD 16', 'Pockets irrigated with chlorhexidine']);
});

it('reads a bur named by its head as the instrument of its step', () => {
  expect(tx('treatment today two six mesial occlusal caries removed with slow speed rose head pulp not exposed')).toEqual([
    '26 MO caries removed with slow speed rose head', 'Pulp not exposed',
  ]);
});

it('opens a step said verb-last after an instrument with the part of the tooth it was done to', () => {
  const universal = (said: string) => generateNotes(said, { numbering: 'universal' }).TX;
  expect(universal('treatment today area under the operculum irrigated with peridex using a monoject syringe sharp cusp of number fifteen smoothed')).toEqual([
    'Area under the operculum irrigated with peridex using a monoject syringe', 'Sharp cusp #15 smoothed',
  ]);
});

it('keeps a judging word said as what something was with its step', () => {
  expect(tx('treatment today crown cemented checked her bite and it was fine')).toEqual(['Crown cemented', 'Checked her bite and it was fine']);
});

it('opens a step at a core named by its material', () => {
  expect(tx('treatment today obturated with gutta percha using a single cone technique glass ionomer core and composite on top occlusion checked')).toEqual([
    'Obturated with gutta percha using a single cone technique', 'Glass ionomer core and composite on top', 'Occlusion checked',
  ]);
});

it('keeps a material said as the object of a step with it, and opens a step after the verb\'s particle', () => {
  expect(tx('treatment today rubber dam on. took the cavit and the calcium hydroxide out found all four canals working lengths confirmed')).toEqual([
    'Rubber dam on', 'Took the cavit and the calcium hydroxide out', 'Found all 4 canals', 'Working lengths confirmed',
  ]);
});

it('reads a denture with its own verb after another step\'s verb as a step of its own', () => {
  expect(tx('treatment today high spots adjusted denture polished')).toEqual(['High spots adjusted', 'Denture polished']);
});

it('writes "w/" as said and reads it as "with"', () => {
  expect(tx('Tx: SRP UR and LR w/ Cavitron and Gracey curettes. OHI w/ Waterpik.')).toEqual(['SRP UR and LR w/ Cavitron and Gracey curettes', 'OHI w/ Waterpik']);
  expect(tx('treatment today la one carpule lidocaine two percent w/ 1:100,000 epi buccal infiltration')).toEqual(['LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, buccal infiltration']);
});

it('opens a one-word step said with its own instrument after a procedure done on a tooth with its instrument', () => {
  expect(tx('treatment today composite build up eleven with a mylar strip freehand finished with discs and polished occlusion checked')).toEqual([
    'Composite build up 11 with a mylar strip freehand', 'Finished with discs and polished', 'Occlusion checked',
  ]);
});

it('keeps teeth cleaned with a prophy brush as one step', () => {
  expect(generateNotes('Treatment: LR6 and LL6 cleaned with prophy brush, etched 30 seconds.', { numbering: 'palmer' }).TX).toEqual([
    'LR6, LL6 cleaned with prophy brush', 'Etched 30 seconds',
  ]);
});

it('keeps how instructions were given with their step', () => {
  expect(tx('treatment today fit checked with pressure indicating paste denture care instructions given verbal and written')).toEqual([
    'Fit checked with pressure indicating paste', 'Denture care instructions given verbal and written',
  ]);
});

describe('run-on treatment steps: the more19–more20 round', () => {
  it('gives a whole-mouth procedure no surface of the step before', () => {
    expect(generateNotes('treatment today arestin placed number nineteen buccal oral hygiene instructions with proxabrush', { numbering: 'universal' }).TX).toEqual([
      'Arestin placed #19 buccal',
      'Oral hygiene instructions with proxabrush',
    ]);
  });

  it("keeps a hard or soft appliance's kind with it", () => {
    expect(tx('treatment today upper hard acrylic night guard tried in fit checked')).toEqual(['Upper hard acrylic night guard tried in', 'Fit checked']);
  });

  it('never cuts a step inside a named material', () => {
    expect(tx('treatment today denture flange eased checked with pressure indicating paste polished')).toEqual([
      'Denture flange eased',
      'Checked with pressure indicating paste',
      'Polished',
    ]);
  });

  it('opens a step at petroleum jelly put on the lips', () => {
    expect(tx('treatment today silver diamine fluoride applied to 54 and 64 after drying with cotton rolls petroleum jelly on the lips first')).toEqual([
      'Silver diamine fluoride applied 54, 64 after drying with cotton rolls',
      'Petroleum jelly on the lips first',
    ]);
  });
});


describe('run-on treatment steps: the more40–more43 round', () => {
  it('opens a step at a verb said with its object after a step told verb-first', () => {
    expect(tx('treatment today accessed four six found four canals')).toEqual(['Accessed 46', 'Found 4 canals']);
    expect(tx('treatment today we laid a full thickness flap removed buccal bone with a round bur')).toEqual([
      'We laid a full thickness flap',
      'Removed buccal bone with a round bur',
    ]);
    expect(tx('treatment today took out the upper right seven with forceps came out in one piece')).toEqual(['Took out 17 with forceps', 'Came out in one piece']);
  });

  it('opens a step at "and" before a verb said with an object of its own', () => {
    expect(tx('treatment today cleaned that out and built up a new core in composite then adjusted the mesial contact and polished it')).toEqual([
      'Cleaned that out',
      'Built up a new core in composite',
      'Adjusted the mesial contact and polished it',
    ]);
    expect(tx('treatment today made a temp crown with protemp and cemented it with temp cement')).toEqual([
      'Made a temp crown with protemp',
      'Cemented it with temp cement',
    ]);
  });

  it('keeps an object told as a story, a kind of incision and a state said after the tooth with their steps', () => {
    expect(tx('treatment today got working lengths with the apex locator')).toEqual(['Got working lengths with the apex locator']);
    expect(tx('treatment today raised a buccal flap with a distal relieving incision took bone off buccally with a round bur surgical extraction three eight complete irrigated the socket with saline')).toEqual([
      'Raised a buccal flap with a distal relieving incision',
      'Took bone off buccally with a round bur',
      'Surgical extraction 38 complete',
      'Irrigated the socket with saline',
    ]);
  });

  it('opens a step at "so", at what was found and after a step said as its noun with its particle', () => {
    expect(tx('treatment today rubber dam on accessed the tooth pulp was bleeding heavily so extirpated two six')).toEqual([
      'Rubber dam on',
      'Accessed the tooth',
      'Pulp was bleeding heavily',
      'Extirpated 26',
    ]);
    expect(tx('treatment today tried the crown in contacts were a bit tight adjusted the mesial contact')).toEqual([
      'Tried the crown in',
      'Contacts were a bit tight',
      'Adjusted the mesial contact',
    ]);
    expect(tx('treatment today sutured with one vicryl rapide bit of oozing so she bit on gauze for ten minutes')).toEqual([
      'Sutured with 1 vicryl rapide',
      'Bit of oozing',
      'She bit on gauze for 10 minutes',
    ]);
  });

  it('keeps a procedure with a verb never said last, and opens a step at "and I" after a step said as its noun', () => {
    expect(tx('treatment today took off the old amalgam did a core buildup with fluorocore')).toEqual(['Took off the old amalgam', 'Did a core buildup with fluorocore']);
    expect(tx('treatment today sectional matrix and wedge and i checked the contacts')).toEqual(['Sectional matrix and wedge', 'I checked the contacts']);
  });

  it('keeps a verb said after a helping verb or a describing participle in its step', () => {
    expect(tx('treatment today placed rubber dam caries was removed')).not.toContain('Removed');
    expect(tx('treatment today removed decayed dentine')).toEqual(['Removed decayed dentine']);
  });
});

describe('run-on treatment steps: the bb and bc round', () => {
  it('keeps a relative clause with its step, and opens a step after no anaesthetic or a temporary taken off', () => {
    expect(tx('treatment today swapped to a sectional matrix and wedge which sealed fine etched')).toEqual(['Swapped to a sectional matrix and wedge which sealed fine', 'Etched']);
    expect(tx('treatment today no anesthetic temps off cleaned the preps with pumice tried in all four veneers with try in paste')).toEqual([
      'No anesthetic', 'Temps off', 'Cleaned the preps with pumice', 'Tried in all 4 veneers with try in paste',
    ]);
  });

  it('ends a step at post-op advice, a canal found and a part of a tooth the next step was done to', () => {
    expect(tx('treatment today oral hygiene instruction with interdental brushes post op advice sensitivity for a few days')).toEqual([
      'Oral hygiene instruction with interdental brushes', 'Post op advice sensitivity for a few days',
    ]);
    expect(tx('treatment today three canals located mb2 not found yet canals irrigated with sodium hypochlorite')).toEqual(['3 canals located', 'MB2 not found yet', 'Canals irrigated with sodium hypochlorite']);
    expect(generateNotes('treatment today dentures fitted lower right three clasp adjusted', { numbering: 'palmer' }).TX).toEqual(['Dentures fitted', 'LR3 clasp adjusted']);
    expect(generateNotes('treatment today stainless steel crown on t size four cemented with glass ionomer', { numbering: 'universal' }).TX).toEqual([
      'Stainless steel crown #T size 4 cemented with glass ionomer',
    ]);
  });
});

describe('run-on surgical steps', () => {
  it('gives the teeth said after "no LA needed" to the next step', () => {
    expect(tx('treatment today no la needed eight five separators removed hall crown size four tried in')).toEqual([
      'No LA needed', '85 separators removed', 'Hall crown size 4 tried in',
    ]);
    expect(tx('treatment today hall crown cemented with glass ionomer luting cement he bit down on a cotton roll until set excess cement removed')).toEqual([
      'Hall crown cemented with glass ionomer luting cement', 'He bit down on a cotton roll until set', 'Excess cement removed',
    ]);
  });

  it('opens a step said verb-last with the kind of what it was done to', () => {
    expect(tx('treatment today post space prepared with the parapost drills to size five fiber post tried in and cemented with relyx unicem')).toEqual([
      'Post space prepared with the parapost drills to size 5', 'Fiber post tried in and cemented with relyx unicem',
    ]);
  });

  it('keeps an old restoration with the verb that took it out', () => {
    expect(generateNotes('treatment today two carpules septocaine right ianb removed the old amalgam on thirty core buildup with multicore', { numbering: 'universal' }).TX).toEqual([
      'LA: 2 carpules Septocaine, IANB right', 'Removed the old amalgam #30', 'Core buildup with multicore',
    ]);
  });

  it('keeps an incision with its kind and a bur with its number', () => {
    expect(generateNotes('treatment today sulcular incision made buccal bone removed with a surgical handpiece and five fifty seven bur roots sectioned', { numbering: 'universal' }).TX).toEqual([
      'Sulcular incision made',
      'Buccal bone removed with a surgical handpiece and 557 bur',
      'Roots sectioned',
    ]);
  });
});

describe('numbers that are sizes and versions', () => {
  it('keeps an instrument\'s size and a material\'s version with them', () => {
    expect(tx('la one cartridge articaine buccal infiltration one eight one eight elevated with a coupland one extracted one eight with upper molar forceps')?.slice(1)).toEqual(['18 elevated with a coupland 1', 'Extracted 18 with upper molar forceps']);
    const temp = tx('la one cartridge articaine buccal infiltration one eight temporary crown made from the putty index with protemp four trimmed and polished')!;
    expect(temp[1]).toMatch(/^Temporary crown made from the putty index with protemp 4\b/);
    expect(temp.some((item) => /^4\b/.test(item))).toBe(false);
  });
});

describe('titles of a bridge typed with its span', () => {
  it('names the bridge fit with both abutments', () => {
    expect(generateNotes('Bridge fit 24-26. Tx: LA given. Bridge tried in. Bridge 24-26 cemented w/ RelyX.')['TX TODAY']).toEqual(['Bridge fit 24-26']);
  });
});

describe('nouns that look like verbs', () => {
  it('keeps "the deepest bit" with its step', () => {
    expect(tx('la given caries removed put a thin layer of vitrebond over the deepest bit then a sectional matrix')).toContain('Put a thin layer of vitrebond over the deepest bit');
  });
});

describe('what happened said after "and it"', () => {
  it('keeps it with its step, and RelyX said in two words whole', () => {
    expect(tx('la given rubber dam with k clamped the clamp slipped off once so switched to a smaller clamp and it held removed the decay')).toContain('Switched to a smaller clamp and it held');
    expect(tx('la given cemented the bridge with rely x unicem cleaned off the excess')).toContain('Cemented the bridge with rely x unicem');
  });
});

describe('denture adjustment said as what was eased', () => {
  it('titles easing a flange or a denture named with its kind, not a fit, and reads "I" as who did it', () => {
    expect(generateNotes('complains of a sore spot under her upper denture treatment today eased the upper denture buccal flange with an acrylic bur polished')['TX TODAY']).toEqual(['Denture adjustment']);
    expect(generateNotes('C/O lower partial loose. Tx: I eased the lingual flange a bit. Polished.')['TX TODAY']).toEqual(['Denture adjustment']);
    expect(generateNotes('Attended for fit of immediate denture. Tx: Denture fitted. Labial flange trimmed. Occlusion checked.')['TX TODAY']).toEqual(['Denture fit']);
  });
});

describe("each canal's length", () => {
  it('says each canal with its length on its own when spoken, and keeps a typed list of lengths whole', () => {
    expect(tx('rubber dam working lengths with the apex locator and a length pa m b one twenty point five to the mesiobuccal cusp m b two nineteen to the mesiobuccal cusp distal canal twenty one to the distobuccal cusp irrigated with sodium hypochlorite')).toEqual([
      'Rubber dam',
      'Working lengths with the apex locator and a length PA',
      'MB1 20.5 to the MB cusp',
      'MB2 19 to the MB cusp',
      'D canal 21 to the DB cusp',
      'Irrigated with sodium hypochlorite',
    ]);
    // The recogniser's capital "I" does not make the dictation typed.
    expect(tx('working lengths confirmed m b one twenty point five to the mesiobuccal cusp m b two nineteen I mean nineteen point five to the mesiobuccal cusp')).toEqual(['Working lengths confirmed', 'MB1 20.5 to the MB cusp', 'MB2 19.5 to the MB cusp']);
    expect(tx('Tx: RD. WL with apex locator MB 21 mm ML 21 mm D 21.5 mm. Cavit.')).toEqual(['RD', 'WL with apex locator MB 21 mm ML 21 mm D 21.5 mm', 'Cavit']);
  });
});

describe('sutures counted before their size', () => {
  it('keeps the count with the suture size it counts', () => {
    expect(tx('surgicel in the socket two three oh vicryl sutures tranexamic acid soaked gauze')).toEqual(['Surgicel in the socket', '2 3-0 vicryl sutures', 'Tranexamic acid soaked gauze']);
  });
});

describe('teeth said between two procedures', () => {
  it('gives them to the procedure before when it has no teeth of its own before it', () => {
    expect(tx('caries removed with hand excavators matrix band do gic seven five f v applied o h i with mum')).toEqual(['Caries removed with hand excavators matrix band', 'DO GIC 75', 'FV applied', 'OHI with mum']);
    expect(generateNotes('caries removed matrix band do gic seven five f v applied')['TX TODAY']).toEqual(['DO GIC 75', 'Fluoride varnish']);
  });
});

describe('a procedure said with the isolation it was done under', () => {
  it('is treatment done today, and the plan said under LA is not', () => {
    const notes = generateNotes('intra oral n a d seven five and eight five sound f s three six and four six under cotton wool rolls f v twenty two thousand six hundred p p m applied plan x l a eight four under l a');
    expect(notes['TX TODAY']).toEqual(['Fissure sealant 36, 46', 'Fluoride varnish']);
    expect(notes.TX).toEqual(['FS 36, 46 under cotton wool rolls', 'FV 22,600 ppm applied']);
    expect(notes['TX PLAN']).toEqual(['Extraction 84 under LA']);
  });
});

describe('canals counted', () => {
  it('open a step of their own after a step said run-on', () => {
    expect(tx('rubber dam pulpectomy number fifteen three canals found irrigated with sodium hypochlorite')).toEqual(['Rubber dam', 'Pulpectomy 15', '3 canals found', 'Irrigated with sodium hypochlorite']);
  });
});

describe('the seal over a dressing', () => {
  it('is a step of its own when said as sponge or cotton and Cavit', () => {
    expect(tx('irrigated with sodium hypochlorite ledermix in the canals sponge and cavit occlusion reduced')).toEqual(['Irrigated with sodium hypochlorite', 'Ledermix in the canals', 'Sponge and cavit', 'Occlusion reduced']);
    expect(tx('rubber dam calcium hydroxide cotton and cavit')).toEqual(['Rubber dam', 'Calcium hydroxide', 'Cotton and cavit']);
  });
});

describe('what the access found', () => {
  it('is said on its own after the access', () => {
    expect(tx('rubber dam access cavity pulp bleeding freely pulp extirpated')).toEqual(['Rubber dam', 'Access cavity', 'Pulp bleeding freely', 'Pulp extirpated']);
  });
});

describe('run-on steps said verb-last after a procedure, a particle or an outcome', () => {
  it('opens the next step at what it is about', () => {
    expect(tx('Today: i and d with a fifteen blade pus drained irrigated with saline')).toEqual(['I and d with a 15 blade', 'Pus drained', 'Irrigated with saline']);
    expect(generateNotes('Today: i and d with a fifteen blade')['TX TODAY']).toEqual(['Incision and drainage']);
    expect(tx('today crown cleaned out old cement removed from tooth')).toEqual(['Crown cleaned out', 'Old cement removed from tooth']);
    expect(tx('today extracted with forceps no sinus communication collagen plug placed')).toEqual(['Extracted with forceps', 'No sinus communication', 'Collagen plug placed']);
  });
});

describe('run-on steps after the teeth a step was done on', () => {
  it('opens the next step after teeth said right after a verb, instrument or dam', () => {
    expect(tx('Today: rubber dam three three to three seven old amalgam removed three six caries removed three five three six dentine firm')).toEqual([
      'Rubber dam 33 to 37',
      'Old amalgam removed 36',
      'Caries removed 35, 36',
      'Dentine firm',
    ]);
    // Not teeth that open a step said verb-last after them.
    expect(tx('Today: clot removed eight replanted position checked')?.at(-1)).not.toBe('Replanted position checked');
  });
});

describe('run-on diagnoses', () => {
  const dx = (said: string) => generateNotes(said).DX;
  it('opens the next after a stage and grade, and after where in the mouth the one before is', () => {
    expect(dx('diagnosis periodontitis stage three grade c retained roots one five two four crowding upper anteriors caries one five')).toEqual([
      'Periodontitis stage 3 grade c',
      'Retained roots 15, 24',
      'Crowding upper anteriors',
      'Caries 15',
    ]);
    // Not how it is going, nor what comes with it.
    expect(dx('diagnosis periodontitis stage three grade b responding well to therapy')).toEqual(['Periodontitis stage 3 grade b responding well to therapy']);
    expect(dx('diagnosis periodontitis stage three grade c smoker')).toEqual(['Periodontitis stage 3 grade c smoker']);
  });
  it('keeps a step said passive in one written sentence, and the apex locator as the tool of a length', () => {
    expect(tx('LA: 1 carpule articaine. The canals were irrigated with hypochlorite and EDTA and dried with paper points.')).toEqual([
      'LA: 1 carpule articaine',
      'Canals were irrigated with hypochlorite and EDTA and dried with paper points',
    ]);
    expect(tx('rubber dam access four canals located working lengths with the apex locator um cleaned and shaped irrigated with sodium hypochlorite')).toContain('Working lengths with the apex locator');
  });
  it('titles a crown said fitted after its tooth, not the coping an impression is taken with, and keeps an infiltration range in the LA', () => {
    const notes = generateNotes('Healing abutment removed. Crown 36 fitted: screwed in and torqued to 35 Ncm. Open tray impression coping screwed in.');
    expect(notes['TX TODAY']).toEqual(['Crown fit 36']);
    expect(tx('LA 3 x 2.2 ml articaine 4% 1:100,000 adr, buccal infil 25-27 + palatal infil.')).toEqual([
      'LA: 3 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration 25-27 + palatal infiltration',
    ]);
  });
  it('keeps teeth said as the ends of a space as said, titles a crown cemented after its tooth, and not whitening done before', () => {
    expect(tx('LA: 1 carpule articaine. IPR 0.2 mm between 23 and 24.')).toContain('IPR 0.2 mm between 23 and 24');
    const notes = generateNotes('Shade B1 after whitening last month. No anesthetic was needed. Crown 11 was cemented with Panavia V5.');
    expect(notes['TX TODAY']).toEqual(['Crown fit 11']);
  });
  it('records treatment stopped or never begun, titles nothing from the complaint then, and reads no LA planned for next time', () => {
    const notes = generateNotes('Attended for extraction 37. BP 192/114. Explained not safe to proceed today. Extraction abandoned. Rebook after GP review.');
    expect(notes.TX).toContain('Extraction abandoned');
    expect(notes['TX TODAY']).toEqual([]);
    const planned = generateNotes('Dx: transient paraesthesia after IDB. Plan: articaine buccal infiltration rather than IDB for future LL treatment where possible.');
    expect(planned.TX).toBeNull();
  });
  it('opens a plan item at each phase, keeps every phase in the plan and reads no tooth in a phase number', () => {
    expect(plan('treatment plan phase one scale and polish phase two disto occlusal composite three six phase three periodontal maintenance every three months next visit scale and polish')).toEqual([
      'Phase 1 scale and polish',
      'Phase 2 DO composite 36',
      'Phase 3 periodontal maintenance every 3 months',
    ]);
  });
  it('keeps a differential diagnosis with what it may be', () => {
    expect(dx('differential diagnosis irreversible pulpitis or cracked tooth diagnosis symptomatic irreversible pulpitis four six')).toEqual([
      'Differential diagnosis irreversible pulpitis or cracked tooth',
      'Symptomatic irreversible pulpitis 46',
    ]);
  });
});

describe('run-on steps: instructions with what they are for', () => {
  it('keeps "post sedation instructions given" one step after the discharge', () => {
    expect(tx('haemostasis achieved discharged to her husband post sedation instructions given verbal and written')).toEqual([
      'Haemostasis achieved',
      'Discharged to her husband',
      'Post sedation instructions given verbal and written',
    ]);
  });
});
