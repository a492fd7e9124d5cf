import { describe, expect, it } from 'vitest';
import { readDictations, sayWritten, spokenRuns } from './dictations.ts';

const every = () => true;

describe('dictations as the language model reads them', () => {
  it('writes numbers, decimals and percentages as the words a dentist says', () => {
    expect(spokenRuns('LA 2.2ml articaine 4% on 36, then UR6', every)).toEqual([
      'la two point two ml articaine four percent on thirty six then ur six',
    ]);
  });

  it('joins letters spelled one by one into the abbreviation token the dictionary says, and drops fillers', () => {
    expect(spokenRuns('um extra oral n a d uh b p e one one two', every)).toEqual(['extra oral nad bpe one one two']);
    // Letters that spell no known abbreviation stay letters ("shade a two").
    expect(spokenRuns('shade a two', every)).toEqual(['shade a two']);
  });

  it('ends a run at a word the decoder cannot say, so no word pair spans it', () => {
    const known = (w: string) => w !== 'zyrtec';
    expect(spokenRuns('takes zyrtec for hay fever', known)).toEqual(['takes', 'for hay fever']);
    expect(spokenRuns('zyrtec', known)).toEqual([]);
  });

  it('ends a run where a written sentence ends, not at a decimal point', () => {
    expect(spokenRuns('MH no changes. LA 2.2 ml given; review', every)).toEqual(['mh no changes', 'la two point two ml given', 'review']);
  });

  it('says typed notes as a dentist would dictate them', () => {
    expect(sayWritten('Pt c/o pain #19, PD 5-7mm on #12-#15. Class II furcation. 2% lido 1:100,000. Review 2/52, 1/7.', 'universal')).toBe(
      'patient complains of pain number 19, probing depths 5 to 7 millimetres on number 12 to number 15. Class two furcation. 2% lido 1 in 100000. Review 2 weeks, 1 day.',
    );
    // FDI teeth said digit by digit and as tens in turn; a Palmer primary tooth's letter apart from its quadrant.
    expect(sayWritten('36 and 46 DO, LLD', 'fdi')).toBe('three six and 46 DO, LL D');
    expect(sayWritten('36 and 46', 'universal')).toBe('36 and 46');
  });

  it('is the dev dictations of the notes corpus, kept up to date (npm run speech:dictations)', async () => {
    const { exportDictations } = await import('../../../scripts/speech/dictations.ts');
    const lines = readDictations();
    expect(lines.join(' ').split(' ').length).toBeGreaterThan(40_000);
    expect(lines).toEqual(exportDictations());
  });
});
