import * as v from 'valibot';
import { guideSchema } from './agentOffice';

/*
 * The content agents read, as the office edits it (issue 46, "Content"). Guides first: a PDF
 * with a name, a second line and whether agents may send it to customers. The screen and the
 * server judge a file by the same limits; the server also reads its first bytes.
 */

/** The largest guide, in bytes (25 MB: the seed's guides are under 100 kB). */
export const GUIDE_MAX_BYTES = 25 * 1024 * 1024;

export const GUIDE_NAME_MAX_LENGTH = 120;

/** Why an upload is not a guide: each has its message below. */
export type GuideFileProblem = 'EMPTY' | 'NOT_A_PDF' | 'TOO_LARGE';

export const officeGuideMessages = {
  fileRequired: 'Choose a PDF to upload',
  problems: {
    EMPTY: 'The file is empty: choose a PDF',
    NOT_A_PDF: 'The file is not a PDF',
    TOO_LARGE: 'The file is larger than 25 MB: choose a smaller PDF',
  } satisfies Record<GuideFileProblem, string>,
  name: `Give the guide a name of at most ${GUIDE_NAME_MAX_LENGTH} characters`,
  nameExtra: `The second line must be at most ${GUIDE_NAME_MAX_LENGTH} characters`,
  nameTaken: 'Another guide with this name was updated today: choose another name',
  sendToCustomer: 'sendToCustomer must be true or false',
} as const;

/** The problem of a file as the browser sees it (size); null when it may be sent. */
export function guideFileProblem(file: { size: number }): GuideFileProblem | null {
  if (file.size === 0) return 'EMPTY';
  if (file.size > GUIDE_MAX_BYTES) return 'TOO_LARGE';
  return null;
}

/** The file's problem by its content: a PDF starts with "%PDF-" (ISO 32000-1, 7.5.2). */
export function guideBytesProblem(bytes: Uint8Array): GuideFileProblem | null {
  if (bytes.length === 0) return 'EMPTY';
  if (bytes.length > GUIDE_MAX_BYTES) return 'TOO_LARGE';
  const head = String.fromCharCode(...bytes.subarray(0, 5));
  return head === '%PDF-' ? null : 'NOT_A_PDF';
}

export const guideNameSchema = v.pipe(
  v.string(officeGuideMessages.name),
  v.trim(),
  v.nonEmpty(officeGuideMessages.name),
  v.maxLength(GUIDE_NAME_MAX_LENGTH, officeGuideMessages.name),
);

export const guideNameExtraSchema = v.pipe(
  v.string(officeGuideMessages.nameExtra),
  v.trim(),
  v.maxLength(GUIDE_NAME_MAX_LENGTH, officeGuideMessages.nameExtra),
);

/** A form's sendToCustomer field: "true" or "false" (a checkbox sends "true" or nothing). */
export const guideSendToCustomerSchema = v.picklist(
  ['true', 'false'],
  officeGuideMessages.sendToCustomer,
);

/** The download file name of a guide named `name`: "Orlando Weather" is orlando-weather.pdf. */
export function guideFilename(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'guide'}.pdf`;
}

export const officeGuidesResponseSchema = v.object({ guides: v.array(guideSchema) });
export type OfficeGuidesResponse = v.InferOutput<typeof officeGuidesResponseSchema>;

export const officeGuideResponseSchema = v.object({ guide: guideSchema });
export type OfficeGuideResponse = v.InferOutput<typeof officeGuideResponseSchema>;
