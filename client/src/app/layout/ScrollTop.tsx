import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { smoothBehavior } from '../../lib/motion';

/** Appears after one screen of scrolling; reserves no layout space, so nothing jumps. */
export function ScrollTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight * 0.8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`scroll-top${shown ? ' scroll-top--shown' : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: smoothBehavior() })}
      aria-label={t('nav.scrollTop')}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
