import { describe, expect, it } from 'vitest';
import { dentalEntries, fracturedPart } from './dental.ts';
import { prepare } from './prepare.ts';
import type { Numbering } from './schema.ts';

const chart = (said: string, numbering: Numbering = 'fdi') => {
  const doc = prepare(said, numbering);
  return dentalEntries(doc, doc.text).map((d) => `${d.toothNumber}|${d.notationSystem}|${d.condition}|${d.fracture}`);
};

describe('chart entries', () => {
  it('gives each tooth its own finding, said tooth first', () => {
    expect(chart('36 has an occlusal cavity, 47 sound')).toEqual(['36|FDI|O cavity|null', '47|FDI|Sound|null']);
    expect(chart('18, 28, 38 and 48 missing')).toEqual(['18|FDI|Missing|null', '28|FDI|Missing|null', '38|FDI|Missing|null', '48|FDI|Missing|null']);
  });

  it("ends a list of missing teeth at a tooth with a finding of its own, and that finding where the next tooth's begins", () => {
    expect(chart('missing 18 28 38 48 36 MOD caries existing amalgam on 46')).toEqual([
      '18|FDI|Missing|null', '28|FDI|Missing|null', '38|FDI|Missing|null', '48|FDI|Missing|null', '36|FDI|MOD caries|null', '46|FDI|Existing amalgam|null',
    ]);
    expect(chart('missing 18 28 38 48 caries on 14')).toEqual(['18|FDI|Missing|null', '28|FDI|Missing|null', '38|FDI|Missing|null', '48|FDI|Missing|null', '14|FDI|Caries|null']);
  });
  it('keeps a minus said as the last test result', () => {
    expect(chart('#13 and #15 cold normal, percussion -.', 'universal')).toEqual(['13|Universal|Cold normal, percussion -|null', '15|Universal|Cold normal, percussion -|null']);
  });

  it('reads a finding said before the tooth', () => {
    expect(chart('buccal vestibule swelling #3, TTP', 'universal')).toEqual(['3|Universal|Buccal vestibule swelling, TTP|null']);
    expect(chart('caries on the distal of 36')).toEqual(['36|FDI|D caries|null']);
  });

  it('leaves out where a tooth is, said after it in a story', () => {
    expect(chart('36 has a large DO cavity and 37 next door has a small occlusal lesion')).toEqual(['36|FDI|Large DO cavity|null', '37|FDI|Small O lesion|null']);
    expect(chart('number four right in front of it has a small distal lesion', 'universal')).toEqual(['4|Universal|Small D lesion|null']);
  });

  it('charts teeth typed with a slash as teeth said together', () => {
    expect(chart('26 O comp sound; 36/46 FS intact')).toEqual(['26|FDI|O comp sound|null', '36|FDI|FS intact|null', '46|FDI|FS intact|null']);
  });

  it('gives a surface said alone the finding said just before it', () => {
    expect(chart('caries distal of 15 and mesial of 16')).toEqual(['15|FDI|D caries|null', '16|FDI|M caries|null']);
    expect(chart('36 sound 37 mesial')).toEqual(['36|FDI|Sound|null', '37|FDI|Mesial|null']);
  });

  it('writes teeth in the chosen numbering', () => {
    expect(chart('lower left six large distal cavity', 'palmer')).toEqual(['LL6|Palmer|Large D cavity|null']);
    expect(chart('tooth k occlusal caries', 'universal')).toEqual(['K|Universal|O caries|null']);
  });

  it('records what is fractured', () => {
    expect(chart('47 fractured disto lingual cusp')).toEqual(['47|FDI|Fractured DL cusp|DL cusp']);
    expect(fracturedPart('Chipped incisal edge, no mobility')).toBe('Incisal edge');
    expect(fracturedPart('L cusp fractured')).toBe('L cusp');
    expect(fracturedPart('Mesial marginal ridge fractured, old amalgam')).toBe('Mesial marginal ridge');
    expect(fracturedPart('Fractured to the gingiva')).toBe('Not specified');
    expect(fracturedPart('TTP, no fracture')).toBeNull();
  });

  it('keeps the "in" of teeth coming in', () => {
    expect(chart('letters a and j mobile with the premolars coming in letters k and t occlusal amalgams intact', 'universal')).toEqual([
      'A|Universal|Mobile with the premolars coming in|null',
      'J|Universal|Mobile with the premolars coming in|null',
      'K|Universal|O amalgams intact|null',
      'T|Universal|O amalgams intact|null',
    ]);
  });

  it('charts every tooth of a range said before its finding, but not a range a swelling is said at', () => {
    expect(chart('18 to 14 all sound 13 to 23 sound')).toEqual(
      ['18', '17', '16', '15', '14'].map((t) => `${t}|FDI|Sound|null`).concat(['13', '12', '11', '21', '22', '23'].map((t) => `${t}|FDI|Sound|null`)),
    );
    expect(chart('42-32 missing. 33 sound.')).toEqual(['42|FDI|Missing|null', '41|FDI|Missing|null', '31|FDI|Missing|null', '32|FDI|Missing|null', '33|FDI|Sound|null']);
    expect(chart('#18 through #20 sound', 'universal')).toEqual(['18|Universal|Sound|null', '19|Universal|Sound|null', '20|Universal|Sound|null']);
    expect(chart('fluctuant buccal swelling #29-#30.', 'universal')).toEqual(['29|Universal|Fluctuant buccal swelling|null']);
  });

  it('gives a finding said the same on the other side, or on named teeth, to those teeth too', () => {
    expect(chart('16 MOD amalgam sound same on the other side 36 crown')).toEqual(['16|FDI|MOD amalgam sound|null', '26|FDI|MOD amalgam sound|null', '36|FDI|Crown|null']);
    expect(chart('36 O caries, same on 46')).toEqual(['36|FDI|O caries|null', '46|FDI|O caries|null']);
    expect(chart('upper right d sound same on the left', 'palmer')).toEqual(['URD|Palmer|Sound|null', 'ULD|Palmer|Sound|null']);
    expect(chart('26 MOD amalgam, sound; same on 36. 25 distal caries.')).toEqual(['26|FDI|MOD amalgam, sound|null', '36|FDI|MOD amalgam, sound|null', '25|FDI|D caries|null']);
    expect(chart('number 3 MOD amalgam with recurrent decay same thing on 14 number 8 dark grey', 'universal')).toEqual([
      '3|Universal|MOD amalgam with recurrent decay|null', '14|Universal|MOD amalgam with recurrent decay|null', '8|Universal|Dark grey|null',
    ]);
  });

  it('charts both teeth of a kind said in the plural', () => {
    expect(chart('both lower sevens fissure sealed')).toEqual(['37|FDI|Fissure sealed|null', '47|FDI|Fissure sealed|null']);
    expect(chart('upper sixes not through yet', 'palmer')).toEqual(['UR6|Palmer|Not through yet|null', 'UL6|Palmer|Not through yet|null']);
  });

  it('does not chart a tooth named only as a place', () => {
    expect(chart('small ulcer adjacent to UL5', 'palmer')).toEqual([]);
    expect(chart('#14 supraerupted toward #19 space', 'universal')).toEqual(['14|Universal|Supraerupted toward #19 space|null']);
    expect(chart('sinus tract on the facial gingiva above #8', 'universal')).toEqual([]);
  });
});

describe('chart entries said in mixed order', () => {
  it('reads a finding said before one tooth and after the next', () => {
    expect(chart('there is caries on the distal of 15 and 16 has a cracked mesial marginal ridge 17 sound')).toEqual([
      '15|FDI|D caries|null',
      '16|FDI|Cracked M marginal ridge|null',
      '17|FDI|Sound|null',
    ]);
  });

  it('reads findings said before each tooth', () => {
    expect(chart('distal caries on 12 occlusal caries 18 and 31 existing crown 3', 'universal')).toEqual([
      '12|Universal|D caries|null',
      '18|Universal|O caries|null',
      '31|Universal|O caries|null',
      '3|Universal|Existing crown|null',
    ]);
  });

  it('reads teeth listed after "numbers" without "and"', () => {
    expect(chart('numbers 1 16 17 and 32 missing', 'universal')).toEqual(['1|Universal|Missing|null', '16|Universal|Missing|null', '17|Universal|Missing|null', '32|Universal|Missing|null']);
  });

  it('ends a finding said before its tooth at a tooth said right after it with words of its own', () => {
    expect(chart('early caries on the distal of upper left five upper left seven fissure sealant partly lost', 'palmer')).toEqual([
      'UL5|Palmer|Early D caries|null',
      'UL7|Palmer|Fissure sealant partly lost|null',
    ]);
    expect(chart('caries on the distal of 36 37')).toEqual(['36|FDI|D caries|null', '37|FDI|D caries|null']);
    // So before more teeth, unless its words lead on to them.
    expect(chart('crowns on the upper left six and seven lower right seven MO amalgam upper right one chipped incisal edge', 'palmer')).toEqual([
      'UL6|Palmer|Crowns|null',
      'UL7|Palmer|Crowns|null',
      'LR7|Palmer|MO amalgam|null',
      'UR1|Palmer|Chipped incisal edge|Incisal edge',
    ]);
    // A finding said after its tooth ends where the next tooth's, said before it, begins.
    expect(chart('number fourteen fractured mesial lingual cusp existing mesial occlusal amalgam on fourteen', 'universal')).toEqual([
      '14|Universal|Fractured ML cusp|ML cusp',
      '14|Universal|Existing MO amalgam|null',
    ]);
    expect(chart('missing 18 28 38 48 caries on 14 and 15')).toEqual(['18|FDI|Missing|null', '28|FDI|Missing|null', '38|FDI|Missing|null', '48|FDI|Missing|null', '14|FDI|Caries|null', '15|FDI|Caries|null']);
  });

  it('keeps words linked by "with" after a tooth whose finding was said before it, and reads the next tooth forwards', () => {
    expect(chart('fractured mesio palatal cusp on upper left six with a large amalgam lower left six occlusal caries', 'palmer')).toEqual([
      'UL6|Palmer|Fractured MP cusp with a large amalgam|MP cusp',
      'LL6|Palmer|O caries|null',
    ]);
  });

  it('gives a state said before the last teeth to them when nothing is said after them', () => {
    expect(chart('16 and 26 mesial occlusal distal amalgams satisfactory missing 18 28 38 and 48')).toEqual([
      '16|FDI|MOD amalgams satisfactory|null', '26|FDI|MOD amalgams satisfactory|null',
      '18|FDI|Missing|null', '28|FDI|Missing|null', '38|FDI|Missing|null', '48|FDI|Missing|null',
    ]);
    expect(chart('36 occlusal caries 37 missing')).toEqual(['36|FDI|O caries|null', '37|FDI|Missing|null']);
  });

  it('hands a finding on with "also on" and "as well"', () => {
    expect(chart('thirty seven occlusal caries also on forty seven forty six implant crown sound')).toEqual(['37|FDI|O caries|null', '47|FDI|O caries|null', '46|FDI|Implant crown sound|null']);
    expect(chart('lower left six buccal pit caries and the one behind it as well', 'palmer')).toEqual(['LL6|Palmer|B pit caries|null', 'LL7|Palmer|B pit caries|null']);
  });
  it('charts teeth joined with "+" with one finding', () => {
    expect(chart('LL6 + LR6 deep fissures, no caries', 'palmer')).toEqual(['LL6|Palmer|Deep fissures, no caries|null', 'LR6|Palmer|Deep fissures, no caries|null']);
  });
  it('charts no tooth named as the far end of a space', () => {
    expect(chart('lower crowding has resolved there is a small black triangle between 24 and 25', 'universal')).toEqual([]);
  });
});
