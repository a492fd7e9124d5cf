// `chairside notes [--numbering fdi|universal|palmer] < dictation.txt`: prints ClinicalNotes JSON.
import { parseArgs } from 'node:util';
import { generateNotes } from '../../core/notes/engine.ts';
import { Numbering } from '../../core/notes/schema.ts';

export interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

const processIo: Io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };

/** All of stdin as text; a terminal (nothing piped in) is an error rather than a silent wait. */
export async function readInput(io: Io, command: string): Promise<string> {
  if (io.stdin.isTTY) throw new Error(`no input: pipe the text in, e.g. chairside ${command} < file.txt`);
  let text = '';
  for await (const chunk of io.stdin) text += chunk.toString();
  if (!text.trim()) throw new Error('empty input: nothing was dictated');
  return text;
}

/** Runs a command body, turning bad options and bad input into a one-line message and exit code. */
export async function run(io: Io, command: string, body: () => Promise<string>): Promise<number> {
  try {
    io.stdout.write(await body());
    return 0;
  } catch (e) {
    io.stderr.write(`chairside ${command}: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}

export async function main(args: string[], io: Io = processIo): Promise<number> {
  return run(io, 'notes', async () => {
    const { values } = parseArgs({ args, options: { numbering: { type: 'string', default: 'fdi' } }, strict: true });
    const numbering = Numbering.safeParse(values.numbering);
    if (!numbering.success) throw new Error(`unknown numbering "${values.numbering}" (fdi, universal or palmer)`);
    const dictation = await readInput(io, 'notes');
    return `${JSON.stringify(generateNotes(dictation, { numbering: numbering.data }), null, 2)}\n`;
  });
}
