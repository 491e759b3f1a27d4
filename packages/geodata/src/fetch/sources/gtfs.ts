import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { FetchContext } from '../fetch-context.js';
import { loadGtfsFeeds } from '../gtfs-feeds.js';
import type { SourceProgress } from '../progress.js';

/** The GTFS files the importer reads (trips, stop_times and calendar give real departures per stop). */
export const GTFS_MEMBERS = ['agency.txt', 'stops.txt', 'routes.txt', 'trips.txt', 'stop_times.txt', 'calendar.txt'];
/** Larger members are not turned into text (V8 strings stop at about 512 MB): the stops still come in. */
const MAX_MEMBER_BYTES = 400e6;

/** Members of a GTFS zip by base name (feeds sometimes nest them in a folder). */
export function gtfsMembers(zip: Uint8Array): Record<string, Uint8Array> {
  const members = unzipSync(zip, { filter: (f) => GTFS_MEMBERS.includes(f.name.split('/').pop() ?? '') });
  const byName: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(members)) byName[name.split('/').pop() ?? name] = bytes;
  if (!byName['stops.txt']) throw new Error('the zip has no stops.txt: not a GTFS feed');
  return byName;
}

/** Static GTFS feeds serving the area's counties (list: gtfs-feeds.ts or `GTFS_FEEDS_FILE`), unzipped to `gtfs/<id>/`. */
export async function fetchGtfs(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const feeds = loadGtfsFeeds(ctx.config.gtfsFeedsFile).filter((f) =>
    f.counties.some((c) => ctx.area.countyFips.includes(c)),
  );
  const done: string[] = [];
  for (const [i, feed] of feeds.entries()) {
    const { file, record } = await ctx.fetch('gtfs', progress, {
      url: feed.url,
      cachePath: `gtfs/${feed.id}.zip`,
      validate: (part) => void gtfsMembers(readFileSync(part)),
    });
    const members = gtfsMembers(readFileSync(file));
    const skipped: string[] = [];
    for (const [name, bytes] of Object.entries(members)) {
      if (bytes.length > MAX_MEMBER_BYTES) {
        skipped.push(name);
        continue;
      }
      ctx.writeProduct('gtfs', `gtfs/${feed.id}/${name}`, Buffer.from(bytes), {
        kind: 'gtfs-member',
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
    }
    if (skipped.length)
      progress.note(`${feed.id}: ${skipped.join(', ')} too large to import: stops kept, no departures`);
    ctx.writeProduct(
      'gtfs',
      `gtfs/${feed.id}.json`,
      JSON.stringify({ ...feed, members: Object.keys(members), skipped }),
      {
        kind: 'gtfs',
        name: feed.id,
        source: `${feed.agency} GTFS`,
        vintage: record.retrievedAt.slice(0, 10),
        url: feed.url,
        requests: [record],
        retrievedAt: record.retrievedAt,
        area: ctx.area.label,
        licence: 'agency GTFS terms',
        attribution: `${feed.agency} GTFS`,
      },
    );
    done.push(feed.id);
    progress.step(i + 1, feeds.length);
  }
  return feeds.length
    ? `${done.length} feed${done.length === 1 ? '' : 's'}: ${done.join(', ')}`
    : 'no feed listed for this area';
}
