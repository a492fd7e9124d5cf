import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { synthesise } from '../../bench/stt/render.ts';
import { VOICES } from '../../bench/stt/voices.ts';
import { createSphinxEngine } from './create-engine.ts';
import { decodeToPcm } from './decode.ts';
import { BASE_MODEL } from './adapted-model.ts';
import { SphinxEngine } from './sphinx.ts';

const missing = ['text2wave', 'pocketsphinx_continuous', 'ffmpeg'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
if (missing.length > 0) console.warn(`skipping the warm-decoder tests: ${missing.join(', ')} not installed (node scripts/system-deps.mjs test)`);

/** pocketsphinx processes started by this test process (children of its `sh -c` wrappers). */
function decoders(): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([pid, ppid, comm]) => ({ pid: Number(pid), ppid: Number(ppid), comm: comm ?? '' }));
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) if (ours.has(r.ppid) && !ours.has(r.pid)) (ours.add(r.pid), (grew = true));
  }
  return rows.filter((r) => ours.has(r.pid) && r.comm.startsWith('pocketsphinx')).map((r) => r.pid);
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  return ok();
};

// The stock model: no dental model to build, and the waiting decoder behaves the same with either.
describe.skipIf(missing.length > 0)('a server keeps one PocketSphinx decoder loaded between recordings', () => {
  let speech: Buffer;
  let engines: SphinxEngine[] = [];
  const engine = (keepWarm: boolean) => {
    const e = createSphinxEngine({ adapted: false, keepWarm });
    engines.push(e);
    return e;
  };
  beforeAll(async () => {
    speech = await decodeToPcm(synthesise('The patient has a small cavity on the distal surface.', VOICES[0]!));
  });
  afterEach(async () => {
    await Promise.all(engines.map((e) => e.close()));
    engines = [];
  });

  it('applies its rewrite to every transcript, whole or streamed', async () => {
    const shout = new SphinxEngine({ args: { hmm: BASE_MODEL.hmm, lm: BASE_MODEL.lm, dict: BASE_MODEL.dict }, rewrite: (t) => t.replace('cavity', 'CAVITY') });
    engines.push(shout);
    expect((await shout.transcribe(speech)).text).toMatch(/small CAVITY/);
    const stream = await shout.stream();
    stream.write(speech);
    expect((await stream.end()).text).toMatch(/small CAVITY/);
  });

  it('recognises the same words with a decoder loaded ahead as with one started for the recording', async () => {
    const cold = await engine(false).transcribe(speech);
    const warm = engine(true);
    await warm.prepare();
    expect(await until(() => decoders().length === 1)).toBe(true);
    expect((await warm.transcribe(speech)).text).toBe(cold.text);
    expect(cold.text).toMatch(/small cavity/);
    // Used, and replaced by the next one.
    expect(await until(() => decoders().length === 1)).toBe(true);
    expect((await warm.transcribe(speech)).text).toBe(cold.text);
  });

  it('starts no decoder ahead when asked not to (a one-off transcription)', async () => {
    await engine(false).transcribe(speech);
    expect(await until(() => decoders().length === 0)).toBe(true);
  });

  it('recognises with a fresh decoder when the waiting one has died', async () => {
    const warm = engine(true);
    await warm.prepare();
    expect(await until(() => decoders().length === 1)).toBe(true);
    for (const pid of decoders()) process.kill(pid, 'SIGKILL');
    await until(() => decoders().length === 0);
    expect((await warm.transcribe(speech)).text).toMatch(/small cavity/);
  });

  it('lets the waiting decoder go on close, and makes no new one afterwards', async () => {
    const warm = engine(true);
    await warm.prepare();
    expect(await until(() => decoders().length === 1)).toBe(true);
    await warm.close();
    expect(decoders()).toEqual([]);
    await warm.prepare();
    expect(decoders()).toEqual([]);
  });

  it('recognises a recording written in one-second pieces as it would the whole recording', async () => {
    const warm = engine(true);
    const whole = await warm.transcribe(speech);
    const stream = await warm.stream();
    for (let at = 0; at < speech.length; at += 32_000) {
      stream.write(speech.subarray(at, at + 32_000));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await stream.end()).toEqual(whole);
  });

  it('does not keep a script that has finished from exiting, and lets one wait for it to close', () => {
    const script = `
      import { createSphinxEngine } from './server/speech/create-engine.ts';
      const e = createSphinxEngine({ adapted: false, keepWarm: true });
      await e.transcribe(Buffer.alloc(32000));
      console.log('done');
      if (process.argv.includes('close')) (await e.close(), console.log('closed'));`;
    for (const [arg, said] of [['', 'done'], ['close', 'done\nclosed']]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, '--', arg!], { encoding: 'utf8', timeout: 30_000 });
      expect(run.stdout.trim()).toBe(said);
      expect(run.signal).toBeNull();
      expect(run.status).toBe(0);
    }
  });
});
