import { useId, useState, type FormEvent } from 'react';
import type { AgentInviteInput, OfficeAgent, OfficeAgentInvite } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { useMutation, useQuery, useQueryClient } from '@villa/shared/query';
import { useSearchParams } from '@villa/shared/router';
import { useUserRole } from '@villa/shared/store';
import { Alert, Spinner } from '@villa/shared/ui';
import { apiMessageOf } from '../villas/villaApi';
import { AgentActions, type AgentAction } from './AgentActions';
import { AgentInviteForm } from './AgentInviteForm';
import {
  agentsQuery,
  changeAgent,
  impersonateAgent,
  inviteAgent,
  organisationsQuery,
  peopleKeys,
  resendAgentInvite,
  revokeAgentInvite,
  sendAgentPasswordReset,
} from './peopleApi';
import { peopleTexts } from './peopleTexts';
import '../office.css';
import './people.css';

const t = peopleTexts.agents;
const LIST_KEYS = ['q', 'organisation', 'state'] as const;
const STATES = ['active', 'inactive', 'incomplete'] as const;

function listQueryOf(search: URLSearchParams) {
  // In the URL's own order: the key is then the one the host's opening call used.
  const query = new URLSearchParams();
  for (const [key, value] of search) {
    if ((LIST_KEYS as readonly string[]).includes(key) && value && !query.has(key)) {
      query.set(key, value);
    }
  }
  return query;
}

/** Leaves the office for the agent portal, as the agent (the impersonation page takes over). */
export const openImpersonation = (url: string) => window.location.assign(url);

function Filters({
  search,
  organisations,
  onSearch,
}: {
  search: URLSearchParams;
  organisations: readonly { id: number; name: string }[];
  onSearch: (q: URLSearchParams) => void;
}) {
  const ids = { q: useId(), organisation: useId(), state: useId() };
  const [q, setQ] = useState(search.get('q') ?? '');
  const [organisation, setOrganisation] = useState(search.get('organisation') ?? '');
  const [state, setState] = useState(search.get('state') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (organisation) next.set('organisation', organisation);
    if (state) next.set('state', state);
    onSearch(next);
  };
  return (
    <form role="search" className="office-filters" onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.q}>{t.searchLabel}</label>
        <input id={ids.q} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.organisation}>{t.organisation}</label>
        <select
          id={ids.organisation}
          value={organisation}
          onChange={(e) => setOrganisation(e.target.value)}
        >
          <option value="">{t.anyOrganisation}</option>
          {organisations.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.state}>{t.state}</label>
        <select id={ids.state} value={state} onChange={(e) => setState(e.target.value)}>
          <option value="">{t.anyState}</option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t.states[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t.search}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setQ('');
            setOrganisation('');
            setState('');
            onSearch(new URLSearchParams());
          }}
        >
          {t.clear}
        </button>
      </div>
    </form>
  );
}

function InvitesTable({
  invites,
  busy,
  onResend,
  onRevoke,
}: {
  invites: readonly OfficeAgentInvite[];
  busy: boolean;
  onResend: (invite: OfficeAgentInvite) => void;
  onRevoke: (invite: OfficeAgentInvite) => void;
}) {
  return (
    <section aria-labelledby="agent-invites">
      <h2 id="agent-invites">{t.invitesHeading}</h2>
      {invites.length === 0 ? (
        <p className="muted">{t.noInvites}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t.invitesLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{t.inviteColumns.email}</th>
                <th scope="col">{t.inviteColumns.organisation}</th>
                <th scope="col">{t.inviteColumns.expires}</th>
                <th scope="col">{t.inviteColumns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.id}>
                  <th scope="row">{invite.email}</th>
                  <td>{invite.organisation.name}</td>
                  <td>{invite.expired ? t.expired : formatDate(invite.expiresAt)}</td>
                  <td>
                    <div className="office-actions">
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        aria-label={`${t.resend}: ${invite.email}`}
                        onClick={() => onResend(invite)}
                      >
                        {t.resend}
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        aria-label={`${t.revoke}: ${invite.email}`}
                        onClick={() => onRevoke(invite)}
                      >
                        {t.revoke}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

type Done = { ok: string } | { failed: string };

/**
 * /office/agents: every agent with organisation, signup state, last log-in and bookings this
 * year, filtered by the URL's q, organisation and state; inviting, the open invitations, and
 * what the office does for an agent (deactivate, unlock, password reset, impersonate).
 */
export default function AgentsPage() {
  const [search, setSearch] = useSearchParams();
  const query = listQueryOf(search);
  const list = useQuery(agentsQuery(query));
  const organisations = useQuery(organisationsQuery());
  const isAdmin = useUserRole() === 'ADMIN';
  const queryClient = useQueryClient();
  const [done, setDone] = useState<Done>();
  const refresh = () =>
    Promise.all(peopleKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const act = useMutation({
    mutationFn: async ({ action, agent }: { action: AgentAction; agent: OfficeAgent }) => {
      switch (action) {
        case 'deactivate':
          await changeAgent(agent.id, { active: false });
          return t.deactivated(agent.email);
        case 'reactivate':
          await changeAgent(agent.id, { active: true });
          return t.reactivated(agent.email);
        case 'unlock':
          await changeAgent(agent.id, { unlock: true });
          return t.unlocked(agent.email);
        case 'resetPassword':
          await sendAgentPasswordReset(agent.id);
          return t.resetSent(agent.email);
        case 'impersonate': {
          const { url } = await impersonateAgent(agent.id);
          openImpersonation(url);
          return t.impersonating(agent.email);
        }
      }
    },
    onSuccess: async (message) => {
      setDone({ ok: message });
      await refresh();
    },
    onError: (error) => setDone({ failed: apiMessageOf(error) ?? peopleTexts.actionFailed }),
  });
  const onAction = (action: AgentAction, agent: OfficeAgent) => {
    if (action === 'deactivate' && !window.confirm(t.confirmDeactivate(agent.email))) return;
    if (action === 'impersonate' && !window.confirm(t.confirmImpersonate(agent.email))) return;
    setDone(undefined);
    act.mutate({ action, agent });
  };
  const inviteAct = useMutation({
    mutationFn: async ({
      kind,
      invite,
    }: {
      kind: 'resend' | 'revoke';
      invite: OfficeAgentInvite;
    }) => {
      if (kind === 'resend') {
        await resendAgentInvite(invite.id);
        return t.resent(invite.email);
      }
      await revokeAgentInvite(invite.id);
      return t.revoked(invite.email);
    },
    onSuccess: async (message) => {
      setDone({ ok: message });
      await refresh();
    },
    onError: (error) => setDone({ failed: apiMessageOf(error) ?? peopleTexts.actionFailed }),
  });
  const invite = async (input: AgentInviteInput) => {
    const answer = await inviteAgent(input);
    setDone({ ok: t.invited(answer.invite.email) });
    await refresh();
    return answer.invite.email;
  };
  const busy = act.isPending || inviteAct.isPending;

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
    const { agents, invites } = list.data;
    body = (
      <>
        {agents.length === 0 ? (
          <p className="muted" role="status">
            {t.none}
          </p>
        ) : (
          <div className="table-scroll">
            <table className="data-table" aria-busy={list.isFetching || undefined}>
              <caption className="visually-hidden">{t.tableLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.email}</th>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.organisation}</th>
                  <th scope="col">{t.columns.signup}</th>
                  <th scope="col">{t.columns.lastLogIn}</th>
                  <th scope="col" className="numeric">
                    {t.columns.bookings}
                  </th>
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {agents.map((agent) => (
                  <tr key={agent.id}>
                    <th scope="row">{agent.email}</th>
                    <td>{agent.name}</td>
                    <td>
                      {agent.organisation?.name ?? ''}
                      {agent.organisation && !agent.organisation.active ? (
                        <span className="muted"> ({t.orgInactive})</span>
                      ) : null}
                    </td>
                    <td>{agent.signupComplete ? t.signup.complete : t.signup.incomplete}</td>
                    <td>
                      {agent.lastLogIn
                        ? formatDate(agent.lastLogIn, 'D MMM YYYY HH:mm')
                        : peopleTexts.never}
                    </td>
                    <td className="numeric">{agent.bookingsThisYear}</td>
                    <td>
                      <span
                        className={`office-status office-status--${agent.active ? 'available' : 'withdrawn'}`}
                      >
                        {agent.active ? t.active : t.inactive}
                      </span>
                      {agent.locked ? <span className="muted"> {t.locked}</span> : null}
                    </td>
                    <td>
                      <AgentActions
                        agent={agent}
                        isAdmin={isAdmin}
                        busy={busy}
                        onAction={onAction}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <InvitesTable
          invites={invites}
          busy={busy}
          onResend={(i) => {
            setDone(undefined);
            inviteAct.mutate({ kind: 'resend', invite: i });
          }}
          onRevoke={(i) => {
            setDone(undefined);
            inviteAct.mutate({ kind: 'revoke', invite: i });
          }}
        />
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
      <AgentInviteForm organisations={organisations.data?.organisations ?? []} onInvite={invite} />
      <Filters
        key={query.toString()}
        search={query}
        organisations={organisations.data?.organisations ?? []}
        onSearch={setSearch}
      />
      {body}
    </>
  );
}
