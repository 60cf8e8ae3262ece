import { useMemo, useState } from 'react';
import { ApiError } from '@villa/shared/api';
import { VILLA_STATUS_LABELS, type OfficeVilla } from '@villa/shared/contract';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { Link, NavLink, useParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { refusedWrite, writeFailed } from './submitVilla';
import { changeVilla, villaKey, villaKeys, villaOptionsQuery, villaQuery } from './villaApi';
import { villaFormValuesOf, villaPatchOf } from './villaFormValues';
import { VillaForm, parsedVilla } from './VillaForm';
import { VillaHistory } from './VillaHistory';
import { VillaStatusPanel } from './VillaStatusPanel';
import { villaPages } from './villaLinks';
import '../office.css';

const t = officeTexts.villa;

/** The villa's pages: its details here, its calendar and photos in their own sections. */
export function VillaSections({ villa }: { villa: OfficeVilla }) {
  const links = [
    { to: villaPages.details(villa.id), label: t.details, end: true },
    { to: villaPages.calendar(villa.id), label: t.calendar, end: true },
    { to: villaPages.photos(villa.id), label: t.photos(villa.photos), end: true },
  ];
  return (
    <nav aria-label={t.sectionsLabel} className="office-tabs">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function VillaEditor({ villa }: { villa: OfficeVilla }) {
  const options = useQuery(villaOptionsQuery());
  const queryClient = useQueryClient();
  const id = String(villa.id);
  // The form starts again from the villa as saved each time the villa changes.
  const initialValues = useMemo(() => villaFormValuesOf(villa), [villa]);
  const [notice, setNotice] = useState<string>();

  const onSubmit = async (values: Record<string, unknown>) => {
    const parsed = parsedVilla(values);
    // The form's check has passed: the schema's output is there.
    const patch = parsed ? villaPatchOf(villa, parsed) : null;
    if (!patch) {
      setNotice(officeTexts.villaForm.noChanges);
      return undefined;
    }
    try {
      const { villa: saved } = await changeVilla(id, patch);
      queryClient.setQueryData(villaKey(id), {
        villa: saved,
      });
      await Promise.all(
        villaKeys(id)
          .slice(1)
          .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setNotice(officeTexts.villaForm.saved);
      return undefined;
    } catch (error) {
      return refusedWrite(error, writeFailed);
    }
  };

  if (options.isPending) return <Spinner label={officeTexts.villaForm.optionsLoading} />;
  if (options.isError) {
    return (
      <Alert variant="danger" live>
        <p>{officeTexts.villaForm.optionsFailed}</p>
        <button
          type="button"
          className="button button--small"
          onClick={() => void options.refetch()}
        >
          {officeTexts.villas.retry}
        </button>
      </Alert>
    );
  }
  return (
    <VillaForm
      options={options.data}
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={officeTexts.villaForm.save}
      submittingLabel={officeTexts.villaForm.saving}
      notice={notice}
    />
  );
}

/**
 * /office/villas/{id}: one villa, whatever its status: its status and moves, every field in
 * sections (a save sends only what changed), links to its calendar and photos, its history.
 */
export default function VillaPage() {
  const { id = '' } = useParams();
  const villa = useQuery(villaQuery(id));

  let body;
  if (villa.isPending) body = <Spinner label={t.loading} />;
  else if (villa.isError) {
    const gone = villa.error instanceof ApiError && villa.error.status === 404;
    body = (
      <Alert variant="danger" live>
        <p>{gone ? t.notFound : t.failed}</p>
        {gone ? null : (
          <button
            type="button"
            className="button button--small"
            onClick={() => void villa.refetch()}
          >
            {officeTexts.villas.retry}
          </button>
        )}
      </Alert>
    );
  } else {
    const v = villa.data.villa;
    body = (
      <>
        <div className="page-heading">
          <h1>
            {v.villaCode} · {v.villaName}
          </h1>
          <p>
            {v.community.comName} ·{' '}
            <span className={`office-status office-status--${v.status.toLowerCase()}`}>
              {VILLA_STATUS_LABELS[v.status]}
            </span>
          </p>
        </div>
        <VillaSections villa={v} />
        <VillaStatusPanel villa={v} />
        <VillaEditor villa={v} />
        <VillaHistory villaId={v.id} />
      </>
    );
  }

  return (
    <>
      <p className="office-back">
        <Link to={paths.officeVillas()}>{t.backToList}</Link>
      </p>
      {body}
    </>
  );
}
