const { createConfig } = require('../webpack.base.js');

// The merchant console: one exposed page (the page table's ConsolePage, at src/pages/console-page/index.tsx) that
// draws every /merchant/* address itself. No server bundle: the shell's server draws no console page.
module.exports = createConfig({ name: 'merchant', dirname: __dirname, port: 8084 });
