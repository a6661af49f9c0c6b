export * from './accounts';
export * from './audit';
export * from './resource';
export * from './resources';
export * from './schemas';
