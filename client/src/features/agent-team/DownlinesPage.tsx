import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DownlineRow } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { formatMoney } from '../../lib/format';
import { MerchantTime } from '../../agent-kit/MerchantTime';
import { memberTab } from '../../lib/paths';
import { AgentPageTitle } from '../../agent-kit/AgentPageTitle';
import { RemarkCell } from './RemarkCell';
import { TeamTable } from './TeamTable';
import { TeamTree } from './TeamTree';
import { teamPageQueries } from './teamQueries';
import './team.css';
import { HeadRow } from '../../components/HeadRow';
import { Panel } from '../../components/Panel';

/** The member centre's transfer form with `username` chosen (`to`, read by transfers/TransferUplineTab.tsx). */
const transferTo = (username: string) => `${memberTab('transferUpline')}&${new URLSearchParams({ to: username })}`;

/**
 * downlineManagmentView: the direct downlines of the caller or of a sub-agent it drilled into
 * (`?parent=`, so Back works), a username search across that node's whole subtree, the
 * breadcrumb the gateway answers with the page, the caller's remark edited in place, a link to
 * the transfer form with the downline chosen, and the whole team as a lazily opened tree. The
 * table fits 1366 px beside the menu (text cells wrap); where it must scroll (a phone), the
 * Transfer column stays in view at the row's end (team.css).
 */
export default function DownlinesPage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const [params, setParams] = useSearchParams();
  const parentId = Number(params.get('parent')) || undefined;
  const search = params.get('q') ?? '';
  const [q, setQ] = useState(search);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'list' | 'tree'>('list');
  useEffect(() => {
    setQ(search);
    setPage(1);
  }, [search, parentId]);
  const query = useQuery({ ...teamPageQueries.downlines(member?.id, { parentId, username: search, page }), placeholderData: keepPreviousData });
  const money = (n: number) => `${member?.currencySymbol ?? ''} ${formatMoney(n)}`.trim();

  const go = (id: number | undefined, username = '') => {
    const next = new URLSearchParams();
    if (id && id !== member?.id) next.set('parent', String(id));
    if (username) next.set('q', username);
    setParams(next);
    setView('list');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(parentId, q.trim());
  };
  const path = query.data?.path ?? [];

  return (
    <>
      <AgentPageTitle title={t('agentCentre.pages.downlineManagmentView')} icon="users">
        <div className="team-views" role="group" aria-label={t('agentCentre.team.view')}>
          {(['list', 'tree'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={view === k}
              className={`btn btn--sm ${view === k ? 'btn--primary' : 'btn--outline'}`}
              onClick={() => setView(k)}
              data-testid={`team-view-${k}`}
            >
              {t(`agentCentre.team.views.${k}`)}
            </button>
          ))}
        </div>
      </AgentPageTitle>
      {view === 'tree' ? (
        <Panel id="team-tree-title" title={t('agentCentre.team.tree')}>
          <p className="muted">{t('agentCentre.team.treeHelp')}</p>
          <TeamTree onOpen={(n) => go(n.kind === 'agent' ? n.id : undefined, n.kind === 'agent' ? '' : n.username)} />
        </Panel>
      ) : (
        <div className="team-list">
          <nav aria-label={t('agentCentre.team.breadcrumb')} className="team-crumbs" data-testid="team-breadcrumb">
            <ol>
              {path.map((p, i) => (
                <li key={p.id}>
                  {i === path.length - 1 ? (
                    <span aria-current="page">{i === 0 ? t('agentCentre.team.myTeam') : p.username}</span>
                  ) : (
                    <button type="button" className="team-crumbs__link" onClick={() => go(i === 0 ? undefined : p.id)}>
                      {i === 0 ? t('agentCentre.team.myTeam') : p.username}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <form className="team-search" role="search" onSubmit={submit}>
            <label className="agent-select">
              <span className="field__label">{t('agentCentre.team.searchSubtree')}</span>
              <input
                className="field__input"
                type="search"
                value={q}
                maxLength={64}
                onChange={(e) => setQ(e.target.value)}
                data-testid="team-search"
                autoComplete="off"
              />
            </label>
            <button type="submit" className="btn btn--primary btn--sm">
              {t('agentCentre.team.search')}
            </button>
            {search && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => go(parentId)}>
                {t('agentCentre.team.clear')}
              </button>
            )}
          </form>
          <TeamTable
            query={query}
            page={page}
            onPage={setPage}
            testId="team-downlines"
            className="team-downlines"
            caption={t('agentCentre.pages.downlineManagmentView')}
            empty={t(search ? 'agentCentre.team.noMatch' : 'agentCentre.team.noDownlines')}
            head={
              <HeadRow
                cols={[
                  { label: t('form.username') },
                  { label: t('agentCentre.accountType') },
                  { label: t('header.balance'), className: 'records__num' },
                  { label: t('agentCentre.team.downlines'), className: 'records__num' },
                  { label: t('agentCentre.team.registeredAt') },
                  { label: t('agentCentre.team.lastLogin') },
                  { label: t('agentCentre.team.remark') },
                  { label: t('agentCentre.team.actions'), className: 'team-act', hidden: true },
                ]}
              />
            }
          >
            {(query.data?.list ?? []).map((r: DownlineRow) => (
              <tr key={r.id} data-testid={`team-row-${r.username}`}>
                <td>
                  {r.kind === 'agent' ? (
                    <button
                      type="button"
                      className="team-crumbs__link"
                      onClick={() => go(r.id)}
                      aria-label={t('agentCentre.team.openAgent', { username: r.username })}
                      data-testid="team-drill"
                    >
                      {r.username}
                    </button>
                  ) : (
                    r.username
                  )}
                  {r.nickname && r.nickname !== r.username && <span className="muted team-under">{r.nickname}</span>}
                  {search && r.depth > 1 && <span className="muted team-under">{t('agentCentre.team.under', { username: r.parentUsername })}</span>}
                </td>
                <td>{t(r.kind === 'agent' ? 'agentCentre.typeAgent' : 'agentCentre.typeMember')}</td>
                <td className="records__num">{money(r.balance)}</td>
                <td className="records__num">{r.downlineCount}</td>
                <td className="records__time">
                  <MerchantTime iso={r.registeredAt} />
                </td>
                <td className="records__time">{r.lastLoginAt ? <MerchantTime iso={r.lastLoginAt} /> : '—'}</td>
                <td>
                  <RemarkCell id={r.id} username={r.username} remark={r.remark} />
                </td>
                <td className="team-act">
                  {/* The transfer form accepts anyone in the subtree (gateway/src/modules/transfers/relation.ts) and opens with this one chosen. */}
                  <Link
                    className="btn btn--outline btn--sm"
                    to={transferTo(r.username)}
                    aria-label={t('agentCentre.team.transferTo', { username: r.username })}
                    data-testid="team-transfer"
                  >
                    {t('agentCentre.team.transfer')}
                  </Link>
                </td>
              </tr>
            ))}
          </TeamTable>
        </div>
      )}
    </>
  );
}
