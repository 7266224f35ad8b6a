// Contact Us section: the title paints at once; the form is a lazy chunk behind a placeholder of its own size,
// so nothing below it moves when it arrives. The placeholder is what the prerendered page holds (a lazy component
// cannot be prerendered), so the first render after hydration shows it too and the form is asked for afterwards.
// That placeholder stays still: the section hydrates only as it nears the viewport, and a pulse below the fold
// would draw frames for as long as the page is open. It pulses while the form's chunk is actually on its way.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@mui/material';
import { Section } from './section';

const ContactForm = lazy(() => import('./contact-form'));

export function ContactUs() {
  const [formWanted, setFormWanted] = useState(false);
  useEffect(() => setFormWanted(true), []);
  const placeholder = (animation: 'pulse' | false) => (
    <Skeleton
      variant="rounded"
      animation={animation}
      sx={{ maxWidth: 800, mx: 'auto', height: { xs: 400, sm: 328 } }}
    />
  );
  return (
    <Section id="contact" title="Contact Us">
      {formWanted ? (
        <Suspense fallback={placeholder('pulse')}>
          <ContactForm />
        </Suspense>
      ) : (
        placeholder(false)
      )}
    </Section>
  );
}
