import type { EngineContext } from '../analysis/engine-context.js';
import { type CapacityModel, readCapacityModel } from './model-artifact.js';

/**
 * The capacity model shipped in `packages/engine/models/` (read once per engine context), or null
 * when it has not been fitted.
 */
export function shippedCapacityModel(ctx: EngineContext): CapacityModel | null {
  return ctx.memo('capacity-model', () => readCapacityModel());
}
