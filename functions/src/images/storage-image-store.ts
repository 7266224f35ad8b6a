// Images in Firebase Storage under images/, read by pages through Storage's public download URL
// (storage.rules allow public reads of images/ and deny client writes).
import type { Storage } from 'firebase-admin/storage';
import { imageTypeOfName } from './image-name';
import { IMAGE_CACHE_CONTROL, type ImageStore } from './image-store';

type Bucket = ReturnType<Storage['bucket']>;

const objectPath = (name: string) => `images/${name}`;

/** Storage's download endpoint: the emulator's when FIREBASE_STORAGE_EMULATOR_HOST is set. */
function downloadUrl(bucket: string, name: string): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const base = emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';
  return `${base}/v0/b/${bucket}/o/${encodeURIComponent(objectPath(name))}?alt=media`;
}

/**
 * `bucketOf` is called on first use: the Storage client loads only when images are used, and an app without
 * a default bucket fails only then.
 */
export function storageImageStore(bucketOf: () => Promise<Bucket>): ImageStore {
  return {
    async save(name, bytes, type) {
      const bucket = await bucketOf();
      await bucket.file(objectPath(name)).save(bytes, {
        resumable: false,
        contentType: type.contentType,
        metadata: { cacheControl: IMAGE_CACHE_CONTROL },
        preconditionOpts: { ifGenerationMatch: 0 },
      });
      return downloadUrl(bucket.name, name);
    },
    async read(name) {
      const type = imageTypeOfName(name);
      if (!type) return null;
      try {
        const [bytes] = await (await bucketOf()).file(objectPath(name)).download();
        return { bytes, contentType: type.contentType };
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async issued(url) {
      const bucket = await bucketOf();
      const name = /\/o\/images%2F([^?/]+)\?alt=media$/.exec(url)?.[1];
      if (!name || !imageTypeOfName(name) || url !== downloadUrl(bucket.name, name)) return false;
      const [exists] = await bucket.file(objectPath(name)).exists();
      return exists;
    },
  };
}
