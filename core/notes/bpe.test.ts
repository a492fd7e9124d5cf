import { describe, expect, it } from 'vitest';
import { markBpe, readScores } from './bpe.ts';
import { render, type Doc } from './markup.ts';

const bpe = (text: string) => {
  const doc: Doc = { text, entities: [], numbering: 'fdi' };
  markBpe(doc);
  return render(doc, doc.text);
};

describe('BPE / PSR', () => {
  it.each([
    ['bpe 2 1 2 2 1 3', 'BPE 2 1 2 / 2 1 3'],
    ['BPE 2 2 3* / 2 2 2.', 'BPE 2 2 3* / 2 2 2.'],
    ['bpe 4 3 4 star 4 4 3 full', 'BPE 4 3 4* / 4 4 3 full'],
    ['psr 212/213', 'PSR 2 1 2 / 2 1 3'],
    ['BPE 2 1 2 / X 1 2', 'BPE 2 1 2 / X 1 2'],
    ['bpe, 0 0 0 0 0 0.', 'BPE 0 0 0 / 0 0 0.'],
    ['bpe all ones', 'BPE 1 1 1 / 1 1 1'],
    ['bpe upper 4 3 4 lower 4 4 3 41 grade 2', 'BPE upper 4 3 4 lower 4 4 3 41 grade 2'],
    ['BPE upper: 212, lower: 223', 'BPE upper 2 1 2 lower 2 2 3'],
    ['bpe 2 1 2 upper 3 bleeding', 'bpe 2 1 2 upper 3 bleeding'],
    ['bpe on the natural teeth 2 1 2 2 2 2', 'BPE on the natural teeth 2 1 2 / 2 2 2'],
    ['PSR for remaining dentition: 3 2 3 / 3 3 2', 'PSR for remaining dentition 3 2 3 / 3 3 2'],
  ])('%s → %s', (said, written) => expect(bpe(said)).toBe(written));

  it('leaves an incomplete set of scores as said', () => {
    expect(bpe('bpe 2 1 taken')).toBe('bpe 2 1 taken');
    expect(readScores(' 3 3 2').scores).toEqual(['3', '3', '2']);
  });
});
