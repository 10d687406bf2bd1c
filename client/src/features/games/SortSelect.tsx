import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_SORTS, type GameSort } from '@wl/shared/core';

/** The order of a game list: featured (the operator's), popular, new, A to Z. */
export function SortSelect({ value, onChange }: { value: GameSort; onChange: (sort: GameSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="list-sort">
      <label htmlFor={id} className="list-sort__label">
        {t('lobby.sortBy')}
      </label>
      <select id={id} className="list-sort__select" value={value} onChange={(e) => onChange(e.target.value as GameSort)} data-testid="list-sort">
        {GAME_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`lobby.sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

export const sortOf = (raw: string | null): GameSort => ((GAME_SORTS as readonly string[]).includes(raw ?? '') ? (raw as GameSort) : 'featured');
