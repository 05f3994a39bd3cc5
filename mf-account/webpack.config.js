const { createConfig } = require('../webpack.base.js');

module.exports = createConfig({
  name: 'account',
  dirname: __dirname,
  port: 8083,
  exposes: {
    './CentrePage': './src/pages/centre-page/index.tsx',
    './OrderListPage': './src/pages/order-list-page/index.tsx',
    './OrderDetailPage': './src/pages/order-detail-page/index.tsx',
    './AddressPage': './src/pages/address-page/index.tsx',
    './FavoritePage': './src/pages/favorite-page/index.tsx',
  },
});
