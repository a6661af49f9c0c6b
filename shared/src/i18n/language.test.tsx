import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { langOf, pageLanguage } from './language';

describe('langOf', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('marks words in another language than the page’s with their own', () => {
    document.documentElement.lang = 'es';
    expect(pageLanguage()).toBe('es');
    expect(langOf({ language: 'en' })).toEqual({ lang: 'en' });
    const { container } = render(<article {...langOf({ language: 'en' })}>Water outage on Main Street</article>);
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('en');
  });

  it('leaves words in the page’s language, and an item that does not say, as they are', () => {
    document.documentElement.lang = 'es';
    expect(langOf({ language: 'es' })).toEqual({});
    expect(langOf({})).toEqual({});
    expect(langOf({ language: null })).toEqual({});
    expect(langOf(undefined)).toEqual({});
    const { container } = render(<article {...langOf({ language: 'es' })}>Corte de agua</article>);
    expect(container.querySelector('article')?.hasAttribute('lang')).toBe(false);
  });

  it('takes a part of an item in its own language, else in the first around it that says', () => {
    document.documentElement.lang = 'es';
    const poll = { title: 'Library hours', language: 'en', options: [{ label: 'Sábados', language: 'es' }, { label: 'Sundays' }] };
    expect(langOf(poll.options[0], poll)).toEqual({});
    expect(langOf(poll.options[1], poll)).toEqual({ lang: 'en' });
    expect(langOf(poll.options[1], { title: 'Library hours' })).toEqual({});
  });

  it('follows the page when its language changes', () => {
    const item = { language: 'es' };
    document.documentElement.lang = 'en';
    expect(langOf(item)).toEqual({ lang: 'es' });
    document.documentElement.lang = 'es';
    expect(langOf(item)).toEqual({});
  });
});
