import { useTranslation } from 'react-i18next';

/** "bet.spin" -> "Bet · spin": the member records' kind names, so team lists read the same. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => {
    const [base, ...rest] = kind.split('.');
    const label = t(`records.kinds.${base}`, { defaultValue: base });
    return rest.length ? `${label} · ${rest.join('.')}` : label;
  };
}
