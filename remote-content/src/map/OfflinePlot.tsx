import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { contentTexts } from '../texts';
import { edgeMarkers } from './edges';
import { Geography } from './Geography';
import { MAP_CONSTANTS, type MapItem } from './mapPanel';
import { MarkerPin } from './MarkerPin';
import { fitView, kmPerPixel, panBy, toScreen, type Point, type View } from './projection';
import { separate, type Box } from './separate';
import { spreadMarkers } from './spread';
import type { FocusCommand } from './useMapPanel';

const t = contentTexts.map;

const MIN_ZOOM = 6;
/** Markers this far outside the box are still placed (and spread), so they slide in whole. */
const OFFSCREEN_PX = 60;
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
  /** Where the map opens (docs/florida-content.md: near Orlando, zoom 12); Google Maps reads its settings. */
  initialView?: View;
}

const ORLANDO_AREA: View = { center: { lat: 28.39, lng: -81.52 }, zoom: MAP_CONSTANTS.initialZoom };

function niceKm(maxKm: number) {
  const options = [0.5, 1, 2, 5, 10, 20, 50, 100];
  return options.filter((k) => k <= maxKm).pop() ?? options[0];
}

/**
 * The map without Google: markers placed by Web Mercator over the county outlines of central
 * Florida, opening on the Orlando area at zoom 12 (docs/florida-content.md), with the same selection behaviour
 * (hover bounce, click to select, zoom 15 on a list choice, info window, background click
 * clears), dragging to pan and buttons to zoom. Markers that would cover each other are fanned
 * out; airports off the map are marked at its edge with their distance.
 */

/** The text of an airport's edge badge: "MCO 13 mi". */
const edgeLabelOf = (key: string, miles: number) => t.edgeLabel(key.replace('airport-', ''), miles);

/**
 * Where an edge badge (.map-edge, centred on its point, at least 24 px high) stands, from its
 * text: about 7.5 px a character at its 0.8rem, with the arrow and padding; wide rather than
 * narrow, so no pin is drawn under it.
 */
function edgeBadgeBox(at: { x: number; y: number }, label: string): Box {
  const width = label.length * 7.5 + 40;
  const height = 28;
  return {
    left: at.x - width / 2,
    right: at.x + width / 2,
    top: at.y - height / 2,
    bottom: at.y + height / 2,
  };
}

/** Room kept between an edge badge and the map's side. */
const EDGE_BADGE_MARGIN_PX = 4;

/**
 * Where an edge badge stands once slid along the map's side, if need be, so that all of it
 * shows: edgeMarkers puts its middle 28 px in, and a badge is wider than twice that.
 */
function badgeInside(at: Point, label: string, size: { width: number; height: number }): Point {
  const half = edgeBadgeBox({ x: 0, y: 0 }, label);
  const within = (value: number, halfExtent: number, extent: number) => {
    const room = halfExtent + EDGE_BADGE_MARGIN_PX;
    return Math.min(Math.max(value, room), Math.max(room, extent - room));
  };
  return { x: within(at.x, half.right, size.width), y: within(at.y, half.bottom, size.height) };
}

export function OfflinePlot(props: MapViewProps) {
  const { allItems, items, selectedKey, hoveredKey, infoKey, focus } = props;
  const initialView = props.initialView ?? ORLANDO_AREA;
  const boxRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(DEFAULT_SIZE);
  const positions = useMemo(() => allItems.map((i) => ({ lat: i.lat, lng: i.lon })), [allItems]);
  const [view, setView] = useState<View>(initialView);
  const [appliedFocus, setAppliedFocus] = useState(0);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);

  // Measured before the first paint: measured after it, the map was painted at its default
  // size, then laid out and painted again at its own, its markers moving (the map page's only
  // layout shift).
  useLayoutEffect(() => {
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

  // Apply each focus request once: a list choice zooms in to 15, a marker click only pans.
  if (focus && focus.seq !== appliedFocus) {
    setAppliedFocus(focus.seq);
    setView((old) => {
      const zoom = focus.zoom === null ? old.zoom : Math.max(old.zoom, focus.zoom);
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

  const kmPx = kmPerPixel(view.center.lat, view.zoom);
  const scaleKm = niceKm(kmPx * 140);
  const near = items
    .map((item) => ({ item, at: toScreen({ lat: item.lat, lng: item.lon }, view, size) }))
    .filter(
      ({ at }) =>
        at.x > -OFFSCREEN_PX &&
        at.y > -OFFSCREEN_PX &&
        at.x < size.width + OFFSCREEN_PX &&
        at.y < size.height + OFFSCREEN_PX,
    );
  const edges = edgeMarkers(
    items
      .filter((i) => i.kind === 'airport')
      .map((i) => ({
        key: i.key,
        position: { lat: i.lat, lng: i.lon },
        screen: toScreen({ lat: i.lat, lng: i.lon }, view, size),
      })),
    view.center,
    size,
  ).map((edge) => {
    const label = edgeLabelOf(edge.key, edge.miles);
    return { ...edge, label, at: badgeInside(edge.at, label, size) };
  });
  const placed = separate(spreadMarkers(near.map(({ item, at }) => ({ key: item.key, at }))), {
    bounds: size,
    obstacles: edges.map((edge) => edgeBadgeBox(edge.at, edge.label)),
  });

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
      {/* Above the map, not over it: buttons over the plot hid the markers beneath them
          (WCAG 2.5.8 target size; Lighthouse's target-size failed the map). */}
      <div className="map-controls">
        <button type="button" className="button" onClick={() => zoomBy(1)} aria-label={t.zoomIn}>
          +
        </button>
        <button type="button" className="button" onClick={() => zoomBy(-1)} aria-label={t.zoomOut}>
          −
        </button>
        <button type="button" className="button" onClick={() => setView(initialView)}>
          {t.orlandoArea}
        </button>
        <button type="button" className="button" onClick={() => setView(fitView(positions, size))}>
          {t.fitAll}
        </button>
      </div>
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
        <Geography view={view} size={size} />
        <svg
          className="offline-map__leaders"
          width={size.width}
          height={size.height}
          aria-hidden="true"
        >
          {placed
            .filter((p) => p.drawn.x !== p.at.x || p.drawn.y !== p.at.y)
            .map((p) => (
              <g key={p.key}>
                <line x1={p.at.x} y1={p.at.y} x2={p.drawn.x} y2={p.drawn.y} />
                <circle cx={p.at.x} cy={p.at.y} r={3} />
              </g>
            ))}
        </svg>
        {placed.map((p, i) => (
          <MarkerPin
            key={p.key}
            item={near[i].item}
            selected={selectedKey === p.key}
            bouncing={hoveredKey === p.key}
            onClick={props.onMarkerClick}
            style={{ left: p.drawn.x, top: p.drawn.y }}
          />
        ))}
        {edges.map((edge) => {
          const item = items.find((i) => i.key === edge.key) as MapItem;
          return (
            <button
              key={edge.key}
              type="button"
              className="map-edge"
              style={{ left: edge.at.x, top: edge.at.y }}
              data-map-edge={edge.key}
              onClick={(event) => {
                event.stopPropagation();
                props.onMarkerClick(item);
              }}
            >
              <span
                className="map-edge__arrow"
                style={{ rotate: `${edge.angle}deg` }}
                aria-hidden="true"
              >
                ➜
              </span>
              {/* The name is this text rather than an aria-label, which would not hold the
                  visible "MCO 13 mi" (WCAG 2.5.3, label in name). */}
              <span className="visually-hidden">{t.edgeMarker(item.name, edge.miles)}</span>
              <span aria-hidden="true">{edge.label}</span>
            </button>
          );
        })}
        {infoItem && infoPoint ? (
          <div className="offline-map__info" style={infoStyle}>
            {props.renderInfo(infoItem)}
          </div>
        ) : null}
        <div className="map-scale" aria-hidden="true">
          <span style={{ width: scaleKm / kmPx }} />
          {t.scale(scaleKm)}
        </div>
      </div>
      <p className="offline-map__source">{t.geographySource}</p>
      <ul className="map-legend">
        <li className="map-legend__community">{t.legend.community}</li>
        <li className="map-legend__attraction">{t.legend.attraction}</li>
        <li className="map-legend__airport">{t.legend.airport}</li>
      </ul>
    </div>
  );
}
