import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, type ApiClient } from '@portal/shared';
import { fakeApi, renderWithPortal } from '@portal/shared/testing';
import { ManageNewsPage } from './manage-news-page';

const draft = {
  id: 7,
  slug: 'winter-parking-rules',
  title: 'Winter parking rules',
  summary: '',
  body: '',
  image_url: null,
  published_at: null,
  is_published: false,
};
const page = { count: 1, page: 1, page_size: 10, next: null, previous: null, results: [draft] };

describe('ManageNewsPage', () => {
  it('publishes a draft and raises a toast on the bus', async () => {
    const published = { ...draft, is_published: true, published_at: '2026-11-21T10:00:00.000Z' };
    const api: ApiClient = { ...fakeApi({ '/configuration/news/': page }), patch: vi.fn(async () => published) as ApiClient['patch'] };
    const toast = vi.fn();
    bus.on('toast', toast);
    renderWithPortal(<ManageNewsPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Winter parking rules' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ kind: 'success', message: '“Winter parking rules” is now published.' }));
    expect(api.patch).toHaveBeenCalledWith('/configuration/news/winter-parking-rules/', { is_published: true }, expect.anything());
    bus.off('toast', toast);
  });
});
