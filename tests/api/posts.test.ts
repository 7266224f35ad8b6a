// The blog's calls: visitors' list and post, the admins' writes, schedule, preview, revisions and restore, the
// body's sanitising (known XSS vectors never stored), and drafts and scheduled posts invisible to visitors by every
// route (list, slug, a direct Firestore read). Each test tags its posts with a tag of its own, so other files' posts
// never enter its lists.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  POST_REVISIONS,
  postMessages as m,
  type AuditRecordDoc,
  type PostDoc,
  type PostSummary,
} from '@toolshop/domain';
import { testAdmin } from '../support/admin';
import { api } from '../support/api';
import { firestoreEmulatorUrl, PROJECT_ID, shopUrl } from '../support/emulators';
import { createRoles, tokenOf, type Role, type Roles } from './helpers/fixtures';
import { uploadedImageUrl } from './helpers/images';

let roles: Roles;
let ourImage: string;

beforeAll(async () => {
  roles = await createRoles();
  ourImage = await uploadedImageUrl(roles.admin.token);
});

/** One word (the admins' search finds a post by a word of its title). */
const uniqueTag = () => `t${randomUUID().slice(0, 8)}`;
const createPost = (body: unknown, role: Role = 'admin') =>
  api('POST', '/posts', { token: tokenOf(roles, role), body });
const patchPost = (id: string, body: unknown, role: Role = 'admin') =>
  api('PATCH', `/posts/${id}`, { token: tokenOf(roles, role), body });
const publicList = (query: string) =>
  api<{ items: PostSummary[]; nextCursor: string | null }>('GET', `/posts?${query}`);

async function created(body: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const { status, body: answer } = await createPost(body);
  if (status !== 201) throw new Error(`creating a post failed: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

async function postDoc(id: string): Promise<PostDoc | undefined> {
  return (await testAdmin().db.collection(collections.posts).doc(id).get()).data() as PostDoc | undefined;
}

async function postsTagged(tag: string) {
  return (await testAdmin().db.collection(collections.posts).where('tags', 'array-contains', tag).get()).docs;
}

async function auditOf(id: string): Promise<AuditRecordDoc[]> {
  const snapshot = await testAdmin().db.collection(collections.audit).where('target.id', '==', id).get();
  return snapshot.docs.map((doc) => doc.data() as AuditRecordDoc).sort((a, b) => millis(a.at) - millis(b.at));
}
const millis = (at: unknown) => (at as { toMillis(): number }).toMillis();

/** A visitor's own read of the document, straight from Firestore under the rules (no API in between). */
async function visitorReadStatus(id: string): Promise<number> {
  const url = `${firestoreEmulatorUrl}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collections.posts}/${id}`;
  return (await fetch(url)).status;
}

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('who may call the admin calls', () => {
  let postId: string;
  let revisionId: string;
  beforeAll(async () => {
    ({ id: postId } = await created({ title: `Access ${randomUUID()}` }));
    const revisions = await api('GET', `/posts/${postId}/revisions`, { token: roles.admin.token });
    revisionId = revisions.body.items[0].id;
  });

  const calls: Record<string, (role: Role) => ReturnType<typeof api>> = {
    'POST /posts': (role) => createPost({ title: `Access ${randomUUID()}` }, role),
    'PATCH /posts/{id}': (role) => patchPost(postId, { excerpt: 'Changed' }, role),
    'GET /posts/{id}/revisions': (role) => api('GET', `/posts/${postId}/revisions`, { token: tokenOf(roles, role) }),
    'POST /posts/{id}/revisions/{revisionId}/restore': (role) =>
      api('POST', `/posts/${postId}/revisions/${revisionId}/restore`, { token: tokenOf(roles, role) }),
    'GET /admin/posts': (role) => api('GET', '/admin/posts', { token: tokenOf(roles, role) }),
    'GET /posts/{slug}?preview=1': (role) =>
      api('GET', `/posts/no-such-post-${randomUUID().slice(0, 8)}?preview=1`, { token: tokenOf(roles, role) }),
  };
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: no token 401, a customer 403, an admin passes`, async () => {
      expect((await call('anonymous')).status).toBe(401);
      expect((await call('customer')).status).toBe(403);
      expect([200, 201, 404]).toContain((await call('admin')).status);
    });
  }

  it('DELETE /posts/{id}: no token 401, a customer 403, and the post stays', async () => {
    expect((await api('DELETE', `/posts/${postId}`)).status).toBe(401);
    expect((await api('DELETE', `/posts/${postId}`, { token: roles.customer.token })).status).toBe(403);
    expect(await postDoc(postId)).toBeDefined();
  });
});

describe('writing a post', () => {
  it('makes the slug from the title, stores the words, keeps a revision, and answers 201 { id, slug }', async () => {
    const tag = uniqueTag();
    const title = `Sharpening a Chisel: 5 Tips ${tag}`;
    const { status, body } = await createPost({
      title,
      excerpt: 'Five habits.',
      body: '<h2>Why</h2><p>Sharp <strong>is</strong> safe.</p>',
      coverImage: ourImage,
      tags: [tag, 'maintenance'],
      author: 'Ada',
      seoTitle: 'Chisel tips',
      seoDescription: 'How to sharpen a chisel.',
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['id', 'slug']);
    expect(body.slug).toBe(`sharpening-a-chisel-5-tips-${tag}`);
    const doc = await postDoc(body.id);
    expect(doc).toMatchObject({
      title,
      slug: body.slug,
      excerpt: 'Five habits.',
      body: '<h2>Why</h2><p>Sharp <strong>is</strong> safe.</p>',
      coverImage: ourImage,
      tags: [tag, 'maintenance'],
      author: 'Ada',
      status: 'draft',
      visibleFrom: null,
    });
    const revisions = await api('GET', `/posts/${body.id}/revisions`, { token: roles.admin.token });
    expect(revisions.body.items).toHaveLength(1);
    expect(revisions.body.items[0]).toMatchObject({ title, byEmail: roles.admin.email });
  });

  it('keeps the slug when the title changes, and moves it only when asked', async () => {
    const tag = uniqueTag();
    const { id, slug } = await created({ title: `Old title ${tag}` });
    const renamed = await patchPost(id, { title: `New title ${tag}` });
    expect(renamed.status).toBe(200);
    expect(renamed.body.slug).toBe(slug);
    expect((await postDoc(id))?.slug).toBe(slug);

    const moved = await patchPost(id, { slug: `moved-${tag}` });
    expect(moved.body.slug).toBe(`moved-${tag}`);
    // The old slug is free again; the new one is taken.
    expect((await createPost({ title: 'Reuse', slug })).status).toBe(201);
    expect((await createPost({ title: 'Clash', slug: `moved-${tag}` })).status).toBe(409);
  });

  it('refuses a duplicate slug with 409, made from the title or given, and stores nothing', async () => {
    const tag = uniqueTag();
    const { slug } = await created({ title: `Same words ${tag}`, tags: [tag] });
    const fromTitle = await createPost({ title: `Same Words ${tag}!`, tags: [tag] });
    expect(fromTitle.status).toBe(409);
    expect(fromTitle.body.message).toBe(m.slugTaken(slug));
    const given = await createPost({ title: 'Other words', slug, tags: [tag] });
    expect(given.status).toBe(409);
    const other = await created({ title: `Other ${tag}`, tags: [tag] });
    expect((await patchPost(other.id, { slug })).status).toBe(409);
    expect((await postsTagged(tag)).map((doc) => doc.data().slug).sort()).toEqual([slug, other.slug].sort());
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ['an unknown field', { title: 'x', views: 10 }, 'views'],
    ['no title', { excerpt: 'x' }, 'title'],
    ['a title of 121 characters', { title: 'a'.repeat(121) }, 'title'],
    ['an excerpt of 301 characters', { title: 'x', excerpt: 'a'.repeat(301) }, 'excerpt'],
    ['a body of 50,001 characters', { title: 'x', body: 'a'.repeat(50_001) }, 'body'],
    ['an SEO title of 71 characters', { title: 'x', seoTitle: 'a'.repeat(71) }, 'seoTitle'],
    ['an SEO description of 161 characters', { title: 'x', seoDescription: 'a'.repeat(161) }, 'seoDescription'],
    ['a slug with capitals', { title: 'x', slug: 'Bad-Slug' }, 'slug'],
    ['a slug with spaces', { title: 'x', slug: 'bad slug' }, 'slug'],
    ['a tag with a space', { title: 'x', tags: ['two words'] }, 'tags.0'],
    ['eleven tags', { title: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    ['an unknown status', { title: 'x', status: 'live' }, 'status'],
    ['a scheduled post without a time', { title: 'x', status: 'scheduled' }, 'publishAt'],
    ['a scheduled post in the past', { title: 'x', status: 'scheduled', publishAt: ago(60_000) }, 'publishAt'],
    ['a published post in the future', { title: 'x', status: 'published', publishAt: soon(3_600_000) }, 'publishAt'],
    ['a publish time without a zone', { title: 'x', publishAt: '2026-12-01T09:00:00' }, 'publishAt'],
    ['a cover from elsewhere', { title: 'x', coverImage: 'https://evil.test/cover.png' }, 'coverImage'],
    ['a cover our store never issued', { title: 'x', coverImage: '/api/images/nothing.png' }, 'coverImage'],
    ['a title with nothing to make a slug of', { title: '!!!' }, 'slug'],
  ];
  for (const [what, body, field] of badBodies) {
    it(`refuses ${what} with a 400 naming ${field}, and stores nothing`, async () => {
      const tag = uniqueTag();
      const { status, body: answer } = await createPost({ ...body, tags: body.tags ?? [tag] });
      expect(status).toBe(400);
      expect(answer.message).toEqual(expect.any(String));
      expect(Object.keys(answer.errors ?? {})).toContain(field);
      expect(await postsTagged(tag)).toHaveLength(0);
    });
  }

  it('refuses a bad PATCH with a 400 and changes nothing (nor keeps a revision)', async () => {
    const { id } = await created({ title: `Patched ${randomUUID()}` });
    const before = await postDoc(id);
    for (const body of [{}, { title: '' }, { views: 1 }, { excerpt: 'a'.repeat(301) }, { status: 'scheduled' }]) {
      expect((await patchPost(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await patchPost('no-such-post', { title: 'x' })).status).toBe(404);
    expect(await postDoc(id)).toEqual(before);
    const revisions = await api('GET', `/posts/${id}/revisions`, { token: roles.admin.token });
    expect(revisions.body.items).toHaveLength(1);
  });

  it("takes the cover a post already has back as it is (a demo post's site photo), and judges any other", async () => {
    const { id } = await created({ title: `Demo cover ${randomUUID()}` });
    const sitePhoto = '/products/cordless-drill-18v.0123456789.jpg';
    await testAdmin().db.collection(collections.posts).doc(id).update({ coverImage: sitePhoto });
    expect((await patchPost(id, { coverImage: sitePhoto, excerpt: 'Kept' })).status).toBe(200);
    expect(await postDoc(id)).toMatchObject({ coverImage: sitePhoto, excerpt: 'Kept' });
    const other = await patchPost(id, { coverImage: '/products/angle-grinder-125.0123456789.jpg' });
    expect(other.status).toBe(400);
    expect(other.body.errors.coverImage).toBe(m.coverImageInvalid);
    expect((await patchPost(id, { coverImage: ourImage })).status).toBe(200);
  });
});

// Known XSS vectors in the style of the OWASP XSS Filter Evasion Cheat Sheet; none may survive in a stored body.
const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.test/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://xss.test/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.test/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<IMG SRC=\'vbscript:msgbox("XSS")\'>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD>x</TD></TR></TABLE>',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">x</DIV>',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">x</DIV>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.test/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<p style="color:red" onclick="alert(1)">styled</p>',
  '<details open ontoggle=alert(1)>x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://example.com" target="_blank" rel="opener">new window</a>',
];

const ALLOWED_TAGS = new Set(
  'h2 h3 h4 p br hr strong b em i u s code pre blockquote ul ol li a img table thead tbody tr th td'.split(' '),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** What in a stored body the allowlist refuses: a tag, an attribute, a URL or a raw '<' (empty: nothing). */
function refusedMarkup(html: string): string[] {
  const found: string[] = [];
  const withoutTags = html.replace(
    /<\/?([a-zA-Z0-9]+)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*\/?>/g,
    (_tag, name, attributes) => {
      const tag = String(name).toLowerCase();
      if (!ALLOWED_TAGS.has(tag)) found.push(`tag <${tag}>`);
      for (const [, attribute, value] of String(attributes).matchAll(/\s+([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
        if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(attribute!.toLowerCase())) found.push(`${tag}[${attribute}]`);
        if (attribute === 'href' && !/^(https?:|mailto:)/i.test(value ?? '')) found.push(`href="${value}"`);
        if (attribute === 'src' && value !== ourImage) found.push(`src="${value}"`);
        if (attribute === 'rel' && value !== 'noopener') found.push(`rel="${value}"`);
      }
      if (tag === 'a' && !/\srel="noopener"/.test(String(attributes)) && !_tag.startsWith('</'))
        found.push('a without rel');
      return '';
    },
  );
  if (withoutTags.includes('<')) found.push(`raw "<" in ${JSON.stringify(withoutTags)}`);
  return found;
}

describe('the body is sanitised on every save', () => {
  // All vectors in one body (two saves, not one per vector), each after a marker heading the sanitiser keeps, so a
  // failure names the vector whose remains it found.
  const marker = (index: number) => `<h4>vector ${index}</h4>`;
  const hostileBody = XSS_VECTORS.map((vector, index) => `${marker(index)}<p>before</p>${vector}<p>after</p>`).join('');

  function expectNothingRefused(stored: string) {
    expect(refusedMarkup(stored), stored).toEqual([]);
    expect(stored).not.toMatch(/<[^>]*(javascript:|vbscript:|data:|\son[a-z]+\s*=)/i);
    XSS_VECTORS.forEach((vector, index) => {
      const start = stored.indexOf(marker(index));
      if (start < 0) return; // swallowed by the vector before it, whose segment then holds it
      const next = XSS_VECTORS.findIndex((_, later) => later > index && stored.includes(marker(later)));
      const segment = stored.slice(start, next < 0 ? undefined : stored.indexOf(marker(next)));
      expect(refusedMarkup(segment), `${vector} -> ${segment}`).toEqual([]);
    });
  }

  it(`stores none of ${XSS_VECTORS.length} known XSS vectors, on create and on PATCH`, async () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
    const { id } = await created({ title: `Hostile ${randomUUID()}`, body: hostileBody });
    const stored = (await postDoc(id))!.body;
    expect(stored).toContain(marker(0));
    expectNothingRefused(stored);
    expect((await patchPost(id, { body: `<p>x</p>${hostileBody}` })).status).toBe(200);
    expectNothingRefused((await postDoc(id))!.body);
  });

  it('keeps rich text, our own images and safe links (with rel="noopener"), and drops images from elsewhere', async () => {
    const body =
      '<h2>Guide</h2><p>Use <em>oil</em>.</p><ol><li>one</li></ol><blockquote><p>Quote</p></blockquote>' +
      `<p><img src="${ourImage}" alt="Our saw" /><img src="https://tracker.test/pixel.png" alt="x" /></p>` +
      '<p><a href="https://example.com/manual">manual</a></p>' +
      '<table><tbody><tr><th>Size</th><td>5 mm</td></tr></tbody></table>';
    const { id } = await created({ title: `Rich ${randomUUID()}`, body });
    expect((await postDoc(id))!.body).toBe(
      '<h2>Guide</h2><p>Use <em>oil</em>.</p><ol><li>one</li></ol><blockquote><p>Quote</p></blockquote>' +
        `<p><img src="${ourImage}" alt="Our saw" /></p>` +
        '<p><a href="https://example.com/manual" rel="noopener">manual</a></p>' +
        '<table><tbody><tr><th>Size</th><td>5 mm</td></tr></tbody></table>',
    );
  });
});

describe('what visitors see', () => {
  it('lists published posts only, newest first, 12 a page, in the answer shape of the API', async () => {
    const tag = uniqueTag();
    const published = [];
    for (let i = 0; i < 13; i++) {
      published.push(
        await created({
          title: `Published ${i} ${tag}`,
          tags: [tag],
          status: 'published',
          publishAt: ago((i + 1) * 60_000),
          excerpt: `Excerpt ${i}`,
        }),
      );
    }
    await created({ title: `Draft ${tag}`, tags: [tag] });
    await created({ title: `Later ${tag}`, tags: [tag], status: 'scheduled', publishAt: soon(3_600_000) });

    const first = await publicList(`tag=${tag}`);
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => item.id)).toEqual(published.slice(0, 12).map((post) => post.id));
    expect(Object.keys(first.body.items[0]!).sort()).toEqual(
      ['author', 'coverImage', 'excerpt', 'id', 'publishedAt', 'slug', 'tags', 'title'].sort(),
    );
    expect(first.body.nextCursor).toBe(published[11]!.id);
    const second = await publicList(`tag=${tag}&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item) => item.id)).toEqual([published[12]!.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('answers a published post by its slug with bodyHtml, cached for at most 60 s', async () => {
    const tag = uniqueTag();
    const { slug } = await created({ title: `Read me ${tag}`, body: '<p>Hello</p>', status: 'published' });
    const { status, body } = await api('GET', `/posts/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug, title: `Read me ${tag}`, bodyHtml: '<p>Hello</p>', status: 'published' });
    const response = await fetch(`${shopUrl}/api/posts/${slug}`);
    const maxAge = Number(/s-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(60);
  });

  it('never shows a draft or a scheduled post: not listed, its slug 404, its document unreadable, but an admin previews it', async () => {
    const tag = uniqueTag();
    const draft = await created({ title: `Secret draft ${tag}`, tags: [tag] });
    const later = await created({
      title: `Secret later ${tag}`,
      tags: [tag],
      status: 'scheduled',
      publishAt: soon(3_600_000),
    });
    expect((await publicList(`tag=${tag}`)).body.items).toEqual([]);
    for (const post of [draft, later]) {
      expect((await api('GET', `/posts/${post.slug}`)).status).toBe(404);
      expect((await api('GET', `/posts/${post.slug}`, { token: roles.customer.token })).status).toBe(404);
      expect(await visitorReadStatus(post.id)).toBe(403);
      const preview = await api('GET', `/posts/${post.slug}?preview=1`, { token: roles.admin.token });
      expect(preview.status).toBe(200);
      expect(preview.body.status).toBe(post === draft ? 'draft' : 'scheduled');
    }
    // The site's search answers products only: neither post's words find anything there.
    const search = await api('GET', `/search?q=${encodeURIComponent(`Secret ${tag}`)}`);
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(tag);
  });

  it('shows a scheduled post by itself once its time has come, on the list, at its slug and in Firestore', async () => {
    const tag = uniqueTag();
    const publishAt = soon(2_000);
    const post = await created({ title: `On time ${tag}`, tags: [tag], status: 'scheduled', publishAt });
    expect((await publicList(`tag=${tag}`)).body.items).toEqual([]);
    expect((await api('GET', `/posts/${post.slug}`)).status).toBe(404);

    const deadline = Date.now() + 15_000;
    let seen: { list: number; slug: number; firestore: number } = { list: 0, slug: 0, firestore: 0 };
    while (Date.now() < deadline) {
      seen = {
        list: (await publicList(`tag=${tag}`)).body.items.length,
        slug: (await api('GET', `/posts/${post.slug}`)).status,
        firestore: await visitorReadStatus(post.id),
      };
      if (seen.list === 1 && seen.slug === 200 && seen.firestore === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(
      seen,
      `waited until 13 s past its publishAt (${publishAt}) for the post on the list, at its slug and in Firestore`,
    ).toEqual({
      list: 1,
      slug: 200,
      firestore: 200,
    });
    // Nobody acted: the stored post still says what the admin chose, and the admin's list calls it published.
    expect((await postDoc(post.id))!.status).toBe('scheduled');
    const adminList = await api('GET', `/admin/posts?q=${tag}`, { token: roles.admin.token });
    expect(adminList.body.items.map((item: { status: string }) => item.status)).toEqual(['published']);
  });

  it('refuses bad list queries with a 400', async () => {
    expect((await publicList('tag=Not%20A%20Tag')).status).toBe(400);
    expect((await publicList('cursor=no-such-post')).status).toBe(400);
    expect((await publicList('page=2')).status).toBe(400);
    const draft = await created({ title: `Cursor ${randomUUID()}` });
    expect((await publicList(`cursor=${draft.id}`)).status).toBe(400);
    expect((await api('GET', '/posts/Bad%20Slug')).status).toBe(400);
  });
});

describe('publishing, unpublishing, deleting and restoring', () => {
  it('are in the audit log, with who did them', async () => {
    const { id, slug } = await created({ title: `Audited ${randomUUID()}` });
    expect((await patchPost(id, { status: 'scheduled', publishAt: soon(3_600_000) })).status).toBe(200);
    expect((await patchPost(id, { status: 'published' })).status).toBe(200);
    expect((await patchPost(id, { excerpt: 'Only words' })).status).toBe(200);
    expect((await patchPost(id, { status: 'draft' })).status).toBe(200);
    expect((await api('DELETE', `/posts/${id}`, { token: roles.admin.token })).status).toBe(200);
    const records = await auditOf(id);
    expect(records.map((record) => record.action)).toEqual([
      'post.schedule',
      'post.publish',
      'post.unpublish',
      'post.delete',
    ]);
    expect(new Set(records.map((record) => record.actor.email))).toEqual(new Set([roles.admin.email]));
    expect(await postDoc(id)).toBeUndefined();
    expect((await api('GET', `/posts/${slug}?preview=1`, { token: roles.admin.token })).status).toBe(404);
    const revisions = await testAdmin().db.collection(collections.posts).doc(id).collection(POST_REVISIONS).get();
    expect(revisions.size).toBe(0);
    expect((await api('DELETE', `/posts/${id}`, { token: roles.admin.token })).status).toBe(404);
    // Its slug is free for a new post.
    expect((await createPost({ title: 'Again', slug })).status).toBe(201);
  });

  it("keeps a revision of every save, newest first, and restores a revision's words but not its status", async () => {
    const tag = uniqueTag();
    const { id } = await created({
      title: `First ${tag}`,
      excerpt: 'First excerpt',
      body: '<p>First</p>',
      tags: [tag],
      seoTitle: 'First SEO',
    });
    await patchPost(id, { title: `Second ${tag}`, body: '<p>Second</p>', seoTitle: 'Second SEO', tags: [tag, 'x'] });
    await patchPost(id, { status: 'published' });
    const revisions = await api('GET', `/posts/${id}/revisions`, { token: roles.admin.token });
    expect(revisions.status).toBe(200);
    expect(revisions.body.items.map((r: { title: string; status: string }) => [r.title, r.status])).toEqual([
      [`Second ${tag}`, 'published'],
      [`Second ${tag}`, 'draft'],
      [`First ${tag}`, 'draft'],
    ]);
    const first = revisions.body.items[2];
    expect(first.byEmail).toBe(roles.admin.email);

    const restored = await api('POST', `/posts/${id}/revisions/${first.id}/restore`, { token: roles.admin.token });
    expect(restored.status).toBe(200);
    expect(await postDoc(id)).toMatchObject({
      title: `First ${tag}`,
      excerpt: 'First excerpt',
      body: '<p>First</p>',
      tags: [tag],
      seoTitle: 'First SEO',
      status: 'published',
    });
    expect((await auditOf(id)).map((record) => record.action)).toEqual(['post.publish', 'post.restore']);
    const after = await api('GET', `/posts/${id}/revisions`, { token: roles.admin.token });
    expect(after.body.items).toHaveLength(4);

    const bad = await api('POST', `/posts/${id}/revisions/no-such-revision/restore`, { token: roles.admin.token });
    expect(bad.status).toBe(404);
    const withBody = await api('POST', `/posts/${id}/revisions/${first.id}/restore`, {
      token: roles.admin.token,
      body: { status: 'draft' },
    });
    expect(withBody.status).toBe(400);
  });
});

describe("the admins' list", () => {
  it('filters by status (as it is now) and finds posts by a word of the title', async () => {
    const tag = uniqueTag();
    const draft = await created({ title: `Zebrawood draft ${tag}`, tags: [tag] });
    const later = await created({
      title: `Zebrawood later ${tag}`,
      tags: [tag],
      status: 'scheduled',
      publishAt: soon(3_600_000),
    });
    const live = await created({ title: `Zebrawood live ${tag}`, tags: [tag], status: 'published' });
    const list = (query: string) => api('GET', `/admin/posts?${query}`, { token: roles.admin.token });
    const ids = async (query: string) => (await list(query)).body.items.map((item: { id: string }) => item.id);
    expect(await ids(`q=${tag}`)).toEqual([live.id, later.id, draft.id]);
    expect(await ids(`q=${tag}&status=draft`)).toEqual([draft.id]);
    expect(await ids(`q=${tag}&status=scheduled`)).toEqual([later.id]);
    expect(await ids(`q=${tag}&status=published`)).toEqual([live.id]);
    expect((await list(`q=${tag}`)).body.items[0]).toMatchObject({
      title: `Zebrawood live ${tag}`,
      status: 'published',
    });
    expect((await list('status=live')).status).toBe(400);
    expect((await list(`q=${'a'.repeat(41)}`)).status).toBe(400);
    expect((await list('cursor=no-such-post')).status).toBe(400);
  });
});

describe("the blog's pages, feed and sitemap", () => {
  const page = async (path: string) => {
    const response = await fetch(`${shopUrl}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  /** Three posts a second apart on one day of 2001, which no other file's posts share: each other's neighbours. */
  async function threeInARow(tag: string) {
    const day = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 86_000) * 1_000;
    const posts = [];
    for (const i of [0, 1, 2]) {
      const title = `Row ${i} ${tag}`;
      const publishAt = new Date(day + i * 1_000).toISOString();
      const post = { title, tags: [tag], status: 'published', publishAt, excerpt: `Excerpt ${i} ${tag}` };
      posts.push({ ...(await created(post)), title });
    }
    return posts;
  }

  it('/blog is server-rendered: the published posts newest first, 12 a page, filtered by ?tag=', async () => {
    const tag = uniqueTag();
    const titles = [];
    for (let i = 0; i < 13; i++) {
      titles.push(`Listed ${i} ${tag}`);
      await created({ title: titles[i], tags: [tag], status: 'published', publishAt: ago((i + 1) * 60_000) });
    }
    await created({ title: `Hidden draft ${tag}`, tags: [tag] });
    await created({ title: `Hidden later ${tag}`, tags: [tag], status: 'scheduled', publishAt: soon(3_600_000) });
    const { status, text } = await page(`/blog?tag=${tag}`);
    expect(status).toBe(200);
    expect(text).toContain('data-prerendered="page"');
    const root = text.slice(text.indexOf('<div id="root">'), text.indexOf('id="page-data"'));
    const shown = titles.filter((title) => root.includes(`>${title}<`));
    expect(shown, 'the titles in the HTML').toEqual(titles.slice(0, 12));
    expect(titles.slice(0, 12).map((title) => root.indexOf(`>${title}<`))).toEqual(
      titles
        .slice(0, 12)
        .map((title) => root.indexOf(`>${title}<`))
        .sort((a, b) => a - b),
    );
    // React keeps the text's parts apart with comments.
    expect(root).toMatch(new RegExp(`Posts tagged “(<!-- -->)?${tag}(<!-- -->)?”`));
    expect(root).not.toContain('Hidden');
    expect((await page('/blog?tag=Not%20A%20Tag')).status).toBe(400);
  });

  it('/blog/{slug} is server-rendered with its title, description, canonical address, Open Graph, BlogPosting and neighbours', async () => {
    const tag = uniqueTag();
    const [older, middle, newer] = await threeInARow(tag);
    const { status, text } = await page(`/blog/${middle!.slug}`);
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`<title[^>]*>${middle!.title} \\| Toolshop</title>`));
    expect(text).toMatch(new RegExp(`<meta [^>]*name="description" content="Excerpt 1 ${tag}">`));
    expect(text).toContain(`<link rel="canonical" href="${shopUrl}/blog/${middle!.slug}">`);
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain(`<meta property="og:title" content="${middle!.title}">`);
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)?.[1];
    expect(JSON.parse(ld ?? 'null')).toMatchObject({
      '@type': 'BlogPosting',
      headline: middle!.title,
      url: `${shopUrl}/blog/${middle!.slug}`,
    });
    expect(text).toMatch(
      new RegExp(`href="/blog/${older!.slug}"[^>]*rel="prev"|rel="prev"[^>]*href="/blog/${older!.slug}"`),
    );
    expect(text).toMatch(
      new RegExp(`href="/blog/${newer!.slug}"[^>]*rel="next"|rel="next"[^>]*href="/blog/${newer!.slug}"`),
    );
    const { body } = await api('GET', `/posts/${middle!.slug}`);
    expect(body).toMatchObject({
      previous: { slug: older!.slug, title: older!.title },
      next: { slug: newer!.slug, title: newer!.title },
    });

    const draft = await created({ title: `Unseen draft ${tag}`, tags: [tag] });
    const missing = await page(`/blog/${draft.slug}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
    expect(missing.text).toContain('Post not found');
    expect(missing.text).not.toContain('Unseen draft');
  });

  it('the feed (RSS 2.0) and the sitemap list published posts and never a draft or a scheduled post', async () => {
    const tag = uniqueTag();
    const published = await created({ title: `Fed ${tag}`, tags: [tag], status: 'published', excerpt: 'Read me' });
    const draft = await created({ title: `Unfed draft ${tag}`, tags: [tag] });
    const later = await created({
      title: `Unfed later ${tag}`,
      tags: [tag],
      status: 'scheduled',
      publishAt: soon(3_600_000),
    });
    const feed = await page('/blog/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    expect(feed.text).toMatch(/<rss version="2.0"/);
    expect(feed.text).toContain(`<title>Fed ${tag}</title>`);
    expect(feed.text).toContain(`/blog/${published.slug}</link>`);
    expect(feed.text.match(/<item>/g)!.length).toBeLessThanOrEqual(20);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`/blog/${published.slug}</loc>`);
    for (const hidden of [draft, later]) {
      expect(feed.text).not.toContain(hidden.slug);
      expect(sitemap.text).not.toContain(hidden.slug);
    }
  });
});
