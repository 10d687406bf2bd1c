import type { ReactNode } from 'react';

/** One of the responsible-gaming tools: its titled section and the line saying what it does. */
export function RgSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section className="responsible__section" aria-labelledby={id}>
      <h3 id={id} className="responsible__title">
        {title}
      </h3>
      <p className="muted">{intro}</p>
      {children}
    </section>
  );
}
