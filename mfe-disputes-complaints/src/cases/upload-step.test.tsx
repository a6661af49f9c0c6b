import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Upload } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { UploadStep } from './upload-step';

const PHOTOS = { name: 'photo_ids', label: 'Photos (optional)', purpose: 'complaint_photo' } as const;
const upload: Upload = {
  id: 7,
  purpose: 'complaint_photo',
  file_name: 'pothole.jpg',
  content_type: 'image/jpeg',
  size: 2048,
  created_at: '2026-11-02T10:00:00.000Z',
};

describe('UploadStep', () => {
  it('shows the files attached, the files’ error and the button that sends the form', () => {
    renderWithPortal(
      <UploadStep
        upload={PHOTOS}
        uploads={[upload]}
        onUploads={vi.fn()}
        form={{ errors: { photo_ids: 'Attach at most 5 files.' }, submitting: false }}
        submit="Submit complaint"
      />,
      { api: contractApi({}).api },
    );
    expect(screen.getByLabelText('Photos (optional)')).toBeTruthy();
    expect(screen.getByText('Attach at most 5 files.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Attached files' }).textContent).toContain('pothole.jpg');
    expect(screen.getByRole('button', { name: 'Submit complaint' }).hasAttribute('disabled')).toBe(false);
  });

  it('turns the button off while the form is being sent', () => {
    renderWithPortal(
      <UploadStep upload={PHOTOS} uploads={[]} onUploads={vi.fn()} form={{ errors: {}, submitting: true }} submit="Submit appeal" />,
      {
        api: contractApi({}).api,
      },
    );
    expect(screen.getByRole('button', { name: 'Submit appeal' }).hasAttribute('disabled')).toBe(true);
  });
});
