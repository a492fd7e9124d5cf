import { spawn } from 'node:child_process';
import { UnreadableAudioError } from './engine.ts';

export const SAMPLE_RATE = 16_000;
/** Below a tenth of a second there is nothing to recognise. */
const MIN_SAMPLES = SAMPLE_RATE / 10;

/**
 * Decodes any audio ffmpeg reads (WAV, WebM/Opus, MP3, M4A…) to 16 kHz mono signed 16-bit PCM.
 * Audio goes through pipes only, so nothing is ever written to disk.
 */
export function decodeToPcm(audio: Buffer): Promise<Buffer> {
  if (audio.length === 0) return Promise.reject(new UnreadableAudioError('The audio file is empty.'));
  return new Promise((resolve, reject) => {
    const ff = spawn('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', 'pipe:0', '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', 'pipe:1'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    ff.stdout.on('data', (b: Buffer) => out.push(b));
    ff.stderr.on('data', (b: Buffer) => (err += b.toString()));
    ff.on('error', reject);
    // ffmpeg may stop reading early on a bad file; that is reported through its exit code instead.
    ff.stdin.on('error', () => {});
    ff.on('close', (code) => {
      const pcm = Buffer.concat(out);
      if (code !== 0) return reject(new UnreadableAudioError(`The file could not be read as audio (${firstLine(err)}).`));
      if (pcm.length < MIN_SAMPLES * 2) return reject(new UnreadableAudioError('The recording contains no audio.'));
      resolve(pcm);
    });
    ff.stdin.end(audio);
  });
}

function firstLine(text: string): string {
  return text.trim().split('\n').pop()?.replace(/^pipe:0: /, '') || 'unknown format';
}
