import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WheelSpin } from '@wl/shared/core';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';
import { wheelQueries } from './wheelApi';
import { WheelVerifyDialog } from './WheelVerifyDialog';
import { HeadRow } from '../../../components/HeadRow';

/** The member's spins, newest first; a spin is verifiable once its seed was rotated away. */
export function WheelHistory({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...wheelQueries.spins(memberId, page), placeholderData: keepPreviousData });
  const [verifying, setVerifying] = useState<WheelSpin | null>(null);
  const data = query.data;
  return (
    <section className="vw-panel" aria-labelledby="vw-history-title">
      <h3 id="vw-history-title" className="vw-panel__title">
        {t('vipWheel.history.title')}
      </h3>
      {!data || data.list.length === 0 ? (
        <p className="vw-muted">{query.isError ? t('vipWheel.loadFailed') : t('vipWheel.history.empty')}</p>
      ) : (
        <>
          <div className="vw-table-wrap" tabIndex={0} role="region" aria-label={t('vipWheel.history.title')}>
            <table className="vw-table">
              <caption className="sr-only">{t('vipWheel.history.title')}</caption>
              <thead>
                <HeadRow
                  cols={[
                    { label: t('vipWheel.history.time') },
                    { label: t('vipWheel.history.result') },
                    { label: t('vipWheel.history.prize') },
                    { label: t('vipWheel.fair.nonce') },
                    { label: t('vipWheel.history.check') },
                  ]}
                />
              </thead>
              <tbody>
                {data.list.map((s) => (
                  <tr key={s.id} data-testid="wheel-spin-row">
                    <td>{formatDateTime(new Date(s.createdAt))}</td>
                    <td>{s.label}</td>
                    <td className="vw-num">{s.prize > 0 ? `${formatMoney(s.prize)} ${s.currency}` : '—'}</td>
                    <td className="vw-num">{s.nonce}</td>
                    <td>
                      {s.serverSeed ? (
                        <span className="vw-actions">
                          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setVerifying(s)} data-testid="wheel-verify-open">
                            {t('vipWheel.history.verify')}
                          </button>
                          <Link className="btn btn--ghost btn--sm" to={spinVerifierLink(s)}>
                            {t('vipWheel.history.verifierPage')}
                          </Link>
                        </span>
                      ) : (
                        <span className="vw-muted">{t('vipWheel.history.hidden')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.totalPages > 1 && (
            <div className="vw-pager">
              <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('vipWheel.history.newer')}
              </button>
              <span className="vw-muted">{t('vipWheel.history.page', { page, total: data.totalPages })}</span>
              <button type="button" className="btn btn--ghost btn--sm" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
                {t('vipWheel.history.older')}
              </button>
            </div>
          )}
        </>
      )}
      {verifying && <WheelVerifyDialog spin={verifying} onClose={() => setVerifying(null)} />}
    </section>
  );
}

/** The public verifier prefilled with a revealed spin; only the recorded segment's label is known to the row. */
export function spinVerifierLink(s: WheelSpin): string {
  const q = new URLSearchParams({
    game: 'wheel',
    serverSeed: s.serverSeed ?? '',
    hash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: String(s.nonce),
    weights: s.weights.join(','),
    labels: JSON.stringify(s.weights.map((_, i) => (i === s.segment ? s.label : ''))),
  });
  return `${PATHS.fairVerify}?${q.toString()}`;
}
