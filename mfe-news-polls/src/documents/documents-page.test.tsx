import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { documentCategorySchema, documentSchema, listSchema, pageSchema, type PortalDocument } from '@portal/shared/contracts';
import { contractApi, renderWithPortal, TEST_CONFIG } from '@portal/shared/testing';

import { DocumentsPage } from './documents-page';

const budget: PortalDocument = {
  id: 1,
  slug: 'adopted-budget',
  title: 'Adopted budget, this fiscal year',
  description: 'The budget.',
  description_html: '<p>The budget.</p>',
  category_id: 1,
  category: 'Budgets and finance',
  subcategory_id: 2,
  subcategory: 'Annual budgets',
  file_name: 'adopted-budget.pdf',
  content_type: 'application/pdf',
  file_size: 712,
  published_at: '2026-10-02T15:00:00.000Z',
  download_path: '/documents/adopted-budget/download/',
};
const page = (results: PortalDocument[]) => ({ count: results.length, page: 1, page_size: 20, next: null, previous: null, results });
const categories = [{ id: 1, name: 'Budgets and finance', subcategories: [{ id: 2, name: 'Annual budgets', category_id: 1 }] }];

/** The documents asked for with `query`, and the categories to filter by. */
const documents = (query: string, results: PortalDocument[]) =>
  contractApi({
    [`GET /documents/?${query}`]: { response: pageSchema(documentSchema), answer: page(results) },
    'GET /documents/categories/': { response: listSchema(documentCategorySchema), answer: categories },
  }).api;

describe('DocumentsPage', () => {
  it('offers each file as a link named by its title, with its type and real size', async () => {
    renderWithPortal(<DocumentsPage />, { api: documents('page=1', [budget]) });
    const link = await screen.findByRole('link', { name: 'Adopted budget, this fiscal year' });
    expect(link.getAttribute('href')).toBe(`${TEST_CONFIG.apiBase}/documents/adopted-budget/download/`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/PDF, 0\.695 kB/)).toBeTruthy();
    expect(screen.getByText(/Published October 2, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('says once that nothing matches, with the way back to every document', async () => {
    renderWithPortal(<DocumentsPage />, {
      api: documents('page=1&search=zzz', []),
      path: '/documents?search=zzz',
    });
    expect(await screen.findByRole('heading', { name: 'No documents match “zzz”' })).toBeTruthy();
    expect(screen.queryByText(/0 documents|0 results|No results/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See all documents' }).getAttribute('href')).toBe('/documents');
  });
});
