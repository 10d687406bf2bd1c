import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '@wl/shared/core';
import { Icon } from '../../components/Icon';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search within a list: typing settles for SEARCH_DEBOUNCE_MS before the list asks again, Enter
 * searches at once, Esc (or the clear button) empties it. The browser's own clear button of a
 * search field is hidden (styles/lobby.css): this one is the only one, and it is labelled.
 */
export function SearchBox({
  value,
  onSearch,
  inputId,
  autoFocus,
  label,
}: {
  value: string;
  onSearch: (keyword: string) => void;
  /** The header's search page names its input, so the header can focus it. */
  inputId?: string;
  autoFocus?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = inputId ?? ownId;
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
        {label ?? t('lobby.search')}
      </label>
      <Icon name="search" size={18} aria-hidden="true" className="list-search__icon" />
      <input
        id={id}
        type="search"
        className="list-search__input"
        value={text}
        maxLength={SEARCH_MAX}
        placeholder={t('lobby.searchPlaceholder')}
        // The search page exists to type a name: the header's search button (or "/") lands in this box.
        autoFocus={autoFocus}
        enterKeyHint="search"
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
