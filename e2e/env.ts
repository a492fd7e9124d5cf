import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** E2E_PORT lets two suites run side by side on one machine, each with its own server and data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

// The config module is loaded by the runner and again by each worker; the folder is chosen and emptied once,
// by the first, and handed to the workers through the environment.
if (!process.env.CHAIRSIDE_E2E_DATA_DIR) {
  process.env.CHAIRSIDE_E2E_DATA_DIR = resolve(`test-results/e2e-data-${E2E_PORT}`);
  rmSync(process.env.CHAIRSIDE_E2E_DATA_DIR, { recursive: true, force: true });
}
/** The server's DATA_DIR: its embedded database and the mail outbox the tests read links from. */
export const E2E_DATA_DIR = process.env.CHAIRSIDE_E2E_DATA_DIR;

/** Sync codes live for the shortest time the server allows, so a test can watch one expire. */
export const E2E_QR_TTL_SECONDS = 30;
