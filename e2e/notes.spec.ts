import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { signedInUser } from './accounts.ts';
import { DICTATION, syntheticSpeech, wavDurationMs } from './fixtures/dictation.ts';

// The fake microphone "speaks" a synthetic dictation (festival), looping, to every recording in this file.
const DICTATION_WAV = syntheticSpeech('dictation', DICTATION);
const SPEECH_MS = wavDurationMs(DICTATION_WAV);
const base = config.use!.launchOptions!;
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${DICTATION_WAV}`],
  },
  permissions: ['clipboard-read', 'clipboard-write'],
});

const SCREENSHOTS = resolve(import.meta.dirname, 'screenshots');
/** Transcription and notes run on the server's own engines; generous for a busy 2-core machine. */
const NOTES_TIMEOUT = 90_000;

const appointments = (page: Page) => page.getByTestId('appointment');
const notesCard = (page: Page) => page.getByTestId('notes-card');
const field = (page: Page, label: string) => notesCard(page).getByLabel(label, { exact: true });
const toast = (page: Page) => page.getByTestId('toast');

const saved = (page: Page) => page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/transcriptions/') && r.ok());

async function speak(page: Page, start: Locator, stop: Locator) {
  await start.click();
  await expect(stop).toBeVisible();
  await page.waitForTimeout(SPEECH_MS + 700);
  await stop.click();
}

async function expectNotesCompleted(page: Page) {
  await expect(notesCard(page).getByTestId('notes-status')).toHaveText('Completed', { timeout: NOTES_TIMEOUT });
  await expect(field(page, 'CC')).toBeVisible();
}

type ProcessingWatch = Window & { __sawProcessing?: boolean };

/** Runs in the page: notes whether the notes card ever showed the Processing badge with the generating message. */
function watchProcessingState() {
  const w = window as ProcessingWatch;
  w.__sawProcessing = false;
  const check = () => {
    const card = document.querySelector('[data-testid="notes-card"]');
    const badge = card?.querySelector('[data-testid="notes-status"]')?.textContent;
    if (badge === 'Processing' && card?.textContent?.includes('Generating structured clinical notes automatically...')) {
      w.__sawProcessing = true;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

test('dictate an appointment, edit, undo and redo, append by voice, copy, delete and clear', async ({ page }) => {
  await signedInUser(page);
  await expect(page.getByText('No appointments yet')).toBeVisible();
  await expect(page.getByText('Start recording to create clinical notes')).toBeVisible();

  // Record through the fake microphone: LISTEN → LISTENING... with a running m:ss timer → stop.
  // The audio is streamed in chunks while speaking; stopping sends only the tail and closes the recording.
  const chunksSent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/api\/transcribe\/live\/\d+\/chunks\/\d+$/.test(r.url())) chunksSent.push(r.url());
  });
  const listening = page.getByRole('button', { name: 'LISTENING...' });
  await page.getByRole('button', { name: 'LISTEN', exact: true }).click();
  await expect(listening).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0:0[1-9]$/, { timeout: 5000 });
  await page.waitForTimeout(SPEECH_MS + 700);
  const finished = page.waitForResponse((r) => /\/api\/transcribe\/live\/\d+\/finish$/.test(r.url()) && r.ok());
  // Streaming leaves only the tail to recognise, so the processing state can be brief: record what the card shows.
  await page.evaluate(watchProcessingState);
  await listening.click();
  await finished;
  expect(chunksSent.length).toBeGreaterThanOrEqual(1);

  await expect(appointments(page)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as ProcessingWatch).__sawProcessing)).toBe(true);
  // Completion arrives over the event stream only: nothing polls.
  await expectNotesCompleted(page);

  // An edit is saved 1 s after typing stops, and is still there after a reload.
  let save = saved(page);
  await field(page, 'CC').fill('Sensitivity to cold lower left');
  await save;
  await page.reload();
  await expect(field(page, 'CC')).toHaveValue('Sensitivity to cold lower left');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Undo and redo step through whole field edits, and each step is saved too.
  save = saved(page);
  await field(page, 'NOTES').fill('Anxious patient');
  await field(page, 'NOTES').blur();
  await save;
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(field(page, 'NOTES')).toHaveValue('');
  await expect(field(page, 'NOTES')).toHaveAttribute('placeholder', 'None');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  save = saved(page);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(field(page, 'NOTES')).toHaveValue('Anxious patient');
  await save;

  // DENTAL is edited as "tooth: condition" lines.
  save = saved(page);
  await field(page, 'DENTAL').fill('36: Occlusal caries\n46: Sound');
  await save;
  await page.reload();
  await expect(field(page, 'NOTES')).toHaveValue('Anxious patient');
  await expect(field(page, 'DENTAL')).toHaveValue('36: Occlusal caries\n46: Sound');

  // Copy: the spec's plain text, without "Not specified" fields.
  await appointments(page).first().getByRole('button', { name: /^Copy clinical notes/ }).click();
  await expect(toast(page)).toContainText('Copied');
  await expect(toast(page)).toContainText('Clinical notes copied to clipboard');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('CC: Sensitivity to cold lower left');
  expect(copied).toContain('O/E:\n');
  expect(copied).toContain('DENTAL:\n36: Occlusal caries\n46: Sound');
  expect(copied).toContain('NOTES: Anxious patient');
  expect(copied).not.toContain('Not specified');

  // Append by voice: Append → Stop Recording → Processing... → the notes are replaced and undoable.
  await speak(page, notesCard(page).getByRole('button', { name: 'Append' }), notesCard(page).getByRole('button', { name: /Stop Recording/ }));
  await expect(notesCard(page).getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(toast(page)).toContainText('Clinical notes updated with new instructions', { timeout: NOTES_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

  // Deleting the notes (two-step) sends them back to be generated again from the dictation.
  const deleted = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.request().postDataJSON()?.clinicalNotes === null);
  const analyzed = page.waitForResponse((r) => r.url().endsWith('/analyze') && r.status() === 202);
  await notesCard(page).getByRole('button', { name: 'Delete notes' }).click();
  await notesCard(page).getByRole('button', { name: 'Confirm delete notes' }).click();
  expect((await deleted).ok()).toBe(true);
  await analyzed;
  await expectNotesCompleted(page);
  await expect(field(page, 'NOTES')).toHaveValue('');

  // Upload a file as a second appointment.
  await page.locator('input[type=file]').setInputFiles(DICTATION_WAV);
  await expect(toast(page)).toContainText('Audio file transcribed successfully!');
  await expect(appointments(page)).toHaveCount(2);
  await expectNotesCompleted(page);
  await expect(appointments(page).nth(1).getByTestId('appointment-title')).toHaveText(/^(Appointment \d+|.{1,10}\.\.\.)$/);

  // The first appointment, dictated and appended to, is the fuller picture for the screenshots.
  await appointments(page).first().getByTestId('appointment-title').click();
  await expect(notesCard(page)).toContainText(await appointments(page).first().getByTestId('appointment-title').innerText());
  await expectNotesCompleted(page);
  await screenshots(page);

  // Two-step delete: armed for 3 s, then back to normal.
  const second = appointments(page).nth(1);
  await second.getByRole('button', { name: /^Delete / }).click();
  await expect(second.getByRole('button', { name: /^Confirm delete/ })).toBeVisible();
  await expect(second.getByRole('button', { name: /^Delete / })).toBeVisible({ timeout: 4500 });
  await second.getByRole('button', { name: /^Delete / }).click();
  await second.getByRole('button', { name: /^Confirm delete/ }).click();
  await expect(toast(page)).toContainText('Appointment deleted');
  await expect(appointments(page)).toHaveCount(1);
  await page.reload();
  await expect(appointments(page)).toHaveCount(1);

  // Clear all, also two-step, in one call.
  const clears = page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname === '/api/transcriptions');
  await page.getByRole('button', { name: 'Clear all appointments' }).click();
  await page.getByRole('button', { name: 'Confirm clear all appointments' }).click();
  expect((await clears).status()).toBe(200);
  await expect(toast(page)).toContainText('All appointments cleared successfully');
  await expect(page.getByText('No appointments yet')).toBeVisible();
});

test('a refused microphone and an unreadable upload are reported', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await signedInUser(page);
  await page.getByRole('button', { name: 'LISTEN', exact: true }).click();
  await expect(toast(page)).toContainText('Recording Failed');
  await expect(toast(page)).toContainText('Failed to access microphone. Please check permissions.');
  await expect(page.getByRole('button', { name: 'LISTEN', exact: true })).toBeEnabled();

  await page.locator('input[type=file]').setInputFiles({ name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('this is not audio') });
  await expect(toast(page)).toContainText('Upload Failed');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('No appointments yet')).toBeVisible();
});

test('a second window of the same user sees every change live', async ({ page, browser }) => {
  await signedInUser(page);
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  await second.goto(new URL('/', page.url()).href);
  await expect(second.getByText('No appointments yet')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(DICTATION_WAV);
  await expect(appointments(second)).toHaveCount(1);
  await expectNotesCompleted(second);
  await expectNotesCompleted(page);

  const save = saved(page);
  await field(page, 'CC').fill('Edited in the first window');
  await save;
  await expect(field(second, 'CC')).toHaveValue('Edited in the first window');

  await appointments(page).first().getByRole('button', { name: /^Delete / }).click();
  await appointments(page).first().getByRole('button', { name: /^Confirm delete/ }).click();
  await expect(second.getByText('No appointments yet')).toBeVisible();
  await other.close();
});

/** The app screen with a completed appointment, light and dark, on a phone and a desktop. */
async function screenshots(page: Page) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const close = page.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click();
  await expect(toast(page)).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => {
      localStorage.setItem('darkMode', String(dark));
      document.documentElement.classList.toggle('dark', dark);
    }, theme === 'dark');
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      // From the top, so the layout's sticky header is drawn where it belongs in the full-page image.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400);
      await page.screenshot({ path: resolve(SCREENSHOTS, `home-${theme}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => {
    localStorage.removeItem('darkMode');
    document.documentElement.classList.remove('dark');
  });
  await page.setViewportSize({ width: 1280, height: 720 });
}
