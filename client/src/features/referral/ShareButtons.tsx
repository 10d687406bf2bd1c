import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';

/**
 * Plain share links, no vendor script: each opens the app's own share page in a new tab with the
 * link (and a line of text where the page takes one). Where the browser has the Web Share API
 * (most phones), "More" opens the system sheet as well.
 */
const TARGETS: { name: string; icon: IconName; url: (link: string, text: string) => string }[] = [
  { name: 'WhatsApp', icon: 'whatsapp', url: (link, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}` },
  { name: 'Telegram', icon: 'telegram', url: (link, text) => `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}` },
  { name: 'Facebook', icon: 'facebook', url: (link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}` },
  { name: 'LINE', icon: 'link', url: (link) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}` },
];

export function shareUrls(link: string, text: string) {
  return TARGETS.map((x) => ({ name: x.name, url: x.url(link, text) }));
}

export function ShareButtons({ link, text }: { link: string; text: string }) {
  const { t } = useTranslation();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="referral__share" role="group" aria-label={t('referral.share')} data-testid="referral-share">
      {TARGETS.map((x) => (
        <a
          key={x.name}
          className="btn btn--ghost btn--sm"
          href={x.url(link, text)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('referral.shareOn', { name: x.name })}
          data-testid={`share-${x.icon}`}
        >
          <Icon name={x.icon} size={16} />
          {x.name}
        </a>
      ))}
      {canShare && (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          // A dismissed sheet rejects; nothing to tell the member.
          onClick={() => void navigator.share({ text, url: link }).catch(() => undefined)}
          data-testid="share-native"
        >
          {t('referral.shareMore')}
        </button>
      )}
    </div>
  );
}
