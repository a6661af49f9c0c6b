import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('is a search landmark named by the caller, with a labelled field and its button', () => {
    render(
      <>
        <SearchBox id="portal-search" label="Search" labelHidden landmarkLabel="Search the portal" onSubmit={() => {}} />
        <SearchBox id="news-search" label="Search news" onSubmit={() => {}} />
      </>,
    );
    expect(screen.getByRole('search', { name: 'Search the portal' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Search news' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search news' }).getAttribute('type')).toBe('search');
    expect(screen.getByText('Search', { selector: 'label' }).className).toBe('usa-sr-only');
    expect(screen.getAllByRole('button', { name: 'Search' })).toHaveLength(2);
  });

  it('sends the trimmed text, and says what to do when it is empty', () => {
    const onSubmit = vi.fn();
    render(<SearchBox id="q" label="Search for" defaultValue="  " onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).not.toHaveBeenCalled();
    const field = screen.getByRole('searchbox', { name: 'Search for' });
    expect(screen.getByText('Enter a word to search for.').id).toBe('q-error');
    expect(field.getAttribute('aria-describedby')).toBe('q-error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: ' parks ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('parks');
    expect(screen.queryByText('Enter a word to search for.')).toBeNull();
  });

  it('can be controlled, let an empty search through and show an error from elsewhere', () => {
    const onSubmit = vi.fn();
    function Controlled() {
      const [text, setText] = useState('roads');
      return (
        <SearchBox
          id="s"
          label="Search news"
          value={text}
          onChange={setText}
          onSubmit={onSubmit}
          emptyError={false}
          error="Use fewer words."
        />
      );
    }
    render(<Controlled />);
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search news' });
    expect(field.value).toBe('roads');
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).toHaveBeenCalledWith('');
    expect(screen.getByText('Use fewer words.').className).toBe('usa-error-message');
  });
});
