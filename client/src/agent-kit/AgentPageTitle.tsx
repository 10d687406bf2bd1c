import type { ReactNode } from 'react';
import { Icon, type IconName } from '../components/Icon';

/** Each agent page's one heading (the layout has none of its own), with room for actions. */
export function AgentPageTitle({ title, icon, children }: { title: string; icon: IconName; children?: ReactNode }) {
  return (
    <div className="agent-page__head">
      <h1 className="agent-page__title">
        <Icon name={icon} size={22} />
        {title}
      </h1>
      {children}
    </div>
  );
}
