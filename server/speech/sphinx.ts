import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { RecognitionStream, SpeechEngine, Transcript } from './engine.ts';

export type SphinxArgs = Record<string, string>;

export interface SphinxOptions {
  /** Shown by /api/health; "sphinx" by default. */
  name?: string;
  /**
   * Extra pocketsphinx_continuous arguments (model paths, decoder settings), as name → value; or a
   * function that makes them ready first (e.g. builds the adapted model), called once.
   */
  args?: SphinxArgs | (() => Promise<SphinxArgs>);
  /**
   * Keep one decoder started ahead, its models loaded, waiting for audio: loading them takes ~0.4 s of every
   * recognition, which a server answering a dentist who has just stopped talking should not spend then.
   */
  keepWarm?: boolean;
  /** Applied to every transcript (words the language model cannot tell apart by sound). */
  rewrite?: (text: string) => string;
}

/** One pocketsphinx_continuous run: started at once, recognising whatever its stdin is given when it ends. */
interface Decoder {
  child: ChildProcess;
  text: Promise<string>;
  /** Started ahead and waited for audio. */
  waited: boolean;
}

/** CMU PocketSphinx (Debian's pocketsphinx_continuous): offline, English. */
export class SphinxEngine implements SpeechEngine {
  readonly name: string;
  private args?: Promise<SphinxArgs>;
  private spare?: Decoder;
  private closed = false;

  constructor(private readonly options: SphinxOptions = {}) {
    this.name = options.name ?? 'sphinx';
  }

  /** Makes the models ready ahead of the first recording (a no-op when nothing needs preparing). */
  async prepare(): Promise<void> {
    await this.resolveArgs();
    if (this.options.keepWarm && !this.spare && !this.closed) this.spare = this.start(await this.commandLine(), { idle: true });
  }

  /** Lets the waiting decoder go (it ends at once on empty input). */
  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = undefined;
    if (!spare) return;
    // Waited for, it must keep the process alive until it has ended.
    holdOpen(spare.child, true);
    spare.child.stdin?.end();
    await spare.text.catch(() => '');
  }

  async transcribe(pcm: Buffer): Promise<Transcript> {
    return { text: this.rewrite(await this.recognisePcm(pcm)), language: 'en' };
  }

  /** Recognises 16 kHz mono s16le PCM fed through stdin. */
  async recognisePcm(pcm: Buffer): Promise<string> {
    const decoder = await this.decoder();
    decoder.child.stdin!.end(pcm);
    try {
      return await decoder.text;
    } catch (e) {
      if (!decoder.waited) throw e;
      // The waiting decoder had died unseen (its `cat` outlives it): once more with a fresh one.
      const fresh = this.start(await this.commandLine(), { idle: false });
      fresh.child.stdin!.end(pcm);
      return fresh.text;
    }
  }

  /** One decoder for a whole live recording: it recognises each piece as it is written, as it would a file. */
  async stream(): Promise<RecognitionStream> {
    const { child, text } = await this.decoder();
    return {
      write: (pcm) => void child.stdin!.write(pcm),
      end: async () => {
        child.stdin!.end();
        return { text: this.rewrite(await text), language: 'en' };
      },
    };
  }

  private rewrite(text: string): string {
    return this.options.rewrite?.(text) ?? text;
  }

  /** A decoder for the next recording: the waiting one if there is one, and another starts waiting. */
  private async decoder(): Promise<Decoder> {
    const args = await this.commandLine();
    const decoder = this.takeSpare() ?? this.start(args, { idle: false });
    if (this.options.keepWarm && !this.closed) this.spare = this.start(args, { idle: true });
    return decoder;
  }

  /** The waiting decoder, unless it has died meanwhile (then its replacement starts cold). */
  private takeSpare(): Decoder | undefined {
    const spare = this.spare;
    this.spare = undefined;
    if (!spare || spare.child.exitCode !== null || spare.child.signalCode !== null) return undefined;
    holdOpen(spare.child, true);
    return spare;
  }

  private start(args: string[], { idle }: { idle: boolean }): Decoder {
    // Node's stdio pipes are sockets, which pocketsphinx cannot open as /dev/stdin; `cat` hands it a real pipe.
    const ps = spawn('sh', ['-c', 'cat | exec pocketsphinx_continuous "$@"', 'sh', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    if (idle) holdOpen(ps, false);
    const text = new Promise<string>((resolve, reject) => {
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
    });
    // A waiting decoder that fails is reported by the recognition that uses it, never as an unhandled rejection.
    text.catch(() => {});
    return { child: ps, text, waited: idle };
  }

  private async commandLine(): Promise<string[]> {
    const args = ['-infile', '/dev/stdin'];
    for (const [k, v] of Object.entries(await this.resolveArgs())) args.push(`-${k}`, v);
    return args;
  }

  private resolveArgs(): Promise<SphinxArgs> {
    const { args = {} } = this.options;
    if (typeof args !== 'function') return Promise.resolve(args);
    return this.args ?? memoise(args, (p) => (this.args = p));
  }
}

/** A waiting decoder must not keep a process alive that has nothing else to do; one at work must. */
function holdOpen(ps: ChildProcess, hold: boolean) {
  for (const handle of [ps, ps.stdin, ps.stdout, ps.stderr] as (ChildProcess | Socket | null)[]) {
    if (hold) handle?.ref();
    else handle?.unref();
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
