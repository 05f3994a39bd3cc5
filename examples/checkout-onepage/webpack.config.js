// Built with the mall's factory under the remote name `checkout`, so config.json can point the shell at it
// instead of mf-checkout. Not an npm workspace: it is built on its own (`npm run build` here).
const { createConfig } = require('../../webpack.base.js');

const onePage = './src/pages/one-page.tsx';

module.exports = createConfig({
  name: 'checkout',
  dirname: __dirname,
  // The page table's checkout pages (shared/src/contracts/pages.json), from this example's own files.
  pageFiles: {
    // Cart and confirm (buy now) are the same page here: lines, address, time and payment together.
    CartPage: './src/pages/cart-page.tsx',
    ConfirmPage: onePage,
    // The address steps of the other checkout live inside the one page: their addresses lead back to it.
    AddressPickerPage: './src/pages/back-to-checkout.tsx',
    AddressEditPage: './src/pages/back-to-checkout.tsx',
    SuccessPage: './src/pages/success-page.tsx',
  },
});
