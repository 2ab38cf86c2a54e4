export * from './endpoint';
export * from './envelope';
export * from './codes';
