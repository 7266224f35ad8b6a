import { Router } from 'express';
import { apiMessages, IMAGE_MAX_BYTES, variantFileName } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { requireUser } from '../http/auth';
import { bodySizeLimit, rawBodyOf } from '../http/body-size-limit';
import { invalid, notFound } from '../platform/refusal';
import { rateLimit } from '../http/rate-limit';
import { IMAGE_CACHE_CONTROL } from './image-store';
import { newImageName } from './image-name';
import { sniffImageType, variantImageTypes, type ImageType } from './image-type';
import { encodePictureVariants, UnreadableImageError } from './encode-picture-variants';
import { IMAGE_FIELD, readImageUpload } from './read-image-upload';

/** Room for the multipart boundaries and part headers around a 5 MB image. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

interface SniffedUpload {
  bytes: Buffer;
  type: ImageType;
}

export function imageRoutes(deps: Deps): Router {
  const router = Router();

  // POST /images: multipart field `image`, signed-in users, at most 5 MB of PNG, JPEG or WebP bytes.
  // Answers the old image host's shape { success, data: { url } }. The resized AVIF and WebP copies are stored
  // beside it before the answer, so a page may ask for them as soon as it has the URL.
  // The rate limit counts what passes the cheap checks (size, sign-in, bytes that start as an image): those are
  // the uploads that cost an encode and storage; refusing anything else costs less than counting it would.
  router.post(
    '/images',
    bodySizeLimit(IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, apiMessages.imageTooLarge),
    requireUser(deps),
    async (req, res, next) => {
      const bytes = await readImageUpload(req.headers, rawBodyOf(req));
      const type = sniffImageType(bytes);
      if (!type) throw invalid(apiMessages.imageType, { [IMAGE_FIELD]: apiMessages.imageType });
      res.locals.upload = { bytes, type } satisfies SniffedUpload;
      next();
    },
    rateLimit(deps, 'upload'),
    async (_req, res) => {
      const { bytes, type } = res.locals.upload as SniffedUpload;
      const variants = await encodePictureVariants(bytes).catch((error: unknown) => {
        if (error instanceof UnreadableImageError) {
          throw invalid(apiMessages.imageType, { [IMAGE_FIELD]: apiMessages.imageType });
        }
        throw error;
      });
      const name = newImageName(type);
      await Promise.all(
        variants.map((variant) =>
          deps.imageStore.save(
            variantFileName(name, variant)!,
            Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength),
            variantImageTypes[variant.format],
          ),
        ),
      );
      const url = await deps.imageStore.save(name, bytes, type);
      res.json({ success: true, data: { url } });
    },
  );

  // GET /images/{name}: a stored image, for the disk store (Storage serves its own URLs).
  router.get('/images/:name', async (req, res) => {
    const image = await deps.imageStore.read(req.params.name);
    if (!image) throw notFound('Image not found');
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(image.bytes);
  });

  return router;
}
