import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MarkedText } from './marked-text';

const marks = (text: string, matches: Array<{ start: number; end: number }>) => {
  const { container } = render(<p>{<MarkedText text={text} matches={matches} />}</p>);
  return { text: container.textContent, marked: [...container.querySelectorAll('mark')].map((m) => m.textContent) };
};

describe('MarkedText', () => {
  it('marks each range, in any order, and keeps all the text', () => {
    expect(
      marks('water and more water', [
        { start: 15, end: 20 },
        { start: 0, end: 5 },
      ]),
    ).toEqual({ text: 'water and more water', marked: ['water', 'water'] });
  });

  it('skips ranges that overlap, are empty or fall outside the text', () => {
    const result = marks('abcdef', [
      { start: 0, end: 3 },
      { start: 2, end: 4 },
      { start: 4, end: 4 },
      { start: 5, end: 99 },
      { start: -1, end: 1 },
    ]);
    expect(result).toEqual({ text: 'abcdef', marked: ['abc'] });
  });

  it('never reads the text as markup', () => {
    const { container } = render(<MarkedText text="<img src=x onerror=alert(1)> water" matches={[{ start: 29, end: 34 }]} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('water');
  });
});
