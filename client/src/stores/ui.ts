import type { LaunchValue, PasswordChangeReason, VerificationChallenge } from '@wl/shared/core';
import { createStore, useStore } from '../lib/store';

/**
 * Which popup is open. One modal at a time (login, register, ...) plus a stack of small
 * dialogs above it (confirmations, warnings), because a dialog often answers something the
 * modal below did (an SMS failure inside the register popup, for instance).
 */
export type ModalRequest =
  | { kind: 'login' }
  | { kind: 'register'; referralCode?: string }
  | { kind: 'forgot' }
  /** `mandatory`: default or expired password, cannot be dismissed. `then`: where to go after. */
  | { kind: 'changePassword'; mandatory?: boolean; then?: string; oldPassword?: string; reason?: PasswordChangeReason }
  | { kind: 'help'; slug?: string }
  /** The feedback popup (home call-to-action, help centre). */
  | { kind: 'feedback' }
  /** Back from Facebook / Google with an identity to link or turn into an account. */
  | { kind: 'social'; ticket: string }
  /** A social sign-in from a new location waits for the second verification. */
  | { kind: 'socialVerify'; challenge: VerificationChallenge }
  /** A launched game: the vendor's page in an iframe, or an in-house game (docs/LOBBY.md). */
  | { kind: 'game'; game: LaunchValue }
  /** A vendor group (isGame VASSALAGE): its games as a popup list. */
  | { kind: 'vendorGroup'; vassalage: string; gameType: string; title: string };

export interface DialogRequest {
  /** i18n keys; `params` are interpolated into the message. */
  titleKey?: string;
  messageKey: string;
  params?: Record<string, string | number>;
  confirmKey?: string;
  cancelKey?: string;
  tone?: 'info' | 'warning' | 'error' | 'success';
}

interface OpenDialog extends DialogRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export interface UiState {
  modal: ModalRequest | null;
  dialogs: OpenDialog[];
  /** Side-menu drawer on phones. */
  drawerOpen: boolean;
}

export const uiStore = createStore<UiState>({ modal: null, dialogs: [], drawerOpen: false });

let nextId = 1;

export const ui = {
  open(modal: ModalRequest) {
    uiStore.set((s) => {
      // The mandatory password change outranks everything until it is done.
      if (s.modal?.kind === 'changePassword' && s.modal.mandatory && modal.kind !== 'changePassword') return s;
      return { ...s, modal, drawerOpen: false };
    });
  },
  close(kind?: ModalRequest['kind']) {
    uiStore.set((s) => (kind && s.modal?.kind !== kind ? s : { ...s, modal: null }));
  },
  /** Resolves true when the confirm button was pressed, false on cancel or Esc. */
  dialog(req: DialogRequest): Promise<boolean> {
    return new Promise((resolve) => {
      const id = nextId++;
      uiStore.set((s) => ({ ...s, dialogs: [...s.dialogs, { ...req, id, resolve }] }));
    });
  },
  answer(id: number, confirmed: boolean) {
    const d = uiStore.get().dialogs.find((x) => x.id === id);
    uiStore.set((s) => ({ ...s, dialogs: s.dialogs.filter((x) => x.id !== id) }));
    d?.resolve(confirmed);
  },
  setDrawer(open: boolean) {
    uiStore.set((s) => ({ ...s, drawerOpen: open }));
  },
};

export const useUi = () => useStore(uiStore);
