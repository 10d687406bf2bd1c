import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_SIZE } from '@wl/shared/core';
import { errorText } from '../../api/http';
import { GameGrid } from '../../components/games/GameGrid';
import { EmptyState } from '../../components/PageTitle';
import { LoadMore } from './LoadMore';
import type { useGamePages } from './useGamePages';

/**
 * A game list read a page at a time, as every list shows it: a failure with "Try again", the
 * list's own empty state when nothing matches, else the tiles and "Show more games".
 */
export function GameResults({ list, empty }: { list: ReturnType<typeof useGamePages>; empty: ReactNode }) {
  const { t } = useTranslation();
  const { cards, total, loaded, pages } = list;
  const failure = pages.error && !loaded ? errorText(pages.error) : null;
  if (failure)
    return (
      <EmptyState icon="warning" title={t('lobby.vendorFailed')} text={t(failure.key, { defaultValue: failure.fallback })}>
        <button type="button" className="btn btn--ghost" onClick={() => void pages.refetch()}>
          {t('lobby.retry')}
        </button>
      </EmptyState>
    );
  if (loaded && total === 0) return <>{empty}</>;
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {loaded ? t('lobby.results', { count: total }) : ''}
      </p>
      <GameGrid cards={cards} loading={pages.isPending || pages.isPlaceholderData} skeletons={GAME_LIST_PAGE_SIZE} />
      {loaded && (
        <LoadMore shown={cards.length} total={total} hasMore={pages.hasNextPage} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />
      )}
    </>
  );
}
