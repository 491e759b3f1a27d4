/** A point on screen, in pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** Groups of indices whose points lie closer than `gap` to one another, directly or through a chain. */
function groupsWithin(points: readonly ScreenPoint[], gap: number): number[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  points.forEach((a, i) => {
    points.forEach((b, j) => {
      if (j > i && Math.hypot(a.x - b.x, a.y - b.y) < gap) parent[root(j)] = root(i);
    });
  });
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => {
    groups.set(root(i), [...(groups.get(root(i)) ?? []), i]);
  });
  return [...groups.values()];
}

/**
 * Offsets (pixels) that spread markers which would cover one another: each group of markers closer than `gap` is
 * laid out on a circle round its centre, in its given order (first at the top, clockwise), at least `gap` apart;
 * a marker on its own keeps its place ([0, 0]).
 *
 * @example spreadOffsets([{ x: 0, y: 0 }, { x: 2, y: 0 }], 30) // [[1, -15], [1, 15]] (rounded)
 */
export function spreadOffsets(points: readonly ScreenPoint[], gap: number): Array<[number, number]> {
  const offsets = points.map((): [number, number] => [0, 0]);
  for (const group of groupsWithin(points, gap)) {
    if (group.length < 2) continue;
    const cx = group.reduce((s, i) => s + (points[i]?.x ?? 0), 0) / group.length;
    const cy = group.reduce((s, i) => s + (points[i]?.y ?? 0), 0) / group.length;
    // Neighbours on the circle are gap apart: chord 2r·sin(π/n) = gap.
    const radius = gap / (2 * Math.sin(Math.PI / group.length));
    group.forEach((index, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / group.length;
      const p = points[index] ?? { x: cx, y: cy };
      offsets[index] = [
        Math.round(cx + radius * Math.cos(angle) - p.x),
        Math.round(cy + radius * Math.sin(angle) - p.y),
      ];
    });
  }
  return offsets;
}
