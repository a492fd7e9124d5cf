// `chairside transcribe FILE [--engine sphinx|sphinx-base]`: prints the transcript of an audio file
// (any format ffmpeg reads). sphinx is the adapted dental recogniser (the default), sphinx-base stock PocketSphinx.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isAdaptedModelBuilt } from '../../server/speech/adapted-model.ts';
import { createSphinxEngine } from '../../server/speech/create-engine.ts';
import { decodeToPcm } from '../../server/speech/decode.ts';
import { UnreadableAudioError } from '../../server/speech/engine.ts';

const ENGINES = ['sphinx', 'sphinx-base'];
const USAGE = `usage: chairside transcribe FILE [--engine ${ENGINES.join('|')}]`;

export async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { engine: { type: 'string', default: process.env.STT_ENGINE ?? 'sphinx' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0 || !ENGINES.includes(values.engine)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let audio: Buffer;
  try {
    audio = await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    process.stderr.write(`chairside transcribe: cannot read ${file}: ${reason}\n`);
    return 1;
  }
  try {
    const pcm = await decodeToPcm(audio);
    const adapted = values.engine === 'sphinx';
    if (adapted && !isAdaptedModelBuilt()) process.stderr.write('Building the dental speech model (first run only, about half a minute)…\n');
    const { text } = await createSphinxEngine({ adapted }).transcribe(pcm);
    process.stdout.write(`${text}\n`);
    return 0;
  } catch (e) {
    if (e instanceof UnreadableAudioError) {
      process.stderr.write(`chairside transcribe: ${file}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
