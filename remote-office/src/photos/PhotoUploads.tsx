import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  PHOTO_TYPES,
  officePhotoMessages,
  photoFileProblem,
  type OfficePhoto,
} from '@villa/shared/contract';
import { officeTexts } from '../texts';
import { serverMessage } from './failureMessage';
import { uploadPhoto } from './photosApi';

const t = officeTexts.photos;

interface Upload {
  key: number;
  name: string;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** 0 to 1 of the file sent. */
  sent: number;
  message?: string;
}

/**
 * Choosing several photos at once: each is checked by the contract's limits, then sent alone
 * (one after the other, so one progress bar moves at a time) and shown with its progress, or
 * with the reason it was refused (the server reads the content too).
 */
export function PhotoUploads({
  villaId,
  onUploaded,
}: {
  villaId: string;
  onUploaded: (photo: OfficePhoto) => void;
}) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const queued = files.map((file) => ({ file, key: (next.current += 1) }));
    setUploads((list) => [
      ...list.filter((u) => u.state === 'sending' || u.state === 'waiting'),
      ...queued.map(({ file, key }) => ({
        key,
        name: file.name,
        state: 'waiting' as const,
        sent: 0,
      })),
    ]);
    for (const { file, key } of queued) {
      const problem = photoFileProblem(file);
      if (problem) {
        update(key, { state: 'failed', message: officePhotoMessages.problems[problem] });
        continue;
      }
      update(key, { state: 'sending' });
      try {
        const { photo } = await uploadPhoto(villaId, file, ({ loaded, total }) =>
          update(key, { sent: total > 0 ? loaded / total : 0 }),
        );
        update(key, { state: 'done', sent: 1 });
        onUploaded(photo);
      } catch (error) {
        update(key, { state: 'failed', message: serverMessage(error) ?? t.uploadFailed });
      }
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.uploadHeading}</h2>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t.choose}</label>
        <input
          id={`${id}-file`}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event)}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {t.chooseHint}
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul className="office-uploads" aria-label={t.uploadsLabel}>
          {uploads.map((upload) => (
            <li key={upload.key} className={`office-upload office-upload--${upload.state}`}>
              <span className="office-upload__name">{upload.name}</span>
              {upload.state === 'failed' ? (
                <span className="field__error" role="alert">
                  {upload.message}
                </span>
              ) : (
                <>
                  <progress max={1} value={upload.sent} aria-label={t.progress(upload.name)} />
                  <span className="office-upload__state">
                    {upload.state === 'done'
                      ? t.uploaded
                      : upload.state === 'waiting'
                        ? t.waiting
                        : `${Math.round(upload.sent * 100)}%`}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
