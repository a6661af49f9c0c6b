import type { ReactNode } from 'react';

/** What a status means to the person reading it, which sets its colour. */
export type StatusTone = 'info' | 'success' | 'warning' | 'error' | 'neutral' | 'pending';

/**
 * A USWDS tag coloured by what the status means (docs/content.md#statuses): received or upcoming
 * (info), in progress or waiting on someone (pending), done or accepted (success), needs the
 * person's attention (warning), refused or failed (error), or a plain label (neutral). Each colour
 * meets WCAG AA contrast with its text; the words carry the meaning, the colour only repeats it.
 */
export function StatusTag({ children, tone = 'neutral', className }: { children: ReactNode; tone?: StatusTone; className?: string }) {
  return <span className={`usa-tag portal-tag portal-tag--${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
