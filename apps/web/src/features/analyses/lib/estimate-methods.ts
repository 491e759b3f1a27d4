/**
 * The dashboard's estimates are numbered E1, E2 … in the order they appear in the result, and each figure
 * says "Estimate (method E3)" instead of printing its formula; the Methods section lists the formulas.
 * The numbering of the dashboard being drawn is kept here so every figure label (`describeSource`) can use it
 * without each section passing it along.
 */
let current = new Map<string, number>();

/** Every `estimate.method` in a result, once each, in reading order. */
export function collectEstimateMethods(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectEstimateMethods(item, into);
  } else if (value && typeof value === 'object') {
    const estimate = (value as { estimate?: { method?: unknown } }).estimate;
    if (estimate && typeof estimate.method === 'string' && !into.includes(estimate.method)) into.push(estimate.method);
    for (const child of Object.values(value)) collectEstimateMethods(child, into);
  }
  return into;
}

/** Numbers the methods of the dashboard about to be drawn (call while rendering it) and answers them in order. */
export function numberEstimateMethods(methods: string[]): string[] {
  current = new Map(methods.map((m, i) => [m, i + 1]));
  return methods;
}

/** The number of a method on the dashboard being drawn, if it has one. */
export function estimateMethodNumber(method: string): number | undefined {
  return current.get(method);
}
