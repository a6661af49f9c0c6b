import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { chooseLanguage, kitText, type ApiClient } from '@portal/shared';
import type * as Contracts from '@portal/shared/contracts';
import type { ConfigResourceName } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { configurationText } from '../text';
import { formPageFor } from './resource-pages';

// A resource whose words have versions: complaint types whose name and description staff write in
// each language the portal speaks (TEST_CONFIG: English and Spanish), each item answered with its
// `translations`, the input taking them.
const versions = vi.hoisted(() => async () => {
  const { z } = await import('zod/mini');
  const { CONFIG_SCHEMAS } = await vi.importActual<typeof Contracts>('@portal/shared/contracts');
  const translations = z.record(z.string(), z.record(z.string(), z.string()));
  return {
    item: z.extend(CONFIG_SCHEMAS['complaint-types'].item, { translations }),
    input: z.extend(CONFIG_SCHEMAS['complaint-types'].input, { translations: z.optional(translations) }),
  };
});

vi.mock('@portal/shared/contracts', async (importOriginal) => {
  const contracts = await importOriginal<typeof Contracts>();
  const types = contracts.CONFIG_RESOURCES['complaint-types'];
  const fields = types.fields.map((field) =>
    field.kind === 'text' || field.kind === 'textarea' ? { ...field, translatable: true } : field,
  );
  const { item } = await versions();
  return {
    ...contracts,
    CONFIG_RESOURCES: { ...contracts.CONFIG_RESOURCES, 'complaint-types': { ...types, fields } },
    configItemSchema: (name: ConfigResourceName) => (name === 'complaint-types' ? item : contracts.configItemSchema(name)),
  };
});

const { item, input } = await versions();

const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
const potholes = {
  id: 4,
  name: 'Potholes',
  description: 'Holes in a road or a footpath.',
  is_active: true,
  sort_order: 1,
  ...stamp,
  translations: { es: { name: 'Baches', description: 'Hoyos en una calle o una acera.' } },
};
const ITEM = 'GET /configuration/complaint-types/4/';
const SAVE = 'PATCH /configuration/complaint-types/4/';
const ADD = 'POST /configuration/complaint-types/';

function renderAt(path: string, api: ApiClient) {
  const Form = formPageFor('complaint-types');
  return renderWithPortal(
    <Routes>
      <Route path="/configuration/complaints/types" element={<h1>Complaint types</h1>} />
      <Route path="/configuration/complaints/types/create" element={<Form />} />
      <Route path="/configuration/complaints/types/update/:key" element={<Form />} />
    </Routes>,
    { api, path },
  );
}

// The Spanish words the fields' labels take, here before the first form draws (the page loads
// them when it needs them), so that no test waits on their arrival.
beforeAll(() => Promise.all([kitText.readyAll('es'), configurationText.readyAll('es')]));

describe('a form whose words have a version in each language', () => {
  it('draws each translatable field beside its Spanish version, labelled in Spanish and marked so', async () => {
    renderAt('/configuration/complaints/types/create', contractApi({}).api);
    const spanish = await screen.findByRole('textbox', { name: 'Nombre (español, opcional)' });
    expect(spanish.getAttribute('name')).toBe('translations.es.name');
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(screen.getByText('Nombre (español, opcional)').getAttribute('lang')).toBe('es');
    const english = screen.getByRole('textbox', { name: 'Name' });
    expect(english.hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Descripción (español, opcional)' }).tagName).toBe('TEXTAREA');
    // Side by side from a tablet up, stacked on a phone.
    expect(english.closest('.tablet\\:grid-col-6')?.parentElement?.className).toBe('grid-row grid-gap');
    expect(spanish.closest('.tablet\\:grid-col-6')?.parentElement).toBe(english.closest('.grid-row'));
    // Fields that are not words staff write keep their one input.
    expect(screen.getByRole('textbox', { name: 'Sort order' }).closest('.grid-row')).toBeNull();
  });

  it('loads the versions an item has and sends them back with its own words', async () => {
    const { api, sent } = contractApi({
      [ITEM]: { response: item, answer: potholes },
      [SAVE]: { body: input, response: item, answer: potholes },
    });
    renderAt('/configuration/complaints/types/update/4', api);
    const spanish = await screen.findByRole('textbox', { name: 'Descripción (español, opcional)' });
    expect(spanish).toMatchObject({ value: 'Hoyos en una calle o una acera.' });
    fireEvent.change(spanish, { target: { value: 'Hoyos en la calle.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.map((request) => request.method)).toContain('PATCH'));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Potholes',
      description: 'Holes in a road or a footpath.',
      is_active: true,
      sort_order: 1,
      translations: { es: { name: 'Baches', description: 'Hoyos en la calle.' } },
    });
  });

  it('sends only the languages with words, and none when none has any', async () => {
    const { api, sent } = contractApi({
      [ADD]: { body: input, response: item, answer: { ...potholes, translations: {} } },
    });
    renderAt('/configuration/complaints/types/create', api);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Potholes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add complaint type' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ name: 'Potholes', translations: {} });
  });

  it('shows the API’s error about a version under that version’s field, the summary leading to it', async () => {
    const { api } = contractApi({
      [ADD]: {
        body: input,
        error: {
          status: 400,
          detail: 'Check the answers.',
          errors: { 'translations.es.description': ['Enter the description in Spanish too.'] },
        },
      },
    });
    renderAt('/configuration/complaints/types/create', api);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Potholes' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description (optional)' }), { target: { value: 'Holes in a road.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre (español, opcional)' }), { target: { value: 'Baches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add complaint type' }));
    const link = await screen.findByRole('link', { name: 'Enter the description in Spanish too.' });
    expect(link.getAttribute('href')).toBe('#translations.es.description');
    const field = screen.getByRole('textbox', { name: 'Descripción (español, opcional)' });
    expect(field.id).toBe('translations.es.description');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Enter the description in Spanish too.');
    expect(error?.hasAttribute('lang')).toBe(false);
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Nombre (español, opcional)' })).toMatchObject({ value: 'Baches' });
  });
});

describe('the same form on a page in Spanish', () => {
  beforeAll(() => chooseLanguage('es'));
  afterAll(() => chooseLanguage('en'));

  it('says which field is in English, marked so, and leaves the Spanish one in the page’s language', async () => {
    renderAt('/configuration/complaints/types/create', contractApi({}).api);
    const english = await screen.findByRole('textbox', { name: 'Nombre (inglés)' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('textbox', { name: 'Descripción (inglés, opcional)' }).getAttribute('lang')).toBe('en');
    const spanish = await screen.findByRole('textbox', { name: 'Nombre (español, opcional)' });
    expect(spanish.hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Nombre (español, opcional)').hasAttribute('lang')).toBe(false);
  });
});
