import type { Point } from './projection';

/*
 * Markers that would cover each other on screen are fanned out around the middle of their
 * group, each on a short leader line from its true position, so every marker stays visible
 * and clickable (Magic Kingdom beside EPCOT when zoomed out; Regal Palms inside Highlands
 * Reserve at any zoom). Pure: screen points in, screen points out, the same for the same input.
 */

export interface Placed {
  key: string;
  /** Where the place really is on screen. */
  at: Point;
  /** Where its marker is drawn: `at`, or moved aside when it would cover another. */
  drawn: Point;
}

/**
 * Two pin tips closer than this (pixels) would overlap or crowd each other: a pin is 28 px wide
 * and 37 tall, and WCAG 2.5.8 wants each target clear of the others (34 px left pins one above
 * the other half covered, and Lighthouse's target-size audit failed the map).
 */
export const MARKER_GAP_PX = 44;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Partitions 0..n-1 by the links given: connected members end up in one group, in order. */
function partition(n: number, linked: (i: number, j: number) => boolean): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      if (root(i) !== root(j) && linked(i, j)) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i += 1) groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  return [...groups.values()];
}

/** n markers on a circle around `centre`, neighbours `gap` apart, keeping their bearing order. */
function fanOut(centre: Point, members: readonly Point[], gap: number): Point[] {
  const n = members.length;
  const radius = n === 2 ? gap / 2 : gap / (2 * Math.sin(Math.PI / n));
  // Start from the first member's own bearing, so two markers separate along their own line.
  const bearings = members.map((p, i) =>
    p.x === centre.x && p.y === centre.y ? i : Math.atan2(p.y - centre.y, p.x - centre.x),
  );
  const order = members.map((_, i) => i).sort((a, b) => bearings[a] - bearings[b] || a - b);
  const start = bearings[order[0]];
  const result: Point[] = new Array(n);
  order.forEach((member, slot) => {
    const angle = start + (2 * Math.PI * slot) / n;
    result[member] = {
      x: centre.x + radius * Math.cos(angle),
      y: centre.y + radius * Math.sin(angle),
    };
  });
  return result;
}

/**
 * Where to draw each marker so none is closer than `gap` to another. Groups that still touch
 * after fanning out are merged and fanned out together, a few rounds at most.
 */
export function spreadMarkers(
  items: readonly { key: string; at: Point }[],
  gap = MARKER_GAP_PX,
): Placed[] {
  // Start with the markers that cover each other, directly or through others.
  let clusters = partition(items.length, (i, j) => distance(items[i].at, items[j].at) < gap);
  let drawn: Point[] = [];
  for (let round = 0; round < 8; round += 1) {
    drawn = items.map((i) => i.at);
    for (const members of clusters) {
      if (members.length < 2) continue;
      const points = members.map((m) => items[m].at);
      const centre = {
        x: points.reduce((s, p) => s + p.x, 0) / points.length,
        y: points.reduce((s, p) => s + p.y, 0) / points.length,
      };
      fanOut(centre, points, gap).forEach((p, k) => (drawn[members[k]] = p));
    }
    // Clusters whose fanned-out markers touch another cluster's are fanned out together next.
    const touch = (a: number, b: number) =>
      clusters[a].some((i) => clusters[b].some((j) => distance(drawn[i], drawn[j]) < gap * 0.999));
    const merged = partition(clusters.length, touch).map((group) =>
      group.flatMap((c) => clusters[c]).sort((a, b) => a - b),
    );
    if (merged.length === clusters.length) break;
    clusters = merged;
  }
  return items.map((item, i) => ({ key: item.key, at: item.at, drawn: drawn[i] }));
}
