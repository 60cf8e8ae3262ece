/*
 * Generated villa pictures (no network here): one SVG scene per villa and room, drawn from the
 * villa id and the image's position, so every villa and room looks different and the same URL
 * always gives the same picture. Large (1200 x 800) and small (320 x 213) versions share the
 * drawing. No text is drawn in a picture, as none is in a photograph: the villa page writes each
 * picture's title beside it, and the first text a browser lays out inside an SVG picture costs
 * it 30-40 ms of its main thread (a villa's first photo is the page's largest paint). A
 * deployment stores real photograph URLs in villa_images instead.
 */

export type ImageSize = 'l' | 's';

export const propertyImageUrl = (villaId: number, position: number, size: ImageSize) =>
  `/api/property-images/${villaId}/${position}-${size}.svg`;

/** A small deterministic hash of numbers, 0 .. 2^32-1. */
function hash(...values: number[]): number {
  let h = 2_166_136_261;
  for (const value of values) {
    h ^= value & 0xffff;
    h = Math.imul(h, 16_777_619);
    h ^= value >>> 16;
    h = Math.imul(h, 16_777_619);
  }
  return h >>> 0;
}

function palette(seed: number) {
  const pick = (list: readonly string[], shift: number) => list[(seed >>> shift) % list.length];
  return {
    sky: pick(['#9fd3f0', '#a9dcf5', '#f6c89f', '#b8e2f2', '#ffd8a8'], 0),
    wall: pick(['#f3e6cf', '#e8f0f2', '#f6efe4', '#efe3d3', '#e7eef6', '#f2e9f4'], 3),
    accent: pick(['#0e6b74', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#15803d', '#a16207'], 6),
    roof: pick(['#9a3412', '#6b7280', '#7c2d12', '#57534e', '#b45309'], 9),
    floor: pick(['#d6c3a5', '#c8b08a', '#e5d5bd', '#a8a29e', '#d4c4ae'], 12),
    fabric: pick(['#4b6584', '#a55eea', '#20bf6b', '#eb3b5a', '#fa8231', '#2d98da', '#8854d0'], 15),
    house: pick(['#fef3c7', '#fde68a', '#e0f2fe', '#fce7f3', '#ecfccb', '#f5f5f4'], 18),
  };
}

type Palette = ReturnType<typeof palette>;

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function palm(x: number, ground: number, height: number) {
  const top = ground - height;
  const fronds = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (angle) =>
        `<ellipse cx="${x}" cy="${top}" rx="70" ry="14" fill="#2f855a" transform="rotate(${angle} ${x} ${top}) translate(45 0)"/>`,
    )
    .join('');
  return `<path d="M${x - 8} ${ground} Q${x + 10} ${ground - height / 2} ${x} ${top}" stroke="#8b5e34" stroke-width="14" fill="none"/>${fronds}`;
}

function exterior(p: Palette, seed: number) {
  const storeys = 1 + (seed % 2);
  const width = 560 + (seed % 5) * 40;
  const left = 600 - width / 2;
  const bodyTop = storeys === 2 ? 300 : 400;
  const windows = Array.from({ length: 4 }, (_, i) => {
    const x = left + 50 + i * ((width - 100) / 4);
    const rows = storeys === 2 ? [340, 470] : [470];
    return rows
      .map(
        (y) =>
          `<rect x="${x}" y="${y}" width="70" height="60" fill="#bfe3f5" stroke="#fff" stroke-width="6"/>`,
      )
      .join('');
  }).join('');
  return `
    <rect width="1200" height="800" fill="${p.sky}"/>
    <circle cx="${180 + (seed % 700)}" cy="120" r="60" fill="#fff3b0"/>
    <rect y="600" width="1200" height="200" fill="#7cb342"/>
    <rect x="${left}" y="${bodyTop}" width="${width}" height="${600 - bodyTop}" fill="${p.house}" stroke="#d6d3d1" stroke-width="4"/>
    <polygon points="${left - 40},${bodyTop} 600,${bodyTop - 150} ${left + width + 40},${bodyTop}" fill="${p.roof}"/>
    ${windows}
    <rect x="570" y="500" width="60" height="100" fill="${p.accent}"/>
    <rect x="${left + width - 170}" y="520" width="140" height="80" fill="#e7e5e4" stroke="#a8a29e" stroke-width="4"/>
    <rect x="520" y="600" width="160" height="200" fill="#d6d3d1"/>
    ${palm(120 + (seed % 60), 620, 330)}${palm(1060 - (seed % 80), 630, 280)}`;
}

function pool(p: Palette, seed: number) {
  const ripples = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${330 + i * 90} ${520 + (i % 2) * 40} q20 -12 40 0 t40 0" stroke="#e0f7ff" stroke-width="5" fill="none"/>`,
  ).join('');
  const cage = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="${i * 150}" y1="0" x2="${i * 150}" y2="420" stroke="#57534e" stroke-width="5"/>`,
  ).join('');
  return `
    <rect width="1200" height="800" fill="${p.sky}"/>
    <rect y="300" width="1200" height="500" fill="${p.floor}"/>
    ${cage}<line x1="0" y1="140" x2="1200" y2="140" stroke="#57534e" stroke-width="5"/>
    <rect x="260" y="430" width="${680 - (seed % 4) * 30}" height="260" rx="40" fill="#2bb3e6"/>
    ${ripples}
    <rect x="90" y="560" width="130" height="40" rx="10" fill="${p.fabric}"/>
    <rect x="980" y="560" width="130" height="40" rx="10" fill="${p.fabric}"/>
    <circle cx="1045" cy="470" r="70" fill="${p.accent}" opacity="0.85"/>
    <line x1="1045" y1="470" x2="1045" y2="600" stroke="#57534e" stroke-width="6"/>`;
}

function living(p: Palette) {
  return `
    <rect width="1200" height="800" fill="${p.wall}"/>
    <rect y="560" width="1200" height="240" fill="${p.floor}"/>
    <rect x="80" y="120" width="300" height="260" fill="${p.sky}" stroke="#fff" stroke-width="14"/>
    <rect x="760" y="170" width="320" height="190" rx="8" fill="#1f2937"/>
    <rect x="820" y="360" width="200" height="200" fill="#a8a29e"/>
    <ellipse cx="520" cy="700" rx="330" ry="60" fill="${p.accent}" opacity="0.35"/>
    <rect x="240" y="430" width="520" height="170" rx="30" fill="${p.fabric}"/>
    <rect x="240" y="380" width="520" height="90" rx="30" fill="${p.fabric}" opacity="0.85"/>
    <rect x="420" y="640" width="200" height="30" rx="6" fill="#78350f"/>`;
}

function kitchen(p: Palette) {
  const stools = [380, 540, 700]
    .map((x) => `<rect x="${x}" y="560" width="60" height="120" fill="${p.accent}"/>`)
    .join('');
  const lights = [420, 600, 780]
    .map(
      (x) =>
        `<line x1="${x}" y1="0" x2="${x}" y2="200" stroke="#57534e" stroke-width="4"/><circle cx="${x}" cy="215" r="26" fill="#fde68a"/>`,
    )
    .join('');
  return `
    <rect width="1200" height="800" fill="${p.wall}"/>
    <rect y="600" width="1200" height="200" fill="${p.floor}"/>
    <rect x="60" y="110" width="1080" height="150" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="4"/>
    <rect x="60" y="330" width="1080" height="170" fill="#e7e5e4" stroke="#d6d3d1" stroke-width="4"/>
    <rect x="60" y="320" width="1080" height="16" fill="#44403c"/>
    ${lights}
    <rect x="300" y="440" width="600" height="150" fill="${p.fabric}"/>
    <rect x="290" y="430" width="620" height="20" fill="#292524"/>
    ${stools}`;
}

function bedroom(p: Palette, beds: 'king' | 'twin' | 'bunk') {
  const bed = (x: number, width: number) => `
    <rect x="${x}" y="330" width="${width}" height="150" rx="12" fill="#78350f"/>
    <rect x="${x}" y="450" width="${width}" height="170" rx="10" fill="#fafaf9"/>
    <rect x="${x}" y="520" width="${width}" height="100" rx="10" fill="${p.fabric}"/>
    <rect x="${x + 20}" y="420" width="${width / 2 - 30}" height="50" rx="20" fill="#fff"/>
    <rect x="${x + width / 2 + 10}" y="420" width="${width / 2 - 30}" height="50" rx="20" fill="#fff"/>`;
  const body =
    beds === 'king'
      ? bed(380, 440)
      : beds === 'twin'
        ? bed(260, 260) + bed(680, 260)
        : `<rect x="420" y="180" width="360" height="440" fill="none" stroke="#78350f" stroke-width="16"/>
           <rect x="428" y="300" width="344" height="60" fill="${p.fabric}"/>
           <rect x="428" y="540" width="344" height="70" fill="${p.accent}"/>`;
  return `
    <rect width="1200" height="800" fill="${p.wall}"/>
    <rect y="620" width="1200" height="180" fill="${p.floor}"/>
    <rect x="500" y="110" width="200" height="140" fill="${p.accent}" opacity="0.5" stroke="#fff" stroke-width="10"/>
    ${body}
    <rect x="180" y="500" width="110" height="120" fill="#a16207"/>
    <rect x="910" y="500" width="110" height="120" fill="#a16207"/>
    <polygon points="215,440 255,440 270,495 200,495" fill="#fde68a"/>
    <polygon points="945,440 985,440 1000,495 930,495" fill="#fde68a"/>`;
}

function games(p: Palette) {
  return `
    <rect width="1200" height="800" fill="${p.wall}"/>
    <rect y="600" width="1200" height="200" fill="${p.floor}"/>
    <rect x="300" y="380" width="600" height="260" rx="20" fill="#78350f"/>
    <rect x="330" y="405" width="540" height="210" rx="10" fill="#15803d"/>
    <circle cx="500" cy="500" r="16" fill="#fff"/><circle cx="700" cy="520" r="16" fill="#dc2626"/>
    <circle cx="740" cy="480" r="16" fill="#facc15"/>
    <rect x="980" y="240" width="140" height="360" rx="12" fill="${p.accent}"/>
    <rect x="1000" y="280" width="100" height="90" fill="#111827"/>`;
}

function cinema(p: Palette) {
  const seats = [0, 1]
    .map((row) =>
      Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${250 + i * 190}" y="${470 + row * 140}" width="150" height="110" rx="24" fill="${p.fabric}"/>`,
      ).join(''),
    )
    .join('');
  return `
    <rect width="1200" height="800" fill="#1f2937"/>
    <rect x="160" y="80" width="880" height="330" fill="#e5e7eb"/>
    <rect x="180" y="100" width="840" height="290" fill="${p.sky}"/>
    ${seats}`;
}

/** The SVG of one image of a villa. */
export function villaImageSvg(options: {
  villaId: number;
  position: number;
  title: string;
  /** The picture's accessible name. */
  label: string;
  size: ImageSize;
}): string {
  const { villaId, position, title, size } = options;
  const seed = hash(villaId, position, 77);
  const p = palette(seed);
  const t = title.toLowerCase();
  const scene = t.startsWith('front')
    ? exterior(p, seed)
    : t.includes('pool')
      ? pool(p, seed)
      : t.startsWith('living')
        ? living(p)
        : t.startsWith('kitchen')
          ? kitchen(p)
          : t.startsWith('games')
            ? games(p)
            : t.includes('cinema')
              ? cinema(p)
              : bedroom(
                  p,
                  t.startsWith('master') ? 'king' : (['king', 'twin', 'bunk'] as const)[seed % 3],
                );
  const [width, height] = size === 'l' ? [1200, 800] : [320, 213];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" role="img" aria-label="${escapeXml(options.label)}">${scene}</svg>`;
}

/** A round badge for a property highlight. */
export function highlightLogoSvg(name: string, short: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><circle cx="48" cy="48" r="46" fill="${colour}"/><circle cx="48" cy="48" r="38" fill="none" stroke="#fff" stroke-width="3"/><text x="48" y="54" text-anchor="middle" font-family="sans-serif" font-size="${short.length > 6 ? 13 : 16}" font-weight="bold" fill="#fff">${escapeXml(short)}</text></svg>`;
}

/**
 * The drawing behind one of our own picture URLs (propertyImageUrl), small size; null for any
 * other URL (a deployment's real photograph).
 */
export function generatedPictureSvg(url: string, title: string): string | null {
  const match = /^\/api\/property-images\/(\d{1,9})\/(\d{1,3})-[ls]\.svg$/.exec(url);
  if (!match) return null;
  return villaImageSvg({
    villaId: Number(match[1]),
    position: Number(match[2]),
    title,
    label: title,
    size: 's',
  });
}
