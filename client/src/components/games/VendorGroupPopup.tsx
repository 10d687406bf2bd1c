import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { gamesApi } from '../../api/games';
import { ui } from '../../stores/ui';
import { Modal } from '../Modal';
import { EmptyState } from '../PageTitle';
import { GameGrid } from './GameGrid';

/** A vendor group (isGame VASSALAGE) opens its games as a popup list. */
export default function VendorGroupPopup({ vassalage, gameType, title }: { vassalage: string; gameType: string; title: string }) {
  const { t } = useTranslation();
  const games = useQuery({
    queryKey: ['games', 'list', { vassalage, gameType, pageNo: 1, pageSize: 100 }],
    queryFn: ({ signal }) => gamesApi.list({ vassalage, gameType: gameType as GameType, pageNo: 1, pageSize: 100 }, signal),
  });
  const cards = (games.data?.list ?? []).filter((c) => c.isGame === 'GAME');
  const failure = games.error ? errorText(games.error) : null;
  return (
    <Modal title={title} onClose={() => ui.close('vendorGroup')} size="lg" className="vendor-group">
      {failure ? (
        <EmptyState icon="warning" title={t(failure.key, { defaultValue: failure.fallback })} />
      ) : !games.isPending && cards.length === 0 ? (
        <EmptyState title={t('games.noGames')} />
      ) : (
        <GameGrid cards={cards} loading={games.isPending} skeletons={8} />
      )}
    </Modal>
  );
}
