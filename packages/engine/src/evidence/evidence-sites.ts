import type { LatLon } from '@sitescout/geodata';

/** A site of the evidence check: a label and its point (a pin: every figure is judged at street precision). */
export type EvidenceSite = [string, LatLon];

/**
 * The sites `npm run evidence:check` judges and the engine was corrected on: 14 Illinois towns outside Chicago, two
 * rural Illinois towns, 8 places in other states (Yelp-sample metros and not), two Canadian cities and three Chicago
 * neighbourhoods for contrast.
 */
export const EVIDENCE_SITES: readonly EvidenceSite[] = [
  ['downtown Evanston, IL', { lat: 42.0451, lon: -87.6877 }],
  ['downtown Naperville, IL', { lat: 41.7731, lon: -88.1479 }],
  ['downtown Peoria, IL', { lat: 40.6936, lon: -89.589 }],
  ['downtown Carbondale, IL', { lat: 37.7269, lon: -89.2167 }],
  ['downtown Champaign, IL', { lat: 40.1164, lon: -88.2434 }],
  ['downtown Springfield, IL', { lat: 39.8017, lon: -89.6436 }],
  ['downtown Joliet, IL', { lat: 41.525, lon: -88.0817 }],
  ['downtown Rockford, IL', { lat: 42.2711, lon: -89.094 }],
  ['downtown Decatur, IL', { lat: 39.8403, lon: -88.9548 }],
  ['downtown Quincy, IL', { lat: 39.9356, lon: -91.4099 }],
  ['downtown Galesburg, IL', { lat: 40.9478, lon: -90.3712 }],
  ['Oak Park, IL', { lat: 41.885, lon: -87.7845 }],
  ['Schaumburg, IL', { lat: 42.0334, lon: -88.0834 }],
  ['downtown Moline, IL', { lat: 41.5067, lon: -90.5151 }],
  ['downtown Kankakee, IL', { lat: 41.12, lon: -87.8612 }],
  ['downtown Belleville, IL', { lat: 38.5201, lon: -89.984 }],
  ['Toulon, IL (rural Stark County)', { lat: 41.0936, lon: -89.8648 }],
  ['Pittsfield, IL (rural Pike County)', { lat: 39.6078, lon: -90.8051 }],
  ['1 S Memorial Dr, Saint Louis, MO', { lat: 38.6247, lon: -90.1848 }],
  ['downtown Indianapolis, IN', { lat: 39.7684, lon: -86.1581 }],
  ['Center City, Philadelphia, PA', { lat: 39.9526, lon: -75.1652 }],
  ['downtown Nashville, TN', { lat: 36.1627, lon: -86.7816 }],
  ['downtown Tampa, FL', { lat: 27.9506, lon: -82.4572 }],
  ['downtown Tucson, AZ', { lat: 32.2226, lon: -110.9747 }],
  ['French Quarter, New Orleans, LA', { lat: 29.9584, lon: -90.0644 }],
  ['downtown Des Moines, IA', { lat: 41.5868, lon: -93.625 }],
  ['downtown Edmonton, AB', { lat: 53.5461, lon: -113.4938 }],
  ['downtown Toronto, ON', { lat: 43.6532, lon: -79.3832 }],
  ['West Loop, Chicago', { lat: 41.8825, lon: -87.65 }],
  ['Lincoln Park, Chicago', { lat: 41.9251, lon: -87.6497 }],
  ['Chatham, Chicago', { lat: 41.7409, lon: -87.6125 }],
  ['downtown Aurora, IL', { lat: 41.7606, lon: -88.3201 }],
  ['downtown Elgin, IL', { lat: 42.0354, lon: -88.2826 }],
  ['downtown Bloomington, IL', { lat: 40.4842, lon: -88.9937 }],
  ['downtown Danville, IL', { lat: 40.1245, lon: -87.63 }],
  ['Edwardsville, IL', { lat: 38.8114, lon: -89.9532 }],
  ['downtown DeKalb, IL', { lat: 41.9295, lon: -88.7504 }],
  ['Effingham, IL', { lat: 39.12, lon: -88.5434 }],
  ['Mount Vernon, IL', { lat: 38.3173, lon: -88.9031 }],
  ['Macomb, IL', { lat: 40.4592, lon: -90.6718 }],
];

/**
 * Held out: never used to correct the engine, printed beside the check so a rule that only fits the list above
 * shows. Illinois towns, a rural town, other states (two outside every place sample) and a Canadian city.
 */
export const HELD_OUT_SITES: readonly EvidenceSite[] = [
  ['downtown Urbana, IL', { lat: 40.1106, lon: -88.2073 }],
  ['uptown Normal, IL', { lat: 40.5142, lon: -88.9906 }],
  ['downtown Waukegan, IL', { lat: 42.3636, lon: -87.8448 }],
  ['downtown Alton, IL', { lat: 38.8906, lon: -90.1843 }],
  ['downtown Freeport, IL', { lat: 42.2967, lon: -89.6212 }],
  ['Kewanee, IL', { lat: 41.2456, lon: -89.9248 }],
  ['Pontiac, IL', { lat: 40.8809, lon: -88.6298 }],
  ['Wyoming, IL (rural Stark County)', { lat: 41.0617, lon: -89.7729 }],
  ['downtown Madison, WI', { lat: 43.0731, lon: -89.4012 }],
  ['downtown Louisville, KY', { lat: 38.2527, lon: -85.7585 }],
  ['State Street, Santa Barbara, CA', { lat: 34.4208, lon: -119.6982 }],
  ['downtown Boise, ID', { lat: 43.615, lon: -116.2023 }],
  ['downtown Vancouver, BC', { lat: 49.2827, lon: -123.1207 }],
  ['Hyde Park, Chicago', { lat: 41.7943, lon: -87.5907 }],
];

/** Ten trades: food, retail, personal care, health, fitness, car and home services. */
export const EVIDENCE_TYPES: readonly string[] = [
  'coffee-shop',
  'restaurant',
  'fast-food',
  'grocery',
  'beauty-salon',
  'barber',
  'fitness',
  'dental',
  'auto-repair',
  'plumbing',
];
