#!/usr/bin/env node
// The `chairside` command: dispatches `chairside <command> [args]` to scripts/cli/<command>.ts.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const here = dirname(fileURLToPath(import.meta.url));
const [command, ...args] = process.argv.slice(2);
const file = command && /^[a-z-]+$/.test(command) ? join(here, 'cli', `${command}.ts`) : '';

if (!file || !existsSync(file)) {
  const known = ['notes', 'scrub', 'transcribe'].filter((c) => existsSync(join(here, 'cli', `${c}.ts`)));
  process.stderr.write(`usage: chairside <${known.join('|')}> [options]\n`);
  process.exit(2);
}
register();
const { main } = await import(pathToFileURL(file).href);
process.exitCode = await main(args);
