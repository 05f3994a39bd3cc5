const { createConfig } = require('../build/webpack.base.js');

module.exports = createConfig({
  name: 'shell',
  dirname: __dirname,
  isHost: true,
  staticPages: ['privacy.html', 'terms.html'],
});
