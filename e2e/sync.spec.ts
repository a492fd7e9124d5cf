import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { INTRO_MS } from '../core/constants.ts';
import { SYNC_MESSAGES } from '../core/messages.ts';
import { maskEmail } from '../web/settings/mask-email.ts';
import { PASSWORD, signedInUser } from './accounts.ts';
import { E2E_QR_TTL_SECONDS } from './env.ts';

/** Slack on top of the spec's timings for a busy machine. */
const SLACK = 3000;

/** Signed in (with the trial), the app open, the Desktop Sync dialog showing its first code. */
async function openDesktopSync(page: Page, prefix: string) {
  const { email } = await signedInUser(page, prefix);
  await page.getByRole('button', { name: 'Connect Desktop' }).click({ timeout: INTRO_MS + SLACK });
  const dialog = page.getByRole('dialog', { name: 'Desktop Sync' });
  const url = dialog.getByLabel('Desktop URL');
  await expect(url).toHaveValue(/^http:\/\/localhost:\d+\/d\?qr=[\w-]{20,}$/);
  return { email, dialog, url };
}

/** What a phone camera would read from the dialog's QR image, and the image's size. */
async function scan(image: Locator) {
  await expect(image).toBeVisible();
  const { width, height, data } = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return { width: canvas.width, height: canvas.height, data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
  });
  return { width, height, text: jsQR(Uint8ClampedArray.from(data), width, height)?.data };
}

/** A browser with nothing in it (another computer) opening `url`. */
async function otherDevice(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const appOpen = (page: Page) => expect(page.getByRole('button', { name: 'Quik Tips' })).toBeVisible({ timeout: INTRO_MS + 3 * SLACK });

test('a second device opens the QR code’s URL and is signed in as the same user; the code works once', async ({ page, browser }) => {
  const { email, dialog, url } = await openDesktopSync(page, 'dr.sync');
  const shown = await url.inputValue();
  const qr = await scan(dialog.getByRole('img', { name: 'QR code of the desktop URL' }));
  expect(qr).toEqual({ width: 200, height: 200, text: shown });

  const desktop = await otherDevice(browser, shown);
  await appOpen(desktop);
  await expect(desktop).toHaveURL(/\/$/);
  await desktop.getByRole('button', { name: 'Open settings' }).click();
  await expect(desktop.getByRole('dialog', { name: 'Options' })).toContainText(maskEmail(email));
  await desktop.keyboard.press('Escape');

  // The phone's dialog hears of it through the stream and shows a fresh code.
  await expect(url).not.toHaveValue(shown);
  await expect(url).toHaveValue(/\/d\?qr=/);
  await expect.poll(async () => (await scan(dialog.getByRole('img', { name: 'QR code of the desktop URL' }))).text).toBe(await url.inputValue());

  // The used code signs nobody else in.
  const third = await otherDevice(browser, shown);
  await expect(third.getByTestId('toast')).toContainText(SYNC_MESSAGES.invalid);
  await expect(third.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await expect(third).toHaveURL(/\/$/);

  // Copy URL puts the current link on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByTestId('toast')).toContainText(SYNC_MESSAGES.urlCopied.message);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await url.inputValue());

  // Refresh replaces the code and is locked for a moment.
  const before = await url.inputValue();
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await expect(url).not.toHaveValue(before);
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeEnabled({ timeout: SLACK });

  // Sign Out on the phone ends the session on the desktop too.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open settings' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByRole('button', { name: 'Sign Out' }).click();
  await options.getByRole('button', { name: 'Sign Out?' }).click();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await expect(desktop.getByRole('button', { name: 'BEGIN' })).toBeVisible();
  await desktop.reload();
  await expect(desktop.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});

test('an expired code is replaced in the dialog and refused on the other device', async ({ page, browser }) => {
  const { url } = await openDesktopSync(page, 'dr.expired');
  const shown = await url.inputValue();
  await expect(url).not.toHaveValue(shown, { timeout: (E2E_QR_TTL_SECONDS + 5) * 1000 });
  const late = await otherDevice(browser, shown);
  await expect(late.getByTestId('toast')).toContainText(SYNC_MESSAGES.invalid);
  await expect(late.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});

test('a user already signed in on the most devices allowed gets the device-limit message', async ({ page, browser }) => {
  const { email, url } = await openDesktopSync(page, 'dr.limit');
  // Signed in on four more devices: with this browser, the default limit of 5.
  for (let i = 0; i < 4; i++) {
    const device = await browser.newContext({ baseURL: new URL(page.url()).origin });
    expect((await device.request.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  }

  const refused = await otherDevice(browser, await url.inputValue());
  await expect(refused.getByTestId('toast')).toContainText(SYNC_MESSAGES.deviceLimit);
  await expect(refused.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});

test('?sync= codes and ?token= links sign a browser in too, and a bad token is refused', async ({ page, browser }) => {
  const { email } = await signedInUser(page, 'dr.links');
  const code = (await (await page.request.post('/api/qr-session')).json()).qrCode as string;
  const synced = await otherDevice(browser, new URL(`/?sync=${code}`, page.url()).href);
  await appOpen(synced);
  await expect(synced).toHaveURL(/\/$/);

  // A session token of this user (here the one a QR code's adoption returns) works as a ?token= link.
  const another = (await (await page.request.post('/api/qr-session')).json()).qrCode as string;
  const { sessionToken } = await (await synced.context().request.post('/api/adopt-session', { data: { qrCode: another } })).json();
  const linked = await otherDevice(browser, new URL(`/?token=${encodeURIComponent(sessionToken)}`, page.url()).href);
  await appOpen(linked);
  await linked.getByRole('button', { name: 'Open settings' }).click();
  await expect(linked.getByRole('dialog', { name: 'Options' })).toContainText(maskEmail(email));

  const refused = await otherDevice(browser, new URL('/?token=not-a-session', page.url()).href);
  await expect(refused.getByTestId('toast')).toContainText('This sign-in link has expired. Please sign in again.');
  await expect(refused.getByRole('button', { name: 'BEGIN' })).toBeVisible();
});
