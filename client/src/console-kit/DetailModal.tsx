import { Fragment, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { ErrorNote } from './ui';

/**
 * One request of a queue opened in full: it is fetched while open (`query`, the request's query
 * options), with its failure and a retry, a loading line, then what `children` make of it.
 */
export function DetailModal<D, K extends QueryKey>({
  title,
  query: options,
  onClose,
  children,
}: {
  title: string;
  query: UseQueryOptions<D, Error, D, K>;
  onClose(): void;
  children(d: D): ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery(options);
  const d = query.data;
  return (
    <Modal title={title} onClose={onClose} size="lg">
      <ErrorNote error={query.error} onRetry={() => void query.refetch()} />
      {d === undefined
        ? !query.error && (
            <p className="sc-muted" role="status">
              {t('common.loading')}
            </p>
          )
        : children(d)}
    </Modal>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** Lined up as a number (amounts). */
  num?: boolean;
}

/** A request's facts, each label beside its value. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="sc-wd-facts">
      {facts.map((f, i) => (
        // The list is fixed per queue; two labels may read alike in some language.
        <Fragment key={i}>
          <dt>{f.label}</dt>
          <dd className={f.num ? 'sc-num' : undefined}>{f.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface Image {
  position: number;
  mime: string;
  width: number;
  height: number;
  dataUrl: string;
}

/** A member's uploaded images, each a link that downloads it under a name staff can file. */
export function ImageList(props: { label: string; images: readonly Image[]; fileName: string; alt(p: Image): string; testId?: string }) {
  if (props.images.length === 0) return null;
  return (
    <ul className="sc-wd-proofs" aria-label={props.label}>
      {props.images.map((p) => (
        <li key={p.position}>
          <a href={p.dataUrl} target="_blank" rel="noreferrer" download={`${props.fileName}-${p.position}.${p.mime === 'image/png' ? 'png' : 'jpg'}`}>
            <img src={p.dataUrl} alt={props.alt(p)} data-testid={props.testId} />
          </a>
        </li>
      ))}
    </ul>
  );
}
