import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { fakeApi, renderWithPortal } from '@portal/shared/testing';

import { formPageFor, listPageFor } from './resource-pages';

const organization = {
  id: 1,
  name: 'Riverside Municipality',
  logo_url: '/logo.svg',
  address: '1 Civic Square',
  phone: '555-0100',
  email: 'hello@riverside.example',
  website: null,
  office_hours: 'Mon–Fri 8–5',
  about_us: 'About.',
  policies: 'Policies.',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const sha = 'a'.repeat(64);
const uploaded = { id: 9, url: `/api/files/${sha}/`, file_name: 'crest.png', content_type: 'image/png', size: 1200 };

describe('the organization: one record with an uploaded logo', () => {
  it('edits the record at its own address, uploads a new logo and saves it, with nothing to delete', async () => {
    const api = fakeApi({
      '/configuration/organization/': organization,
      '/configuration/files/': uploaded,
      '/organization/': organization,
    });
    const upload = vi.spyOn(api, 'upload');
    const patch = vi.spyOn(api, 'patch');
    const Form = formPageFor('organization');
    renderWithPortal(
      <Routes>
        <Route path="/configuration/organization" element={<Form />} />
      </Routes>,
      { api, path: '/configuration/organization' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'crest.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } });
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith('/configuration/files/', file, expect.objectContaining({ query: { kind: 'image' } })),
    );
    await waitFor(() => expect(screen.getByTestId('logo_url-current').querySelector('img')?.getAttribute('src')).toBe(uploaded.url));

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(
        '/configuration/organization/',
        expect.objectContaining({ logo_url: uploaded.url, website: null }),
        expect.anything(),
      ),
    );
  });

  it('says when a file is too large before sending it', async () => {
    const api = fakeApi({ '/configuration/organization/': organization });
    const upload = vi.spyOn(api, 'upload');
    const Form = formPageFor('organization');
    renderWithPortal(<Form />, { api, path: '/configuration/organization' });
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Logo'), { target: { files: [big] } });
    expect(await screen.findByText('huge.png is larger than 2 MB. Choose a smaller file.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('nested resources', () => {
  it('links each parent row to its children', async () => {
    const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
    const api = fakeApi({
      '/configuration/towns/': {
        count: 1,
        page: 1,
        page_size: 10,
        next: null,
        previous: null,
        results: [{ id: 2, name: 'Fairview', ...stamp }],
      },
    });
    const List = listPageFor('towns');
    renderWithPortal(<List />, { api, path: '/configuration/towns' });
    expect((await screen.findByRole('link', { name: 'Suburbs of Fairview' })).getAttribute('href')).toBe(
      '/configuration/suburbs?town_id=2',
    );
  });
});

describe('criteria under their dispute type, in the path', () => {
  it('lists one type’s criteria at disputes/criteria/{type} and adds and edits them there', async () => {
    const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
    const criterion = {
      id: 7,
      dispute_type_id: 3,
      question: 'Did you pay the bill?',
      help: '',
      required: true,
      is_active: true,
      sort_order: 0,
      ...stamp,
    };
    const api = fakeApi({
      '/configuration/dispute-criteria/': { count: 1, page: 1, page_size: 10, next: null, previous: null, results: [criterion] },
      '/configuration/dispute-types/': { count: 0, page: 1, page_size: 100, next: null, previous: null, results: [] },
    });
    const get = vi.spyOn(api, 'get');
    const List = listPageFor('dispute-criteria');
    renderWithPortal(
      <Routes>
        <Route path="/configuration/disputes/criteria/:parent" element={<List />} />
      </Routes>,
      { api, path: '/configuration/disputes/criteria/3' },
    );
    expect((await screen.findByRole('link', { name: 'Did you pay the bill?' })).getAttribute('href')).toBe(
      '/configuration/disputes/criteria/3/update/7',
    );
    expect(screen.getByRole('link', { name: 'Add a dispute criterion' }).getAttribute('href')).toBe(
      '/configuration/disputes/criteria/3/create',
    );
    expect(get).toHaveBeenCalledWith(
      '/configuration/dispute-criteria/',
      expect.objectContaining({ query: expect.objectContaining({ dispute_type_id: '3' }) }),
    );
  });
});
