// Writes server/speech/corpus/dictations.txt, the whole dictations the dental language model learns word order
// from: `npm run speech:dictations`. Run it after adding or changing a case of the notes corpus's dev split
// (a unit test fails while the file is out of date). The held-out splits are never exported.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportDictations } from './dictations.ts';
import { DICTATIONS_FILE } from '../../server/speech/corpus/dictations.ts';

const lines = exportDictations();
writeFileSync(DICTATIONS_FILE, lines.join('\n') + '\n');
console.log(`wrote ${lines.length} runs (${lines.join(' ').split(' ').length} words) to ${fileURLToPath(DICTATIONS_FILE)}`);
