import type { ReactNode } from 'react';

export interface HeadCell {
  label: ReactNode;
  className?: string;
  /** Read out but not shown (an actions column). */
  hidden?: boolean;
}

/** A table's row of column heads; `false` leaves a column out (one the view does not have). */
export function HeadRow({ cols }: { cols: readonly (HeadCell | false)[] }) {
  return (
    <tr>
      {cols.map(
        (c, i) =>
          c && (
            <th key={i} scope="col" className={c.className}>
              {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
            </th>
          ),
      )}
    </tr>
  );
}
