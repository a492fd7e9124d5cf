import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkFrom } from '../../server/testing/outbox.ts';

export interface BenchServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server as an operator runs it (tsx server/main.ts), on a fresh data folder and a free port. */
export async function startServer(port: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chairside-bench-'));
  const url = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader (not the npx or tsx wrappers), so stopping the child stops the server.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', AUTH_IP_LIMIT_PER_MINUTE: '1000', SPEECH_MODEL_DIR: join(tmpdir(), 'chairside-test-speech-model') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A confirmed user on the local 7-day trial; returns the session cookie. */
export async function benchUser(server: BenchServer, email: string): Promise<string> {
  const password = 'bench-molar-36';
  const headers = { 'content-type': 'application/json', origin: server.url };
  await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: email }) });
  const link = linkFrom(server.dataDir, email, 'Confirm email address');
  if (!link) throw new Error('no verification mail');
  await fetch(link, { redirect: 'manual' });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const cookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token='))!.split(';')[0]!;
  await fetch(`${server.url}/billing/local/checkout`, { method: 'POST', headers: { cookie }, redirect: 'manual' });
  return cookie;
}
