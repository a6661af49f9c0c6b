import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SignatureProgress } from './signature-progress';

describe('SignatureProgress', () => {
  it('says the count, the goal and the share in words', () => {
    render(<SignatureProgress petition={{ signature_count: 1234, goal: 2000 }} />);
    expect(screen.getByText(/of 2,000 signatures \(62%\)/)).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
  });
  it('caps the bar at 100% when the goal is passed', () => {
    render(<SignatureProgress petition={{ signature_count: 2500, goal: 2000 }} />);
    expect(screen.getByText(/\(100%\)/)).toBeTruthy();
  });
});
