import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Resolves a path under GEODATA_DIR, or null (with a warning) when the file is missing. `fallbacks` are
 * searched after it (`DATA_DIR/downloads`, where `data:fetch` puts files in the same layout).
 */
export class DataDir {
  readonly warnings: string[] = [];
  constructor(
    readonly root: string,
    readonly fallbacks: readonly string[] = [],
  ) {}
  file(relative: string): string | null {
    for (const base of [this.root, ...this.fallbacks]) {
      const full = join(base, relative);
      if (existsSync(full)) return full;
    }
    this.warnings.push(`missing ${relative}: dataset skipped`);
    return null;
  }
  list(relative: string): string[] {
    const full = join(this.root, relative);
    return existsSync(full) ? readdirSync(full).sort() : [];
  }
}
