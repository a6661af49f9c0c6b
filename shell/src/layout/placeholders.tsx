import { useEffect, useRef, useState, type CSSProperties } from 'react';

import { useText } from '../text';

/** USWDS base-lighter: the grey of a bar standing in for text not drawn yet. */
const GREY = '#dfe1e2';

function Bar({ width, height = '1rem', bottom = '0.75rem' }: { width: string; height?: string; bottom?: string }) {
  const style: CSSProperties = { background: GREY, borderRadius: '0.25rem', width, maxWidth: '100%', height, marginBottom: bottom };
  return <div style={style} />;
}

/** Said to screen readers while the bars show; the bars themselves are only drawn. */
function LoadingText() {
  const t = useText();
  return (
    <p role="status" className="usa-sr-only">
      {t('common.loading')}
    </p>
  );
}

/**
 * What the main area shows while a page's code or data is on its way: a heading, a lead and a few
 * lines of grey bars where they will be (the page's shape, so little moves when it arrives).
 */
export function PagePlaceholder() {
  return (
    <div className="portal-page-placeholder" data-testid="page-placeholder">
      <LoadingText />
      <div aria-busy="true" style={{ paddingTop: '0.5rem' }}>
        <Bar width="22rem" height="2.5rem" bottom="1.5rem" />
        <Bar width="34rem" height="1.5rem" bottom="2rem" />
        <Bar width="44rem" />
        <Bar width="40rem" />
        <Bar width="42rem" />
        <Bar width="26rem" bottom="2rem" />
        <Bar width="44rem" height="8rem" />
      </div>
    </div>
  );
}

/** A home card while its remote's widgets load: the card's size and place, with bars for its heading and text. */
export function WidgetPlaceholder() {
  return (
    <li className="usa-card tablet:grid-col-6 desktop:grid-col-4" data-testid="widget-placeholder">
      <div className="usa-card__container portal-widget">
        <div className="usa-card__header">
          <LoadingText />
        </div>
        <div className="usa-card__body" aria-busy="true">
          <Bar width="60%" height="1.75rem" bottom="1.25rem" />
          <Bar width="100%" />
          <Bar width="90%" />
          <Bar width="70%" />
        </div>
      </div>
    </li>
  );
}

/** True once `active` has held for `delay` ms, false as soon as it stops. */
export function useDelayed(active: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [active, delay]);
  return active && shown;
}

/**
 * A thin bar across the top of the window while a page change waits for its code or data: the
 * feedback of a followed link, at once (drawn from the next frame; a page already here never shows
 * it). It fills towards the right and never ends until the page has come.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!active || !element || typeof element.animate !== 'function') return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const animation = element.animate(
      still
        ? [{ opacity: 0 }, { opacity: 1 }]
        : [
            { opacity: 0, transform: 'scaleX(0)' },
            { opacity: 1, transform: 'scaleX(0.1)', offset: 0.02 },
            { opacity: 1, transform: 'scaleX(0.6)', offset: 0.25 },
            { opacity: 1, transform: 'scaleX(0.9)' },
          ],
      { duration: still ? 150 : 12_000, delay: 100, easing: 'ease-out', fill: 'both' },
    );
    return () => animation.cancel();
  }, [active]);
  if (!active) return null;
  return (
    <div
      ref={bar}
      aria-hidden="true"
      data-testid="navigation-progress"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        width: '100%',
        height: '0.25rem',
        background: '#005ea2',
        transformOrigin: 'left',
        opacity: 0,
        zIndex: 1000,
        pointerEvents: 'none',
      }}
    />
  );
}
