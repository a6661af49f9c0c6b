import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chooseLanguage } from '@portal/shared';
import { configPageSchema } from '@portal/shared/contracts';
import { contractApi, renderWithPortal } from '@portal/shared/testing';

import { formPageFor, listPageFor } from './resource-pages';

const stamp = { created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z' };
const towns = { count: 1, page: 1, page_size: 10, next: null, previous: null, results: [{ id: 2, name: 'Fairview', ...stamp }] };

/** The same screens in Spanish: every word of theirs from this area's Spanish catalog, what staff wrote as it is. */
describe('resource screens in Spanish', () => {
  beforeAll(() => chooseLanguage('es'));
  afterAll(() => chooseLanguage('en'));

  it('names the list, its columns, its search and the way to add in Spanish', async () => {
    const { api } = contractApi({
      'GET /configuration/towns/?page=1&ordering=name': { response: configPageSchema('towns'), answer: towns },
    });
    const List = listPageFor('towns');
    renderWithPortal(<List />, { api, path: '/configuration/towns' });
    expect((await screen.findByRole('link', { name: 'Barrios de Fairview' })).getAttribute('href')).toBe(
      '/configuration/suburbs?town_id=2',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ciudades' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar una ciudad' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar ciudades' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Nombre, de la A a la Z' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).toBeTruthy();
  });

  it('labels a form’s fields, their hints and its button in Spanish', async () => {
    const Form = formPageFor('polls');
    renderWithPortal(<Form />, { api: contractApi({}).api, path: '/configuration/polls/create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar una encuesta' })).toBeTruthy();
    // A poll's description has a Spanish version: the English field says it is in English, its version sits beside it.
    expect(screen.getByRole('textbox', { name: 'Descripción (inglés, opcional)' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('textbox', { name: 'Descripción (español, opcional)' }).getAttribute('name')).toBe(
      'translations.es.description',
    );
    expect(screen.getByLabelText('Apertura: hora')).toBeTruthy();
    expect(screen.getByText('Los números más bajos aparecen primero.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar encuesta' })).toBeTruthy();
  });
});
