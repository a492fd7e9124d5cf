import { describe, expect, it } from 'vitest';
import { PauseChunker } from './chunker.ts';

const RATE = 16_000;
const tone = (seconds: number) => Int16Array.from({ length: Math.round(seconds * RATE) }, (_, i) => Math.round(8000 * Math.sin(i / 5)));
const quiet = (seconds: number) => new Int16Array(Math.round(seconds * RATE));
const concat = (...parts: Int16Array[]) => {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) (out.set(p, o), (o += p.length));
  return out;
};

describe('PauseChunker', () => {
  it('cuts at the first pause after the minimum length, never inside speech', () => {
    const chunker = new PauseChunker({ minSeconds: 4, maxSeconds: 12 });
    // A pause at 2 s is too early; the one at 5 s is taken.
    const audio = concat(tone(2), quiet(0.5), tone(2.5), quiet(0.5), tone(3));
    const chunks = chunker.push(audio);
    expect(chunks).toHaveLength(1);
    const seconds = chunks[0]!.length / RATE;
    expect(seconds).toBeGreaterThan(5.2);
    expect(seconds).toBeLessThan(5.5);
    const tail = chunker.flush()!;
    expect(chunks[0]!.length + tail.length).toBe(audio.length);
  });

  it('cuts long unbroken speech at the maximum length', () => {
    const chunker = new PauseChunker({ minSeconds: 4, maxSeconds: 10 });
    const chunks = chunker.push(tone(25));
    expect(chunks.map((c) => c.length / RATE)).toEqual([10, 10]);
    expect(chunker.flush()!.length / RATE).toBeCloseTo(5, 5);
  });

  it('gives the same chunks whether audio arrives at once or in small browser-sized blocks', () => {
    const audio = concat(tone(4.5), quiet(0.4), tone(6), quiet(0.4), tone(1));
    const whole = new PauseChunker();
    const streamed = new PauseChunker();
    const a = [...whole.push(audio), whole.flush()!];
    const b: Int16Array[] = [];
    for (let i = 0; i < audio.length; i += 128) b.push(...streamed.push(audio.subarray(i, i + 128)));
    b.push(streamed.flush()!);
    expect(b.map((c) => c.length)).toEqual(a.map((c) => c.length));
  });

  it('has nothing to flush when nothing was recorded', () => {
    expect(new PauseChunker().flush()).toBeUndefined();
  });
});
