// npm run bench:latency — stop-to-notes latency through the real server: the streaming path the browser
// recorder uses (chunks sent while speaking, cut at pauses) against uploading the whole recording at stop.
// Audio: synthetic festival dictation (bench/stt), played at real time. Options: --runs N, --speed X (faster
// than real time, for a quick look only), --lengths 30,60,180 (seconds; longer than the dev dictations
// together is fine, they repeat). Every run is timed both ways, so both columns have a p50 and a p95.
// Notes are seen arriving on the event stream, as the browser sees them.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PauseChunker } from '../../core/audio/chunker.ts';
import { decodeToPcm, SAMPLE_RATE } from '../../server/speech/decode.ts';
import { pcmToWav } from '../../server/speech/wav.ts';
import { dictations } from '../stt/dictations.ts';
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
const clips = await Promise.all(dictations().filter((d) => d.split === 'dev').map(async (d) => new Int16Array(new Uint8Array(await decodeToPcm(readFileSync(audioPath(d, voice)))).buffer)));

/** Dictations one after another, with pauses between, until `seconds` of audio. */
function dictation(seconds: number, offset: number): Int16Array {
  const parts: Int16Array[] = [];
  let total = 0;
  for (let i = offset; total < seconds * SAMPLE_RATE; i++) {
    const clip = clips[i % clips.length]!;
    parts.push(clip, gap);
    total += clip.length + gap.length;
  }
  const out = new Int16Array(total);
  let o = 0;
  for (const p of parts) (out.set(p, o), (o += p.length));
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bytes = (a: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
type Appointments = Awaited<ReturnType<typeof watchAppointments>>;

/** Plays the audio at (scaled) real time into the chunker, sending chunks as they are cut; returns stop→notes ms. */
async function live(server: BenchServer, cookie: string, appointments: Appointments, audio: Int16Array): Promise<number> {
  const { id } = (await (await fetch(`${server.url}/api/transcribe/live`, { method: 'POST', headers: { cookie } })).json()) as { id: number };
  const chunker = new PauseChunker();
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
  const fin = await fetch(`${server.url}/api/transcribe/live/${id}/finish`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ chunks: seq }) });
  if (!fin.ok) throw new Error(`finish: ${fin.status} ${await fin.text()}`);
  await appointments.notesReady(id);
  return performance.now() - stopped;
}

/** The whole recording uploaded at stop, as a plain file upload is. */
async function upload(server: BenchServer, cookie: string, appointments: Appointments, audio: Int16Array): Promise<number> {
  const stopped = performance.now();
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(pcmToWav(bytes(audio)))], { type: 'audio/wav' }), 'recording.wav');
  const { id } = (await (await fetch(`${server.url}/api/transcribe`, { method: 'POST', headers: { cookie }, body: form })).json()) as { id: number };
  await appointments.notesReady(id);
  return performance.now() - stopped;
}

const server = await startServer(3400 + Math.floor(Math.random() * 500));
try {
  const cookie = await benchUser(server, 'latency@bench.example');
  const appointments = await watchAppointments(server.url, cookie);
  const rows: string[][] = [];
  const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)]!;
  for (const seconds of lengths) {
    const times: number[] = [];
    const uploads: number[] = [];
    // Each run a different stretch of dictation, streamed and then uploaded whole.
    for (let r = 0; r < runs; r++) {
      times.push(await live(server, cookie, appointments, dictation(seconds, r)));
      uploads.push(await upload(server, cookie, appointments, dictation(seconds, r)));
    }
    rows.push([`${seconds} s`, String(runs), fixed(median(times) / 1000), fixed(p95(times) / 1000), fixed(median(uploads) / 1000), fixed(p95(uploads) / 1000), `${fixed(median(uploads) / median(times), 1)}×`]);
    console.log(`${seconds} s: live ${times.map((t) => fixed(t / 1000)).join(', ')} s; upload ${uploads.map((t) => fixed(t / 1000)).join(', ')} s`);
  }
  console.log(`\nStop-to-notes latency (synthetic dictation, voice ${voice.id}, ${speed === 1 ? 'real time' : `${speed}× real time`}, engine ${(await (await fetch(`${server.url}/api/health`)).json()).stt})`);
  console.log(`p95 by nearest rank (with fewer than 20 runs, the slowest run); targets: live p50 ≤ 2 s at 60 s, ≤ 3 s at 180 s`);
  console.log(table(['dictation', 'runs', 'live p50 s', 'live p95 s', 'upload p50 s', 'upload p95 s', 'upload/live'], rows));
  appointments.close();
} finally {
  await server.stop();
}
