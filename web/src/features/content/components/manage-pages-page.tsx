// /dashboard/pages (admin "Pages"): the simple pages (terms, privacy, warranty, imprint) and the portfolio. Pick a
// page or name a new one by its address, edit its title, body (the posts' rich-text editor, given by the route's
// screen so this feature holds no TipTap) and SEO fields, save or delete it. The form is judged by the domain's
// simplePageSchema, here and on the server (its 400 messages land on the same fields).
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  PORTFOLIO_PAGE_SLUG,
  postSlugField,
  simplePageSchema,
  type SimplePageInput,
  type SimplePageLink,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';
import { deletePage, fetchPage, fetchPageLinks, savePage } from '../api/admin-pages';

export interface PageBodyEditorProps {
  label: string;
  uploadImage: (file: File) => Promise<string>;
  value: string;
  onChange: (html: string) => void;
}

const blank: SimplePageInput = { title: '', body: '', seoTitle: '', seoDescription: '' };
const PORTFOLIO_LINK: SimplePageLink = { slug: PORTFOLIO_PAGE_SLUG, title: 'Portfolio' };

export default function ManagePagesPage({ BodyEditor }: { BodyEditor: ComponentType<PageBodyEditorProps> }) {
  const [links, setLinks] = useState<SimplePageLink[]>([]);
  const [slug, setSlug] = useState<string | null>(null);
  const [stored, setStored] = useState(false);
  const [newSlug, setNewSlug] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const save = useApiMutation(savePage, { success: 'Page saved' });
  const remove = useApiMutation(deletePage, { success: 'Page deleted' });
  const { control, handleSubmit, reset, setError, setValue, getValues } = useForm<
    z.input<typeof simplePageSchema>,
    unknown,
    SimplePageInput
  >({
    resolver: zodResolver(simplePageSchema),
    defaultValues: blank,
  });

  const refreshLinks = useCallback(() => fetchPageLinks().then(setLinks, () => setLinks([])), []);
  useEffect(() => void refreshLinks(), [refreshLinks]);

  const open = (next: string) => {
    setLoadError(null);
    fetchPage(next).then(
      (page) => {
        reset({ title: page.title, body: page.bodyHtml, seoTitle: page.seoTitle, seoDescription: page.seoDescription });
        setStored(page.stored);
        setSlug(next);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) {
          reset(blank);
          setStored(false);
          setSlug(next);
        } else setLoadError(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const onSubmit = handleSubmit(async (page) => {
    if (!slug) return;
    const outcome = await save.run({ slug, page });
    if (outcome.ok) {
      setStored(true);
      void refreshLinks();
    } else
      for (const [field, message] of Object.entries(outcome.error.errors ?? {}))
        setError(field as Path<SimplePageInput>, { type: 'server', message });
  });

  const onDelete = async () => {
    if (!slug) return;
    if ((await remove.run(slug)).ok) {
      setSlug(null);
      void refreshLinks();
    }
  };

  const newSlugValid = postSlugField.safeParse(newSlug).success;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Pages
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} component="nav" aria-label="Pages">
        {[PORTFOLIO_LINK, ...links].map((link) => (
          <Chip
            key={link.slug}
            label={link.title}
            onClick={() => open(link.slug)}
            color={link.slug === slug ? 'primary' : 'default'}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="New page address"
          value={newSlug}
          onChange={(event) => setNewSlug(event.target.value.trim())}
          helperText={newSlug && !newSlugValid ? 'Lower-case words and hyphens, e.g. warranty' : `/pages/${newSlug}`}
          error={Boolean(newSlug) && !newSlugValid}
          size="small"
        />
        <Button variant="outlined" disabled={!newSlugValid} onClick={() => open(newSlug)}>
          Write this page
        </Button>
      </Stack>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {slug && (
        <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate sx={{ p: 3 }}>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {slug === PORTFOLIO_PAGE_SLUG ? '/portfolio' : `/pages/${slug}`}
              {!stored && slug === PORTFOLIO_PAGE_SLUG && ' (SPEC’s portfolio until you save)'}
            </Typography>
            <FormTextField control={control} name="title" label="Title" required />
            <Box key={slug}>
              <BodyEditor
                label="Body"
                value={getValues('body')}
                onChange={(html) => setValue('body', html, { shouldDirty: true })}
                uploadImage={uploadImage}
              />
            </Box>
            <FormTextField control={control} name="seoTitle" label="SEO title" />
            <FormTextField control={control} name="seoDescription" label="SEO description" />
            <Stack direction="row" spacing={2}>
              <SubmitButton pending={save.pending}>Save page</SubmitButton>
              {stored && slug !== PORTFOLIO_PAGE_SLUG && (
                <Button color="error" onClick={() => void onDelete()} disabled={remove.pending}>
                  Delete page
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
