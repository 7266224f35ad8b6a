// The simple pages: GET /api/pages/{slug} (anyone), PUT and DELETE /api/pages/{slug} (admin, audited), the body
// sanitised as a post's; the portfolio answers SPEC's copy until an admin saves one and is never deleted; bad input
// is a 400 and stores nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  contentMessages as m,
  DEFAULT_PORTFOLIO_PAGE,
  simplePageDocId,
  type AuditRecordDoc,
} from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { createRoles, tokenOf, type Role, type Roles } from './helpers/fixtures';

let roles: Roles;
const slugs: string[] = [];

beforeAll(async () => {
  roles = await createRoles();
});

// Later files check SPEC's portfolio and footer.
afterAll(async () => {
  const { db } = testAdmin();
  await Promise.all(
    [...slugs, 'portfolio'].map((slug) => db.collection(collections.content).doc(simplePageDocId(slug)).delete()),
  );
});

const newSlug = () => {
  const slug = `terms-${randomUUID().slice(0, 8)}`;
  slugs.push(slug);
  return slug;
};
const putPage = (slug: string, body: unknown, role: Role = 'admin') =>
  api('PUT', `/pages/${slug}`, { token: tokenOf(roles, role), body });
const deletePage = (slug: string, role: Role = 'admin') =>
  api('DELETE', `/pages/${slug}`, { token: tokenOf(roles, role) });
const storedPage = async (slug: string) =>
  (await testAdmin().db.collection(collections.content).doc(simplePageDocId(slug)).get()).data();
async function auditOf(slug: string): Promise<AuditRecordDoc[]> {
  const snapshot = await testAdmin()
    .db.collection(collections.audit)
    .where('target.id', '==', simplePageDocId(slug))
    .get();
  return snapshot.docs.map((doc) => doc.data() as AuditRecordDoc);
}

/** A page as Hosting serves it to a visitor. */
async function visit(path: string) {
  const response = await fetch(`${shopUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

const terms = { title: 'Terms of sale', body: '<h2>Orders</h2><p>We ship <strong>fast</strong>.</p>' };

describe('who may write a page', () => {
  it('PUT and DELETE /pages/{slug}: no token 401, a customer 403, and nothing changes', async () => {
    const slug = newSlug();
    expect((await putPage(slug, terms, 'anonymous')).status).toBe(401);
    expect((await putPage(slug, terms, 'customer')).status).toBe(403);
    expect(await storedPage(slug)).toBeUndefined();
    expect((await putPage(slug, terms)).status).toBe(200);
    expect((await deletePage(slug, 'anonymous')).status).toBe(401);
    expect((await deletePage(slug, 'customer')).status).toBe(403);
    expect(await storedPage(slug)).toBeDefined();
  });
});

describe('a simple page', () => {
  it('is saved (audited), read by anyone, listed for the footer, and deleted (audited)', async () => {
    const slug = newSlug();
    expect((await api('GET', `/pages/${slug}`)).status).toBe(404);
    const saved = await putPage(slug, { ...terms, seoTitle: 'Terms', seoDescription: 'How we sell.' });
    expect(saved.status).toBe(200);
    const read = await api('GET', `/pages/${slug}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      slug,
      title: 'Terms of sale',
      bodyHtml: terms.body,
      seoTitle: 'Terms',
      seoDescription: 'How we sell.',
      stored: true,
    });
    const list = await api<{ slug: string; title: string }[]>('GET', '/pages');
    expect(list.body).toContainEqual({ slug, title: 'Terms of sale' });

    expect((await putPage(slug, { ...terms, title: 'Terms' })).status).toBe(200);
    expect((await deletePage(slug)).status).toBe(200);
    expect((await api('GET', `/pages/${slug}`)).status).toBe(404);
    expect((await deletePage(slug)).status).toBe(404);
    const audit = await auditOf(slug);
    expect(audit.map((record) => record.action).sort()).toEqual([
      'content.page.delete',
      'content.page.save',
      'content.page.save',
    ]);
    expect(audit.every((record) => record.actor.email === roles.admin.email)).toBe(true);
  });

  it("keeps only the markup a post's body may hold", async () => {
    const slug = newSlug();
    const hostile =
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src="https://tracker.test/x.png">' +
      '<a href="javascript:alert(3)">x</a><iframe src="https://evil.test"></iframe><a href="https://ok.test">ok</a>';
    expect((await putPage(slug, { title: 'Warranty', body: hostile })).status).toBe(200);
    const body = (await storedPage(slug))!.body as string;
    expect(body).toContain('<p>Hi</p>');
    expect(body).toMatch(/<a href="https:\/\/ok.test" rel="noopener">ok<\/a>/);
    for (const refused of ['script', 'onclick', 'iframe', 'javascript:', 'tracker.test', '<img'])
      expect(body, refused).not.toContain(refused);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const slug = newSlug();
    const cases: [unknown, string][] = [
      [{ body: '<p>x</p>' }, 'title'],
      [{ ...terms, title: 'x'.repeat(121) }, 'title'],
      [{ ...terms, body: 'x'.repeat(50_001) }, 'body'],
      [{ ...terms, seoTitle: 'x'.repeat(71) }, 'seoTitle'],
      [{ ...terms, views: 1 }, 'views'],
    ];
    for (const [body, field] of cases) {
      const answer = await putPage(slug, body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), field).toContain(field);
    }
    expect((await putPage('Not%20A%20Slug', terms)).status).toBe(400);
    expect((await api('GET', '/pages/Not%20A%20Slug')).status).toBe(400);
    expect(await storedPage(slug)).toBeUndefined();
  });
});

describe('the portfolio', () => {
  it("answers SPEC's copy until an admin saves one, then the saved page; it cannot be deleted", async () => {
    const spec = await api('GET', '/pages/portfolio');
    expect(spec.status).toBe(200);
    expect(spec.body).toEqual(DEFAULT_PORTFOLIO_PAGE);
    expect(spec.body.bodyHtml).toContain('Alex Morgan');
    expect((await putPage('portfolio', { title: 'Our work', body: '<p>Workshop builds.</p>' })).status).toBe(200);
    expect((await api('GET', '/pages/portfolio')).body).toMatchObject({ title: 'Our work', stored: true });
    const refused = await deletePage('portfolio');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.portfolioKept);
    expect(await storedPage('portfolio')).toBeDefined();
    expect((await api<{ slug: string }[]>('GET', '/pages')).body.map((page) => page.slug)).not.toContain('portfolio');
  });
});

describe('the pages visitors see', () => {
  it('/pages/{slug} is server-rendered with its title, body and head, and in the sitemap; a slug no page has is a 404', async () => {
    const slug = newSlug();
    expect((await putPage(slug, { ...terms, seoDescription: 'How we sell.' })).status).toBe(200);
    const { status, html } = await visit(`/pages/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain('data-prerendered="page"');
    expect(html).toMatch(/<h1[^>]*>Terms of sale<\/h1>/);
    expect(html).toContain('<h2>Orders</h2><p>We ship <strong>fast</strong>.</p>');
    expect(html).toMatch(/<title[^>]*>Terms of sale \| Toolshop<\/title>/);
    expect(html).toMatch(/<meta [^>]*name="description" content="How we sell.">/);
    expect(html).toContain(`<link rel="canonical" href="${shopUrl}/pages/${slug}">`);
    expect((await visit('/sitemap.xml')).html).toContain(`/pages/${slug}</loc>`);
    const missing = await visit(`/pages/${newSlug()}`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
  });

  it("/portfolio shows SPEC's portfolio until an admin saves one, then the saved page", async () => {
    await testAdmin().db.collection(collections.content).doc(simplePageDocId('portfolio')).delete();
    const spec = await visit('/portfolio');
    expect(spec.status).toBe(200);
    for (const text of ['Alex Morgan', 'Skills', 'Education', 'Demo sites']) expect(spec.html).toContain(text);
    expect((await putPage('portfolio', { title: 'Our workshop', body: '<p>Built by hand.</p>' })).status).toBe(200);
    const saved = await visit('/portfolio');
    expect(saved.status).toBe(200);
    expect(saved.html).toMatch(/<h1[^>]*>Our workshop<\/h1>/);
    expect(saved.html).toContain('<p>Built by hand.</p>');
    expect(saved.html).not.toContain('Alex Morgan');
  });
});
