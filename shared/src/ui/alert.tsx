import type { ReactNode } from 'react';

type AlertProps = {
  type: 'info' | 'warning' | 'error' | 'success';
  heading?: string;
  children?: ReactNode;
  /** 'alert' is announced at once; use it for problems and outcomes a person must notice. */
  role?: 'alert' | 'status' | 'region';
  slim?: boolean;
  className?: string;
};

export function Alert({ type, heading, children, role, slim, className }: AlertProps) {
  const classes = ['usa-alert', `usa-alert--${type}`, slim && 'usa-alert--slim', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={role} aria-label={role === 'region' ? heading : undefined}>
      <div className="usa-alert__body">
        {heading && <h2 className="usa-alert__heading">{heading}</h2>}
        {children && <div className="usa-alert__text">{children}</div>}
      </div>
    </div>
  );
}
