import { useAgentView } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';

/** Agent view on/off: a labelled switch; when on, commission figures are shown. */
export function AgentViewSwitch() {
  const [agentView, setAgentView] = useAgentView();
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={agentView}
      title={texts.header.agentViewHint}
      onClick={() => setAgentView(!agentView)}
    >
      <span className="switch__label">{texts.header.agentView}</span>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__state" aria-hidden="true">
        {agentView ? 'On' : 'Off'}
      </span>
    </button>
  );
}
