/**
 * A tiny template language for generating dictation sentences reproducibly:
 * `(a|b|)` picks one alternative (an empty one makes the group optional), `{slot}` asks a slot
 * function for text (which may itself contain templates). Same seed, same corpus.
 */
export type Rng = () => number;
export type Slots = Readonly<Record<string, (rng: Rng) => string>>;

/** mulberry32: a small, fast, well-mixed 32-bit PRNG. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function expand(template: string, slots: Slots, rng: Rng, depth = 0): string {
  if (depth > 8) throw new Error(`template recursion too deep: ${template}`);
  let text = template;
  // Innermost choice groups first, so groups may nest.
  for (let m = /\(([^()]*)\)/.exec(text); m; m = /\(([^()]*)\)/.exec(text)) {
    text = text.slice(0, m.index) + pick(rng, m[1]!.split('|')) + text.slice(m.index + m[0].length);
  }
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const slot = slots[name];
    if (!slot) throw new Error(`unknown slot {${name}} in "${template}"`);
    return expand(slot(rng), slots, rng, depth + 1);
  });
}
