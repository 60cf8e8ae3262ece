/*
 * Writes remote-content/src/map/geo/centralFlorida.json, the offline map's geography, from the
 * us-atlas package (U.S. Census Bureau cartographic boundaries, 1:10,000,000, as TopoJSON),
 * decoded with topojson-client: the Florida coast and state line, the borders between the
 * counties of central Florida (each shared border once) and a label point for each county.
 * Only the area the map can show around Orlando is kept, rounded to 4 decimals (about 10 m),
 * so the page loads a few kilobytes, lazily, instead of the whole country.
 *
 *   node remote-content/scripts/central-florida-geography.cjs
 *
 * A unit test (geography.test.ts) checks the committed file is what this script writes.
 */
const fs = require('node:fs');
const path = require('node:path');
const { feature, mesh } = require('topojson-client');

const OUT = path.join(__dirname, '..', 'src', 'map', 'geo', 'centralFlorida.json');
/** South, west, north, east: from Tampa to the Space Coast, Sanford to LEGOLAND and beyond. */
const BOUNDS = { south: 27.2, west: -83.1, north: 29.5, east: -80.1 };
const FLORIDA = '12';

const inBounds = ([lon, lat]) =>
  lat >= BOUNDS.south && lat <= BOUNDS.north && lon >= BOUNDS.west && lon <= BOUNDS.east;
const round = (n) => Math.round(n * 1e4) / 1e4;

/** The pieces of each line inside the bounds, with one point beyond each end so they reach the edge. */
function clip(lines) {
  const pieces = [];
  for (const line of lines) {
    let piece = [];
    line.forEach((point, i) => {
      const keep =
        inBounds(point) || inBounds(line[i - 1] ?? point) || inBounds(line[i + 1] ?? point);
      if (keep) piece.push([round(point[0]), round(point[1])]);
      else if (piece.length) {
        if (piece.length > 1) pieces.push(piece);
        piece = [];
      }
    });
    if (piece.length > 1) pieces.push(piece);
  }
  return pieces;
}

/** The middle of a county's largest ring's box: good enough for a label at county scale. */
function labelPoint(geometry) {
  const rings =
    geometry.type === 'Polygon' ? [geometry.coordinates[0]] : geometry.coordinates.map((p) => p[0]);
  const ring = rings.sort((a, b) => b.length - a.length)[0];
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [
    round((Math.min(...lons) + Math.max(...lons)) / 2),
    round((Math.min(...lats) + Math.max(...lats)) / 2),
  ];
}

function build() {
  const atlasDir = path.dirname(require.resolve('us-atlas/package.json'));
  const us = JSON.parse(fs.readFileSync(path.join(atlasDir, 'counties-10m.json'), 'utf8'));
  const isFloridaCounty = (g) => String(g.id).startsWith(FLORIDA);
  const isFlorida = (g) => String(g.id) === FLORIDA;

  // Borders shared by two Florida counties; the state's outline (coast and state lines).
  const borders = mesh(
    us,
    us.objects.counties,
    (a, b) => a !== b && isFloridaCounty(a) && isFloridaCounty(b),
  );
  const outline = mesh(us, us.objects.states, (a, b) =>
    a === b ? isFlorida(a) : isFlorida(a) || isFlorida(b),
  );
  const counties = feature(us, us.objects.counties)
    .features.filter((f) => isFloridaCounty(f))
    .map((f) => ({ name: f.properties.name, at: labelPoint(f.geometry) }))
    .filter((c) => inBounds(c.at))
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    source:
      'us-atlas 3.0.1 counties-10m (U.S. Census Bureau cartographic boundary files, 1:10,000,000)',
    bounds: BOUNDS,
    outline: clip(outline.coordinates),
    borders: clip(borders.coordinates),
    counties,
  };
}

module.exports = { build, OUT };

if (require.main === module) {
  fs.writeFileSync(OUT, `${JSON.stringify(build())}\n`);
  console.log(`wrote ${OUT} (${fs.statSync(OUT).size} bytes)`);
}
