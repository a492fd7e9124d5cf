import { expect, it } from 'vitest';
import { generateNotes } from '../../core/notes/engine.ts';
import { ClinicalNotes } from '../../core/notes/schema.ts';
import { splits } from './corpus/index.ts';

// A recording can start or stop anywhere: whatever piece of a dictation the recogniser hands over, the engine gives
// schema-valid notes and never throws.
it('gives schema-valid notes for any piece of a corpus dictation', () => {
  // About 100 dictations spread over the corpus, however large it grows, so the test's time stays bounded.
  const step = Math.ceil(splits.dev.length / 100);
  const cases = splits.dev.filter((_, n) => n % step === 0);
  let pieces = 0;
  for (const c of cases) {
    const words = c.transcript.split(/\s+/);
    for (let k = 0; k < words.length; k += 5) {
      for (const text of [words.slice(k).join(' '), words.slice(k, k + 12).join(' ')]) {
        expect(() => ClinicalNotes.parse(generateNotes(text, { numbering: c.numbering })), `${c.id} from word ${k}`).not.toThrow();
        pieces++;
      }
    }
  }
  expect(pieces).toBeGreaterThan(500);
}, 180_000);
