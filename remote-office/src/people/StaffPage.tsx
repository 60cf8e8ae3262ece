import { useState } from 'react';
import type { OfficeStaffMember, StaffInviteInput, StaffPatch } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { useMutation, useQuery, useQueryClient } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { apiMessageOf } from '../villas/villaApi';
import { StaffInviteForm } from './StaffInviteForm';
import { changeStaff, inviteStaff, peopleKeys, revokeStaffInvite, staffQuery } from './peopleApi';
import { peopleTexts } from './peopleTexts';
import '../office.css';
import './people.css';

const t = peopleTexts.staff;

type Done = { ok: string } | { failed: string };

/**
 * /office/staff (ADMIN only): the office's staff, inviting one with a role, changing a role,
 * deactivating, resetting an authenticator. The server keeps one active administrator and
 * says so (409) when a change would remove the last.
 */
export default function StaffPage() {
  const list = useQuery(staffQuery());
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Done>();
  const refresh = () =>
    Promise.all(peopleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const change = useMutation({
    mutationFn: async ({ member, patch }: { member: OfficeStaffMember; patch: StaffPatch }) => {
      await changeStaff(member.id, patch);
      return t.changed(member.email);
    },
    onSuccess: async (message) => {
      setDone({ ok: message });
      await refresh();
    },
    onError: (error) => setDone({ failed: apiMessageOf(error) ?? peopleTexts.actionFailed }),
  });
  const revoke = useMutation({
    mutationFn: async ({ id, email }: { id: number; email: string }) => {
      await revokeStaffInvite(id);
      return t.revoked(email);
    },
    onSuccess: async (message) => {
      setDone({ ok: message });
      await refresh();
    },
    onError: (error) => setDone({ failed: apiMessageOf(error) ?? peopleTexts.actionFailed }),
  });
  const act = (member: OfficeStaffMember, patch: StaffPatch) => {
    if (patch.resetAuthenticator && !window.confirm(t.confirmReset(member.email))) return;
    setDone(undefined);
    change.mutate({ member, patch });
  };
  const invite = async (input: StaffInviteInput) => {
    const answer = await inviteStaff(input);
    setDone({ ok: t.invited(answer.invite.email) });
    await refresh();
  };
  const busy = change.isPending || revoke.isPending;

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
  } else {
    const button = (member: OfficeStaffMember, label: string, patch: StaffPatch) => (
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-label={`${label}: ${member.email}`}
        onClick={() => act(member, patch)}
      >
        {label}
      </button>
    );
    body = (
      <>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t.tableLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.role}</th>
                <th scope="col">{t.columns.authenticator}</th>
                <th scope="col">{t.columns.lastLogIn}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.staff.map((member) => (
                <tr key={member.id}>
                  <th scope="row">{member.email}</th>
                  <td>{member.name}</td>
                  <td>{t.roles[member.role]}</td>
                  <td>{member.enrolled ? t.enrolled : t.notEnrolled}</td>
                  <td>
                    {member.lastLogIn
                      ? formatDate(member.lastLogIn, 'D MMM YYYY HH:mm')
                      : peopleTexts.never}
                  </td>
                  <td>
                    <span
                      className={`office-status office-status--${member.active ? 'available' : 'withdrawn'}`}
                    >
                      {member.active ? t.active : t.inactive}
                    </span>
                  </td>
                  <td>
                    <div className="office-actions">
                      {member.role === 'STAFF'
                        ? button(member, t.makeAdmin, { role: 'ADMIN' })
                        : button(member, t.makeStaff, { role: 'STAFF' })}
                      {member.active
                        ? button(member, t.deactivate, { active: false })
                        : button(member, t.reactivate, { active: true })}
                      {member.enrolled
                        ? button(member, t.resetAuthenticator, { resetAuthenticator: true })
                        : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section aria-labelledby="staff-invites">
          <h2 id="staff-invites">{t.invitesHeading}</h2>
          {list.data.invites.length === 0 ? (
            <p className="muted">{t.noInvites}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">{t.invitesLabel}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.email}</th>
                    <th scope="col">{t.columns.name}</th>
                    <th scope="col">{t.columns.role}</th>
                    <th scope="col">{t.expires}</th>
                    <th scope="col">{t.columns.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.invites.map((invite) => (
                    <tr key={invite.id}>
                      <th scope="row">{invite.email}</th>
                      <td>{invite.name}</td>
                      <td>{t.roles[invite.role]}</td>
                      <td>{formatDate(invite.expiresAt)}</td>
                      <td>
                        <button
                          type="button"
                          className="button button--small"
                          disabled={busy}
                          aria-label={`${t.revoke}: ${invite.email}`}
                          onClick={() => {
                            setDone(undefined);
                            revoke.mutate({ id: invite.id, email: invite.email });
                          }}
                        >
                          {t.revoke}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      {done ? (
        <Alert variant={'ok' in done ? 'success' : 'danger'} live>
          <p>{'ok' in done ? done.ok : done.failed}</p>
        </Alert>
      ) : null}
      <StaffInviteForm onInvite={invite} />
      {body}
    </>
  );
}
