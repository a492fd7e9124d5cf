import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linkFrom } from '../server/testing/outbox.ts';
import { E2E_DATA_DIR } from './env.ts';

export const PASSWORD = 'occlusal-36';

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * A new, confirmed and signed-in user in this page's browser context, made through the API and the emailed
 * link (not the UI), so suites about other screens do not depend on the sign-in screens. Without a
 * subscription: the app's flow shows it the subscription overlay.
 */
export async function confirmedUser(page: Page, prefix = 'dr'): Promise<{ email: string }> {
  const email = uniqueEmail(prefix);
  const res = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: email, callbackURL: '/auth/callback' } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(await emailedLink(email, 'Confirm email address'));
  await expect(page).toHaveURL(/\/$/);
  return { email };
}

/** As confirmedUser, having started the 7-day trial on the local checkout, so the app opens straight away. */
export async function signedInUser(page: Page, prefix = 'dr'): Promise<{ email: string }> {
  const user = await confirmedUser(page, prefix);
  await startTrial(page.request);
  await page.goto('/');
  return user;
}

/** Starts the 7-day trial on the local checkout for the request context's signed-in user. */
export async function startTrial(request: APIRequestContext) {
  const trial = await request.post('/billing/local/checkout', { maxRedirects: 0 });
  expect(trial.headers().location).toBe('/?subscription=success');
}

/**
 * The link labelled `label` in the newest mail to `email`. The server may send mail after it has answered
 * the request that caused it, so this waits for the message to reach the outbox.
 */
export async function emailedLink(email: string, label: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => (link = linkFrom(E2E_DATA_DIR, email, label)), { timeout: 15_000, message: `mail "${label}" to ${email}` }).toBeTruthy();
  return link!;
}
