// /dashboard/posts/new and /dashboard/posts/edit/{slug} (admin): a post's words, cover and body (rich text), saved
// as a draft, published now, scheduled for a time, unpublished or deleted. The server judges every field again
// and sanitises the body; its field messages show under the fields.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  postFormSchema,
  tagsOfText,
  type Post,
  type PostCreateInput,
  type PostFormValues,
  type PostStatus,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import type { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../../../lib/upload-image';
import { previewPost, useCreatePost, useDeletePost, usePatchPost } from '../api/admin-posts';
import { ADMIN_POSTS_PATH, adminPostPath, postPreviewPath } from '../admin-post-paths';
import { blogPostPath } from '../blog-paths';
import { CoverImageField } from './cover-image-field';

// The rich-text library is the editor's alone: its own chunk, asked for when the editor shows.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const FORM_FIELDS = ['title', 'slug', 'excerpt', 'author', 'seoTitle', 'seoDescription'] as const;

const emptyForm: PostFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  tagsText: '',
  author: '',
  seoTitle: '',
  seoDescription: '',
};

const formOf = (post: Post): PostFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  tagsText: post.tags.join(', '),
  author: post.author,
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
});

/** A datetime-local input's text ("2026-12-01T09:00") for a time, in the browser's zone. */
function localInputTime(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function PostForm({ post }: { post: Post | null }) {
  const navigate = useNavigate();
  const create = useCreatePost();
  const patch = usePatchPost();
  const remove = useDeletePost();
  const [body, setBody] = useState(post?.bodyHtml ?? '');
  const [coverImage, setCoverImage] = useState(post?.coverImage ?? '');
  const [publishAt, setPublishAt] = useState(() =>
    localInputTime(post?.status === 'scheduled' ? new Date(post.publishedAt) : new Date(Date.now() + 3_600_000)),
  );
  const [coverError, setCoverError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const { control, handleSubmit, setError } = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: post ? formOf(post) : emptyForm,
  });
  const pending = create.pending || patch.pending;

  const showErrors = (error: ApiError) => {
    applyServerErrors(error, setError, FORM_FIELDS);
    const tagError = Object.entries(error.errors ?? {}).find(([field]) => field.startsWith('tags'));
    if (tagError) setError('tagsText', { type: 'server', message: tagError[1] });
    if (error.errors?.coverImage) setCoverError(error.errors.coverImage);
  };

  const save = (status: PostStatus | undefined) =>
    handleSubmit(async (values) => {
      const words = {
        title: values.title,
        excerpt: values.excerpt,
        body,
        coverImage,
        tags: tagsOfText(values.tagsText),
        author: values.author,
        seoTitle: values.seoTitle,
        seoDescription: values.seoDescription,
      };
      const schedule = status === 'scheduled' ? { publishAt: new Date(publishAt).toISOString() } : {};
      if (!post) {
        const input: Partial<PostCreateInput> & { title: string } = {
          ...words,
          ...(values.slug ? { slug: values.slug } : {}),
          status: status ?? 'draft',
          ...schedule,
        };
        const outcome = await create.run(input);
        if (outcome.ok) navigate(adminPostPath(outcome.data.slug), { replace: true });
        else showErrors(outcome.error);
        return;
      }
      const changes = {
        ...words,
        ...(values.slug && values.slug !== post.slug ? { slug: values.slug } : {}),
        ...(status ? { status } : {}),
        ...schedule,
      };
      const outcome = await patch.run({ id: post.id, changes });
      if (!outcome.ok) return showErrors(outcome.error);
      // The screen reads the post again as the server keeps it (its status, its slug).
      navigate(adminPostPath(outcome.data.slug), { replace: true, state: { saved: Date.now() } });
    });

  return (
    <Box component="form" noValidate aria-label="Post" onSubmit={save(undefined)}>
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <FormTextField control={control} name="title" label="Title" required characterLimit={120} />
        <FormTextField control={control} name="slug" label="Slug" helperText="Made from the title when left empty" />
        <FormTextField control={control} name="excerpt" label="Excerpt" multiline minRows={2} characterLimit={300} />
        <CoverImageField value={coverImage} onChange={setCoverImage} error={coverError} setError={setCoverError} />
        <Suspense fallback={<Box sx={{ minHeight: 320 }} aria-busy="true" />}>
          <RichTextEditor label="Body" value={body} onChange={setBody} uploadImage={uploadImage} />
        </Suspense>
        <FormTextField
          control={control}
          name="tagsText"
          label="Tags"
          helperText="Separated by commas, e.g. maintenance, safety"
        />
        <FormTextField control={control} name="author" label="Author" />
        <FormTextField control={control} name="seoTitle" label="SEO title" characterLimit={70} />
        <FormTextField control={control} name="seoDescription" label="SEO description" multiline characterLimit={160} />
        <TextField
          type="datetime-local"
          label="Publish time (for scheduling)"
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="outlined" disabled={pending}>
            {post ? 'Save' : 'Save draft'}
          </Button>
          {post?.status !== 'published' && (
            <Button variant="contained" disabled={pending} onClick={save('published')}>
              Publish
            </Button>
          )}
          <Button variant="outlined" disabled={pending} onClick={save('scheduled')}>
            Schedule
          </Button>
          {post && post.status !== 'draft' && (
            <Button variant="outlined" disabled={pending} onClick={save('draft')}>
              Unpublish
            </Button>
          )}
          {post && (
            <Button color="error" disabled={pending} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
        </Stack>
      </Stack>
      {post && deleting && (
        <ConfirmDialog
          open
          destructive
          title={`Delete “${post.title}”?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          pending={remove.pending}
          onConfirm={async () => {
            const outcome = await remove.run(post.id);
            setDeleting(false);
            if (outcome.ok) navigate(ADMIN_POSTS_PATH);
          }}
          onClose={() => setDeleting(false)}
        >
          The post, its revisions and its address will be removed.
        </ConfirmDialog>
      )}
    </Box>
  );
}

const statusLabel = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export default function PostEditorPage() {
  const { slug } = useParams();
  const [read, setRead] = useState<{ slug?: string; status: 'loading' | 'error' | 'success'; post: Post | null }>({
    status: slug ? 'loading' : 'success',
    post: null,
  });
  // A save navigates here again with its time: the post is read anew as the server keeps it.
  const saved = (useLocation().state as { saved?: number } | null)?.saved;
  useEffect(() => {
    if (!slug) return;
    let live = true;
    previewPost(slug).then(
      (post) => live && setRead({ slug, status: 'success', post }),
      () => live && setRead({ slug, status: 'error', post: null }),
    );
    return () => {
      live = false;
    };
  }, [slug, saved]);
  const current = slug && read.slug !== slug ? { status: 'loading' as const, post: null } : read;

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h4" component="h1">
          {slug ? 'Edit post' : 'New post'}
        </Typography>
        {current.post && <Chip label={statusLabel[current.post.status]} />}
        {current.post && (
          <Button component={RouterLink} to={postPreviewPath(current.post.slug)}>
            Preview
          </Button>
        )}
        {current.post?.status === 'published' && (
          <Button href={blogPostPath(current.post.slug)} target="_blank" rel="noopener">
            View on the blog
          </Button>
        )}
      </Stack>
      {current.status === 'error' && <Alert severity="error">The post could not be loaded. Please try again.</Alert>}
      {current.status === 'success' && (
        <PostForm key={`${current.post?.id ?? 'new'}-${current.post?.updatedAt ?? ''}`} post={current.post} />
      )}
    </Box>
  );
}
