// Stand-in for an imported asset: Vite gives its URL; under Jest the file name is enough.
module.exports = { __esModule: true, default: 'asset-url' };
