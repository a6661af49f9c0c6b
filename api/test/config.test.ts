import { describe, expect, it } from 'vitest';
import { API_DIR, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to PGlite inside the api package, with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', seed: true, logLevel: 'info' });
    expect(config.database).toEqual({ kind: 'pglite', dir: `${API_DIR}.data/pglite` });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and then seeds only when asked', () => {
    const url = 'postgres://portal@db.internal:5432/portal';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ database: { kind: 'postgres', url }, seed: false });
    expect(loadConfig({ DATABASE_URL: url, SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ port: 4000, database: { kind: 'pglite' } });
  });

  it('refuses values it cannot use, naming them', () => {
    expect(() => loadConfig({ SEED: 'yes' })).toThrow(/SEED/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
