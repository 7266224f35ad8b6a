// /dashboard/homePage (admin "Home page"): the home page's hero, its Business Summary counters and its Customer FAQ,
// in one form judged by the domain's homeContentSchema, here and on the server (its 400 messages land on the same
// fields). Counters and questions are added, removed and moved; a save shows on the public home page within 10 s.
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  FAQ_MAX_ITEMS,
  FAQ_MIN_ITEMS,
  homeContentSchema,
  SUMMARY_MAX_COUNTERS,
  SUMMARY_MIN_COUNTERS,
  type HomeContent,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { PageLoader } from '../../../components/feedback/page-loader';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { fetchHomeContent, saveHomeContent } from '../api/home-content';
import { EditorSection, ListEditor, type ListOf } from './list-editor';

const heroFields = [
  { name: 'hero.greeting', label: 'Greeting' },
  { name: 'hero.heading', label: 'Heading' },
  { name: 'hero.buttonLabel', label: 'Button label' },
  {
    name: 'hero.buttonHref',
    label: 'Button target',
    helperText: 'A path on this site, such as /portfolio, or an https:// address',
  },
] as const;

// The Business Summary's counters and the Customer FAQ's questions: each item's fields, names and limits.
const counterList: ListOf<'summary'> = {
  name: 'summary',
  id: 'summary-editor',
  title: 'Business Summary',
  fields: [
    { key: 'value', label: (n) => `Counter ${n} value` },
    { key: 'label', label: (n) => `Counter ${n} label`, fullWidth: true },
  ],
  itemName: (n) => `counter ${n}`,
  itemLayout: { direction: { xs: 'column', sm: 'row' }, sx: { alignItems: 'flex-start' } },
  min: SUMMARY_MIN_COUNTERS,
  max: SUMMARY_MAX_COUNTERS,
  emptyItem: { value: '', label: '' },
  addLabel: 'Add counter',
};
const questionList: ListOf<'faq'> = {
  name: 'faq',
  id: 'faq-editor',
  title: 'Customer FAQ',
  fields: [
    { key: 'question', label: (n) => `Question ${n}`, fullWidth: true },
    { key: 'answer', label: (n) => `Answer ${n}`, fullWidth: true, multiline: true, minRows: 2 },
  ],
  itemName: (n) => `question ${n}`,
  min: FAQ_MIN_ITEMS,
  max: FAQ_MAX_ITEMS,
  emptyItem: { question: '', answer: '' },
  addLabel: 'Add question',
};

const empty: HomeContent = {
  hero: { greeting: '', heading: '', buttonLabel: '', buttonHref: '' },
  summary: [],
  faq: [],
};

export default function HomeContentPage() {
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const save = useApiMutation(saveHomeContent, { success: 'Home page saved' });
  const { control, handleSubmit, reset, setError, formState } = useForm<HomeContent>({
    resolver: zodResolver(homeContentSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    fetchHomeContent().then(
      (content) => {
        reset(content);
        setLoaded(true);
      },
      (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
    );
  }, [reset]);

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (outcome.ok) reset(outcome.data);
    else
      for (const [field, message] of Object.entries(outcome.error.errors ?? {}))
        setError(field as Path<HomeContent>, { type: 'server', message });
  });

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!loaded) return <PageLoader />;

  const listError = formState.errors.summary?.message ?? formState.errors.faq?.message;
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} sx={{ maxWidth: 800 }}>
      <div>
        <Typography variant="h5" component="h1">
          Home page
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The words of the{' '}
          <Link component={RouterLink} to="/">
            home page
          </Link>
          : visitors see a saved change within 10 seconds.
        </Typography>
      </div>

      <EditorSection id="hero-editor" title="Hero">
        {heroFields.map((field) => (
          <FormTextField key={field.name} control={control} required fullWidth {...field} />
        ))}
      </EditorSection>

      <ListEditor control={control} {...counterList} />
      <ListEditor control={control} {...questionList} />

      {listError && <Alert severity="error">{listError}</Alert>}
      <SubmitButton pending={save.pending}>Save</SubmitButton>
    </Stack>
  );
}
