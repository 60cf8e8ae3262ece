/*
 * Draws one of the portal's generated villa pictures (property/images.ts) into a PDF. The
 * pictures are SVG made of a few shapes (rect, circle, ellipse, line, polygon, path), so they
 * are drawn as vectors with pdfkit's own shapes rather than through a rasteriser. Anything
 * else (text, groups) is skipped. A deployment with real photographs would embed their JPEG or
 * PNG with doc.image instead.
 */

const ELEMENT = /<(rect|circle|ellipse|line|polygon|path)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function attributesOf(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) attrs[name] = value;
  return attrs;
}

const num = (attrs: Record<string, string>, name: string) => Number(attrs[name] ?? 0);

/** Applies an SVG transform list of rotate(a x y) and translate(x y), as the pictures use. */
function applyTransform(doc: PDFKit.PDFDocument, transform: string) {
  for (const [, kind, args] of transform.matchAll(/(rotate|translate)\(([^)]*)\)/g)) {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (kind === 'rotate') doc.rotate(n[0], { origin: [n[1] ?? 0, n[2] ?? 0] });
    else doc.translate(n[0], n[1] ?? 0);
  }
}

/**
 * Draws `svg` (its viewBox `viewWidth` x `viewHeight`) at (x, y), `width` points wide; returns
 * the height it took.
 */
export function drawSvgPicture(
  doc: PDFKit.PDFDocument,
  svg: string,
  at: { x: number; y: number; width: number },
): number {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const [viewWidth, viewHeight] = viewBox ? [Number(viewBox[1]), Number(viewBox[2])] : [1200, 800];
  const scale = at.width / viewWidth;
  doc.save();
  doc.rect(at.x, at.y, at.width, viewHeight * scale).clip();
  doc.translate(at.x, at.y).scale(scale);
  for (const [, tag, rest] of svg.matchAll(ELEMENT)) {
    const a = attributesOf(rest);
    doc.save();
    if (a.transform) applyTransform(doc, a.transform);
    switch (tag) {
      case 'rect':
        if (a.rx)
          doc.roundedRect(
            num(a, 'x'),
            num(a, 'y'),
            num(a, 'width'),
            num(a, 'height'),
            num(a, 'rx'),
          );
        else doc.rect(num(a, 'x'), num(a, 'y'), num(a, 'width'), num(a, 'height'));
        break;
      case 'circle':
        doc.circle(num(a, 'cx'), num(a, 'cy'), num(a, 'r'));
        break;
      case 'ellipse':
        doc.ellipse(num(a, 'cx'), num(a, 'cy'), num(a, 'rx'), num(a, 'ry'));
        break;
      case 'line':
        doc.moveTo(num(a, 'x1'), num(a, 'y1')).lineTo(num(a, 'x2'), num(a, 'y2'));
        break;
      case 'polygon': {
        const points = (a.points ?? '')
          .trim()
          .split(/\s+/)
          .map((pair) => pair.split(',').map(Number) as [number, number]);
        if (points.length > 1) doc.polygon(...points);
        break;
      }
      case 'path':
        doc.path(a.d ?? '');
        break;
    }
    const opacity = a.opacity === undefined ? 1 : Number(a.opacity);
    doc.fillOpacity(opacity).strokeOpacity(opacity);
    // SVG's defaults: shapes are filled black unless told otherwise, lines are never filled.
    const fill = tag === 'line' ? 'none' : (a.fill ?? '#000');
    const stroke = a.stroke ?? 'none';
    if (stroke !== 'none') doc.lineWidth(Number(a['stroke-width'] ?? 1));
    if (fill !== 'none' && stroke !== 'none') doc.fillAndStroke(fill, stroke);
    else if (fill !== 'none') doc.fill(fill);
    else if (stroke !== 'none') doc.stroke(stroke);
    doc.restore();
  }
  doc.restore();
  return viewHeight * scale;
}
