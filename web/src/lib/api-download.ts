// Saves a file the API answers (GET /api/**, signed in) under the name the answer gives it: the browser's own
// download, started from a link to the received bytes, since a plain link could not carry the ID token.
import { ApiError, fetchApi, idToken } from './api-client';
import { saveFile } from './save-file';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const token = await idToken();
  const response = await fetchApi(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? `Request failed (${response.status})`);
  }
  const name = fileNameOf(response, fallbackName);
  saveFile(name, await response.blob());
  return name;
}
