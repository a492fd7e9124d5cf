// `chairside scrub < text.txt`: prints the text with identifiers replaced by [NAME], [DATE], …
import { parseArgs } from 'node:util';
import { scrubPhi } from '../../core/phi/scrub.ts';
import { readInput, run, type Io } from './notes.ts';

export async function main(args: string[], io?: Io): Promise<number> {
  const streams: Io = io ?? { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
  return run(streams, 'scrub', async () => {
    parseArgs({ args, options: {}, strict: true });
    const text = await readInput(streams, 'scrub');
    return `${scrubPhi(text).text.replace(/\n?$/, '\n')}`;
  });
}
