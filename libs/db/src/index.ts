export * from './lib/create-database';
export * from './lib/migrate';
export * from './lib/scratch-postgres';
