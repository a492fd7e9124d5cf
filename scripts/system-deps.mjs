#!/usr/bin/env node
// Makes sure the Debian packages Chairside runs on are present: installs them when running as root,
// otherwise stops with one line saying exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';

/** Needed to serve the app: audio decoding and offline speech recognition (sphinxbase-utils builds the dental language model). */
const RUNTIME = ['ffmpeg', 'pocketsphinx', 'pocketsphinx-en-us', 'sphinxbase-utils'];
/** Needed by the test suites too: the browser and synthetic speech for recordings. */
const TEST = [...RUNTIME, 'chromium', 'festival', 'festvox-us-slt-hts', 'festvox-kallpc16k'];

const wanted = process.argv[2] === 'test' ? TEST : RUNTIME;
const missing = wanted.filter((pkg) => !installed(pkg));
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot || process.env.CHAIRSIDE_NO_APT === '1') {
  console.error(`Chairside needs these Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
console.log(`Installing Debian packages: ${missing.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`apt-get ${args[0]} failed; install them by hand: apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
}

function installed(pkg) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes('install ok installed');
  } catch {
    return false;
  }
}
