import type { GeoView } from '../model/geo-view.js';
import { type LoadedGeodata, loadGeodata } from '../pack/load.js';
import { composeGeoViews } from './compose-geo-views.js';
import { countyOverlayDir, overlayManifestVersion, readOverlayManifest } from './county-overlay-store.js';

/** The main pack's view plus every county overlay built so far, reloaded when the overlay manifest changes. */
export interface OverlaidView {
  /** The composed view as of the manifest now on disk (one `stat` when nothing changed). */
  view(): GeoView;
  /** FIPS codes of the counties loaded in `view()`. */
  counties(): readonly string[];
  /** The county packs loaded in `view()`, in the manifest's order. */
  overlays(): readonly LoadedGeodata[];
}

/**
 * Watches `<packDir>/county-overlays/manifest.json` for one process (or engine thread): on a change only the new
 * counties' packs are loaded (and removed ones dropped), the main pack's view and the overlays already loaded are
 * kept as they are.
 */
export function createOverlaidView(packDir: string, base: GeoView): OverlaidView {
  let version = '';
  let composed = base;
  const loaded = new Map<string, { hash: string; pack: LoadedGeodata }>();
  const refresh = () => {
    const now = overlayManifestVersion(packDir);
    if (now === version) return;
    version = now;
    const { counties } = readOverlayManifest(packDir);
    // A county taken out of the manifest (the overlays' disk budget) leaves the view.
    for (const fips of [...loaded.keys()]) if (!counties.some((c) => c.fips === fips)) loaded.delete(fips);
    for (const entry of counties) {
      const have = loaded.get(entry.fips);
      if (have?.hash === entry.contentHash) continue;
      loaded.set(entry.fips, {
        hash: entry.contentHash,
        pack: loadGeodata(countyOverlayDir(packDir, entry.fips)),
      });
    }
    composed = composeGeoViews(
      base,
      [...loaded.values()].map((o) => o.pack.view),
    );
  };
  return {
    view: () => {
      refresh();
      return composed;
    },
    counties: () => {
      refresh();
      return [...loaded.keys()];
    },
    overlays: () => {
      refresh();
      return [...loaded.values()].map((o) => o.pack);
    },
  };
}
