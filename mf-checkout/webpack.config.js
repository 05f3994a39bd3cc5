const { createConfig } = require('../webpack.base.js');

module.exports = createConfig({
  name: 'checkout',
  dirname: __dirname,
  port: 8082,
  exposes: {
    './CartPage': './src/pages/cart-page/index.tsx',
    './ConfirmPage': './src/pages/confirm-page/index.tsx',
    './AddressPickerPage': './src/pages/address-picker-page/index.tsx',
    './AddressEditPage': './src/pages/address-edit-page/index.tsx',
    './SuccessPage': './src/pages/success-page/index.tsx',
  },
});
