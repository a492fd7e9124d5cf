import { readFileSync } from 'node:fs';
import { decodeToPcm, SAMPLE_RATE } from '../../server/speech/decode.ts';
import type { SpeechEngine } from '../../server/speech/engine.ts';
import { align, spanCorrect, wer, type Alignment } from './align.ts';
import type { Clip } from './clips.ts';
import { normalise } from './normalise.ts';

export interface ClipResult {
  clip: Clip;
  engine: string;
  hypothesis: string;
  alignment: Alignment;
  wer: number;
  teeth: { total: number; correct: number };
  /** Audio length. */
  seconds: number;
  /** Wall time to decode the file and recognise it. */
  elapsed: number;
}

/** Transcribes each clip with the engine (`jobs` at a time) and scores it against its reference. */
export async function evaluate(engine: SpeechEngine, clips: readonly Clip[], { jobs = 1, onResult = (_: ClipResult) => {} } = {}): Promise<ClipResult[]> {
  const results: ClipResult[] = new Array(clips.length);
  let next = 0;
  const worker = async () => {
    while (next < clips.length) {
      const i = next++;
      const clip = clips[i]!;
      const started = performance.now();
      const pcm = await decodeToPcm(readFileSync(clip.audio));
      const { text } = await engine.transcribe(pcm);
      const elapsed = (performance.now() - started) / 1000;
      const alignment = align(clip.reference.tokens, normalise(text));
      const correct = clip.reference.teeth.filter((t) => spanCorrect(alignment, t.start, t.end)).length;
      results[i] = { clip, engine: engine.name, hypothesis: text, alignment, wer: wer(alignment), teeth: { total: clip.reference.teeth.length, correct }, seconds: pcm.length / 2 / SAMPLE_RATE, elapsed };
      onResult(results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return results;
}
