import { CENSUS_API_URL } from '../online/census-api-client.js';

/** The one-request forms of `data:fetch` (fetch-online.ts), also shown by `data:fetch --help`. */
export const ONLINE_USAGE = `One request each, into DATA_DIR/online (cached under DATA_DIR/online-cache):
  npm run data:fetch -- overpass --name NAME --bbox west,south,east,north        (needs OVERPASS_URL)
  npm run data:fetch -- census --name NAME --get B19013_001E,B25077_001E --for "zip code tabulation area:*" [--in "state:17"] [--year 2023] [--dataset acs/acs5]
                                            (CENSUS_API_KEY optional; CENSUS_API_URL defaults to ${CENSUS_API_URL})`;
