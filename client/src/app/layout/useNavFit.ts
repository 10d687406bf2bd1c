import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How many of a row's entries fit before a "More" button takes the rest. The widths come from
 * a hidden copy of the row (`measure`: one child per entry, then the More button last), so
 * entries that are collapsed still have a width. It runs in a layout effect: the first paint is
 * already the fitted row, with no jump. A ResizeObserver on the room and on the copy refits when
 * the window, the header's right-hand controls, the language or the font change the sizes.
 */
export function useNavFit(
  entryCount: number,
  gap: number,
): {
  room: RefObject<HTMLElement | null>;
  measure: RefObject<HTMLUListElement | null>;
  visible: number;
} {
  const room = useRef<HTMLElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [visible, setVisible] = useState(entryCount);

  useLayoutEffect(() => {
    const roomEl = room.current;
    const measureEl = measure.current;
    if (!roomEl || !measureEl) return;
    const fit = () => {
      const widths = [...measureEl.children].map((c) => (c as HTMLElement).getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      // Hidden (phone header): nothing to fit, keep the last answer rather than collapse all.
      if (roomEl.clientWidth === 0) return;
      setVisible(fitCount(widths.slice(0, entryCount), more, roomEl.clientWidth, gap));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(roomEl);
    observer.observe(measureEl);
    return () => observer.disconnect();
  }, [entryCount, gap]);

  return { room, measure, visible: Math.min(visible, entryCount) };
}

/** Entries that fit in `room` in order; when not all do, the More button needs its place too. */
export function fitCount(widths: number[], moreWidth: number, room: number, gap: number): number {
  const total = widths.reduce((sum, w, i) => sum + w + (i ? gap : 0), 0);
  // Half a pixel of slack: sub-pixel widths must not push the last entry out when all fit.
  if (total <= room + 0.5) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + gap + w > room + 0.5) break;
    used += gap + w;
    count += 1;
  }
  return count;
}
