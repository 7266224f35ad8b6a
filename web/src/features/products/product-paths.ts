// The addresses of a product's and a category's public pages. Apart from the product page's structured data
// (seo/product-structured-data.ts), which only the product page and the server need: the home page's cards link
// with these and load none of it.

export const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;
export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`;
