import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { PdfBlock, PdfSpec } from './document';
import { drawSvgPicture } from './svgPicture';

/*
 * Draws a PDF from its plain description (document.ts): the portal's one look, shared by guides,
 * quotes, confirmations and property sheets: an A4 page, a coloured band with the title and whose
 * document it is, and a footer with the page number. Text uses DejaVu Sans when the system has
 * it (any name an agent types prints correctly); otherwise Helvetica.
 *
 * Runs in the PDF threads (renderThread.ts), so it imports nothing but pdfkit, node and this
 * folder's drawing: no database, no settings, no shared contract.
 */

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const COLOURS = {
  primary: '#0e6b74',
  primaryDark: '#0a4f56',
  accent: '#e8a33d',
  text: '#1f2a30',
  muted: '#56656d',
  rule: '#d6dfe2',
} as const;

interface PdfWriter {
  doc: PDFKit.PDFDocument;
  regular: string;
  bold: string;
  /** A section heading; it starts a new page rather than sit alone at the foot of one. */
  heading(text: string): void;
  paragraph(text: string): void;
  /** A bullet list; `columns: 2` lays a long one out in two columns, left first. */
  bullets(items: readonly string[], options?: { columns?: 1 | 2 }): void;
  /** Label and value pairs in two columns. */
  table(rows: readonly (readonly [string, string])[], options?: { boldLast?: boolean }): void;
}

/** A line in bold and, when there is one, an address as a link under it. */
function notice(w: PdfWriter, text: string, link: string | null) {
  const { doc } = w;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font(w.bold).fontSize(10.5).fillColor(COLOURS.text).text(text, { width, lineGap: 2 });
  if (link) {
    doc
      .font(w.regular)
      .fillColor(COLOURS.primaryDark)
      .text(link, { width, link, underline: true, lineGap: 2 });
  }
  doc.fillColor(COLOURS.text);
  doc.moveDown(0.5);
}

/**
 * A picture (left) beside a text (right); the text alone when there is no picture (a real
 * photograph is not fetched from the network).
 */
function pictureWithText(w: PdfWriter, picture: string | null, text: string) {
  const { doc } = w;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (!picture) {
    if (text) w.paragraph(text);
    return;
  }
  const top = doc.y;
  const photoWidth = Math.round(width * 0.45);
  const height = drawSvgPicture(doc, picture, { x: left, y: top, width: photoWidth });
  if (text) {
    doc
      .font(w.regular)
      .fontSize(10.5)
      .fillColor(COLOURS.text)
      .text(text, left + photoWidth + 14, top, {
        width: width - photoWidth - 14,
        lineGap: 2,
      });
  }
  doc.x = left;
  doc.y = Math.max(top + height, doc.y) + 10;
}

function drawBlock(w: PdfWriter, block: PdfBlock) {
  switch (block.kind) {
    case 'heading':
      return w.heading(block.text);
    case 'paragraph':
      return w.paragraph(block.text);
    case 'bullets':
      return w.bullets(block.items, { columns: block.columns });
    case 'table':
      return w.table(block.rows, { boldLast: block.boldLast });
    case 'notice':
      return notice(w, block.text, block.link);
    case 'pictureWithText':
      return pictureWithText(w, block.svg, block.text);
  }
}

/** Draws a PDF and resolves to its bytes. */
export function drawPdf(spec: PdfSpec): Promise<Buffer> {
  const { header, meta } = spec;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 140, bottom: 70, left: 56, right: 56 },
    bufferPages: true,
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject ?? meta.title },
  });
  const hasDejaVu = existsSync(DEJAVU) && existsSync(DEJAVU_BOLD);
  if (hasDejaVu) {
    doc.registerFont('body', DEJAVU);
    doc.registerFont('body-bold', DEJAVU_BOLD);
  }
  const regular = hasDejaVu ? 'body' : 'Helvetica';
  const bold = hasDejaVu ? 'body-bold' : 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  const writer: PdfWriter = {
    doc,
    regular,
    bold,
    heading(text) {
      // Room for the heading and a few lines of what follows, or the next page: a heading is
      // never the last line of a page.
      const needed = 70;
      if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
      else doc.moveDown(0.6);
      doc.font(bold).fontSize(14).fillColor(COLOURS.primaryDark).text(text, { width });
      doc.moveDown(0.3);
    },
    paragraph(text) {
      doc.font(regular).fontSize(10.5).fillColor(COLOURS.text).text(text, {
        width,
        lineGap: 2,
        align: 'left',
      });
      doc.moveDown(0.5);
    },
    bullets(items, options = {}) {
      doc.font(regular).fontSize(10.5).fillColor(COLOURS.text);
      const list = { bulletRadius: 2, lineGap: 2, textIndent: 12 };
      if (options.columns === 2 && items.length > 1) {
        const half = Math.ceil(items.length / 2);
        const gap = 16;
        const columnWidth = (width - gap) / 2;
        const { left } = doc.page.margins;
        const top = doc.y;
        doc.list(items.slice(0, half), left, top, { ...list, width: columnWidth - 12 });
        const afterLeft = doc.y;
        doc.list(items.slice(half), left + columnWidth + gap, top, {
          ...list,
          width: columnWidth - 12,
        });
        doc.x = left;
        doc.y = Math.max(afterLeft, doc.y);
      } else {
        doc.list([...items], { ...list, width: width - 12 });
      }
      doc.moveDown(0.5);
    },
    table(rows, options = {}) {
      const labelWidth = Math.round(width * 0.45);
      rows.forEach(([label, value], index) => {
        const isLast = index === rows.length - 1;
        const font = options.boldLast && isLast ? bold : regular;
        const y = doc.y;
        doc
          .font(font)
          .fontSize(10.5)
          .fillColor(COLOURS.muted)
          .text(label, doc.page.margins.left, y, {
            width: labelWidth - 8,
          });
        const afterLabel = doc.y;
        doc
          .font(font)
          .fillColor(COLOURS.text)
          .text(value, doc.page.margins.left + labelWidth, y, {
            width: width - labelWidth,
          });
        doc.y = Math.max(afterLabel, doc.y) + 4;
        doc
          .moveTo(doc.page.margins.left, doc.y - 2)
          .lineTo(doc.page.margins.left + width, doc.y - 2)
          .lineWidth(0.5)
          .strokeColor(COLOURS.rule)
          .stroke();
        doc.y += 3;
      });
      doc.x = doc.page.margins.left;
      doc.moveDown(0.5);
    },
  };

  for (const block of spec.blocks) drawBlock(writer, block);

  // Band and footer on every page, drawn once the page count is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const pageWidth = doc.page.width;
    const { left, right } = doc.page.margins;
    doc.save();
    doc.rect(0, 0, pageWidth, 110).fill(COLOURS.primary);
    doc.rect(0, 110, pageWidth, 4).fill(COLOURS.accent);
    doc.restore();
    doc
      .font(bold)
      .fontSize(20)
      .fillColor('#ffffff')
      .text(header.title, left, 34, { width: (pageWidth - left - right) * 0.6, lineBreak: true });
    if (header.subtitle) {
      doc
        .font(regular)
        .fontSize(11)
        .fillColor('#e4f2f3')
        .text(header.subtitle, left, doc.y + 2, {
          width: (pageWidth - left - right) * 0.6,
        });
    }
    doc.font(regular).fontSize(9).fillColor('#ffffff');
    header.brandLines.forEach((line, index) => {
      doc.text(line, pageWidth * 0.55, 30 + index * 13, {
        width: pageWidth * 0.45 - right,
        align: 'right',
        lineBreak: false,
      });
    });
    const bottom = doc.page.height - 45;
    // Writing below the bottom margin would start a new page: lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(regular)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(header.footer, left, bottom, {
        width: pageWidth - left - right - 60,
        lineBreak: false,
      });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, pageWidth - right - 60, bottom, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
