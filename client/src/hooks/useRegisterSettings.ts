import { useEffect, useState } from 'react';
import { anythingRule } from '@wl/machines';
import type { FieldRule, RegisterSettings } from '@wl/shared/core';
import { siteApi } from '../api/site';

let cached: Promise<RegisterSettings> | null = null;

/** Registration settings: tabs, field rules and countries, also used by login and passwords. */
export function loadRegisterSettings(): Promise<RegisterSettings> {
  cached ??= siteApi.registerSettings().catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}

export function useRegisterSettings(): { settings: RegisterSettings | null; error: unknown } {
  const [state, setState] = useState<{ settings: RegisterSettings | null; error: unknown }>({ settings: null, error: null });
  useEffect(() => {
    let live = true;
    loadRegisterSettings().then(
      (settings) => live && setState({ settings, error: null }),
      (error: unknown) => live && setState({ settings: null, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export const ruleOf = (settings: RegisterSettings | null, field: string): FieldRule => settings?.rules.find((r) => r.field === field) ?? anythingRule(field);

export const defaultDialingCode = (settings: RegisterSettings | null) => settings?.countries[0]?.countryDialingCode ?? '';
