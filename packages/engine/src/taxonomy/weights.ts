import type { ScoreWeights } from './types.js';

/** Walk-in food and drink: demand and foot traffic matter most. */
export const FOOD_WEIGHTS: ScoreWeights = { demand: 0.3, competition: 0.2, access: 0.25, cost: 0.1, fit: 0.15 };
/** Destination retail and personal care: fit with the customer base matters more than passing trade. */
export const DESTINATION_WEIGHTS: ScoreWeights = { demand: 0.3, competition: 0.2, access: 0.15, cost: 0.1, fit: 0.25 };
/** Healthcare and family services: catchment demand and fit dominate. */
export const CARE_WEIGHTS: ScoreWeights = { demand: 0.35, competition: 0.2, access: 0.1, cost: 0.1, fit: 0.25 };
/** Service-area trades: homes to serve and thin competition; walk-in access hardly matters. */
export const SERVICE_WEIGHTS: ScoreWeights = { demand: 0.35, competition: 0.25, access: 0.05, cost: 0.1, fit: 0.25 };

/** Chicago zoning families where a storefront is normally allowed (B business, C commercial, downtown D*). */
export const STOREFRONT_ZONES = ['B', 'C', 'DX', 'DC', 'DS'];
/** Contractors and yards may also sit in manufacturing (M, PMD) districts. */
export const SERVICE_ZONES = ['B', 'C', 'M', 'PMD', 'DX', 'DS'];
