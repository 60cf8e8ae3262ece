import type { CSSProperties } from 'react';
import type { MapItem } from './mapPanel';
import { PIN } from './separate';

export interface MarkerPinProps {
  item: MapItem;
  selected: boolean;
  /** The list entry under the pointer: the marker bounces. */
  bouncing: boolean;
  onClick: (item: MapItem) => void;
  /** Offline plot: where to draw it; on Google Maps the map places it. */
  style?: CSSProperties;
  /** google-map-react reads these from its children. */
  lat?: number;
  lng?: number;
}

const GLYPHS: Record<MapItem['kind'], string> = {
  community: 'M6 11 12 6l6 5v6H6z',
  attraction: 'M12 5l2 4.5 5 .5-3.8 3.3 1.2 4.9L12 15.6 7.6 18.2l1.2-4.9L5 10l5-.5z',
  airport: 'M12 4v6l6 3v2l-6-1.5V17l2 1.5V20l-2-.6-2 .6v-1.5l2-1.5v-3.5L6 15v-2l6-3',
};

/** One marker: a focusable button with the item's name, shaped and coloured by its kind. */
export function MarkerPin({ item, selected, bouncing, onClick, style }: MarkerPinProps) {
  const classes = ['map-marker', `map-marker--${item.kind}`];
  if (selected) classes.push('is-selected');
  if (bouncing) classes.push('is-bouncing');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      style={style}
      title={item.name}
      aria-label={item.name}
      aria-pressed={selected}
      data-map-marker={item.key}
      onClick={(event) => {
        event.stopPropagation();
        onClick(item);
      }}
    >
      <svg viewBox="0 0 24 32" width={PIN.width} height={PIN.height} aria-hidden="true">
        <path
          className="map-marker__pin"
          d="M12 31C12 31 2 18.5 2 11a10 10 0 0 1 20 0c0 7.5-10 20-10 20z"
        />
        <path className="map-marker__glyph" d={GLYPHS[item.kind]} />
      </svg>
      {/* Shown when selected, and on hover or keyboard focus (CSS); the button has its name. */}
      <span className="map-marker__label" aria-hidden="true">
        {item.name}
      </span>
    </button>
  );
}
