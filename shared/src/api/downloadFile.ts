import { sendRequest } from './client';

/**
 * Downloads a file from the API with the session's token (a plain link would carry none) and
 * hands it to the browser under its name.
 */
export async function downloadFile(route: string, filename: string) {
  const { data } = await sendRequest<Blob>(route, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
