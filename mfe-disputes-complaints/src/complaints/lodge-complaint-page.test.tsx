import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi, renderWithPortal } from '@portal/shared/testing';

import { LodgeComplaintPage } from './lodge-complaint-page';

describe('LodgeComplaintPage', () => {
  it('asks for a complete profile before anything can be lodged', () => {
    renderWithPortal(<LodgeComplaintPage />, { api: fakeApi({}) });
    expect(screen.getByRole('heading', { name: 'Complete your profile first' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit complaint' })).toBeNull();
  });
});
