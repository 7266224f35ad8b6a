// Where the blog's pages are.
export const BLOG_PATH = '/blog';
export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;
export const blogTagPath = (tag: string) => `${BLOG_PATH}?tag=${encodeURIComponent(tag)}`;
