import type { Config } from './config.ts';
import { rulesEngine, type NotesEngine } from './notes/engine.ts';
import { openAiNotesEngine } from './notes/openai.ts';
import type { SpeechEngine } from './speech/engine.ts';
import { OpenAiSpeechEngine } from './speech/openai.ts';
import { dentalVocabularyPrompt } from './speech/vocabulary-prompt.ts';
import { createSphinxEngine } from './speech/create-engine.ts';

/** The configured speech-to-text engine; PocketSphinx starts building its dental model in the background at once. */
export function createSpeechEngine(config: Config, log: { info(msg: string): void; error(obj: object, msg: string): void }): SpeechEngine {
  if (config.sttEngine === 'openai') return new OpenAiSpeechEngine({ ...config.stt, prompt: dentalVocabularyPrompt() });
  const sphinx = createSphinxEngine({ adapted: true, cacheDir: config.speechModelDir, keepWarm: true });
  const started = Date.now();
  sphinx.prepare().then(
    () => log.info(`dental speech model ready (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    (err: Error) => log.error({ err }, 'building the dental speech model failed; it is retried with the next recording'),
  );
  return sphinx;
}

/** The configured notes engine; a model engine always has the built-in one to fall back on. */
export function createNotesEngine(config: Config, log: { warn(obj: object, msg: string): void }): NotesEngine {
  const rules = rulesEngine({ numbering: config.numbering });
  if (config.notesEngine === 'openai') return openAiNotesEngine({ ...config.notesModel, numbering: config.numbering, fallback: rules, log });
  return rules;
}
