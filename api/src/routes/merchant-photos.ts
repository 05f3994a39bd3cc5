// merchant/photos (upload), merchant/pictures (banners', categories') and merchant/product/photos (order, main, removal); images/photo/* serves the files.
import { Type, type FastifyPluginAsyncTypebox, type TProperties } from '@fastify/type-provider-typebox';
import type { SwaggerTransform } from '@fastify/swagger';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Envelope, Id } from '../schemas/common';
import { MerchantProduct, PhotoSchema, PictureSchema, Version } from '../schemas/merchant';
import { staffCallOf, staffOf, staffOnly } from '../plugins/staff-auth';
import { ERROR_CODE, MallError } from '../errors';
import { uploadPhoto, uploadPicture } from '../services/photos';
import { setProductPhotos } from '../services/merchant-catalog';
import { CONTENT_TYPE } from '../services/photos';
import type { PhotoFormat } from '../services/photo-urls';

const PHOTO_FILE = /^([0-9a-f]{64})-(\d{2,4})\.(avif|webp|jpg)$/;

/** The upload's file (refused past the byte cap: 136) and its prodId field, if any. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; prodId?: number }> {
  let bytes: Buffer | undefined;
  let prodId: number | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
      else if (part.fieldname === 'prodId') prodId = Number(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new MallError(ERROR_CODE.photoTooManyBytes);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw new MallError(ERROR_CODE.badRequest, 'Request Error: no file');
  return { bytes, prodId };
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

  app.post(
    '/merchant/photos',
    {
      ...catalogue,
      // The upload can be large; the default body limit would refuse it before the photo's own checks.
      bodyLimit: maxBytes + 64 * 1024,
      config: uploadForm({ prodId: Type.Integer({ minimum: 1, description: 'the product the photo is of' }) }),
      schema: {
        ...catalogue.schema,
        summary: 'Upload a photo of a product (multipart: file, prodId)',
        description:
          `Refused by content: more than ${maxBytes} bytes (136) or ${app.config.photos.maxPixels} pixels (137, from ` +
          'the header, before decoding); not a JPEG, PNG, WebP, AVIF or GIF (138); SVG (139); HEIC (140); damaged (141).',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(PhotoSchema) },
      },
    },
    async (request) => {
      const { bytes, prodId } = await readUpload(request);
      if (!Number.isInteger(prodId) || prodId! < 1) throw new MallError(ERROR_CODE.badRequest, 'Request Error: prodId');
      return {
        data: await uploadPhoto(
          app.db,
          app.photoStorage,
          app.photoQueue,
          app.config.photos,
          staffOf(request).id,
          prodId!,
          bytes,
        ),
      };
    },
  );

  app.post(
    '/merchant/pictures',
    {
      ...catalogue,
      bodyLimit: maxBytes + 64 * 1024,
      config: uploadForm(),
      schema: {
        ...catalogue.schema,
        summary: "Upload a banner's or a category's picture (multipart: file): the photo's checks, no product",
        description:
          "Refused as a product photo is (136-141). Answers the address to save as a banner's imgUrlKh/En/Cn or a " +
          "category's pic; its files stay while a banner, a category or a product photo names them.",
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(PictureSchema) },
      },
    },
    async (request) => {
      const { bytes } = await readUpload(request);
      return {
        data: await uploadPicture(
          app.db,
          app.photoStorage,
          app.photoQueue,
          app.config.photos,
          staffOf(request).id,
          bytes,
        ),
      };
    },
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
