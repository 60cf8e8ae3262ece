import type { OfficeAgent } from '@villa/shared/contract';
import { peopleTexts } from './peopleTexts';

const t = peopleTexts.agents;

export type AgentAction = 'deactivate' | 'reactivate' | 'unlock' | 'resetPassword' | 'impersonate';

export interface AgentActionsProps {
  agent: OfficeAgent;
  isAdmin: boolean;
  busy: boolean;
  onAction: (action: AgentAction, agent: OfficeAgent) => void;
}

/** What the office can do for one agent; impersonating is an administrator's alone. */
export function AgentActions({ agent, isAdmin, busy, onAction }: AgentActionsProps) {
  const button = (action: AgentAction, label: string) => (
    <button
      type="button"
      className="button button--small"
      disabled={busy}
      aria-label={`${label}: ${agent.email}`}
      onClick={() => onAction(action, agent)}
    >
      {label}
    </button>
  );
  return (
    <div className="office-actions">
      {agent.active ? button('deactivate', t.deactivate) : button('reactivate', t.reactivate)}
      {agent.locked ? button('unlock', t.unlock) : null}
      {agent.active ? button('resetPassword', t.resetPassword) : null}
      {isAdmin && agent.active && agent.organisation?.active !== false
        ? button('impersonate', t.impersonate)
        : null}
    </div>
  );
}
