import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BetDetail, BetResult } from '@wl/shared/core';
import { Modal } from '../../components/Modal';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney, formatTimestampAt, utcOffsetLabel } from '../../lib/format';
import { PATHS } from '../../lib/paths';
import { recordsQueries } from './recordsApi';
import { Problem, useGameTypeLabel, useKindLabel, useRecordsRefresh, WindowPicker } from './parts';
import { RecordsTable, usePagedWindow } from './RecordsTable';

/**
 * The betting record: one row per stake with its game, vendor, round, stake, win and result, in
 * the merchant's time zone (labelled with its offset, so a member abroad reads the same time as
 * support). Filters offer the game types and vendors the member played in the period.
 */
export function BetsPanel() {
  const { t } = useTranslation();
  const memberId = useRecordsRefresh();
  const { win, setWin, page, setPage } = usePagedWindow();
  const [filter, setFilter] = useState({ gameType: '', vendor: '' });
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({ ...recordsQueries.bets(memberId, win, page, filter), placeholderData: keepPreviousData });
  const typeLabel = useGameTypeLabel();
  const data = query.data;
  const zone = utcOffsetLabel(data?.utcOffsetMinutes ?? 480);
  const pick = (k: 'gameType' | 'vendor') => (e: { target: { value: string } }) => {
    setFilter((f) => ({ ...f, [k]: e.target.value }));
    setPage(1);
  };
  const filtered = filter.gameType !== '' || filter.vendor !== '';

  return (
    <div className="records" data-testid="records-betting">
      <WindowPicker value={win} onChange={setWin} />
      {data && (data.gameTypes.length > 0 || filtered) && (
        <div className="records__filters" role="search" aria-label={t('records.bets.filters')}>
          <label className="records__select">
            <span className="field__label">{t('records.bets.gameType')}</span>
            <select className="field__input" name="gameType" value={filter.gameType} onChange={pick('gameType')}>
              <option value="">{t('records.bets.allTypes')}</option>
              {data.gameTypes.map((g) => (
                <option key={g} value={g}>
                  {typeLabel(g)}
                </option>
              ))}
            </select>
          </label>
          <label className="records__select">
            <span className="field__label">{t('records.bets.vendor')}</span>
            <select className="field__input" name="vendor" value={filter.vendor} onChange={pick('vendor')}>
              <option value="">{t('records.bets.allVendors')}</option>
              {data.vendors.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <RecordsTable
        query={query}
        win={win}
        caption={t('records.captions.betting')}
        stack
        head={[
          { label: t('records.bets.time', { zone }) },
          { label: t('records.bets.game') },
          { label: t('records.bets.round') },
          { label: t('records.bets.stake'), className: 'records__num' },
          { label: t('records.bets.win'), className: 'records__num' },
          { label: t('records.bets.result') },
          { label: t('records.bets.details'), hidden: true },
        ]}
        empty={<EmptyState icon="receipt" title={t('records.empty')} text={t(filtered ? 'records.emptyText' : 'records.emptyBets')} />}
        row={(b) => (
          <tr key={b.id} data-testid="bet-row">
            <td className="records__time" data-label={t('records.bets.time', { zone })}>
              {formatTimestampAt(b.createdAt, data!.utcOffsetMinutes)}
            </td>
            <td className="records__cell-game" data-label={t('records.bets.game')}>
              <span className="records__game">{b.game ?? t('records.bets.unknownGame')}</span>
              <span className="records__sub">{[b.vendorName ?? b.vendor, b.gameType && typeLabel(b.gameType)].filter(Boolean).join(' · ')}</span>
            </td>
            <td className="records__round" data-label={t('records.bets.round')} title={b.roundId ?? undefined}>
              {b.roundId ?? '—'}
            </td>
            <td className="records__num" data-label={t('records.bets.stake')}>
              {formatMoney(b.stake)}
            </td>
            <td className="records__num" data-label={t('records.bets.win')}>
              {formatMoney(b.win)}
            </td>
            <td data-label={t('records.bets.result')}>
              <ResultBadge result={b.result} />
            </td>
            <td className="records__cell-action">
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => setOpen(b.id)}
                aria-label={t('records.bets.detailsOf', { round: b.roundId ?? b.id })}
              >
                {t('records.bets.details')}
              </button>
            </td>
          </tr>
        )}
        onPage={setPage}
      />
      {open !== null && <BetDialog memberId={memberId} id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

function ResultBadge({ result }: { result: BetResult }) {
  const { t } = useTranslation();
  return <span className={`records__result records__result--${result}`}>{t(`records.results.${result}`)}</span>;
}

/** One bet: the record, its ledger lines, and for an in-house round the proof with a link to the verifier. */
function BetDialog({ memberId, id, onClose }: { memberId: number | undefined; id: number; onClose(): void }) {
  const { t } = useTranslation();
  const query = useQuery(recordsQueries.bet(memberId, id));
  const kindLabel = useKindLabel();
  const d = query.data;
  return (
    <Modal title={t('records.bets.detailTitle')} onClose={onClose} size="md">
      {query.isError ? (
        <Problem error={query.error} onRetry={() => void query.refetch()} />
      ) : !d ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="records__detail" data-testid="bet-detail">
          <BetFacts bet={d} />
          <h3 className="records__h">{t('records.bets.lines')}</h3>
          <ul className="records__lines">
            {d.lines.map((l) => (
              <li key={l.journalId}>
                <span>{kindLabel(l.kind)}</span>
                <span className="records__time">{formatTimestampAt(l.createdAt, d.utcOffsetMinutes)}</span>
                <span className={`records__num ${l.amount < 0 ? 'records__out' : 'records__in'}`}>
                  {l.amount > 0 ? '+' : ''}
                  {formatMoney(l.amount)}
                </span>
              </li>
            ))}
          </ul>
          {d.fairness && <Fairness f={d.fairness} />}
        </div>
      )}
    </Modal>
  );
}

function BetFacts({ bet: d }: { bet: BetDetail }) {
  const { t } = useTranslation();
  const typeLabel = useGameTypeLabel();
  const rows: [string, ReactNode][] = [
    [t('records.bets.game'), d.game ?? t('records.bets.unknownGame')],
    [t('records.bets.vendor'), d.vendorName ?? d.vendor ?? '—'],
    [t('records.bets.gameType'), typeLabel(d.gameType)],
    [t('records.bets.round'), d.roundId ?? '—'],
    [t('records.bets.time', { zone: utcOffsetLabel(d.utcOffsetMinutes) }), formatTimestampAt(d.createdAt, d.utcOffsetMinutes)],
    [t('records.bets.stake'), formatMoney(d.stake)],
    [t('records.bets.win'), formatMoney(d.win)],
    [t('records.bets.result'), <ResultBadge key="r" result={d.result} />],
  ];
  return (
    <dl className="records__facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Fairness({ f }: { f: NonNullable<BetDetail['fairness']> }) {
  const { t } = useTranslation();
  const q = new URLSearchParams({
    game: f.game,
    clientSeed: f.clientSeed,
    nonce: String(f.nonce),
    rtp: String(f.rtp),
    params: JSON.stringify(f.params),
    hash: f.serverSeedHash,
  });
  if (f.serverSeed) q.set('serverSeed', f.serverSeed);
  return (
    <section className="records__fair" aria-label={t('records.bets.fairness')}>
      <h3 className="records__h">{t('records.bets.fairness')}</h3>
      <dl className="records__facts records__facts--mono">
        <div>
          <dt>{t('records.bets.serverSeedHash')}</dt>
          <dd>{f.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('records.bets.serverSeed')}</dt>
          <dd>{f.serverSeed ?? t('records.bets.notRevealed')}</dd>
        </div>
        <div>
          <dt>{t('records.bets.clientSeed')}</dt>
          <dd>{f.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('records.bets.nonce')}</dt>
          <dd>{f.nonce}</dd>
        </div>
      </dl>
      <Link className="btn btn--outline btn--sm" to={`${PATHS.fairVerify}?${q.toString()}`}>
        {t('records.bets.verify')}
      </Link>
    </section>
  );
}
