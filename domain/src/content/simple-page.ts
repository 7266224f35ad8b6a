// A simple page (`/pages/{slug}`: terms, privacy, warranty, imprint; and the portfolio at `/portfolio`): a title,
// a rich-text body and SEO fields an admin writes (PUT /api/pages/{slug}). Its fields are a post's fields, and the
// server sanitises its body exactly as a post's, so one allowlist decides what any stored rich text may hold.
import { z } from 'zod';
import { postFields } from '../posts/post-schema';
import { contentMessages as m } from './content-messages';

/** The portfolio is a simple page that always exists: SPEC's copy until an admin saves one; it cannot be deleted. */
export const PORTFOLIO_PAGE_SLUG = 'portfolio';

/** content/page-{slug}: the pages live beside the home page's words, public to read as they are. */
export const simplePageDocId = (slug: string) => `page-${slug}`;
export const SIMPLE_PAGE_KIND = 'page';

/** PUT /api/pages/{slug}: the whole page. */
export const simplePageSchema = z.strictObject(
  {
    title: postFields.title,
    body: postFields.body,
    seoTitle: postFields.seoTitle.default(''),
    seoDescription: postFields.seoDescription.default(''),
  },
  { error: m.pageInvalid },
);
export type SimplePageInput = z.infer<typeof simplePageSchema>;

/** content/page-{slug}, as the API stores it (the body sanitised). */
export interface SimplePageDoc {
  kind: typeof SIMPLE_PAGE_KIND;
  slug: string;
  title: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  updatedAt: unknown;
}

/** GET /api/pages/{slug}. `stored` is false for the portfolio while it is SPEC's (the site shows SPEC's page). */
export interface SimplePage {
  slug: string;
  title: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  stored: boolean;
}

/** GET /api/pages: the pages that exist, for the footer's links. */
export interface SimplePageLink {
  slug: string;
  title: string;
}
