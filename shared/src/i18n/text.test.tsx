import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { compiled } from './testing';
import { createText } from './text';

const CATALOGS: Record<string, Record<string, string>> = {
  en: { title: 'Title', optional: '{label} ({language}, optional)', spanish: 'Spanish' },
  es: { title: 'Título', optional: '{label} ({language}, opcional)', spanish: 'español' },
};
const load = async (code: string) => ({ default: compiled(CATALOGS[code] ?? {}) });
const text = createText({ first: load, pages: load });
await text.ready('en');

function Label({ code }: { code: string }) {
  const own = text.useText();
  const other = text.useTextIn(code);
  return (
    <p>
      {own('title')} / {other ? other('optional', { label: other('title'), language: other('spanish') }) : '…'}
    </p>
  );
}

describe('words in another language than the page’s (useTextIn)', () => {
  it('loads that language’s catalog and says its words, the page’s staying as they are', async () => {
    render(<Label code="es" />);
    expect(await screen.findByText('Title / Título (español, opcional)')).toBeTruthy();
    expect(text.text('title')).toBe('Title');
  });
});
