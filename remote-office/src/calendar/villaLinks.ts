/*
 * The office's pages of one villa, linked to from each other within this remote: the villa's
 * own page (the villa list's), its calendar and its photos.
 */
export const officeVillaPaths = {
  villa: (id: string | number) => `/office/villas/${encodeURIComponent(String(id))}`,
  calendar: (id: string | number) => `/office/villas/${encodeURIComponent(String(id))}/calendar`,
  photos: (id: string | number) => `/office/villas/${encodeURIComponent(String(id))}/photos`,
};
