// A catalogue at scale: 5,000 (or any number of) generated products across the demo categories, each with a SKU,
// specs, a category and the photo of a demo product of its kind, for the search bench and decision 20. Fixed ids
// (`scale-product-00001`...), so seeding again rewrites the same documents; every SKU gets its claim.
import { demoPhotoPath } from '../photos/photo-files.mjs';
import { seedProducts } from './products.mjs';

export const SCALE_PRODUCTS = 5_000;
const BATCH = 400;
const pad = (n, width) => String(n).padStart(width, '0');
export const scaleProductId = (i) => `scale-product-${pad(i, 5)}`;

const series = ['Pro', 'Compact', 'Heavy Duty', 'Site', 'Trade', 'Workshop', 'Industrial', 'Lite'];
const finishes = ['for steel', 'for wood', 'for masonry', 'for stainless', 'for plastics', 'for tiles'];

/** Product i of the scale catalogue: a variant of a demo product, with its own name, SKU, price and stock. */
export function scaleProduct(i) {
  const base = seedProducts[i % seedProducts.length];
  const variant = series[Math.floor(i / seedProducts.length) % series.length];
  const finish = finishes[i % finishes.length];
  const specs = { ...base.specs };
  if (typeof specs.power === 'number') specs.power = specs.power + (i % 5) * 50;
  if (typeof specs.weight === 'number') specs.weight = Math.round((specs.weight + (i % 7) * 0.1) * 10) / 10;
  return {
    id: scaleProductId(i),
    name: `${base.name} ${variant} ${pad(i, 4)}`,
    description: `${variant} variant of the ${base.name}, ${finish}. ${base.description}`.slice(0, 500),
    picture: demoPhotoPath(base.id) ?? `/products/${base.id}.svg`,
    priceCents: base.priceCents + (i % 37) * 100,
    available: i % 11 === 0 ? 0 : 10 + (i % 300),
    minimum: 1,
    sku: `SC-${pad(i, 5)}`,
    category: base.category,
    specs,
    ...(base.fits ? { fits: base.fits } : {}),
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
  };
}

/** Writes `count` scale products and their SKU claims; answers the count and the time it took. */
export async function seedScaleProducts(db, count = SCALE_PRODUCTS) {
  const started = performance.now();
  for (let start = 0; start < count; start += BATCH) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const { id, ...product } = scaleProduct(i);
      batch.set(db.doc(`products/${id}`), { ...product, updatedAt: product.createdAt });
      batch.set(db.doc(`skus/${product.sku.toLowerCase()}`), { productId: id, sku: product.sku });
    }
    await batch.commit();
  }
  return { products: count, seconds: (performance.now() - started) / 1000 };
}
