import { describe, expect, it } from 'vitest';
import { numberHomophones } from './homophones.ts';

describe('numberHomophones', () => {
  it('writes the unit a tens word is followed by', () => {
    expect(numberHomophones('missing teeth number one number thirty to tooth number twenty nine')).toBe('missing teeth number one number thirty two tooth number twenty nine');
    expect(numberHomophones('caries on twenty for distal')).toBe('caries on twenty four distal');
    expect(numberHomophones('number forty too')).toBe('number forty two');
  });

  it('leaves a range, a time and ordinary speech alone', () => {
    expect(numberHomophones('bone loss twenty to thirty percent')).toBe('bone loss twenty to thirty percent');
    expect(numberHomophones('pockets of thirty to forty')).toBe('pockets of thirty to forty');
    expect(numberHomophones('referred to the hospital for review')).toBe('referred to the hospital for review');
    expect(numberHomophones('twenty to 5')).toBe('twenty to 5');
  });

  it('hears "two" for "tooth" before a digit in a dictation that names teeth digit by digit', () => {
    expect(numberHomophones('the three seven has buccal caries plan composites on the three seven and tooth four')).toBe('the three seven has buccal caries plan composites on the three seven and two four');
    // Not where teeth are numbered as Universal does, nor after scores.
    expect(numberHomophones('tooth four has a crack tooth five is fine number thirty')).toBe('tooth four has a crack tooth five is fine number thirty');
    expect(numberHomophones('bpe two one two two two two tooth four mobile')).toBe('bpe two one two two two two tooth four mobile');
  });

  it('hears "four" for "floor" after a quadrant digit in such a dictation, but keeps the floor of the mouth', () => {
    expect(numberHomophones('the one six is sound distal caries on the three six and the two floor plan composites')).toBe('the one six is sound distal caries on the three six and the two four plan composites');
    expect(numberHomophones('the three six and the one five are sound floor of the mouth normal')).toBe('the three six and the one five are sound floor of the mouth normal');
    expect(numberHomophones('caries on the two floor')).toBe('caries on the two floor');
  });
});
