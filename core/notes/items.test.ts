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

  it('keeps teeth said after a planned procedure with it, and teeth said first with the next', () => {
    expect(items('extraction 18 root canal treatment 26', { name: true, runOn: true })).toEqual(['Extraction 18', 'RCT 26']);
    expect(items('MO composite 36 crown 46', { name: true, runOn: true })).toEqual(['MO composite 36', 'Crown 46']);
    expect(items('15 DO composite 16 MO composite', { name: true, runOn: true })).toEqual(['15 DO composite', '16 MO composite']);
  });

  it('starts a verb-last step after a step said with its instrument or material', () => {
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
