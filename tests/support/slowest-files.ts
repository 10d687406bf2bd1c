import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names. */
const SHOWN = 15;

/**
 * Names the slowest test files at the end of a run (import, setup and tests together), and each
 * project's total, so the suite's cost stays in sight: a file that starts to dominate shows up in
 * every run's output. It only prints; it never changes the result.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const all = modules.map((m) => {
      const d = m.diagnostic();
      return { file: m.relativeModuleId, project: m.project.name, ms: d.collectDuration + d.setupDuration + d.duration };
    });
    if (all.length === 0) return;
    const rows = [...all].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.project.padEnd(11)} ${r.file}`);
    const totals = new Map<string, { ms: number; files: number }>();
    for (const r of all) {
      const t = totals.get(r.project) ?? { ms: 0, files: 0 };
      totals.set(r.project, { ms: t.ms + r.ms, files: t.files + 1 });
    }
    const sums = [...totals].map(([p, t]) => `  ${(t.ms / 1000).toFixed(1).padStart(7)} s  ${p.padEnd(11)} ${t.files} files`);
    console.log(
      `\nSlowest ${rows.length} test files:\n${lines.join('\n')}\n\nTime in files per project (summed; files that run at once overlap):\n${sums.join('\n')}\n`,
    );
  }
}
