import { spawn } from 'node:child_process';
import type { SpeechEngine, Transcript } from './engine.ts';

export type SphinxArgs = Record<string, string>;

export interface SphinxOptions {
  /** Shown by /api/health; "sphinx" by default. */
  name?: string;
  /**
   * Extra pocketsphinx_continuous arguments (model paths, decoder settings), as name → value; or a
   * function that makes them ready first (e.g. builds the adapted model), called once.
   */
  args?: SphinxArgs | (() => Promise<SphinxArgs>);
}

/** CMU PocketSphinx (Debian's pocketsphinx_continuous): offline, English. */
export class SphinxEngine implements SpeechEngine {
  readonly name: string;
  private args?: Promise<SphinxArgs>;

  constructor(private readonly options: SphinxOptions = {}) {
    this.name = options.name ?? 'sphinx';
  }

  /** Makes the models ready ahead of the first recording (a no-op when nothing needs preparing). */
  async prepare(): Promise<void> {
    await this.resolveArgs();
  }

  async transcribe(pcm: Buffer): Promise<Transcript> {
    return { text: await this.recognisePcm(pcm), language: 'en' };
  }

  /** Recognises 16 kHz mono s16le PCM fed through stdin. */
  async recognisePcm(pcm: Buffer): Promise<string> {
    const args = ['-infile', '/dev/stdin'];
    for (const [k, v] of Object.entries(await this.resolveArgs())) args.push(`-${k}`, v);
    return new Promise((resolve, reject) => {
      // Node's stdio pipes are sockets, which pocketsphinx cannot open as /dev/stdin; `cat` hands it a real pipe.
      const ps = spawn('sh', ['-c', 'cat | exec pocketsphinx_continuous "$@"', 'sh', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      ps.stdout.on('data', (b: Buffer) => (out += b.toString()));
      ps.stderr.on('data', (b: Buffer) => (err += b.toString()));
      ps.on('error', reject);
      ps.stdin.on('error', () => {});
      ps.on('close', (code) => {
        if (code !== 0) return reject(new Error(`pocketsphinx failed (exit ${code}): ${fatal(err)}`));
        // One hypothesis per detected utterance, one per line.
        resolve(out.split('\n').map((l) => l.trim()).filter(Boolean).join(' '));
      });
      ps.stdin.end(pcm);
    });
  }

  private resolveArgs(): Promise<SphinxArgs> {
    const { args = {} } = this.options;
    if (typeof args !== 'function') return Promise.resolve(args);
    return this.args ?? memoise(args, (p) => (this.args = p));
  }
}

/** A failed preparation is retried on the next call rather than remembered. */
function memoise(make: () => Promise<SphinxArgs>, store: (p: Promise<SphinxArgs> | undefined) => void): Promise<SphinxArgs> {
  const p = make();
  store(p);
  p.catch(() => store(undefined));
  return p;
}

/** pocketsphinx logs everything to stderr; the FATAL/ERROR line is the one worth reporting. */
function fatal(log: string): string {
  const lines = log.split('\n').filter((l) => /FATAL|ERROR/.test(l));
  return (lines.pop() ?? log.trim().split('\n').pop() ?? '').trim();
}
