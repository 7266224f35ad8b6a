// /dashboard/addReview: an image file, a rating from 1 to 5 and feedback (at most 520 characters), checked with
// the domain reviewSchema (the picture url comes from the upload, so the form has the file instead).
// /dashboard/addReview?product={id} (a product page's Write a review, My Orders' Review) writes it about that
// product, named above the form; the server checks the product exists.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Alert,
  Box,
  FormControl,
  FormHelperText,
  FormLabel,
  Link,
  Paper,
  Rating,
  Stack,
  Typography,
} from '@mui/material';
import { PageFrame } from '../../../components/layout/page-frame';
import {
  apiMessages,
  docIdField,
  IMAGE_MAX_BYTES,
  REVIEW_MAX_LENGTH,
  reviewSchema,
  validationMessages,
  type Product,
} from '@toolshop/domain';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAddReview } from '../api/add-review';
import { useApiRead } from '../../../lib/use-api-read';
import { productPath } from '../../products';
import { ADD_REVIEW_PATH, REVIEW_PRODUCT_PARAM } from '../review-paths';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const reviewFormSchema = reviewSchema.omit({ picture: true, productId: true }).extend({
  image: z
    .instanceof(File, { message: validationMessages.reviewImageRequired })
    .refine((file) => IMAGE_TYPES.includes(file.type), apiMessages.imageType)
    .refine((file) => file.size <= IMAGE_MAX_BYTES, apiMessages.imageTooLarge),
});
type ReviewFormInput = z.infer<typeof reviewFormSchema>;

/** The product the review is about: its name and a link to its page, or the way to review the shop instead. */
function ReviewedProduct({ productId }: { productId: string }) {
  // Read here rather than through the product page's hook: sharing it would make it a chunk of its own, one more
  // name in the home page's preload lists.
  const { status, data: product } = useApiRead<Product>(`/product/${encodeURIComponent(productId)}`);
  if (status === 'error')
    return (
      <Alert severity="warning" sx={{ mb: 2, maxWidth: 640 }}>
        {apiMessages.reviewProductNotFound}.{' '}
        <Link component={RouterLink} to={ADD_REVIEW_PATH}>
          Review the shop instead
        </Link>
      </Alert>
    );
  return (
    <Typography sx={{ mb: 2 }} data-testid="reviewed-product">
      About:{' '}
      {product ? (
        <Link component={RouterLink} to={productPath(product._id)}>
          {product.name}
        </Link>
      ) : (
        '…'
      )}
    </Typography>
  );
}

export default function AddReviewPage() {
  // URLSearchParams, not the router's useSearchParams: that hook would join the React chunk every page loads.
  const named = docIdField.safeParse(new URLSearchParams(useLocation().search).get(REVIEW_PRODUCT_PARAM));
  const productId = named.success ? named.data : undefined;
  const { run, pending } = useAddReview();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReviewFormInput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: 5, description: '' },
  });
  const image = watch('image');
  const preview = useObjectUrl(image);

  const onSubmit = handleSubmit(async (values) => {
    const result = await run({ ...values, ...(productId ? { productId } : {}) });
    if (result.ok) {
      reset({ rating: 5, description: '', image: undefined });
      if (fileInput.current) fileInput.current.value = '';
    } else {
      applyServerErrors(result.error, setError, ['rating', 'description']);
      if (result.error.errors.picture || result.error.errors.image)
        setError('image', { type: 'server', message: result.error.errors.picture ?? result.error.errors.image });
    }
  });

  return (
    <PageFrame title="Add Review">
      {productId && <ReviewedProduct productId={productId} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Add review">
          <Controller
            name="image"
            control={control}
            render={({ field }) => (
              <FormControl error={!!errors.image} required>
                <FormLabel htmlFor="review-image">Your picture</FormLabel>
                <Box
                  component="input"
                  id="review-image"
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  ref={fileInput}
                  name={field.name}
                  onBlur={field.onBlur}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.files?.[0])}
                  aria-invalid={!!errors.image}
                  aria-describedby="review-image-help"
                  sx={{ mt: 1, font: 'inherit' }}
                />
                <FormHelperText id="review-image-help">
                  {errors.image?.message ?? 'PNG, JPEG or WebP, at most 5 MB'}
                </FormHelperText>
                {preview && (
                  <Box
                    component="img"
                    src={preview}
                    alt="Preview of your picture"
                    sx={{
                      mt: 1,
                      width: 96,
                      height: 96,
                      objectFit: 'cover',
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                )}
              </FormControl>
            )}
          />
          <Controller
            name="rating"
            control={control}
            render={({ field }) => (
              <FormControl error={!!errors.rating} component="fieldset">
                <FormLabel component="legend">Rating</FormLabel>
                <Rating
                  name="ratting"
                  value={field.value ?? null}
                  onChange={(_event, value) => field.onChange(value ?? undefined)}
                  size="large"
                />
                {errors.rating && <FormHelperText>{errors.rating.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            control={control}
            name="description"
            label="Feedback"
            required
            multiline
            minRows={4}
            characterLimit={REVIEW_MAX_LENGTH}
          />
          <Box>
            <SubmitButton pending={pending}>Add Review</SubmitButton>
          </Box>
        </Stack>
      </Paper>
    </PageFrame>
  );
}

/** A temporary object URL for the chosen file (revoked when the file changes or the page closes). */
function useObjectUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof File)) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
