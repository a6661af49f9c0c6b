import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { compiled } from './testing';
import { createText } from './text';

const load = async () => ({
  default: compiled({
    guide: 'Read <0>the guide</0> before <1>you <2>start</2></1>.',
    donate: 'Donate<0> to {cause}</0>',
    line: 'One<0/>two',
  }),
});
const text = createText({ first: load, pages: load });
await text.ready('en');

describe('a message with elements (Rich)', () => {
  it('puts each tag’s element around its words, nested ones included', () => {
    const { container } = render(<text.Rich id="guide" components={{ 0: <a href="/guide" />, 1: <em />, 2: <strong /> }} />);
    expect(container.innerHTML).toBe('Read <a href="/guide">the guide</a> before <em>you <strong>start</strong></em>.');
  });

  it('shows what a person typed as they typed it, tags and all, never as elements', () => {
    const { container } = render(
      <text.Rich
        id="donate"
        values={{ cause: <>{'<0>Parks</0> & <b>more</b>'}</> }}
        components={{ 0: <span className="usa-sr-only" /> }}
      />,
    );
    expect(container.innerHTML).toBe('Donate<span class="usa-sr-only"> to &lt;0&gt;Parks&lt;/0&gt; &amp; &lt;b&gt;more&lt;/b&gt;</span>');
  });

  it('draws a self-closing tag’s element in its place', () => {
    const { container } = render(<text.Rich id="line" components={{ 0: <br /> }} />);
    expect(container.innerHTML).toBe('One<br>two');
  });
});
