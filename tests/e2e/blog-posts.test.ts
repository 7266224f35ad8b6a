// The blog in the browser: an admin schedules a post a minute ahead, which visitors do not see yet; writes a post in
// Dashboard -> Posts (title, excerpt, cover image, a rich-text body with an inline image, tags), saves a draft,
// previews it and publishes it; a visitor finds it on /blog and reads it at its address, titled with its title; an
// address no published post has is a not-found page. Then the admin edits the home page's words
// in Dashboard -> Home page, and a visitor's home page shows them with the post among Featured Blogs; the admin
// writes a simple page in Dashboard -> Pages and a visitor reads it at /pages/{slug}; last, the scheduled post has
// appeared by itself on /blog, among Featured Blogs and at its address. Screens at 390 and 1280 px with axe.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collections, simplePageDocId, type PostDoc } from '@toolshop/domain';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { createAccount, type TestAccount } from '../support/accounts';
import { restoreSpecHomePage, testAdmin } from '../support/admin';
import { captureScreen, expectToast, signInThroughLoginPage, solidPng } from '../support/journeys';

const run = randomUUID().slice(0, 6);
const title = `Caring for a cordless drill ${run}`;
const slug = `caring-for-a-cordless-drill-${run}`;
const tag = `care${run}`;
const scheduledTitle = `Winter storage for batteries ${run}`;
const scheduledSlug = `winter-storage-for-batteries-${run}`;

let browser: Browser;
let admin: TestAccount;
let adminContext: BrowserContext;
let page: Page;
/** When the scheduled post's time comes (ms since the epoch). */
let scheduledAtMs = 0;

beforeAll(async () => {
  await restoreSpecHomePage();
  admin = await createAccount({ admin: true, name: 'Blog Admin' });
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await adminContext.newPage();
});

afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
  // Later files (the visitor's journey) check SPEC's home page: no post, no saved words.
  await restoreSpecHomePage();
});

describe('blog posts', () => {
  it('an admin schedules a post a minute ahead: visitors do not see it yet', async () => {
    await page.goto(`${shopUrl}/dashboard/posts/new`);
    await signInThroughLoginPage(page, admin.email, admin.password, /\/dashboard\/posts\/new$/);
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(scheduledTitle);
    await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('Keep them half charged and dry.');
    // The next whole minute at least 40 s away, in the browser's own time zone (the field's minutes).
    const publishAt = await page.evaluate(() => {
      const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      const text = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
      return { text, ms: at.getTime() };
    });
    scheduledAtMs = publishAt.ms;
    await page.getByLabel('Publish time (for scheduling)').fill(publishAt.text);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, 'Post scheduled');
    await page.waitForURL(new RegExp(`/dashboard/posts/edit/${scheduledSlug}$`), { timeout: 20_000 });
    await page.getByText('Scheduled', { exact: true }).first().waitFor({ timeout: 20_000 });

    const early = await fetch(`${shopUrl}/blog/${scheduledSlug}`);
    const list = await (await fetch(`${shopUrl}/blog`)).text();
    // Judged only on answers given before its time: on a loaded machine the steps above can take most of the margin.
    expect(Date.now(), 'visitors were asked before its time').toBeLessThan(scheduledAtMs);
    expect(early.status).toBe(404);
    expect(list).not.toContain(scheduledTitle);
  });

  it('an admin writes a post with a cover and publishes it', async () => {
    await page.goto(`${shopUrl}/dashboard/posts`);
    await page.getByRole('heading', { level: 1, name: 'Posts' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor({ timeout: 20_000 });

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Excerpt', exact: true })
      .fill('Three habits that keep a drill going for years.');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 40, [200, 90, 20]),
      });
    await page.getByRole('img', { name: 'Cover image' }).waitFor({ timeout: 20_000 });
    const body = page.getByRole('textbox', { name: 'Body' });
    await startHeading(page, body);
    await page.keyboard.type('Keep it clean');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Blow the dust out of the vents after every job. ');
    await pressToolbar(page, body, 'Bold');
    await page.keyboard.type('Never oil the chuck.');
    await page.keyboard.press('Enter');
    // The toolbar's Image: the picked file goes to POST /images and into the body at the cursor.
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'vents.png', mimeType: 'image/png', buffer: solidPng(48, 32, [40, 120, 200]) });
    await body.locator('img[alt="vents"]').waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill(`${tag}, maintenance`);
    await captureScreen(page, 'admin-post-editor');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Post saved');
    await page.waitForURL(new RegExp(`/dashboard/posts/edit/${slug}$`), { timeout: 20_000 });
    await page.getByText('Draft', { exact: true }).first().waitFor({ timeout: 20_000 });

    // The preview is the blog's own article, read as the server keeps the draft.
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.waitForURL(new RegExp(`/dashboard/posts/preview/${slug}$`));
    await page.getByText('Preview of a draft: visitors do not see this post.').waitFor({ timeout: 20_000 });
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 1, name: title }).waitFor();
    await article.getByRole('heading', { level: 2, name: 'Keep it clean' }).waitFor();
    await article.locator('img[alt="vents"]').waitFor();
    await captureScreen(page, 'admin-post-preview');
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Post published');
    await page.getByText('Published', { exact: true }).first().waitFor({ timeout: 20_000 });

    const stored = await testAdmin().db.collection(collections.posts).where('slug', '==', slug).get();
    const doc = stored.docs[0]?.data() as PostDoc | undefined;
    expect(doc, `a post stored at ${slug}`).toBeDefined();
    // (the editor keeps an empty paragraph at the end, where the next line would go)
    expect(doc!.body).toContain(
      '<h2>Keep it clean</h2><p>Blow the dust out of the vents after every job. <strong>Never oil the chuck.</strong></p>',
    );
    expect(doc!.body).toMatch(/<img src="\/api\/images\/[0-9a-f-]+\.png" alt="vents"/);
    expect(doc!.coverImage).toMatch(/^\/api\/images\/[0-9a-f-]+\.png$|^https:/);
    expect(doc!.tags).toEqual([tag, 'maintenance']);

    await page.goto(`${shopUrl}/dashboard/posts`);
    await page.getByRole('textbox', { name: 'Search titles' }).fill(run);
    await page.getByRole('row').filter({ hasText: title }).getByText('published').waitFor({ timeout: 20_000 });
    await captureScreen(page, 'admin-posts');
  });

  it('a visitor sees it on /blog and reads it at its address; an unknown address is not found', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const blog = await visitor.newPage();
    await blog.goto(`${shopUrl}/blog`);
    await blog.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const card = blog.getByRole('article').filter({ hasText: title });
    await card.getByRole('link', { name: title }).waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('Three habits that keep a drill going for years.');
    await card.getByRole('link', { name: tag }).waitFor();
    await captureScreen(blog, 'blog-list');

    await card.getByRole('link', { name: title }).click();
    await blog.waitForURL(`${shopUrl}/blog/${slug}`);
    await blog.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
    await blog.getByRole('heading', { level: 2, name: 'Keep it clean' }).waitFor();
    await blog.getByText('Never oil the chuck.').waitFor();
    await expect
      .poll(() => blog.title(), { message: 'the document title of the post page' })
      .toBe(`${title} | Toolshop`);
    await captureScreen(blog, 'blog-post');

    await blog.goto(`${shopUrl}/blog/no-such-post-${run}`);
    await blog.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor({ timeout: 20_000 });
    await visitor.close();
  });

  it('an admin edits the hero, reorders the FAQ and adds a counter; a visitor sees it all on the home page', async () => {
    await page.getByRole('link', { name: 'Home page', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Home page' }).waitFor({ timeout: 20_000 });
    const heading = page.getByRole('textbox', { name: /^Heading/ });
    await expect
      .poll(() => heading.inputValue(), { message: "the hero's heading as stored" })
      .toBe("IT'S NICE TO MEET YOU");
    await heading.fill(`BUILT TO LAST ${run}`);
    await page.getByRole('textbox', { name: /^Button label/ }).fill('Read our blog');
    await page.getByRole('textbox', { name: /^Button target/ }).fill('/blog');
    await page.getByRole('button', { name: 'Move question 2 up' }).click();
    await page.getByRole('button', { name: 'Add counter' }).click();
    await page.getByRole('textbox', { name: /^Counter 5 value/ }).fill('12');
    await page.getByRole('textbox', { name: /^Counter 5 label/ }).fill('service centres');
    await captureScreen(page, 'admin-home-page');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Home page saved');

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const home = await visitor.newPage();
    await home.goto(`${shopUrl}/`);
    await home.getByRole('heading', { level: 1, name: `BUILT TO LAST ${run}` }).waitFor({ timeout: 10_000 });
    expect(await home.getByRole('link', { name: 'Read our blog' }).getAttribute('href')).toBe('/blog');
    const faq = home.getByRole('region', { name: 'Customer FAQ' }).getByRole('button');
    expect((await faq.allTextContents()).slice(0, 2)).toEqual([
      'Why you should make an FAQ page',
      'What is a FAQ page?',
    ]);
    const summary = home.getByRole('region', { name: 'Business Summary' });
    await summary.getByText('service centres', { exact: true }).waitFor();
    expect(await summary.getByRole('listitem').count()).toBe(5);
    const blogs = home.getByRole('region', { name: 'Featured Blogs' });
    await blogs.getByRole('link', { name: title }).waitFor();
    expect(await blogs.getByText('upcoming Some Blog post').count()).toBe(0);
    await captureScreen(home, 'home-edited');

    await blogs.getByRole('link', { name: title }).click();
    await home.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
    await visitor.close();
  });

  it('an admin writes a warranty page in Dashboard -> Pages; a visitor reads it at its address', async () => {
    const pageSlug = `warranty-${run}`;
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'New page address' }).fill(pageSlug);
    await page.getByRole('button', { name: 'Write this page' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Warranty ${run}`);
    const body = page.getByRole('textbox', { name: 'Body' });
    await startHeading(page, body);
    await page.keyboard.type('Two years on every tool');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keep your invoice.');
    await captureScreen(page, 'admin-pages');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expectToast(page, 'Page saved');

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const reader = await visitor.newPage();
    // The footer of every page links it (here the home page's), under the copyright.
    await reader.goto(`${shopUrl}/`);
    const footerLink = reader.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Warranty ${run}` });
    await footerLink.click({ timeout: 20_000 });
    await reader.waitForURL(new RegExp(`/pages/${pageSlug}$`));
    await reader.getByRole('heading', { level: 1, name: `Warranty ${run}` }).waitFor({ timeout: 10_000 });
    const response = await reader.goto(`${shopUrl}/pages/${pageSlug}`);
    expect(response?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1, name: `Warranty ${run}` }).waitFor({ timeout: 10_000 });
    await reader.getByRole('heading', { level: 2, name: 'Two years on every tool' }).waitFor();
    await reader.getByText('Keep your invoice.').waitFor();
    await expect
      .poll(() => reader.title(), { message: 'the document title of the page' })
      .toBe(`Warranty ${run} | Toolshop`);
    await captureScreen(reader, 'simple-page');
    await visitor.close();
    await testAdmin().db.collection(collections.content).doc(simplePageDocId(pageSlug)).delete();
  });

  it('the scheduled post appears by itself: on /blog, among Featured Blogs and at its address', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const reader = await visitor.newPage();
    // Its time comes while the cases between run; the wait is for what is left of the minute, then the pages.
    const deadline = scheduledAtMs + 30_000;
    await expect
      .poll(async () => (await fetch(`${shopUrl}/blog/${scheduledSlug}`)).status, {
        message: `/blog/${scheduledSlug} answering once its publish time (${new Date(scheduledAtMs).toISOString()}) has come`,
        timeout: Math.max(deadline - Date.now(), 5_000),
        interval: 1_000,
      })
      .toBe(200);
    await reader.goto(`${shopUrl}/blog`);
    await reader.getByRole('article').filter({ hasText: scheduledTitle }).waitFor({ timeout: 20_000 });
    await reader.goto(`${shopUrl}/`);
    await reader
      .getByRole('region', { name: 'Featured Blogs' })
      .getByRole('link', { name: scheduledTitle })
      .waitFor({ timeout: 20_000 });
    await reader.goto(`${shopUrl}/blog/${scheduledSlug}`);
    await reader.getByRole('heading', { level: 1, name: scheduledTitle }).waitFor({ timeout: 20_000 });
    await captureScreen(reader, 'blog-scheduled-post');
    await visitor.close();
  });
});

/**
 * Turns the rich-text body's first line into a heading and waits until the editor holds the heading and has the
 * keyboard back (the toolbar's press returns focus a frame later): keys pressed before then would go to the button.
 */
async function startHeading(page: Page, body: Locator): Promise<void> {
  await body.click();
  await pressToolbar(page, body, 'Heading');
  await body.locator('h2').waitFor({ state: 'attached', timeout: 10_000 });
}

/** Presses a formatting button and waits until the body has the keyboard again, so no typed key is lost. */
async function pressToolbar(page: Page, body: Locator, name: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true }).click();
  await expect
    .poll(() => body.evaluate((editor) => editor.contains(document.activeElement)), {
      message: `the body editor has the keyboard after the ${name} press`,
    })
    .toBe(true);
}
