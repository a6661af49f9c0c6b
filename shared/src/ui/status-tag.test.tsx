import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

import { StatusTag } from './status-tag';

it('is a USWDS tag coloured by its tone, neutral unless told', () => {
  render(
    <>
      <StatusTag tone="success">Resolved</StatusTag>
      <StatusTag>Campaign</StatusTag>
    </>,
  );
  expect(screen.getByText('Resolved').className).toBe('usa-tag portal-tag portal-tag--success');
  expect(screen.getByText('Campaign').className).toBe('usa-tag portal-tag portal-tag--neutral');
});
