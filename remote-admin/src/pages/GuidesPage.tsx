import { useState } from 'react';
import type { Guide } from '@villa/shared/contract';
import { downloadFile } from '@villa/shared/api';
import { useQuery } from '@villa/shared/query';
import { formatDate } from '@villa/shared/format';
import { SendPdfDialog } from '@villa/shared/form-blocks';
import { adminTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';
import { DataTable } from '@villa/shared/villa-ui';
import { PageHeading } from '../components/PageHeading';
import '../admin.css';
import { guidesQuery } from '../api';

const t = adminTexts.guides;

function DownloadButton({ guide }: { guide: Guide }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--small"
      // While busy the button says so in its own words (its name must hold what it shows).
      aria-label={busy ? undefined : t.downloadLabel(guide.name)}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadFile(guide.pdfFilePath, guide.filename);
        } catch {
          // The shared client's dialog has said what went wrong.
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t.downloading : t.download}
    </button>
  );
}

/**
 * Guides: name, updated date, Download, and Send to Customer where the guide allows it
 * (opens the send-PDF dialog). Spinner until the list arrives; a failed load keeps it.
 */
export default function GuidesPage() {
  const { data } = useQuery(guidesQuery());
  const [sending, setSending] = useState<Guide | null>(null);

  return (
    <>
      <PageHeading heading={t.heading} intro={t.intro} />
      {!data ? (
        <Spinner label={t.loading} />
      ) : data.guides.length === 0 ? (
        <p className="card">{t.empty}</p>
      ) : (
        <div className="card card--flush">
          <DataTable
            caption={t.heading}
            variant="stack"
            columns={[
              {
                label: t.name,
                rowHeader: true,
                cell: (guide) => (
                  <>
                    <span className="data-table__main">{guide.name}</span>
                    {guide.nameExtra ? (
                      <span className="data-table__sub">{guide.nameExtra}</span>
                    ) : null}
                  </>
                ),
              },
              { label: t.updated, cell: (guide) => formatDate(guide.updated) },
              {
                label: t.actions,
                actions: true,
                cell: (guide) => (
                  <>
                    <DownloadButton guide={guide} />
                    {guide.sendToCustomer ? (
                      <button
                        type="button"
                        className="button button--small button--primary"
                        aria-label={t.sendLabel(guide.name)}
                        onClick={() => setSending(guide)}
                      >
                        {t.send}
                      </button>
                    ) : (
                      <span className="muted">{t.agentsOnly}</span>
                    )}
                  </>
                ),
              },
            ]}
            rows={data.guides}
            rowKey={(guide) => String(guide.guideId)}
          />
        </div>
      )}
      {sending ? (
        <SendPdfDialog
          type="guide"
          typeId={sending.guideId}
          pdfFilePath={sending.pdfFilePath}
          documentName={t.documentName(sending.name)}
          onClose={() => setSending(null)}
        />
      ) : null}
    </>
  );
}
