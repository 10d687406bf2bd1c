import { useTranslation } from 'react-i18next';
import { MEMBER_TYPE, isAgentType, isTrialType } from '@wl/shared/core';
import { formatMoney, formatTimestamp } from '../lib/format';

export type AccountKind = 'member' | 'agent' | 'trial' | 'other';

export function accountKind(type: number): AccountKind {
  if (type === MEMBER_TYPE) return 'member';
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'other';
}

/**
 * How the console shows values, on the app's formatters: timestamps in the fixed
 * `yyyy-MM-dd HH:mm:ss` (staff compare them with what members and the back office
 * say), amounts with the separators of the reader's language, and a dash for nothing.
 */
export function useShow() {
  const { t } = useTranslation();
  const none = t('support.none');
  return {
    none,
    text: (v: string | null | undefined) => v || none,
    time(iso: string | null | undefined) {
      if (!iso) return none;
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : formatTimestamp(d);
    },
    money: (minor: number, currency?: string) => (currency ? `${formatMoney(minor)} ${currency}` : formatMoney(minor)),
    type(type: number) {
      const kind = accountKind(type);
      return kind === 'other' ? t('support.types.other', { type }) : t(`support.types.${kind}`);
    },
  };
}
