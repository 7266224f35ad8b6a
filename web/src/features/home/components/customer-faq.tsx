// Customer FAQ: an MUI accordion per question, as the merchant words them (Dashboard -> Home page); each toggles
// between expanded and collapsed (SPEC §4).
import type { FaqItem } from '@toolshop/domain';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Section } from './section';

export function CustomerFaq({ faqs = [] }: { faqs: FaqItem[] | undefined }) {
  return (
    <Section id="faq" title="Customer FAQ" tinted>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {faqs.map((faq, index) => (
          <Accordion key={index} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`faq-${index}-content`}
              id={`faq-${index}-header`}
            >
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}
