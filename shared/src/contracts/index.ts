export * from './auth';
export * from './client-errors';
export * from './complaints';
export * from './donations';
export * from './errors';
export * from './news';
export * from './pagination';
export * from './profile';
