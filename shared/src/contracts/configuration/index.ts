export * from './accounts';
export * from './audit';
export * from './content-schemas';
export * from './files';
export * from './resource';
export * from './resources';
export * from './schemas';
