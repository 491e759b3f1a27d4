import type { DemographicKey } from '@sitescout/geodata';

/** The demographic fields that hold a number (every field but the rurality class). */
export type NumericDemographicKey = Exclude<DemographicKey, 'rurality'>;
