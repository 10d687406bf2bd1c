import { Suspense } from 'react';
import { lazy } from '../lib/chunks';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { useUi } from '../stores/ui';
import { useResumeLaunch } from '../hooks/resumeLaunch';

/** Popups load with their feature on first use; the shell does not carry their code. */
const LoginModal = lazy(() => import('../features/auth/LoginModal'));
const RegisterModal = lazy(() => import('../features/auth/RegisterModal'));
const ForgotModal = lazy(() => import('../features/auth/ForgotModal'));
const ChangePasswordModal = lazy(() => import('../features/auth/ChangePasswordModal'));
const HelpModal = lazy(() => import('../features/help/HelpModal'));
const FeedbackModal = lazy(() => import('../features/feedback/FeedbackModal'));
const SocialLinkModal = lazy(() => import('../features/auth/SocialLinkModal'));
const SocialVerifyModal = lazy(() => import('../features/auth/SocialVerifyModal'));
const GamePopup = lazy(() => import('./GamePopup'));
const VendorGroupPopup = lazy(() => import('../components/games/VendorGroupPopup'));

const loadLauncher = () => import('../hooks/useLaunchGame').then((m) => m.launchWith);

export function ModalHost() {
  const { modal } = useUi();
  // A game picked before logging in opens when the login popup closes with a session.
  useResumeLaunch(loadLauncher);
  if (!modal) return null;
  return (
    // A popup whose code does not arrive says so (lib/chunks.ts) instead of taking the page down.
    <ErrorBoundary resetKey={modal.kind}>
      <Suspense fallback={null}>
        {modal.kind === 'login' && <LoginModal />}
        {modal.kind === 'register' && <RegisterModal referralCode={modal.referralCode} />}
        {modal.kind === 'forgot' && <ForgotModal />}
        {modal.kind === 'changePassword' && (
          <ChangePasswordModal mandatory={!!modal.mandatory} then={modal.then} oldPassword={modal.oldPassword} reason={modal.reason} />
        )}
        {modal.kind === 'help' && <HelpModal slug={modal.slug} />}
        {modal.kind === 'feedback' && <FeedbackModal />}
        {modal.kind === 'social' && <SocialLinkModal ticket={modal.ticket} />}
        {modal.kind === 'socialVerify' && <SocialVerifyModal challenge={modal.challenge} />}
        {modal.kind === 'game' && <GamePopup game={modal.game} />}
        {modal.kind === 'vendorGroup' && <VendorGroupPopup vassalage={modal.vassalage} gameType={modal.gameType} title={modal.title} />}
      </Suspense>
    </ErrorBoundary>
  );
}
