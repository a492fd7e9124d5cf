// Builds the adapted (dental) speech model: `npm run speech:build [-- --out DIR] [--lambda 0.5]`.
// The server builds it by itself on first use (through this script); run it to build ahead of time.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { buildAdaptedModel, DENTAL_LM_WEIGHT, defaultCacheDir, modelKey } from '../../server/speech/adapted-model.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, lambda: { type: 'string' } } });
const lambda = values.lambda ? Number(values.lambda) : DENTAL_LM_WEIGHT;
const dir = values.out ?? join(defaultCacheDir(), modelKey(lambda));
const started = Date.now();
const files = buildAdaptedModel(dir, lambda, (line) => console.log(line));
console.log(`built ${files.lm} and ${files.dict} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
