// Home (SPEC §2): hero, products, Featured Blogs, Business Summary, Contact Us, Customer FAQ, Our Reviews. The
// words of the hero, the summary and the FAQ are the merchant's (GET /api/content/home), as are the posts.
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
import { useFeaturedPosts, useHomeContent } from '../api/home-reads';

export function HomePage() {
  // Read here, once for the sections: the server-rendered page carries both answers, the words and the posts.
  const content = useHomeContent();
  const featured = useFeaturedPosts();
  return (
    <>
      <Hero hero={content?.hero} />
      <ProductGrid />
      <HydrateWhenNear id="blogs-and-summary">
        <FeaturedBlogs {...featured} />
        <BusinessSummary counters={content?.summary} />
      </HydrateWhenNear>
      <HydrateWhenNear id="contact">
        <ContactUs />
      </HydrateWhenNear>
      <HydrateWhenNear id="faq">
        <CustomerFaq faqs={content?.faq} />
      </HydrateWhenNear>
      <HydrateWhenNear id="reviews">
        <ReviewGrid />
      </HydrateWhenNear>
    </>
  );
}
