import { useTranslation } from 'react-i18next';
import type { ContractTermsView, ContractView } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { formatMoney } from '../../lib/format';
import { gmtLabel, merchantTime } from '../../lib/merchantClock';
import { bpToPercent } from './terms';
import { HeadRow } from '../../components/HeadRow';

/**
 * An instant in the merchant's time with its zone ("2024-03-18 00:00:00 GMT+08:00"): contract
 * periods are cut in merchant time, so their dates are shown in it, whatever the browser's zone
 * (the agent centre's merchantTime, with the offset the gateway sent along with the data).
 */
export function MerchantDate({ iso, offset }: { iso: string; offset: number }) {
  return <time dateTime={iso}>{`${merchantTime(iso, offset) ?? '—'} ${gmtLabel(offset)}`}</time>;
}

/**
 * A change of terms next to the terms it replaces, as a small table (a screen reader reads each
 * row as "term, now, new"), with the date it applies from: a proposal waiting for the downline
 * (the date it would apply if accepted now) or a change both sides agreed that starts later.
 */
export function TermsChange({ contract: c }: { contract: ContractView }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const money = (n: number) => `${member?.currencySymbol ?? ''} ${formatMoney(n)}`.trim();
  const pending = c.pendingTerms;
  const change = pending ?? c.nextTerms;
  if (!change) return null;
  const before: ContractTermsView = pending ? (c.nextTerms ?? c.terms) : c.terms;
  const from = pending ? c.pendingEffectiveFrom : change.effectiveFrom;
  const rows: [string, string, string][] = [[t('contracts.rate'), `${bpToPercent(before.rateBp)}%`, `${bpToPercent(change.rateBp)}%`]];
  if (c.type !== 'dividend') {
    rows.push([t('contracts.minActiveMembers'), String(before.minActiveMembers), String(change.minActiveMembers)]);
    rows.push([t('contracts.minBetAmount'), money(before.minBetAmount), money(change.minBetAmount)]);
  }
  return (
    <div className="contract-change" data-testid={pending ? 'contract-change-pending' : 'contract-change-next'}>
      <table className="contract-compare">
        <caption>{t(pending ? 'contracts.change.pendingCaption' : 'contracts.change.nextCaption')}</caption>
        <thead>
          <HeadRow cols={[{ label: t('contracts.change.term') }, { label: t('contracts.change.now') }, { label: t('contracts.change.new') }]} />
        </thead>
        <tbody>
          {rows.map(([label, was, next]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{was}</td>
              <td data-testid="contract-change-new">{next}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {from && (
        <p className="contract__note" data-testid="contract-change-from">
          {t(pending ? 'contracts.change.takesEffect' : 'contracts.change.effective')} <MerchantDate iso={from} offset={c.utcOffsetMinutes} />
        </p>
      )}
    </div>
  );
}
