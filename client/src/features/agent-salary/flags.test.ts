import { beforeEach, describe, expect, it } from 'vitest';

// Session storage as the browser has it (the unit project runs in node).
const data = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
  },
});
const { flagsFromSession, flagsToSession, NO_FLAGS } = await import('./flags');

describe('salary flags in session storage (the agent centre keys)', () => {
  beforeEach(() => data.clear());

  it('round-trips through enableContract and enableSalary', () => {
    const f = { enableCt: true, salary: false, hourSalary: true, agentRealtimeSalary: true };
    flagsToSession(f);
    expect(data.get('enableContract')).toBe('true');
    expect(JSON.parse(data.get('enableSalary')!)).toEqual({ salary: false, hourSalary: true, agentRealtimeSalary: true });
    expect(flagsFromSession()).toEqual(f);
  });

  it('shows no conditional page without stored flags or with damaged ones', () => {
    expect(flagsFromSession()).toEqual(NO_FLAGS);
    data.set('enableSalary', '{not json');
    data.set('enableContract', 'yes');
    expect(flagsFromSession()).toEqual(NO_FLAGS);
    data.set('enableSalary', JSON.stringify({ salary: 'true' }));
    expect(flagsFromSession().salary).toBe(false);
  });
});
