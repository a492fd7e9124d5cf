// Makes the web app's own media in web/public/media: the calm background loop and the two onboarding clips,
// which are recorded from the real app (a throwaway server and data folder, headless Chromium whose fake
// microphone "speaks" a synthetic dictation). Needs ffmpeg, chromium and festival (npm run pretest installs
// them). Run: npx tsx scripts/make-videos.ts [background|onboarding]   (both when no argument is given)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DICTATION, syntheticSpeech, wavDurationMs } from '../e2e/fixtures/dictation.ts';
import { linkFrom } from '../server/testing/outbox.ts';

const ROOT = resolve(import.meta.dirname, '..');
const MEDIA = join(ROOT, 'web/public/media');
const PORT = 3230;
const BASE = `http://localhost:${PORT}`;
/** Every clip must stay small enough to ship with the app. */
const MAX_BYTES = 3 * 1024 * 1024;
const VIEWPORT = { width: 390, height: 844 };
const SCALE = 1.5;

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
const hasEncoder = (name: string) => execFileSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).includes(` ${name} `);

/** WebM (VP9) for most browsers, MP4 for the rest (H.264 where this ffmpeg has it, else MPEG-4 part 2), and a poster. */
function encode(input: string[], name: string, filters: string) {
  const webm = join(MEDIA, `${name}.webm`);
  const mp4 = join(MEDIA, `${name}.mp4`);
  ffmpeg([...input, '-vf', filters, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '4', '-pix_fmt', 'yuv420p', webm]);
  const h264 = hasEncoder('libx264');
  ffmpeg([
    ...input,
    '-vf',
    filters,
    '-an',
    ...(h264 ? ['-c:v', 'libx264', '-crf', '28', '-preset', 'slow', '-profile:v', 'main'] : ['-c:v', 'mpeg4', '-q:v', '6']),
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  ffmpeg(['-i', webm, '-frames:v', '1', '-q:v', '4', join(MEDIA, `${name}.jpg`)]);
  for (const file of [webm, mp4]) {
    const size = statSync(file).size;
    if (size > MAX_BYTES) throw new Error(`${file} is ${(size / 1e6).toFixed(1)} MB, over the 3 MB limit`);
    console.log(`${file.replace(`${ROOT}/`, '')}: ${(size / 1024).toFixed(0)} KB`);
  }
}

/**
 * Soft teal, cyan and sky-blue glows drifting over a pale mint ground. Every motion is periodic over the
 * clip's length, so the loop has no seam. Drawn small (geq evaluates per pixel) and scaled up: it is a blur anyway.
 */
function background() {
  const seconds = 12;
  const phase = (speed: number, offset: number) => `${speed}*2*PI*T/${seconds}+${offset}`;
  const blob = (slot: number, x: string, y: string, size: number) => `st(${slot},exp(-(pow(X-W*(${x}),2)+pow(Y-H*(${y}),2))/(2*pow(W*${size},2))))`;
  const blobs = [
    blob(0, `0.28+0.14*sin(${phase(1, 0)})`, `0.35+0.18*cos(${phase(1, 0)})`, 0.2),
    blob(1, `0.72+0.14*cos(${phase(1, 1.7)})`, `0.62+0.2*sin(${phase(1, 1.7)})`, 0.23),
    blob(2, `0.5+0.24*sin(${phase(2, 3.1)})`, `0.85+0.1*cos(${phase(1, 3.1)})`, 0.18),
  ].join(';');
  // Ground colour, then for each glow its colour and strength.
  const channel = (ground: number, colours: [number, number, number], strengths = [0.75, 0.65, 0.55]) =>
    `${blobs};clip(${ground}${colours.map((c, i) => `-ld(${i})*${strengths[i]}*(${ground}-${c})`).join('')},0,255)`;
  const geq = `geq=r='${channel(240, [45, 34, 125])}':g='${channel(253, [212, 211, 211])}':b='${channel(250, [191, 238, 252])}'`;
  encode(['-f', 'lavfi', '-i', `color=c=black:s=320x180:r=24:d=${seconds}`], 'background', `format=rgb24,${geq},scale=1280:720:flags=bicubic,gblur=sigma=6,format=yuv420p`);
}

/** Captures screenshots as fast as the page allows while `script` runs, then turns them into a clip. */
async function record(page: Page, name: string, script: () => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), `chairside-${name}-`));
  const frames: { file: string; at: number }[] = [];
  let recording = true;
  const capture = (async () => {
    while (recording) {
      const file = join(dir, `${String(frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, await page.screenshot({ type: 'jpeg', quality: 90 }));
      frames.push({ file, at: Date.now() });
    }
  })();
  try {
    await script();
  } finally {
    recording = false;
    await capture;
  }
  // Each still lasts until the next one was taken: the clip runs at the speed the app really did.
  const list = frames.map((f, i) => `file '${f.file}'\nduration ${(((frames[i + 1]?.at ?? f.at + 1000) - f.at) / 1000).toFixed(3)}`).join('\n');
  writeFileSync(join(dir, 'frames.txt'), `${list}\nfile '${frames.at(-1)!.file}'\n`);
  encode(['-f', 'concat', '-safe', '0', '-i', join(dir, 'frames.txt')], name, 'fps=24,scale=540:-2:flags=lanczos,format=yuv420p');
  rmSync(dir, { recursive: true, force: true });
}

/** Shows where the viewer's finger lands, since a screenshot has no pointer. */
function showTaps() {
  addEventListener('pointerdown', (event) => {
    const dot = document.createElement('div');
    Object.assign(dot.style, {
      position: 'fixed',
      left: `${event.clientX - 22}px`,
      top: `${event.clientY - 22}px`,
      width: '44px',
      height: '44px',
      borderRadius: '50%',
      background: 'rgba(20,184,166,0.35)',
      border: '2px solid rgba(13,148,136,0.8)',
      zIndex: '2147483647',
      pointerEvents: 'none',
      transition: 'opacity 600ms, transform 600ms',
    });
    document.body.append(dot);
    requestAnimationFrame(() => Object.assign(dot.style, { opacity: '0', transform: 'scale(1.6)' }));
    setTimeout(() => dot.remove(), 700);
  });
}

async function startServer(dataDir: string) {
  if (await fetch(`${BASE}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is in use; stop what runs there first`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, PUBLIC_URL: BASE, LOG_LEVEL: 'error', AUTH_IP_LIMIT_PER_MINUTE: '1000' },
  });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function onboarding() {
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-videos-'));
  const server = await startServer(dataDir);
  const dictation = syntheticSpeech('dictation', DICTATION);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${dictation}`],
  });
  try {
    const context = await browser.newContext({ baseURL: BASE, viewport: VIEWPORT, deviceScaleFactor: SCALE, permissions: ['clipboard-read', 'clipboard-write', 'microphone'] });
    await context.addInitScript(showTaps);
    const page = await context.newPage();
    // The data folder is new on every run, so a fixed, readable address is free.
    const email = 'dr.patel@smile.example';
    await page.goto('/');
    await page.getByRole('button', { name: 'BEGIN' }).waitFor();

    await record(page, 'onboarding-1', async () => {
      await page.waitForTimeout(1500);
      await page.getByRole('button', { name: 'BEGIN' }).click();
      await page.getByLabel('Email').pressSequentially(email, { delay: 45 });
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Password', { exact: true }).pressSequentially('occlusal-36', { delay: 60 });
      await page.getByLabel('Confirm Password').pressSequentially('occlusal-36', { delay: 60 });
      await page.getByRole('checkbox').check();
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
      await page.waitForTimeout(2500);
      await page.goto(linkFrom(dataDir, email, 'Confirm email address')!);
      await page.getByTestId('intro').waitFor();
      await page.getByRole('button', { name: 'Quik Tips' }).waitFor({ timeout: 10_000 });
      await page.waitForTimeout(2000);
    });

    // Notes need a subscription: start the free trial through the local (no card) checkout, off camera.
    const trial = await page.request.post('/billing/local/checkout', { maxRedirects: 0 });
    if (trial.status() !== 303) throw new Error(`could not start the trial: ${trial.status()} ${await trial.text()}`);
    await page.reload();
    const listen = page.getByRole('button', { name: /LISTEN/ });
    await listen.waitFor();
    await record(page, 'onboarding-2', async () => {
      await page.waitForTimeout(1000);
      await listen.click();
      await page.getByRole('timer').waitFor();
      await page.waitForTimeout(wavDurationMs(dictation) + 700);
      await listen.click();
      const notes = page.getByTestId('notes-card');
      await notes.getByTestId('notes-status').filter({ hasText: 'Completed' }).waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1500);
      await notes.scrollIntoViewIfNeeded();
      await page.waitForTimeout(2500);
      await page.getByTestId('appointment').first().scrollIntoViewIfNeeded();
      await page.getByTestId('appointment').first().getByRole('button', { name: /^Copy/ }).click();
      await page.waitForTimeout(2000);
    });
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

mkdirSync(MEDIA, { recursive: true });
const only = process.argv[2];
if (!only || only === 'background') background();
if (!only || only === 'onboarding') await onboarding();
