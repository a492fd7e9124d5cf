import { expect, test } from '@playwright/test';
import { BACKGROUND_PLAYBACK_RATE, INTRO_MS, PRICE_USD_PER_MONTH } from '../core/constants.ts';
import { confirmedUser } from './accounts.ts';

/** Slack on top of the spec's timings for a busy machine. */
const SLACK = 3000;

// Without Stripe keys the server offers its own, clearly labelled, local test checkout and manage pages.
test('a new dentist starts the trial on the local checkout, and cancelling it brings the offer back', async ({ page, context }) => {
  const { email } = await confirmedUser(page, 'dr.billing');
  const offer = page.getByRole('dialog', { name: 'Start your free trial' });
  await expect(offer).toBeVisible({ timeout: INTRO_MS + SLACK });
  await expect(offer).toContainText(`$${PRICE_USD_PER_MONTH}/month`);
  await expect(offer).toContainText('Cross-device sync');
  // Creating notes is refused meanwhile; the app itself is not shown.
  expect((await page.request.post('/api/transcribe/live', { data: {} })).status()).toBe(402);
  await expect(page.getByRole('button', { name: 'Connect Desktop' })).toHaveCount(0);

  await offer.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('Local test checkout.')).toBeVisible();
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  const back = page.waitForURL(/\/\?subscription=success$/, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
  await back;

  // The app opens, and the parameter leaves the address bar.
  await expect(page.getByRole('button', { name: 'Connect Desktop' })).toBeVisible({ timeout: INTRO_MS + SLACK });
  await expect(page).toHaveURL(/\/$/);
  await expect(offer).toHaveCount(0);
  await expect.poll(() => page.getByTestId('background-video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(BACKGROUND_PLAYBACK_RATE.app);

  // Settings → Subscription → Manage opens the manage page in a new tab; the trial is cancelled there.
  await page.getByRole('button', { name: 'Open settings' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await expect(options).toContainText('Active');
  const opened = context.waitForEvent('page');
  await options.getByRole('button', { name: 'Manage' }).click();
  const manage = await opened;
  await expect(manage.getByText('Free trial', { exact: true })).toBeVisible();
  await manage.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(manage.getByText(`${email} has no active subscription.`)).toBeVisible();
  await manage.close();

  // On the next load the intro ends in the offer again.
  await page.reload();
  await expect(page.getByTestId('intro')).toBeVisible();
  await expect(offer).toBeVisible({ timeout: INTRO_MS + SLACK });
  await expect(page.getByRole('button', { name: 'Connect Desktop' })).toHaveCount(0);

  // Declining signs this browser out.
  await offer.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});
