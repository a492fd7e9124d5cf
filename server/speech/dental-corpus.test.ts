import { describe, expect, it } from 'vitest';
import { dentalCorpus } from './dental-corpus.ts';
import { allTeeth, isPrimary, speak } from './tooth-notation.ts';

describe('dental dictation corpus', () => {
  const corpus = dentalCorpus();
  const text = `\n${corpus.join('\n')}\n`;

  it('says every tooth in all three notations in the words around it, primary teeth by letter too', () => {
    const absent: string[] = [];
    for (const tooth of allTeeth()) {
      const s = speak(tooth);
      const forms = [`the ${s.palmer}`, s.fdi, isPrimary(tooth) ? `tooth ${s.universal}` : s.universal].map((f) => f.toLowerCase());
      for (const form of forms) for (const phrase of [`${form} has`, `on ${form}`, `and ${form}`]) if (!text.includes(`${phrase}`)) absent.push(phrase);
    }
    expect(absent).toEqual([]);
  });

  it('is the same every time it is generated, so the model build is reproducible', () => {
    expect(dentalCorpus()).toEqual(corpus);
  });
});
