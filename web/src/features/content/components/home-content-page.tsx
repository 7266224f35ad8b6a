// /dashboard/homePage (admin "Home page"): the home page's hero, its Business Summary counters and its Customer FAQ,
// in one form judged by the domain's homeContentSchema, here and on the server (its 400 messages land on the same
// fields). Counters and questions are added, removed and moved; a save shows on the public home page within 10 s.
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
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
import { ListItemControls } from './list-item-controls';

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
  const summary = useFieldArray({ control, name: 'summary' });
  const faq = useFieldArray({ control, name: 'faq' });

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

      <Paper component="section" aria-labelledby="hero-editor" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="hero-editor" variant="h6" component="h2">
            Hero
          </Typography>
          <FormTextField control={control} name="hero.greeting" label="Greeting" required fullWidth />
          <FormTextField control={control} name="hero.heading" label="Heading" required fullWidth />
          <FormTextField control={control} name="hero.buttonLabel" label="Button label" required fullWidth />
          <FormTextField
            control={control}
            name="hero.buttonHref"
            label="Button target"
            required
            fullWidth
            helperText="A path on this site, such as /portfolio, or an https:// address"
          />
        </Stack>
      </Paper>

      <Paper component="section" aria-labelledby="summary-editor" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="summary-editor" variant="h6" component="h2">
            Business Summary
          </Typography>
          {summary.fields.map((field, index) => (
            <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                control={control}
                name={`summary.${index}.value`}
                label={`Counter ${index + 1} value`}
                required
              />
              <FormTextField
                control={control}
                name={`summary.${index}.label`}
                label={`Counter ${index + 1} label`}
                required
                fullWidth
              />
              <ListItemControls
                name={`counter ${index + 1}`}
                index={index}
                count={summary.fields.length}
                min={SUMMARY_MIN_COUNTERS}
                onMove={summary.move}
                onRemove={summary.remove}
              />
            </Stack>
          ))}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={summary.fields.length >= SUMMARY_MAX_COUNTERS}
            onClick={() => summary.append({ value: '', label: '' })}
          >
            Add counter
          </Button>
        </Stack>
      </Paper>

      <Paper component="section" aria-labelledby="faq-editor" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="faq-editor" variant="h6" component="h2">
            Customer FAQ
          </Typography>
          {faq.fields.map((field, index) => (
            <Stack key={field.id} spacing={1}>
              <FormTextField
                control={control}
                name={`faq.${index}.question`}
                label={`Question ${index + 1}`}
                required
                fullWidth
              />
              <FormTextField
                control={control}
                name={`faq.${index}.answer`}
                label={`Answer ${index + 1}`}
                required
                fullWidth
                multiline
                minRows={2}
              />
              <ListItemControls
                name={`question ${index + 1}`}
                index={index}
                count={faq.fields.length}
                min={FAQ_MIN_ITEMS}
                onMove={faq.move}
                onRemove={faq.remove}
              />
            </Stack>
          ))}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={faq.fields.length >= FAQ_MAX_ITEMS}
            onClick={() => faq.append({ question: '', answer: '' })}
          >
            Add question
          </Button>
        </Stack>
      </Paper>

      {listError && <Alert severity="error">{listError}</Alert>}
      <SubmitButton pending={save.pending}>Save</SubmitButton>
    </Stack>
  );
}
