/*
 * Generated illustrations: each item gets a distinct, recognisable picture (colours from a hash
 * of its slug, a motif for its kind, its name) without any network or stored binaries. Text is
 * XML-escaped; the SVGs hold no script.
 */

const W = 800;
const H = 450;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a, for stable per-item variety. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

function frame(title: string, body: string, caption: string, subcaption = ''): string {
  const sub = subcaption
    ? `<text x="32" y="${H - 22}" font-size="18" font-style="italic" fill="#ffffff" opacity="0.9">${escapeXml(subcaption)}</text>`
    : '';
  const captionY = subcaption ? H - 50 : H - 28;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    `<rect x="0" y="${H - (subcaption ? 90 : 64)}" width="${W}" height="${subcaption ? 90 : 64}" fill="rgba(10,40,48,0.55)"/>`,
    `<text x="32" y="${captionY}" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>`,
    sub,
    `</svg>`,
  ].join('');
}

function sky(hue: number, id: string): string {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue + 25, 80, 86)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  ].join('');
}

function palm(x: number, base: number, height: number, colour: string): string {
  const top = base - height;
  const fronds = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const ex = x + Math.sin(rad) * 70;
      const ey = top + 30 - Math.cos(rad) * 40;
      return `<path d="M${x} ${top} Q${(x + ex) / 2} ${top - 30} ${ex.toFixed(1)} ${ey.toFixed(1)}" stroke="${colour}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x - 6} ${base} Q${x + 14} ${(base + top) / 2} ${x} ${top}" stroke="#6b4a2b" stroke-width="12" fill="none" stroke-linecap="round"/>${fronds}`;
}

function sun(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd54a" opacity="0.95"/>`;
}

export function communityImage(slug: string, name: string): string {
  const h = hashOf(slug);
  const hue = 180 + (h % 60);
  const roof = hsl(h % 40, 55, 45);
  const wall = hsl(40 + (h % 20), 50, 90);
  const houseX = 250 + (h % 180);
  const body = [
    sky(hue, 'sky'),
    sun(120 + (h % 500), 90, 40),
    `<rect y="300" width="${W}" height="150" fill="${hsl(100 + (h % 30), 45, 42)}"/>`,
    `<rect x="${houseX}" y="210" width="260" height="110" fill="${wall}"/>`,
    `<polygon points="${houseX - 20},215 ${houseX + 130},140 ${houseX + 280},215" fill="${roof}"/>`,
    `<rect x="${houseX + 30}" y="245" width="40" height="40" fill="${hsl(hue, 40, 35)}"/>`,
    `<rect x="${houseX + 110}" y="250" width="40" height="70" fill="${hsl(h % 40, 40, 30)}"/>`,
    `<rect x="${houseX + 190}" y="245" width="40" height="40" fill="${hsl(hue, 40, 35)}"/>`,
    `<rect x="${houseX - 60}" y="330" width="220" height="36" rx="10" fill="${hsl(190, 80, 55)}"/>`,
    palm(90 + (h % 60), 330, 190, hsl(120, 50, 30)),
    palm(700 - (h % 70), 320, 160, hsl(130, 45, 34)),
  ].join('');
  return frame(name, body, name);
}

export function parkImage(slug: string, name: string, kind: string): string {
  const h = hashOf(slug);
  const hue = (h % 360) as number;
  const parts = [sky(hue, 'sky'), sun(680, 80, 36)];
  if (kind.includes('water')) {
    for (let i = 0; i < 4; i += 1) {
      const y = 280 + i * 30;
      parts.push(
        `<path d="M0 ${y} q50 -20 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 V${H} H0 Z" fill="${hsl(195, 80, 55 - i * 6)}" opacity="0.85"/>`,
      );
    }
    parts.push(
      `<path d="M120 120 C 260 140 220 260 380 280" stroke="${hsl(hue + 180, 70, 50)}" stroke-width="26" fill="none" stroke-linecap="round"/>`,
      `<rect x="100" y="110" width="40" height="190" fill="${hsl(hue + 180, 40, 40)}"/>`,
    );
  } else if (kind.includes('visitor')) {
    parts.push(
      `<rect y="330" width="${W}" height="120" fill="${hsl(90, 30, 40)}"/>`,
      `<rect x="370" y="110" width="60" height="220" rx="8" fill="#f4f4f4"/>`,
      `<polygon points="370,112 400,50 430,112" fill="#d9412b"/>`,
      `<rect x="340" y="250" width="30" height="80" fill="#cfcfcf"/><rect x="430" y="250" width="30" height="80" fill="#cfcfcf"/>`,
    );
  } else if (kind.includes('animal')) {
    parts.push(
      `<rect y="300" width="${W}" height="150" fill="${hsl(110, 40, 40)}"/>`,
      `<ellipse cx="400" cy="330" rx="300" ry="30" fill="${hsl(195, 50, 45)}"/>`,
      `<path d="M180 325 q60 -40 160 -10 q80 -20 140 0 q40 5 80 -5 l-20 20 q-150 20 -360 5 Z" fill="${hsl(100, 35, 25)}"/>`,
      `<circle cx="505" cy="312" r="4" fill="#fff"/>`,
    );
  } else {
    const amp = 40 + (h % 50);
    parts.push(
      `<rect y="330" width="${W}" height="120" fill="${hsl(120, 35, 40)}"/>`,
      `<path d="M0 300 C 120 ${300 - amp * 3} 200 ${300 - amp * 3} 280 280 S 420 ${120 + amp} 520 200 S 700 ${300 - amp} ${W} 240" stroke="${hsl(hue + 160, 70, 45)}" stroke-width="10" fill="none"/>`,
      `<rect x="90" y="200" width="14" height="130" fill="${hsl(hue + 160, 30, 35)}"/><rect x="400" y="200" width="14" height="130" fill="${hsl(hue + 160, 30, 35)}"/><rect x="650" y="230" width="14" height="100" fill="${hsl(hue + 160, 30, 35)}"/>`,
      `<polygon points="560,330 560,230 580,200 600,230 600,330" fill="${hsl(hue + 40, 30, 88)}"/><polygon points="590,330 590,180 615,140 640,180 640,330" fill="${hsl(hue + 40, 30, 94)}"/>`,
    );
  }
  return frame(name, parts.join(''), name);
}

export function rideImage(slug: string, name: string, thrill: string, type: string): string {
  const h = hashOf(slug);
  const hue = h % 360;
  const amp = thrill === 'high' ? 150 : thrill === 'moderate' ? 90 : 40;
  const phase = h % 200;
  const points: string[] = [];
  for (let x = 0; x <= W; x += 20) {
    const y = 260 - amp * Math.sin((x + phase) / (60 + (h % 40))) * Math.exp(-x / 1400);
    points.push(`${x},${y.toFixed(1)}`);
  }
  const body = [
    sky(hue, 'sky'),
    `<rect y="330" width="${W}" height="120" fill="${hsl(hue + 120, 30, 35)}"/>`,
    `<polyline points="${points.join(' ')}" stroke="${hsl(hue + 180, 80, 45)}" stroke-width="12" fill="none" stroke-linejoin="round"/>`,
    ...[120, 320, 520, 720].map(
      (x) =>
        `<rect x="${x}" y="${260 - amp * Math.sin((x + phase) / (60 + (h % 40))) * Math.exp(-x / 1400)}" width="8" height="400" fill="${hsl(hue + 180, 25, 30)}"/>`,
    ),
  ].join('');
  return frame(name, body, name, type);
}

const WILDLIFE_MOTIFS: Record<string, (hue: number) => string> = {
  Reptile: (hue) =>
    `<path d="M150 300 q120 -70 260 -20 q90 -30 200 10 q40 10 80 -10 l-30 35 q-200 40 -520 10 Z" fill="${hsl(hue, 35, 28)}"/><circle cx="630" cy="300" r="5" fill="#fff"/>`,
  Bird: (hue) =>
    `<path d="M250 220 q80 -80 150 0 q70 -80 150 0" stroke="${hsl(hue, 30, 25)}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M330 300 q60 -40 130 0" stroke="${hsl(hue, 30, 30)}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  Mammal: (hue) =>
    `<ellipse cx="400" cy="290" rx="70" ry="56" fill="${hsl(hue, 30, 30)}"/>${[310, 360, 440, 490]
      .map(
        (x, i) =>
          `<ellipse cx="${x}" cy="${i === 0 || i === 3 ? 210 : 180}" rx="26" ry="34" fill="${hsl(hue, 30, 30)}"/>`,
      )
      .join('')}`,
  Insect: (hue) =>
    `<ellipse cx="400" cy="250" rx="40" ry="80" fill="${hsl(hue, 30, 20)}"/><ellipse cx="340" cy="210" rx="60" ry="30" fill="${hsl(hue, 40, 80)}" opacity="0.8"/><ellipse cx="460" cy="210" rx="60" ry="30" fill="${hsl(hue, 40, 80)}" opacity="0.8"/><path d="M380 170 l-30 -50 M420 170 l30 -50" stroke="${hsl(hue, 30, 20)}" stroke-width="6"/>`,
};

export function wildlifeImage(
  slug: string,
  name: string,
  scientificName: string,
  group: string,
): string {
  const h = hashOf(slug);
  const hue = 60 + (h % 120);
  const motif = WILDLIFE_MOTIFS[group] ?? WILDLIFE_MOTIFS.Mammal;
  const body = [
    sky(hue, 'sky'),
    `<rect y="320" width="${W}" height="130" fill="${hsl(hue + 20, 35, 45)}"/>`,
    motif(hue),
    palm(700, 340, 200, hsl(120, 45, 30)),
  ].join('');
  return frame(name, body, name, scientificName);
}

const SECTION_MOTIFS: Record<string, string> = {
  weather:
    '<g fill="#ffffff" opacity="0.95"><circle cx="470" cy="170" r="45"/><circle cx="530" cy="150" r="60"/><circle cx="595" cy="175" r="42"/><rect x="470" y="170" width="130" height="45"/></g>' +
    '<g stroke="#2f80c0" stroke-width="6" stroke-linecap="round"><path d="M490 240 l-10 26"/><path d="M530 240 l-10 26"/><path d="M570 240 l-10 26"/></g>',
  'theme-parks':
    '<path d="M230 300 C 300 120 380 120 420 240 S 520 80 600 260" stroke="#c2410c" stroke-width="10" fill="none"/><g fill="#7c2d12"><rect x="300" y="170" width="10" height="130"/><rect x="470" y="160" width="10" height="140"/><rect x="560" y="200" width="10" height="100"/></g>',
  map:
    '<rect x="250" y="90" width="300" height="210" rx="10" fill="#f8fafc" opacity="0.9"/><g stroke="#94a3b8" stroke-width="2"><path d="M250 160 H550 M250 230 H550 M350 90 V300 M450 90 V300"/></g>' +
    '<path d="M400 250 C 400 250 370 210 370 190 a30 30 0 0 1 60 0 c0 20 -30 60 -30 60z" fill="#0e6b74"/><circle cx="400" cy="190" r="10" fill="#fff"/>',
  communities:
    '<g><rect x="260" y="220" width="90" height="70" fill="#fdf6e3"/><polygon points="250,225 305,185 360,225" fill="#b45309"/><rect x="370" y="200" width="110" height="90" fill="#fefce8"/><polygon points="360,205 425,160 490,205" fill="#9a3412"/><rect x="500" y="225" width="80" height="65" fill="#fdf6e3"/><polygon points="490,230 540,195 590,230" fill="#b45309"/></g>',
  wildlife:
    '<g stroke="#334155" stroke-width="8" fill="none" stroke-linecap="round"><path d="M420 300 V230"/><path d="M440 300 V230"/><path d="M400 230 q30 -60 60 0 z"/><path d="M450 200 q20 -60 -10 -80 l40 -10"/></g>',
  'getting-here':
    '<path d="M250 220 L520 170 L600 150 Q640 145 630 170 L560 190 L500 260 L470 262 L500 200 L360 225 L330 260 L305 262 L320 222 L250 230 Z" fill="#f8fafc" stroke="#475569" stroke-width="3"/>',
  driving:
    '<polygon points="340,300 460,300 420,120 380,120" fill="#475569"/><g stroke="#f8fafc" stroke-width="5" stroke-dasharray="18 14"><path d="M400 296 L400 124"/></g>',
  golf: '<ellipse cx="420" cy="292" rx="150" ry="22" fill="#4ade80"/><path d="M420 292 V140" stroke="#f8fafc" stroke-width="6"/><polygon points="424,140 500,162 424,184" fill="#dc2626"/><circle cx="360" cy="286" r="8" fill="#ffffff"/>',
  'days-out':
    '<rect x="385" y="110" width="50" height="170" rx="20" fill="#f8fafc"/><polygon points="385,140 410,70 435,140" fill="#dc2626"/><polygon points="385,240 355,290 385,280" fill="#94a3b8"/><polygon points="435,240 465,290 435,280" fill="#94a3b8"/><path d="M400 285 q10 40 20 0" fill="#f59e0b"/>',
};

export function sectionImage(slug: string, title: string): string {
  const h = hashOf(slug);
  const hue = 170 + (h % 80);
  const body = [
    sky(hue, 'sky'),
    sun(150 + (h % 120), 100, 50),
    `<path d="M0 300 Q 200 260 400 300 T ${W} 290 V ${H} H 0 Z" fill="${hsl(200, 70, 50)}"/>`,
    `<path d="M0 340 Q 250 320 500 345 T ${W} 335 V ${H} H 0 Z" fill="${hsl(45, 60, 78)}"/>`,
    palm(110, 360, 220, hsl(120, 50, 28)),
    palm(690, 350, 180, hsl(130, 45, 32)),
    SECTION_MOTIFS[slug] ?? '',
  ].join('');
  return frame(title, body, title);
}

/* ---- Weather charts, drawn from the weather_months rows ---- */

export interface ChartMonth {
  month: number;
  name: string;
  highC: number;
  lowC: number;
  rainMm: number | null;
  sunriseStart: string;
  sunsetStart: string;
}

const CX = 70;
const CW = 700;
const CY = 40;
const CH = 320;

function chartFrame(title: string, inner: string, legend: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}" font-family="system-ui, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    inner,
    `<text x="${CX}" y="${H - 20}" font-size="16" fill="#1f2a30">${escapeXml(legend)}</text>`,
    `</svg>`,
  ].join('');
}

function axes(min: number, max: number, step: number, unit: string, months: ChartMonth[]): string {
  const parts: string[] = [];
  for (let v = min; v <= max; v += step) {
    const y = CY + CH - ((v - min) / (max - min)) * CH;
    parts.push(
      `<line x1="${CX}" x2="${CX + CW}" y1="${y}" y2="${y}" stroke="#d6dfe2"/>`,
      `<text x="${CX - 8}" y="${y + 5}" font-size="14" text-anchor="end" fill="#56656d">${escapeXml(unit === 'time' ? `${String(v).padStart(2, '0')}:00` : `${v}${unit}`)}</text>`,
    );
  }
  months.forEach((m, i) => {
    const x = CX + (i + 0.5) * (CW / months.length);
    parts.push(
      `<text x="${x}" y="${CY + CH + 22}" font-size="14" text-anchor="middle" fill="#56656d">${escapeXml(m.name.slice(0, 3))}</text>`,
    );
  });
  return parts.join('');
}

export function temperatureChart(months: ChartMonth[]): string {
  const [min, max] = [0, 40];
  const y = (v: number) => CY + CH - ((v - min) / (max - min)) * CH;
  const x = (i: number) => CX + (i + 0.5) * (CW / months.length);
  const line = (key: 'highC' | 'lowC', colour: string) =>
    `<polyline points="${months.map((m, i) => `${x(i)},${y(m[key]).toFixed(1)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="4"/>` +
    months
      .map(
        (m, i) =>
          `<circle cx="${x(i)}" cy="${y(m[key]).toFixed(1)}" r="5" fill="${colour}"/><text x="${x(i)}" y="${(y(m[key]) - 10).toFixed(1)}" font-size="12" text-anchor="middle" fill="${colour}">${Math.round(m[key])}</text>`,
      )
      .join('');
  return chartFrame(
    'Average daily high and low temperatures in Orlando, °C',
    axes(min, max, 10, '°C', months) + line('highC', '#d9412b') + line('lowC', '#0e5a8a'),
    'Red: average high · Blue: average low (°C)',
  );
}

export function rainfallChart(months: ChartMonth[]): string {
  const [min, max] = [0, 250];
  const y = (v: number) => CY + CH - ((v - min) / (max - min)) * CH;
  const slot = CW / months.length;
  const bars = months
    .map((m, i) => {
      const x = CX + i * slot + slot * 0.2;
      if (m.rainMm === null) {
        return `<text x="${x + slot * 0.3}" y="${CY + CH - 8}" font-size="12" text-anchor="middle" fill="#56656d">n/a</text>`;
      }
      return `<rect x="${x}" y="${y(m.rainMm).toFixed(1)}" width="${slot * 0.6}" height="${(CY + CH - y(m.rainMm)).toFixed(1)}" fill="#0e6b74"/><text x="${x + slot * 0.3}" y="${(y(m.rainMm) - 6).toFixed(1)}" font-size="12" text-anchor="middle" fill="#0a4f56">${Math.round(m.rainMm)}</text>`;
    })
    .join('');
  return chartFrame(
    'Average monthly rainfall in Orlando, mm',
    axes(min, max, 50, ' mm', months) + bars,
    'Average rainfall, mm (n/a: not verified for that month)',
  );
}

const minutesOf = (hhmm: string) => {
  const [hh, mm] = hhmm.split(':').map(Number);
  return hh * 60 + mm;
};

export function daylightChart(months: ChartMonth[]): string {
  const [min, max] = [5, 22];
  const y = (minutes: number) => CY + CH - ((minutes / 60 - min) / (max - min)) * CH;
  const slot = CW / months.length;
  const bars = months
    .map((m, i) => {
      const x = CX + i * slot + slot * 0.2;
      const top = y(minutesOf(m.sunsetStart));
      const bottom = y(minutesOf(m.sunriseStart));
      return `<rect x="${x}" y="${top.toFixed(1)}" width="${slot * 0.6}" height="${(bottom - top).toFixed(1)}" rx="4" fill="#e8a33d"/><text x="${x + slot * 0.3}" y="${(top - 6).toFixed(1)}" font-size="11" text-anchor="middle" fill="#8a5a00">${m.sunsetStart}</text><text x="${x + slot * 0.3}" y="${(bottom + 14).toFixed(1)}" font-size="11" text-anchor="middle" fill="#8a5a00">${m.sunriseStart}</text>`;
    })
    .join('');
  return chartFrame(
    'Sunrise to sunset in Orlando on the first day of each month, local time',
    axes(min, max, 3, 'time', months) + bars,
    'Bars run from sunrise (bottom) to sunset (top), local time on the 1st of each month',
  );
}
