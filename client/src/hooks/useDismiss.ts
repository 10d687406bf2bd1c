import { useEffect, type RefObject } from 'react';

/**
 * Closes an open disclosure (a header menu) on a press outside `root` or on Escape, the way a
 * person expects a menu to go away. `onEscape` runs after closing on Escape (to put focus back).
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, onEscape?: () => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      onEscape?.();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, close, onEscape]);
}
