import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BgsBetValue, BgsWalletValue } from '@wl/shared/core';
import { useSession } from '../../session/session';
import { newActionKey } from '../../lib/money';
import { bgsApi, bgsKeys } from './bgsApi';

/**
 * One round per press: a fresh idempotency key per round (kept only while that same round is
 * retried after a lost answer), then the fairness state and history are read again. The header
 * balance needs nothing here: the gateway's balance:changed event moves it.
 */
export function usePlay(game: string) {
  const { member } = useSession();
  const queries = useQueryClient();
  const key = useRef<string | null>(null);
  const [last, setLast] = useState<BgsBetValue | null>(null);
  const play = useMutation({
    mutationFn: (p: { amount: number; params: Record<string, unknown>; key: string }) => bgsApi.bet(game, { amount: p.amount, params: p.params }, p.key),
    onSuccess: (res) => {
      key.current = null;
      setLast(res);
      queries.setQueryData<BgsWalletValue>(bgsKeys.wallet(member?.id), (w) => (w ? { ...w, balance: res.balance } : w));
    },
    onError: () => {
      // A refusal (limits, balance) will not change on retry: the next press is a new round.
      key.current = null;
    },
    onSettled: () => {
      void queries.invalidateQueries({ queryKey: bgsKeys.fairness(member?.id) });
      void queries.invalidateQueries({ queryKey: bgsKeys.rounds(member?.id) });
    },
  });
  const start = (amount: number, params: Record<string, unknown>) => {
    key.current ??= newActionKey();
    play.mutate({ amount, params, key: key.current });
  };
  return { start, last, pending: play.isPending, error: play.error, reset: play.reset };
}
