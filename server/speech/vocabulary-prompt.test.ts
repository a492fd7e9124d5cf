import { describe, expect, it } from 'vitest';
import { dentalVocabularyPrompt, MAX_PROMPT_CHARS } from './vocabulary-prompt.ts';

describe('dental vocabulary prompt for OpenAI-compatible recognisers', () => {
  it('spells the dental vocabulary the way notes are written, within the prompt limit', () => {
    const prompt = dentalVocabularyPrompt();
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    for (const term of ['MOD', 'caries', 'lidocaine 2% 1:80,000', 'mesial', 'BPE']) expect(prompt).toContain(term);
    expect(prompt).toMatch(/\.$/);
  });
});
