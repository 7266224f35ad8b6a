// Home (SPEC §2): hero, products, Featured Blogs, Business Summary, Contact Us, Customer FAQ, Our Reviews.
// Eagerly loaded (first paint); it imports nothing from the signed-in areas. Everything is prerendered into
// index.html; the sections below the products hydrate as the visitor scrolls towards them.
import { ProductGrid } from '../../products';
import { ReviewGrid } from '../../reviews';
import { Hero } from './hero';
import { FeaturedBlogs } from './featured-blogs';
import { BusinessSummary } from './business-summary';
import { ContactUs } from './contact-us';
import { CustomerFaq } from './customer-faq';
import { HydrateWhenNear } from '../../../boot/hydrate-when-near';

export function HomePage() {
  return (
    <>
      <Hero />
      <ProductGrid />
      <HydrateWhenNear id="blogs-and-summary">
        <FeaturedBlogs />
        <BusinessSummary />
      </HydrateWhenNear>
      <HydrateWhenNear id="contact">
        <ContactUs />
      </HydrateWhenNear>
      <HydrateWhenNear id="faq">
        <CustomerFaq />
      </HydrateWhenNear>
      <HydrateWhenNear id="reviews">
        <ReviewGrid />
      </HydrateWhenNear>
    </>
  );
}
