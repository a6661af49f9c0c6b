import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="portal-empty-state bg-base-lightest padding-3 radius-md">
      <h2 className="margin-top-0">{title}</h2>
      {children}
    </div>
  );
}
