// Journey 2, first part: sign up with validation errors first, then valid (display name set,
// verification email sent, access token stored); logout; password reset; Google sign-in through the Auth
// emulator's own account chooser, with gapi answered by the stand-in at the network boundary (OFFLINE.md).
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { waitForHydration } from '../support/hydration';
import { PROJECT_ID, artifactsDir, authEmulatorUrl, shopUrl } from '../support/emulators';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { installGapiStandIn, signInWithEmulatedGoogle } from '../support/gapi-stand-in';
import { createAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';

const screensDir = `${artifactsDir}screens/`;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screensDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

async function oobCodes(email: string): Promise<{ requestType: string; email: string }[]> {
  const response = await fetch(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes: { requestType: string; email: string }[] };
  return body.oobCodes.filter((code) => code.email === email);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' });

async function logout(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${shopUrl}/`);
  await mainNav(page).getByRole('link', { name: 'Login' }).waitFor();
  expect(await mainNav(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  await footerNav(page).getByRole('link', { name: 'Login' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
}

describe('journey 2 (sign-up, Google sign-in, logout)', () => {
  it('shows the sign-in screens at phone and desktop widths without serious accessibility problems', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await newContext(width);
      for (const [path, name, heading] of [
        ['/login', 'login', 'Login'],
        ['/signUp', 'sign-up', 'Sign Up'],
        ['/forgetPassword', 'forget-password', 'Reset Password'],
      ]) {
        await page.goto(`${shopUrl}${path}`, { waitUntil: 'domcontentloaded' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // The live page: /login is prerendered, and its controls wait for the script (hydration).
        await waitForHydration(page);
        await page.screenshot({ path: `${screensDir}${name}-${width}.png`, fullPage: true });
        await expectNoSeriousA11yViolations(page, `${name}-${width}`);
      }
      await context.close();
    }
  });

  it('signs up after fixing the validation errors, then logs out', async () => {
    const { context, page } = await newContext();
    await page.goto(`${shopUrl}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Create New Account' }).click();
    await page.waitForURL(`${shopUrl}/signUp`);

    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    await submit.click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password must be 6 character').waitFor();

    await page.getByLabel('Name').fill('New Customer');
    await page.getByLabel('Email').fill('new.customer@');
    await page.getByLabel('Password').fill('12345');
    await submit.click();
    await page.getByText('Please enter valid email address').waitFor();
    await page.getByText('Please enter minimum 6 character password').waitFor();
    expect(await page.getByText('Name is required').count()).toBe(0);
    await page.screenshot({ path: `${screensDir}sign-up-errors-1280.png`, fullPage: true });

    const email = `new-${randomUUID().slice(0, 8)}@toolshop.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Secret#2026');
    await submit.click();
    await page.waitForURL(`${shopUrl}/`, { timeout: 20_000 });
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    // The footer follows the same sign-in state as the header.
    await footerNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    expect(await footerNav(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
    await expect.poll(() => page.locator('.notistack-MuiContent').count(), { timeout: 10_000 }).toBe(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await footerNav(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screensDir}footer-signed-in-${width}.png` });
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    const account = await testAdmin().auth.getUserByEmail(email);
    expect(account.displayName).toBe('New Customer');
    expect((await oobCodes(email)).map((code) => code.requestType)).toContain('VERIFY_EMAIL');
    await page.screenshot({ path: `${screensDir}header-signed-in-1280.png` });

    // On a phone the signed-in links sit in the menu, and the open menu passes axe too.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Home', 'Blog', 'Portfolio', 'Dashboard', 'Logout']) {
      await menu.getByRole('menuitem', { name, exact: true }).waitFor();
    }
    await page.screenshot({ path: `${screensDir}header-menu-signed-in-390.png` });
    await expectNoSeriousA11yViolations(page, 'header-menu-signed-in-390');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await logout(page);
    await context.close();
  });

  it('refuses a taken email with the error in red under the button', async () => {
    const existing = await createAccount();
    const { context, page } = await newContext();
    await page.goto(`${shopUrl}/signUp`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill('Secret#2026');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this email address already exists.' }).waitFor();
    expect(page.url()).toBe(`${shopUrl}/signUp`);
    await context.close();
  });

  it('loads the login validation only when the form is used, and says so in red when it cannot', async () => {
    const { context, page } = await newContext();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${shopUrl}/login`);
    await waitForHydration(page);
    const loadedAtStart = scripts.length;
    // A dropped connection: every script the page asks for from now on fails, its validation among them.
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('someone@toolshop.test');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Network error: check your connection and try again.' }).waitFor();
    expect(scripts.length).toBeGreaterThan(loadedAtStart);
    expect(page.url()).toBe(`${shopUrl}/login`);
    // The page still answers: the fields keep what was typed, and the button is a button again.
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@toolshop.test');
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isEnabled()).toBe(true);
    await context.close();
  });

  it('sends the password reset email with the success toast', async () => {
    const customer = await createAccount();
    const { context, page } = await newContext();
    await page.goto(`${shopUrl}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Forget password?' }).click();
    await page.waitForURL(`${shopUrl}/forgetPassword`);
    const send = page.getByRole('button', { name: 'Send reset email' });
    await send.click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await send.click();
    await page.getByText('Successfully send password reset email!').waitFor();
    expect((await oobCodes(customer.email)).map((code) => code.requestType)).toContain('PASSWORD_RESET');
    await context.close();
  });

  it('answers a reset request the same way for an unknown and a known address (no account enumeration)', async () => {
    const customer = await createAccount();
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const neutral = 'If an account exists for this address, we sent a link to choose a new password.';
    for (const width of [390, 1280]) {
      const { context, page } = await newContext(width);
      await page.goto(`${shopUrl}/forgetPassword`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      const answers: string[] = [];
      for (const [email, name] of [
        [unknown, 'unknown'],
        [customer.email, 'known'],
      ] as const) {
        await page.getByLabel('Email').fill(email);
        await page.getByRole('button', { name: 'Send reset email' }).click();
        const note = page.getByRole('status').filter({ hasText: neutral });
        await note.waitFor();
        await page.getByText('Successfully send password reset email!').first().waitFor();
        expect(await page.getByText('No account uses this email address.').count()).toBe(0);
        answers.push((await note.innerText()).trim());
        await page.screenshot({ path: `${screensDir}forget-password-${name}-${width}.png` });
      }
      expect(answers[0]).toBe(answers[1]);
      await context.close();
    }
    expect(await oobCodes(unknown)).toEqual([]);
    expect((await oobCodes(customer.email)).map((code) => code.requestType)).toContain('PASSWORD_RESET');
  });

  it('signs in with Google through the emulator account chooser, then logs out', async () => {
    const { context, page } = await newContext();
    await installGapiStandIn(context);
    await page.goto(`${shopUrl}/login`, { waitUntil: 'domcontentloaded' });
    const email = `google-${randomUUID().slice(0, 8)}@example.com`;
    await signInWithEmulatedGoogle(page, { email, name: 'Google Customer' }, () =>
      page.getByRole('button', { name: 'Continue with google' }).click(),
    );
    await page.waitForURL(`${shopUrl}/`, { timeout: 20_000 });
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    const account = await testAdmin().auth.getUserByEmail(email);
    expect(account.providerData.map((p) => p.providerId)).toContain('google.com');
    expect(account.displayName).toBe('Google Customer');

    await logout(page);
    await context.close();
  });

  it('says so in red when the Google window is closed before choosing an account', async () => {
    const { context, page } = await newContext();
    await installGapiStandIn(context);
    await page.goto(`${shopUrl}/login`, { waitUntil: 'domcontentloaded' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Continue with google' }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.close();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The Google sign-in window was closed before signing in.' })
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${shopUrl}/login`);
    expect(await page.getByRole('button', { name: 'Continue with google' }).isEnabled()).toBe(true);
    await context.close();
  });
});
