import { pdfRenderer } from './renderPool';

/*
 * What a PDF says, as plain data: its header, its metadata and its blocks in order. The
 * documents (quotes, confirmations, property sheets, guides) write it here, on the request's
 * thread, from what they read; draw.ts turns it into pdfkit drawing in a PDF thread
 * (renderPool.ts), so drawing, the slow part, never holds up other users' calls. Plain data is
 * what can cross to a thread, and it keeps each document's words apart from the drawing.
 */

export interface PdfHeader {
  title: string;
  subtitle?: string;
  /** Upper right of the band: whose document this is (the agent's company for quotes). */
  brandLines: readonly string[];
  footer: string;
}

export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[]; columns: 1 | 2 }
  | { kind: 'table'; rows: [string, string][]; boldLast: boolean }
  /** A line in bold and, when there is one, an address as a link under it. */
  | { kind: 'notice'; text: string; link: string | null }
  /** One of the portal's generated SVG pictures beside a text (the quote's villa photo). */
  | { kind: 'pictureWithText'; svg: string | null; text: string };

export interface PdfSpec {
  header: PdfHeader;
  meta: PdfMeta;
  blocks: PdfBlock[];
}

/** What a document writes: its blocks, in order. */
export interface PdfContent {
  heading(text: string): void;
  paragraph(text: string): void;
  /** A bullet list; `columns: 2` lays a long one out in two columns, left first. */
  bullets(items: readonly string[], options?: { columns?: 1 | 2 }): void;
  /** Label and value pairs in two columns. */
  table(rows: readonly (readonly [string, string])[], options?: { boldLast?: boolean }): void;
  /** A line in bold and, when given, an address as a link under it. */
  notice(text: string, link?: string | null): void;
  pictureWithText(svg: string | null, text: string): void;
}

/** The plain description of a PDF, from a document's writing. */
export function pdfSpec(
  header: PdfHeader,
  meta: PdfMeta,
  write: (content: PdfContent) => void,
): PdfSpec {
  const blocks: PdfBlock[] = [];
  write({
    heading: (text) => blocks.push({ kind: 'heading', text }),
    paragraph: (text) => blocks.push({ kind: 'paragraph', text }),
    notice: (text, link = null) => blocks.push({ kind: 'notice', text, link }),
    bullets: (items, options = {}) =>
      blocks.push({ kind: 'bullets', items: [...items], columns: options.columns ?? 1 }),
    table: (rows, options = {}) =>
      blocks.push({
        kind: 'table',
        rows: rows.map(([label, value]): [string, string] => [label, value]),
        boldLast: options.boldLast ?? false,
      }),
    pictureWithText: (svg, text) => blocks.push({ kind: 'pictureWithText', svg, text }),
  });
  return { header, meta, blocks };
}

/** Builds a PDF in a PDF thread and resolves to its bytes (renderPool.ts says what can fail). */
export function renderPdf(
  header: PdfHeader,
  meta: PdfMeta,
  write: (content: PdfContent) => void,
): Promise<Buffer> {
  return pdfRenderer().render(pdfSpec(header, meta, write));
}
