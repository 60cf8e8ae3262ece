/** 24×24 line drawings for the villa's facility icon keys; an unknown key gets a dot. */
const PATHS: Record<string, string> = {
  bed: 'M3 18V6M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11a1.5 1.5 0 1 0 0-.01',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  sleeps:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M3 20c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M18 15c2 .5 3 2 3 5',
  pool: 'M2 18c2 0 2-1.5 4-1.5S8 18 10 18s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8M8 12h8',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  snow: 'M12 2v20M4 7l16 10M20 7 4 17M9 4l3 2 3-2M9 20l3-2 3 2',
  laundry: 'M4 3h16v18H4zM4 7h16M12 17a4 4 0 1 0 0-.01M7 5h.01',
  games:
    'M6 9h12a4 4 0 0 1 0 8c-2 0-3-2-6-2s-4 2-6 2a4 4 0 0 1 0-8M8 11v4M6 13h4M16 12h.01M18 14h.01',
  cinema: 'M3 6h18v12H3zM3 10h18M7 6l2 4M12 6l2 4M17 6l2 4',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  wheelchair: 'M11 4a1.5 1.5 0 1 0 0-.01M11 7v6h6l2 5M11 10h5M8 11a6 6 0 1 0 7 7',
  baby: 'M12 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6M6 21v-6a6 6 0 0 1 12 0v6M9 21v-4M15 21v-4',
  tv: 'M3 6h18v11H3zM8 21h8M12 17v4',
  desk: 'M3 8h18M5 8v12M19 8v12M13 8v6h6',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  spa: 'M12 21c-5 0-8-3-8-7 3 0 6 1 8 4 2-3 5-4 8-4 0 4-3 7-8 7M12 18V9M12 9c-2-2-2-5 0-7 2 2 2 5 0 7',
  fence: 'M4 21V6l2-2 2 2v15M10 21V6l2-2 2 2v15M16 21V6l2-2 2 2v15M2 10h20M2 16h20',
  umbrella: 'M2 12a10 8 0 0 1 20 0zM12 12v7a2 2 0 0 1-4 0',
  bbq: 'M4 9h16a8 6 0 0 1-16 0M8 15l-2 6M16 15l2 6M12 15v6M9 3c0 1.5 1 1.5 1 3M13 3c0 1.5 1 1.5 1 3',
  kitchen: 'M4 3h16v18H4zM4 10h16M8 6h.01M12 6h.01M8 14v3',
  slide: 'M4 21V5h3v3c4 0 6 3 8 8l2 5M4 12h4',
  lake: 'M3 14c2 0 3-1 5-1s3 1 5 1 3-1 5-1 3 1 3 1M3 18c2 0 3-1 5-1s3 1 5 1 3-1 5-1 3 1 3 1M6 10l6-6 6 6',
  golf: 'M10 21V3l8 4-8 4M6 21c0-1.5 2-2.5 5-2.5s5 1 5 2.5',
  tree: 'M12 22v-6M12 2 5 12h4l-3 4h12l-3-4h4z',
};

export interface FeatureIconProps {
  icon: string;
}

/** Decorative: always shown next to its visible name. */
export function FeatureIcon({ icon }: FeatureIconProps) {
  return (
    <svg
      className="feature-icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[icon] ?? 'M12 12m-3 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0'} />
    </svg>
  );
}
