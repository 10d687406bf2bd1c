import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names. */
const SHOWN = 15;

/**
 * Names the slowest test files at the end of a run (import, setup and tests together), so the
 * suite's cost stays in sight: a file that starts to dominate shows up in every run's output.
 * It only prints; it never changes the result.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: m.relativeModuleId, project: m.project.name, ms: d.collectDuration + d.setupDuration + d.duration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (rows.length === 0) return;
    const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.project.padEnd(11)} ${r.file}`);
    console.log(`\nSlowest ${rows.length} test files:\n${lines.join('\n')}\n`);
  }
}
