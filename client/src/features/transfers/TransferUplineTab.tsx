import { useEffect, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TransferTarget } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { Field, FormError } from '../../components/Field';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { Pager } from '../../components/Pager';
import { formatMoney } from '../../lib/format';
import { newActionKey, parseAmount } from '../../lib/money';
import { transferApi, transferKeys, transferQueries } from './transferApi';
import './transfer.css';
import { AmountField, TransferSubmit } from './parts';

/**
 * transferUpline: from the main wallet to the upline, where the site allows it, and
 * for agents to anyone in their own downline. The gateway checks the relation again on every
 * transfer; this list only offers who it would accept (docs/TRANSFERS.md). `?to=<username>` (the
 * agent centre's downline list links here so) opens it searched for that name and, once the list
 * has it, with that account chosen.
 */
export default function TransferUplineTab() {
  const { t } = useTranslation();
  const { member, balance } = useSession();
  const [params] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const [q, setQ] = useState(to);
  const [search, setSearch] = useState(to);
  const [page, setPage] = useState(1);
  const targets = useQuery({ ...transferQueries.targets(member?.id, search, page), placeholderData: keepPreviousData });
  const [target, setTarget] = useState<TransferTarget | null>(null);
  const prefilled = useRef(false);

  // The asked-for account is chosen once, when the first answer lists it (by name, any case).
  useEffect(() => {
    if (prefilled.current || !to || !targets.data) return;
    prefilled.current = true;
    const v = targets.data;
    const found = [...(v.upline ? [v.upline] : []), ...v.downline.list].find((p) => p.username.toLowerCase() === to.toLowerCase());
    if (found) setTarget(found);
  }, [to, targets.data]);

  // A short pause after typing before asking the gateway.
  useEffect(() => {
    const id = setTimeout(() => {
      setSearch(q.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [q]);

  if (targets.isPending) return <Spinner label={t('common.loading')} />;
  if (targets.isError) {
    const e = errorText(targets.error);
    return (
      <div className="transfer">
        <FormError message={t(e.key, { defaultValue: e.fallback })} />
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void targets.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const v = targets.data;
  const people = [...(v.upline && page === 1 ? [v.upline] : []), ...v.downline.list];
  if (!v.isAgent && !v.upline) {
    return <EmptyState icon="users" title={t('transfer.noRelationTitle')} text={t(v.uplineAllowed ? 'transfer.noUpline' : 'transfer.uplineOff')} />;
  }
  return (
    <div className="transfer" data-testid="transfer-relation">
      <p className="muted">{t(v.isAgent ? 'transfer.relationIntroAgent' : 'transfer.relationIntro')}</p>
      <p className="transfer__total">
        {t('transfer.mainBalance')} <strong className="transfer__money">{balance === null ? '—' : formatMoney(balance)}</strong>
      </p>
      {v.isAgent && <Field label={t('transfer.searchDownline')} value={q} onValue={setQ} icon="search" type="search" autoComplete="off" />}
      <fieldset className="transfer__people" aria-busy={targets.isFetching}>
        <legend className="transfer__title">{t('transfer.recipient')}</legend>
        {people.length === 0 ? (
          <p className="muted" role="status">
            {t('transfer.noMatch')}
          </p>
        ) : (
          <ul>
            {people.map((p) => (
              <li key={`${p.relation}:${p.id}`}>
                <label className="transfer__person">
                  <input type="radio" name="transfer-target" checked={target?.id === p.id} onChange={() => setTarget(p)} />
                  <span className="transfer__person-name">
                    {p.username}
                    {p.nickname && p.nickname !== p.username ? ` (${p.nickname})` : ''}
                  </span>
                  <span className="transfer__tag">{p.relation === 'upline' ? t('transfer.upline') : t('transfer.downlineLevel', { level: p.depth })}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {v.downline.totalPages > 1 && <Pager className="transfer__pager" page={page} pages={v.downline.totalPages} onPage={setPage} />}
      </fieldset>
      <RelationForm target={target} />
    </div>
  );
}

function RelationForm({ target }: { target: TransferTarget | null }) {
  const { t } = useTranslation();
  const { member, balance } = useSession();
  const queries = useQueryClient();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const lastTarget = useRef<number | null>(null);
  if (lastTarget.current !== (target?.id ?? null)) {
    lastTarget.current = target?.id ?? null;
    key.current = null;
  }
  const send = useMutation({
    mutationFn: (p: { username: string; amount: number; key: string }) => transferApi.relationTransfer({ username: p.username, amount: p.amount }, p.key),
    onSuccess: (res) => {
      key.current = null;
      setAmount('');
      setDone(t('transfer.sent', { amount: formatMoney(res.amount), currency: res.currency, to: res.to }));
      void queries.invalidateQueries({ queryKey: transferKeys.funds(member?.id) });
    },
    onError: (err) => {
      const e = errorText(err);
      setProblem(t(e.key, { defaultValue: e.fallback }));
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const minor = parseAmount(amount);
    if (!target) return setProblem(t('transfer.pickRecipient'));
    if (minor === null) return setProblem(t('transfer.amountInvalid'));
    if (balance !== null && minor > balance) return setProblem(t('err.INSUFFICIENT_BALANCE'));
    setProblem(null);
    // Money leaves the member for someone else: ask first.
    const sure = await ui.dialog({
      titleKey: 'transfer.confirmTitle',
      messageKey: 'transfer.confirmBody',
      params: { amount: formatMoney(minor), to: target.username },
      confirmKey: 'in_increase_submit',
      cancelKey: 'in_more_cancel',
      tone: 'warning',
    });
    if (!sure) return;
    key.current ??= newActionKey();
    send.mutate({ username: target.username, amount: minor, key: key.current });
  }

  return (
    <form className="transfer__form" onSubmit={(e) => void submit(e)} noValidate>
      <AmountField
        value={amount}
        onValue={(v) => {
          setAmount(v);
          key.current = null;
          setProblem(null);
          setDone(null);
        }}
      />
      <TransferSubmit problem={problem} done={done} pending={send.isPending} label={t('transfer.send')} testId="relation-submit" />
    </form>
  );
}
