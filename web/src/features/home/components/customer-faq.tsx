// Customer FAQ: four MUI accordions with static answers; each toggles between expanded and collapsed (SPEC §4).
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Section } from './section';

const faqs = [
  {
    question: 'What is a FAQ page?',
    answer:
      'An FAQ page answers the questions customers ask us most often, in one place, so you find what you need about our tools, orders and payments without waiting for a reply.',
  },
  {
    question: 'Why you should make an FAQ page',
    answer:
      'It saves time on both sides: customers get an answer at once, and our team can spend its time on the questions that really need a person.',
  },
  {
    question: 'Prevents negative reviews',
    answer:
      'Clear answers about minimum orders, stock, delivery and payment avoid surprises after purchase, and surprises are what lead to unhappy reviews.',
  },
  {
    question: 'FAQs are good for SEO',
    answer: 'Questions written the way people search help search engines match this page with what customers look for.',
  },
];

export function CustomerFaq() {
  return (
    <Section id="faq" title="Customer FAQ" tinted>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        {faqs.map((faq, index) => (
          <Accordion key={faq.question} disableGutters>
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
