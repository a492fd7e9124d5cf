import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_QR_TTL_SECONDS } from './e2e/env.ts';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/playwright-${E2E_PORT}`,
  timeout: 120_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      // Debian's Chromium; Playwright's own browser downloads are not used.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'tsx server/main.ts',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, PUBLIC_URL: `http://localhost:${E2E_PORT}`, LOG_LEVEL: 'error', QR_TTL_SECONDS: String(E2E_QR_TTL_SECONDS), AUTH_IP_LIMIT_PER_MINUTE: '1000', SPEECH_MODEL_DIR: join(tmpdir(), 'chairside-test-speech-model') },
  },
});
