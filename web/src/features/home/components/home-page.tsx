// Home (SPEC §2): hero, products, Featured Blogs, Business Summary, Contact Us, Customer FAQ, Our Reviews.
// Eagerly loaded (first paint); it imports nothing from the signed-in areas.
import { ProductGrid } from '../../products/components/product-grid';
import { ReviewGrid } from '../../reviews/components/review-grid';
import { Hero } from './hero';
import { FeaturedBlogs } from './featured-blogs';
import { BusinessSummary } from './business-summary';
import { ContactUs } from './contact-us';
import { CustomerFaq } from './customer-faq';
import { AfterFirstPaint } from './after-first-paint';

export function HomePage() {
  return (
    <>
      <Hero />
      <ProductGrid />
      <AfterFirstPaint>
        <FeaturedBlogs />
        <BusinessSummary />
        <ContactUs />
        <CustomerFaq />
        <ReviewGrid />
      </AfterFirstPaint>
    </>
  );
}
