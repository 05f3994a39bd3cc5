// A product on sale whose pictures are uploaded phone photos, made over HTTP the way the console makes it: what the
// browser journeys and the bench open as a shopper. The member of staff comes from an operator's set-up link.
import { STAFF_PASSWORD, newProduct } from './merchant';
import { multipartOf } from './photos';

async function call<T>(origin: string, path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}/api/merchant/${path}`, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: T };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** Sets the password of a member of staff made by `npm run mall -- staff add` (its printed link) and signs them in. */
export async function staffTokenFrom(origin: string, setupUrl: string, login: string): Promise<string> {
  await call(origin, 'auth/setup', {
    method: 'POST',
    json: { token: new URL(setupUrl, origin).searchParams.get('token'), password: STAFF_PASSWORD },
  });
  const session = await call<{ token: string }>(origin, 'auth/login', {
    method: 'POST',
    json: { login, password: STAFF_PASSWORD },
  });
  return session.token;
}

interface Upload {
  uploadId: number;
  status: 'processing' | 'ready' | 'failed';
  photo: { photoId: number } | null;
  codeId: number | null;
}

/** An upload's photo once a job has converted it (the console shows it as processing until then). */
async function converted(origin: string, token: string, upload: Upload): Promise<{ photoId: number }> {
  let view = upload;
  for (let tries = 0; view.status === 'processing' && tries < 600; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = await call<Upload>(origin, `uploads/${upload.uploadId}`, { token });
  }
  if (view.status !== 'ready' || !view.photo)
    throw new Error(`upload ${upload.uploadId} ${view.status} (${view.codeId})`);
  return view.photo;
}

/** Creates a product on sale named `name` with these photos (the first the main one); answers its id and pictures. */
export async function productWithPhotos(
  origin: string,
  token: string,
  name: string,
  photos: Buffer[],
): Promise<{ prodId: number; pic: string }> {
  const categories = await call<Array<{ categoryId: number; parentId: number }>>(origin, 'categories', { token });
  const category = categories.find((c) => c.parentId !== 0) ?? categories[0];
  const { prodId } = await call<{ prodId: number }>(origin, 'product/save', {
    method: 'POST',
    token,
    json: newProduct(category.categoryId, name),
  });
  const photoIds: number[] = [];
  for (const [index, photo] of photos.entries()) {
    const { payload, headers } = multipartOf(photo, `IMG_${index + 1}.jpg`, prodId);
    const sent = await call<Upload>(origin, 'photos', { method: 'POST', token, headers, body: payload });
    photoIds.push((await converted(origin, token, sent)).photoId);
  }
  const { version } = await call<{ version: number }>(origin, `product?prodId=${prodId}`, { token });
  const product = await call<{ pic: string }>(origin, 'product/photos', {
    method: 'POST',
    token,
    json: { prodId, photoIds, mainPhotoId: null, version },
  });
  return { prodId, pic: product.pic };
}
