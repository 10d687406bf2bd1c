import type { Reporter, TestModule } from 'vitest/node';

/** How many files the summary names. */
const SHOWN = 15;

interface FileTime {
  file: string;
  project: string;
  /** Import, setup and tests together. */
  ms: number;
}

/** The slowest files, then each project's summed time in files. */
function describeSlowest(all: FileTime[]): string {
  const rows = [...all].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
  const lines = rows.map((r) => `  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.project.padEnd(11)} ${r.file}`);
  const totals = new Map<string, { ms: number; files: number }>();
  for (const r of all) {
    const t = totals.get(r.project) ?? { ms: 0, files: 0 };
    totals.set(r.project, { ms: t.ms + r.ms, files: t.files + 1 });
  }
  const sums = [...totals].map(([p, t]) => `  ${(t.ms / 1000).toFixed(1).padStart(7)} s  ${p.padEnd(11)} ${t.files} files`);
  return `\nSlowest ${rows.length} test files:\n${lines.join('\n')}\n\nTime in files per project (summed; files that run at once overlap):\n${sums.join('\n')}\n`;
}

/**
 * Names the slowest test files at the end of a run, and each project's total, so the suite's cost
 * stays in sight: a file that starts to dominate shows up in every run's output. It never
 * changes the result.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const all: FileTime[] = modules.map((m) => {
      const d = m.diagnostic();
      return { file: m.relativeModuleId, project: m.project.name, ms: d.collectDuration + d.setupDuration + d.duration };
    });
    if (all.length === 0) return;
    console.log(describeSlowest(all));
  }
}
