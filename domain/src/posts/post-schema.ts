// The inputs of the blog's admin calls (POST and PATCH /api/posts) and of the back office's post form: one schema
// both sides parse. The body is rich-text HTML; the server sanitises whatever passes this schema before it stores it.
import { z } from 'zod';
import { isImageUrl, pageCursorField } from '../fields';
import { postMessages as m } from './post-messages';
import { POST_SLUG_MAX_LENGTH, POST_SLUG_PATTERN } from './post-slug';

export const POST_TITLE_MAX_LENGTH = 120;
export const POST_EXCERPT_MAX_LENGTH = 300;
/** Room for a long guide under the API's 64 kB JSON cap. */
export const POST_BODY_MAX_LENGTH = 50_000;
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX_LENGTH = 30;
export const POST_AUTHOR_MAX_LENGTH = 80;
export const POST_SEO_TITLE_MAX_LENGTH = 70;
export const POST_SEO_DESCRIPTION_MAX_LENGTH = 160;
export const POST_SEARCH_MAX_LENGTH = 40;
/** The public list's page. */
export const POST_PAGE_SIZE = 12;

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const postSlugField = z
  .string({ error: m.slugInvalid })
  .max(POST_SLUG_MAX_LENGTH, m.slugInvalid)
  .regex(POST_SLUG_PATTERN, m.slugInvalid);

const tagsInvalid = m.tagsInvalid(POST_TAGS_MAX, POST_TAG_MAX_LENGTH);
export const postTagField = z
  .string({ error: tagsInvalid })
  .max(POST_TAG_MAX_LENGTH, tagsInvalid)
  .regex(POST_SLUG_PATTERN, tagsInvalid);

/** A time written in ISO 8601 with its zone ("2026-12-01T09:00:00Z"), read as a Date. */
const publishAtField = z
  .string({ error: m.publishAtInvalid })
  .max(40, m.publishAtInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, m.publishAtInvalid)
  .refine((text) => Number.isFinite(Date.parse(text)), m.publishAtInvalid);

/** The fields of a post's words, also those of a simple page (content/simple-page.ts). */
export const postFields = {
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(POST_TITLE_MAX_LENGTH, m.titleTooLong(POST_TITLE_MAX_LENGTH)),
  slug: postSlugField,
  excerpt: z
    .string({ error: m.excerptTooLong(POST_EXCERPT_MAX_LENGTH) })
    .trim()
    .max(POST_EXCERPT_MAX_LENGTH, m.excerptTooLong(POST_EXCERPT_MAX_LENGTH)),
  body: z.string({ error: m.bodyInvalid }).max(POST_BODY_MAX_LENGTH, m.bodyTooLong(POST_BODY_MAX_LENGTH)),
  /** '' takes the cover away. */
  coverImage: z
    .string({ error: m.coverImageInvalid })
    .trim()
    .max(2048, m.coverImageInvalid)
    .refine((url) => url === '' || isImageUrl(url), m.coverImageInvalid),
  tags: z
    .array(postTagField, { error: tagsInvalid })
    .max(POST_TAGS_MAX, tagsInvalid)
    .transform((tags) => [...new Set(tags)]),
  author: z
    .string({ error: m.authorTooLong(POST_AUTHOR_MAX_LENGTH) })
    .trim()
    .max(POST_AUTHOR_MAX_LENGTH, m.authorTooLong(POST_AUTHOR_MAX_LENGTH)),
  seoTitle: z
    .string({ error: m.seoTitleTooLong(POST_SEO_TITLE_MAX_LENGTH) })
    .trim()
    .max(POST_SEO_TITLE_MAX_LENGTH, m.seoTitleTooLong(POST_SEO_TITLE_MAX_LENGTH)),
  seoDescription: z
    .string({ error: m.seoDescriptionTooLong(POST_SEO_DESCRIPTION_MAX_LENGTH) })
    .trim()
    .max(POST_SEO_DESCRIPTION_MAX_LENGTH, m.seoDescriptionTooLong(POST_SEO_DESCRIPTION_MAX_LENGTH)),
  status: z.enum(POST_STATUSES, { error: m.statusInvalid }),
  /** When a scheduled post goes live (required then, in the future); a published post may be dated back. */
  publishAt: publishAtField,
};

const scheduledNeedsTime = (input: { status?: PostStatus; publishAt?: string }) =>
  input.status !== 'scheduled' || input.publishAt !== undefined;

/** POST /api/posts: a title at least; the slug comes from the title unless given; a new post is a draft unless said. */
export const postCreateSchema = z
  .strictObject({
    title: postFields.title,
    slug: postFields.slug.optional(),
    excerpt: postFields.excerpt.default(''),
    body: postFields.body.default(''),
    coverImage: postFields.coverImage.default(''),
    tags: postFields.tags.default([]),
    author: postFields.author.default(''),
    seoTitle: postFields.seoTitle.default(''),
    seoDescription: postFields.seoDescription.default(''),
    status: postFields.status.default('draft'),
    publishAt: postFields.publishAt.optional(),
  })
  .refine(scheduledNeedsTime, { message: m.publishAtRequired, path: ['publishAt'] });
export type PostCreateInput = z.infer<typeof postCreateSchema>;

/** PATCH /api/posts/{id}: any of the fields, at least one. A changed title keeps the slug. */
export const postPatchSchema = z
  .strictObject({
    title: postFields.title.optional(),
    slug: postFields.slug.optional(),
    excerpt: postFields.excerpt.optional(),
    body: postFields.body.optional(),
    coverImage: postFields.coverImage.optional(),
    tags: postFields.tags.optional(),
    author: postFields.author.optional(),
    seoTitle: postFields.seoTitle.optional(),
    seoDescription: postFields.seoDescription.optional(),
    status: postFields.status.optional(),
    publishAt: postFields.publishAt.optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { message: m.nothingToChange })
  .refine(scheduledNeedsTime, { message: m.publishAtRequired, path: ['publishAt'] });
export type PostPatchInput = z.infer<typeof postPatchSchema>;

/** GET /api/posts?tag=&cursor= (public). */
export const postListQuerySchema = z.strictObject({
  tag: z.preprocess((value) => (value === '' ? undefined : value), postTagField.optional()),
  cursor: pageCursorField,
});

/** GET /api/posts/{slug}?preview=1: an admin's token also sees drafts and scheduled posts. */
export const postReadQuerySchema = z.strictObject({
  preview: z.enum(['0', '1'], { error: 'preview must be 0 or 1' }).optional(),
});

/** GET /api/admin/posts?status=&q=&cursor= (admin). */
export const adminPostListQuerySchema = z.strictObject({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(POST_STATUSES, { error: m.listStatusInvalid }).optional(),
  ),
  q: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: m.searchTooLong(POST_SEARCH_MAX_LENGTH) })
      .trim()
      .max(POST_SEARCH_MAX_LENGTH, m.searchTooLong(POST_SEARCH_MAX_LENGTH))
      .optional(),
  ),
  cursor: pageCursorField,
});

/** The back office's post form: the words as typed (tags as one text, "maintenance, safety"; the slug may be left empty). */
export const postFormSchema = z.object({
  title: postFields.title,
  slug: z.union([z.literal(''), postFields.slug]),
  excerpt: postFields.excerpt,
  tagsText: z.string().max(POST_TAGS_MAX * (POST_TAG_MAX_LENGTH + 2), tagsInvalid),
  author: postFields.author,
  seoTitle: postFields.seoTitle,
  seoDescription: postFields.seoDescription,
});
export type PostFormValues = z.infer<typeof postFormSchema>;

/** The tags a form's text names, in order, once each. */
export const tagsOfText = (text: string) => [
  ...new Set(
    text
      .toLowerCase()
      .split(/[,\s]+/)
      .filter(Boolean),
  ),
];
