import { isEstimate, type Provenance } from '@sitescout/engine';

export interface SourcedRef {
  ref: string;
  source: string;
  vintage: string;
}

export interface EstimateRef {
  ref: string;
  method: string;
}

/**
 * Numbers every provenance cited in the report, in reading order: published figures get S1, S2 …
 * (one per dataset and vintage), estimates E1, E2 … (one per method). Figures show their tag; the
 * sources page resolves the tags.
 */
export class CitationRegistry {
  private readonly sourcedByKey = new Map<string, SourcedRef>();
  private readonly estimatesByMethod = new Map<string, EstimateRef>();

  /** The tag of a provenance, registering it on first use: "S3" or "E7". */
  cite(p: Provenance): string {
    if (isEstimate(p)) {
      const method = p.estimate.method;
      let entry = this.estimatesByMethod.get(method);
      if (!entry) {
        entry = { ref: `E${this.estimatesByMethod.size + 1}`, method };
        this.estimatesByMethod.set(method, entry);
      }
      return entry.ref;
    }
    const key = `${p.source}\u0000${p.vintage}`;
    let entry = this.sourcedByKey.get(key);
    if (!entry) {
      entry = { ref: `S${this.sourcedByKey.size + 1}`, source: p.source, vintage: p.vintage };
      this.sourcedByKey.set(key, entry);
    }
    return entry.ref;
  }

  /** The printed tag: "[S3]" for published data, "[est. E7]" for estimates. */
  tag(p: Provenance): string {
    const ref = this.cite(p);
    return isEstimate(p) ? `[est. ${ref}]` : `[${ref}]`;
  }

  sourced(): SourcedRef[] {
    return [...this.sourcedByKey.values()];
  }

  estimates(): EstimateRef[] {
    return [...this.estimatesByMethod.values()];
  }
}
