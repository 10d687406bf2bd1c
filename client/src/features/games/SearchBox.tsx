import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '@wl/shared/core';
import { Icon } from '../../components/Icon';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search within a list: typing settles for SEARCH_DEBOUNCE_MS before the list asks again, Enter
 * searches at once, Esc (or the clear button) empties it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      className="list-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('lobby.search')}
      </label>
      <Icon name="search" size={18} aria-hidden="true" className="list-search__icon" />
      <input
        id={id}
        type="search"
        className="list-search__input"
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={t('lobby.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            setText('');
            onSearch('');
          }
        }}
        data-testid="list-search"
      />
      {text && (
        <button
          type="button"
          className="icon-btn list-search__clear"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('lobby.clearSearch')}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </form>
  );
}
