import { z } from 'zod';
import { ClinicalNotes, type Numbering } from '../../core/notes/schema.ts';
import type { NotesEngine } from './engine.ts';
import { appendPrompt, generatePrompt, systemPrompt } from './prompts.ts';

export interface OpenAiNotesOptions {
  /** Base URL up to and including /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  numbering: Numbering;
  timeoutMs?: number;
  /** Used whenever the model fails or answers with notes that do not validate. */
  fallback: NotesEngine;
  log: { warn(obj: object, msg: string): void };
}

const ChatResponse = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });
// Strict structured output wants every property required and no extras: zod's output view gives exactly that.
const NOTES_JSON_SCHEMA = z.toJSONSchema(ClinicalNotes, { target: 'draft-7' });

/**
 * Any OpenAI-compatible chat model asked for ClinicalNotes with a JSON-schema response format.
 * Its answer is validated with the same zod schema as everything else; on any failure the built-in
 * engine answers instead and the log says why.
 */
export function openAiNotesEngine(options: OpenAiNotesOptions): NotesEngine {
  async function ask(user: string): Promise<ClinicalNotes> {
    const res = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: systemPrompt(options.numbering) },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'clinical_notes', strict: true, schema: NOTES_JSON_SCHEMA } },
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`notes model answered ${res.status}: ${body.slice(0, 300)}`);
    const content = ChatResponse.parse(JSON.parse(body)).choices[0]!.message.content ?? '';
    return ClinicalNotes.parse(JSON.parse(content));
  }

  async function withFallback(what: string, viaModel: () => Promise<ClinicalNotes>, viaRules: () => Promise<ClinicalNotes>) {
    try {
      return await viaModel();
    } catch (err) {
      options.log.warn({ err: (err as Error).message }, `notes model failed to ${what}; the built-in rules engine answered instead`);
      return viaRules();
    }
  }

  return {
    name: 'openai',
    generate: (transcript) => withFallback('generate notes', () => ask(generatePrompt(transcript)), () => options.fallback.generate(transcript)),
    append: (current, transcript) =>
      withFallback('append to notes', () => ask(appendPrompt(current, transcript)), () => options.fallback.append(current, transcript)),
  };
}
