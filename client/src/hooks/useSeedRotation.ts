import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_SEED_PATTERN } from '@wl/shared/core';
import { errorText } from '../api/http';

/**
 * The "reveal and rotate" form of a commit-reveal panel (in-house games, VIP wheel): an optional new
 * client seed checked before sending, the revealed pair kept to show, a readable problem on refusal.
 */
export function useSeedRotation<R extends { revealed: unknown }>(rotateFn: (clientSeed?: string) => Promise<R>, onRotated: (res: R) => void) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<R['revealed'] | null>(null);
  const rotate = useMutation({
    mutationFn: rotateFn,
    onSuccess: (res) => {
      setRevealed(res.revealed);
      setSeed('');
      onRotated(res);
    },
    onError: (err) => {
      const e = errorText(err);
      setProblem(t(e.key, { defaultValue: e.fallback }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = seed.trim();
    if (next && !CLIENT_SEED_PATTERN.test(next)) return setProblem(t('err.CLIENT_SEED_INVALID'));
    setProblem(null);
    rotate.mutate(next || undefined);
  };
  const change = (value: string) => {
    setSeed(value);
    setProblem(null);
  };
  return { seed, change, problem, revealed, submit, pending: rotate.isPending };
}
