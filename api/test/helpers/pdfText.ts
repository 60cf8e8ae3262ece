import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF the portal made with pdfkit, as a reader would copy it: one line per text
 * run, in drawing order. Enough PDF for pdfkit's own output (objects with Flate streams, Type0
 * fonts with a ToUnicode CMap, standard fonts in WinAnsi), so the tests read what the customer
 * reads without a system tool.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0 && body.lastIndexOf('endstream') > streamAt) {
      dict = body.slice(0, streamAt);
      const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? '0');
      const raw = pdf.subarray(dataStart, dataStart + length);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

/** Glyph code (hex) to text, from a ToUnicode CMap's bfrange arrays and bfchar pairs. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const toText = (hex: string) =>
    String.fromCharCode(
      ...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)),
    );
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const from = parseInt(range[1], 16);
    [...range[3].matchAll(/<([0-9a-f\s]+)>/gi)].forEach((entry, i) =>
      map.set(from + i, toText(entry[1])),
    );
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(pair[1], 16), toText(pair[2]));
    }
  }
  return map;
}

type Decoder = (hex: string) => string;

function fontDecoders(objects: Map<number, PdfObject>, resources: string): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
  for (const entry of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(entry[2]));
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1];
    const cmapStream = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
    if (cmapStream) {
      const cmap = readCmap(cmapStream.toString('latin1'));
      decoders.set(entry[1], (hex) =>
        (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(parseInt(code, 16)) ?? '').join(''),
      );
    } else {
      decoders.set(entry[1], (hex) => Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return decoders;
}

/** Resolves `/Key N 0 R` or an inline `/Key << ... >>` of a dictionary to its text. */
function resolved(objects: Map<number, PdfObject>, dict: string, key: string): string {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  if (ref) return objects.get(Number(ref[1]))?.dict ?? '';
  const at = dict.indexOf(`/${key}`);
  return at >= 0 ? dict.slice(at) : '';
}

/** The lines of text of each page of the PDF. */
export function pdfPages(pdf: Buffer): string[][] {
  const objects = readObjects(pdf);
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  return pages.map((page) => {
    const lines: string[] = [];
    const decoders = fontDecoders(objects, resolved(objects, page.dict, 'Resources'));
    const contentRefs = [
      ...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
    ];
    for (const ref of contentRefs) {
      const content = objects.get(Number(ref[1]))?.stream?.toString('latin1') ?? '';
      let decode: Decoder = (hex) => Buffer.from(hex, 'hex').toString('latin1');
      const ops = /\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]])*)\] TJ|<([0-9a-f]*)> Tj/gi;
      for (const op of content.matchAll(ops)) {
        if (op[1]) decode = decoders.get(op[1]) ?? decode;
        else if (op[2] !== undefined) {
          lines.push([...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => decode(h[1])).join(''));
        } else if (op[3] !== undefined) lines.push(decode(op[3]));
      }
    }
    return lines;
  });
}

/** Every line of text of the PDF, page by page. */
export const pdfLines = (pdf: Buffer): string[] => pdfPages(pdf).flat();

/** The PDF's text, one run a line. */
export const pdfText = (pdf: Buffer): string => pdfLines(pdf).join('\n');
