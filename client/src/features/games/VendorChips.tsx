import { useTranslation } from 'react-i18next';
import type { VendorInfo } from '@wl/shared/core';

/** Vendor filter of a list: one chip per vendor of the category, "All" clears it. */
export function VendorChips({ vendors, selected, onSelect }: { vendors: VendorInfo[]; selected: string; onSelect: (vassalage: string) => void }) {
  const { t } = useTranslation();
  if (vendors.length < 2) return null;
  return (
    <div className="vchips" role="group" aria-label={t('lobby.vendors')}>
      <button type="button" className="vchip" aria-pressed={!selected} onClick={() => onSelect('')}>
        {t('lobby.allVendors')}
      </button>
      {vendors.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          className="vchip"
          aria-pressed={selected === v.vassalage}
          onClick={() => onSelect(v.vassalage)}
          data-testid={`chip-${v.vassalage}`}
        >
          {v.name}
        </button>
      ))}
    </div>
  );
}
