/**
 * Rows of the City of Chicago's Street Center Lines (portal dataset 6imu-meau) as its SODA API answers
 * (`/resource/6imu-meau.json`: lower-case field names of the City's data manual, every value a string, the line
 * as `the_geom` MultiLineString), written for the tests from the manual's schema. Three blocks of N Clark St in
 * Lincoln Park (Webster – Belden – Fullerton Pkwy – Arlington Pl), drawn between the City's measured crossing
 * points (streets/munged-chicago-intersections.csv), with the block's address ranges: even numbers on the left
 * (west) side, odd on the right, as Chicago numbers a north-south street. The crossing streets' first segments
 * west of Clark are there for their nodes and carry no ranges here ("0"–"0", the manual's "no addresses").
 */
const WEBSTER: [number, number] = [-87.63828, 41.92197];
const BELDEN: [number, number] = [-87.63937, 41.92377];
const FULLERTON: [number, number] = [-87.64048, 41.92558];
const ARLINGTON: [number, number] = [-87.64134, 41.92701];

function row(
  id: string,
  [preDir, name, type]: [string, string, string],
  ranges: [number, number, number, number],
  line: Array<[number, number]>,
  cross: [string, string],
) {
  const [lf, lt, rf, rt] = ranges.map(String) as [string, string, string, string];
  return {
    trans_id: id,
    pre_dir: preDir,
    street_nam: name,
    street_typ: type,
    suf_dir: '',
    l_f_add: lf,
    l_t_add: lt,
    r_f_add: rf,
    r_t_add: rt,
    f_cross: cross[0],
    t_cross: cross[1],
    l_zip: '60614',
    r_zip: '60614',
    class: name === 'CLARK' ? '2' : '4',
    the_geom: { type: 'MultiLineString', coordinates: [line] },
  };
}

const west = ([lon, lat]: [number, number]): [number, number] => [Number((lon - 0.0025).toFixed(5)), lat];

export const CLARK_CENTERLINE_ROWS = [
  row('119001', ['N', 'CLARK', 'ST'], [2200, 2298, 2201, 2299], [WEBSTER, BELDEN], ['W WEBSTER AVE', 'W BELDEN AVE']),
  row(
    '119002',
    ['N', 'CLARK', 'ST'],
    [2300, 2398, 2301, 2399],
    [BELDEN, FULLERTON],
    ['W BELDEN AVE', 'W FULLERTON PKWY'],
  ),
  row(
    '119003',
    ['N', 'CLARK', 'ST'],
    [2400, 2432, 2401, 2433],
    [FULLERTON, ARLINGTON],
    ['W FULLERTON PKWY', 'W ARLINGTON PL'],
  ),
  row('119101', ['W', 'WEBSTER', 'AVE'], [0, 0, 0, 0], [WEBSTER, west(WEBSTER)], ['N CLARK ST', '']),
  row('119102', ['W', 'BELDEN', 'AVE'], [0, 0, 0, 0], [BELDEN, west(BELDEN)], ['N CLARK ST', '']),
  row('119103', ['W', 'FULLERTON', 'PKWY'], [0, 0, 0, 0], [FULLERTON, west(FULLERTON)], ['N CLARK ST', '']),
  row('119104', ['W', 'ARLINGTON', 'PL'], [0, 0, 0, 0], [ARLINGTON, west(ARLINGTON)], ['N CLARK ST', '']),
];

/** The crossing points the Clark blocks run between (for checking where a number lands). */
export const CLARK_NODES = { WEBSTER, BELDEN, FULLERTON, ARLINGTON };
