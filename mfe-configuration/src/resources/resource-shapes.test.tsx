import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CONFIG_SCHEMAS, configFileSchema, configItemSchema, configPageSchema, organizationSchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, type SentRequest } from '@portal/shared/testing';

import { formPageFor, listPageFor } from './resource-pages';

const publicOrganization = {
  name: 'Riverside Municipality',
  logo_url: '/logo.svg',
  address: '1 Civic Square',
  phone: '555-0100',
  email: 'hello@riverside.example',
  website: null,
  office_hours: 'Mon–Fri 8–5',
  about_us: 'About.',
  policies: 'Policies.',
};
const organization = { ...publicOrganization, id: 1, updated_at: '2026-11-01T00:00:00.000Z' };
const sha = 'a'.repeat(64);
const uploaded = { id: 9, url: `/api/files/${sha}/`, file_name: 'crest.png', content_type: 'image/png', size: 1200 };

describe('the organization: one record with an uploaded logo', () => {
  it('edits the record at its own address, uploads a new logo and saves it, with nothing to delete', async () => {
    const { api, sent } = contractApi({
      'GET /configuration/organization/': { response: configItemSchema('organization'), answer: organization },
      'POST /configuration/files/?kind=image': { body: 'file', response: configFileSchema, answer: uploaded },
      'PATCH /configuration/organization/': {
        body: CONFIG_SCHEMAS.organization.input,
        response: configItemSchema('organization'),
        answer: { ...organization, logo_url: uploaded.url },
      },
      'GET /organization/': { response: organizationSchema, answer: publicOrganization },
    });
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
    fireEvent.change(await screen.findByLabelText('Logo (optional)'), { target: { files: [file] } });
    await waitFor(() => expect(sent.map((request) => `${request.method} ${request.path}`)).toContain('POST /configuration/files/'));
    await waitFor(() => expect(screen.getByTestId('logo_url-current').querySelector('img')?.getAttribute('src')).toBe(uploaded.url));

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'PATCH')?.body).toMatchObject({ logo_url: uploaded.url, website: null }),
    );
  });

  it('says when a file is too large before sending it', async () => {
    const { api, sent } = contractApi({
      'GET /configuration/organization/': { response: configItemSchema('organization'), answer: organization },
    });
    const Form = formPageFor('organization');
    renderWithPortal(<Form />, { api, path: '/configuration/organization' });
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Logo (optional)'), { target: { files: [big] } });
    expect(await screen.findByText('huge.png is larger than 2 MB. Choose a smaller file.')).toBeTruthy();
    expect(sent.map((request) => request.method)).toEqual(['GET']);
  });
});

describe('nested resources', () => {
  it('links each parent row to its children', async () => {
    const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
    const { api } = contractApi({
      'GET /configuration/towns/?page=1&ordering=name': {
        response: configPageSchema('towns'),
        answer: {
          count: 1,
          page: 1,
          page_size: 10,
          next: null,
          previous: null,
          results: [{ id: 2, name: 'Fairview', ...stamp }],
        },
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
    // The criteria are asked for by their type's id: no other list would answer.
    const { api } = contractApi({
      'GET /configuration/dispute-criteria/?page=1&ordering=sort_order&dispute_type_id=3': {
        response: configPageSchema('dispute-criteria'),
        answer: { count: 1, page: 1, page_size: 10, next: null, previous: null, results: [criterion] },
      },
      'GET /configuration/dispute-types/?page_size=100': {
        response: configPageSchema('dispute-types'),
        answer: { count: 0, page: 1, page_size: 100, next: null, previous: null, results: [] },
      },
    });
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
  });
});

describe('fields by kind', () => {
  it('asks a moment as the date field and a time, marks optional questions, and sends the moment', async () => {
    const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
    const { api, sent } = contractApi({
      'POST /configuration/polls/': {
        body: CONFIG_SCHEMAS.polls.input,
        response: configItemSchema('polls'),
        answer: ({ body }: SentRequest) => ({ ...(body as object), id: 4, slug: 'library-hours', ...stamp }),
      },
    });
    const Form = formPageFor('polls');
    renderWithPortal(<Form />, { api, path: '/configuration/polls/create' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Library hours' } });
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).toBeTruthy();
    const opens = screen.getByRole('group', { name: /^Opens/ });
    fireEvent.change(within(opens).getByRole('combobox', { name: 'Month' }), { target: { value: '01' } });
    fireEvent.change(within(opens).getByRole('textbox', { name: 'Day' }), { target: { value: '10' } });
    fireEvent.change(within(opens).getByRole('textbox', { name: 'Year' }), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('Opens: time'), { target: { value: '09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    // Every question is checked on the first submit: the closing moment is missing too.
    expect(await screen.findAllByText('Enter when the poll closes.')).toHaveLength(2);
    expect(sent).toEqual([]);
    const closes = screen.getByRole('group', { name: /^Closes/ });
    fireEvent.change(within(closes).getByRole('combobox', { name: 'Month' }), { target: { value: '02' } });
    fireEvent.change(within(closes).getByRole('textbox', { name: 'Day' }), { target: { value: '1' } });
    fireEvent.change(within(closes).getByRole('textbox', { name: 'Year' }), { target: { value: '2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    await waitFor(() =>
      expect(sent.map((request) => request.body)).toEqual([
        expect.objectContaining({
          opens_at: new Date(2026, 0, 10, 9, 30).toISOString(),
          closes_at: new Date(2026, 1, 1, 0, 0).toISOString(),
        }),
      ]),
    );
  });

  it('checks the rules across fields with the others, on the first submit', async () => {
    const { api, sent } = contractApi({});
    const Form = formPageFor('polls');
    renderWithPortal(<Form />, { api, path: '/configuration/polls/create' });
    for (const [legend, day] of [
      ['Opens', '10'],
      ['Closes', '5'],
    ] as const) {
      const group = await screen.findByRole('group', { name: new RegExp(`^${legend}`) });
      fireEvent.change(within(group).getByRole('combobox', { name: 'Month' }), { target: { value: '01' } });
      fireEvent.change(within(group).getByRole('textbox', { name: 'Day' }), { target: { value: day } });
      fireEvent.change(within(group).getByRole('textbox', { name: 'Year' }), { target: { value: '2026' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add poll' }));
    expect(await screen.findAllByText('Enter a title.')).toHaveLength(2);
    expect(screen.getAllByText('The poll must close after it opens.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('asks money in dollars with a "$" before the field', async () => {
    const Form = formPageFor('donation-causes');
    renderWithPortal(<Form />, { api: contractApi({}).api, path: '/configuration/donations/causes/create' });
    const goal = await screen.findByRole('textbox', { name: 'Goal (optional)' });
    expect(goal.getAttribute('inputmode')).toBe('decimal');
    expect(goal.closest('.usa-input-group')?.textContent).toContain('$');
  });
});
