import type { ReactNode } from 'react';

/** A titled panel: a section named by its own heading. */
export function Panel(props: { id: string; title: ReactNode; className?: string; testId?: string; heading?: 'h2' | 'h3'; children: ReactNode }) {
  const Heading = props.heading ?? 'h2';
  return (
    <section className={props.className ? `panel ${props.className}` : 'panel'} aria-labelledby={props.id} data-testid={props.testId}>
      <Heading className="panel__title" id={props.id}>
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}
