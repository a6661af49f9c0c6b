import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { ApiClient } from '@portal/shared';
import { CONFIG_SCHEMAS, configItemSchema, configPageSchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { formPageFor, listPageFor } from './resource-pages';

const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 10, next: null, previous: null, results });
const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
const towns = [
  { id: 1, name: 'Brookfield', ...stamp },
  { id: 2, name: 'Fairview', ...stamp },
];

const LIST = 'GET /configuration/towns/?page=1&ordering=name';
const listOf = (items: typeof towns) => ({ [LIST]: { response: configPageSchema('towns'), answer: page(items) } });
const ADD = 'POST /configuration/towns/';
const input = CONFIG_SCHEMAS.towns.input;

function renderAt(path: string, api: ApiClient) {
  const List = listPageFor('towns');
  const Form = formPageFor('towns');
  return renderWithPortal(
    <Routes>
      <Route path="/configuration/towns" element={<List />} />
      <Route path="/configuration/towns/create" element={<Form />} />
      <Route path="/configuration/towns/:key" element={<Form />} />
    </Routes>,
    { api, path },
  );
}

describe('resource screens', () => {
  it('lists the items with a link to each, a search and the way to add one', async () => {
    renderAt('/configuration/towns', contractApi(listOf(towns)).api);
    expect((await screen.findByRole('link', { name: 'Fairview' })).getAttribute('href')).toBe('/configuration/towns/2');
    expect(screen.getByRole('link', { name: 'Add a town' }).getAttribute('href')).toBe('/configuration/towns/create');
    expect(screen.getByRole('searchbox', { name: 'Search towns' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it('checks the form against the contract before sending, the error next to the field', async () => {
    const { api, sent } = contractApi({});
    renderAt('/configuration/towns/create', api);
    fireEvent.click(screen.getByRole('button', { name: 'Add town' }));
    expect(await screen.findAllByText('Enter a name.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('shows the API field errors and keeps what was typed', async () => {
    const { api } = contractApi({
      [ADD]: {
        body: input,
        error: {
          status: 409,
          detail: 'A town with this name already exists.',
          errors: { name: ['A town with this name already exists.'] },
        },
      },
    });
    renderAt('/configuration/towns/create', api);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Fairview' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add town' }));
    expect(await screen.findAllByText('A town with this name already exists.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name' })).toMatchObject({ value: 'Fairview' });
  });

  it('adds an item and confirms it in a panel under the list heading, with each flag a tag', async () => {
    const { api, sent } = contractApi({
      ...listOf(towns),
      [ADD]: { body: input, response: configItemSchema('towns'), answer: { id: 3, name: 'Oakdale', ...stamp } },
    });
    renderAt('/configuration/towns/create', api);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Oakdale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add town' }));
    const panel = await screen.findByRole('region', { name: 'Town added' });
    expect(panel.textContent).toContain('Town added');
    expect(screen.getByText('Oakdale is now in the list.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Towns' })).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Oakdale' });
  });

  it('says what an empty list would hold and offers the way to add the first', async () => {
    renderAt('/configuration/towns', contractApi(listOf([])).api);
    expect(await screen.findByRole('heading', { name: 'No towns yet' })).toBeTruthy();
    expect(screen.getByText('Towns you add are listed here.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add a town' })).toHaveLength(2);
  });

  it('edits an item and says why it cannot be deleted while in use', async () => {
    const { api, sent } = contractApi({
      'GET /configuration/towns/2/': { response: configItemSchema('towns'), answer: towns[1] },
      'DELETE /configuration/towns/2/': { error: { status: 409, detail: 'This town is still used by 3 suburbs.' } },
    });
    renderAt('/configuration/towns/2', api);
    expect((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).toMatchObject({ value: 'Fairview' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete town' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('This town is still used by 3 suburbs.')).toBeTruthy();
    await waitFor(() => expect(sent.map((request) => request.method)).toContain('DELETE'));
  });
});
