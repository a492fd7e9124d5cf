import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  BACKGROUND_PLAYBACK_RATE,
  EMAIL_CHANGE_SUCCESS_CLOSE_MS,
  INTRO_MS,
  NOTICE_CLEAR_MS,
  PASSWORD_RESET_SUCCESS_CLOSE_MS,
  STEP_FOCUS_DELAY_MS,
  SIGN_OUT_CONFIRM_MS,
  TOAST_FADE_MS,
  TOAST_VISIBLE_MS,
} from '../core/constants.ts';
import { ACCESS_MESSAGES, ACCOUNT_TOASTS, AUTH_MESSAGES } from '../core/messages.ts';
import { QUOTES } from '../core/quotes.ts';
import { mailsTo } from '../server/testing/outbox.ts';
import { emailedLink, PASSWORD, signedInUser, startTrial, uniqueEmail } from './accounts.ts';
import { E2E_DATA_DIR } from './env.ts';

/** Slack on top of the spec's timings for a busy machine. */
const SLACK = 3000;

const toast = (page: Page) => page.getByTestId('toast');
const options = (page: Page) => page.getByRole('dialog', { name: 'Options' });

/**
 * An account made through the API, confirmed by its emailed link (unless asked not to) and then on the 7-day
 * trial, so signing in leads to the app; the browser itself has no session.
 */
async function account(request: APIRequestContext, prefix: string, { confirmed = true } = {}) {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD, name: email, callbackURL: '/auth/callback' } });
  expect(res.ok(), await res.text()).toBe(true);
  if (!confirmed) return email;
  // The link signs the request context (not the page) in, which is what starting the trial needs.
  expect((await request.get(await emailedLink(email, 'Confirm email address'))).ok()).toBe(true);
  await startTrial(request);
  return email;
}

/** Landing → BEGIN → the email step → the step for this email. */
async function beginWith(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'BEGIN' }).click();
  const overlay = page.getByRole('dialog', { name: 'Welcome' });
  await overlay.getByLabel('Email').fill(email);
  await overlay.getByRole('button', { name: 'Continue' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await beginWith(page, email);
  const step = page.getByRole('dialog', { name: 'Welcome back' });
  await step.getByLabel('Password').fill(password);
  await step.getByRole('button', { name: 'Sign In' }).click();
}

/** The intro shows the logo for INTRO_MS, then the app opens. */
async function expectIntroThenApp(page: Page) {
  await expect(page.getByTestId('intro')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quik Tips' })).toBeVisible({ timeout: INTRO_MS + SLACK });
  await expect(page.getByTestId('intro')).toHaveCount(0);
}

async function openAccountDialog(page: Page) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  await options(page).getByRole('button', { name: 'Edit account' }).click();
  return page.getByRole('dialog', { name: 'Account Management' });
}

async function expectToast(page: Page, { title, message }: { title: string; message: string }) {
  await expect(toast(page)).toContainText(title);
  await expect(toast(page)).toContainText(message);
}

test('a new dentist signs up, confirms through the emailed link and goes through the intro to the subscription offer', async ({ page }) => {
  const email = uniqueEmail('dr.signup');
  const backgroundRate = () => page.getByTestId('background-video').evaluate((v: HTMLVideoElement) => v.playbackRate);
  await page.goto('/');
  await expect(page.getByText('HIPAA Compliant • Secure • Professional')).toBeVisible();
  expect(await backgroundRate()).toBe(BACKGROUND_PLAYBACK_RATE.landing);
  await page.getByRole('button', { name: 'BEGIN' }).click();
  // Under the overlay (hidden from assistive technology meanwhile) the button shows it is on its way.
  await expect(page.getByText('BEGINNING...')).toBeAttached();

  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome.getByLabel('Email')).toBeFocused();
  // Typed with spaces and capitals: checked, created and confirmed trimmed and lower-cased.
  await welcome.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await welcome.getByRole('button', { name: 'Continue' }).click();

  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup.getByTestId('auth-email')).toHaveText(email);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await expect(signup.getByText(ACCESS_MESSAGES.signUpMismatch)).toBeVisible();
  await expect(signup.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  await signup.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(signup.getByText(ACCESS_MESSAGES.signUpMismatch)).toHaveCount(0);
  const create = signup.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await signup.getByRole('checkbox', { name: 'I have read and agree to the Terms of Service and Privacy Policy' }).check();
  await create.click();

  const sent = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(sent).toContainText(email);
  await expect(sent.getByRole('status')).toHaveText(AUTH_MESSAGES.signUpCheckEmail);
  await expect(sent.getByRole('status')).toHaveCount(0, { timeout: NOTICE_CLEAR_MS + SLACK });

  await page.goto(await emailedLink(email, 'Confirm email address'));
  await expect(page).toHaveURL(/\/$/);
  // A new regular account has no subscription: after the intro comes the offer of the trial, not the app.
  await expect(page.getByTestId('intro')).toBeVisible();
  const offer = page.getByRole('dialog', { name: 'Start your free trial' });
  await expect(offer).toBeVisible({ timeout: INTRO_MS + SLACK });
  await expect(offer).toContainText(email);
  await expect(page.getByRole('button', { name: 'Quik Tips' })).toHaveCount(0);
  expect(await backgroundRate()).toBe(BACKGROUND_PLAYBACK_RATE.landing);
});

test('a wrong password is refused in the spec wording, and repeated tries hit the rate limit', async ({ page, request }) => {
  const email = await account(request, 'dr.wrong');
  await signIn(page, email, 'not-my-password');
  const step = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(step.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);

  for (let i = 0; i < 5; i++) await step.getByRole('button', { name: 'Sign In' }).click();
  await expect(step.getByRole('alert').filter({ hasText: AUTH_MESSAGES.rateLimited })).toBeVisible();
});

test('an unconfirmed account is told so and can have the confirmation sent again', async ({ page, request }) => {
  const email = await account(request, 'dr.unconfirmed', { confirmed: false });
  const before = mailsTo(E2E_DATA_DIR, email).length;
  await signIn(page, email, PASSWORD);
  const step = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(step.getByRole('alert')).toHaveText(AUTH_MESSAGES.notConfirmed);
  await step.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(step.getByRole('status')).toHaveText(ACCESS_MESSAGES.verificationResent);
  await expect.poll(() => mailsTo(E2E_DATA_DIR, email).length).toBe(before + 1);
});

test('a forgotten password is reset through the emailed link', async ({ page, context, request }) => {
  const email = await account(request, 'dr.forgetful');
  await beginWith(page, email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toContainText(email);

  // The link opens in a new tab, as it does from a mail program.
  const tab = await context.newPage();
  await tab.goto(await emailedLink(email, 'Choose a new password'));
  const reset = tab.getByRole('dialog', { name: 'Choose a new password' });
  const update = reset.getByRole('button', { name: 'Update Password' });
  // A field chosen as soon as the step appears keeps the focus: the step's own focus must not move the typing.
  const confirm = reset.getByLabel('Confirm New Password');
  await confirm.focus();
  await tab.waitForTimeout(STEP_FOCUS_DELAY_MS + 200);
  await expect(confirm).toBeFocused();
  await reset.getByLabel('New Password', { exact: true }).fill('abc');
  await reset.getByLabel('Confirm New Password').fill('abd');
  await expect(update).toBeDisabled();
  await reset.getByLabel('Confirm New Password').fill('abc');
  await update.click();
  await expect(reset.getByRole('alert')).toHaveText(ACCESS_MESSAGES.resetTooShort);
  await reset.getByLabel('New Password', { exact: true }).fill('brand-new-36');
  await reset.getByLabel('Confirm New Password').fill('brand-new-36');
  await update.click();
  await expect(reset.getByRole('status')).toHaveText(ACCESS_MESSAGES.passwordReset);

  // Then the user is signed out and asked to sign in, and the token has left the address bar.
  await expect(tab.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: PASSWORD_RESET_SUCCESS_CLOSE_MS + SLACK });
  expect(new URL(tab.url()).hash).toBe('');
  await tab.close();
  await signIn(page, email, 'brand-new-36');
  await expectIntroThenApp(page);
});

test('an email change takes effect through the link sent to the new address', async ({ page, context }) => {
  const { email } = await signedInUser(page, 'dr.moving');
  const dialog = await openAccountDialog(page);
  const update = dialog.getByRole('button', { name: 'Update Email' });
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.missingInformation);
  await expect(dialog.getByLabel('New Email')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('New Email').fill(email.toUpperCase());
  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.sameEmail);

  const moved = uniqueEmail('dr.moved');
  await dialog.getByLabel('New Email').fill(moved);
  await dialog.getByLabel('Current Password').fill('wrong-password');
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.currentPasswordIncorrect);
  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.emailVerificationRequired(moved));
  await expect(dialog).toBeHidden();

  const tab = await context.newPage();
  await tab.goto(await emailedLink(moved, 'Confirm new email address'));
  await expect(tab.getByRole('dialog', { name: 'Email Verified' })).toContainText(moved);
  // Signed out after a moment and asked to sign in with the new address.
  await expect(tab.getByRole('dialog', { name: 'Welcome' })).toBeVisible({ timeout: EMAIL_CHANGE_SUCCESS_CLOSE_MS + SLACK });
  expect(new URL(tab.url()).hash).toBe('');
  await tab.close();
  await signIn(page, moved, PASSWORD);
  await expectIntroThenApp(page);
});

test('a used email-change link fails with the spec wording and closing it signs out', async ({ page }) => {
  await signedInUser(page, 'dr.stale');
  await page.goto('/#type=email_change&access_token=not-a-real-token');
  const failed = page.getByRole('dialog', { name: ACCESS_MESSAGES.verificationFailedTitle });
  await expect(failed.getByRole('alert')).toHaveText(ACCESS_MESSAGES.emailChangeInvalid);
  await failed.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

test('the password is changed from the account dialog, with every check', async ({ page, request }) => {
  const { email } = await signedInUser(page, 'dr.careful');
  const dialog = await openAccountDialog(page);
  await dialog.getByRole('tab', { name: 'Change Password' }).click();
  const current = dialog.getByLabel('Current Password');
  const next = dialog.getByLabel('New Password', { exact: true });
  const confirm = dialog.getByLabel('Confirm New Password');
  const update = dialog.getByRole('button', { name: 'Update Password' });

  await current.fill(PASSWORD);
  await next.fill('second-pass-1');
  await confirm.fill('second-pass-2');
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.passwordMismatch);
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');

  await next.fill('short');
  await confirm.fill('short');
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.passwordTooShort);

  await next.fill(PASSWORD);
  await confirm.fill(PASSWORD);
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.samePassword);

  await current.fill('not-the-password');
  await next.fill('second-pass-1');
  await confirm.fill('second-pass-1');
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.currentPasswordIncorrect);
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill(PASSWORD);
  await update.click();
  await expectToast(page, ACCOUNT_TOASTS.passwordUpdated);
  expect((await request.post('/api/auth/sign-in/email', { data: { email, password: 'second-pass-1' } })).ok()).toBe(true);
});

test('sign-out takes two clicks within the confirmation window', async ({ page }) => {
  const { email } = await signedInUser(page, 'dr.leaving');
  await page.getByRole('button', { name: 'Open settings' }).click();
  await expect(options(page).getByTestId('masked-email')).toHaveText(`${email[0]}***@example.com`);

  await options(page).getByRole('button', { name: 'Sign Out' }).click();
  const confirming = options(page).getByRole('button', { name: 'Sign Out?' });
  await expect(confirming).toBeVisible();
  // Without a second click the button goes back to normal.
  await expect(options(page).getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible({ timeout: SIGN_OUT_CONFIRM_MS + SLACK });

  await options(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
  await confirming.click();
  await expectToast(page, ACCOUNT_TOASTS.signedOut);
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await expect(options(page)).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0, { timeout: TOAST_VISIBLE_MS + TOAST_FADE_MS + SLACK });
  await page.reload();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});

test('signing out in one tab signs the other tabs out', async ({ page, context }) => {
  await signedInUser(page, 'dr.tabs');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Quik Tips' })).toBeVisible({ timeout: INTRO_MS + SLACK });

  await page.getByRole('button', { name: 'Open settings' }).click();
  await options(page).getByRole('button', { name: 'Sign Out' }).click();
  await options(page).getByRole('button', { name: 'Sign Out?' }).click();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});

test('a sign-out on another device reaches this one through the stream', async ({ page, browser }) => {
  const { email } = await signedInUser(page, 'dr.devices');
  await expect(page.getByRole('button', { name: 'Quik Tips' })).toBeVisible({ timeout: INTRO_MS + SLACK });
  const device = await browser.newContext({ baseURL: page.url() });
  expect((await device.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  expect((await device.request.post('/api/signout-broadcast', { data: {} })).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await device.close();
});

test('the theme is saved and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open settings' }).click();
  const toggle = options(page).getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Open settings' }).click();
  await options(page).getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('the settings quote does not repeat until every quote has been shown', async ({ page }) => {
  await page.goto('/');
  const seen: string[] = [];
  for (let i = 0; i < QUOTES.length; i++) {
    await page.getByRole('button', { name: 'Open settings' }).click();
    seen.push((await options(page).getByTestId('quote').textContent()) ?? '');
    await options(page).getByRole('button', { name: 'Close options' }).click();
    await expect(options(page)).toHaveCount(0);
  }
  expect(new Set(seen).size).toBe(QUOTES.length);
});

test('the onboarding videos play one at a time and close on a click outside', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watch onboarding videos' }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toHaveAccessibleName('Getting started');
  const videos = viewer.locator('video');
  const paused = (i: number) => videos.nth(i).evaluate((v: HTMLVideoElement) => v.paused);
  await expect.poll(() => paused(0)).toBe(false);
  await viewer.getByRole('button', { name: 'Video 2: Your first notes' }).click();
  await expect(viewer).toHaveAccessibleName('Your first notes');
  await expect.poll(() => paused(1)).toBe(false);
  expect(await paused(0)).toBe(true);
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the emailed-link callback reports a bad link and leads back to the app', async ({ page }) => {
  await page.goto('/auth/callback?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to App' }).click();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading')).toHaveText('404 Page Not Found');
});
