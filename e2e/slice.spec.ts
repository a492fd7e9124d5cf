import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { emailedLink, PASSWORD } from './accounts.ts';

const JFK = resolve(import.meta.dirname, '../../shared/audio/jfk.wav');

// The whole slice in one go: a new dentist signs up in the browser, confirms by email, uploads a real
// recording and sees the appointment arrive through the event stream, then its notes.
test('sign up, confirm by email, upload a recording and see it transcribed with notes', async ({ page }) => {
  const email = `dr.slice.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'BEGIN' }).click();
  await page.getByRole('dialog', { name: 'Welcome' }).getByLabel('Email').fill(email);
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Continue' }).click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('Confirm Password').fill(PASSWORD);
  await signup.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service and Privacy Policy' }).check();
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Check Your Email' })).toContainText(email);

  await page.goto(await emailedLink(email, 'Confirm email address'));

  // Creating notes needs the 7-day trial: without Stripe keys, the clearly labelled local test checkout starts it.
  await page.getByRole('dialog', { name: 'Start your free trial' }).getByRole('button', { name: 'Start Free Trial' }).click({ timeout: 15_000 });
  await expect(page.getByText('Local test checkout.')).toBeVisible();
  // Nothing polls: the list only changes through the server-sent event stream.
  const streamed = page.waitForResponse((r) => r.url().includes('/api/transcriptions/stream'));
  await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await expect(page.getByText('No appointments yet')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start Free Trial' })).toHaveCount(0);
  await streamed;
  await page.locator('input[type=file]').setInputFiles(JFK);
  const appointment = page.getByTestId('appointment');
  await expect(appointment).toHaveCount(1);
  await expect(page.getByTestId('notes-card').getByTestId('notes-status')).toHaveText('Completed', { timeout: 90_000 });
  await expect(appointment).toContainText(/country/);
});
