import { z } from 'zod';
import type { SpeechEngine, Transcript } from './engine.ts';
import { languageCode } from './languages.ts';
import { pcmToWav } from './wav.ts';

export interface OpenAiSpeechOptions {
  /** Base URL up to and including /v1, e.g. https://api.openai.com/v1 or a self-hosted whisper server. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Vocabulary hint sent as `prompt`, so dental terms are spelled the way dentists write them. */
  prompt?: string;
  timeoutMs?: number;
}

const VerboseJson = z.object({ text: z.string(), language: z.string().optional() });

/** Any OpenAI-compatible /v1/audio/transcriptions server (OpenAI, Groq, whisper.cpp / faster-whisper servers). */
export class OpenAiSpeechEngine implements SpeechEngine {
  readonly name = 'openai';
  constructor(private readonly options: OpenAiSpeechOptions) {}

  async transcribe(pcm: Buffer): Promise<Transcript> {
    const form = new FormData();
    // The audio goes to the service in the request body only; nothing is written locally.
    form.append('file', new Blob([new Uint8Array(pcmToWav(pcm))], { type: 'audio/wav' }), 'recording.wav');
    form.append('model', this.options.model);
    form.append('response_format', 'verbose_json');
    if (this.options.prompt) form.append('prompt', this.options.prompt);
    const res = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 120_000),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`speech service answered ${res.status}: ${body.slice(0, 300)}`);
    const parsed = VerboseJson.safeParse(safeJson(body));
    if (!parsed.success) throw new Error('speech service answered without a transcript');
    return { text: parsed.data.text.trim(), language: languageCode(parsed.data.language) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
