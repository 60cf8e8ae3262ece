import {
  bookingTexts,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  displayDate,
  type VillaPricing,
  type VillaProperty,
} from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import type { AgentProfile } from '../../agent-office/agents';
import { renderPdf, type PdfContent } from '../../pdf/document';

/*
 * The property sheet, in the portal's one PDF look (pdf/document.ts): the villa,
 * with the price of a stay when one is given. It carries the agent's name and company, not the
 * provider's: agents send it to their own customers. (The quotation PDF is the agent office's,
 * agent-office/quotes.ts, so a downloaded and an e-mailed quote are the same document.)
 */

const DRIVES: [keyof VillaProperty['community']['distances'], string][] = [
  ['magicKingdom', 'Magic Kingdom'],
  ['epcot', 'EPCOT'],
  ['universal', 'Universal Orlando'],
  ['mco', 'Orlando International Airport (MCO)'],
];

function brandLines(agent: AgentProfile): string[] {
  return [agent.company, agent.name, agent.email, agent.telephone].filter((line): line is string =>
    Boolean(line),
  );
}

function overviewRows(p: VillaProperty): [string, string][] {
  const beds = [
    p.counts.king ? `${p.counts.king} king` : '',
    p.counts.queen ? `${p.counts.queen} queen` : '',
    p.counts.double_full ? `${p.counts.double_full} double/full` : '',
    p.counts.single ? `${p.counts.single} single` : '',
  ].filter(Boolean);
  return [
    ['Property reference', p.villaCode],
    ['Property type', p.propertyTypeName],
    ['Community', p.community.fullName],
    ['Bedrooms', String(p.bedrooms)],
    ['Sleeps', String(p.counts.maxOccupancy)],
    ['Bathrooms', String(p.counts.bathrooms)],
    ['Additional Bathrooms', String(p.counts.additionalBathrooms)],
    ['Accommodation', `${beds.join(', ')}; ${p.counts.ensuite} en-suite`],
    ['Square Footage (ft)', p.counts.sqft.toLocaleString('en-GB')],
    ['Maximum Occupancy (excluding infants in cots)', String(p.counts.maxOccupancy)],
    ['Number of Floors', String(p.counts.floors)],
  ];
}

function writeVilla(w: PdfContent, p: VillaProperty) {
  w.heading('The villa');
  w.paragraph(p.descriptions.intro);
  w.table(overviewRows(p));
  w.heading('Facilities');
  w.bullets(p.icons.map((i) => i.name));
  const sections: [string, string][] = [
    ['Villa Details', p.descriptions.short],
    ['Living Accommodation', p.descriptions.living],
    ['Bedrooms', p.descriptions.bedroom],
    ['Outdoor Living', p.descriptions.outdoor],
    ['Entertainment', p.descriptions.entertainment],
    ['Accessibility', p.descriptions.disabledMods],
    ['Pool Safety', p.descriptions.poolSafety],
  ];
  for (const [title, text] of sections) {
    if (!text) continue;
    w.heading(title);
    w.paragraph(text);
  }
  if (p.bedBath.bedrooms.length > 0) {
    w.heading('Bedrooms and bathrooms');
    w.bullets([
      ...p.bedBath.bedrooms.map(
        (r) => `${r.name}: ${r.description}${r.ensuite ? ' (en-suite)' : ''}`,
      ),
      ...p.bedBath.bathrooms.map((r) => `${r.name}: ${r.description}`),
    ]);
  }
  const drives = DRIVES.filter(([key]) => p.community.distances[key] !== undefined).map(
    ([key, name]) => `${name}: about ${p.community.distances[key]} minutes`,
  );
  if (drives.length > 0) {
    w.heading(`Location: ${p.community.fullName}`);
    w.paragraph(p.community.shortDesc);
    w.bullets(drives);
  }
}

function stayRows(arrival: string, departure: string, nights: number): [string, string][] {
  return [
    ['Arrival', `${displayDate(arrival)} (check-in from ${CHECK_IN_TIME})`],
    ['Departure', `${displayDate(departure)} (check-out by ${CHECK_OUT_TIME})`],
    ['Nights', String(nights)],
  ];
}

/** The property sheet: the villa, its "price from", and a stay's price when one is given. */
export function propertySheetPdf(input: {
  property: VillaProperty;
  pricing: VillaPricing;
  stay: { arrival: string; departure: string; nights: number } | null;
  agent: AgentProfile;
  preparedOn: string;
}): Promise<Buffer> {
  const { property: p, pricing, stay, agent } = input;
  return renderPdf(
    {
      title: p.villaName,
      subtitle: `${p.villaCode} · ${p.bedrooms}-bedroom ${p.propertyTypeName.toLowerCase()} · ${p.community.fullName}`,
      brandLines: brandLines(agent),
      footer: `Property sheet ${p.villaCode}, prepared ${displayDate(input.preparedOn)} by ${agent.name}${agent.company ? `, ${agent.company}` : ''}`,
    },
    { title: `${p.villaName} (${p.villaCode})`, author: agent.company || agent.name },
    (w) => {
      if (pricing.priceFrom !== null) {
        w.paragraph(
          `Price from ${formatMoney(pricing.priceFrom)} per night. ${bookingTexts.priceIncludes}.`,
        );
      }
      if (stay && pricing.total) {
        w.heading('Your stay');
        const rows: [string, string][] = [
          ...stayRows(stay.arrival, stay.departure, stay.nights),
          ['Villa price', formatMoney(pricing.total.originalPrice)],
          ...pricing.total.discounts.map((d): [string, string] => [
            d.name,
            `-${formatMoney(d.amount)}`,
          ]),
          ['Total price', formatMoney(pricing.total.totalPrice)],
        ];
        w.table(rows, { boldLast: true });
      }
      writeVilla(w, p);
    },
  );
}
