/** Progress of one source: rows, bytes, steps done of a known number, time left. */
export interface SourceProgress {
  /** `done` of `total` steps (requests, pages, tiles, files); total may grow as paging discovers more. */
  step(done: number, total: number | null, rows?: number): void;
  bytes(received: number, total: number | null): void;
  note(text: string): void;
  finish(summary: string): void;
  fail(message: string): void;
}

export interface ProgressReporter {
  source(name: string): SourceProgress;
}

const BAR = 20;

function megabytes(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.round(bytes / 1e3)} kB`;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/**
 * On a terminal: one line per source, redrawn in place (bar, rows, bytes, time left). Otherwise: plain
 * lines, at most one per step (easy to read in CI logs).
 */
export function createProgressReporter(
  out: NodeJS.WritableStream & { isTTY?: boolean },
  now: () => number = Date.now,
): ProgressReporter {
  const tty = Boolean(out.isTTY);
  return {
    source(name) {
      const started = now();
      let done = 0;
      let total: number | null = null;
      let rows = 0;
      let received = 0;
      let lastDraw = 0;
      const label = name.padEnd(22);
      const draw = (force = false) => {
        if (!tty) return;
        const t = now();
        if (!force && t - lastDraw < 100) return;
        lastDraw = t;
        const share = total ? Math.min(1, done / total) : 0;
        const bar = total ? `[${'#'.repeat(Math.round(share * BAR)).padEnd(BAR, '.')}]` : '[ … ]'.padEnd(BAR + 2);
        const left =
          total && done > 0 && done < total ? `, ${duration(((t - started) / done) * (total - done))} left` : '';
        out.write(
          `\r${label} ${bar} ${done}${total ? `/${total}` : ''} · ${rows.toLocaleString('en-US')} rows · ${megabytes(received)}${left}\u001b[K`,
        );
      };
      return {
        step(d, t, r) {
          done = d;
          total = t;
          if (r !== undefined) rows = r;
          if (tty) draw(true);
          else
            out.write(
              `${name}: ${d}${t ? `/${t}` : ''} done${r !== undefined ? `, ${r.toLocaleString('en-US')} rows` : ''}\n`,
            );
        },
        bytes(r, _t) {
          received = r;
          draw();
        },
        note(text) {
          if (tty) out.write(`\r${label} ${text}\u001b[K\n`);
          else out.write(`${name}: ${text}\n`);
        },
        finish(summary) {
          if (tty) {
            draw(true);
            out.write(`\r${label} ✓ ${summary} (${duration(now() - started)})\u001b[K\n`);
          } else out.write(`${name}: done: ${summary} (${duration(now() - started)})\n`);
        },
        fail(message) {
          if (tty) out.write(`\r${label} ✗ ${message}\u001b[K\n`);
          else out.write(`${name}: FAILED: ${message}\n`);
        },
      };
    },
  };
}
