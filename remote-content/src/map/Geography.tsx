import { startTransition, useEffect, useMemo, useState } from 'react';
import { afterPageLoad } from '@villa/shared/ui';
import { contentTexts } from '../texts';
import { toWorld, type LatLng, type View } from './projection';

/*
 * The offline map's geography: the Florida coast and state line, the borders of the counties of
 * central Florida and their names (geo/centralFlorida.json, written from the us-atlas package by
 * scripts/central-florida-geography.cjs). The file is its own chunk, fetched once the page has
 * loaded and the browser is idle, and drawn as a transition (React yields while it draws):
 * fetched and drawn at once, it was the map page's longest task, between its content and the
 * first paint of it. Lines are kept in zoom-0 world pixels once and only scaled and shifted when
 * the view moves.
 */

export interface CentralFloridaGeography {
  outline: [number, number][][];
  borders: [number, number][][];
  counties: { name: string; at: [number, number] }[];
}

type WorldLines = { x: number; y: number }[][];

interface Prepared {
  outline: WorldLines;
  borders: WorldLines;
  counties: { name: string; x: number; y: number }[];
}

const world = ([lon, lat]: [number, number]) => toWorld({ lat, lng: lon }, 0);

function prepare(geo: CentralFloridaGeography): Prepared {
  return {
    outline: geo.outline.map((line) => line.map(world)),
    borders: geo.borders.map((line) => line.map(world)),
    counties: geo.counties.map((c) => ({ name: c.name, ...world(c.at) })),
  };
}

/** The geography once its chunk has arrived (null until then, or if it cannot be fetched). */
function useGeography(): Prepared | null {
  const [geo, setGeo] = useState<Prepared | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      import(/* webpackChunkName: "central-florida-geography" */ './geo/centralFlorida.json').then(
        (module) => {
          if (!active) return;
          const prepared = prepare(
            (module.default ?? module) as unknown as CentralFloridaGeography,
          );
          startTransition(() => setGeo(prepared));
        },
        // Without it the plot still works: markers, edge marks and the scale.
        () => undefined,
      );
    const cancel = afterPageLoad(() => void load());
    return () => {
      active = false;
      cancel();
    };
  }, []);
  return geo;
}

/** Downtown Orlando (the facts file's orlandoCentre). */
const ORLANDO: LatLng = { lat: 28.5383, lng: -81.3792 };

export function Geography({ view, size }: { view: View; size: { width: number; height: number } }) {
  const geo = useGeography();
  const scale = 2 ** view.zoom;
  const centre = toWorld(view.center, 0);
  const sx = (x: number) => (x - centre.x) * scale + size.width / 2;
  const sy = (y: number) => (y - centre.y) * scale + size.height / 2;
  const path = (lines: WorldLines) =>
    lines
      .map((line) =>
        line.map((p, i) => `${i ? 'L' : 'M'}${sx(p.x).toFixed(1)} ${sy(p.y).toFixed(1)}`).join(''),
      )
      .join('');
  const paths = useMemo(
    () => (geo ? { outline: path(geo.outline), borders: path(geo.borders) } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- path reads exactly these
    [geo, view.zoom, view.center.lat, view.center.lng, size.width, size.height],
  );
  const orlando = toWorld(ORLANDO, 0);
  return (
    <svg className="offline-map__geo" width={size.width} height={size.height} aria-hidden="true">
      {paths ? (
        <>
          <path className="offline-map__borders" d={paths.borders} />
          <path className="offline-map__coast" d={paths.outline} />
          {geo?.counties.map((c) => (
            <text key={c.name} className="offline-map__county" x={sx(c.x)} y={sy(c.y)}>
              {c.name.toUpperCase()}
            </text>
          ))}
        </>
      ) : null}
      <circle className="offline-map__city" cx={sx(orlando.x)} cy={sy(orlando.y)} r={4} />
      <text className="offline-map__city-name" x={sx(orlando.x) + 7} y={sy(orlando.y) + 4}>
        {contentTexts.map.orlando}
      </text>
    </svg>
  );
}
