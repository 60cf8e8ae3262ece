import { LOGOUT_WARNING_LEAD_SECONDS } from '@villa/shared/contract';
import { formatDuration } from '@villa/shared/format';
import { texts } from '@villa/shared/texts';
import { Modal } from '@villa/shared/ui';

export interface InactivityDialogProps {
  /** Seconds until the session expires. */
  secondsLeft: number;
  /** Keep me logged in, Esc or a backdrop click. */
  onKeep: () => void;
  onLogOut: () => void;
  /** The renewal call is running. */
  renewing: boolean;
}

/** "Are you still there?": a minutes:seconds countdown to the expiry and a progress bar. */
export function InactivityDialog({
  secondsLeft,
  onKeep,
  onLogOut,
  renewing,
}: InactivityDialogProps) {
  const shown = formatDuration(secondsLeft);
  const left = Math.max(0, Math.min(LOGOUT_WARNING_LEAD_SECONDS, Math.ceil(secondsLeft)));
  const percent = (left / LOGOUT_WARNING_LEAD_SECONDS) * 100;
  return (
    <Modal
      title={texts.inactivity.title}
      role="alertdialog"
      size="small"
      onDismiss={onKeep}
      footer={
        <>
          <button type="button" className="button" onClick={onLogOut}>
            {texts.inactivity.logOut}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={onKeep}
            disabled={renewing}
            data-autofocus
          >
            {texts.inactivity.keepLoggedIn}
          </button>
        </>
      }
    >
      <p>{texts.inactivity.text}</p>
      <p className="countdown" aria-hidden="true">
        {shown}
      </p>
      <div
        className={`progress${percent <= 25 ? ' progress--low' : ''}`}
        role="progressbar"
        aria-label={texts.inactivity.countdownLabel}
        aria-valuemin={0}
        aria-valuemax={LOGOUT_WARNING_LEAD_SECONDS}
        aria-valuenow={left}
        aria-valuetext={shown}
      >
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </Modal>
  );
}
