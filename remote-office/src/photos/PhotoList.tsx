import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  PHOTO_TITLE_MAX_LENGTH,
  officePhotoMessages,
  type OfficePhoto,
} from '@villa/shared/contract';
import { Alert, Modal } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { serverMessage } from './failureMessage';
import { moveItem, sameOrder } from './photoOrder';

const t = officeTexts.photos;

export interface PhotoListProps {
  photos: readonly OfficePhoto[];
  /** PUT the order (every id, main image first); resolves when the server has it. */
  onSaveOrder: (ids: number[]) => Promise<unknown>;
  onRetitle: (photo: OfficePhoto, title: string) => Promise<unknown>;
  onDelete: (photo: OfficePhoto) => Promise<unknown>;
}

const titleOf = (photo: OfficePhoto) => photo.title.trim() || t.untitled;

function CaptionForm({
  photo,
  onRetitle,
}: {
  photo: OfficePhoto;
  onRetitle: PhotoListProps['onRetitle'];
}) {
  const id = useId();
  const [title, setTitle] = useState(photo.title);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => setTitle(photo.title), [photo.title]);
  const tooLong = title.trim().length > PHOTO_TITLE_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setState('saving');
    setMessage(null);
    try {
      await onRetitle(photo, title);
      setState('saved');
    } catch (error) {
      setState('failed');
      setMessage(serverMessage(error) ?? t.actionFailed);
    }
  };
  const shown = tooLong ? officePhotoMessages.title : message;
  return (
    <form className="office-photo__caption" onSubmit={(event) => void submit(event)}>
      <div className={`field${shown ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-title`}>{t.caption}</label>
        <input
          id={`${id}-title`}
          value={title}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setState('idle');
          }}
        />
        {shown ? (
          <p className="field__error" id={`${id}-error`}>
            {shown}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--small" disabled={state === 'saving'}>
        {state === 'saving' ? t.savingCaption : t.saveCaption}
      </button>
      {state === 'saved' ? (
        <span className="office-photo__saved" role="status">
          {t.captionSaved}
        </span>
      ) : null}
    </form>
  );
}

/**
 * The villa's photos in their order, main image first: each with its caption, moved by drag or
 * by its Move up / Move down buttons (each move announced), deleted after a confirmation. Moves
 * stay on the screen until "Save the order" sends them all at once.
 */
export function PhotoList({ photos, onSaveOrder, onRetitle, onDelete }: PhotoListProps) {
  const serverIds = useMemo(() => photos.map((p) => p.id), [photos]);
  const [order, setOrder] = useState<number[]>(serverIds);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<OfficePhoto | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);

  // The server's list wins when it changes (an upload, a delete, a saved order), keeping the
  // moves of photos still there.
  useEffect(() => {
    setOrder((old) => {
      const kept = old.filter((photoId) => serverIds.includes(photoId));
      const added = serverIds.filter((photoId) => !kept.includes(photoId));
      return [...kept, ...added];
    });
  }, [serverIds]);

  useEffect(() => {
    if (!focusAfterMove) return;
    document.getElementById(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, order]);

  const byId = new Map(photos.map((p) => [p.id, p]));
  const shown = order.map((photoId) => byId.get(photoId)).filter((p): p is OfficePhoto => !!p);
  const changed = !sameOrder(order, serverIds);

  const move = (from: number, to: number, focusId?: string) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = moveItem(order, from, to);
    setOrder(next);
    setNotice(null);
    const photo = byId.get(order[from]);
    if (photo) setAnnouncement(t.moved(titleOf(photo), to + 1, order.length));
    if (focusId) setFocusAfterMove(focusId);
  };

  const saveOrder = async () => {
    setSaving(true);
    setNotice(null);
    try {
      await onSaveOrder(order);
      setNotice({ variant: 'success', text: t.orderSaved });
    } catch (error) {
      setNotice({ variant: 'danger', text: serverMessage(error) ?? t.actionFailed });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const photo = deleting;
    try {
      await onDelete(photo);
      setDeleting(null);
      setNotice({ variant: 'success', text: t.deleted });
    } catch (error) {
      setDeleting(null);
      setNotice({ variant: 'danger', text: serverMessage(error) ?? t.actionFailed });
    }
  };

  return (
    <>
      <p className="muted">{t.listHelp}</p>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      <ol className="office-photos">
        {shown.map((photo, index) => (
          <li
            key={photo.id}
            className={`office-photo${dragged === photo.id ? ' office-photo--dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragged(photo.id);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(photo.id));
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              const from = order.indexOf(dragged);
              if (from !== index) move(from, index);
            }}
            onDrop={(event) => event.preventDefault()}
            onDragEnd={() => setDragged(null)}
            aria-label={`${t.position(index + 1, shown.length)}: ${titleOf(photo)}`}
          >
            <img
              className="office-photo__image"
              src={photo.small}
              alt={titleOf(photo)}
              width={160}
              height={107}
              loading="lazy"
            />
            <div className="office-photo__body">
              <p className="office-photo__position">
                {t.position(index + 1, shown.length)}
                {index === 0 ? <strong> · {t.main}</strong> : null}
              </p>
              <CaptionForm photo={photo} onRetitle={onRetitle} />
              <div className="office-photo__actions">
                <button
                  type="button"
                  id={`photo-${photo.id}-up`}
                  className="button button--small"
                  aria-label={t.moveUp(titleOf(photo))}
                  disabled={index === 0}
                  onClick={() =>
                    move(
                      index,
                      index - 1,
                      index - 1 === 0 ? `photo-${photo.id}-down` : `photo-${photo.id}-up`,
                    )
                  }
                >
                  {t.moveUpShort}
                </button>
                <button
                  type="button"
                  id={`photo-${photo.id}-down`}
                  className="button button--small"
                  aria-label={t.moveDown(titleOf(photo))}
                  disabled={index === shown.length - 1}
                  onClick={() =>
                    move(
                      index,
                      index + 1,
                      index + 1 === shown.length - 1
                        ? `photo-${photo.id}-up`
                        : `photo-${photo.id}-down`,
                    )
                  }
                >
                  {t.moveDownShort}
                </button>
                <button
                  type="button"
                  className="button button--small office-photo__delete"
                  aria-label={t.delete(titleOf(photo))}
                  onClick={() => setDeleting(photo)}
                >
                  {t.deleteShort}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {changed ? <p className="office-photos__unsaved">{t.orderUnsaved}</p> : null}
      {notice ? (
        <Alert variant={notice.variant} live>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <div className="office-photos__order-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!changed || saving}
          onClick={() => void saveOrder()}
        >
          {saving ? t.savingOrder : t.saveOrder}
        </button>
        {changed ? (
          <button type="button" className="button" onClick={() => setOrder(serverIds)}>
            {t.resetOrder}
          </button>
        ) : null}
      </div>
      {deleting ? (
        <Modal
          title={t.confirmTitle}
          role="alertdialog"
          size="small"
          onDismiss={() => setDeleting(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setDeleting(null)}>
                {t.cancel}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirmDelete()}
              >
                {t.confirmDelete}
              </button>
            </>
          }
        >
          <p>{t.confirmText(titleOf(deleting))}</p>
        </Modal>
      ) : null}
    </>
  );
}
