import type { Facility, FacilityIcon as IconKey } from '@villa/shared/contract';

/** 24×24 line drawings, one per facility icon key (FACILITY_ICONS in the contract). */
const PATHS: Record<IconKey, string> = {
  pool: 'M2 18c2 0 2-1.5 4-1.5S8 18 10 18s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 22c2 0 2-1.5 4-1.5S8 22 10 22s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8M8 12h8',
  clubhouse: 'M3 11 12 4l9 7M5 10v10h14V10M10 20v-5h4v5',
  fitness: 'M2 12h2M20 12h2M4 8v8M20 8v8M7 6v12M17 6v12M7 12h10',
  gate: 'M3 21V6M21 21V6M3 8h18M7 8v13M11 8v13M15 8v13M19 8v13M3 4l2-1M21 4l-2-1',
  golf: 'M10 21V3l8 4-8 4M6 21c0-1.5 2-2.5 5-2.5s5 1 5 2.5',
  'water-park':
    'M4 20V6a2 2 0 0 1 4 0c0 6 4 8 8 8h4M2 20c2 0 2-1.5 4-1.5S8 20 10 20s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M5.5 5.5c3 3 3 10 0 13M18.5 5.5c-3 3-3 10 0 13',
  spa: 'M12 21c-5 0-8-3-8-7 3 0 6 1 8 4 2-3 5-4 8-4 0 4-3 7-8 7M12 18V9M12 9c-2-2-2-5 0-7 2 2 2 5 0 7',
  restaurant: 'M7 3v8M4 3v5a3 3 0 0 0 6 0V3M7 11v10M17 21V3c-2 0-4 3-4 8h4',
  games:
    'M6 9h12a4 4 0 0 1 0 8c-2 0-3-2-6-2s-4 2-6 2a4 4 0 0 1 0-8M8 11v4M6 13h4M16 12h.01M18 14h.01',
  cinema: 'M3 6h18v12H3zM3 10h18M7 6l2 4M12 6l2 4M17 6l2 4',
  playground: 'M4 21V7l4-4 4 4v14M4 11h8M12 9l8 10M14 21h8',
  bar: 'M5 4h14l-7 8zM12 12v8M8 20h8',
  'lazy-river':
    'M3 8c3 0 3 2 6 2s3-2 6-2 3 2 6 2M3 14c3 0 3 2 6 2s3-2 6-2 3 2 6 2M8 13a2 2 0 1 0 0-.01',
  splash: 'M12 3c3 4 5 7 5 10a5 5 0 0 1-10 0c0-3 2-6 5-10M4 6l1 2M20 6l-1 2',
  sports: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M12 3v18M3 12h18',
  lake: 'M3 14c2 0 3-1 5-1s3 1 5 1 3-1 5-1 3 1 3 1M3 18c2 0 3-1 5-1s3 1 5 1 3-1 5-1 3 1 3 1M6 10l6-6 6 6',
  bbq: 'M4 9h16a8 6 0 0 1-16 0M8 15l-2 6M16 15l2 6M12 15v6M9 3c0 1.5 1 1.5 1 3M13 3c0 1.5 1 1.5 1 3',
  hotel: 'M4 21V3h16v18M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M10 21v-3h4v3',
};

export interface FacilityIconProps {
  icon: IconKey;
  /** Decorative next to a visible label (default); otherwise give a title for screen readers. */
  title?: string;
}

export function FacilityIcon({ icon, title }: FacilityIconProps) {
  return (
    <svg
      className="facility-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title ? <title>{title}</title> : null}
      <path d={PATHS[icon] ?? PATHS.clubhouse} />
    </svg>
  );
}

export interface FacilityListProps {
  facilities: Facility[];
  /** Icons only (labels for screen readers and as tooltips), for cards and the info window. */
  compact?: boolean;
}

export function FacilityList({ facilities, compact = false }: FacilityListProps) {
  if (facilities.length === 0) return null;
  return (
    <ul className={compact ? 'facility-list facility-list--compact' : 'facility-list'}>
      {facilities.map((f) => (
        <li key={`${f.icon}-${f.title}`} title={compact ? f.title : undefined}>
          <FacilityIcon icon={f.icon} />
          <span className={compact ? 'visually-hidden' : undefined}>{f.title}</span>
        </li>
      ))}
    </ul>
  );
}
