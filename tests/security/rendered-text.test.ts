// Text rendered safely: a product (name, description) and a review (author name, text) holding HTML
// and script are shown on the home page in Chromium as the text they are, and so are a post's words on the
// server-rendered /blog and /blog/{slug} (its title also in the document's title, description and JSON-LD). No script runs: payloads set a window
// flag or open a dialog, and neither may happen; the tags must not exist in the page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collections, reviewAuthorName } from '@toolshop/domain';
import { createAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { uploadedImageUrl } from '../api/helpers/images';
import { launchBrowser } from '../support/browser';
import { shopUrl } from '../support/emulators';
import { recordFigures } from './support/figures';

const marker = randomUUID().slice(0, 8);
const payloads = {
  productName: `<img src=x onerror="window.__xss='name'">Saw ${marker}`,
  description: `<script>window.__xss='description'</script><img src=x onerror=alert(1)><b>bold</b> ${marker}`,
  // One word up to the surname: a review shows its author as first name and initial, and the first name is the tag.
  reviewer: `<svg/onload=window.__xss='reviewer'>Eve ${marker}`,
  review: `<iframe src="javascript:alert(2)"></iframe><a href="javascript:alert(3)">click</a> ${marker}`,
};

let browser: Browser;
let productId: string;
let reviewId: string;
let postSlug: string;
const postPayloads = {
  title: `</title><script>window.__xss='post title'</script>Post ${marker}`,
  excerpt: `"><img src=x onerror="window.__xss='excerpt'"> ${marker}`,
  author: `<svg/onload=window.__xss='author'>Mallory ${marker}`,
  tag: `x${marker}`,
};

beforeAll(async () => {
  productId = `xss-${marker}`;
  // Products are written by admins; an admin account taken over is the threat here, so store it as they would.
  await testAdmin().db.collection(collections.products).doc(productId).set({
    name: payloads.productName,
    description: payloads.description,
    picture: '/products/angle-grinder-125.svg',
    priceCents: 100,
    available: 1,
    minimum: 1,
    // The home page's grid shows the featured products.
    featured: true,
    createdAt: new Date(),
  });
  const author = await createAccount({ name: payloads.reviewer });
  const posted = await api('POST', '/review', {
    token: author.token,
    body: { picture: await uploadedImageUrl(author.token), rating: 5, description: payloads.review },
  });
  expect(posted.status).toBe(201);
  reviewId = posted.body.insertedId as string;
  const admin = await createAccount({ admin: true });
  const post = await api('POST', '/posts', {
    token: admin.token,
    body: {
      title: postPayloads.title,
      slug: `xss-${marker}`,
      excerpt: postPayloads.excerpt,
      author: postPayloads.author,
      tags: [postPayloads.tag],
      status: 'published',
    },
  });
  expect(post.status).toBe(201);
  postSlug = post.body.slug as string;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const { db } = testAdmin();
  await db.collection(collections.products).doc(productId).delete();
  if (reviewId) await db.collection(collections.reviews).doc(reviewId).delete();
  // Later files check SPEC's blog and home page, which show no post.
  const posts = await db
    .collection(collections.posts)
    .where('slug', '==', postSlug ?? '')
    .get();
  await Promise.all(posts.docs.map((doc) => doc.ref.delete()));
  await db
    .collection(collections.postSlugs)
    .doc(postSlug ?? 'none')
    .delete();
});

describe('text from the database is shown as text', () => {
  it('the home page shows the HTML of a product and a review literally, and runs none of it', async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${shopUrl}/`, { waitUntil: 'domcontentloaded' });
    // The reviews section reads its list as it nears the viewport, as a visitor scrolls down.
    await page.getByRole('region', { name: 'Our Reviews' }).scrollIntoViewIfNeeded();
    const shown = { ...payloads, reviewer: reviewAuthorName(payloads.reviewer, '') };
    for (const text of Object.values(shown))
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500); // time for any onerror/onload to have fired
    const found = await page.evaluate(() => ({
      flag: (window as unknown as { __xss?: string }).__xss ?? null,
      injectedImages: document.querySelectorAll('img[src="x"]').length,
      // Executable scripts only: the page's own data block (type="application/json", `<` escaped) holds the
      // payloads as text, which is what it is for.
      injectedScripts: Array.from(document.scripts).filter(
        (s) => (!s.type || /javascript|module/.test(s.type)) && s.textContent?.includes('__xss'),
      ).length,
      injectedFrames: document.querySelectorAll('iframe[src^="javascript"], a[href^="javascript"], svg[onload]').length,
    }));
    await page.close();
    recordFigures('rendered-text', 'home page', {
      payloads: Object.keys(payloads).length,
      shownAsText: Object.keys(payloads).length,
      ...found,
      dialogs,
    });
    expect(found).toEqual({ flag: null, injectedImages: 0, injectedScripts: 0, injectedFrames: 0 });
    expect(dialogs).toEqual([]);
  }, 90_000);

  it("the blog's server-rendered pages show a post's HTML-like words literally, and run none of it", async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const seen: Record<string, unknown> = {};
    for (const path of [`/blog?tag=${postPayloads.tag}`, `/blog/${postSlug}`]) {
      const response = await page.goto(`${shopUrl}${path}`, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      // The list shows the excerpt; the post's page has it in its description only.
      const shown = path.startsWith('/blog?') ? [postPayloads.title, postPayloads.excerpt] : [postPayloads.title];
      for (const text of shown) await page.getByText(text, { exact: false }).first().waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500); // time for any onerror/onload to have fired
      seen[path] = await page.evaluate(() => ({
        flag: (window as unknown as { __xss?: string }).__xss ?? null,
        injectedImages: document.querySelectorAll('img[src="x"]').length,
        injectedScripts: Array.from(document.scripts).filter(
          (s) => (!s.type || /javascript|module/.test(s.type)) && s.textContent?.includes('__xss'),
        ).length,
        injectedSvgs: document.querySelectorAll('svg[onload]').length,
      }));
    }
    seen.title = await page.title();
    await page.close();
    recordFigures('rendered-text', 'blog pages', { payloads: Object.keys(postPayloads).length, ...seen, dialogs });
    const clean = { flag: null, injectedImages: 0, injectedScripts: 0, injectedSvgs: 0 };
    expect(seen).toEqual({
      [`/blog?tag=${postPayloads.tag}`]: clean,
      [`/blog/${postSlug}`]: clean,
      title: `${postPayloads.title} | Toolshop`,
    });
    expect(dialogs).toEqual([]);
  }, 90_000);
});
