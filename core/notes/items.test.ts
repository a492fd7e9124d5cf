import { describe, expect, it } from 'vitest';
import { listItems } from './items.ts';
import { prepare } from './prepare.ts';
import { nameProcedures, titlesOf } from './procedures.ts';

const items = (said: string, opts: Parameters<typeof listItems>[2] = {}) => {
  const doc = prepare(said, 'fdi');
  return listItems(doc, doc.text, opts).map((i) => i.text);
};

describe('list items', () => {
  it('splits at commas and "then", and at "and" only between two procedures', () => {
    expect(items('OHI, RSD in four quadrants, then 36 amalgam replacement', { name: true })).toEqual(['OHI', 'RSD in 4 quadrants', '36 amalgam replacement']);
    expect(items('scale and polish and fluoride varnish', { name: true })).toEqual(['Scale and polish', 'Fluoride varnish']);
    expect(items('exam and prophy in six months', { name: true })).toEqual(['Exam and prophy in 6 months']);
  });

  it('keeps teeth said together and drops the word linking a tooth', () => {
    expect(items('extraction of 18 and 28', { name: true })).toEqual(['Extraction 18, 28']);
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
  });
});
