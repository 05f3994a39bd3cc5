// A product whose two photos were uploaded from 12 MP phone JPEGs, made on the running mall the way a merchant makes
// it (an operator's set-up link, then the merchant API): the page `npm run bench` scores on the phone.
//   node --import tsx bench/photo-product.ts <API origin> <the API's DATABASE_URL>   → prints { prodId, pic }
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { phonePhoto } from '../api/test/photos';
import { productWithPhotos, staffTokenFrom } from '../api/test/photo-product';

async function main(): Promise<void> {
  const [origin, databaseUrl] = process.argv.slice(2);
  const login = `bench-${Date.now().toString(36)}`;
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'staff', 'add', login, 'Bench clerk', '--role', 'catalogue'],
    { cwd: path.join(__dirname, '..', 'api'), env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  const link = /\S*\/merchant\/setup\?token=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`no set-up link in: ${printed}`);
  const token = await staffTokenFrom(origin, link, login);
  // Two photos (the noise makes each its own upload): the page's strip has a second, lazy one.
  const photos = [await phonePhoto(), await phonePhoto()];
  const product = await productWithPhotos(origin, token, 'Kampot pepper (photographed)', photos);
  process.stdout.write(`${JSON.stringify(product)}\n`);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
