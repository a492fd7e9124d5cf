import { describe, expect, it } from 'vitest';
import { listItems } from './items.ts';
import { prepare } from './prepare.ts';
import { nameProcedures, titlesOf } from './procedures.ts';

const items = (said: string, opts: Parameters<typeof listItems>[2] = {}) => {
  const doc = prepare(said, 'fdi');
  return listItems(doc, doc.text, opts).map((i) => i.text);
};

describe('list items', () => {
  it('opens a step at a tooth said with what was done to it after a step already told, not at the object of a verb', () => {
    expect(items('socket irrigated with saline one one replanted flexible splint', { tx: true, runOn: true })).toEqual(['Socket irrigated with saline', '11 replanted', 'Flexible splint']);
    expect(items('accessed four six found four canals', { tx: true, runOn: true })).toEqual(['Accessed 46', 'Found 4 canals']);
  });
  it('ends a step at the tooth it was done on, and a shade before a verb said with its object', () => {
    const doc = (said: string) => {
      const d = prepare(said, 'universal');
      return listItems(d, d.text, { tx: true, runOn: true }).map((i) => i.text);
    };
    expect(doc('old restoration removed from thirty cusps reduced two millimeters')).toEqual(['Old restoration removed #30', 'Cusps reduced 2 mm']);
    expect(doc('occlusal composite twenty nine shade a two checked the bite').at(-1)).toBe('Checked the bite');
  });
  it('ends "no anaesthetic at first", and opens a step at what the restoration would not do', () => {
    expect(items("no anesthetic at first temp off cleaned the prep with pumice tried in the crown it wouldn't seat all the way", { tx: true, runOn: true })).toEqual([
      'No anesthetic at first',
      'Temp off',
      'Cleaned the prep with pumice',
      'Tried in the crown',
      "It wouldn't seat all the way",
    ]);
    expect(items("tried a tofflemire but it wouldn't seal at the gingival margin", { tx: true, runOn: true })).toEqual(["Tried a tofflemire but it wouldn't seal at the gingival margin"]);
  });
  it('opens a step at a verb said with its object after a measure, and keeps a cover screw and a suture\'s kind whole', () => {
    expect(items('working lengths with the apex locator mesiobuccal canal twenty one millimetres to the mesiobuccal cusp tip prepared both with waveone gold', { tx: true, runOn: true }).at(-1)).toBe('Prepared both with waveone gold');
    expect(items('covered with a bio gide membrane cover screw placed closed with four oh vicryl interrupted', { tx: true, runOn: true })).toEqual([
      'Covered with a bio gide membrane',
      'Cover screw placed',
      'Closed with 4-0 vicryl interrupted',
    ]);
  });
  it('keeps rubber dam with its particle or extent, and a one-word step with the restorations it was done to', () => {
    expect(items('rubber dam from two to six clamp on two', { tx: true, runOn: true })[0]).toMatch(/^Rubber dam from 2 to 6/);
    expect(items('shade a two rubber dam off bite checked', { tx: true, runOn: true })).toEqual(['Shade A2', 'Rubber dam off', 'Bite checked']);
    expect(items('high spot on the amalgam adjusted polished composites', { tx: true, runOn: true })).toEqual(['High spot on the amalgam adjusted', 'Polished composites']);
  });
  it('keeps "tack cured" and "one at a time" in their step', () => {
    expect(items('the veneers were seated one at a time from the centrals out and tack cured', { tx: true, runOn: true })).toEqual(['Veneers were seated one at a time from the centrals out and tack cured']);
  });
  it('opens a step at a verb said with its object after an outcome said with "no"', () => {
    expect(items('tried in the night guard good retention no rocking adjusted occlusion for even contacts polished', { tx: true, runOn: true }).slice(-2)).toEqual([
      'Adjusted occlusion for even contacts',
      'Polished',
    ]);
  });
  it('keeps how close to the pulp caries was removed with its step', () => {
    expect(items('rubber dam caries removed close to the pulp vitrebond liner placed', { tx: true, runOn: true })).toEqual(['Rubber dam', 'Caries removed close to the pulp', 'Vitrebond liner placed']);
  });
  it('opens a step at a verb said after the cusp tip a length was measured from, and keeps the obturation technique with its tooth', () => {
    expect(items('working lengths with the apex locator twenty millimetres for the buccal canals from the mesiobuccal cusp tip prepared to size thirty with protaper next', { tx: true, runOn: true }).at(-1)).toBe(
      'Prepared to size 30 with protaper next',
    );
    expect(items('dried with paper points obturated upper right six cold lateral condensation with gutta percha', { tx: true, runOn: true }).at(-1)).toBe(
      'Obturated 16 cold lateral condensation with gutta percha',
    );
  });
  it('keeps what a gauze was soaked in with it', () => {
    expect(items('bleeding controlled with pressure and tranexamic acid soaked gauze post op instructions given', { tx: true, runOn: true })).toEqual([
      'Bleeding controlled with pressure and tranexamic acid soaked gauze',
      'Post op instructions given',
    ]);
  });
  it('opens a diagnosis at a tooth said with its prognosis', () => {
    expect(items('generalised periodontitis stage 3 grade C 47 questionable', { dx: true, runOn: true })).toEqual(['Generalised periodontitis stage 3 grade C', '47 questionable']);
  });
  it('keeps the appliance impressions were taken for with them, but not a step after a film sent to the lab', () => {
    expect(items('upper and lower alginate impressions taken for a lower stabilisation splint bite registration in wax', { tx: true, runOn: true })).toEqual([
      'Upper and lower alginate impressions taken for a lower stabilisation splint',
      'Bite registration in wax',
    ]);
    expect(items('photos taken for the lab temporary crown made with luxatemp', { tx: true, runOn: true })).toEqual(['Photos taken for the lab', 'Temporary crown made with luxatemp']);
  });
  it('opens a step told as a story with who did it, "I\'ve" too', () => {
    expect(items("put duraphat varnish on all the teeth and i've put a temporary dressing on the tooth", { tx: true, runOn: true })).toEqual([
      'Put duraphat varnish on all the teeth',
      "I've put a temporary dressing on the tooth",
    ]);
  });
  it('ends rubber dam said bare, and access with its tooth, where the next step begins', () => {
    expect(items('rubber dam on access through the crown', { tx: true, runOn: true })).toEqual(['Rubber dam on', 'Access through the crown']);
    expect(items('rubber dam access twenty two canal debrided and irrigated with sodium hypochlorite', { tx: true, runOn: true })).toEqual([
      'Rubber dam',
      'Access 22',
      'Canal debrided and irrigated with sodium hypochlorite',
    ]);
  });

  it('keeps how a step was cured with it, and a found state with its subject\'s surface', () => {
    expect(items('tried in the crown the mesial contact was too tight', { tx: true, runOn: true })).toEqual(['Tried in the crown', 'Mesial contact was too tight']);
    expect(items('cemented it with relyx unicem tack cured 2 seconds', { tx: true, runOn: true })).toEqual(['Cemented it with relyx unicem', 'Tack cured 2 seconds']);
    expect(items('bond applied and light cured', { tx: true, runOn: true })).toEqual(['Bond applied and light cured']);
  });

  it('opens a step at a material named as a bandage on a tooth', () => {
    expect(items('splinted 12 to 22 with flexible wire and composite glass ionomer bandage on 21', { tx: true, runOn: true })).toEqual([
      'Splinted 12 to 22 with flexible wire and composite',
      'Glass ionomer bandage 21',
    ]);
  });

  it('keeps what is said in brackets with its item', () => {
    expect(items('Access, caries removed. 4 canals located (MB, ML, DB, D). Canals irrigated.', { tx: true })).toEqual([
      'Access',
      'Caries removed',
      '4 canals located (MB, ML, DB, D)',
      'Canals irrigated',
    ]);
  });
  it('opens a found state told as a story with what it tells of ("it got quite close to the pulp")', () => {
    expect(items('i cleaned that out to hard dentine it got quite close to the pulp', { tx: true, runOn: true })).toEqual([
      'I cleaned that out to hard dentine',
      'It got quite close to the pulp',
    ]);
  });
  it('opens a step of the story at what it tells of ("it came out")', () => {
    expect(items('we went ahead and took out 30 it came out in one piece irrigated the socket', { tx: true, runOn: true })).toEqual([
      'We went ahead and took out 30',
      'It came out in one piece',
      'Irrigated the socket',
    ]);
  });
  it('reads a treatment clause that opens with "back" or "out" (it once threw)', () => {
    expect(items('back teeth polished', { tx: true, runOn: true })).toEqual(['Back teeth polished']);
  });
  it('never ends a step on an article: the word after it is its object', () => {
    expect(items('cleaned and shaped to a forty irrigated the canals with sodium hypochlorite', { tx: true, runOn: true })).toEqual(['Cleaned and shaped to a 40', 'Irrigated the canals with sodium hypochlorite']);
  });
  it('ends a step with a verb of its own before a one-word step said last, but not inside "light cured"', () => {
    expect(items('shade a1 checked the bite polished', { tx: true, runOn: true })).toEqual(['Shade A1', 'Checked the bite', 'Polished']);
    expect(items('bond applied and light cured', { tx: true, runOn: true })).toEqual(['Bond applied and light cured']);
  });

  it('splits at commas and "then", and at "and" only between two procedures', () => {
    expect(items('OHI, RSD in four quadrants, then 36 amalgam replacement', { name: true })).toEqual(['OHI', 'RSD in 4 quadrants', '36 amalgam replacement']);
    expect(items('scale and polish and fluoride varnish', { name: true })).toEqual(['Scale and polish', 'Fluoride varnish']);
    expect(items('exam and prophy in six months', { name: true })).toEqual(['Exam and prophy in 6 months']);
  });

  it('splits a plan at "and" before a restoration said with its tooth, not inside one', () => {
    expect(items('DO composite 15 and onlay 47', { name: true })).toEqual(['DO composite 15', 'Onlay 47']);
    expect(items('extraction 46 and bridge 45 to 47', { name: true })).toEqual(['Extraction 46', 'Bridge 45 to 47']);
    expect(items('post and core 36', { name: true })).toEqual(['Post and core 36']);
  });

  it('keeps teeth said together and drops the word linking a tooth', () => {
    expect(items('extraction of 18 and 28', { name: true })).toEqual(['Extraction 18, 28']);
    expect(items('flexible splint 12 to 21', { name: true })).toEqual(['Flexible splint 12 to 21']);
    expect(items('fissure sealants 16, 26; GIC 55 and 65', { name: true })).toEqual(['Fissure sealants 16, 26', 'GIC 55, 65']);
  });

  it('names planned procedures', () => {
    expect(nameProcedures('complete root canal treatment 36')).toBe('complete RCT 36');
    expect(nameProcedures('fit crown 26 in 2 weeks')).toBe('Crown fit 26 in 2 weeks');
  });

  it('splits unpunctuated treatment into steps', () => {
    expect(items('rubber dam placed caries removed MOD composite 36 placed shade A2', { tx: true, runOn: true })).toEqual([
      'Rubber dam placed',
      'Caries removed',
      'MOD composite 36 placed',
      'Shade A2',
    ]);
    expect(items('bone removed buccally and distally with surgical handpiece and saline tooth sectioned crown and roots elevated out socket curetted', { tx: true, runOn: true })).toEqual([
      'Bone removed buccally and distally with surgical handpiece and saline',
      'Tooth sectioned',
      'Crown and roots elevated out',
      'Socket curetted',
    ]);
    // Told as a story: who did it, a verb with its particle or article, and what was found open steps.
    expect(items('we put the rubber dam on took out the old filling there was some decay close to the nerve so I put a dycal liner in', { tx: true, runOn: true })).toEqual([
      'We put the rubber dam on',
      'Took out the old filling',
      'There was some decay close to the nerve',
      'I put a dycal liner in',
    ]);
    expect(items('MO composite 36 shade A3 checked the bite it was fine', { tx: true, runOn: true })).toEqual(['MO composite 36 shade A3', 'Checked the bite it was fine']);
    expect(items('rubber dam placed we went ahead and took out the old amalgam', { tx: true, runOn: true })).toEqual(['Rubber dam placed', 'We went ahead and took out the old amalgam']);
    expect(items('pulp extirpated 46 canals irrigated with sodium hypochlorite caries removed from 24', { tx: true, runOn: true })).toEqual([
      'Pulp extirpated 46',
      'Canals irrigated with sodium hypochlorite',
      'Caries removed 24',
    ]);
    // Teeth said before the first procedure are the second's too, however long it is said.
    expect(items('85 pulpotomy with MTA and preformed metal crown size 5 cemented with GIC', { tx: true, runOn: true })).toEqual(['85 pulpotomy with MTA and preformed metal crown size 5 cemented with GIC']);
    expect(items("O composite 18 placed shade A2 bite's good", { tx: true, runOn: true })).toEqual(['O composite 18 placed', 'Shade A2', "Bite's good"]);
    expect(items('crestal incision full thickness flap reflected', { tx: true, runOn: true })).toEqual(['Crestal incision', 'Full thickness flap reflected']);
    // What is said of a shade stays with it, and a judgement after a check closes no step.
    expect(items('margins closed shade A3 matches fine core checked sound crown cemented', { tx: true, runOn: true })).toEqual(['Margins closed', 'Shade A3 matches fine', 'Core checked sound', 'Crown cemented']);
    // "After that" joins two steps as "then" does.
    expect(items('canals irrigated with sodium hypochlorite after that dried with paper points', { tx: true, runOn: true })).toEqual([
      'Canals irrigated with sodium hypochlorite',
      'Dried with paper points',
    ]);
  });

  it('keeps teeth said after a planned procedure with it, and teeth said first with the next', () => {
    expect(items('extraction 18 root canal treatment 26', { name: true, runOn: true })).toEqual(['Extraction 18', 'RCT 26']);
    expect(items('MO composite 36 crown 46', { name: true, runOn: true })).toEqual(['MO composite 36', 'Crown 46']);
    expect(items('15 DO composite 16 MO composite', { name: true, runOn: true })).toEqual(['15 DO composite', '16 MO composite']);
  });

  it('starts a verb-last step after a step said with its instrument or material', () => {
    expect(items('caries excavated using a round bur pulp not exposed cavity rinsed and dried', { tx: true, runOn: true })).toEqual([
      'Caries excavated using a round bur',
      'Pulp not exposed',
      'Cavity rinsed and dried',
    ]);
    expect(items('16 extracted with elevators and forceps no complications socket compressed', { tx: true, runOn: true })).toEqual([
      '16 extracted with elevators and forceps',
      'No complications',
      'Socket compressed',
    ]);
    expect(items('margins verified with floss and explorer patient approved shade crown cemented with relyx', { tx: true, runOn: true })).toEqual([
      'Margins verified with floss and explorer',
      'Patient approved shade',
      'Crown cemented with relyx',
    ]);
    expect(items('tooth prepared with a chamfer margin retraction cord placed putty and wash impression taken', { tx: true, runOn: true })).toEqual([
      'Tooth prepared with a chamfer margin',
      'Retraction cord placed',
      'Putty and wash impression taken',
    ]);
    expect(items('prophy with fine paste flossed', { tx: true, runOn: true })).toEqual(['Prophy with fine paste', 'Flossed']);
    expect(items('crown prep completed for zirconia crown retraction cord placed', { tx: true, runOn: true })).toEqual([
      'Crown prep completed for zirconia crown',
      'Retraction cord placed',
    ]);
    expect(items('calcium hydroxide flushed out with hypochlorite and edta master cones fitted', { tx: true, runOn: true })).toEqual([
      'Calcium hydroxide flushed out with hypochlorite and EDTA',
      'Master cones fitted',
    ]);
    expect(items('38 extracted with forceps and luxator socket compressed', { tx: true, runOn: true })).toEqual([
      '38 extracted with forceps and luxator',
      'Socket compressed',
    ]);
    expect(items('cemented with RelyX excess cement removed with floss', { tx: true, runOn: true })).toEqual([
      'Cemented with RelyX',
      'Excess cement removed with floss',
    ]);
    expect(items('shade A3 polished', { tx: true, runOn: true })).toEqual(['Shade A3', 'Polished']);
  });

  it('closes a shade or one-word step, and starts a step at what it is done to', () => {
    const steps = (said: string) => items(said, { tx: true, runOn: true });
    expect(steps('shade A2 for both polished')).toEqual(['Shade A2 for both', 'Polished']);
    expect(steps('etched bonded composite placed in increments cured')).toEqual(['Etched', 'Bonded', 'Composite placed in increments', 'Cured']);
    expect(steps('bonded with resin cement excess removed')).toEqual(['Bonded with resin cement', 'Excess removed']);
    expect(steps('socket irrigated with saline two vicryl sutures placed')).toEqual(['Socket irrigated with saline', '2 vicryl sutures placed']);
    expect(steps('glass ionomer placed as temporary filling')).toEqual(['Glass ionomer placed as temporary filling']);
  });

  it('reads a participle after "with" as a description, canals after "located" as where, and a word said twice once', () => {
    const steps = (said: string) => items(said, { tx: true, runOn: true });
    expect(steps('polished with fine paste')).toEqual(['Polished with fine paste']);
    expect(steps('canals located mb db p')).toEqual(['Canals located mb db p']);
    expect(steps('calcium hydroxide placed temporary filling')).toEqual(['Calcium hydroxide placed', 'Temporary filling']);
  });

  it('keeps a word or two that name no procedure with the planned procedure after them', () => {
    expect(items('replace MO composite 36', { name: true, runOn: true })).toEqual(['Replace MO composite 36']);
    expect(items('onlay 17 followed by crown 16 then hygienist scale and polish', { name: true, runOn: true })).toEqual([
      'Onlay 17',
      'Crown 16',
      'Hygienist scale and polish',
    ]);
  });
});

describe('treatment titles', () => {
  it('writes surfaces, name and teeth', () => {
    expect(titlesOf('MOD composite placed 36', '36')).toEqual(['MOD composite 36']);
    expect(titlesOf('LR8 elevated and extracted with forceps', 'LR8')).toEqual(['Extraction LR8']);
    expect(titlesOf('UR1 crown cemented with RelyX', 'UR1')).toEqual(['Crown fit UR1']);
  });

  it('skips what was not done, a purpose, and a material that is only used', () => {
    expect(titlesOf('Fluoride varnish declined', '')).toEqual([]);
    expect(titlesOf('Impressions taken for hard night guard', '')).toEqual(['Impressions']);
    expect(titlesOf('Splint placed #7 to #10 with wire and composite', '#7 to #10')).toEqual(['Splint #7 to #10']);
    expect(titlesOf('Vitrebond liner', '')).toEqual([]);
    expect(titlesOf('3 canals irrigated with sodium hypochlorite', '')).toEqual([]);
    expect(titlesOf('Irrigated with 2% NaOCl', '')).toEqual([]);
    expect(titlesOf('Sockets irrigated with saline', '')).toEqual([]);
    expect(titlesOf('Bone removed with round bur under saline irrigation', '')).toEqual([]);
    expect(titlesOf('Pockets irrigated with chlorhexidine', '')).toEqual(['Irrigation']);
  });
});

describe('list items: run-on steps and shared teeth', () => {
  it('starts a step at a past-tense verb after a step with its material', () => {
    expect(items('polished with fine prophy paste flossed interdentally', { tx: true, runOn: true })).toEqual(['Polished with fine prophy paste', 'Flossed interdentally']);
  });

  it('closes a step at the teeth it was done to', () => {
    expect(items('fluoride varnish applied to 36 fissure sealant placed on 37', { tx: true, runOn: true })).toEqual(['Fluoride varnish applied 36', 'Fissure sealant placed 37']);
  });

  it('keeps teeth said before two procedures joined by "and" for both', () => {
    expect(items('75, 85 pulpotomy and SSC', { name: true })).toEqual(['75, 85 pulpotomy and SSC']);
    expect(items('extraction 38 and fissure sealant 37', { name: true })).toEqual(['Extraction 38', 'Fissure sealant 37']);
  });
});

describe('list items: steps around a purpose and verb-last steps', () => {
  it('keeps what a step was done to with its participle, and opens the next step with its subject', () => {
    expect(items('buildup with composite core tooth prepared for zirconia crown retraction cord packed final impression taken', { tx: true, runOn: true })).toEqual([
      'Buildup with composite core',
      'Tooth prepared for zirconia crown',
      'Retraction cord packed',
      'Final impression taken',
    ]);
  });

  it('splits an extraction socket curetted and sutured into its steps', () => {
    expect(items('27 extracted with forceps socket curetted sutured with one vicryl rapide', { tx: true, runOn: true })).toEqual([
      '27 extracted with forceps',
      'Socket curetted',
      'Sutured with 1 vicryl rapide',
    ]);
  });
});

describe('list items: plans and denture steps', () => {
  it('opens a planned item at "and" before a verb of planning', () => {
    expect(items('root canal treatment 26 followed by crown and replace old amalgam 16 with composite', { name: true, runOn: true })).toEqual([
      'RCT 26',
      'Crown',
      'Replace old amalgam 16 with composite',
    ]);
  });

  it('keeps where a denture was eased with the step, and names the adjustment', () => {
    expect(items('denture eased over ulcer area', { tx: true, runOn: true })).toEqual(['Denture eased over ulcer area']);
    expect(titlesOf('Denture eased over ulcer area', '')).toEqual(['Denture adjustment']);
  });
});

describe('list items: run-on diagnoses', () => {
  it('opens a diagnosis at its extent said with its stage, after another diagnosis', () => {
    expect(items('generalised plaque induced gingivitis localised stage two periodontitis molars', { dx: true, runOn: true })).toEqual([
      'Generalised plaque induced gingivitis',
      'Localised stage 2 periodontitis molars',
    ]);
    expect(items('reversible pulpitis caries 31', { dx: true, runOn: true })).toEqual(['Reversible pulpitis', 'Caries 31']);
    expect(items('lost restoration 26 and reversible pulpitis', { dx: true, runOn: true })).toEqual(['Lost restoration 26', 'Reversible pulpitis']);
    expect(items('root treated 36 requiring cuspal coverage and dentine hypersensitivity 24 25', { dx: true, runOn: true })).toEqual(['Root treated 36 requiring cuspal coverage', 'Dentine hypersensitivity 24, 25']);
    expect(items('root caries 22 27 and white lesion right tongue', { dx: true, runOn: true })).toEqual(['Root caries 22, 27', 'White lesion right tongue']);
    expect(items('chronic periodontitis generalised', { dx: true, runOn: true })).toEqual(['Chronic periodontitis generalised']);
    expect(items('root filled one six needing cuspal coverage', { dx: true, runOn: true })).toEqual(['Root filled 16 needing cuspal coverage']);
    expect(items('vertical root fracture one three nonrestorable', { dx: true, runOn: true })).toEqual(['Vertical root fracture 13 nonrestorable']);
    expect(items('caries four five unrestorable one seven', { dx: true, runOn: true })).toEqual(['Caries 45', 'Unrestorable 17']);
  });

  it('splits a run-on plan at "and a" after a tooth, at a verb of planning after a tooth, and between restorations with their teeth', () => {
    expect(items('replace mesial occlusal composite 36 and a course of hygiene with the hygienist', { name: true, runOn: true })).toEqual([
      'Replace MO composite 36',
      'Course of hygiene with the hygienist',
    ]);
    expect(items('refer to oral surgeon to discuss 27 monitor 26', { name: true, runOn: true })).toEqual(['Refer to oral surgeon to discuss 27', 'Monitor 26']);
    const doc = prepare('refer to oral surgeon to discuss 27 monitor ulcer', 'universal');
    expect(listItems(doc, doc.text, { name: true, runOn: true }).map((i) => i.text)).toEqual(['Refer to oral surgeon to discuss 27', 'Monitor ulcer']);
    expect(items('fillings 24 and 25 and onlay 26 under iv sedation', { name: true, runOn: true })).toEqual(['Fillings 24, 25', 'Onlay 26 under IV sedation']);
    expect(items('crown 36 and monitor 37 and 38', { name: true, runOn: true })).toEqual(['Crown 36', 'Monitor 37, 38']);
  });

  it('keeps a tooth that opens a diagnosis with it, and splits diagnoses at how sure one is and at "and" before a tooth judged', () => {
    expect(items('generalised periodontitis stage 3 grade B partially responding to treatment; 47 hopeless prognosis', { dx: true, runOn: true })).toEqual([
      'Generalised periodontitis stage 3 grade B partially responding to treatment',
      '47 hopeless prognosis',
    ]);
    expect(items('generalized gingivitis possible periodontitis caries 16 and non restorable 36', { dx: true, runOn: true })).toEqual([
      'Generalized gingivitis',
      'Possible periodontitis',
      'Caries 16',
      'Non restorable 36',
    ]);
    expect(items('traumatic ulcer from denture flange and periodontally compromised 27', { dx: true, runOn: true })).toEqual([
      'Traumatic ulcer from denture flange',
      'Periodontally compromised 27',
    ]);
  });

  it('keeps the course of a diagnosis said after its tooth with it', () => {
    expect(items('symptomatic apical periodontitis 36 now resolving', { dx: true, runOn: true })).toEqual(['Symptomatic apical periodontitis 36 now resolving']);
  });

  it('ends a planned item at its condition, and opens one at a restoration said after an item with its tooth', () => {
    expect(items('referral to periodontist if no improvement continue 3 month maintenance', { name: true, runOn: true })).toEqual([
      'Referral to periodontist if no improvement',
      'Continue 3 month maintenance',
    ]);
    expect(items('implant 46 with possible bone graft crown on the implant after 3 months', { name: true, runOn: true })).toEqual([
      'Implant 46 with possible bone graft',
      'Crown on the implant after 3 months',
    ]);
    expect(items('extraction 12 with socket graft implant 12 after 4 months implant crown 12', { name: true, runOn: true })).toEqual([
      'Extraction 12 with socket graft',
      'Implant 12 after 4 months',
      'Implant crown 12',
    ]);
    expect(items('75 pulpotomy and stainless steel crown', { name: true, runOn: true })).toEqual(['75 pulpotomy and SSC']);
    expect(items('composite build up 11 when settled sensibility tests at each review', { name: true, runOn: true })).toEqual([
      'Composite build up 11 when settled',
      'Sensibility tests at each review',
    ]);
  });

  it('splits a plan at "and" between items with their own teeth, and keeps the connecting word before a tooth that names a place', () => {
    expect(items('band and loop space maintainer for the 75 space and stainless steel crown 74', { name: true, runOn: true })).toEqual([
      'Band and loop space maintainer for 75 space',
      'SSC 74',
    ]);
    expect(items('chlorhexidine gel to 47 pocket, crown on 46', { tx: true })).toEqual(['Chlorhexidine gel to 47 pocket', 'Crown 46']);
  });

  it('keeps the tooth after a verb of planning as its object before the next procedure', () => {
    expect(items('monitor 65 fissure sealants 36 46 when erupted', { name: true, runOn: true })).toEqual(['Monitor 65', 'Fissure sealants 36, 46 when erupted']);
  });
});


describe('list items: the more21 round', () => {
  it('splits a list said with its items numbered, and drops the numbers', () => {
    expect(items('1) complete RCT 46 2) crown 46', { name: true })).toEqual(['Complete RCT 46', 'Crown 46']);
    expect(items('one buccal composites twenty four and twenty five if no better two hygienist appointment for scaling', { name: true, runOn: true })).toEqual([
      'B composites 24, 25 if no better',
      'Hygienist appointment for scaling',
    ]);
    // A number that counts or measures is no item number.
    expect(items('1) deliver trays 2) replace composites 2 weeks after whitening', { name: true })).toEqual(['Deliver trays', 'Replace composites 2 weeks after whitening']);
    // Without a 1 to open the list, numbers stay.
    expect(items('2 fillings and 3 sealants', { name: true })).toEqual(['2 fillings and 3 sealants']);
  });
});

describe('list items: the more23 round', () => {
  it('keeps both arches with the step before and a surface letter with its filling', () => {
    expect(items('crown prep 16 impressions upper and lower bite registration temporary crown made', { tx: true, runOn: true })).toEqual([
      'Crown prep 16',
      'Impressions upper and lower',
      'Bite registration',
      'Temporary crown made',
    ]);
    expect(items('impressions taken upper and lower bite registration', { tx: true, runOn: true })).toEqual(['Impressions taken upper and lower', 'Bite registration']);
  });
});

describe('list items: template and chairside notes', () => {
  it('keeps "Dr." with the name, a surface before a pocket as the place, a count found as its own step', () => {
    expect(items('referral to Dr. Patel OMFS for extraction 17, 32', { name: true })).toEqual(['Referral to Dr. Patel OMFS for extraction 17, 32']);
    expect(items('Arestin placed in 30 mesial pocket', { tx: true })).toEqual(['Arestin placed in 30 mesial pocket']);
    expect(items('pulp extirpated 3 canals found', { tx: true, runOn: true })).toEqual(['Pulp extirpated', '3 canals found']);
  });

  it('ends a planned restoration at its tooth when the next is said surfaces first', () => {
    expect(items('crown 19 DO composite 18', { name: true, runOn: true })).toEqual(['Crown 19', 'DO composite 18']);
  });
});

describe('list items: plans and steps, the more24 round', () => {
  it('keeps a verb of planning with its restoration after "and"', () => {
    expect(items('distal composite 36 and replace crown 46', { name: true, runOn: true })).toEqual(['D composite 36', 'Replace crown 46']);
  });

  it('opens a step at a count with its kind, not at a dose', () => {
    expect(items('pressure indicating paste used 2 high spots relieved on upper flange', { tx: true, runOn: true })).toEqual(['Pressure indicating paste used', '2 high spots relieved on upper flange']);
    expect(items('prescribed ibuprofen 600 mg as needed', { tx: true, runOn: true })).toEqual(['Prescribed ibuprofen 600 mg as needed']);
  });
});

describe('list items: the more26 round', () => {
  it('keeps two instruments together, and opens a step at teeth said before their verb after a step with its own teeth', () => {
    const doc = prepare('1 and 16 extracted with elevators and forceps 17 and 32 surgically extracted with flap sockets irrigated with saline', 'universal');
    expect(listItems(doc, doc.text, { tx: true, runOn: true }).map((i) => i.text)).toEqual([
      '#1, #16 extracted with elevators and forceps',
      '#17, #32 surgically extracted with flap',
      'Sockets irrigated with saline',
    ]);
  });

  it('titles surgical removals, crown preps and temporary crowns as said', () => {
    // The table names "extracted" Extraction; only "surgical extraction" or "surgical removal" said so stays surgical.
    expect(titlesOf('48 surgically extracted', '48')).toEqual(['Extraction 48']);
    expect(titlesOf('Surgical removal of 48', '48')).toEqual(['Surgical extraction 48']);
    expect(titlesOf('Crown preps UR1 and UL1', 'UR1, UL1')).toEqual(['Crown preps UR1, UL1']);
    expect(titlesOf('Temporary crowns made with Protemp', '')).toEqual(['Temporary crowns']);
  });
});

describe('list items: a verb of planning after a restoration', () => {
  it('opens the next planned item', () => {
    expect(items('new upper and lower dentures refer oral surgery excision epulis', { name: true, runOn: true })).toEqual(['New upper and lower dentures', 'Refer oral surgery excision epulis']);
  });
});

describe('list items: the more28 round', () => {
  it('opens a step at a tool said as used after another, and keeps "deep" with its caries', () => {
    expect(items('46 extracted with forceps elevators used roots intact', { tx: true, runOn: true })).toEqual(['46 extracted with forceps', 'Elevators used', 'Roots intact']);
    expect(items('rubber dam placed deep caries removed vitrebond base', { tx: true, runOn: true })).toEqual(['Rubber dam placed', 'Deep caries removed', 'Vitrebond base']);
  });
});

describe('list items: a tooth that names where', () => {
  it('keeps "for" before a tooth said with its site, and drops it before a tooth alone', () => {
    expect(items('OHI: TePe red for 46 distal. Crown for 46.', { name: true, tx: true })).toEqual(['OHI: TePe red for 46 distal', 'Crown 46']);
    expect(items('TePe green for UL1 interproximal, single tuft brush', { name: true, tx: true })).toEqual(['TePe green for 21 interproximal', 'Single tuft brush']);
  });
});

describe('list items: what oral hygiene instruction taught', () => {
  it('keeps the aid or advice said straight after OHI with it', () => {
    expect(items('scale and polish with the ultrasonic ohi floss picks for the back teeth', { name: true, tx: true, runOn: true })).toEqual(['Scale and polish with the ultrasonic', 'OHI floss picks for the back teeth']);
    expect(items('ohi showed her the orthodontic brush and tepe pink interdental brushes under the wire', { name: true, tx: true, runOn: true })).toEqual(['OHI showed her the orthodontic brush and tepe pink interdental brushes under the wire']);
  });
});

describe('list items: two passive steps in one sentence', () => {
  it('splits at "and the" when both halves are said passive, and keeps one step done to two things whole', () => {
    expect(items('The temporaries were removed and the teeth were cleaned with pumice', { tx: true })).toEqual(['Temporaries were removed', 'Teeth were cleaned with pumice']);
    expect(items('The crown was tried in and the contacts and margins were checked', { tx: true })).toEqual(['Crown was tried in', 'Contacts and margins were checked']);
    expect(items('The cavity was cleaned and the composite placed', { tx: true })).toEqual(['Cavity was cleaned and the composite placed']);
  });
});

describe('list items: the more108–more110 round', () => {
  it('opens a step where the dentist moves on to the next tooth, and keeps the word that says where to', () => {
    expect(items('occlusal composite one seven shade a three point five moved on to four seven caries removed', { tx: true, runOn: true })).toEqual(['O composite 17 shade A3.5', 'Moved on to 47', 'Caries removed']);
    expect(items('rubber dam started on three six', { tx: true, runOn: true })).toEqual(['Rubber dam', 'Started on 36']);
  });
  it('keeps "than expected" with what it compares', () => {
    expect(items('started with one six caries much deeper than expected', { tx: true, runOn: true })).not.toContain('Expected');
  });
  it('makes whether the pulp was reached a step of its own', () => {
    expect(items('caries removed dentine firm no exposure sectional matrix', { tx: true, runOn: true })).toEqual(['Caries removed', 'Dentine firm', 'No exposure', 'Sectional matrix']);
    expect(items('took it down carefully with a round bur no pulp exposure', { tx: true, runOn: true })).toEqual(['Took it down carefully with a round bur', 'No pulp exposure']);
    // Not what the step was done to avoid.
    expect(items('left a thin layer of affected dentine to avoid pulp exposure', { tx: true, runOn: true })).toEqual(['Left a thin layer of affected dentine to avoid pulp exposure']);
  });
});

