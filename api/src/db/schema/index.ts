// The database's tables, one file per domain; drizzle-kit reads them all through this file.
export * from './accounts';
export * from './cases';
export * from './configuration';
export * from './donations';
export * from './engagement';
export * from './information';
export * from './news';
export * from './operations';
export * from './reference';
