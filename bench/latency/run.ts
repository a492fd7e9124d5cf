// npm run bench:latency — stop-to-notes latency through the real server: the streaming path the browser
// recorder uses (chunks sent while speaking, chunked as the server asks: a second each into one recognition
// stream, or cut at pauses) against uploading the whole recording at stop.
// Audio: synthetic festival dictation (bench/stt), played at real time. Options: --runs N, --speed X (faster
// than real time, for a quick look only), --lengths 30,60,180 (seconds; longer than the dev dictations
// together is fine, they repeat). Every run is timed both ways, so both columns have a p50 and a p95.
// Notes are seen arriving on the event stream, as the browser sees them.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LiveRecording } from '../../core/api/transcription.ts';
import { PauseChunker, STREAMED_CHUNKS } from '../../core/audio/chunker.ts';
import { decodeToPcm, SAMPLE_RATE } from '../../server/speech/decode.ts';
import { pcmToWav } from '../../server/speech/wav.ts';
import { align } from '../stt/align.ts';
import { dictations } from '../stt/dictations.ts';
import { normalise } from '../stt/normalise.ts';
import { parseReference } from '../stt/reference.ts';
import { fixed, median, table } from '../stt/report.ts';
import { audioPath, renderDictations } from '../stt/render.ts';
import { VOICES } from '../stt/voices.ts';
import { benchUser, startServer, type BenchServer } from './server.ts';
import { watchAppointments } from './stream.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, speed: { type: 'string', default: '1' }, lengths: { type: 'string', default: '30,60,180' } } });
const runs = Number(values.runs);
const speed = Number(values.speed);
const lengths = values.lengths!.split(',').map(Number);

renderDictations({ log: (m) => console.log(m) });
const voice = VOICES[0]!;
const gap = new Int16Array(Math.round(0.8 * SAMPLE_RATE));
const clips = await Promise.all(
  dictations()
    .filter((d) => d.split === 'dev')
    .map(async (d) => ({ pcm: new Int16Array(new Uint8Array(await decodeToPcm(readFileSync(audioPath(d, voice)))).buffer), tokens: parseReference(d.marked).tokens })),
);

/**
 * Dictations one after another, with pauses between, until `seconds` of audio; and what was said. Stop is pressed
 * 0.2 s after the last word (too soon for the chunker to have cut at that pause: the last words are left at stop).
 */
function dictation(seconds: number, offset: number): { audio: Int16Array; said: string[] } {
  const parts: Int16Array[] = [];
  const said: string[] = [];
  let total = 0;
  for (let i = offset; total < seconds * SAMPLE_RATE; i++) {
    const clip = clips[i % clips.length]!;
    parts.push(clip.pcm, gap);
    said.push(...clip.tokens);
    total += clip.pcm.length + gap.length;
  }
  parts[parts.length - 1] = gap.subarray(0, Math.round(0.2 * SAMPLE_RATE));
  total -= gap.length - parts[parts.length - 1]!.length;
  const audio = new Int16Array(total);
  let o = 0;
  for (const p of parts) (audio.set(p, o), (o += p.length));
  return { audio, said };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bytes = (a: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
type Appointments = Awaited<ReturnType<typeof watchAppointments>>;

interface Run {
  /** Stop → notes on the event stream, ms. */
  ms: number;
  id: number;
  /** Streaming only: audio left to send at stop (s), and stop → the server has taken it (ms; with chunk-by-chunk recognition, recognised it). */
  tailSeconds?: number;
  tailMs?: number;
}

/** Plays the audio at (scaled) real time into the chunker, sending chunks as they are cut. */
async function live(server: BenchServer, cookie: string, appointments: Appointments, audio: Int16Array): Promise<Run> {
  const { id, stream } = LiveRecording.parse(await (await fetch(`${server.url}/api/transcribe/live`, { method: 'POST', headers: { cookie } })).json());
  // As the browser recorder chunks it.
  const chunker = new PauseChunker(stream ? STREAMED_CHUNKS : {});
  let sent = Promise.resolve();
  let seq = 0;
  const send = (chunk: Int16Array) => {
    const n = seq++;
    sent = sent.then(async () => {
      const res = await fetch(`${server.url}/api/transcribe/live/${id}/chunks/${n}`, { method: 'PUT', headers: { cookie, 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes(chunk)) });
      if (!res.ok) throw new Error(`chunk ${n}: ${res.status} ${await res.text()}`);
    });
  };
  const frame = SAMPLE_RATE / 10;
  const start = performance.now();
  for (let i = 0; i < audio.length; i += frame) {
    await sleep(Math.max(0, start + (i / SAMPLE_RATE) * (1000 / speed) - performance.now()));
    chunker.push(audio.subarray(i, i + frame)).forEach(send);
  }
  const stopped = performance.now();
  const tail = chunker.flush();
  if (tail) send(tail);
  await sent;
  const tailMs = performance.now() - stopped;
  const fin = await fetch(`${server.url}/api/transcribe/live/${id}/finish`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ chunks: seq }) });
  if (!fin.ok) throw new Error(`finish: ${fin.status} ${await fin.text()}`);
  await appointments.notesReady(id);
  return { ms: performance.now() - stopped, id, tailSeconds: (tail?.length ?? 0) / SAMPLE_RATE, tailMs };
}

/** The whole recording uploaded at stop, as a plain file upload is. */
async function upload(server: BenchServer, cookie: string, appointments: Appointments, audio: Int16Array): Promise<Run> {
  const stopped = performance.now();
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(pcmToWav(bytes(audio)))], { type: 'audio/wav' }), 'recording.wav');
  const { id } = (await (await fetch(`${server.url}/api/transcribe`, { method: 'POST', headers: { cookie }, body: form })).json()) as { id: number };
  await appointments.notesReady(id);
  return { ms: performance.now() - stopped, id };
}

const server = await startServer(3400 + Math.floor(Math.random() * 500));
try {
  const cookie = await benchUser(server, 'latency@bench.example');
  const appointments = await watchAppointments(server.url, cookie);
  const rows: string[][] = [];
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)]!;
  /** Word errors of the stored transcripts against what was said, pooled over runs: [errors, words]. */
  const errors = (pairs: [number, string[]][]) => {
    let e = 0;
    let n = 0;
    for (const [id, said] of pairs) {
      const a = align(said, normalise(appointments.transcript(id)));
      e += a.substitutions + a.deletions + a.insertions;
      n += a.words;
    }
    return `${fixed((100 * e) / n, 1)}%`;
  };
  for (const seconds of lengths) {
    const lives: Run[] = [];
    const uploads: Run[] = [];
    const said: string[][] = [];
    // Each run a different stretch of dictation, streamed and then uploaded whole.
    for (let r = 0; r < runs; r++) {
      const d = dictation(seconds, r);
      said.push(d.said);
      lives.push(await live(server, cookie, appointments, d.audio));
      uploads.push(await upload(server, cookie, appointments, d.audio));
    }
    const ms = (xs: Run[]) => xs.map((x) => x.ms);
    rows.push([
      `${seconds} s`,
      String(runs),
      fixed(median(ms(lives)) / 1000),
      fixed(p95(ms(lives)) / 1000),
      fixed(median(lives.map((x) => x.tailSeconds!)), 1),
      fixed(median(lives.map((x) => x.tailMs!)) / 1000),
      fixed(median(ms(uploads)) / 1000),
      fixed(p95(ms(uploads)) / 1000),
      errors(lives.map((x, i) => [x.id, said[i]!])),
      errors(uploads.map((x, i) => [x.id, said[i]!])),
    ]);
    const list = (xs: number[], digits = 2) => xs.map((t) => fixed(t, digits)).join(', ');
    console.log(`${seconds} s: live ${list(ms(lives).map((t) => t / 1000))} s (tails ${list(lives.map((x) => x.tailSeconds!), 1)} s); upload ${list(ms(uploads).map((t) => t / 1000))} s`);
  }
  console.log(`\nStop-to-notes latency (synthetic dictation, voice ${voice.id}, ${speed === 1 ? 'real time' : `${speed}× real time`}, engine ${(await (await fetch(`${server.url}/api/health`)).json()).stt})`);
  console.log(`p95 by nearest rank (with fewer than 20 runs, the slowest run); targets: live p50 ≤ 2 s at 60 s, ≤ 3 s at 180 s`);
  console.log(`tail: audio still to send at stop (median s) and stop → the server has taken it (median s); WER: stored transcripts against what was said`);
  console.log(table(['dictation', 'runs', 'live p50 s', 'live p95 s', 'tail s', 'tail taken s', 'upload p50 s', 'upload p95 s', 'live WER', 'upload WER'], rows));
  appointments.close();
} finally {
  await server.stop();
}
