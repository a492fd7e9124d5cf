// Builds the adapted (dental) speech model: `npm run speech:build [-- --out DIR] [--lambda 0.5] [--words 30000]`.
// The server builds it by itself on first use (through this script); run it to build ahead of time.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { buildAdaptedModel, DENTAL_LM_WEIGHT, defaultCacheDir, GENERAL_VOCABULARY, modelKey } from '../../server/speech/adapted-model.ts';

// --words (how many general words to keep) is for trying other sizes: pass --out too, the cache key knows only the default.
const { values } = parseArgs({ options: { out: { type: 'string' }, lambda: { type: 'string' }, words: { type: 'string' } } });
const lambda = values.lambda ? Number(values.lambda) : DENTAL_LM_WEIGHT;
const dir = values.out ?? join(defaultCacheDir(), modelKey(lambda));
const started = Date.now();
const files = buildAdaptedModel(dir, lambda, (line) => console.log(line), values.words ? Number(values.words) : GENERAL_VOCABULARY);
console.log(`built ${files.lm} and ${files.dict} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
