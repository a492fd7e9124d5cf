// Corpus texts mark planted identifiers as [[TYPE:text]] and dental content that must survive as
// [[keep:text]]; parse() returns the plain text and where each span is.
import { PhiType } from '../../../core/phi/scrub.ts';

export interface Planted {
  type: PhiType | 'keep';
  start: number;
  end: number;
  text: string;
}

export interface PhiCase {
  text: string;
  spans: Planted[];
}

export function parse(marked: string): PhiCase {
  const spans: Planted[] = [];
  let text = '';
  let at = 0;
  for (const m of marked.matchAll(/\[\[(\w+):(.+?)\]\]/g)) {
    text += marked.slice(at, m.index);
    const type = m[1] as Planted['type'];
    if (type !== 'keep' && !(PhiType as readonly string[]).includes(type)) throw new Error(`unknown PHI type ${type} in: ${marked}`);
    spans.push({ type, start: text.length, end: text.length + m[2]!.length, text: m[2]! });
    text += m[2];
    at = m.index + m[0].length;
  }
  return { text: text + marked.slice(at), spans };
}
