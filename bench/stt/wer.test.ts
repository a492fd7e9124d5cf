import { describe, expect, it } from 'vitest';
import { align, spanCorrect, wer } from './align.ts';
import { normalise } from './normalise.ts';
import { parseReference, spokenText } from './reference.ts';

describe('normalise', () => {
  it('drops case, punctuation and fillers', () => {
    expect(normalise('Uh, what brings you in here today?')).toEqual(['what', 'brings', 'you', 'in', 'here', 'today']);
    expect(normalise("Uhm, so I've had this runny nose.")).toEqual(['so', "i've", 'had', 'this', 'runny', 'nose']);
  });

  it('turns spoken numbers into digits the same way on both sides', () => {
    expect(normalise('twenty two thousand six hundred parts per million')).toEqual(['22600', 'parts', 'per', 'million']);
    expect(normalise('one in eighty thousand')).toEqual(['1', 'in', '80000']);
    expect(normalise('one hundred and twenty')).toEqual(['120']);
    expect(normalise('two point two millilitres')).toEqual(['2.2', 'milliliters']);
    // Digits said one by one (FDI teeth, BPE scores) stay separate tokens.
    expect(normalise('tooth three six')).toEqual(['tooth', '3', '6']);
    expect(normalise('B P E two one two, two one three')).toEqual(['bpe', '2', '1', '2', '2', '1', '3']);
    expect(normalise('number thirty two')).toEqual(['number', '32']);
    expect(normalise('4% articaine')).toEqual(['4', 'percent', 'articaine']);
  });

  it('joins spelled letters and maps UK spellings to US ones', () => {
    expect(normalise('An M O D composite')).toEqual(normalise('an mod composite'));
    expect(normalise('local anaesthetic, generalised')).toEqual(['local', 'anesthetic', 'generalized']);
    expect(normalise('mesio-occlusal')).toEqual(['mesio', 'occlusal']);
    expect(normalise('Mr. Dashwood')).toEqual(['mister', 'dashwood']);
  });
});

describe('align', () => {
  it('counts substitutions, deletions and insertions', () => {
    const count = (ref: string, hyp: string) => {
      const a = align(ref.split(' '), hyp.split(' '));
      return [a.substitutions, a.deletions, a.insertions];
    };
    expect(count('distal caries upper left six', 'distal carries upper left six')).toEqual([1, 0, 0]);
    expect(count('distal caries upper left six', 'distal upper left six')).toEqual([0, 1, 0]);
    expect(count('distal caries upper left six', 'distal caries on upper left six')).toEqual([0, 0, 1]);
    expect(wer(align('the cat sat on the mat'.split(' '), 'the cat sat the hat today'.split(' ')))).toBeCloseTo(3 / 6);
  });

  it('scores empty references and perfect matches', () => {
    expect(wer(align([], []))).toBe(0);
    expect(wer(align([], ['noise']))).toBe(1);
    expect(wer(align(['a', 'b'], ['a', 'b']))).toBe(0);
    expect(wer(align(['a', 'b'], []))).toBe(1);
  });

  it('judges a tooth span correct only if every token matched and nothing was inserted inside', () => {
    const ref = 'the upper left six has caries'.split(' ');
    expect(spanCorrect(align(ref, 'the upper left six has caries'.split(' ')), 1, 4)).toBe(true);
    expect(spanCorrect(align(ref, 'the upper left sex has caries'.split(' ')), 1, 4)).toBe(false);
    expect(spanCorrect(align(ref, 'the upper left and six has caries'.split(' ')), 1, 4)).toBe(false);
    // Errors outside the span do not count against it.
    expect(spanCorrect(align(ref, 'a upper left six is caries'.split(' ')), 1, 4)).toBe(true);
  });
});

describe('parseReference', () => {
  it('finds marked tooth references as token spans', () => {
    const r = parseReference('The [upper right six] and tooth [number fourteen], [three six].');
    expect(r.tokens).toEqual(['the', 'upper', 'right', '6', 'and', 'tooth', 'number', '14', '3', '6']);
    expect(r.teeth.map((t) => r.tokens.slice(t.start, t.end).join(' '))).toEqual(['upper right 6', 'number 14', '3 6']);
    expect(spokenText('The [upper right six] has caries.')).toBe('The upper right six has caries.');
  });
});
