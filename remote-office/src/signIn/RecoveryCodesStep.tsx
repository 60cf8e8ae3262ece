import { useId, useState } from 'react';
import { officeTexts } from '../texts';
import { StepHeading } from './StepHeading';

const t = officeTexts.recovery;

export interface RecoveryCodesStepProps {
  codes: string[];
  onContinue: () => void;
}

/**
 * The ten recovery codes, shown this once; the session opens only once the staff member says
 * they have saved them.
 */
export function RecoveryCodesStep({ codes, onContinue }: RecoveryCodesStepProps) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const checkboxId = useId();
  const listId = useId();
  const copy = () => {
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <>
      <StepHeading focusKey={1}>{t.heading}</StepHeading>
      <p>{t.intro}</p>
      <ol id={listId} className="office-recovery__codes" aria-label={t.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {typeof navigator !== 'undefined' && navigator.clipboard ? (
        <p>
          <button type="button" className="button button--small" onClick={copy}>
            {copied ? t.copied : t.copy}
          </button>
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (saved) onContinue();
        }}
      >
        <p className="office-recovery__confirm">
          <input
            id={checkboxId}
            type="checkbox"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
          />{' '}
          <label htmlFor={checkboxId}>{t.confirm}</label>
        </p>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={!saved}>
            {t.continue}
          </button>
        </div>
      </form>
    </>
  );
}
