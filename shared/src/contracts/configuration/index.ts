export * from './accounts';
export * from './audit';
export * from './content-schemas';
export * from './files';
export * from './form-checks';
export { MOMENT_RANGE_MESSAGE } from './inputs';
export * from './resource';
export * from './resources';
export * from './schemas';
