import { useTranslation } from 'react-i18next';
import type { RealityFigures, ServerError } from '@wl/machines';
import { errorText } from '../../api/http';
import { FormError } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../lib/format';
import './responsible.css';

/** "1 h 05 min" / "45 min", whole minutes. */
export function sessionLength(ms: number, t: (k: string, o: Record<string, unknown>) => string): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? t('responsible.check.hours', { h, m: String(m).padStart(2, '0') }) : t('responsible.check.minutes', { m });
}

/**
 * The reality check's dialog: session time, valid bets, wins and net result since login, and the
 * choice. It cannot be dismissed (no close button, no Esc, no backdrop click): the member answers.
 * The shared Modal traps focus, labels the dialog by its title and returns focus afterwards.
 */
export function RealityCheckDialog(p: {
  figures: RealityFigures | null;
  sessionMs: number;
  error: ServerError | null;
  busy: boolean;
  onContinue(): void;
  onStop(): void;
}) {
  const { t } = useTranslation();
  const e = p.error ? errorText(p.error) : null;
  return (
    <Modal title={t('responsible.check.title')} size="sm" variant="dialog" role="alertdialog" className="reality-check">
      <div data-testid="reality-check">
        <p className="reality-check__time">{t('responsible.check.time', { time: sessionLength(p.sessionMs, t) })}</p>
        {p.figures && (
          <dl className="reality-check__figures">
            <div>
              <dt>{t('responsible.check.bets')}</dt>
              <dd>
                {formatMoney(p.figures.bets)} {p.figures.currency}
              </dd>
            </div>
            <div>
              <dt>{t('responsible.check.wins')}</dt>
              <dd>
                {formatMoney(p.figures.wins)} {p.figures.currency}
              </dd>
            </div>
            <div className="reality-check__net">
              <dt>{t('responsible.check.net')}</dt>
              <dd data-testid="reality-net">
                {formatMoney(p.figures.net)} {p.figures.currency}
              </dd>
            </div>
          </dl>
        )}
        <FormError message={e ? t(e.key, { defaultValue: e.fallback }) : null} />
        <p className="muted">{t('responsible.check.question')}</p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={p.onStop} disabled={p.busy} data-testid="reality-stop">
            {t('responsible.check.stop')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={p.onContinue}
            disabled={p.busy}
            aria-busy={p.busy}
            data-autofocus
            data-testid="reality-continue"
          >
            {t('responsible.check.continue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
