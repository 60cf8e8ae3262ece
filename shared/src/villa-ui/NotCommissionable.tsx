import { bookingTexts } from '@villa/shared/contract';
import { useAgentView } from '@villa/shared/store';

/**
 * The "Not commissionable" mark of an optional extra. Like the commission figures it is for
 * the agent's eyes: agent view off (the default, and what a customer looking over the
 * agent's shoulder sees) hides it (docs/session-and-shell.md, agent view: it "shows commission
 * figures and 'Not commissionable' warnings"). Every page marks extras with this one
 * component, so no mark is left showing.
 */
export function NotCommissionable({
  text = bookingTexts.notCommissionable,
  className = 'tag',
}: {
  /** The words of the mark, e.g. "Optional, not commissionable" on a search result. */
  text?: string;
  className?: string;
}) {
  const [agentView] = useAgentView();
  return agentView ? <span className={className}>{text}</span> : null;
}
