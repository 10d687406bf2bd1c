import { useTranslation } from 'react-i18next';
import { tileVariant } from '../../components/games/onlinePlayers';
import { VendorTile } from '../../components/games/VendorTile';
import { EmptyState, Spinner } from '../../components/PageTitle';
import { useGameMenus } from '../../hooks/useGameMenus';
import { useVendorLaneCards } from '../../hooks/useVendorLaneCards';

/**
 * /provider: every vendor of the merchant as a vendor tile. The tile's game image and
 * style variant come from the vendor's lane (its first card's image and node id), which guests
 * may load too.
 */
export function ProviderList() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const firstCard = useVendorLaneCards();
  if (menus.isPending) return <Spinner label={t('lobby.loading')} />;
  const vendors = menus.data?.gameVendor ?? [];
  if (vendors.length === 0) return <EmptyState title={t('games.noProviders')} />;
  return (
    <ul className="vendor-grid">
      {vendors.map((v, i) => {
        const card = firstCard.get(v.vassalage);
        return (
          <li key={v.vassalage}>
            <VendorTile vendor={v} gameType={v.gameTypes[0] ?? 'RNG'} variant={tileVariant(card?.nodeId ?? i)} image={card?.lagerIcon || card?.iconUrl} />
          </li>
        );
      })}
    </ul>
  );
}
