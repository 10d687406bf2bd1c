import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, PageTitle } from '../../components/PageTitle';

const TITLES = { lottery: 'games.lottery', seaLottery: 'games.seaLottery', vnLottery: 'games.vnLottery' } as const;

/** Lottery pages (query gameCode); reached only with a token, checked by the route. */
export default function LotteryPage({ kind }: { kind: keyof typeof TITLES }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="page page--game">
      <PageTitle title={t(TITLES[kind])} icon="lottery" subtitle={gameCode ? t('games.gameCode', { code: gameCode }) : undefined} />
      <EmptyState icon="lottery" title={t('games.noLottery')} text={t('games.noGamesText')} />
    </div>
  );
}
