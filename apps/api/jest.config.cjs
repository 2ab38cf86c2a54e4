module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // light-my-request (Fastify's inject) depends on cookie 2, which ships ESM only; Node 20's Jest
  // cannot require ESM, so that one package is compiled to CommonJS like our sources.
  transformIgnorePatterns: ['^(?!.*/light-my-request/node_modules/cookie/).*/node_modules/'],
  // The API tests build the app against real databases; give slow shared machines room.
  testTimeout: 30_000,
};
