import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictations, type Split } from './dictations.ts';
import { parseReference, type Reference } from './reference.ts';
import { audioPath } from './render.ts';
import { VOICES } from './voices.ts';

/** real: shared/audio recordings; dev / heldout / heldout2: the synthetic dental dictations. */
export type ClipSet = 'real' | Split;

export interface Clip {
  set: ClipSet;
  id: string;
  /** Festival voice for synthetic clips. */
  voice?: string;
  audio: string;
  reference: Reference;
}

/** The shared real-speech clips: CHAIRSIDE_SHARED_AUDIO, else shared/audio beside the repository. */
export function sharedAudioDir(): string {
  return process.env.CHAIRSIDE_SHARED_AUDIO ?? resolve(fileURLToPath(new URL('../../../shared/audio', import.meta.url)));
}

/** The 7-minute two-speaker consultation is optional: it alone takes longer than all other real clips. */
const LONG_CLIPS = new Set(['osce_RES0091']);

export function realClips({ includeLong = false } = {}): Clip[] {
  const dir = sharedAudioDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.wav') && existsSync(join(dir, f.replace(/\.wav$/, '.txt'))))
    .map((f) => basename(f, '.wav'))
    .filter((id) => includeLong || !LONG_CLIPS.has(id))
    .sort()
    .map((id) => ({ set: 'real' as const, id, audio: join(dir, `${id}.wav`), reference: parseReference(readFileSync(join(dir, `${id}.txt`), 'utf8')) }));
}

export function syntheticClips(voices: readonly string[] = VOICES.map((v) => v.id)): Clip[] {
  return VOICES.filter((v) => voices.includes(v.id)).flatMap((voice) =>
    dictations().map((d) => ({ set: d.split, id: d.id, voice: voice.id, audio: audioPath(d, voice), reference: parseReference(d.marked) })),
  );
}
