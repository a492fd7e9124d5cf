import { describe, expect, it } from 'vitest';
import { addresses, places } from './places.ts';

const found = (text: string, detect: typeof places) => [...detect(text)].sort((a, b) => a.start - b.start).map((f) => text.slice(f.start, f.end));

describe('places', () => {
  it('finds street addresses, written or said', () => {
    expect(found('Address Flat 3, 17 Kings Road, Brighton', addresses)).toEqual(['Flat 3, 17 Kings Road']);
    expect(found('at 221B Baker Street and PO Box 4471', addresses)).toEqual(['221B Baker Street', 'PO Box 4471']);
    expect(found('she lives at forty two acacia avenue', addresses)).toEqual(['forty two acacia avenue']);
    expect(found('12 patients seen by Dr Lee; 4 Gracey curettes', addresses)).toEqual([]);
  });

  it('finds towns, hospitals and practices', () => {
    expect(found('lives in Harrogate, seen at Park Road Surgery and the Royal London Hospital', places)).toEqual([
      'Harrogate',
      'Park Road Surgery',
      'Royal London Hospital',
    ]);
    expect(found('Austin, TX and new york', places)).toEqual(['Austin', 'new york']);
    expect(found('referred to Oral Surgery; tooth mobile grade 1; from IP 10.0.0.1', places)).toEqual([]);
  });
});
