// Categories: `categories/{slug}` holds the name; a product names its category by slug.
import { z } from 'zod';
import { catalogueMessages as m } from './catalogue-messages';
import { requiredText } from '../fields';

export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_NAME_MAX_LENGTH = 60;

export const categorySlugField = z
  .string({ error: m.categoryInvalid })
  .min(2, m.categoryInvalid)
  .max(60, m.categoryInvalid)
  .regex(CATEGORY_SLUG_PATTERN, m.categoryInvalid);

/** PUT /api/categories/{slug} and the categories admin screen: adds the category or renames it. */
export const categoryEditSchema = z.strictObject({
  name: requiredText(m.categoryNameRequired, CATEGORY_NAME_MAX_LENGTH),
});
export type CategoryEditInput = z.infer<typeof categoryEditSchema>;

export interface CategoryDoc {
  name: string;
  createdAt?: unknown;
  updatedAt?: unknown;
}

/** GET /api/categories: each category with how many products it holds. */
export interface Category {
  slug: string;
  name: string;
  count: number;
}
