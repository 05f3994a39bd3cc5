import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ErrorState,
  localized,
  Select,
  Skeleton,
  TextField,
  useMallStore,
  useResource,
  type MerchantProduct,
} from '@mall/shared';
import { getProduct } from '../../api/merchant-api';
import { FormError } from '../../components/form-error';
import formStyles from '../../components/form.module.css';
import { PageHeader } from '../../components/page-header';
import { SaveBar } from '../../components/save-bar';
import { emptySku, LANGUAGE_SUFFIXES, type SkuDraft } from '../../features/products/product-form';
import { categoryOptions } from '../../features/products/category-tree';
import { useCategories, useTags } from '../../features/products/use-catalogue-lists';
import { useProductEditor } from '../../features/products/use-product-editor';
import { useLanguageNames, useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import { PhotoManager } from './photo-manager';
import styles from './product-editor-page.module.css';

export default function ProductEditorPage(): ReactElement {
  const { prodId } = useParams();
  const id = Number(prodId);
  const product = useResource(`merchant:product:${prodId ?? 'new'}`, () =>
    prodId ? getProduct(id) : Promise.resolve(null),
  );
  const t = useMerchantT();
  if (product.state === 'error') return <ErrorState title={t('common.loadFailed')} onRetry={product.reload} />;
  if (product.state === 'loading') return <EditorSkeleton />;
  return <ProductEditor key={prodId ?? 'new'} product={product.data ?? null} onReload={product.reload} />;
}

function EditorSkeleton(): ReactElement {
  const t = useMerchantT();
  return (
    <section className={styles.editor} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton width="16rem" height="1.75rem" />
      {LANGUAGE_SUFFIXES.map((suffix) => (
        <div key={suffix} className={formStyles.fieldset}>
          <Skeleton lines={3} height="2.5rem" />
        </div>
      ))}
      <div className={formStyles.fieldset}>
        <Skeleton lines={2} height="2.5rem" />
      </div>
    </section>
  );
}

function ProductEditor({ product, onReload }: { product: MerchantProduct | null; onReload: () => void }): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const categories = useCategories();
  const tags = useTags();
  const { draft, setDraft, setText, setSku, nameFromSpecs, hasProblem, arrangement, setArrangement, save, submit } =
    useProductEditor(product);

  const title = product ? localized(product, 'prodName', language) || t('editor.editTitle') : t('editor.newTitle');
  const languageName = useLanguageNames();

  return (
    <section className={styles.editor}>
      <PageHeader title={title} actions={<Link to={consolePath('products')}>{t('editor.backToList')}</Link>} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.languages}>
          {LANGUAGE_SUFFIXES.map((suffix) => (
            <fieldset key={suffix} className={formStyles.fieldset}>
              <legend>{languageName[suffix]}</legend>
              <TextField
                label={t('editor.name', { language: languageName[suffix] })}
                value={draft.texts[`prodName${suffix}`]}
                error={hasProblem('name') && !draft.texts[`prodName${suffix}`].trim() ? t('editor.nameMissing') : null}
                onChange={(event) => setText(`prodName${suffix}`, event.target.value)}
              />
              <TextField
                label={t('editor.brief', { language: languageName[suffix] })}
                value={draft.texts[`brief${suffix}`]}
                onChange={(event) => setText(`brief${suffix}`, event.target.value)}
              />
              <label className={styles.textarea}>
                <span>{t('editor.details', { language: languageName[suffix] })}</span>
                <textarea
                  rows={5}
                  value={draft.texts[`content${suffix}`]}
                  onChange={(event) => setText(`content${suffix}`, event.target.value)}
                />
              </label>
            </fieldset>
          ))}
        </div>

        <fieldset className={formStyles.fieldset}>
          <legend>{t('editor.placing')}</legend>
          <Select
            label={t('products.category')}
            placeholder={t('editor.chooseCategory')}
            value={draft.categoryId}
            error={hasProblem('category') ? t('editor.categoryMissing') : null}
            options={categoryOptions(categories.data ?? [], language)}
            onChange={(event) => setDraft((previous) => ({ ...previous, categoryId: event.target.value }))}
          />
          <fieldset className={styles.tags}>
            <legend>{t('editor.shelves')}</legend>
            {(tags.data ?? []).map((tag) => (
              <label key={tag.tagId} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.tags.includes(tag.tagId)}
                  onChange={(event) =>
                    setDraft((previous) => ({
                      ...previous,
                      tags: event.target.checked
                        ? [...previous.tags, tag.tagId]
                        : previous.tags.filter((other) => other !== tag.tagId),
                    }))
                  }
                />
                {localized(tag, 'title', language)}
              </label>
            ))}
          </fieldset>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={draft.status === 1}
              onChange={(event) => setDraft((previous) => ({ ...previous, status: event.target.checked ? 1 : 0 }))}
            />
            {t('editor.onSale')}
          </label>
          <TextField
            label={t('editor.maxPerOrder')}
            hint={t('editor.maxPerOrderHint')}
            inputMode="numeric"
            value={draft.maxPerOrder}
            error={hasProblem('maxPerOrder') ? t('editor.maxPerOrderWrong') : null}
            onChange={(event) => setDraft((previous) => ({ ...previous, maxPerOrder: event.target.value }))}
          />
        </fieldset>

        <fieldset className={formStyles.fieldset}>
          <legend>{t('sku.title')}</legend>
          {hasProblem('skus') && <FormError message={t('sku.none')} />}
          {draft.skus.map((sku, index) => (
            <fieldset key={sku.key} className={styles.sku}>
              <legend>{t('sku.n', { n: index + 1 })}</legend>
              <TextField
                label={t('sku.spec')}
                hint={t('sku.specHint')}
                value={sku.specValues}
                onChange={(event) => setSku(sku.key, 'specValues', event.target.value)}
              />
              <SkuNameFields sku={sku} fromSpecs={nameFromSpecs(sku)} languageName={languageName} setSku={setSku} />
              <TextField
                label={t('sku.price')}
                inputMode="decimal"
                value={sku.price}
                error={hasProblem('price', sku.key) ? t('sku.priceWrong') : null}
                onChange={(event) => setSku(sku.key, 'price', event.target.value)}
              />
              <TextField
                label={t('sku.oriPrice')}
                inputMode="decimal"
                value={sku.oriPrice}
                error={hasProblem('oriPrice', sku.key) ? t('sku.priceWrong') : null}
                onChange={(event) => setSku(sku.key, 'oriPrice', event.target.value)}
              />
              <TextField
                label={t('sku.stock')}
                inputMode="numeric"
                value={sku.stock}
                error={hasProblem('stock', sku.key) ? t('sku.stockWrong') : null}
                onChange={(event) => setSku(sku.key, 'stock', event.target.value)}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={draft.skus.length === 1}
                onClick={() =>
                  setDraft((previous) => ({
                    ...previous,
                    skus: previous.skus.filter((other) => other.key !== sku.key),
                  }))
                }
              >
                {t('sku.remove', { n: index + 1 })}
              </Button>
            </fieldset>
          ))}
          <Button
            variant="secondary"
            onClick={() => setDraft((previous) => ({ ...previous, skus: [...previous.skus, emptySku()] }))}
          >
            {t('sku.add')}
          </Button>
        </fieldset>

        <PhotoManager prodId={product?.prodId} value={arrangement} onChange={setArrangement} />

        <SaveBar save={save} label={product ? t('editor.save') : t('editor.create')} onReload={onReload} />
      </form>
    </section>
  );
}

/** A variant's name in each language; one left empty is made from the specs (`fromSpecs`), as the placeholder shows. */
function SkuNameFields({
  sku,
  fromSpecs,
  languageName,
  setSku,
}: {
  sku: SkuDraft;
  fromSpecs: string;
  languageName: Record<(typeof LANGUAGE_SUFFIXES)[number], string>;
  setSku: (key: string, field: keyof SkuDraft, value: string) => void;
}): ReactElement {
  const t = useMerchantT();
  return (
    <>
      {LANGUAGE_SUFFIXES.map((suffix, n) => (
        <TextField
          key={suffix}
          label={t('sku.name', { language: languageName[suffix] })}
          placeholder={fromSpecs}
          hint={n === 0 && fromSpecs ? t('sku.nameFromSpecs', { name: fromSpecs }) : undefined}
          value={sku[`skuName${suffix}`]}
          onChange={(event) => setSku(sku.key, `skuName${suffix}`, event.target.value)}
        />
      ))}
    </>
  );
}
