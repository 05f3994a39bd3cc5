const { createConfig } = require('../webpack.base.js');

module.exports = createConfig({
  name: 'catalog',
  dirname: __dirname,
  port: 8081,
  exposes: {
    './HomePage': './src/pages/home-page/index.tsx',
    './ClassifyPage': './src/pages/classify-page/index.tsx',
    './SearchPage': './src/pages/search-page/index.tsx',
    './ProductPage': './src/pages/product-page/index.tsx',
  },
});
