import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { linkFrom } from '../server/testing/outbox.ts';
import { E2E_DATA_DIR } from './env.ts';

const JFK = resolve(import.meta.dirname, '../../shared/audio/jfk.wav');

test('a new dentist signs up, confirms by email, uploads a recording and sees its notes arrive', async ({ page }) => {
  const email = `dr.e2e.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('occlusal-36');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status')).toHaveText('Account created! Please check your email for verification link.');

  // Signing in before confirming is refused with the spec's wording.
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Account exists but email not verified. Please check your email for the verification link.');

  const link = linkFrom(E2E_DATA_DIR, email, 'Confirm email address');
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('No appointments yet')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(JFK);
  await expect(page.getByText('Audio file transcribed successfully!')).toBeVisible();
  const card = page.getByTestId('appointment');
  // The list updates through the server-sent event stream only; nothing polls.
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Processing')).toBeVisible();
  await expect(card.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText('country');
  await expect(card.getByTestId('notes')).toBeVisible();
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading')).toHaveText('404 Page Not Found');
});
