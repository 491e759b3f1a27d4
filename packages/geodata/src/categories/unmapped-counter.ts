/** Tallies source categories that mapped to no SiteScout category, for the manifest. */
export class UnmappedCounter {
  private readonly counts = new Map<string, number>();

  add(labels: readonly string[]): void {
    for (const label of labels) this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }

  /** Sorted by count (desc) then label, so the manifest is deterministic. */
  toRecord(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
  }
}
