import { readFileSync } from 'node:fs';

/** A GTFS schedule feed and the counties it serves. */
export interface GtfsFeed {
  /** File-name id, e.g. "cta". */
  id: string;
  agency: string;
  /** The agency's published static GTFS zip. */
  url: string;
  /** 5-digit county FIPS codes the feed serves: it is fetched for an area touching any of them. */
  counties: string[];
  /** GEODATA_DIR stop datasets this feed replaces in the pack (id prefixes), so no stop is counted twice. */
  replaces?: string[];
}

/**
 * Built-in feeds (agencies' own static GTFS URLs). Other markets: list their feeds in a JSON file of the
 * same shape and point `GTFS_FEEDS_FILE` at it (the Mobility Database, mobilitydatabase.org, lists them).
 */
export const GTFS_FEEDS: GtfsFeed[] = [
  {
    id: 'cta',
    agency: 'Chicago Transit Authority',
    url: 'https://www.transitchicago.com/downloads/sch_data/google_transit.zip',
    counties: ['17031'],
    replaces: ['cta-'],
  },
  {
    id: 'metra',
    agency: 'Metra',
    url: 'https://schedules.metrarail.com/gtfs/schedule.zip',
    counties: ['17031', '17043', '17089', '17097', '17111', '17197'],
    replaces: ['gtfs-metra'],
  },
];

/** The feed list: `GTFS_FEEDS_FILE` when set (replacing the built-in one), else {@link GTFS_FEEDS}. */
export function loadGtfsFeeds(file: string | undefined): GtfsFeed[] {
  if (!file) return GTFS_FEEDS;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`GTFS_FEEDS_FILE: ${file} is not a JSON array of feeds`);
  return parsed.map((f, i) => {
    const feed = f as Partial<GtfsFeed>;
    if (!feed.id || !/^[a-z0-9-]+$/.test(feed.id) || !feed.url || !Array.isArray(feed.counties))
      throw new Error(`GTFS_FEEDS_FILE: feed ${i + 1} needs id (a-z, 0-9, -), url and counties`);
    return {
      id: feed.id,
      agency: feed.agency ?? feed.id,
      url: feed.url,
      counties: feed.counties,
      replaces: feed.replaces,
    };
  });
}
