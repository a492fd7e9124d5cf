import { describe, expect, it } from 'vitest';
import { abbreviateSingleSurfaces, abbreviateSurfaceRuns, surfaceCode, upperCaseSurfaceCodes } from './surfaces.ts';

describe('surfaces', () => {
  it.each([
    ['mesial occlusal distal composite', 'MOD composite'],
    ['disto-occlusal', 'DO'],
    ['occluso distal', 'DO'],
    ['mesio lingual cusp', 'ML cusp'],
    ['mesial incisal edge', 'MI edge'],
    ['mesiobuccal mesiolingual and distal canals', 'MB ML and distal canals'],
    ['distal caries', 'distal caries'],
  ])('runs: %s → %s', (said, written) => expect(abbreviateSurfaceRuns(said)).toBe(written));

  it('keeps the side a step came from as a word', () => {
    expect(abbreviateSingleSurfaces('accessed from palatal canal was calcified')).toBe('accessed from palatal canal was calcified');
    expect(abbreviateSingleSurfaces('caries on the distal')).toBe('D caries');
  });

  it('orders codes conventionally', () => {
    expect(surfaceCode(['D', 'O'])).toBe('DO');
    expect(surfaceCode(['O', 'D', 'M'])).toBe('MOD');
    expect(surfaceCode(['B', 'D'])).toBe('DB');
    expect(surfaceCode(['M', 'O', 'B'])).toBe('MOB');
  });

  it.each([
    ['deep distal caries', 'deep D caries'],
    ['caries on the distal', 'D caries'],
    ['mesial brown stain, no cavitation', 'M brown stain, no cavitation'],
    ['fractured palatal cusp', 'fractured P cusp'],
    ['crack on the distal marginal ridge', 'crack on the D marginal ridge'],
    ['buccal glass ionomer placed', 'B glass ionomer placed'],
    ['buccal sinus', 'buccal sinus'],
    ['recurrent caries distally', 'recurrent caries distally'],
    ['chipped incisal edge', 'chipped incisal edge'],
  ])('single surfaces in chart entries: %s → %s', (said, written) => expect(abbreviateSingleSurfaces(said)).toBe(written));

  it('writes lower-case codes as codes only before a lesion or restoration', () => {
    expect(upperCaseSurfaceCodes('mo composite and do caries')).toBe('MO composite and DO caries');
    expect(upperCaseSurfaceCodes('do not bite')).toBe('do not bite');
    expect(upperCaseSurfaceCodes('we can do a root canal or do the filling today')).toBe('we can do a root canal or do the filling today');
  });
});

it('moves a surface said after a lesion or margin in front of it when another finding follows', () => {
  expect(abbreviateSingleSurfaces('small open margin on the distal no decay')).toBe('small open D margin no decay');
  expect(abbreviateSingleSurfaces('soft caries on the distal not tender to percussion')).toBe('soft D caries not tender to percussion');
  // Not when the surface names a place said on ("on the distal surface").
  expect(abbreviateSingleSurfaces('caries on the distal surface')).toBe('caries on the distal surface');
});

it('abbreviates a single surface before an abfraction, as before abrasion or erosion', () => {
  expect(abbreviateSingleSurfaces('buccal abfraction lesions')).toBe('B abfraction lesions');
});

it('keeps a canal named by its place ("middle mesial canal") in words', () => {
  expect(abbreviateSingleSurfaces('4 canals located including a middle mesial canal')).toBe('4 canals located including a middle mesial canal');
});

it('reads a Palmer primary tooth after a lesion or filling as the tooth, not a surface code', () => {
  expect(abbreviateSingleSurfaces('caries LLD, LLE, ULE')).toBe('caries LLD, LLE, ULE');
  expect(abbreviateSingleSurfaces('glass ionomer filling LLD')).toBe('glass ionomer filling LLD');
  expect(abbreviateSingleSurfaces('soft caries on the distal no decay elsewhere')).toBe('soft D caries no decay elsewhere');
});

it('moves a surface said after a lesion in front of the words that say its kind', () => {
  expect(abbreviateSingleSurfaces('partial abutment root caries on the facial')).toBe('partial abutment F root caries');
  expect(abbreviateSingleSurfaces('small open margin on the distal no decay')).toBe('small open D margin no decay');
});

describe('surfaces: a recurrent lesion', () => {
  it('puts the surface said after it next to the lesion, after the word that says how it came', () => {
    expect(abbreviateSingleSurfaces('MO amalgam lost with recurrent caries on the mesial')).toBe('MO amalgam lost with recurrent M caries');
    expect(abbreviateSingleSurfaces('root caries on the facial')).toBe('F root caries');
  });
});

describe('surfaces: white spot lesions', () => {
  it('puts the surface said after them in front of the words that say what they are', () => {
    expect(abbreviateSingleSurfaces('white spot lesions facial')).toBe('F white spot lesions');
  });
});

describe('surfaces: the more108–more110 round', () => {
  it('reads no surface code in a lower-case word after a restoration ("old composite off")', () => {
    expect(abbreviateSingleSurfaces('old composite off')).toBe('old composite off');
    expect(abbreviateSingleSurfaces('composite distal')).toBe('D composite');
    expect(abbreviateSingleSurfaces('caries MO')).toBe('MO caries');
  });
});
