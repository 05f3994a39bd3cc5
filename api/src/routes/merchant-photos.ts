// merchant/photos (upload), merchant/pictures (banners', categories') and merchant/product/photos (order, main, removal); images/photo/* serves the files.
import { Type, type FastifyPluginAsyncTypebox, type TProperties } from '@fastify/type-provider-typebox';
import type { SwaggerTransform } from '@fastify/swagger';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope, Id } from '../schemas/common';
import { MerchantProduct, UploadSchema, Version } from '../schemas/merchant';
import { staffCallOf, staffOf, staffOnly } from '../plugins/staff-auth';
import { ERROR_CODE, MallError } from '../errors';
import { receiveUpload, uploadView } from '../services/photos';
import { setProductPhotos } from '../services/merchant-catalog';
import { CONTENT_TYPE } from '../services/photos';
import type { PhotoFormat } from '../services/photo-urls';

const PHOTO_FILE = /^([0-9a-f]{64})-(\d{2,4})\.(avif|webp|jpg)$/;

/**
 * The upload's file, streamed to storage (never whole in memory) as it arrives: the multipart's prodId field, if any,
 * comes before it. Past the byte cap the stream is cut and the upload refused (136).
 */
async function receive(app: FastifyInstance, request: FastifyRequest, forProduct: boolean) {
  const data = await request.file();
  if (!data || data.fieldname !== 'file') throw new MallError(ERROR_CODE.badRequest, 'Request Error: no file');
  let prodId: number | undefined;
  if (forProduct) {
    const field = data.fields.prodId;
    const value = field && !Array.isArray(field) && field.type === 'field' ? Number(field.value) : NaN;
    if (!Number.isInteger(value) || value < 1) {
      data.file.resume();
      throw new MallError(ERROR_CODE.badRequest, 'Request Error: prodId');
    }
    prodId = value;
  }
  try {
    return await receiveUpload({
      db: app.db,
      storage: app.photoStorage,
      settings: app.config.photos,
      staffId: staffOf(request).id,
      prodId,
      file: data.file,
      truncated: () => data.file.truncated,
    });
  } finally {
    // A refusal before the file was read (143, 404) still reads the rest of the request, so that the answer is sent.
    data.file.resume();
  }
}

/**
 * The upload's form as the OpenAPI document shows it (multipart/form-data: `file`, and `fields`). Only the document:
 * the handler reads the parts itself, the file capped as it streams, so no body schema may validate them first.
 */
const uploadForm = (fields: TProperties = {}) => ({
  swaggerTransform: (({ schema, url }) => ({
    schema: {
      ...schema,
      body: Type.Object({ file: Type.String({ format: 'binary', description: 'the picture, one file' }), ...fields }),
    },
    url,
  })) satisfies SwaggerTransform,
});

const merchantPhotos: FastifyPluginAsyncTypebox = async (app) => {
  const { maxBytes } = app.config.photos;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  const catalogue = staffOnly(app, 'merchant catalogue', ['catalogue']);
  const upload = staffOnly(app, 'merchant catalogue', ['catalogue'], 'costly');
  const waiting =
    `More than ${app.config.photos.maxWaiting} uploads waiting for their conversion in all, or ` +
    `${app.config.photos.maxWaitingPerStaff} of this staff member's, are refused (143).`;

  app.post(
    '/merchant/photos',
    {
      ...upload,
      // The upload can be large; the default body limit would refuse it before the photo's own checks.
      bodyLimit: maxBytes + 64 * 1024,
      config: {
        ...upload.config,
        ...uploadForm({ prodId: Type.Integer({ minimum: 1, description: 'the product the photo is of' }) }),
      },
      schema: {
        ...upload.schema,
        summary: 'Upload a photo of a product (multipart: prodId, then file): answered at once, converted by a job',
        description:
          `Refused by content: more than ${maxBytes} bytes (136) or ${app.config.photos.maxPixels} pixels (137, from ` +
          'the header, before decoding); not a JPEG, PNG, WebP, AVIF or GIF (138); SVG (139); HEIC (140); damaged (141). ' +
          `${waiting} Answers the upload as processing: merchant/uploads/{uploadId} tells when its photo is ready ` +
          '(or failed, with its code: a photo damaged past its header is found only while converted).',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(UploadSchema) },
      },
    },
    async (request) => ({ data: await receive(app, request, true) }),
  );

  app.post(
    '/merchant/pictures',
    {
      ...upload,
      bodyLimit: maxBytes + 64 * 1024,
      config: { ...upload.config, ...uploadForm() },
      schema: {
        ...upload.schema,
        summary: "Upload a banner's or a category's picture (multipart: file): the photo's checks, no product",
        description:
          "Refused as a product photo is (136-141, 143). Once ready (merchant/uploads/{uploadId}), its picture's url is the address to save as a banner's imgUrlKh/En/Cn or a " +
          "category's pic; its files stay while a banner, a category or a product photo names them, and go a day after the upload when none does.",
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(UploadSchema) },
      },
    },
    async (request) => ({ data: await receive(app, request, false) }),
  );

  app.get(
    '/merchant/uploads/:uploadId',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: "One of the caller's uploads: processing, ready (with its photo or picture) or failed (with its code)",
        params: Type.Object({ uploadId: Id }),
        response: { 200: Envelope(UploadSchema) },
      },
    },
    async (request) => ({ data: await uploadView(app.db, request.params.uploadId, staffOf(request).id) }),
  );

  app.post(
    '/merchant/product/photos',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: "A product's photos in order, and its main one (shoppers' pic); a photo left out is removed",
        body: Type.Object({
          prodId: Id,
          photoIds: Type.Array(Id, { maxItems: 30 }),
          mainPhotoId: Type.Union([Id, Type.Null()]),
          version: Version,
        }),
        response: { 200: Envelope(MerchantProduct) },
      },
    },
    async (request) => ({
      data: await setProductPhotos(staffCallOf(request), app.photoStorage, request.body),
    }),
  );

  app.get(
    '/images/photo/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded photo: <hash>-<width>.<avif|webp|jpg>, immutable',
        description: 'The .jpg comes as AVIF or WebP to a client whose Accept header asks for them (Vary: Accept).',
        params: Type.Object({ file: Type.String({ maxLength: 80 }) }),
      },
    },
    async (request, reply) => {
      const match = PHOTO_FILE.exec(request.params.file);
      if (!match) throw new MallError(ERROR_CODE.notFound);
      const [, hash, width, asked] = match;
      const accept = request.headers.accept ?? '';
      const format: PhotoFormat =
        asked !== 'jpg'
          ? (asked as PhotoFormat)
          : accept.includes('image/avif')
            ? 'avif'
            : accept.includes('image/webp')
              ? 'webp'
              : 'jpg';
      const bytes = await app.photoStorage.get(`${hash}-${width}.${format}`);
      if (!bytes) throw new MallError(ERROR_CODE.notFound);
      if (asked === 'jpg') reply.header('Vary', 'Accept');
      return reply
        .header('Content-Type', CONTENT_TYPE[format])
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
export default merchantPhotos;
