import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AUDIO_DIR, dictations, type Dictation } from './dictations.ts';
import { festivalLexicon } from './festival-lexicon.ts';
import { spokenText } from './reference.ts';
import { VOICES, type Voice } from './voices.ts';

/** Where the synthetic rendering of a dictation in a voice lives. */
export function audioPath(d: Dictation, voice: Voice): string {
  return join(AUDIO_DIR, voice.id, d.split, `${d.id}.wav`);
}

/** Speaks text with festival's text2wave in the given voice, using our dental pronunciations; returns a WAV file in memory. */
export function synthesise(text: string, voice: Voice): Buffer {
  const tts = spawnSync('text2wave', ['-eval', voice.select, '-eval', `(begin ${festivalLexicon()})`], { input: ttsText(text), maxBuffer: 1 << 28 });
  if (tts.status !== 0 || tts.stdout.length === 0) throw new Error(`text2wave failed: ${tts.error?.message ?? tts.stderr.toString().trim()}`);
  return tts.stdout;
}

/** Festival reads a lone capital A as the article "uh"; a dentist saying "shade A two" or "tooth A" says the letter. */
function ttsText(text: string): string {
  return text.replace(/([^.!?\s]\s+)A\b/g, '$1ay');
}

/**
 * Renders every dictation in every voice (synthetic speech, not a recording of anyone), skipping
 * renderings newer than their text unless `force`. Returns how many files were written.
 */
export function renderDictations({ force = false, log = (_: string) => {} } = {}): number {
  mkdirSync(AUDIO_DIR, { recursive: true });
  writeFileSync(join(AUDIO_DIR, 'README.txt'), 'SYNTHETIC SPEECH: festival text-to-speech renderings of bench/stt/dictations, made by bench/stt/render.ts. Not recordings of anyone.\n');
  let written = 0;
  for (const voice of VOICES) {
    for (const d of dictations()) {
      const out = audioPath(d, voice);
      if (!force && existsSync(out) && statSync(out).mtimeMs > statSync(d.file).mtimeMs) continue;
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, synthesise(spokenText(d.marked), voice));
      log(`rendered ${voice.id}/${d.split}/${d.id}`);
      written++;
    }
  }
  return written;
}
