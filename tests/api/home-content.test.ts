// The home page's words: GET /api/content/home answers SPEC's copy until an admin saves their own through PUT
// (audited); bad input is a 400 naming the field and stores nothing; the server-rendered home page carries the saved
// words and the three latest published posts in its HTML, cached so that a save shows within 10 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  contentMessages as m,
  DEFAULT_HOME_CONTENT,
  HOME_CONTENT_ID,
  type AuditRecordDoc,
  type HomeContent,
} from '@toolshop/domain';
import { restoreSpecHomePage, testAdmin } from '../support/admin';
import { api } from '../support/api';
import { shopUrl } from '../support/emulators';
import { createRoles, tokenOf, type Role, type Roles } from './helpers/fixtures';

let roles: Roles;

beforeAll(async () => {
  [roles] = await Promise.all([createRoles(), restoreSpecHomePage()]);
});

// Later files (the visitor's journey) check SPEC's home page.
afterAll(async () => {
  await restoreSpecHomePage();
});

const putContent = (body: unknown, role: Role = 'admin') =>
  api('PUT', '/content/home', { token: tokenOf(roles, role), body });
const storedContent = async () =>
  (await testAdmin().db.collection(collections.content).doc(HOME_CONTENT_ID).get()).data();
/** The home page as Hosting serves it to a visitor: its HTML and its cache header. */
async function homePage(): Promise<{ html: string; cacheControl: string | null }> {
  const response = await fetch(`${shopUrl}/`);
  expect(response.status).toBe(200);
  return { html: await response.text(), cacheControl: response.headers.get('cache-control') };
}
/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');

const ownContent: HomeContent = {
  hero: {
    greeting: 'Spring sale on cordless tools',
    heading: 'BUILT FOR THE WORKSHOP',
    buttonLabel: 'Read the blog',
    buttonHref: '/blog',
  },
  summary: [
    { value: '30', label: 'years of making tools' },
    { value: '175+', label: 'complete project' },
    { value: '395+', label: 'happy client' },
    { value: '590+', label: 'feedbacks' },
    { value: '12', label: 'service centres' },
  ],
  faq: [
    { question: 'Do you ship abroad?', answer: 'Yes, to every country in our shipping zones.' },
    { question: 'What is a FAQ page?', answer: DEFAULT_HOME_CONTENT.faq[0]!.answer },
  ],
};

describe('GET /api/content/home', () => {
  it("answers SPEC's copy while no admin has saved any, cached by Hosting at most 10 s", async () => {
    const response = await fetch(`${shopUrl}/api/content/home`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DEFAULT_HOME_CONTENT);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
  });

  it("serves SPEC's copy in the home page's HTML, with the placeholder of Featured Blogs", async () => {
    const { html } = await homePage();
    expect(html).toContain(escaped("IT'S NICE TO MEET YOU"));
    expect(html).toContain('Welcome To Our Electric Tools!');
    expect(html).toContain('href="/portfolio"');
    expect(html).toContain('happy client');
    expect(html).toContain('What is a FAQ page?');
    expect(html).toContain('upcoming Some Blog post');
  });
});

describe('PUT /api/content/home', () => {
  it('refuses a visitor (401) and a customer (403), and stores nothing', async () => {
    expect((await putContent(ownContent, 'anonymous')).status).toBe(401);
    expect((await putContent(ownContent, 'customer')).status).toBe(403);
    expect(await storedContent()).toBeUndefined();
  });

  const hero = ownContent.hero;
  const badBodies: [string, unknown, string][] = [
    ['an unknown field', { ...ownContent, banner: 'x' }, 'banner'],
    ['an unknown hero field', { ...ownContent, hero: { ...hero, colour: 'red' } }, 'hero.colour'],
    ['an unknown counter field', { ...ownContent, summary: [{ value: '1', label: 'a', icon: 'x' }] }, 'summary.0.icon'],
    ['no hero', { summary: ownContent.summary, faq: ownContent.faq }, 'hero'],
    ['an empty heading', { ...ownContent, hero: { ...hero, heading: '  ' } }, 'hero.heading'],
    ['an over-long heading', { ...ownContent, hero: { ...hero, heading: 'A'.repeat(81) } }, 'hero.heading'],
    ['an over-long greeting', { ...ownContent, hero: { ...hero, greeting: 'a'.repeat(81) } }, 'hero.greeting'],
    [
      'an over-long button label',
      { ...ownContent, hero: { ...hero, buttonLabel: 'a'.repeat(41) } },
      'hero.buttonLabel',
    ],
    [
      'a javascript: target',
      { ...ownContent, hero: { ...hero, buttonHref: 'javascript:alert(1)' } },
      'hero.buttonHref',
    ],
    ['a target on another site', { ...ownContent, hero: { ...hero, buttonHref: '//evil.test/x' } }, 'hero.buttonHref'],
    ['a plain http target', { ...ownContent, hero: { ...hero, buttonHref: 'http://evil.test/' } }, 'hero.buttonHref'],
    ['no counter', { ...ownContent, summary: [] }, 'summary'],
    ['nine counters', { ...ownContent, summary: Array(9).fill({ value: '1', label: 'a' }) }, 'summary'],
    [
      'an over-long counter value',
      { ...ownContent, summary: [{ value: '1'.repeat(13), label: 'a' }] },
      'summary.0.value',
    ],
    ['a counter without a label', { ...ownContent, summary: [{ value: '1', label: '' }] }, 'summary.0.label'],
    ['no question', { ...ownContent, faq: [] }, 'faq'],
    ['21 questions', { ...ownContent, faq: Array(21).fill(ownContent.faq[0]) }, 'faq'],
    ['an over-long answer', { ...ownContent, faq: [{ question: 'Q?', answer: 'a'.repeat(1001) }] }, 'faq.0.answer'],
    ['a question that is not text', { ...ownContent, faq: [{ question: 1, answer: 'a' }] }, 'faq.0.question'],
  ];
  for (const [what, body, field] of badBodies) {
    it(`refuses ${what} with a 400 naming ${field}, and stores nothing`, async () => {
      const { status, body: answer } = await putContent(body);
      expect(status).toBe(400);
      expect(answer.message).toEqual(expect.any(String));
      expect(Object.keys(answer.errors ?? {})).toContain(field);
      expect(await storedContent()).toBeUndefined();
    });
  }

  it('says why in the messages the form shows', async () => {
    const { body } = await putContent({ ...ownContent, hero: { ...hero, buttonHref: 'ftp://x' } });
    expect(body.errors['hero.buttonHref']).toBe(m.buttonHrefInvalid);
    const tooMany = await putContent({ ...ownContent, summary: Array(9).fill({ value: '1', label: 'a' }) });
    expect(tooMany.body.errors.summary).toBe(m.summaryCount(1, 8));
  });

  it("stores an admin's words, answers them, writes the audit log, and the home page's HTML shows them", async () => {
    const saved = await putContent(ownContent);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(ownContent);
    expect((await api('GET', '/content/home')).body).toEqual(ownContent);

    const audit = await testAdmin()
      .db.collection(collections.audit)
      .where('action', '==', 'content.home')
      .where('actor.uid', '==', roles.admin.uid)
      .get();
    expect(audit.docs).toHaveLength(1);
    const record = audit.docs[0]!.data() as AuditRecordDoc;
    expect(record.target).toEqual({ collection: collections.content, id: HOME_CONTENT_ID });
    expect(record.before).toBeNull();
    expect(record.after).toEqual(ownContent);

    const { html, cacheControl } = await homePage();
    expect(cacheControl).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    expect(html).toContain('BUILT FOR THE WORKSHOP');
    expect(html).toContain('href="/blog"');
    expect(html).toContain('service centres');
    expect(html).toContain('Do you ship abroad?');
    expect(html).not.toContain(escaped("IT'S NICE TO MEET YOU"));
    // In the page's order: the new question first.
    expect(html.indexOf('Do you ship abroad?')).toBeLessThan(html.indexOf('What is a FAQ page?'));
    // The words come as data with the page, for the browser's first render.
    expect(html).toMatch(/<script type="application\/json" id="page-data">[^<]*"\/content\/home"/);
  });

  it('a second save is audited with the content before it', async () => {
    const again = { ...ownContent, hero: { ...ownContent.hero, heading: 'AGAIN' } };
    expect((await putContent(again)).status).toBe(200);
    const audit = await testAdmin()
      .db.collection(collections.audit)
      .where('action', '==', 'content.home')
      .where('actor.uid', '==', roles.admin.uid)
      .get();
    const records = audit.docs.map((doc) => doc.data() as AuditRecordDoc);
    expect(records.find((record) => (record.after as HomeContent).hero.heading === 'AGAIN')?.before).toEqual(
      ownContent,
    );
  });
});

describe('Featured Blogs on the home page', () => {
  it('shows the three latest published posts in the HTML, never a draft or a scheduled post', async () => {
    const post = async (title: string, fields: Record<string, unknown>) => {
      const { status, body } = await api('POST', '/posts', {
        token: roles.admin.token,
        body: { title, excerpt: `About ${title}.`, ...fields },
      });
      if (status !== 201) throw new Error(`creating ${title} failed: ${status} ${JSON.stringify(body)}`);
    };
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await post('Oldest workshop tip', { status: 'published', publishAt: daysAgo(4) });
    await post('Sharpening chisels', { status: 'published', publishAt: daysAgo(3) });
    await post('New angle grinder', { status: 'published', publishAt: daysAgo(2) });
    await post('Battery care guide', { status: 'published', publishAt: daysAgo(1) });
    await post('Draft about saws', { status: 'draft' });
    await post('Scheduled safety notice', {
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });

    const { html } = await homePage();
    const shown = ['Battery care guide', 'New angle grinder', 'Sharpening chisels'];
    for (const title of shown) expect(html).toContain(`>${title}</a>`);
    expect(html).toContain('href="/blog/battery-care-guide"');
    expect(html.indexOf('Battery care guide')).toBeLessThan(html.indexOf('Sharpening chisels'));
    for (const title of ['Oldest workshop tip', 'Draft about saws', 'Scheduled safety notice'])
      expect(html).not.toContain(`>${title}</a>`);
    expect(html).not.toContain('upcoming Some Blog post');
  });
});
