import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { ErrorNote } from './ui';

/** One request of a queue opened in full: its failure with a retry, a loading line, then the facts. */
export function DetailModal<D>({ title, query, onClose, children }: { title: string; query: UseQueryResult<D>; onClose(): void; children(d: D): ReactNode }) {
  const { t } = useTranslation();
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
