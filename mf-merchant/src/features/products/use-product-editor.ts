import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, type MerchantProduct, type Photo } from '@mall/shared';
import { arrangePhotos, bulkEdit, getProduct, saveProduct } from '../../api/merchant-api';
import { consolePath } from '../../paths';
import { useMerchantT } from '../use-merchant-t';
import { useSave } from '../use-save';
import {
  draftOf,
  emptyDraft,
  payloadOf,
  problemsOf,
  type DraftProblem,
  type ProductDraft,
  type SkuDraft,
  variantNameOf,
} from './product-form';

/** The product's photos in their order, and the one shown first. */
export interface PhotoArrangement {
  photos: Photo[];
  mainPhotoId: number | null;
}

function arrangementOf(product: MerchantProduct): PhotoArrangement {
  return { photos: product.photos, mainPhotoId: product.mainPhotoId ?? product.photos[0]?.photoId ?? null };
}

const sameArrangement = (a: PhotoArrangement, b: PhotoArrangement) =>
  a.mainPhotoId === b.mainPhotoId && a.photos.map((p) => p.photoId).join() === b.photos.map((p) => p.photoId).join();

/**
 * Saves the draft: product/save; a stock the merchant retyped through the bulk edit (product/save keeps an existing
 * SKU's stock, which changes by itself through orders), at the version the save just gave; then the photos'
 * arrangement when it changed. Answers the product as it now is.
 */
async function saveAll(
  product: MerchantProduct | null,
  draft: ProductDraft,
  arrangement: PhotoArrangement,
  saved: PhotoArrangement,
): Promise<MerchantProduct> {
  let answer = await saveProduct(payloadOf(draft));
  const recounted = draft.skus.flatMap((sku) => {
    const before = product?.skus.find((old) => old.skuId === sku.skuId);
    const now = answer.skus.find((kept) => kept.skuId === sku.skuId);
    return before && now && before.stock !== Number(sku.stock)
      ? [{ skuId: now.skuId, stock: Number(sku.stock), version: now.version }]
      : [];
  });
  if (recounted.length) {
    const result = await bulkEdit(recounted);
    answer = await getProduct(answer.prodId);
    if (result.refused.length) throw new ApiError('api', { codeId: result.refused[0].codeId });
  }
  if (!sameArrangement(arrangement, saved)) {
    answer = await arrangePhotos({
      prodId: answer.prodId,
      photoIds: arrangement.photos.map((photo) => photo.photoId),
      mainPhotoId: arrangement.mainPhotoId,
      version: answer.version,
    });
  }
  return answer;
}

/** The product editor's draft, photos, problems and save; a new product, once saved, opens at its own address. */
export function useProductEditor(product: MerchantProduct | null) {
  const t = useMerchantT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(() => (product ? draftOf(product) : emptyDraft()));
  const [saved, setSaved] = useState<PhotoArrangement>(() =>
    product ? arrangementOf(product) : { photos: [], mainPhotoId: null },
  );
  const [arrangement, setArrangement] = useState<PhotoArrangement>(saved);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const save = useSave();

  const hasProblem = (field: DraftProblem['field'], key?: string) =>
    problems.some((problem) => problem.field === field && (!('key' in problem) || problem.key === key));
  const setText = (name: keyof ProductDraft['texts'], value: string) =>
    setDraft((previous) => ({ ...previous, texts: { ...previous.texts, [name]: value } }));
  const setSku = (key: string, field: keyof SkuDraft, value: string) =>
    setDraft((previous) => ({
      ...previous,
      skus: previous.skus.map((sku) => (sku.key === key ? { ...sku, [field]: value } : sku)),
    }));

  /** The name a variant left unnamed is saved with: its spec values ('250 g', '128 GB, Black'), as the fields suggest. */
  const nameFromSpecs = (sku: SkuDraft) => variantNameOf(sku.specValues);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    if (found.length) return save.refuse(t('editor.fix'));
    void save.run(
      () => saveAll(product, draft, arrangement, saved),
      (answer) => {
        if (!product) {
          void navigate(consolePath(`products/${answer.prodId}`), { replace: true });
          return null;
        }
        setDraft(draftOf(answer));
        const now = arrangementOf(answer);
        setSaved(now);
        setArrangement(now);
        return t('editor.saved');
      },
    );
  };

  return { draft, setDraft, setText, setSku, nameFromSpecs, hasProblem, arrangement, setArrangement, save, submit };
}
