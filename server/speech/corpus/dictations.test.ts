import { describe, expect, it } from 'vitest';
import { readDictations, spokenRuns } from './dictations.ts';

const every = () => true;

describe('dictations as the language model reads them', () => {
  it('writes numbers, decimals and percentages as the words a dentist says', () => {
    expect(spokenRuns('LA 2.2 ml articaine 4% on 36, then UR6', every)).toEqual([
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

  it('is the recogniser-style dev dictations of the notes corpus, kept up to date (npm run speech:dictations)', async () => {
    const { exportDictations } = await import('../../../scripts/speech/dictations.ts');
    const lines = readDictations();
    expect(lines.join(' ').split(' ').length).toBeGreaterThan(20_000);
    expect(lines).toEqual(exportDictations());
  });
});
