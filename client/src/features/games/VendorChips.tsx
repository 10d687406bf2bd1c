import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorInfo } from '@wl/shared/core';
import { usePhone } from '../../hooks/usePhone';
import { imageUrl } from '../../lib/hosts';

/** On a wide screen this many providers show before "All providers" (two rows, about). */
const FIRST_CHIPS = 14;

/**
 * Provider filter of a list: one chip per provider with its badge (the round mark at the left
 * of its logo), "All" clears it. On a phone the chips are one row that scrolls sideways
 * (styles/lobby.css) instead of wrapping into screens of chips; on a wide screen a long list
 * shows its first providers (and the chosen one) until "All providers" opens the rest.
 */
export function VendorChips({ vendors, selected, onSelect }: { vendors: VendorInfo[]; selected: string; onSelect: (vassalage: string) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (vendors.length < 2) return null;
  const folds = !phone && vendors.length > FIRST_CHIPS + 2;
  const shown = folds && !open ? vendors.filter((v, i) => i < FIRST_CHIPS || v.vassalage === selected) : vendors;
  return (
    <div className="vchips" role="group" aria-label={t('lobby.vendors')} data-testid="vendor-chips">
      <button type="button" className="vchip" aria-pressed={!selected} onClick={() => onSelect('')}>
        {t('lobby.allVendors')}
      </button>
      {shown.map((v) => (
        <button
          key={v.vassalage}
          type="button"
          className="vchip"
          aria-pressed={selected === v.vassalage}
          onClick={() => onSelect(v.vassalage)}
          data-testid={`chip-${v.vassalage}`}
        >
          {v.iconUrl && <img className="vchip__logo" src={imageUrl(v.iconUrl)} alt="" width={22} height={22} loading="lazy" decoding="async" />}
          {v.name}
        </button>
      ))}
      {folds && (
        <button type="button" className="vchip vchip--more" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="chips-more">
          {open ? t('lobby.fewerVendors') : t('lobby.allVendorsCount', { count: vendors.length })}
        </button>
      )}
    </div>
  );
}
