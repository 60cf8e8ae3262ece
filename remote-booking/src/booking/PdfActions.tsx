import { useState } from 'react';
import { downloadFile } from '@villa/shared/api';
import type { SendPdfType } from '@villa/shared/contract';
import { SendPdfDialog } from '@villa/shared/form-blocks';

export interface PdfActionsProps {
  /** Where the PDF downloads from (relative to the API) and the file's name. */
  pdfPath: string;
  filename: string;
  /** What the send-PDF dialog sends: its type, the booking reference, and its name. */
  sendType: SendPdfType;
  bookRef: string;
  documentName: string;
  /** Without `send`, the PDF can only be downloaded (a quotation that was booked). */
  labels: { download: string; send?: string };
  /** Button look: small beside a heading, normal in a row of actions. */
  small?: boolean;
}

/**
 * A booking's PDF (a quotation, a confirmation): download it, or send it to the customer
 * through the shared send-PDF dialog.
 */
export function PdfActions(props: PdfActionsProps) {
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const className = props.small ? 'button button--small' : 'button';

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(props.pdfPath, props.filename);
    } catch {
      // The shared client's error dialog has said what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void download()}
      >
        {props.labels.download}
      </button>
      {props.labels.send ? (
        <button type="button" className={className} onClick={() => setSending(true)}>
          {props.labels.send}
        </button>
      ) : null}
      {sending ? (
        <SendPdfDialog
          type={props.sendType}
          typeId={props.bookRef}
          documentName={props.documentName}
          onClose={() => setSending(false)}
        />
      ) : null}
    </>
  );
}
