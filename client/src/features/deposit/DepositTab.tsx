import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { depositFee, type CreateDepositRequest, type DepositChannel, type DepositOrder, type ResponsibleSettings } from '@wl/shared/core';
import { createDepositRequest } from '@wl/shared/form-checks';
import { errorText } from '../../api/http';
import { onEvent } from '../../api/query';
import { responsibleKey, responsibleQuery } from '../../api/responsible';
import { useSession } from '../../session/session';
import { Field, FormError } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { formatMoney, formatTimestamp } from '../../lib/format';
import { errorOf, schemaResolver } from '../../lib/form-resolver';
import { newActionKey, parseAmount } from '../../lib/money';
import { depositApi, depositQueries } from './depositApi';
import { DepositReceiptButton } from './DepositReceipt';
import { DepositNextStep } from './DepositNextStep';
import { OwnLimitNote } from './OwnLimitNote';
import './deposit.css';

/**
 * The depositv2 tab (docs/CASHIER.md): pick a channel, type an amount within its limits and the
 * member's own deposit limit, and send. The form then gives way to the order's next step (the
 * payment page to open in a new window, or the bank details), which turns into "payment received"
 * with a receipt when the credit is pushed. Back from the payment page (`?deposit=<ref>`) the tab
 * opens on that order's state rather than on an empty form. Below, the member's recent deposits.
 */
export default function DepositTab() {
  const { t } = useTranslation();
  const { member } = useSession();
  const memberId = member?.id;
  const client = useQueryClient();
  const channels = useQuery(depositQueries.channels(memberId));
  const own = useQuery(responsibleQuery(memberId));
  const available = own.data?.available ?? null;
  const form = useForm<Draft, Context, CreateDepositRequest>({
    defaultValues: { channelId: null, amount: '' },
    resolver,
    context: { channels: channels.data ?? [], available },
  });
  const [actionKey, setActionKey] = useState(newActionKey);
  const [params, setParams] = useSearchParams();
  const returned = params.get('deposit');
  const [opened, setOpened] = useState<DepositOrder | null>(null);

  // A credited deposit moves the balance: the list of orders is stale then.
  useEffect(() => onEvent('balance:changed', depositQueries.root(memberId)), [memberId]);
  // What was deposited counts against the member's own limits: the room left changes with it.
  useEffect(() => onEvent('cashier:changed', (p) => (p.kind === 'deposit' ? responsibleKey(memberId) : null)), [memberId]);
  // Paid, failed, expired or decided by staff: pushed in the same transaction, so no polling.
  useEffect(() => onEvent('cashier:changed', (p) => (p.kind === 'deposit' ? depositQueries.root(memberId) : null)), [memberId]);

  const list = channels.data ?? [];
  const draft = form.watch();
  const channel = channelOf(list, draft.channelId);
  const amount = parseAmount(draft.amount);
  const fee = channel && amount !== null ? depositFee(amount, channel) : 0;
  // Once the amount was left or the form sent, every change is checked again (the range is the channel's).
  const checking = !!form.formState.touchedFields.amount || form.formState.isSubmitted;

  const create = useMutation({
    mutationFn: ({ key, ...body }: CreateDepositRequest & { key: string }) => depositApi.create(body, key),
    onSuccess: (order) => {
      setOpened(order);
      void client.invalidateQueries({ queryKey: responsibleKey(memberId) });
      form.reset({ channelId: form.getValues('channelId'), amount: '' });
      // The next deposit is another action: a new key. A failed send keeps its key for the retry.
      setActionKey(newActionKey());
      void client.invalidateQueries({ queryKey: depositQueries.root(memberId) });
    },
  });

  // Another choice is another action.
  const change = (fn: (check: { shouldValidate: boolean }) => void) => {
    fn({ shouldValidate: checking });
    setActionKey(newActionKey());
    create.reset();
  };

  if (channels.isPending) return <Spinner label={t('common.loading')} />;
  if (channels.error) {
    const e = errorText(channels.error);
    return (
      <EmptyState icon="warning" title={t(e.key, { defaultValue: e.fallback })}>
        <button type="button" className="btn btn--outline" onClick={() => void channels.refetch()}>
          {t('common.retry')}
        </button>
      </EmptyState>
    );
  }
  if (!channel) return <EmptyState icon="deposit" title={t('member.empty.payments')} />;

  const reference = opened?.ref ?? returned;
  if (reference) {
    const again = () => {
      setOpened(null);
      if (returned) setParams((p) => (p.delete('deposit'), p), { replace: true });
    };
    return (
      <div className="deposit">
        <DepositNextStep key={reference} reference={reference} first={opened ?? undefined} onAgain={again} />
        <RecentDeposits memberId={memberId} />
      </div>
    );
  }

  const max = Math.min(channel.maxAmount, available ?? Infinity);
  const blocked = own.data ? ownBlock(own.data, channel) : null;
  const submit = form.handleSubmit((body) => create.mutate({ ...body, key: actionKey }));
  const sendError = create.error ? errorText(create.error) : null;

  return (
    <div className="deposit">
      <form className="deposit__form" onSubmit={submit} noValidate>
        <ChannelPicker channels={list} value={channel.id} onChange={(id) => change((check) => form.setValue('channelId', id, check))} />
        <Field
          label={t('deposit.amount', { currency: channel.currency })}
          value={draft.amount}
          onValue={(v) => change((check) => form.setValue('amount', v, check))}
          onBlur={() => form.setValue('amount', form.getValues('amount'), { shouldTouch: true, shouldValidate: true })}
          inputMode="decimal"
          autoComplete="off"
          required
          icon="coins"
          error={errorOf(form, t, 'amount', { min: formatMoney(channel.minAmount), max: formatMoney(max), currency: channel.currency })}
          hint={t('deposit.limits', { min: formatMoney(channel.minAmount), max: formatMoney(max), currency: channel.currency })}
          data-testid="deposit-amount"
        />
        {own.data && <OwnLimitNote settings={own.data} blocked={blocked} />}
        <div className="deposit__quick" role="group" aria-label={t('deposit.quick')}>
          {quickAmounts(channel, max).map((q) => (
            <button key={q} type="button" className="chip deposit__chip" onClick={() => change((check) => form.setValue('amount', String(q / 100), check))}>
              {formatMoney(q)}
            </button>
          ))}
        </div>
        <dl className="deposit__sum" aria-live="polite">
          <dt>{t('deposit.fee')}</dt>
          <dd>
            {formatMoney(fee)} {channel.currency}
          </dd>
          <dt>{t('deposit.youPay')}</dt>
          <dd>
            {amount !== null ? formatMoney(amount + fee) : formatMoney(0)} {channel.currency}
          </dd>
          <dt>{t('deposit.youGet')}</dt>
          <dd className="deposit__get">
            {formatMoney(amount ?? 0)} {channel.currency}
          </dd>
        </dl>
        <FormError message={sendError ? t(sendError.key, { defaultValue: sendError.fallback }) : null} />
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={create.isPending || !!blocked} data-testid="deposit-submit">
          {create.isPending ? t('common.loading') : t('deposit.submit')}
        </button>
      </form>
      <RecentDeposits memberId={memberId} />
    </div>
  );
}

type Draft = { channelId: number | null; amount: string };
/** What the checks need besides the draft: the channels listed and the member's own room left (null: no limit). */
type Context = { channels: DepositChannel[]; available: number | null };

/** Why no amount of this channel can go through now: an exclusion, or own limits with less room than the channel's minimum. */
function ownBlock(s: ResponsibleSettings, c: DepositChannel): 'excluded' | 'noRoom' | null {
  if (s.exclusion) return 'excluded';
  if (s.available !== null && s.available < c.minAmount) return 'noRoom';
  return null;
}

/** The channel picked, or the first one until the member picks. */
const channelOf = (list: DepositChannel[], id: number | null) => list.find((c) => c.id === id) ?? list[0] ?? null;

/**
 * The body's own checks (the channels listed come in as the form's context); the range is the
 * picked channel's, which the schema cannot know.
 */
const resolver = schemaResolver<Draft, CreateDepositRequest, Context | undefined>(createDepositRequest, {
  toBody: (d, c) => ({ channelId: channelOf(c?.channels ?? [], d.channelId)?.id ?? Number.NaN, amount: parseAmount(d.amount) ?? Number.NaN }),
  messages: { amount: (d) => (d.amount.trim() ? 'deposit.amountInvalid' : 'deposit.amountRequired') },
  rules: (body, d, c) => {
    const channel = channelOf(c?.channels ?? [], d.channelId);
    if (!channel) return { amount: undefined };
    if (body.amount < channel.minAmount || body.amount > channel.maxAmount) return { amount: 'deposit.amountRange' };
    // The member's own limit, checked here so it is said before Deposit is pressed (the gateway checks it again).
    return { amount: c?.available != null && body.amount > c.available ? 'deposit.overOwnLimit' : undefined };
  },
});

/** A few round amounts inside the channel's range and the member's room (the minimum, then 2x, 5x, 10x of it). */
function quickAmounts(c: DepositChannel, max: number): number[] {
  return [...new Set([1, 2, 5, 10].map((x) => c.minAmount * x).filter((a) => a <= max))];
}

function ChannelPicker({ channels, value, onChange }: { channels: DepositChannel[]; value: number; onChange(id: number): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="deposit__channels">
      <legend className="deposit__legend">{t('deposit.channel')}</legend>
      {channels.map((c) => (
        <label key={c.id} className={`deposit__card${c.id === value ? ' deposit__card--on' : ''}`} data-testid={`deposit-channel-${c.id}`}>
          <input type="radio" name={name} className="sr-only" checked={c.id === value} onChange={() => onChange(c.id)} />
          <Icon name={c.type === 'bank' ? 'receipt' : 'deposit'} size={22} className="deposit__card-icon" />
          <span className="deposit__card-name">{c.name}</span>
          <span className="deposit__card-type">{t(`deposit.types.${c.type}`)}</span>
          <span className="deposit__card-line">
            {formatMoney(c.minAmount)} – {formatMoney(c.maxAmount)} {c.currency}
          </span>
          <span className="deposit__card-line">{feeText(t, c)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function feeText(t: (k: string, o?: Record<string, unknown>) => string, c: DepositChannel): string {
  if (!c.feeBps && !c.feeFixed) return t('deposit.noFee');
  const parts = [
    c.feeBps ? `${(c.feeBps / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%` : '',
    c.feeFixed ? formatMoney(c.feeFixed) : '',
  ].filter(Boolean);
  return t('deposit.feeRule', { fee: parts.join(' + ') });
}

function RecentDeposits({ memberId }: { memberId: number | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useQuery({ ...depositQueries.orders(memberId, page), placeholderData: keepPreviousData });
  return (
    <section className="deposit__recent" aria-labelledby="deposit-recent-title">
      <h3 id="deposit-recent-title">{t('deposit.recent')}</h3>
      {orders.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : orders.error ? (
        <FormError message={t(errorText(orders.error).key)} />
      ) : !orders.data?.list.length ? (
        <p className="muted">{t('deposit.none')}</p>
      ) : (
        <>
          <ul className="deposit__list" data-testid="deposit-list">
            {orders.data.list.map((o) => (
              <li key={o.id} className="deposit__item">
                <div>
                  <strong>
                    {formatMoney(o.amount)} {o.currency}
                  </strong>
                  <span className="muted"> · {o.channelName}</span>
                  <div className="deposit__meta">
                    {formatTimestamp(new Date(o.createdAt))} · {o.ref}
                  </div>
                  {/* Staff's message to the member, or a neutral line for a refusal; their internal note never reaches this page. */}
                  {o.memberMessage ? (
                    <div className="deposit__meta" data-testid="deposit-member-message">
                      {t('deposit.memberMessage', { text: o.memberMessage })}
                    </div>
                  ) : (
                    o.status === 'rejected' && <div className="deposit__meta">{t('deposit.rejectedNeutral')}</div>
                  )}
                  {o.status === 'paid' && <DepositReceiptButton order={o} utcOffsetMinutes={orders.data.utcOffsetMinutes} />}
                </div>
                <span className={`deposit__status deposit__status--${o.status}`}>{t(`deposit.status.${o.status}`)}</span>
              </li>
            ))}
          </ul>
          {orders.data.totalPages > 1 && (
            <nav className="deposit__pager" aria-label={t('deposit.pages')}>
              <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('deposit.newer')}
              </button>
              <span className="muted">{t('deposit.pageOf', { page, pages: orders.data.totalPages })}</span>
              <button type="button" className="btn btn--ghost btn--sm" disabled={page >= orders.data.totalPages} onClick={() => setPage((p) => p + 1)}>
                {t('deposit.older')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
