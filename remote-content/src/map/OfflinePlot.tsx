import { useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { contentTexts } from '../texts';
import { MAP_CONSTANTS, type MapItem } from './mapPanel';
import { MarkerPin } from './MarkerPin';
import { fitView, kmPerPixel, panBy, toScreen, type View } from './projection';
import type { FocusCommand } from './useMapPanel';

const t = contentTexts.map;

/** Without tiles a closer zoom shows nothing around a place, so a selection stops here. */
export const OFFLINE_SELECTED_ZOOM = 12;
const MIN_ZOOM = 6;
const MAX_ZOOM = 16;
const DRAG_THRESHOLD_PX = 4;
const KEY_PAN_PX = 80;
/** A focused place is drawn this share of the box's height below the centre. */
const INFO_ROOM_SHARE = 0.28;
const DEFAULT_SIZE: { width: number; height: number } = {
  width: 800,
  height: MAP_CONSTANTS.heightPx,
};

export interface MapViewProps {
  /** Every marker the map can show (for fitting), and the ones shown now. */
  allItems: readonly MapItem[];
  items: readonly MapItem[];
  selectedKey: string | null;
  hoveredKey: string | null;
  infoKey: string | null;
  focus: FocusCommand | null;
  onMarkerClick: (item: MapItem) => void;
  onMapClick: () => void;
  renderInfo: (item: MapItem) => ReactNode;
}

function gridStep(zoom: number) {
  if (zoom >= 12) return 0.05;
  if (zoom >= 10) return 0.1;
  if (zoom >= 8) return 0.5;
  return 1;
}

function niceKm(maxKm: number) {
  const options = [0.5, 1, 2, 5, 10, 20, 50, 100];
  return options.filter((k) => k <= maxKm).pop() ?? options[0];
}

/**
 * The map without Google: every marker placed by Web Mercator on a lat/lon grid, with the same
 * selection behaviour (hover bounce, click to select, info window, background click clears),
 * dragging to pan and buttons to zoom.
 */
export function OfflinePlot(props: MapViewProps) {
  const { allItems, items, selectedKey, hoveredKey, infoKey, focus } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const positions = useMemo(() => allItems.map((i) => ({ lat: i.lat, lng: i.lon })), [allItems]);
  const [view, setView] = useState<View>(() => fitView(positions, DEFAULT_SIZE));
  const [fitted, setFitted] = useState(false);
  const [appliedFocus, setAppliedFocus] = useState(0);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      const width = box.clientWidth || DEFAULT_SIZE.width;
      const height = box.clientHeight || DEFAULT_SIZE.height;
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Fit everything once the real size is known; apply each focus request once.
  if (!fitted && size !== DEFAULT_SIZE) {
    setFitted(true);
    setView(fitView(positions, size));
  }
  if (focus && focus.seq !== appliedFocus) {
    setAppliedFocus(focus.seq);
    setView((old) => {
      const zoom =
        focus.zoom === null
          ? old.zoom
          : Math.max(old.zoom, Math.min(focus.zoom, OFFLINE_SELECTED_ZOOM));
      // The place sits low in the box, leaving room above it for the info window.
      return panBy({ center: focus.center, zoom }, 0, size.height * INFO_ROOM_SHARE);
    });
  }

  const zoomBy = (delta: number) =>
    setView((old) => ({ ...old, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, old.zoom + delta)) }));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button, a, .info-window')) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    setView(panBy(d.view, dx, dy));
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    // A press without a drag is a click on the map: it clears the selection.
    if (d && !d.moved) props.onMapClick();
  };

  const step = gridStep(view.zoom);
  const kmPx = kmPerPixel(view.center.lat, view.zoom);
  const scaleKm = niceKm(kmPx * 140);
  const lines = useMemo(() => {
    const result: { key: string; x1: number; y1: number; x2: number; y2: number; label: string }[] =
      [];
    const topLeft = panBy(view, size.width / 2, size.height / 2).center;
    const bottomRight = panBy(view, -size.width / 2, -size.height / 2).center;
    const firstLng = Math.ceil(topLeft.lng / step) * step;
    for (let lng = firstLng; lng <= bottomRight.lng && result.length < 80; lng += step) {
      const x = toScreen({ lat: view.center.lat, lng }, view, size).x;
      result.push({
        key: `lng${lng.toFixed(3)}`,
        x1: x,
        y1: 0,
        x2: x,
        y2: size.height,
        label: `${Math.abs(lng).toFixed(step < 0.1 ? 2 : 1)}°W`,
      });
    }
    const firstLat = Math.ceil(bottomRight.lat / step) * step;
    for (let lat = firstLat; lat <= topLeft.lat && result.length < 160; lat += step) {
      const y = toScreen({ lat, lng: view.center.lng }, view, size).y;
      result.push({
        key: `lat${lat.toFixed(3)}`,
        x1: 0,
        y1: y,
        x2: size.width,
        y2: y,
        label: `${lat.toFixed(step < 0.1 ? 2 : 1)}°N`,
      });
    }
    return result;
  }, [view, size, step]);

  const infoItem = infoKey ? items.find((i) => i.key === infoKey) : undefined;
  const infoPoint = infoItem
    ? toScreen({ lat: infoItem.lat, lng: infoItem.lon }, view, size)
    : null;
  const infoWidth = Math.min(MAP_CONSTANTS.infoWindowMaxWidthPx, size.width - 16);
  const infoLeft = infoPoint
    ? Math.max(8, Math.min(size.width - infoWidth - 8, infoPoint.x - infoWidth / 2))
    : 0;
  // Above the marker when there is more room there, else below; it scrolls if still too tall.
  const spaceAbove = infoPoint ? infoPoint.y - 44 : 0;
  const spaceBelow = infoPoint ? size.height - infoPoint.y - 12 : 0;
  const infoStyle = infoPoint
    ? spaceAbove >= spaceBelow
      ? {
          left: infoLeft,
          width: infoWidth,
          bottom: size.height - spaceAbove,
          maxHeight: spaceAbove - 8,
        }
      : { left: infoLeft, width: infoWidth, top: infoPoint.y + 12, maxHeight: spaceBelow - 8 }
    : undefined;

  return (
    <div className="offline-map">
      <p className="offline-map__note">{t.offlineNote}</p>
      <div
        ref={boxRef}
        className="offline-map__box"
        style={{ height: MAP_CONSTANTS.heightPx }}
        role="region"
        aria-label={t.plotLabel}
        data-testid="offline-map"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'Escape') return props.onMapClick();
          // Keyboard panning and zooming when the plot itself has focus.
          if (event.target !== event.currentTarget) return;
          const step = KEY_PAN_PX;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [step, 0],
            ArrowRight: [-step, 0],
            ArrowUp: [0, step],
            ArrowDown: [0, -step],
          };
          if (moves[event.key]) {
            event.preventDefault();
            const [dx, dy] = moves[event.key];
            setView((old) => panBy(old, dx, dy));
          } else if (event.key === '+' || event.key === '=') {
            zoomBy(1);
          } else if (event.key === '-') {
            zoomBy(-1);
          }
        }}
      >
        <svg
          className="offline-map__grid"
          width={size.width}
          height={size.height}
          aria-hidden="true"
        >
          {lines.map((l) => (
            <g key={l.key}>
              <line x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} />
              <text x={l.x1 === 0 ? 4 : l.x1 + 4} y={l.y1 === 0 ? 14 : l.y1 - 4}>
                {l.label}
              </text>
            </g>
          ))}
        </svg>
        {items.map((item) => {
          const p = toScreen({ lat: item.lat, lng: item.lon }, view, size);
          if (p.x < -40 || p.y < -40 || p.x > size.width + 40 || p.y > size.height + 40)
            return null;
          return (
            <MarkerPin
              key={item.key}
              item={item}
              selected={selectedKey === item.key}
              bouncing={hoveredKey === item.key}
              onClick={props.onMarkerClick}
              style={{ left: p.x, top: p.y }}
            />
          );
        })}
        {infoItem && infoPoint ? (
          <div className="offline-map__info" style={infoStyle}>
            {props.renderInfo(infoItem)}
          </div>
        ) : null}
        <div className="map-controls">
          <button type="button" className="button" onClick={() => zoomBy(1)} aria-label={t.zoomIn}>
            +
          </button>
          <button
            type="button"
            className="button"
            onClick={() => zoomBy(-1)}
            aria-label={t.zoomOut}
          >
            −
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setView(fitView(positions, size))}
          >
            {t.fitAll}
          </button>
        </div>
        <div className="map-scale" aria-hidden="true">
          <span style={{ width: scaleKm / kmPx }} />
          {t.scale(scaleKm)}
        </div>
      </div>
      <ul className="map-legend">
        <li className="map-legend__community">{t.legend.community}</li>
        <li className="map-legend__attraction">{t.legend.attraction}</li>
        <li className="map-legend__airport">{t.legend.airport}</li>
      </ul>
    </div>
  );
}
