import { bearer, toApiError } from './api-error';

/**
 * Fetches a file with the bearer token (a plain link cannot send it) and hands it to the browser as a download,
 * named by the server's Content-Disposition or else `fallbackName`.
 */
export async function downloadFile(token: string | null, path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: bearer(token) });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
