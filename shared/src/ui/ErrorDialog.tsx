import { useErrorDialogStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Modal } from './Modal';

/**
 * The one global error dialog (the host renders it once): shows what the API client put in
 * the error-dialog store, one failure at a time.
 */
export function ErrorDialog() {
  const current = useErrorDialogStore((state) => state.queue[0]);
  const close = useErrorDialogStore((state) => state.close);
  if (!current) return null;
  return (
    <Modal
      title={current.title}
      role="alertdialog"
      size="small"
      onDismiss={close}
      footer={
        <button type="button" className="button button--primary" onClick={close} data-autofocus>
          {texts.errors.close}
        </button>
      }
    >
      {current.message ? <p>{current.message}</p> : null}
      {current.items?.length ? (
        <ul className="modal__list">
          {current.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
