import { BASE_MODEL, defaultCacheDir, ensureAdaptedModel } from './adapted-model.ts';
import { ADAPTED_DECODER } from './decoder-settings.ts';
import { numberHomophones } from './homophones.ts';
import { SphinxEngine } from './sphinx.ts';

export interface SphinxEngineConfig {
  /** Dental dictionary, language model and decoder settings (the default); false gives stock PocketSphinx. */
  adapted?: boolean;
  /** Where the adapted model is built and kept (default: CHAIRSIDE_SPEECH_CACHE, else DATA_DIR/speech-model). */
  cacheDir?: string;
  /** Keep a decoder loaded and waiting between recordings (a server); a one-off transcription does not. */
  keepWarm?: boolean;
}

/**
 * The PocketSphinx engine the server uses. The adapted one builds its model on first use (or on
 * `prepare()`, which a server can call at start-up) and reuses it afterwards.
 */
export function createSphinxEngine({ adapted = true, cacheDir = defaultCacheDir(), keepWarm = false }: SphinxEngineConfig = {}): SphinxEngine {
  if (!adapted) return new SphinxEngine({ name: 'sphinx-base', keepWarm, args: { hmm: BASE_MODEL.hmm, lm: BASE_MODEL.lm, dict: BASE_MODEL.dict } });
  return new SphinxEngine({
    name: 'sphinx',
    keepWarm,
    rewrite: numberHomophones,
    args: async () => {
      const model = await ensureAdaptedModel(cacheDir);
      return { hmm: BASE_MODEL.hmm, lm: model.lm, dict: model.dict, ...ADAPTED_DECODER };
    },
  });
}
