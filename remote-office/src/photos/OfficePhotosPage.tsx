import { ApiError } from '@villa/shared/api';
import type { OfficePhoto, OfficePhotosResponse } from '@villa/shared/contract';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { useParams } from '@villa/shared/router';
import { Alert, Spinner } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { VillaPageLinks } from '../calendar/VillaPageLinks';
import { PhotoList } from './PhotoList';
import { PhotoUploads } from './PhotoUploads';
import {
  deletePhoto,
  orderPhotos,
  retitlePhoto,
  villaPhotosKey,
  villaPhotosQuery,
} from './photosApi';
import '../office.css';
import '../calendar/calendar.css';
import './photos.css';

const t = officeTexts.photos;

/**
 * /office/villas/{id}/photos: upload several photos with a progress bar each, caption, order
 * and delete them. Every change is the server's at once; the list shows what it answered.
 */
export default function OfficePhotosPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const photos = useQuery(villaPhotosQuery(id));
  const key = villaPhotosKey(id);
  const setPhotos = (change: (list: OfficePhoto[]) => OfficePhoto[]) =>
    queryClient.setQueryData<OfficePhotosResponse>(key, (old) =>
      old ? { photos: change(old.photos) } : old,
    );

  return (
    <>
      <div className="page-heading">
        <h1>{t.headingLoading}</h1>
        <p>{t.intro}</p>
        <VillaPageLinks villaId={id} other="calendar" />
      </div>
      {photos.isPending ? <Spinner label={t.loading} /> : null}
      {photos.isError ? (
        <Alert variant="danger" live>
          <p>
            {photos.error instanceof ApiError && photos.error.status === 404
              ? officeTexts.calendar.notFound
              : t.failed}
          </p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void photos.refetch()}
          >
            {t.retry}
          </button>
        </Alert>
      ) : null}
      {photos.data ? (
        <div className="office-photos-page">
          <PhotoUploads
            villaId={id}
            onUploaded={(photo) => setPhotos((list) => [...list, photo])}
          />
          <section className="card" aria-labelledby="office-photos-list">
            <h2 id="office-photos-list">{t.listHeading}</h2>
            {photos.data.photos.length === 0 ? (
              <p className="muted">{t.empty}</p>
            ) : (
              <PhotoList
                photos={photos.data.photos}
                onSaveOrder={async (ids) => {
                  const answer = await orderPhotos(id, ids);
                  queryClient.setQueryData<OfficePhotosResponse>(key, answer);
                }}
                onRetitle={async (photo, title) => {
                  const answer = await retitlePhoto(id, photo.id, title);
                  setPhotos((list) => list.map((p) => (p.id === photo.id ? answer.photo : p)));
                }}
                onDelete={async (photo) => {
                  await deletePhoto(id, photo.id);
                  setPhotos((list) => list.filter((p) => p.id !== photo.id));
                }}
              />
            )}
          </section>
        </div>
      ) : null}
    </>
  );
}
