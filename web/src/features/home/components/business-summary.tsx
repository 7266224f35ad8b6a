// SPEC §9's counters, as the merchant words them (Dashboard -> Home page); the icons go round in SPEC's order.
import { Box, Paper, Typography } from '@mui/material';
import type { SummaryCounter } from '@toolshop/domain';
import PublicIcon from '@mui/icons-material/Public';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { Section } from './section';

const icons = [PublicIcon, TaskAltIcon, SentimentSatisfiedAltIcon, ThumbUpAltIcon];

export function BusinessSummary({ counters = [] }: { counters: SummaryCounter[] | undefined }) {
  return (
    <Section id="business-summary" title="Business Summary">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {counters.map(({ value, label }, index) => {
          const Icon = icons[index % icons.length]!;
          return (
            <Paper component="li" key={index} variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
              <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                {value}
              </Typography>
              <Typography component="p" variant="subtitle1" color="text.secondary">
                {label}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Section>
  );
}
