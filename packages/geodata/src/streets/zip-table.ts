/** ZIP codes numbered in order of first use, as address-range segments store them: an index into `zips`, or -1. */
export class ZipTable {
  readonly zips: string[] = [];
  private readonly index = new Map<string, number>();

  /** The ZIP's number, added when new; -1 for a missing or malformed ZIP. */
  of(zip: string | null | undefined): number {
    if (!zip || !/^\d{5}$/.test(zip)) return -1;
    let n = this.index.get(zip);
    if (n === undefined) {
      n = this.zips.push(zip) - 1;
      this.index.set(zip, n);
    }
    return n;
  }
}
