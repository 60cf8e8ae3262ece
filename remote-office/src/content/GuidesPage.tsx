import { useState } from 'react';
import type { Guide } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { contentTexts } from './contentTexts';
import { fieldErrorsOf } from './fieldErrors';
import { GuideForm } from './GuideForm';
import {
  deleteGuide,
  guidesKey,
  guidesQuery,
  replaceGuide,
  uploadGuide,
  type GuideFields,
} from './guidesApi';
import '../office.css';
import './content.css';

const t = contentTexts.guides;

/**
 * /office/guides: the PDF guides agents download, uploaded, replaced and removed here. What an
 * agent downloads is the uploaded file byte for byte (api/src/office/content/README.md).
 */
export default function GuidesPage() {
  const list = useQuery(guidesQuery());
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState<Guide | null>(null);
  const [done, setDone] = useState<string>();
  const [failed, setFailed] = useState<string>();
  // A new form after each upload, so its file input is empty again.
  const [uploads, setUploads] = useState(0);

  const refresh = () => queryClient.invalidateQueries({ queryKey: guidesKey() });

  const upload = async (fields: GuideFields) => {
    const { guide } = await uploadGuide(fields);
    setDone(t.uploaded(guide.name));
    setUploads((n) => n + 1);
    await refresh();
  };

  const replace = async (fields: GuideFields) => {
    if (!replacing) return;
    const { guide } = await replaceGuide(replacing.guideId, fields);
    setDone(t.replaced(guide.name));
    setReplacing(null);
    await refresh();
  };

  const remove = async (guide: Guide) => {
    setDone(undefined);
    setFailed(undefined);
    // The browser's own dialog: focus moves to it and Enter or Escape answers it.
    if (!window.confirm(t.confirmRemove(guide.name))) return;
    try {
      await deleteGuide(guide.guideId);
      setDone(t.removed(guide.name));
      if (replacing?.guideId === guide.guideId) setReplacing(null);
      await refresh();
    } catch (error) {
      setFailed(fieldErrorsOf(error)?.form ?? contentTexts.actionFailed);
    }
  };

  let body;
  if (list.isPending) body = <Spinner label={contentTexts.loading} />;
  else if (list.isError) {
    body = (
      <Alert variant="danger" live>
        <p>{contentTexts.failed}</p>
        <button type="button" className="button button--small" onClick={() => void list.refetch()}>
          {contentTexts.retry}
        </button>
      </Alert>
    );
  } else if (list.data.guides.length === 0) {
    body = (
      <p className="muted" role="status">
        {t.none}
      </p>
    );
  } else {
    body = (
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{t.tableLabel}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.nameExtra}</th>
              <th scope="col">{t.columns.sendToCustomer}</th>
              <th scope="col">{t.columns.updated}</th>
              <th scope="col">{t.columns.file}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.guides.map((guide) => (
              <tr key={guide.guideId}>
                <th scope="row">{guide.name}</th>
                <td>{guide.nameExtra}</td>
                <td>{guide.sendToCustomer ? t.yes : t.no}</td>
                <td>{formatDate(guide.updated)}</td>
                <td>{guide.filename}</td>
                <td>
                  <div className="guide-actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`${t.replace}: ${guide.name}`}
                      onClick={() => {
                        setDone(undefined);
                        setReplacing(guide);
                      }}
                    >
                      {t.replace}
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`${t.remove}: ${guide.name}`}
                      onClick={() => void remove(guide)}
                    >
                      {t.remove}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      {done ? (
        <Alert variant="success" live>
          <p>{done}</p>
        </Alert>
      ) : null}
      {failed ? (
        <Alert variant="danger" live>
          <p>{failed}</p>
        </Alert>
      ) : null}
      {body}
      {replacing ? (
        <GuideForm
          key={`replace-${replacing.guideId}`}
          guide={replacing}
          onSave={replace}
          onCancel={() => setReplacing(null)}
        />
      ) : (
        <GuideForm key={`upload-${uploads}`} guide={null} onSave={upload} />
      )}
    </>
  );
}
