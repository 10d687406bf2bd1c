import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchChatValue } from '@wl/shared/core';
import { Modal } from '../../components/Modal';

/**
 * The chat with a host: the provider's page in an iframe, like the game popup. The
 * page is the provider's; the dialog around it (title, close, focus trap, full
 * screen sheet on phones) is ours. No referrer: the URL carries the session token.
 */
export default function ChatDialog({ chat, onClose }: { chat: LaunchChatValue; onClose(): void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  // Esc typed inside the iframe stays in the iframe's document; the built-in provider's page
  // forwards it. Only that frame, from this origin, may close the dialog.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin && e.source === frame.current?.contentWindow && (e.data as { type?: unknown } | null)?.type === 'demo-chat:close')
        onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onClose]);
  return (
    <Modal title={t('liveModels.chatTitle', { name: chat.modelName })} onClose={onClose} size="md" className="lh-chat">
      <p className="lh-chat__as">{t('liveModels.chattingAs', { name: chat.displayName })}</p>
      <iframe
        ref={frame}
        className="lh-chat__frame"
        src={chat.chatUrl}
        title={t('liveModels.chatFrame', { name: chat.modelName })}
        referrerPolicy="no-referrer"
        data-testid="live-chat-frame"
      />
    </Modal>
  );
}
