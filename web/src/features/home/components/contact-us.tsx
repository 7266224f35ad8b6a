// Contact Us section: the title paints at once; the form is a lazy chunk behind a placeholder of its own size,
// so nothing below it moves when it arrives. The placeholder is what the prerendered page holds (a lazy component
// cannot be prerendered), so the first render after hydration shows it too and the form is asked for afterwards.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@mui/material';
import { Section } from './section';

const ContactForm = lazy(() => import('./contact-form'));

export function ContactUs() {
  const [formWanted, setFormWanted] = useState(false);
  useEffect(() => setFormWanted(true), []);
  const placeholder = <Skeleton variant="rounded" sx={{ maxWidth: 800, mx: 'auto', height: { xs: 400, sm: 328 } }} />;
  return (
    <Section id="contact" title="Contact Us">
      {formWanted ? (
        <Suspense fallback={placeholder}>
          <ContactForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </Section>
  );
}
