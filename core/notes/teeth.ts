// Tooth notations: FDI is the internal form; Universal and Palmer are converted to and from it.
import type { NotationSystem, Numbering } from './schema.ts';

const PALMER_QUADRANTS = ['UR', 'UL', 'LL', 'LR'] as const;
const PRIMARY_LETTERS = 'ABCDE';

/** True for an FDI code: permanent 11–48, primary 51–85. */
export function isFdi(code: string): boolean {
  const m = /^([1-8])([1-8])$/.exec(code);
  if (!m) return false;
  return Number(m[1]) <= 4 || Number(m[2]) <= 5;
}

/** Universal 1–32 or A–T to FDI; null when not a Universal tooth. */
export function universalToFdi(code: string): string | null {
  const upper = code.toUpperCase();
  if (/^[A-T]$/.test(upper)) {
    const i = upper.charCodeAt(0) - 65; // A = 0 … T = 19
    if (i <= 4) return `5${5 - i}`;
    if (i <= 9) return `6${i - 4}`;
    if (i <= 14) return `7${15 - i}`;
    return `8${i - 14}`;
  }
  if (!/^\d{1,2}$/.test(code)) return null;
  const n = Number(code);
  if (n >= 1 && n <= 8) return `1${9 - n}`;
  if (n >= 9 && n <= 16) return `2${n - 8}`;
  if (n >= 17 && n <= 24) return `3${25 - n}`;
  if (n >= 25 && n <= 32) return `4${n - 24}`;
  return null;
}

export function fdiToUniversal(fdi: string): string {
  const q = Number(fdi[0]);
  const t = Number(fdi[1]);
  switch (q) {
    case 1: return String(9 - t);
    case 2: return String(8 + t);
    case 3: return String(25 - t);
    case 4: return String(24 + t);
    case 5: return String.fromCharCode(65 + 5 - t);
    case 6: return String.fromCharCode(65 + 4 + t);
    case 7: return String.fromCharCode(65 + 15 - t);
    default: return String.fromCharCode(65 + 14 + t);
  }
}

/** Palmer "UR6" / "LLE" to FDI; null when not a Palmer tooth. */
export function palmerToFdi(code: string): string | null {
  const m = /^(UR|UL|LL|LR)([1-8]|[A-E])$/i.exec(code.replace(/\s+/g, ''));
  if (!m) return null;
  const q = PALMER_QUADRANTS.indexOf(m[1]!.toUpperCase() as (typeof PALMER_QUADRANTS)[number]) + 1;
  const t = m[2]!.toUpperCase();
  return /\d/.test(t) ? `${q}${t}` : `${q + 4}${PRIMARY_LETTERS.indexOf(t) + 1}`;
}

export function fdiToPalmer(fdi: string): string {
  const q = Number(fdi[0]);
  const t = Number(fdi[1]);
  return q <= 4 ? `${PALMER_QUADRANTS[q - 1]}${t}` : `${PALMER_QUADRANTS[q - 5]}${PRIMARY_LETTERS[t - 1]}`;
}

export const NOTATION: Record<Numbering, NotationSystem> = { fdi: 'FDI', universal: 'Universal', palmer: 'Palmer' };

/**
 * How a tooth is written: `chart` is the DENTAL toothNumber ("19"), `text` is inside a sentence, where a
 * bare Universal number would read as a count, so it gets "#" ("#19").
 */
export function formatTooth(fdi: string, numbering: Numbering, mode: 'chart' | 'text'): string {
  if (numbering === 'fdi') return fdi;
  if (numbering === 'palmer') return fdiToPalmer(fdi);
  const u = fdiToUniversal(fdi);
  return mode === 'text' ? `#${u}` : u;
}

/** The same tooth on the other side of the arch ("16" → "26", "LRE" → "LLE"). */
export function mirrorTooth(fdi: string): string {
  const q = Number(fdi[0]);
  return `${q % 2 ? q + 1 : q - 1}${fdi[1]}`;
}

/** Whether a tooth is on the patient's right (FDI quadrants 1, 4, 5 and 8). */
export function onRightSide(fdi: string): boolean {
  const q = Number(fdi[0]);
  return q % 4 === 1 || q % 4 === 0;
}

/** Where a tooth stands along its arch, right to left as the patient sees it: -8 (an 8 on the right) … 8. */
function archPlace(fdi: string): { arch: 'upper' | 'lower'; primary: boolean; place: number } {
  const q = Number(fdi[0]);
  const t = Number(fdi[1]);
  return { arch: q === 1 || q === 2 || q === 5 || q === 6 ? 'upper' : 'lower', primary: q > 4, place: onRightSide(fdi) ? -t : t };
}

/**
 * Every tooth from one to another along an arch, both included ("18 to 14", "13 to 23" across the midline), or null when
 * they are not in the same arch and dentition.
 */
export function archRange(from: string, to: string): string[] | null {
  const a = archPlace(from);
  const b = archPlace(to);
  if (a.arch !== b.arch || a.primary !== b.primary || a.place === b.place) return null;
  const step = a.place < b.place ? 1 : -1;
  const teeth: string[] = [];
  for (let p = a.place; p !== b.place + step; p += step) {
    if (p === 0) continue;
    const base = a.primary ? 4 : 0;
    const q = base + (a.arch === 'upper' ? (p < 0 ? 1 : 2) : p < 0 ? 4 : 3);
    teeth.push(`${q}${Math.abs(p)}`);
  }
  return teeth;
}
