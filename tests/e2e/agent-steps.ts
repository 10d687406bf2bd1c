import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signedInApi } from '../support/api';
import { useE2E } from './browser';
import { pathOf } from './steps';

type Login = { username: string; password: string };

/**
 * The agent centre's browser tests' setup: the shared gateway and browser (`env` as `useE2E`
 * takes it), and a person's API signed in on that gateway, for what a test arranges over the API
 * (a contract offered and accepted) rather than through the pages.
 */
export function useAgentE2E(env?: Record<string, string>) {
  const e2e = useE2E(env);
  const apiOf = (a: Login) => signedInApi(e2e.gw.url(), a);
  return { e2e, apiOf };
}

/**
 * An agent signed in through the login form at /agent (the agent login's own tests use the form;
 * others may open the centre with a token, `openAgentCentre`). `during` wraps the submit up to the
 * centre's first page, to count what the login asks for; `sent` runs between the submit and that
 * page (a first sign-in's welcome).
 */
export async function agentLogin(page: Page, a: Login, opts: { during?(submit: () => Promise<void>): Promise<void>; sent?(): Promise<void> } = {}) {
  await page.goto('/agent');
  const form = page.getByTestId('login-form-agent');
  await form.getByLabel(/^Username/).fill(a.username);
  await form.getByLabel(/^Password/).fill(a.password);
  const submit = async () => {
    await form.getByTestId('login-submit').click();
    await opts.sent?.();
    await page.getByTestId('agent-page-agentTeamOverview').waitFor();
  };
  await (opts.during ? opts.during(submit) : submit());
}

/**
 * Opens an agent-centre page through the nav (on a phone through the drawer): entries that hang on
 * the centre's flags (the salary pages) appear once those load.
 */
export async function goToAgentPage(page: Page, key: string, phone: boolean) {
  if (phone) {
    await page.getByTestId('agent-menu').click();
    await page.locator('#agent-nav.agent-nav--open').waitFor();
  }
  await page.getByTestId(`agent-nav-${key}`).click();
  await page.getByTestId(`agent-page-${key}`).waitFor();
  expect(pathOf(page)).toBe(`/agentHome/${key}`);
}
