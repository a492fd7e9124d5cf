import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyNotes, type ClinicalNotes } from '../../core/notes/schema.ts';
import { FakeService, type Reply } from '../testing/fake-service.ts';
import type { NotesEngine } from './engine.ts';
import { openAiNotesEngine } from './openai.ts';

const FROM_MODEL: ClinicalNotes = {
  ...emptyNotes(),
  'TX TODAY': ['DO composite 26'],
  CC: 'Sensitivity to cold upper left',
  OE: { ...emptyNotes().OE, DENTAL: [{ toothNumber: '26', notationSystem: 'FDI', condition: 'DO caries', fracture: null }] },
};
/** A chat completion whose message content is `content`. */
function chat(content: string): Reply {
  return { body: { id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] } };
}

const FROM_RULES: ClinicalNotes = { ...emptyNotes(), CC: 'from the rules engine' };

describe('OpenAI-compatible notes engine', () => {
  const fake = new FakeService();
  const warnings: string[] = [];
  let engine: NotesEngine;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    // The fallback stands in for the built-in engine so these tests see which engine answered.
    const fallback: NotesEngine = { name: 'rules', generate: async () => FROM_RULES, append: async () => FROM_RULES };
    engine = openAiNotesEngine({ baseUrl, apiKey: 'sk-test', model: 'gpt-test', numbering: 'palmer', timeoutMs: 300, fallback, log: { warn: (_o, msg) => void warnings.push(msg) } });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
    warnings.length = 0;
  });

  it('asks for notes with a strict JSON schema and returns the validated answer', async () => {
    fake.replies['/v1/chat/completions'] = chat(JSON.stringify(FROM_MODEL));
    expect(await engine.generate('sensitivity to cold upper left, DO caries on two six')).toEqual(FROM_MODEL);
    const request = JSON.parse(fake.requests[0]!.body.toString()) as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[]; additionalProperties: boolean } } };
    };
    expect(request.model).toBe('gpt-test');
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.strict).toBe(true);
    expect(request.response_format.json_schema.schema.required).toEqual(expect.arrayContaining(['TX TODAY', 'CC', 'OE', 'F/U']));
    expect(request.response_format.json_schema.schema.additionalProperties).toBe(false);
    expect(request.messages[0]!.content).toMatch(/Palmer/);
    expect(request.messages[1]!.content).toContain('DO caries on two six');
    expect(warnings).toEqual([]);
  });

  it('sends the current notes with appended dictation', async () => {
    fake.replies['/v1/chat/completions'] = chat(JSON.stringify(FROM_MODEL));
    await engine.append(FROM_RULES, 'change the chief complaint to cold sensitivity');
    const request = JSON.parse(fake.requests[0]!.body.toString()) as { messages: { content: string }[] };
    expect(request.messages[1]!.content).toContain('from the rules engine');
    expect(request.messages[1]!.content).toContain('change the chief complaint to cold sensitivity');
  });

  it.each([
    ['notes that do not match the schema', chat(JSON.stringify({ CC: 'only a complaint' }))],
    ['text that is not JSON', chat('Here are your notes: CC pain')],
    ['an error status', { status: 500, body: { error: { message: 'overloaded' } } }],
    ['no answer in time', { ...chat(JSON.stringify(FROM_MODEL)), delayMs: 1_000 }],
  ])('falls back to the built-in engine on %s, and says so in the log', async (_case, reply) => {
    fake.replies['/v1/chat/completions'] = reply;
    expect(await engine.generate('anything')).toEqual(FROM_RULES);
    expect(warnings).toEqual(['notes model failed to generate notes; the built-in rules engine answered instead']);
  });
});
