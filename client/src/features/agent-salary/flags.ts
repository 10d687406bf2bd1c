import { isAgentType, isTrialType, type SalaryFlags, ENDPOINTS } from '@wl/shared/core';
import { call } from '../../api/http';
import { sessionStore } from '../../session/session';
import { session } from '../../lib/storage';
import { createStore, useStore } from '../../lib/store';
import { onLiveEvent } from '../../stores/live';

/**
 * Which conditional salary pages an agent sees: `enableContract` holds the
 * dividend-record flag (enableCt), `enableSalary` the three salary flags as JSON. Loaded once per
 * login for agents that are not trial accounts, again when a contract
 * changes, and kept in session storage so a reload shows the same nav at once. Logout clears the
 * keys (storage.ts). The `consolidated` key is not loaded here: its one owner is the contract
 * query of agent-contracts/ContractAttention.tsx (loaded only with the site's agent policy on),
 * which writes the key; fetching it here too asked the gateway twice after every login and
 * every contract change.
 */
export const NO_FLAGS: SalaryFlags = { enableCt: false, salary: false, hourSalary: false, agentRealtimeSalary: false };

/** The flags kept in session storage (a reload shows the same nav before the gateway answers). */
export function flagsFromSession(): SalaryFlags {
  try {
    const salary = JSON.parse(session.get('enableSalary') ?? '{}') as Partial<SalaryFlags>;
    return {
      enableCt: session.get('enableContract') === 'true',
      salary: salary.salary === true,
      hourSalary: salary.hourSalary === true,
      agentRealtimeSalary: salary.agentRealtimeSalary === true,
    };
  } catch {
    return NO_FLAGS;
  }
}

export function flagsToSession(f: SalaryFlags) {
  session.set('enableContract', String(f.enableCt));
  session.set('enableSalary', JSON.stringify({ salary: f.salary, hourSalary: f.hourSalary, agentRealtimeSalary: f.agentRealtimeSalary }));
}

export const salaryFlagsStore = createStore<SalaryFlags>(flagsFromSession());

const eligible = () => {
  const m = sessionStore.get().member;
  return !!m && (m.isAgent || isAgentType(m.type)) && !(m.isTrial || isTrialType(m.type));
};

export async function loadSalaryFlags(): Promise<void> {
  if (!eligible()) return;
  let f: SalaryFlags;
  try {
    f = await call(ENDPOINTS.agentSalaryFlags);
  } catch {
    return; // keep what is shown; the next contract change tries again
  }
  if (!eligible()) return; // logged out meanwhile
  flagsToSession(f);
  salaryFlagsStore.set((prev) => (Object.keys(f).every((k) => prev[k as keyof SalaryFlags] === f[k as keyof SalaryFlags]) ? prev : { ...NO_FLAGS, ...f }));
}

// One load per login (a new member id), none for guests; logout forgets the flags.
let loadedFor: number | null = null;
function follow() {
  const id = sessionStore.get().member?.id ?? null;
  if (id === loadedFor) return;
  loadedFor = id;
  if (id === null) salaryFlagsStore.set(NO_FLAGS);
  else void loadSalaryFlags();
}
sessionStore.subscribe(follow);
follow();
// An accepted (or ended) contract can add a page.
onLiveEvent('contract:changed', () => void loadSalaryFlags());

export const useSalaryFlags = () => useStore(salaryFlagsStore);
