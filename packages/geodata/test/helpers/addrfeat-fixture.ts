import shpWrite from '@mapbox/shp-write';
import { zipSync } from 'fflate';

/**
 * Real TIGER/Line ADDRFEAT edges, field values and vertices as published (copied from the GeoJSON other projects
 * exported from the Census Bureau's ADDRFEAT shapefiles for their own tests):
 * - Columbia County, AR (05027): President St, TLID 10685764, left side 100–198 in ZIP 71753 (Magnolia), from
 *   cfpb/grasshopper census/src/test/resources/tiger_line3.geojson;
 * - District of Columbia (11001): M St NW, TLID 76225010, 3100–3198 left and 3101–3199 right in ZIP 20007 (Georgetown),
 *   from cfpb/grasshopper census/src/test/scala/grasshopper/census/search/AddressInterpolatorSpec.scala;
 * - El Paso County, CO (08041): Motel Rd, TLID 105531042, right side "G1"–"G99" (lettered numbers) in ZIP 80915, from
 *   cfpb/grasshopper census/src/test/resources/tiger_line4.geojson.
 * Written here as the Census Bureau ships them: a zip of tl_2024_<county>_addrfeat .shp/.shx/.dbf/.prj/.cpg.
 */
export const ADDRFEAT_RECORDS: Record<
  string,
  Array<{ properties: Record<string, string | number>; line: number[][] }>
> = {
  '05027': [
    {
      properties: {
        TLID: 10685764,
        TFIDL: 260763412,
        TFIDR: 260763412,
        ARIDL: '400297561822',
        ARIDR: '',
        LINEARID: '110423292645',
        FULLNAME: 'President St',
        LFROMHN: '100',
        LTOHN: '198',
        RFROMHN: '',
        RTOHN: '',
        ZIPL: '71753',
        ZIPR: '',
        EDGE_MTFCC: 'S1400',
        ROAD_MTFCC: 'S1400',
        PARITYL: 'E',
        PARITYR: '',
        PLUS4L: '',
        PLUS4R: '',
        LFROMTYP: '',
        LTOTYP: 'I',
        RFROMTYP: '',
        RTOTYP: '',
        OFFSETL: 'N',
        OFFSETR: 'N',
      },
      line: [
        [-93.233757, 33.296794],
        [-93.233759, 33.296689],
        [-93.233767, 33.296377],
        [-93.233771, 33.296274],
      ],
    },
  ],
  '11001': [
    {
      properties: {
        TLID: 76225010,
        TFIDL: 210419286,
        TFIDR: 210415483,
        ARIDL: '400331412920',
        ARIDR: '400331428599',
        LINEARID: '110431686609',
        FULLNAME: 'M St NW',
        LFROMHN: '3100',
        LTOHN: '3198',
        RFROMHN: '3101',
        RTOHN: '3199',
        ZIPL: '20007',
        ZIPR: '20007',
        EDGE_MTFCC: 'S1400',
        ROAD_MTFCC: 'S1400',
        PARITYL: 'E',
        PARITYR: 'O',
        PLUS4L: '',
        PLUS4R: '',
        LFROMTYP: '',
        LTOTYP: '',
        RFROMTYP: '',
        RTOTYP: '',
        OFFSETL: 'N',
        OFFSETR: 'N',
      },
      line: [
        [-77.061184, 38.90519],
        [-77.061468, 38.90519],
        [-77.061704, 38.905185],
        [-77.061965, 38.905186],
        [-77.062709, 38.905177],
        [-77.062811, 38.905177],
      ],
    },
  ],
  '08041': [
    {
      properties: {
        TLID: 105531042,
        TFIDL: 217861788,
        TFIDR: 217861790,
        ARIDL: '',
        ARIDR: '400704695834',
        LINEARID: '110766276513',
        FULLNAME: 'Motel Rd',
        LFROMHN: '',
        LTOHN: '',
        RFROMHN: 'G1',
        RTOHN: 'G99',
        ZIPL: '',
        ZIPR: '80915',
        EDGE_MTFCC: 'S1400',
        ROAD_MTFCC: 'S1400',
        PARITYL: '',
        PARITYR: 'O',
        PLUS4L: '',
        PLUS4R: '',
        LFROMTYP: '',
        LTOTYP: '',
        RFROMTYP: '',
        RTOTYP: '',
        OFFSETL: 'N',
        OFFSETR: 'N',
      },
      line: [
        [-104.711827, 38.83748],
        [-104.711708, 38.837483],
        [-104.711642, 38.83748],
        [-104.711348, 38.837467],
        [-104.71109, 38.837451],
        [-104.710907, 38.837441],
      ],
    },
  ],
};

/** The TIGER/Line .prj (NAD83 geographic). */
const NAD83 =
  'GEOGCS["GCS_North_American_1983",DATUM["D_North_American_1983",SPHEROID["GRS_1980",6378137,298.257222101]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

const bytes = (view: DataView | { buffer: ArrayBuffer }) => new Uint8Array(view.buffer);

/** `tl_2024_<county>_addrfeat.zip` for a county of {@link ADDRFEAT_RECORDS}, or null (no such file). */
export function addrfeatZip(county: string): Promise<Buffer | null> {
  const records = ADDRFEAT_RECORDS[county];
  if (!records) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    shpWrite.write(
      records.map((r) => r.properties),
      'POLYLINE',
      records.map((r) => [r.line]),
      (error, files) => {
        if (error) return reject(error);
        const name = `tl_2024_${county}_addrfeat`;
        resolve(
          Buffer.from(
            zipSync({
              [`${name}.shp`]: bytes(files.shp),
              [`${name}.shx`]: bytes(files.shx),
              [`${name}.dbf`]: bytes(files.dbf),
              [`${name}.prj`]: Buffer.from(NAD83),
              [`${name}.cpg`]: Buffer.from('UTF-8'),
            }),
          ),
        );
      },
    );
  });
}
