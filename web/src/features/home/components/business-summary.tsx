// The four counters of SPEC §9.
import { Box, Paper, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import { Section } from './section';

const counters = [
  { value: '75+', label: 'country', Icon: PublicIcon },
  { value: '175+', label: 'complete project', Icon: TaskAltIcon },
  { value: '395+', label: 'happy client', Icon: SentimentSatisfiedAltIcon },
  { value: '590+', label: 'feedbacks', Icon: ThumbUpAltIcon },
];

export function BusinessSummary() {
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
        {counters.map(({ value, label, Icon }) => (
          <Paper component="li" key={label} variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
              {value}
            </Typography>
            <Typography component="p" variant="subtitle1" color="text.secondary">
              {label}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
