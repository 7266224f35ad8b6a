// Journey 1, the visitor: home sections and texts, FAQ toggles, review grid columns at phone, tablet
// and desktop widths, blog, portfolio, 404, Order Now -> login -> back on the purchase page after signing in.
// Every screen is photographed at 390 and 1280 px and checked with axe-core.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedProducts } from '../../scripts/seed/products.mjs';
import { seedReviews } from '../../scripts/seed/reviews.mjs';
import { launchBrowser } from '../support/browser';
import { waitForHydration } from '../support/hydration';
import { artifactsDir, shopUrl } from '../support/emulators';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createAccount } from '../support/accounts';
import { keepOnlySeededReviews, restoreSpecHomePage, testAdmin } from '../support/admin';
import { collections } from '@toolshop/domain';

/** The seeded products the home page's grid shows. */
const isFeatured = (product: object) => 'featured' in product && product.featured === true;

const screensDir = `${artifactsDir}screens/`;
const WIDTHS = [390, 1280] as const;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(screensDir, { recursive: true });
  await keepOnlySeededReviews(seedReviews.map((review) => review.id));
  await restoreSpecHomePage();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(width: number, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${shopUrl}${path}`, { waitUntil: 'domcontentloaded' });
  return page;
}

/**
 * Scrolls a home section into view as a visitor would: the sections below the products come with the page but
 * start working (hydrate, read their data) only as they near the viewport (hydrate-when-near.tsx).
 */
async function scrollToSection(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/**
 * The home page's HTML (header, FAQ, ...) shows before its script runs, which is after the first paint; controls
 * answer once React has adopted the page (the products are in the server-rendered HTML already).
 */
async function waitForAppStart(page: Page) {
  await page.getByRole('heading', { name: seedProducts[0]!.name, exact: true }).waitFor({ timeout: 20_000 });
  await waitForHydration(page);
}

async function waitForHomeData(page: Page) {
  await waitForAppStart(page);
  await scrollToSection(page, 'Our Reviews');
  await page.getByTestId('review-card').first().waitFor({ timeout: 20_000 });
}

async function shoot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${screensDir}${name}-${width}.png`, fullPage: true });
}

/** Distinct left edges among the cards of the first row: the number of grid columns. */
async function reviewColumns(page: Page): Promise<number> {
  const boxes = await page.getByTestId('review-card').evaluateAll((cards) =>
    cards.map((card) => {
      const r = card.getBoundingClientRect();
      return { x: Math.round(r.left), y: Math.round(r.top) };
    }),
  );
  const firstRowTop = Math.min(...boxes.map((b) => b.y));
  return new Set(boxes.filter((b) => Math.abs(b.y - firstRowTop) < 4).map((b) => b.x)).size;
}

describe('journey 1: a visitor', () => {
  it('sees every home section with the spec texts', async () => {
    const page = await openPage(1280, '/');
    await waitForHomeData(page);

    await expect(page.getByText('Welcome To Our Electric Tools!').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: "IT'S NICE TO MEET YOU" }).isVisible()).resolves.toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'About me more' }).getAttribute('href')).toBe('/portfolio');

    // The grid shows the featured products.
    const featured = seedProducts.filter((product) => isFeatured(product));
    for (const product of featured) {
      await page.getByRole('heading', { name: product.name, exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: /^Order Now/ }).count()).toBeGreaterThanOrEqual(featured.length);

    await expect(page.getByRole('heading', { name: 'Featured Blogs' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('upcoming Some Blog post').isVisible()).resolves.toBe(true);

    const summary = page.getByRole('region', { name: 'Business Summary' });
    for (const [value, label] of [
      ['75+', 'country'],
      ['175+', 'complete project'],
      ['395+', 'happy client'],
      ['590+', 'feedbacks'],
    ] as const) {
      await expect(summary.getByText(value, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(summary.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }

    const contact = await scrollToSection(page, 'Contact Us');
    await contact.getByLabel('NAME').waitFor();
    for (const label of ['NAME', 'EMAIL', 'PHONE', 'HOW CAN WE HELP?']) {
      await expect(contact.getByLabel(label).isVisible()).resolves.toBe(true);
    }
    expect(await contact.getByLabel('EMAIL').getAttribute('type')).toBe('email');
    expect(await contact.getByLabel('HOW CAN WE HELP?').evaluate((el) => el.tagName)).toBe('TEXTAREA');
    await contact.getByRole('button', { name: "LET'S TALK" }).click();
    await contact.getByText('Name is required').waitFor();
    await contact.getByText('Email is required').waitFor();
    await contact.getByText('Phone is required').waitFor();
    await contact.getByText('Please tell us how we can help').waitFor();
    await expectNoSeriousA11yViolations(page, 'home-contact-errors-1280');
    await contact.getByLabel('NAME').fill('Ann Buyer');
    await contact.getByLabel('EMAIL').fill('ann@example.com');
    await contact.getByLabel('PHONE').fill('+1 555 0100');
    await contact.getByLabel('HOW CAN WE HELP?').fill('Do you sell carbon brushes in bulk?');
    await contact.getByRole('button', { name: "LET'S TALK" }).click();
    // The message really reaches the shop: stored by POST /api/contact.
    const notice = contact.getByRole('status');
    await notice.getByText('Your message has been sent').waitFor();
    const stored = await testAdmin()
      .db.collection(collections.contactMessages)
      .where('email', '==', 'ann@example.com')
      .get();
    expect(stored.docs.map((doc) => doc.data().message)).toContain('Do you sell carbon brushes in bulk?');

    // Reviews: the server's list replaces the empty start.
    expect(await page.getByTestId('review-card').count()).toBe(seedReviews.length);
    for (const review of seedReviews) {
      await expect(page.getByText(review.description).isVisible()).resolves.toBe(true);
    }
    expect(await page.getByText(/^Rating: [1-5]\/5$/).count()).toBe(seedReviews.length);

    // Header and footer links.
    const header = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Blog', 'Portfolio', 'Login'])
      await header.getByRole('link', { name, exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of ['Home', 'Blog', 'My Portfolio', 'Login'])
      await footer.getByRole('link', { name, exact: true }).waitFor();
    await page.close();
  });

  it('loads the home page without layout shift, console errors or Google scripts', async () => {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${shopUrl}/`, { waitUntil: 'domcontentloaded' });
      await waitForHomeData(page);
      await scrollToSection(page, 'Contact Us');
      await page.getByRole('button', { name: "LET'S TALK" }).waitFor();
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `cumulative layout shift at ${width}px`).toBeLessThan(0.1);
      expect(problems).toEqual([]);
      expect(requested.filter((url) => url.includes('apis.google.com') || url.includes('/dashboard-'))).toEqual([]);
      await page.close();
    }
  });

  it('expands and collapses each FAQ item', async () => {
    const page = await openPage(1280, '/');
    await waitForAppStart(page);
    await scrollToSection(page, 'Customer FAQ');
    const questions = [
      'What is a FAQ page?',
      'Why you should make an FAQ page',
      'Prevents negative reviews',
      'FAQs are good for SEO',
    ];
    // The section may hydrate on the first press inside it; React delivers that press once it has.
    for (const question of questions) {
      const toggle = page.getByRole('button', { name: question });
      const expanded = () => toggle.getAttribute('aria-expanded');
      expect(await expanded()).toBe('false');
      await toggle.click();
      await expect.poll(expanded).toBe('true');
      const panel = page.getByRole('region', { name: question });
      await panel.waitFor({ state: 'visible' });
      await toggle.click();
      await expect.poll(expanded).toBe('false');
      await panel.waitFor({ state: 'hidden' });
    }
    await page.close();
  });

  it('lays the reviews out in 1, 2 and 3 columns on phone, tablet and desktop; home passes axe at every width', async () => {
    for (const [width, columns] of [
      [390, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      const page = await openPage(width, '/');
      await waitForHomeData(page);
      expect(await reviewColumns(page), `columns at ${width}px`).toBe(columns);
      await shoot(page, 'home', width);
      await expectNoSeriousA11yViolations(page, `home-${width}`);
      await page.close();
    }
  });

  it('opens the phone menu with the header links', async () => {
    const page = await openPage(390, '/');
    await waitForAppStart(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Home', 'Blog', 'Portfolio', 'Login'])
      await menu.getByRole('menuitem', { name, exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Blog' }).click();
    await page.waitForURL(`${shopUrl}/blog`);
    await page.close();
  });

  it('reads the blog, the portfolio and the not-found page', async () => {
    for (const width of WIDTHS) {
      let page = await openPage(width, '/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await shoot(page, 'blog', width);
      await expectNoSeriousA11yViolations(page, `blog-${width}`);
      await page.close();

      page = await openPage(width, '/portfolio');
      await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
      for (const name of ['About me', 'Skills', 'Education', 'Demo sites'])
        await page.getByRole('heading', { level: 2, name }).waitFor();
      expect(await page.getByRole('progressbar').count()).toBeGreaterThanOrEqual(3);
      expect(await page.getByText(/^\d{1,3}%$/).count()).toBeGreaterThanOrEqual(3);
      const demoLinks = page
        .getByRole('region')
        .or(page.locator('main'))
        .getByRole('link', { name: /demo|storefront|manager|booking/i });
      expect(await demoLinks.count()).toBe(3);
      await shoot(page, 'portfolio', width);
      await expectNoSeriousA11yViolations(page, `portfolio-${width}`);
      await page.close();

      page = await openPage(width, '/no-such-page/at-all');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      const image = page.getByRole('img', { name: /404/ });
      await image.waitFor();
      expect(
        await image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ).toBe(true);
      await shoot(page, 'not-found', width);
      await expectNoSeriousA11yViolations(page, `not-found-${width}`);
      await page.close();
    }
  });

  it('Order Now -> login -> back on the purchase page after signing in', async () => {
    const customer = await createAccount({ name: 'Visiting Customer' });
    const product = seedProducts[0]!;
    const page = await openPage(1280, '/');
    await page.getByRole('link', { name: `Order Now: ${product.name}` }).click();
    await page.waitForURL(`${shopUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

    // The login form's own rules first.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please enter valid email address').waitFor();
    await page.getByText('Password must be 6 character').waitFor();
    await expectNoSeriousA11yViolations(page, 'login-errors-1280');

    // A wrong password: Firebase's answer in red under the button.
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Wrong email or password.' });
    await alert.waitFor();
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(211, 47, 47)');

    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${shopUrl}/purchase/${product.id}`, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.close();
  });
});
