// Where the simple pages are.
export const simplePagePath = (slug: string) => `/pages/${slug}`;
