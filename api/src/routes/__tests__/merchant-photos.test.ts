import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { newProduct, signInStaff, type SignedInStaff } from '../../../test/merchant';
import {
  HTML_PAGE,
  PDF_FILE,
  SVG_WITH_SCRIPT,
  bombPng,
  exifOf,
  heicHeader,
  multipartOf,
  phonePhoto,
  uploadOutcome,
} from '../../../test/photos';
import { defaultConfig } from '../../config';
import { s3Storage, type PhotoStorage } from '../../services/photo-storage';

const PHOTO_MS = 120_000;
let phone: Buffer;
beforeAll(async () => {
  phone = await phonePhoto();
}, PHOTO_MS);

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe.each(databases)('merchant photos (%s)', (kind) => {
  let t: TestApp;
  let clerk: SignedInStaff;
  let prodId: number;
  const photoDir = () => t.app.config.photos.dir;
  beforeAll(async () => {
    // 100 uploads at once below: the caps on waiting uploads have a test of their own.
    t = await createTestApp(kind, {
      config: { photos: { maxWaiting: 1000, maxWaitingPerStaff: 1000 } },
    });
    clerk = await signInStaff(t.app, t.db, 'catalogue');
    const category = await t.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '!=', 0)
      .executeTakeFirstOrThrow();
    prodId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/merchant/product/save',
        payload: newProduct(category.id, 'Photo subject'),
        headers: bearer(clerk.token),
      })
    ).json().data.prodId;
  });
  afterAll(() => t.close());

  const upload = async (file: Buffer, name = 'photo.jpg', id: number | string = prodId, app = t.app) => {
    const { payload, headers } = multipartOf(file, name, id);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/merchant/photos',
      payload,
      headers: { ...headers, ...bearer(clerk.token) },
    });
    return uploadOutcome(app, answer, clerk.token);
  };
  const photoRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('photo')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it(
    'a 12 MP phone photo (orientation 6, GPS) is served upright, without any EXIF or GPS, as AVIF or WebP to a browser that asks',
    async () => {
      expect(exifOf(phone)).toEqual(
        expect.objectContaining({ 'GPS:GPSLatitude': expect.any(String), 'IFD0:Orientation': 'Rotate 90 CW' }),
      );
      const res = await upload(phone, 'IMG_0001.JPG');
      expect(res.statusCode).toBe(200);
      const photo = res.json().data;
      expect(photo).toEqual({
        photoId: expect.any(Number),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        width: 1080,
        height: 1440,
        placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
        urls: expect.objectContaining({ '1080': expect.any(Object), '160': expect.any(Object) }),
      });
      expect(Object.keys(photo.urls)).toEqual(['160', '320', '640', '1080']);
      const jpegUrl = photo.urls['1080'].jpeg as string;
      expect(jpegUrl).toBe(`/api/images/photo/${photo.hash}-1080.jpg`);

      const jpeg = await t.app.inject({ url: jpegUrl });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(jpeg.headers.vary).toMatch(/Accept/);
      const tags = exifOf(jpeg.rawPayload);
      expect(
        Object.keys(tags).filter(
          (k) => /^(GPS|IFD0|ExifIFD|XMP|IPTC|ICC)/.test(k) || /GPS|Orientation|Make|Model/.test(k),
        ),
      ).toEqual([]);
      // Upright: portrait, and the red band of the stored top edge is now down the right side.
      const { data, info } = await sharp(jpeg.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1080, 1440]);
      const pixel = (x: number, y: number) =>
        Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
      const [r, g, b] = pixel(1070, 720);
      expect(r).toBeGreaterThan(180);
      expect(g + b).toBeLessThan(120);
      expect(pixel(10, 720)[0]).toBeLessThan(180);

      const avif = await t.app.inject({ url: jpegUrl, headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
      const webp = await t.app.inject({ url: jpegUrl, headers: { accept: 'image/webp,*/*' } });
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(Object.keys(exifOf(webp.rawPayload)).filter((k) => /GPS/.test(k))).toEqual([]);
      expect((await t.app.inject({ url: photo.urls['320'].avif })).headers['content-type']).toBe('image/avif');
      expect((await t.app.inject({ url: `/api/images/photo/${'0'.repeat(64)}-160.jpg` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/images/photo/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    },
    PHOTO_MS,
  );

  it('the OpenAPI document describes both uploads as multipart/form-data with their fields', () => {
    type Form = { schema: { properties: Record<string, { type: string; format?: string }> } };
    const paths = (
      t.app.swagger() as { paths: Record<string, { post: { requestBody?: { content: Record<string, Form> } } }> }
    ).paths;
    const form = (url: string) => paths[url].post.requestBody?.content['multipart/form-data']?.schema.properties;
    expect(form('/api/merchant/photos')).toEqual({
      file: expect.objectContaining({ type: 'string', format: 'binary' }),
      prodId: expect.objectContaining({ type: 'integer' }),
    });
    expect(form('/api/merchant/pictures')).toEqual({
      file: expect.objectContaining({ type: 'string', format: 'binary' }),
    });
  });

  it('orders the photos and picks the main one: the shop shows it; one left out is removed with its files', async () => {
    const second = (
      await upload(
        await sharp({ create: { width: 800, height: 600, channels: 3, background: '#10a050' } })
          .png()
          .toBuffer(),
        'green.png',
      )
    ).json().data;
    const product = (
      await t.app.inject({ url: `/api/merchant/product?prodId=${prodId}`, headers: bearer(clerk.token) })
    ).json().data;
    expect(product.photos.map((p: { photoId: number }) => p.photoId)).toContain(second.photoId);
    const first = product.photos.find((p: { photoId: number }) => p.photoId !== second.photoId);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/product/photos',
      payload: {
        prodId,
        photoIds: [second.photoId, first.photoId],
        mainPhotoId: first.photoId,
        version: product.version,
      },
      headers: bearer(clerk.token),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual(
      expect.objectContaining({ mainPhotoId: first.photoId, pic: `/api/images/photo/${first.hash}-640.jpg` }),
    );
    const shop = (await t.app.inject({ url: `/api/prod/prodInfo?prodId=${prodId}` })).json().data;
    expect(shop.pic).toBe(`/api/images/photo/${first.hash}-640.jpg`);
    expect(shop.imgs).toEqual([`/api/images/photo/${second.hash}-640.jpg`, `/api/images/photo/${first.hash}-640.jpg`]);
    // What each photo's <picture> needs: the widths served, the upright size and the placeholder colour.
    const firstPhoto = {
      width: first.width,
      height: first.height,
      placeholder: first.placeholder,
      widths: [160, 320, 640, 1080],
    };
    expect(first.width).toBeLessThan(first.height);
    expect(shop.photos).toEqual({
      [shop.imgs[0]]: { width: 640, height: 480, placeholder: second.placeholder, widths: [160, 320, 640] },
      [shop.pic]: firstPhoto,
    });
    const found = (
      await t.app.inject({ url: `/api/prod/pageBySearch?prodName=${encodeURIComponent('Photo subject')}` })
    ).json().data.records;
    expect(found).toEqual([expect.objectContaining({ prodId, photos: { [shop.pic]: firstPhoto } })]);
    const drawn = (await t.app.inject({ url: '/api/prod/prodInfo?prodId=1' })).json().data;
    expect(drawn.pic).toMatch(/\.svg$/);
    expect(drawn).not.toHaveProperty('photos');
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/product/photos',
      payload: { prodId, photoIds: [first.photoId], mainPhotoId: null, version: product.version },
      headers: bearer(clerk.token),
    });
    expect(stale.json()).toEqual({ codeId: 132, msg: expect.any(String) });
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/product/photos',
      payload: { prodId, photoIds: [first.photoId], mainPhotoId: null, version: product.version + 1 },
      headers: bearer(clerk.token),
    });
    expect(removed.json().data.photos).toHaveLength(1);
    expect(filesIn(photoDir()).filter((f) => f.startsWith(second.hash))).toEqual([]);
    expect(filesIn(photoDir()).filter((f) => f.startsWith(first.hash)).length).toBe(12);
  });

  it.each([
    ['a 20,000 x 20,000 PNG (refused from its header)', () => bombPng(), 'huge.png', 137],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 'logo.svg.jpg', 139],
    ['an HTML page named .jpg', () => HTML_PAGE, 'photo.jpg', 138],
    ['a PDF named .jpg', () => PDF_FILE, 'photo.jpg', 138],
    ['a HEIC photo', () => heicHeader(), 'IMG_0002.jpg', 140],
    ['a truncated JPEG', () => phone.subarray(0, Math.floor(phone.length / 2)), 'cut.jpg', 141],
    ['a 50 MB file', () => Buffer.concat([phone, Buffer.alloc(50 * 1024 * 1024 - phone.length, 1)]), 'big.jpg', 136],
  ])(
    '%s: a clear 400 with its code, and no file and no row',
    async (_what, file, name, codeId) => {
      const rows = await photoRows();
      const files = filesIn(photoDir()).length;
      const res = await upload(file(), name);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { codeId, msg: expect.any(String) },
      });
      expect(await photoRows()).toBe(rows);
      expect(filesIn(photoDir())).toHaveLength(files);
    },
    PHOTO_MS,
  );

  describe("a banner's or category's picture (merchant/pictures)", () => {
    const uploadPicture = async (file: Buffer, token = clerk.token) => {
      const { payload, headers } = multipartOf(file, 'banner.jpg');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/pictures',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      return uploadOutcome(t.app, answer, token);
    };

    it(
      'the phone photo is stored upright without EXIF; a banner saved with it is what shoppers get, and its files stay when a product photo of the same bytes goes',
      async () => {
        const res = await uploadPicture(phone);
        expect(res.statusCode).toBe(200);
        const picture = res.json().data;
        expect(picture).toEqual({
          hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          width: 1080,
          height: 1440,
          placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
          url: expect.stringMatching(/^\/api\/images\/photo\/[0-9a-f]{64}-1080\.jpg$/),
        });
        const served = await t.app.inject({ url: picture.url });
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect(Object.keys(exifOf(served.rawPayload)).filter((k) => /GPS|Orientation|Make|Model/.test(k))).toEqual([]);
        const { width, height } = await sharp(served.rawPayload).metadata();
        expect([width, height]).toEqual([1080, 1440]);

        const saved = await t.app.inject({
          method: 'POST',
          url: '/api/merchant/banner/save',
          payload: { imgUrlKh: '', imgUrlEn: picture.url, imgUrlCn: picture.url, prodId, seq: 99 },
          headers: bearer(clerk.token),
        });
        expect(saved.statusCode).toBe(200);
        const shop = (await t.app.inject({ url: '/api/indexImgs', headers: { 'accept-language': 'km' } })).json().data;
        expect(shop).toEqual(expect.arrayContaining([expect.objectContaining({ imgUrl: picture.url, prodId })]));

        // The same bytes as a product photo, then removed from the product: the banner still names the files.
        const photo = (await upload(phone)).json().data;
        const product = (
          await t.app.inject({ url: `/api/merchant/product?prodId=${prodId}`, headers: bearer(clerk.token) })
        ).json().data;
        await t.app.inject({
          method: 'POST',
          url: '/api/merchant/product/photos',
          payload: {
            prodId,
            photoIds: product.photos
              .filter((p: { photoId: number }) => p.photoId !== photo.photoId)
              .map((p: { photoId: number }) => p.photoId),
            mainPhotoId: null,
            version: product.version,
          },
          headers: bearer(clerk.token),
        });
        expect((await t.app.inject({ url: picture.url })).statusCode).toBe(200);
        const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'picture').execute();
        expect(audit.map((a) => a.entity_id)).toContain(picture.hash);
      },
      PHOTO_MS,
    );

    it.each([
      ['an HTML page named .jpg', () => HTML_PAGE, 138],
      ['an SVG with a script', () => SVG_WITH_SCRIPT, 139],
      ['a 20,000 x 20,000 PNG', () => bombPng(), 137],
      ['a truncated JPEG', () => phone.subarray(0, Math.floor(phone.length / 2)), 141],
    ])(
      '%s: refused as a product photo is, and leaves no file',
      async (_what, file, codeId) => {
        const files = filesIn(photoDir()).length;
        const res = await uploadPicture(file());
        expect({ status: res.statusCode, body: res.json() }).toEqual({
          status: 400,
          body: { codeId, msg: expect.any(String) },
        });
        expect(filesIn(photoDir())).toHaveLength(files);
      },
      PHOTO_MS,
    );

    it('an orders member and no one are refused', async () => {
      const orders = await signInStaff(t.app, t.db, 'orders');
      expect((await uploadPicture(HTML_PAGE, orders.token)).json().codeId).toBe(131);
      const { payload, headers } = multipartOf(HTML_PAGE, 'banner.jpg');
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/merchant/pictures', payload, headers });
      expect({ status: anonymous.statusCode, code: anonymous.json().codeId }).toEqual({ status: 401, code: 130 });
    });
  });

  it(
    '100 bad uploads at once are all refused, and leave nothing behind',
    async () => {
      const rows = await photoRows();
      const files = filesIn(photoDir()).length;
      const bad = [bombPng(), SVG_WITH_SCRIPT, HTML_PAGE, heicHeader(), phone.subarray(0, 100_000)];
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => upload(bad[i % bad.length])));
      expect(answers.map((a) => a.json().codeId).sort()).toEqual(
        Array.from({ length: 100 }, (_, i) => [137, 139, 138, 140, 141][i % 5]).sort(),
      );
      expect(await photoRows()).toBe(rows);
      expect(filesIn(photoDir())).toHaveLength(files);
    },
    PHOTO_MS,
  );

  it('a storage that fails half-way leaves no converted file and no row, and the conversion is tried again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-flaky-'));
    const { diskStorage } = await import('../../services/photo-storage');
    const disk = diskStorage(dir);
    let puts = 0;
    const flaky: PhotoStorage = {
      ...disk,
      put: async (name, bytes, type) => {
        puts += 1;
        if (puts === 7) throw new Error('disk full');
        return disk.put(name, bytes, type);
      },
    };
    const app = await createTestApp(kind, { photoStorage: flaky });
    try {
      const owner = await signInStaff(app.app, app.db, 'catalogue');
      const category = await app.db
        .selectFrom('category')
        .select('id')
        .where('parent_id', '!=', 0)
        .executeTakeFirstOrThrow();
      const id = (
        await app.app.inject({
          method: 'POST',
          url: '/api/merchant/product/save',
          payload: newProduct(category.id),
          headers: bearer(owner.token),
        })
      ).json().data.prodId;
      const { payload, headers } = multipartOf(
        await sharp({ create: { width: 700, height: 500, channels: 3, background: '#ff8800' } })
          .jpeg()
          .toBuffer(),
        'a.jpg',
        id,
      );
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/merchant/photos',
        payload,
        headers: { ...headers, ...bearer(owner.token) },
      });
      expect(res.json().data.status).toBe('processing');
      await app.app.jobs.tick();
      expect(puts).toBeGreaterThanOrEqual(7);
      // The upload as sent stays for the next try; none of the versions written before the failure does.
      expect(fs.readdirSync(dir)).toEqual([expect.stringMatching(/^upload-[0-9a-f]{32}$/)]);
      expect(await app.db.selectFrom('photo').select('id').execute()).toEqual([]);
      expect(
        await app.db
          .selectFrom('job')
          .select(['status', 'attempts', 'last_error'])
          .where('kind', '=', 'photo-convert')
          .execute(),
      ).toEqual([{ status: 'pending', attempts: 1, last_error: expect.stringContaining('disk full') }]);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'S3-compatible storage (an s3rver the test starts): stored, served and removed there',
    async () => {
      if (kind !== 'sqlite') return;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-s3-'));
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'photos', configs: [] }],
      });
      const { port } = await server.run();
      const settings = {
        bucket: 'photos',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      };
      const app = await createTestApp(kind, {
        config: { photos: { ...defaultConfig().photos, storage: 's3', s3: settings } },
      });
      try {
        const staff = await signInStaff(app.app, app.db, 'catalogue');
        const category = await app.db
          .selectFrom('category')
          .select('id')
          .where('parent_id', '!=', 0)
          .executeTakeFirstOrThrow();
        const product = (
          await app.app.inject({
            method: 'POST',
            url: '/api/merchant/product/save',
            payload: newProduct(category.id),
            headers: bearer(staff.token),
          })
        ).json().data;
        const { payload, headers } = multipartOf(
          await sharp({ create: { width: 700, height: 500, channels: 3, background: '#3366cc' } })
            .jpeg()
            .toBuffer(),
          'a.jpg',
          product.prodId,
        );
        const answer = await app.app.inject({
          method: 'POST',
          url: '/api/merchant/photos',
          payload,
          headers: { ...headers, ...bearer(staff.token) },
        });
        const outcome = await uploadOutcome(app.app, answer, staff.token);
        expect({ status: outcome.statusCode, body: outcome.json() }).toEqual({
          status: 200,
          body: { data: expect.anything() },
        });
        const photo = outcome.json().data;
        const s3 = s3Storage(settings);
        expect(await s3.get(`${photo.hash}-640.webp`)).toBeInstanceOf(Buffer);
        const served = await app.app.inject({ url: photo.urls['640'].jpeg, headers: { accept: 'image/webp' } });
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.equals((await s3.get(`${photo.hash}-640.webp`))!)).toBe(true);
        const removed = await app.app.inject({
          method: 'POST',
          url: '/api/merchant/product/photos',
          payload: { prodId: product.prodId, photoIds: [], mainPhotoId: null, version: product.version },
          headers: bearer(staff.token),
        });
        expect(removed.statusCode).toBe(200);
        expect(await s3.get(`${photo.hash}-640.webp`)).toBeUndefined();
      } finally {
        await app.close();
        await server.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    PHOTO_MS,
  );
});
