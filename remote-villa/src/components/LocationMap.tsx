import type { VillaProperty } from '@villa/shared/contract';
import { texts } from '@villa/shared/texts';
import { FactList } from '@villa/shared/villa-ui';
import { villaTexts } from '../texts';

/*
 * Where the villa is, drawn offline: the villa (or its community) among the parks and the
 * airport, with the estimated driving times. No map service is needed, so it works without a
 * Google Maps key or network; "Open in map" links to the community on a public map.
 */

type DriveKey = 'magicKingdom' | 'epcot' | 'universal' | 'mco';

/** Landmarks' positions (decimal degrees). */
const LANDMARKS: { key: DriveKey; lat: number; lon: number }[] = [
  { key: 'magicKingdom', lat: 28.4177, lon: -81.5812 },
  { key: 'epcot', lat: 28.3747, lon: -81.5494 },
  { key: 'universal', lat: 28.4743, lon: -81.4678 },
  { key: 'mco', lat: 28.4312, lon: -81.3081 },
];

const WIDTH = 560;
const HEIGHT = 320;
const PAD_X = 40;
const PAD_Y = 40;

export function LocationMap({ property }: { property: VillaProperty }) {
  const { community } = property;
  const lat = property.lat ?? community.lat;
  const lon = property.lon ?? community.lon;
  const drives = LANDMARKS.filter((l) => community.distances[l.key] !== undefined);

  const points = [...LANDMARKS, ...(lat !== null && lon !== null ? [{ lat, lon }] : [])];
  const minLat = Math.min(...points.map((p) => p.lat));
  const maxLat = Math.max(...points.map((p) => p.lat));
  const minLon = Math.min(...points.map((p) => p.lon));
  const maxLon = Math.max(...points.map((p) => p.lon));
  // Equal scale both ways (at this latitude a degree of longitude is about 0.88 of latitude).
  const lonScale = 0.88;
  const spanX = Math.max((maxLon - minLon) * lonScale, 0.01);
  const spanY = Math.max(maxLat - minLat, 0.01);
  const scale = Math.min((WIDTH - 2 * PAD_X) / spanX, (HEIGHT - 2 * PAD_Y) / spanY);
  // Centred in the frame, whichever way the points spread.
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  const x = (pLon: number) => offsetX + (pLon - minLon) * lonScale * scale;
  const y = (pLat: number) => HEIGHT - offsetY - (pLat - minLat) * scale;
  /** Labels lean inwards near the frame's sides, so none is cut off. */
  const anchor = (px: number) =>
    px < WIDTH * 0.25 ? 'start' : px > WIDTH * 0.75 ? 'end' : 'middle';
  const nudge = (px: number) => (px < WIDTH * 0.25 ? -8 : px > WIDTH * 0.75 ? 8 : 0);

  return (
    <div className="location">
      {lat !== null && lon !== null ? (
        <figure className="location__map">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={villaTexts.mapLabel(community.fullName)}
          >
            <rect width={WIDTH} height={HEIGHT} rx="8" className="location__ground" />
            {LANDMARKS.map((l) => (
              <line
                key={`line-${l.key}`}
                x1={x(lon)}
                y1={y(lat)}
                x2={x(l.lon)}
                y2={y(l.lat)}
                className="location__route"
              />
            ))}
            {LANDMARKS.map((l) => (
              <g key={l.key} transform={`translate(${x(l.lon)} ${y(l.lat)})`}>
                <circle r="6" className="location__landmark" />
                <text
                  x={nudge(x(l.lon))}
                  y="-12"
                  textAnchor={anchor(x(l.lon))}
                  className="location__label"
                >
                  {villaTexts.driving[l.key].replace(' (MCO)', '')}
                  {community.distances[l.key] !== undefined
                    ? ` · ${villaTexts.minutesShort(community.distances[l.key] as number, community.coordApproximate)}`
                    : ''}
                </text>
              </g>
            ))}
            <g transform={`translate(${x(lon)} ${y(lat)})`}>
              <circle r="9" className="location__villa" />
              <text
                x={nudge(x(lon))}
                y="26"
                textAnchor={anchor(x(lon))}
                className="location__label location__label--villa"
              >
                {property.villaName}
              </text>
            </g>
          </svg>
        </figure>
      ) : null}
      <div>
        {drives.length > 0 ? (
          <>
            <p>
              {community.coordApproximate
                ? villaTexts.drivingTimesApproximate
                : villaTexts.drivingTimesIntro}
            </p>
            <FactList
              className="driving-times"
              facts={drives.map((l) => ({
                key: l.key,
                label: villaTexts.driving[l.key],
                value: villaTexts.minutes(
                  community.distances[l.key] as number,
                  community.coordApproximate,
                ),
              }))}
            />
          </>
        ) : (
          <p className="muted">{villaTexts.noDrivingTimes}</p>
        )}
        <p>
          <a href={community.mapUrl} target="_blank" rel="noopener noreferrer">
            {villaTexts.openMap}
            <span className="visually-hidden"> {texts.opensInNewTab}</span>
          </a>
        </p>
      </div>
    </div>
  );
}
