/** How long each step of a pack build took, in the order they ran (printed by `npm run data:build`). */
export interface BuildStep {
  step: string;
  milliseconds: number;
  /** CPU time of this process during the step (user + system): what the step costs whatever else the machine does. */
  cpuMilliseconds: number;
}

/** Times the steps of one build: `run(name, fn)` returns what `fn` returns and records its wall time. */
export class StepTimer {
  readonly steps: BuildStep[] = [];
  run<T>(step: string, fn: () => T): T {
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      return fn();
    } finally {
      const used = process.cpuUsage(cpu);
      this.steps.push({
        step,
        milliseconds: Math.round(performance.now() - started),
        cpuMilliseconds: Math.round((used.user + used.system) / 1000),
      });
    }
  }
}

/** One line per step, costliest first: wall time, CPU time and the step's share of the build's CPU time. */
export function formatSteps(steps: readonly BuildStep[]): string {
  const total = steps.reduce((sum, s) => sum + s.cpuMilliseconds, 0) || 1;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
  const rows = [...steps]
    .sort((a, b) => b.cpuMilliseconds - a.cpuMilliseconds)
    .map(
      (s) =>
        `  ${s.step.padEnd(20)} ${seconds(s.milliseconds)} wall ${seconds(s.cpuMilliseconds)} CPU  ${Math.round((s.cpuMilliseconds / total) * 100)} %`,
    );
  return ['Build steps:', ...rows].join('\n');
}
