import { useState } from 'react';
import type { OfficeOrganisation, OrganisationInput } from '@villa/shared/contract';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { OrganisationForm } from './OrganisationForm';
import {
  changeOrganisation,
  createOrganisation,
  organisationsQuery,
  peopleKeys,
} from './peopleApi';
import { peopleTexts } from './peopleTexts';
import '../office.css';

const t = peopleTexts.organisations;

/**
 * /office/organisations: every organisation, added and edited here (company name, registered
 * address, commission rate, active). Deactivating one logs its agents out (the server ends
 * their sessions in the same change).
 */
export default function OrganisationsPage() {
  const list = useQuery(organisationsQuery());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OfficeOrganisation | 'new' | null>(null);
  const [saved, setSaved] = useState<string>();

  const save = async (input: OrganisationInput) => {
    const answer =
      editing && editing !== 'new'
        ? await changeOrganisation(editing.id, input)
        : await createOrganisation(input);
    setSaved(t.saved(answer.organisation.name));
    setEditing(null);
    await Promise.all(peopleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  let body;
  if (list.isPending) body = <Spinner label={peopleTexts.loading} />;
  else if (list.isError) {
    body = (
      <Alert variant="danger" live>
        <p>{peopleTexts.failed}</p>
        <button type="button" className="button button--small" onClick={() => void list.refetch()}>
          {peopleTexts.retry}
        </button>
      </Alert>
    );
  } else if (list.data.organisations.length === 0) {
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
              <th scope="col">{t.columns.town}</th>
              <th scope="col" className="numeric">
                {t.columns.commission}
              </th>
              <th scope="col" className="numeric">
                {t.columns.agents}
              </th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.organisations.map((organisation) => (
              <tr key={organisation.id}>
                <th scope="row">{organisation.name}</th>
                <td>{organisation.address.addTown}</td>
                <td className="numeric">
                  {organisation.commissionRate === null
                    ? t.noRate
                    : `${organisation.commissionRate}%`}
                </td>
                <td className="numeric">{organisation.agents}</td>
                <td>
                  <span
                    className={`office-status office-status--${organisation.active ? 'available' : 'withdrawn'}`}
                  >
                    {organisation.active ? t.active : t.inactive}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`${t.edit} ${organisation.name}`}
                    onClick={() => {
                      setSaved(undefined);
                      setEditing(organisation);
                    }}
                  >
                    {t.edit}
                  </button>
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
      <div className="page-heading office-heading-row">
        <div>
          <h1>{t.heading}</h1>
          <p>{t.intro}</p>
        </div>
        {editing === null ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setSaved(undefined);
              setEditing('new');
            }}
          >
            {t.add}
          </button>
        ) : null}
      </div>
      {saved ? (
        <Alert variant="success" live>
          <p>{saved}</p>
        </Alert>
      ) : null}
      {editing !== null ? (
        <OrganisationForm
          key={editing === 'new' ? 'new' : editing.id}
          organisation={editing === 'new' ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {body}
    </>
  );
}
