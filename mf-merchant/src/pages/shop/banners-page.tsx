import { useState, type ReactElement } from 'react';
import { Button, ConfirmDialog, EmptyState, ErrorState, Skeleton, TextField, useResource } from '@mall/shared';
import { deleteBanner, listBanners, saveBanner } from '../../api/merchant-api';
import type { Banner } from '../../api/types';
import { EditDialog, useGuardedSave } from '../../components/edit-dialog';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PictureField } from '../../components/picture-field';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import styles from './tree.module.css';

const PICTURES = [
  { key: 'imgUrlEn', language: 'language.en' },
  { key: 'imgUrlKh', language: 'language.km' },
  { key: 'imgUrlCn', language: 'language.zh' },
] as const;

type PictureKey = (typeof PICTURES)[number]['key'];

interface Draft extends Record<PictureKey, string> {
  bannerId?: number;
  prodId: string;
  seq: string;
  version?: number;
}

const draftOf = (banner: Banner): Draft => ({
  bannerId: banner.bannerId,
  imgUrlKh: banner.imgUrlKh,
  imgUrlEn: banner.imgUrlEn,
  imgUrlCn: banner.imgUrlCn,
  prodId: banner.prodId === null ? '' : String(banner.prodId),
  seq: String(banner.seq),
  version: banner.version,
});

const FRESH: Draft = { imgUrlKh: '', imgUrlEn: '', imgUrlCn: '', prodId: '', seq: '0' };

/** The home page's banners, in their order: a picture per language and the product each opens. */
export default function BannersPage(): ReactElement {
  const t = useMerchantT();
  const banners = useResource('merchant:banners', listBanners);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [removing, setRemoving] = useState<{ banner: Banner; n: number } | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sorted = [...(banners.data ?? [])].sort((a, b) => a.seq - b.seq || a.bannerId - b.bannerId);

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    setError(null);
    setNotice(null);
    try {
      await deleteBanner(removing.banner.bannerId, removing.banner.version ?? 0);
      setNotice(t('banners.deleted'));
      banners.refresh();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  return (
    <section>
      <PageHeader
        title={t('section.banners')}
        actions={<Button onClick={() => setEditing(FRESH)}>{t('banners.add')}</Button>}
      />
      <FormError message={error} />
      {notice && <p role="status">{notice}</p>}
      {banners.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={banners.reload} />
      ) : banners.state === 'loading' ? (
        <section aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={4} height="3.5rem" />
        </section>
      ) : sorted.length === 0 ? (
        <EmptyState title={t('banners.none')} />
      ) : (
        <ol className={styles.tree}>
          {sorted.map((banner, index) => {
            const n = index + 1;
            return (
              <li key={banner.bannerId} className={styles.node}>
                <img className={`${styles.thumb} ${styles.wide}`} src={banner.imgUrlEn} alt="" />
                <span className={styles.name}>
                  <strong>{t('banners.bannerN', { n })}</strong>
                  <span className={styles.meta}>
                    {banner.prodId === null ? t('banners.opensNothing') : t('banners.opens', { prodId: banner.prodId })}
                  </span>
                  <span className={styles.meta}>{t('categories.orderN', { seq: banner.seq })}</span>
                </span>
                <span className={styles.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('banners.editOne', { n })}
                    onClick={() => setEditing(draftOf(banner))}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t('banners.deleteOne', { n })}
                    onClick={() => setRemoving({ banner, n })}
                  >
                    {t('common.delete')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <BannerDialog
          draft={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            banners.refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('banners.deleteAsk', { n: removing.n }) : ''}
        confirmLabel={t('common.delete')}
        danger
        busy={removeBusy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

function BannerDialog({
  draft: initial,
  onClose,
  onSaved,
}: {
  draft: Draft;
  onClose: () => void;
  onSaved: () => void;
}): ReactElement {
  const t = useMerchantT();
  const [draft, setDraft] = useState(initial);
  const save = useGuardedSave();
  const [productError, setProductError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);

  const submit = () => {
    const prodId = draft.prodId.trim();
    const productOk = prodId === '' || /^[1-9]\d{0,9}$/.test(prodId);
    setProductError(productOk ? null : t('banners.productWrong'));
    if (!draft.imgUrlEn) return save.setError(t('banners.englishNeeded'));
    if (!/^\d{1,4}$/.test(draft.seq.trim())) return save.setError(t('lists.invalid'));
    if (!productOk) return save.clear();
    void save.run(
      () =>
        saveBanner({
          ...(draft.bannerId ? { bannerId: draft.bannerId, version: draft.version } : {}),
          imgUrlKh: draft.imgUrlKh,
          imgUrlEn: draft.imgUrlEn,
          imgUrlCn: draft.imgUrlCn,
          prodId: prodId === '' ? null : Number(prodId),
          seq: Number(draft.seq),
        }),
      onSaved,
    );
  };

  const loadLatest = async () => {
    const latest = (await listBanners()).find((banner) => banner.bannerId === draft.bannerId);
    if (latest) setDraft(draftOf(latest));
    save.clear();
  };

  return (
    <EditDialog
      title={draft.bannerId ? t('banners.editTitle') : t('banners.newTitle')}
      formId="banner-form"
      save={save}
      saveDisabled={uploading > 0}
      onSubmit={submit}
      onReload={() => void loadLatest()}
      onClose={onClose}
    >
      {PICTURES.map(({ key, language }) => (
        <PictureField
          key={key}
          label={t('banners.pictureIn', { language: t(language) })}
          value={draft[key]}
          emptyNote={key === 'imgUrlEn' ? undefined : t('banners.sameAsEnglish')}
          onChange={(url) => setDraft((previous) => ({ ...previous, [key]: url }))}
          onBusy={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
        />
      ))}
      <TextField
        label={t('banners.product')}
        hint={t('banners.productHint')}
        inputMode="numeric"
        value={draft.prodId}
        error={productError}
        onChange={(event) => setDraft({ ...draft, prodId: event.target.value })}
      />
      <TextField
        label={t('lists.order')}
        inputMode="numeric"
        value={draft.seq}
        onChange={(event) => setDraft({ ...draft, seq: event.target.value })}
      />
    </EditDialog>
  );
}
