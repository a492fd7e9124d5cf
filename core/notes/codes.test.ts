import { expect, it } from 'vitest';
import { normaliseCodes } from './codes.ts';

it('writes shades and file sizes said apart as one code, leaving counts alone', () => {
  expect(normaliseCodes('shade a 2, Filtek Supreme a 1, ProTaper to f 2')).toBe('shade A2, Filtek Supreme A1, ProTaper to F2');
  expect(normaliseCodes('shade a3.5')).toBe('shade A3.5');
  expect(normaliseCodes('to a 2 week review, shade a 2 weeks')).toBe('to a 2 week review, shade a 2 weeks');
});

it('writes a shade said after its verb as one code', () => {
  expect(normaliseCodes('shade selected a 1 enamel bevelled')).toBe('shade selected A1 enamel bevelled');
  expect(normaliseCodes('shade taken a 3 abutments prepared')).toBe('shade taken A3 abutments prepared');
  expect(normaliseCodes('shade taken a 2 weeks ago')).toBe('shade taken a 2 weeks ago');
});
