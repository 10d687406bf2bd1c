import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './ui';

/** A failed action's text, read out; nothing when there is none. */
export function ErrorLine({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p className="sc-error-text" role="alert">
      {text(error)}
    </p>
  );
}

/** Why a page has no buttons: staff without the right to change it read it only. */
export function ReadOnlyNote({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <p className="sc-note" role="note">
      {text}
    </p>
  );
}

/**
 * An unpaged console table: its heads (the actions column read out only), a loading line until
 * the first answer, a line when there is nothing, then the rows. Like the paged one, it scrolls
 * sideways in a region a keyboard can reach.
 */
export function ContentTable(props: {
  label: string;
  busy: boolean;
  cols: readonly string[];
  actions: string;
  loading: boolean;
  empty: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const span = props.cols.length + 1;
  const line = props.loading ? t('common.loading') : props.empty;
  return (
    <div className="sc-table-wrap" tabIndex={0} role="region" aria-label={props.label}>
      <table className="sc-table" aria-label={props.label} aria-busy={props.busy}>
        <thead>
          <tr>
            {props.cols.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{props.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {line !== null && (
            <tr>
              <td colSpan={span} className="sc-empty">
                {line}
              </td>
            </tr>
          )}
          {props.children}
        </tbody>
      </table>
    </div>
  );
}
