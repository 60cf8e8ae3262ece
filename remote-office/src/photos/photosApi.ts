import { callEndpoint, uploadWithProgress, type UploadProgress } from '@villa/shared/api';
import { officeEndpoints } from '@villa/shared/contract';
import { endpointKey, endpointQuery, queryOptions } from '@villa/shared/query';

export const villaPhotosQuery = (villaId: string) =>
  queryOptions(
    endpointQuery(officeEndpoints.villaPhotos, {
      params: { id: villaId },
      showErrorDialog: false,
    }),
  );

export const villaPhotosKey = (villaId: string) =>
  endpointKey(officeEndpoints.villaPhotos, { params: { id: villaId } });

/** One file, sent alone so each has its own progress and its own answer. */
export function uploadPhoto(
  villaId: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress(officeEndpoints.uploadVillaPhoto, {
    params: { id: villaId },
    body,
    onProgress,
  });
}

export const retitlePhoto = (villaId: string, photoId: number, title: string) =>
  callEndpoint(officeEndpoints.retitleVillaPhoto, {
    params: { id: villaId, photoId: String(photoId) },
    body: { title },
    showErrorDialog: false,
  });

export const deletePhoto = (villaId: string, photoId: number) =>
  callEndpoint(officeEndpoints.deleteVillaPhoto, {
    params: { id: villaId, photoId: String(photoId) },
    showErrorDialog: false,
  });

export const orderPhotos = (villaId: string, ids: number[]) =>
  callEndpoint(officeEndpoints.orderVillaPhotos, {
    params: { id: villaId },
    body: { ids },
    showErrorDialog: false,
  });
