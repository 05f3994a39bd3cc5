const { createConfig } = require('../webpack.base.js');

// The merchant console: one exposed page (the page table's ConsolePage, at src/pages/console-page/index.tsx) that
// draws every /merchant/* address itself. Its server bundle is built as every remote's is (the isolated-build check
// compares both), though the shell's server draws no console page.
module.exports = createConfig({ name: 'merchant', dirname: __dirname });
