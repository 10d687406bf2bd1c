import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on what the page shows now (optionally only
 * inside `selector`, e.g. an open dialog; only the rules tagged `tags` when given). Evaluated
 * through the DevTools protocol, so the site's CSP (script-src 'self') does not have to make
 * room for it.
 */
export async function seriousA11yProblems(page: Page, selector?: string, tags?: string[]): Promise<A11yProblem[]> {
  // These callbacks run in the page; the tests' tsconfig has no DOM types, hence globalThis.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([sel, only]) => {
      const axe = (
        globalThis as unknown as {
          axe: {
            run(
              ctx: unknown,
              o: unknown,
            ): Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }>;
          };
        }
      ).axe;
      // A colour still in its CSS transition (a preset button just turned from selected to plain)
      // is measured half way and fails contrast: let finite transitions and animations end first
      // (endless ones, spinners and marquees, never do; at most 2 s).
      type Anim = { finished: Promise<unknown>; effect: { getComputedTiming(): { endTime: number | null } } | null };
      const doc = (globalThis as unknown as { document: { getAnimations(): Anim[] } }).document;
      const finite = doc.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
      const options = only ? { resultTypes: ['violations'], runOnly: { type: 'tag', values: only } } : { resultTypes: ['violations'] };
      const { violations } = await axe.run(sel ? { include: [sel] } : { exclude: [] }, options);
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [selector, tags] as const,
  );
}

/** The WCAG 2.2 A and AA rules; best-practice rules are left out. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per problem, for a failure message someone can act on. */
export const describeProblems = (where: string, problems: A11yProblem[]) =>
  problems.map((p) => `${where}: ${p.impact} ${p.id} (${p.help}) at ${p.targets.join(' | ')}`).join('\n');

/** Fails the test, naming each problem, when axe finds a serious one on the page (or inside `selector`). */
export async function axeClean(page: Page, where: string, selector?: string) {
  const problems = await seriousA11yProblems(page, selector);
  expect(problems, describeProblems(where, problems)).toEqual([]);
}

/** The same with the pointer parked first: axe judges the page at rest, not a button under the mouse. */
export async function axeAtRest(page: Page, where: string) {
  await page.mouse.move(0, 0);
  await axeClean(page, where);
}
