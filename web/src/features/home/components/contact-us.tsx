// Contact Us section: the title paints at once; the form is a lazy chunk behind a placeholder of its own size,
// so nothing below it moves when it arrives.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { Section } from './section';

const ContactForm = lazy(() => import('./contact-form'));

export function ContactUs() {
  return (
    <Section id="contact" title="Contact Us">
      <Suspense
        fallback={<Skeleton variant="rounded" sx={{ maxWidth: 800, mx: 'auto', height: { xs: 400, sm: 328 } }} />}
      >
        <ContactForm />
      </Suspense>
    </Section>
  );
}
