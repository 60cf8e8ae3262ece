import { Suspense, lazy, useEffect } from 'react';
import type { SendPdfDialogProps } from '@villa/shared/form-blocks';
import { afterPageLoad, Spinner } from '@villa/shared/ui';

// The send dialog is behind a click, and its module (the shared form blocks, with moment for
// their date field) is a third of what the villa page would otherwise fetch before it can show.
// The page asks for it once it has loaded (usePreloadSendPdfDialog), so a click rarely waits.
const loadFormBlocks = () => import('@villa/shared/form-blocks');

const LazyDialog = lazy(() => loadFormBlocks().then((m) => ({ default: m.SendPdfDialog })));

/**
 * Starts fetching the dialog's code once the page that offers it has loaded. Asked for as soon
 * as the page painted, its 47 KB (gzip) shared the network with the page's photo carousel and
 * were still arriving when the page's largest paint was taken.
 */
export function usePreloadSendPdfDialog() {
  useEffect(() => afterPageLoad(() => void loadFormBlocks()), []);
}

/** The shared SendPdfDialog, loaded on first use; a spinner while its code arrives. */
export function SendPdfDialog(props: SendPdfDialogProps) {
  return (
    <Suspense fallback={<Spinner size="small" />}>
      <LazyDialog {...props} />
    </Suspense>
  );
}
