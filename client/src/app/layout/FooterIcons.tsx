import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Badges drawn here (no third-party marks): age limits, and generic payment methods. */
function Badge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="badge-icon" role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
        {children}
      </svg>
    </span>
  );
}

export function ResponsibilityIcons() {
  const { t } = useTranslation();
  return (
    <div className="footer__badges">
      <Badge label={t('footer.age18')}>
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <text x="24" y="29.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="currentColor">
          18+
        </text>
      </Badge>
      <Badge label={t('footer.age21')}>
        <circle cx="24" cy="24" r="21" fill="none" stroke="var(--danger)" strokeWidth="2.5" />
        <text x="24" y="29.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="currentColor">
          21+
        </text>
      </Badge>
      <Badge label={t('footer.playResponsibly')}>
        <path d="M24 4 8 10v12c0 10 7 17 16 20 9-3 16-10 16-20V10z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="m16 24 6 6 11-12" fill="none" stroke="var(--accent)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </Badge>
      <Badge label={t('footer.licensed')}>
        <circle cx="24" cy="20" r="12" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="m17 30-3 14 10-5 10 5-3-14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="m24 13 2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z" fill="var(--accent)" />
      </Badge>
    </div>
  );
}

const PAYMENTS: { key: string; path: string }[] = [
  { key: 'footer.payBank', path: 'M8 20 24 11l16 9M11 20v13M19 20v13M29 20v13M37 20v13M8 36h32' },
  { key: 'footer.payCard', path: 'M7 14h34v21H7zM7 20h34M12 30h8' },
  { key: 'footer.payEwallet', path: 'M9 15h27a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H12a3 3 0 0 1-3-3zM9 15l20-6 2 6M32 25.5h3' },
  { key: 'footer.payQr', path: 'M9 9h11v11H9zM28 9h11v11H28zM9 28h11v11H9zM28 28h4v4h-4zM35 35h4v4h-4zM13 13h3v3h-3zM32 13h3v3h-3zM13 32h3v3h-3z' },
  {
    key: 'footer.payCrypto',
    path: 'M24 6a18 18 0 1 0 0 36 18 18 0 0 0 0-36zM19 15h7a4 4 0 0 1 0 8h-7zM19 23h8a4.5 4.5 0 0 1 0 9h-8zM19 13v22M23 12v3M23 32v3',
  },
];

export function PaymentIcons() {
  const { t } = useTranslation();
  return (
    <div className="footer__badges">
      {PAYMENTS.map((p) => (
        <span key={p.key} className="pay-icon" title={t(p.key)}>
          <svg viewBox="0 0 48 48" width="28" height="28" aria-hidden="true">
            <path d={p.path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{t(p.key)}</span>
        </span>
      ))}
    </div>
  );
}
