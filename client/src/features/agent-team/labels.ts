import { useTranslation } from 'react-i18next';

/** "bet.spin" -> "Bet · spin", "rebate.daily" -> "Daily rebate": the member records' kind names, so team lists read the same. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => {
    const [base, ...rest] = kind.split('.');
    const label = t(`records.kinds.${base}`, { defaultValue: base });
    // A kind with words of its own (rebate.daily: "Daily rebate"), else the family and the source.
    const own = rest.length === 1 ? t(`records.subkinds.${base}.${rest[0]}`, { defaultValue: '' }) : '';
    return own || (rest.length ? `${label} · ${rest.join('.')}` : label);
  };
}
