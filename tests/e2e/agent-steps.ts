import type { Page } from 'playwright-core';
import { signedInApi } from '../support/api';
import { useE2E } from './browser';

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
