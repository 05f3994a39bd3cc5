const { createConfig } = require('../build/webpack.base.js');

module.exports = createConfig({
  name: 'shell',
  dirname: __dirname,
  port: 8080,
  isHost: true,
  staticPages: ['privacy.html', 'terms.html'],
});
