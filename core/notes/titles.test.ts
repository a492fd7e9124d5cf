import { describe, expect, it } from 'vitest';
import { generateNotes } from './engine.ts';
import { bareMaterial, titlesOf } from './procedures.ts';
import { todayTitles } from './titles.ts';

const item = (text: string, teeth = '') => ({ text, teeth });

describe("today's titles", () => {
  it('gives no filling title to a restoration finished or adjusted after it was placed', () => {
    expect(bareMaterial('Polished the composites', '')).toBeNull();
    expect(bareMaterial('High spot on the amalgam adjusted', '')).toBeNull();
    expect(bareMaterial('Composite placed', '')?.name).toMatch(/^composite$/i);
  });

  it('names a tooth said twice in one step once', () => {
    expect(generateNotes('treatment today tofflemire matrix thirty mo composite placed thirty', { numbering: 'universal' })['TX TODAY']).toEqual(['MO composite #30']);
  });

  it("gives a one-tooth procedure said without its tooth the one tooth today's treatment names, and no tooth when it names several", () => {
    expect(todayTitles([item('LA: 2.2 ml articaine, buccal infiltration', 'LA: 2.2 ml articaine, buccal infiltration'), item('Amalgam removed 46', '46'), item('Pulp extirpated')], [])).toEqual(['Extirpation 46']);
    expect(todayTitles([item('Temporary dressing'), item('IRM on #30', '#30')], [])).toEqual(['Temporary dressing #30']);
    expect(todayTitles([item('Pulp extirpated'), item('Fissure sealant 36', '36'), item('Caries removed 46', '46')], [])).toEqual(['Extirpation', 'Fissure sealant 36']);
    // A temporary crown is written without its tooth, and whole-mouth work never takes one.
    expect(todayTitles([item('Crown prep 36', '36'), item('Temporary crown made'), item('OHI')], [])).toEqual(['Crown prep 36', 'Temporary crown', 'OHI']);
  });

  it('gives no title for a temporary or restoration taken off', () => {
    expect(titlesOf('Temporary crown removed', '')).toEqual([]);
    expect(titlesOf('Temporary bridge taken off 46', '46')).toEqual([]);
    expect(titlesOf('Took the temp bridge off with a crown remover', '')).toEqual([]);
    expect(titlesOf('Temporary crown made and cemented with temp bond', '')).toEqual(['Temporary crown']);
  });

  it('takes the title from the reason for attending when a relative clause, not the procedure, says what happened before', () => {
    const notes = generateNotes('patient presents for extraction of number three that broke off at the gum line medical history nil tooth sectioned roots elevated and removed with forceps', { numbering: 'universal' });
    expect(notes['TX TODAY']).toEqual(['Extraction #3']);
    expect(generateNotes('attended with pain after extraction of 38 medical history nil socket irrigated with saline')['TX TODAY']).toEqual([]);
  });

  it('gives hygiene instruction no tooth, and keeps a furcation an aid is for with the step', () => {
    expect(titlesOf('OHI: single-tufted brush for UR6 furcation', 'UR6')).toEqual(['OHI']);
    const notes = generateNotes('Pockets: 6 mm UR6 MB. Treatment: RSD UR6 with ultrasonic. OHI: single-tufted brush for UR6 furcation. Plan: extraction LR7.', { numbering: 'palmer' });
    expect(notes.TX).toEqual(['RSD UR6 with ultrasonic', 'OHI: single-tufted brush for UR6 furcation']);
    expect(notes['TX TODAY']).toEqual(['RSD UR6', 'OHI']);
  });

  it('reads no surface from the letter of a primary tooth', () => {
    expect(titlesOf('#L extracted', '#L')).toEqual(['Extraction #L']);
    expect(titlesOf('MO composite #K', '#K')).toEqual(['MO composite #K']);
  });

  it('names a crown or bridge seat said as the visit a fit', () => {
    expect(titlesOf('Crown seat #8', '#8')).toEqual(['Crown fit #8']);
    expect(titlesOf('Bridge seat 44 to 46', '44 to 46')).toEqual(['Bridge fit 44 to 46']);
    const notes = generateNotes('pt here for crown seat number eight no sensitivity with the temp medical history no changes temp removed crown bonded with variolink', { numbering: 'universal' });
    expect(notes.CC).toBe('Crown seat #8 no sensitivity with the temp');
    expect(notes['TX TODAY']).toEqual(['Crown fit #8']);
  });

  it('reads "ext" before a tooth as an extraction, in a plan too', () => {
    expect(generateNotes('Scheduled ext #2. INR 3.8. Ext deferred. NV ext #2 when INR < 3.0.', { numbering: 'universal' }).NV).toEqual(['Extraction #2 when INR < 3.0']);
  });

  it('reads "took out" as an extraction only when no restoration or dressing is what was taken out', () => {
    expect(titlesOf('Took out the old amalgam', '')).toEqual([]);
    expect(titlesOf('Took out the Cavit and the calcium hydroxide', '')).toEqual([]);
    expect(titlesOf('Took out 38', '38')).toEqual(['Extraction 38']);
  });

  it('names a denture fit said with its kind between, and a part of the denture eased as its adjustment', () => {
    expect(generateNotes('Attended for fit of new F/F dentures. Dentures tried in, occlusion adjusted.')['TX TODAY']).toEqual(['Denture fit']);
    expect(titlesOf('Both copy dentures seated', '')).toEqual(['Denture fit']);
    expect(titlesOf('The immediate denture was seated', '')).toEqual(['Denture fit']);
    expect(titlesOf('Fit of upper and lower complete dentures', '')).toEqual(['Denture fit']);
    expect(titlesOf('Fitted the dentures', '')).toEqual(['Denture fit']);
    expect(titlesOf('Lower denture flange eased over the ulcer', '')).toEqual(['Denture adjustment']);
    // A verb before a denture that has its own verb after is another step's.
    expect(titlesOf('High spot adjusted denture polished', '')).toEqual([]);
    expect(titlesOf('Adjusted the denture', '')).toEqual(['Denture adjustment']);
    expect(todayTitles([item('Dentures tried in'), item('High spots eased')], [item('Fit of upper and lower complete dentures')])).toEqual(['Denture fit']);
  });

  it('gives no title of its own to a later step of a procedure titled with its teeth', () => {
    const tx = [item('Fissure sealants 36, 46 after cleaning with pumice', '36, 46'), item('Etched'), item('Sealant applied and cured'), item('Duraphat varnish applied to all teeth')];
    expect(todayTitles(tx, [])).toEqual(['Fissure sealants 36, 46', 'Fluoride varnish']);
    // Without teeth before it, the step names its procedure.
    expect(todayTitles([item('Etched'), item('Sealant applied and cured')], [])).toEqual(['Sealant']);
  });

  it('gives no prophy title for an instrument named for it', () => {
    expect(titlesOf('LR6, LL6 cleaned with prophy brush', 'LR6, LL6')).toEqual([]);
    expect(titlesOf('Cardiology letter on file: AB prophylaxis for all invasive dental tx', '')).toEqual([]);
    expect(titlesOf('Prophy with rubber cup', '')).toEqual(['Prophy']);
  });

  it('names a scale and polish typed S+P and varnish typed FV on its own, and gives brushing instruction no title', () => {
    expect(titlesOf('S+P', '')).toEqual(['Scale and polish']);
    expect(titlesOf('FV', '')).toEqual(['Fluoride varnish']);
    expect(titlesOf('FV declined', '')).toEqual([]);
    expect(generateNotes('recall exam two b w x letter s distal caries prophy f v d x caries letter s', { numbering: 'universal' })['TX TODAY']).toEqual(['Prophy', 'Fluoride varnish']);
    expect(generateNotes('hygiene appointment b p e two two one slash two two two s plus p o h i t b i')['TX TODAY']).toEqual(['Scale and polish', 'OHI']);
    expect(generateNotes('Check-up. OHI + TBI w/ mum. FS 36, 46. FV.')['TX TODAY']).toEqual(['OHI', 'Fissure sealant 36, 46', 'Fluoride varnish']);
  });

  it('names stainless steel crowns and silver diamine fluoride', () => {
    expect(titlesOf('Stainless steel crown placed #B with Fuji cement', '#B')).toEqual(['SSC #B']);
    expect(titlesOf('Silver diamine fluoride applied #I', '#I')).toEqual(['SDF #I']);
    expect(titlesOf('PMC fitted 84', '84')).toEqual(['SSC 84']);
  });

  it('gives a filling material without its tooth the tooth and surfaces of an earlier step', () => {
    const tx = [item('LA: 1 cartridge articaine 4%, buccal infiltration 25', '25'), item('25 MO caries removed', '25'), item('Composite placed')];
    expect(todayTitles(tx, [])).toEqual(['MO composite 25']);
    // Only one tooth with surfaces says which filling it was; the LA site does not.
    expect(todayTitles([item('LA: 1 cartridge, buccal infiltration 25', '25'), item('Composite placed')], [])).toEqual([]);
  });

  it('gives a filling material placed without its tooth one title per tooth an earlier step said with its own surfaces', () => {
    const tx = [item('#3 MO and #4 DO caries removed', '#3, #4'), item('Restored with Filtek Supreme A2 composite')];
    expect(todayTitles(tx, [])).toEqual(['MO composite #3', 'DO composite #4']);
    // Not when a tooth has no surfaces of its own.
    expect(todayTitles([item('#3 and #4 caries removed', '#3, #4'), item('Composite placed')], [])).toEqual([]);
  });

  it('takes the title from the reason for attending when the work is recorded but not named', () => {
    const cc = [item('Filling #19', '#19')];
    expect(todayTitles([item('Caries removed'), item('Composite placed in layers'), item('OHI given')], cc)).toEqual(['Filling #19', 'OHI']);
    expect(todayTitles([item('Supragingival scaling'), item('OHI given')], [item('Scale and polish')])).toEqual(['Scale and polish', 'OHI']);
    // Not a procedure done before, and not when treatment already names its own.
    expect(todayTitles([item('Socket irrigated with saline')], [item('Pain after extraction 37 4 days ago', '37')])).toEqual([]);
    expect(todayTitles([item('#8 M composite placed', '#8')], cc)).toEqual(['M composite #8']);
    // Beside another title, the reason gives only the filling the unnamed material was for.
    expect(todayTitles([item('Crown fit #3', '#3'), item('GIC placed')], [item('Crown fit #3 and extraction #1', '#3, #1')])).toEqual(['Crown fit #3']);
  });

  it('does not count a material something is done with, a liner or an old filling as placed', () => {
    expect(bareMaterial('Cemented with GIC', '')).toBeNull();
    expect(bareMaterial('Core placed with composite', '')).toBeNull();
    expect(bareMaterial('Old amalgam removed', '')).toBeNull();
    expect(bareMaterial('Composite placed', '')?.name).toBe('Composite');
  });

  it('works through the engine on run-on speech', () => {
    const n = generateNotes(
      'patient attended for treatment la one cartridge articaine buccal infiltration two five mesial occlusal caries removed composite placed occlusion checked',
    );
    expect(n['TX TODAY']).toEqual(['MO composite 25']);
  });

  it('takes no title from a procedure the complaint names as past ("suture removal 1 week after extraction of #32")', () => {
    const n = generateNotes('patient here for suture removal one week after extraction of number thirty two three sutures removed area rinsed with saline', { numbering: 'universal' });
    expect(n['TX TODAY']).toEqual([]);
  });

  it('takes the title from a complaint that says who referred the patient', () => {
    const n = generateNotes('patient attended for surgical extraction of lower left eight referred by her own dentist la two cartridges articaine buccal infiltration buccal flap raised bone removed tooth sectioned and elevated', { numbering: 'palmer' });
    expect(n['TX TODAY']).toEqual(['Surgical extraction LL8']);
    expect(generateNotes('patient attended for extraction four eight referred to oral surgery')['TX TODAY']).toEqual([]);
  });

  it('judges a complaint by the words around its first procedure', () => {
    const n = generateNotes('continuation of root canal treatment two six pulp extirpated at an emergency visit last week la one cartridge articaine buccal infiltration rubber dam placed canals shaped calcium hydroxide placed');
    expect(n['TX TODAY']).toEqual(['RCT 26']);
    expect(generateNotes('review of four seven extraction socket healing well socket irrigated with saline')['TX TODAY']).toEqual([]);
  });

  it('reads a check-up said well after the procedure as when it was planned', () => {
    const n = generateNotes('patient attended for filling four six as planned at check up no pain la one cartridge articaine buccal infiltration caries removed composite placed');
    expect(n['TX TODAY']).toEqual(['Filling 46']);
  });

  it('takes no title from a procedure only checked or taken off', () => {
    expect(titlesOf('Sealants checked with probe', '')).toEqual([]);
    expect(titlesOf('Temporary crown 19 carefully removed', '#19')).toEqual([]);
    expect(titlesOf('Oral hygiene instructions reviewed', '')).toEqual(['OHI']);
  });
});

describe('titles: old fillings taken out', () => {
  it('gives no title to an old filling taken out, told as a story or typed', () => {
    expect(generateNotes('treatment today took out the old mesial occlusal distal amalgam on fourteen put a mod composite on fourteen', { numbering: 'universal' })['TX TODAY']).toEqual(['MOD composite #14']);
    expect(generateNotes('Tx: removed old DO amalgam #4, DO composite #4 with Tofflemire.', { numbering: 'universal' })['TX TODAY']).toEqual(['DO composite #4']);
  });
});

describe('titles: a temporary crown put back on', () => {
  it('titles a temporary crown recemented as a crown recement, not a temporary crown made', () => {
    expect(generateNotes('temporary crown came off last night recemented temporary crown two four with tempbond excess removed')['TX TODAY']).toEqual(['Crown recement 24']);
    expect(generateNotes('Temp crown #8 recemented with TempBond NE.', { numbering: 'universal' })['TX TODAY']).toEqual(['Crown recement #8']);
    expect(generateNotes('treatment today crown prep 24, impressions, temporary crown in protemp')['TX TODAY']).toEqual(['Crown prep 24', 'Impressions', 'Temporary crown']);
  });
});
