// Customer FAQ: one disclosure per question, as the merchant words them (Dashboard -> Home page); each toggles
// between expanded and collapsed (SPEC §4). A native button and its answer's region, laid out by one class on the
// list: the section hydrates on the visitor's first press inside it when they jump there, and that press waits for
// it (decision 32: MUI's Accordion, five styled components and a height transition per question, made the press
// the home page's slowest). A press before the app has started is held until React has adopted the button.
import { useState } from 'react';
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import type { FaqItem } from '@toolshop/domain';
import { PRESS_WHEN_LIVE } from '../../../boot/held-presses';
import { useHydrated } from '../../../lib/use-hydrated';
import { Section } from './section';

const reveal = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The look of MUI's Accordion (a raised sheet, a rule between questions, the chevron turning), as CSS. */
const faqListSx = {
  maxWidth: 800,
  mx: 'auto',
  bgcolor: 'background.paper',
  boxShadow: 1,
  borderRadius: 1,
  overflow: 'hidden',
  '& > div + div': { borderTop: 1, borderColor: 'divider' },
  '& button': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 2,
    width: 1,
    minHeight: 48,
    px: 2,
    py: 1.5,
    border: 0,
    bgcolor: 'transparent',
    color: 'text.primary',
    typography: 'body1',
    fontWeight: 500,
    textAlign: 'left',
    cursor: 'pointer',
    '&:focus-visible': { outline: 'none', bgcolor: 'action.focus' },
  },
  '& svg': {
    flexShrink: 0,
    width: 24,
    height: 24,
    fill: 'currentColor',
    color: 'action.active',
    transition: 'transform 150ms',
  },
  '& [aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '& [role="region"]': {
    px: 2,
    pb: 2,
    color: 'text.secondary',
    typography: 'body1',
    animation: `${reveal} 200ms ease-out`,
  },
} as const;

function FaqQuestion({ faq, index }: { faq: FaqItem; index: number }) {
  const [expanded, setExpanded] = useState(false);
  // A press before the app has started is held until React has adopted the button (boot/held-presses.ts).
  const hydrated = useHydrated();
  return (
    <div>
      <button
        type="button"
        {...(hydrated ? {} : { [PRESS_WHEN_LIVE]: '' })}
        id={`faq-${index}-header`}
        aria-expanded={expanded}
        aria-controls={`faq-${index}-content`}
        onClick={() => setExpanded(!expanded)}
      >
        {faq.question}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
        </svg>
      </button>
      {/* Always in the page (crawlers read the answers), hidden while collapsed. */}
      <div id={`faq-${index}-content`} role="region" aria-labelledby={`faq-${index}-header`} hidden={!expanded}>
        {faq.answer}
      </div>
    </div>
  );
}

export function CustomerFaq({ faqs = [] }: { faqs: FaqItem[] | undefined }) {
  return (
    <Section id="faq" title="Customer FAQ" tinted>
      <Box sx={faqListSx}>
        {faqs.map((faq, index) => (
          <FaqQuestion key={index} faq={faq} index={index} />
        ))}
      </Box>
    </Section>
  );
}
