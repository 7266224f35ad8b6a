// Where the simple pages are (terms, privacy, warranty, imprint...): the footer links them, the content feature
// serves them.
export const simplePagePath = (slug: string) => `/pages/${slug}`;
