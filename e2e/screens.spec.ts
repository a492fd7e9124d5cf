import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { confirmedUser, signedInUser } from './accounts.ts';

/**
 * Screenshots of the access area for people to look at (git-ignored): every screen, panel and dialog, light
 * and dark, phone and desktop. The assertions only make sure each shot shows what it is named after.
 */
const OUT = resolve(import.meta.dirname, 'screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
const THEMES = ['light', 'dark'] as const;

async function shot(page: Page, name: string) {
  // Finite animations jump to their end, infinite ones stop: the shot shows the settled screen.
  await page.screenshot({ path: `${OUT}/${name}.png`, animations: 'disabled' });
}

async function openFromSettings(page: Page, button: string, title: string, name: string) {
  await page.getByRole('button', { name: 'Open settings' }).click();
  await page.getByRole('dialog', { name: 'Options' }).getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await shot(page, name);
  await closeAll(page);
}

/**
 * Closes the open dialogs from the top one down, each once the one above has faded out. A modal hides the
 * dialogs under it from the accessibility tree, so the count is read again after every close.
 */
async function closeAll(page: Page) {
  while ((await page.getByRole('dialog').count()) > 0) {
    await page.getByRole('dialog').last().getByRole('button', { name: /^Close/ }).first().click();
    await expect(page.locator('[data-state="closed"]')).toHaveCount(0);
  }
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of THEMES) {
    const tag = `${device}-${theme}`;
    test.describe(tag, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      });

      test('signed-out screens', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'BEGIN' })).toBeVisible();
        await shot(page, `${tag}-landing`);

        await page.getByRole('button', { name: 'Open settings' }).click();
        await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
        await shot(page, `${tag}-settings-signed-out`);
        await closeAll(page);

        await openFromSettings(page, 'Learn More', 'About Chairside', `${tag}-dialog-about`);
        await openFromSettings(page, 'View Plans', 'Pricing', `${tag}-dialog-pricing`);
        await openFromSettings(page, 'Compliance', 'HIPAA Compliance', `${tag}-dialog-hipaa`);

        await page.getByRole('button', { name: 'Watch onboarding videos' }).click();
        await expect(page.getByRole('dialog', { name: 'Getting started' })).toBeVisible();
        await shot(page, `${tag}-dialog-videos`);
        await closeAll(page);

        await page.getByRole('button', { name: 'BEGIN' }).click();
        const overlay = page.getByRole('dialog', { name: 'Welcome' });
        await expect(overlay).toBeVisible();
        await shot(page, `${tag}-auth-email`);
        await overlay.getByLabel('Email').fill(`new.${Date.now()}@example.com`);
        await overlay.getByRole('button', { name: 'Continue' }).click();
        const signup = page.getByRole('dialog', { name: 'Create your account' });
        await signup.getByLabel('Password', { exact: true }).fill('occlusal-36');
        await signup.getByLabel('Confirm Password').fill('occlusal-3');
        await shot(page, `${tag}-auth-signup`);

        await signup.getByRole('button', { name: 'Terms of Service' }).click();
        await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
        await shot(page, `${tag}-dialog-terms`);
        await page.getByRole('dialog', { name: 'Terms of Service' }).getByRole('button', { name: 'Close' }).click();
        await signup.getByRole('button', { name: 'Privacy Policy' }).click();
        await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
        await shot(page, `${tag}-dialog-privacy`);
      });

      test('signed-in screens', async ({ page }) => {
        await signedInUser(page, 'screens');
        await expect(page.getByRole('button', { name: 'Quik Tips' })).toBeVisible();
        await shot(page, `${tag}-app`);

        await page.getByRole('button', { name: 'Open settings' }).click();
        await expect(page.getByRole('dialog', { name: 'Options' })).toBeVisible();
        await shot(page, `${tag}-settings-signed-in`);
        await page.getByRole('button', { name: 'Edit account' }).click();
        await expect(page.getByRole('dialog', { name: 'Account Management' })).toBeVisible();
        await shot(page, `${tag}-dialog-account-email`);
        await page.getByRole('tab', { name: 'Change Password' }).click();
        await page.getByRole('button', { name: 'Update Password' }).click();
        await expect(page.getByTestId('toast')).toContainText('Missing Information');
        await shot(page, `${tag}-dialog-account-password`);
        await closeAll(page);

        await page.getByRole('button', { name: 'Connect Desktop' }).click();
        await expect(page.getByRole('dialog', { name: 'Desktop Sync' }).getByRole('img', { name: 'QR code of the desktop URL' })).toBeVisible();
        await shot(page, `${tag}-dialog-desktop-sync`);
        await closeAll(page);

        await page.getByRole('button', { name: 'Quik Tips' }).click();
        await expect(page.getByRole('dialog', { name: 'Quik Tips' })).toBeVisible();
        await shot(page, `${tag}-dialog-tips`);
      });

      test('subscription offer', async ({ page }) => {
        await confirmedUser(page, 'screens.offer');
        await expect(page.getByRole('dialog', { name: 'Start your free trial' })).toBeVisible({ timeout: 10_000 });
        await shot(page, `${tag}-subscription-overlay`);
      });
    });
  }
}
