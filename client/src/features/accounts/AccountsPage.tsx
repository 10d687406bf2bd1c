import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountKind, useShow } from '../../console-kit/accounts';
import { useConsolePath } from '../../console-kit/base';
import { useListQuery } from '../../console-kit/hooks';
import { staffQueries } from '../../console-kit/staffApi';
import { FilterTabs, ListEmpty, PagedTable, SearchBox } from '../../console-kit/ui';

const KINDS = ['all', 'member', 'agent', 'trial'] as const;
type Kind = (typeof KINDS)[number];
const COLS = ['username', 'type', 'status', 'upline', 'mobile', 'email', 'created', 'lastLogin'] as const;

export default function AccountsPage() {
  const { t } = useTranslation();
  const show = useShow();
  const list = useListQuery<Kind>('kind', KINDS);
  const path = useConsolePath();
  // The previous page stays (as skeleton rows) while the next loads, so the pager does not jump.
  const query = useQuery({ ...staffQueries.accounts({ filter: list.filter, q: list.q, page: list.page }), placeholderData: keepPreviousData });

  return (
    <section className="sc-page">
      <h1>{t('support.accounts.heading')}</h1>
      <div className="sc-toolbar">
        <FilterTabs
          label={t('support.accounts.filter')}
          options={KINDS}
          labels={(k) => t(`support.accounts.kinds.${k}`)}
          value={list.filter}
          onChange={list.setFilter}
        />
        <SearchBox value={list.text} onChange={list.setText} hint={t('support.accounts.searchHint')} />
      </div>
      <PagedTable
        label={t('support.accounts.tableLabel')}
        cols={COLS.map((c) => ({ label: t(`support.accounts.cols.${c}`) }))}
        query={query}
        empty={<ListEmpty list={list} all="all" none={t('support.list.empty')} />}
        onPage={list.setPage}
        row={(a) => (
          <tr key={a.id}>
            <td>
              <Link to={path('accounts', a.id)} className="sc-row-link">
                {a.username}
              </Link>
              {a.nickname && a.nickname !== a.username && <div className="sc-muted sc-small">{a.nickname}</div>}
            </td>
            <td>
              <span className={`sc-kind sc-kind-${accountKind(a.type)}`}>{show.type(a.type)}</span>
            </td>
            <td>
              <span className={`sc-status sc-status-${a.status}`}>{a.status}</span>
            </td>
            <td>{show.text(a.parentUsername)}</td>
            <td className="sc-num">{show.text(a.mobileNum)}</td>
            <td>{show.text(a.email)}</td>
            <td className="sc-num sc-nowrap">{show.time(a.createdAt)}</td>
            <td className="sc-num sc-nowrap">{show.time(a.lastLoginAt)}</td>
          </tr>
        )}
      />
    </section>
  );
}
