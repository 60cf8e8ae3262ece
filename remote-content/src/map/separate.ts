import type { Point } from './projection';
import type { Placed } from './spread';

/*
 * The last step of placing the offline map's markers: after spreadMarkers has fanned out the
 * groups, no pin may still cover another pin, an edge badge (the airports off the map, buttons
 * too) or run past the map's side, where it was cut to a sliver. WCAG 2.5.8 wants each target
 * whole and clear of the others; Lighthouse's target-size audit failed the map on all three.
 * Pure: the same input gives the same output.
 */

/** A rectangle on screen, in pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A pin's size, as MarkerPin draws it: it stands above its tip, centred on it. */
export const PIN = { width: 28, height: 37 };

/** Room kept between a pin and whatever is next to it. */
const CLEARANCE_PX = 2;
/** How far from where spreadMarkers put it a pin is looked for a free spot, and how finely. */
const SEARCH_RADIUS_PX = 160;
const SEARCH_STEP_PX = 3;

export const pinBox = ({ x, y }: Point): Box => ({
  left: x - PIN.width / 2,
  right: x + PIN.width / 2,
  top: y - PIN.height,
  bottom: y,
});

/**
 * The offsets from a spot that are tried, nearest first (rings SEARCH_STEP_PX apart, points about
 * SEARCH_STEP_PX apart on each), as x, y pairs: the same for every marker, so worked out once.
 * About 9,000 points; a crowded map tries thousands for each pin, so they are not made afresh.
 */
let offsets: Float64Array | null = null;
function aroundOffsets(): Float64Array {
  if (offsets) return offsets;
  const pairs: number[] = [];
  for (let r = SEARCH_STEP_PX; r <= SEARCH_RADIUS_PX; r += SEARCH_STEP_PX) {
    const steps = Math.max(8, Math.ceil((2 * Math.PI * r) / SEARCH_STEP_PX));
    for (let k = 0; k < steps; k += 1) {
      const angle = (2 * Math.PI * k) / steps;
      pairs.push(r * Math.cos(angle), r * Math.sin(angle));
    }
  }
  offsets = Float64Array.from(pairs);
  return offsets;
}

/**
 * Each marker of a place inside the map, in turn, keeps its spot if its pin is wholly inside
 * the map and clear of the obstacles and of the pins already placed, else takes the nearest spot
 * that is (within SEARCH_RADIUS_PX; past that it stays, which a map of this portal never needs).
 * A marker of a place outside the map is left where it is: half shown at the side, it slides
 * in whole as the map moves; the others keep clear of it. Each moved marker keeps its true
 * place (`at`) for its leader line.
 */
export function separate(
  placed: readonly Placed[],
  { bounds, obstacles = [] }: { bounds: { width: number; height: number }; obstacles?: Box[] },
): Placed[] {
  const onMap = ({ x, y }: Point) => x >= 0 && y >= 0 && x <= bounds.width && y <= bounds.height;
  const taken: Box[] = [
    ...obstacles,
    ...placed.filter((p) => !onMap(p.at)).map((p) => pinBox(p.drawn)),
  ];
  // pinBox and the overlap test, spelled out: asked of thousands of spots for a pin on a
  // crowded map, plain numbers and a plain loop are five times quicker than a box per spot.
  const free = ({ x, y }: Point) => {
    const left = x - PIN.width / 2;
    const right = x + PIN.width / 2;
    const top = y - PIN.height;
    if (left < 0 || top < 0 || right > bounds.width || y > bounds.height) return false;
    for (const other of taken) {
      if (
        left < other.right + CLEARANCE_PX &&
        other.left < right + CLEARANCE_PX &&
        top < other.bottom + CLEARANCE_PX &&
        other.top < y + CLEARANCE_PX
      ) {
        return false;
      }
    }
    return true;
  };
  return placed.map((marker) => {
    if (!onMap(marker.at)) return marker;
    let spot: Point = marker.drawn;
    if (!free(spot)) {
      const around = aroundOffsets();
      for (let i = 0; i < around.length; i += 2) {
        const candidate = { x: marker.drawn.x + around[i], y: marker.drawn.y + around[i + 1] };
        if (free(candidate)) {
          spot = candidate;
          break;
        }
      }
    }
    taken.push(pinBox(spot));
    return spot === marker.drawn ? marker : { ...marker, drawn: spot };
  });
}
