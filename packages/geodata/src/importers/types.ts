import type { AreaDemographics, AreaKind } from '../model/area.js';
import type { LatLon, MultiPolygon } from '../model/geometry.js';
import type { DatasetMeta } from '../model/provenance.js';

/** Result of one importer: records plus the dataset facts for the manifest. */
export interface Imported<T> {
  records: T[];
  meta: DatasetMeta;
}

/** Area base geometry (from Gazetteer or a boundary file). */
export interface AreaBase {
  kind: AreaKind;
  id: string;
  name: string;
  state: string | null;
  landAreaSqMi: number | null;
  internalPoint: LatLon;
  polygon: MultiPolygon | null;
  countyFips: string | null;
}

/** Demographic fields one dataset contributes to one area. */
export interface AreaContribution {
  kind: AreaKind;
  id: string;
  fields: Partial<AreaDemographics>;
}

/** Fills the boilerplate of a dataset description. */
export function datasetMeta(
  partial: Omit<DatasetMeta, 'warnings' | 'rowsRead' | 'rowsKept'> &
    Partial<Pick<DatasetMeta, 'warnings' | 'rowsRead' | 'rowsKept'>>,
): DatasetMeta {
  return { warnings: [], rowsRead: 0, rowsKept: 0, ...partial };
}
