import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '@wl/shared/core';
import { ui } from '../../stores/ui';
import { contractsApi, contractsKey } from './contractsApi';
import { CONFIRMED_ACTIONS, type DirectAction } from './terms';

/**
 * One party's action on a contract: a confirmation first for the ones that close or end
 * something, then the call; every contract query of the owner refetches afterwards (the
 * other side hears it through `contract:changed`).
 */
export function useContractAction(ownerId: number | undefined, onDone?: (c: ContractView) => void) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const mutation = useMutation({
    mutationFn: contractsApi.act,
    onSuccess: (c) => onDone?.(c),
    onSettled: () => queries.invalidateQueries({ queryKey: contractsKey(ownerId) }),
  });
  const run = async (c: ContractView, action: DirectAction, who: string) => {
    if (CONFIRMED_ACTIONS.includes(action)) {
      const sure = await ui.dialog({
        titleKey: `contracts.confirm.${action}.title`,
        messageKey: `contracts.confirm.${action}.body`,
        params: { who, type: t(`contracts.types.${c.type}`) },
        confirmKey: `contracts.actions.${action}`,
        cancelKey: 'in_more_cancel',
        tone: 'warning',
      });
      if (!sure) return;
    }
    mutation.mutate({ id: c.id, action });
  };
  return { run, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
