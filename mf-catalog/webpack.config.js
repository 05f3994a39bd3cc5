const { createConfig } = require('../webpack.base.js');

// Its exposed pages are the page table's (shared/src/contracts/pages.json), each at src/pages/<page>/index.tsx.
module.exports = createConfig({ name: 'catalog', dirname: __dirname });
