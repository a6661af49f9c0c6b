import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { ConfirmationPanel } from './confirmation-panel';

it('is a region named by its heading, with the reference large and what happens next under it', () => {
  render(
    <ConfirmationPanel title="Complaint lodged" reference="C-2026-0042">
      <p>We will reply within 10 working days.</p>
    </ConfirmationPanel>,
  );
  const panel = screen.getByRole('region', { name: 'Complaint lodged' });
  expect(screen.getByRole('heading', { level: 2, name: 'Complaint lodged' })).toBeTruthy();
  expect(panel.textContent).toContain('Your reference number');
  expect(screen.getByText('C-2026-0042').className).toBe('portal-panel__reference');
  expect(panel.contains(screen.getByText('We will reply within 10 working days.'))).toBe(false);
  expect(document.activeElement).toBe(document.body);
});

it('takes focus when shown in place, and can be the page heading', () => {
  render(<ConfirmationPanel title="Thank you for voting" headingLevel={1} focus />);
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Thank you for voting' }));
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
});
