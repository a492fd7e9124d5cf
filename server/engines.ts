import type { Config } from './config.ts';
import { rulesEngine, type NotesEngine } from './notes/engine.ts';
import { openAiNotesEngine } from './notes/openai.ts';
import type { SpeechEngine } from './speech/engine.ts';
import { OpenAiSpeechEngine } from './speech/openai.ts';
import { SphinxEngine } from './speech/sphinx.ts';

/** The configured speech-to-text engine. */
export function createSpeechEngine(config: Config): SpeechEngine {
  if (config.sttEngine === 'openai') return new OpenAiSpeechEngine(config.stt);
  return new SphinxEngine();
}

/** The configured notes engine; a model engine always has the built-in one to fall back on. */
export function createNotesEngine(config: Config, log: { warn(obj: object, msg: string): void }): NotesEngine {
  const rules = rulesEngine({ numbering: config.numbering });
  if (config.notesEngine === 'openai') return openAiNotesEngine({ ...config.notesModel, numbering: config.numbering, fallback: rules, log });
  return rules;
}
