import { useState } from 'react';
import {
  VILLA_STATUS_LABELS,
  villaStatusMessages,
  type OfficeVilla,
  type VillaStatus,
} from '@villa/shared/contract';
import { useMutation, useQueryClient } from '@villa/shared/query';
import { useNavigate } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { Alert } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { apiMessageOf, changeVilla, deleteVilla, villaKeys } from './villaApi';

const t = officeTexts.villa;

/** What staff may do from each status (villaStatusChange in the contract says the same). */
const moves: Record<VillaStatus, { to: VillaStatus; label: string }[]> = {
  DRAFT: [{ to: 'AVAILABLE', label: t.publish }],
  AVAILABLE: [{ to: 'WITHDRAWN', label: t.withdraw }],
  WITHDRAWN: [{ to: 'AVAILABLE', label: t.publishAgain }],
};

/**
 * The villa's status and its moves: publish, withdraw, publish again, and delete when it has
 * no booking. The server decides (a villa without rates is not published; one with bookings
 * is not deleted) and its words are shown here.
 */
export function VillaStatusPanel({ villa }: { villa: OfficeVilla }) {
  const id = String(villa.id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [done, setDone] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    Promise.all(villaKeys(id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const move = useMutation({
    mutationFn: (to: VillaStatus) => changeVilla(id, { status: to }),
    onSuccess: async ({ villa: changed }) => {
      setDone(changed.status === 'AVAILABLE' ? t.published : t.withdrawn);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteVilla(id),
    onSuccess: async () => {
      await refresh();
      void navigate(paths.officeVillas());
    },
  });
  const busy = move.isPending || remove.isPending;

  return (
    <section className="card" aria-labelledby="villa-status">
      <h2 id="villa-status">{t.statusHeading}</h2>
      <p>
        <span className={`office-status office-status--${villa.status.toLowerCase()}`}>
          {VILLA_STATUS_LABELS[villa.status]}
        </span>{' '}
        {t.statusHelp[villa.status]}
      </p>
      {villa.status !== 'AVAILABLE' && !villa.hasRates ? (
        <p className="muted">{t.noRates}</p>
      ) : null}
      {villa.bookings > 0 ? <p className="muted">{t.bookings(villa.bookings)}</p> : null}
      {done && !move.isError ? (
        <Alert variant="success" live>
          <p>{done}</p>
        </Alert>
      ) : null}
      {move.isError ? (
        <Alert variant="danger" live>
          <p>{apiMessageOf(move.error) ?? t.statusFailed}</p>
        </Alert>
      ) : null}
      {remove.isError ? (
        <Alert variant="danger" live>
          <p>{apiMessageOf(remove.error) ?? t.deleteFailed}</p>
        </Alert>
      ) : null}
      <div className="form-actions">
        {moves[villa.status].map((m) => (
          <button
            key={m.to}
            type="button"
            className="button button--primary"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              setDone(undefined);
              move.mutate(m.to);
            }}
          >
            {move.isPending ? t.changingStatus : m.label}
          </button>
        ))}
        {villa.bookings > 0 ? (
          <p className="muted">{villaStatusMessages.deleteRefused(villa.bookings)}</p>
        ) : !confirming ? (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t.delete}
          </button>
        ) : null}
      </div>
      {confirming && villa.bookings === 0 ? (
        <div className="office-confirm" role="group" aria-labelledby="villa-delete-confirm">
          <p id="villa-delete-confirm">{t.deleteConfirm(villa.villaCode)}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--danger"
              autoFocus
              aria-disabled={busy || undefined}
              onClick={() => !busy && remove.mutate()}
            >
              {remove.isPending ? t.deleting : t.deleteYes}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {officeTexts.villaForm.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
