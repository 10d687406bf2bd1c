import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

/** The title banner above a section (its label depends on the path). */
export function PageTitle({ title, icon, subtitle, children }: { title: string; icon?: IconName; subtitle?: string; children?: ReactNode }) {
  return (
    <section className="page-title">
      <div className="page-title__art" aria-hidden="true">
        <svg viewBox="0 0 400 120" preserveAspectRatio="xMidYMid slice">
          <defs>
            <radialGradient id="pt-glow" cx="85%" cy="30%" r="70%">
              <stop offset="0" stopColor="var(--accent)" stopOpacity=".28" />
              <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect width="400" height="120" fill="url(#pt-glow)" />
          <g stroke="var(--accent)" strokeOpacity=".12" fill="none">
            <circle cx="340" cy="40" r="60" />
            <circle cx="340" cy="40" r="90" />
          </g>
        </svg>
      </div>
      <div className="page-title__text">
        {icon && (
          <span className="page-title__icon">
            <Icon name={icon} size={26} />
          </span>
        )}
        <div>
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ icon = 'grid', title, text, children }: { icon?: IconName; title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="empty" role="status">
      <span className="empty__icon">
        <Icon name={icon} size={32} />
      </span>
      <h2 className="empty__title">{title}</h2>
      {text && <p className="empty__text">{text}</p>}
      {children && <div className="empty__actions">{children}</div>}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
