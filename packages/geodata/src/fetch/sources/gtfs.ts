import { dirname, join } from 'node:path';
import { extractZipMembers, zipEntryNames } from '../../io/zip-members.js';
import type { FetchContext, ProductMeta } from '../fetch-context.js';
import { loadGtfsFeeds } from '../gtfs-feeds.js';
import type { SourceProgress } from '../progress.js';

/** The GTFS files the importer reads (trips, stop_times and calendar give real departures per stop). */
export const GTFS_MEMBERS = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt', 'calendar.txt'];

const megabytes = (bytes: number) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${Math.round(bytes / 1e6)} MB`);
const baseName = (name: string) => name.split('/').pop() ?? name;

/** Refuses a download that is not a complete GTFS zip (read from its central directory: a few KB). */
export function checkGtfsZip(file: string): void {
  if (!zipEntryNames(file).map(baseName).includes('stops.txt'))
    throw new Error('the zip has no stops.txt: not a GTFS feed');
}

/**
 * Static GTFS feeds serving the area's counties (list: gtfs-feeds.ts or `GTFS_FEEDS_FILE`), unzipped to
 * `gtfs/<id>/` by streaming: however large a feed's stop_times.txt, it is never held in memory (the build
 * reads it row by row too).
 */
export async function fetchGtfs(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const feeds = loadGtfsFeeds(ctx.config.gtfsFeedsFile).filter((f) =>
    f.counties.some((c) => ctx.area.countyFips.includes(c)),
  );
  const done: string[] = [];
  for (const [i, feed] of feeds.entries()) {
    const { file, record } = await ctx.fetch('gtfs', progress, {
      url: feed.url,
      cachePath: `gtfs/${feed.id}.zip`,
      validate: checkGtfsZip,
    });
    const meta = (name: string, kind: string): Omit<ProductMeta, 'sha256'> => ({
      kind,
      name,
      source: `${feed.agency} GTFS`,
      vintage: record.retrievedAt.slice(0, 10),
      url: feed.url,
      requests: [record],
      retrievedAt: record.retrievedAt,
      area: ctx.area.label,
      licence: 'agency GTFS terms',
      attribution: `${feed.agency} GTFS`,
    });
    const folder = dirname(ctx.productPath(`gtfs/${feed.id}/stops.txt`));
    let sizes: Record<string, number>;
    try {
      sizes = extractZipMembers(
        file,
        (name) => join(folder, name),
        (name) => GTFS_MEMBERS.includes(name),
      );
    } catch (error) {
      throw Object.assign(new Error(`${feed.id}.zip: ${(error as Error).message}`), {
        code: (error as NodeJS.ErrnoException).code,
      });
    }
    for (const name of Object.keys(sizes))
      ctx.commitProductFile('gtfs', `gtfs/${feed.id}/${name}`, meta(name, 'gtfs-member'));
    ctx.writeProduct(
      'gtfs',
      `gtfs/${feed.id}.json`,
      JSON.stringify({ ...feed, members: Object.keys(sizes).sort(), bytes: sizes }),
      meta(feed.id, 'gtfs'),
    );
    const stopTimes = sizes['stop_times.txt'];
    done.push(stopTimes === undefined ? feed.id : `${feed.id} (stop_times.txt ${megabytes(stopTimes)}, streamed)`);
    progress.step(i + 1, feeds.length);
  }
  return feeds.length
    ? `${done.length} feed${done.length === 1 ? '' : 's'}: ${done.join(', ')}`
    : 'no feed listed for this area';
}
