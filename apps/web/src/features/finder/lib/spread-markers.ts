/** A point on screen, in pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

const ROUNDS = 200;

/**
 * Offsets (pixels) that spread markers which would cover one another: any two closer than `gap` are pushed apart
 * along the line between them, round after round, until none is (a marker with room keeps its place, [0, 0]).
 * Markers on the very same spot part in the order given (first towards the top).
 *
 * @example spreadOffsets([{ x: 0, y: 0 }, { x: 100, y: 0 }], 30) // [[0, 0], [0, 0]]
 */
export function spreadOffsets(points: readonly ScreenPoint[], gap: number): Array<[number, number]> {
  const at = points.map((p) => ({ x: p.x, y: p.y }));
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i];
        const b = at[j];
        if (!a || !b) continue;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        if (d >= gap - 0.01) continue;
        if (d < 0.01) {
          // Same spot: part them at an angle of their own, so three on one spot do not line up.
          const angle = Math.PI / 2 + (2 * Math.PI * j) / at.length;
          [dx, dy, d] = [Math.cos(angle), Math.sin(angle), 1];
        }
        // Each moves half the missing distance (a little more, so the rounds end).
        const push = (gap - d) / 2 + 0.05;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    if (!moved) break;
  }
  return at.map((p, i): [number, number] => [
    Math.round(p.x - (points[i]?.x ?? 0)),
    Math.round(p.y - (points[i]?.y ?? 0)),
  ]);
}
