import { useEffect, useRef, type RefObject } from 'react';

/**
 * One focus trap for every layer that covers the page (popups and the phone drawer): while it is
 * active the layer joins a stack, the page behind stops scrolling, Tab and Shift+Tab cycle inside
 * the top layer only, Esc calls `onEscape` when there is one, and focus goes back to whatever
 * had it before the layer opened.
 */
const layers: HTMLElement[] = [];

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

// The root keeps its scrollbar gutter (base.css), so locking does not shift the page sideways.
function syncScrollLock() {
  document.documentElement.classList.toggle('scroll-locked', layers.length > 0);
}

/** The controls Tab can reach inside `el`, in order, skipping hidden ones. */
export function tabStops(el: HTMLElement): HTMLElement[] {
  return [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null);
}

export interface FocusTrapOptions {
  active: boolean;
  /** Leave out when the layer may not be dismissed (mandatory password change). */
  onEscape?: () => void;
  /** Where focus goes on open; defaults to the layer itself. */
  initialFocus?: (el: HTMLElement) => HTMLElement | null;
}

export function useFocusTrap(ref: RefObject<HTMLElement | null>, { active, onEscape, initialFocus }: FocusTrapOptions) {
  // Kept in refs so a parent re-render with new callbacks does not reopen the layer.
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  const initialRef = useRef(initialFocus);
  initialRef.current = initialFocus;

  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const opener = document.activeElement as HTMLElement | null;
    layers.push(el);
    syncScrollLock();
    (initialRef.current?.(el) ?? el).focus({ preventScroll: true });

    const onKey = (e: KeyboardEvent) => {
      if (layers[layers.length - 1] !== el) return;
      if (e.key === 'Escape' && escapeRef.current) {
        e.preventDefault();
        escapeRef.current();
      } else if (e.key === 'Tab') {
        const items = tabStops(el);
        if (items.length === 0) {
          e.preventDefault();
          return;
        }
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const outside = !el.contains(document.activeElement);
        if (e.shiftKey && (document.activeElement === first || outside)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (document.activeElement === last || outside)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const i = layers.indexOf(el);
      if (i >= 0) layers.splice(i, 1);
      syncScrollLock();
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, [ref, active]);
}
