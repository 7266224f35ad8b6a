// Portfolio (SPEC §2): static personal info, skills with percentages, education and three demo-site links, until an
// admin saves a portfolio page of their own (PUT /api/pages/portfolio), which it then shows instead.
import { useSimplePage, SimplePageView } from '../../content';
import {
  Box,
  Card,
  CardContent,
  Container,
  Grid,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';

const skills = [
  { name: 'HTML and CSS', percent: 90 },
  { name: 'JavaScript and TypeScript', percent: 85 },
  { name: 'React', percent: 85 },
  { name: 'Node.js and Express', percent: 75 },
  { name: 'Firebase and Firestore', percent: 70 },
];

const education = [
  { title: 'BSc in Computer Science and Engineering', detail: 'University of Technology, 2018 to 2022' },
  { title: 'Higher Secondary Certificate, Science', detail: 'City College, 2016' },
];

const demos = [
  { title: 'Toolshop: electric tools storefront', href: 'https://toolshop-demo.web.app' },
  { title: 'Car parts warehouse manager', href: 'https://parts-warehouse-demo.web.app' },
  { title: 'Bike service booking', href: 'https://bike-service-demo.web.app' },
];

// One titled card of the portfolio's grid.
function PortfolioCard({ md, title, children }: { md: number; title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

// A card's list, one entry a line, each named by its title.
function PortfolioList<T extends { title: string }>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  return (
    <List disablePadding>
      {items.map((item) => (
        <ListItem key={item.title} disableGutters>
          {render(item)}
        </ListItem>
      ))}
    </List>
  );
}

function SpecPortfolio() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Portfolio
      </Typography>
      <Grid container spacing={3}>
        <PortfolioCard md={5} title="About me">
          <Typography variant="h6" component="p">
            Alex Morgan
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            Full-stack web developer
          </Typography>
          <Typography>
            I build fast, accessible web shops and dashboards with React, TypeScript and Firebase. This site, the
            storefront of an electric tools manufacturer, is one of them.
          </Typography>
          <Box
            component="dl"
            sx={{
              mt: 2,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.5,
              '& dd': { m: 0 },
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              Email
            </Typography>
            <Typography component="dd">alex.morgan@toolshop.test</Typography>
            <Typography component="dt" sx={{ fontWeight: 500 }}>
              Location
            </Typography>
            <Typography component="dd">Remote, working with teams worldwide</Typography>
          </Box>
        </PortfolioCard>
        <PortfolioCard md={7} title="Skills">
          {skills.map((skill) => (
            <Box key={skill.name} sx={{ mb: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography id={`skill-${skill.percent}-${skill.name.length}`}>{skill.name}</Typography>
                <Typography>{skill.percent}%</Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={skill.percent}
                aria-labelledby={`skill-${skill.percent}-${skill.name.length}`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          ))}
        </PortfolioCard>
        <PortfolioCard md={6} title="Education">
          <PortfolioList
            items={education}
            render={(item) => <ListItemText primary={item.title} secondary={item.detail} />}
          />
        </PortfolioCard>
        <PortfolioCard md={6} title="Demo sites">
          <PortfolioList
            items={demos}
            render={(demo) => (
              <Link href={demo.href} target="_blank" rel="noopener noreferrer">
                {demo.title}
              </Link>
            )}
          />
        </PortfolioCard>
      </Grid>
    </Container>
  );
}

export default function PortfolioPage() {
  const read = useSimplePage('portfolio');
  if (read.status === 'loading') return <Container maxWidth="lg" sx={{ py: 6, minHeight: 480 }} aria-busy="true" />;
  if (read.status === 'success' && read.page.stored) return <SimplePageView page={read.page} path="/portfolio" />;
  return <SpecPortfolio />;
}
