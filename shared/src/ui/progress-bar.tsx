import type { ReactNode } from 'react';

/**
 * Progress towards a goal: the words say it all (for screen readers too), the bar only shows it.
 * `value` over `max`; no bar when there is no goal.
 */
export function ProgressBar({ value, max, children }: { value: number; max: number | null; children: ReactNode }) {
  const percent = max ? percentOf(value, max) : null;
  return (
    <div className="margin-y-2">
      <p className="margin-bottom-05">{children}</p>
      {percent !== null && (
        <div className="portal-bar" aria-hidden="true">
          <div className="portal-bar__fill" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

/** Whole percent of a goal, at most 100. */
export function percentOf(value: number, max: number): number {
  return max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
}
