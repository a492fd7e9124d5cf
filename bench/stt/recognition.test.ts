import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSphinxEngine } from '../../server/speech/create-engine.ts';
import { decodeToPcm } from '../../server/speech/decode.ts';
import { normalise } from './normalise.ts';
import { synthesise } from './render.ts';
import { VOICES } from './voices.ts';

const missing = ['text2wave', 'pocketsphinx_continuous', 'sphinx_lm_convert', 'ffmpeg'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
if (missing.length > 0) console.warn(`skipping the recognition test: ${missing.join(', ')} not installed (node scripts/system-deps.mjs test)`);

describe.skipIf(missing.length > 0)('adapted recogniser on synthetic dental dictation', () => {
  const engine = createSphinxEngine({ adapted: true });
  // Builds the adapted model on a fresh machine (about half a minute).
  beforeAll(() => engine.prepare(), 180_000);

  it('recognises tooth numbers, surfaces, conditions and anaesthetics', async () => {
    const speech = synthesise('The lower left six has distal caries. Local anaesthetic, articaine four percent with adrenaline.', VOICES[0]!);
    const heard = normalise((await engine.transcribe(await decodeToPcm(speech))).text).join(' ');
    for (const phrase of ['lower left 6', 'distal caries', 'local anesthetic', 'articaine 4 percent']) expect(heard).toContain(phrase);
  });
});
