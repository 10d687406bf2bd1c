import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromotionActionValue, PromotionView } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { useSession } from '../../session/session';
import { ui } from '../../stores/ui';
import { refuseTrial } from '../../hooks/useLaunchGame';
import { formatMoney } from '../../lib/format';
import { ApplyDialog } from './ApplyDialog';
import { actionOf, promotionsApi } from './promotionsApi';
import { setRewardCount } from './rewardCount';

/**
 * The one way a screen takes part in a promotion (promotions page, reward centre): a guest is sent
 * to log in, a trial account is refused, an application opens its form, the rest is one call. The
 * answer's count updates the badge at once; the member's promotion queries are refetched.
 */
export function usePromotionActions() {
  const { isLogin, isTrial, member } = useSession();
  const queries = useQueryClient();
  const [applying, setApplying] = useState<PromotionView | null>(null);

  const settle = async (v: PromotionActionValue, messageKey: string) => {
    setRewardCount(v.availablePromoCount);
    await queries.invalidateQueries({ queryKey: ['member', member?.id] });
    void ui.dialog({ titleKey: 'promotions.done.title', messageKey, params: { title: v.promotion.title, amount: formatMoney(v.paid) }, tone: 'success' });
  };
  const act = useMutation({
    mutationFn: ({ p, action }: { p: PromotionView; action: 'join' | 'sign' | 'claim' }) =>
      action === 'join' ? promotionsApi.join(p.id) : action === 'sign' ? promotionsApi.sign(p.id) : promotionsApi.claim(p.id, p.kind),
    onSuccess: (v, { action }) => settle(v, action === 'join' ? 'promotions.done.joined' : 'promotions.done.paid'),
    onError: (e) => {
      const { key, fallback } = errorText(e);
      void ui.dialog({ messageKey: key, params: { defaultValue: fallback }, tone: 'error' });
      void queries.invalidateQueries({ queryKey: ['member', member?.id] });
    },
  });

  const run = (p: PromotionView) => {
    if (!isLogin) return ui.open({ kind: 'login' });
    if (isTrial) return void refuseTrial();
    const action = actionOf(p.status, p.kind);
    if (action === 'apply') setApplying(p);
    else if (action) act.mutate({ p, action });
  };

  const dialog = applying && (
    <ApplyDialog
      promotion={applying}
      onClose={() => setApplying(null)}
      onDone={(v) => {
        setApplying(null);
        void settle(v, 'promotions.done.applied');
      }}
    />
  );
  return { run, busy: act.isPending ? (act.variables?.p.id ?? null) : null, dialog };
}
