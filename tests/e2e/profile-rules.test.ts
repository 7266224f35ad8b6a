// My Profile's rules: LinkedIn only as an https address, shown as a safe link; the number only as a
// phone number; an unchanged form sends nothing and says so. Captured at 390 and 1280 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { profileMessages, toastMessages } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { captureScreen, expectToast, signInThroughLoginPage } from '../support/journeys';

let browser: Browser;
let page: Page;
let customer: TestAccount;
const profileDoc = () => testAdmin().db.doc(`profiles/${customer.uid}`).get();

beforeAll(async () => {
  customer = await createAccount({ name: 'Profile Rules' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${shopUrl}/dashboard/myProfile`);
  await signInThroughLoginPage(page, customer.email, customer.password, /\/dashboard\/myProfile$/);
  await page.getByLabel('Education').waitFor({ timeout: 20_000 });
});
afterAll(async () => {
  await browser?.close();
});

const update = () => page.getByRole('button', { name: 'Update Profile' }).click();

describe('My Profile', () => {
  it('an unchanged form sends nothing and says nothing changed', async () => {
    await update();
    await expectToast(page, profileMessages.unchanged);
    expect(await page.getByText(toastMessages.profileUpdated).count()).toBe(0);
    expect((await profileDoc()).exists).toBe(false);
  });

  it('refuses javascript: as LinkedIn and words as the number, under their fields, writing nothing', async () => {
    await page.getByLabel('LinkedIn').fill('javascript:alert(1)');
    await page.getByLabel('Number').fill('not a number');
    await update();
    await page.getByText(profileMessages.linkedinInvalid).waitFor();
    await page.getByText(profileMessages.numberInvalid).waitFor();
    await captureScreen(page, 'my-profile-refused');
    expect((await profileDoc()).exists).toBe(false);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  });

  it('saves an https LinkedIn and a phone number, shows the link safely, then an unchanged save writes nothing', async () => {
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/profile-rules');
    await page.getByLabel('Number').fill('+44 113 496 0000');
    await update();
    await expectToast(page, toastMessages.profileUpdated);
    const link = page.getByRole('link', { name: 'Open your LinkedIn page' });
    expect(await link.getAttribute('href')).toBe('https://www.linkedin.com/in/profile-rules');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await captureScreen(page, 'my-profile-saved');
    const saved = await profileDoc();
    expect(saved.data()).toMatchObject({
      number: '+44 113 496 0000',
      linkedin: 'https://www.linkedin.com/in/profile-rules',
    });

    await update();
    await expectToast(page, profileMessages.unchanged);
    expect((await profileDoc()).updateTime!.isEqual(saved.updateTime!)).toBe(true);
  });
});
