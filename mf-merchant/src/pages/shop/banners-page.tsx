import { useState, type ReactElement } from 'react';
import { Button, TextField, useResource } from '@mall/shared';
import { deleteBanner, listBanners, saveBanner } from '../../api/merchant-api';
import type { MerchantBanner } from '@mall/shared';
import { EditDialog } from '../../components/edit-dialog';
import { LoadedList } from '../../components/loaded-list';
import { PageHeader } from '../../components/page-header';
import { PictureField } from '../../components/picture-field';
import { ProductPicker } from '../../components/product-picker';
import { RemoveDialog, useRemoval } from '../../components/remove-dialog';
import { useEditDraft, type DraftDialogProps } from '../../features/use-edit-draft';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './tree.module.css';
import { TreeRow } from './tree-row';

const PICTURES = [
  { key: 'imgUrlEn', language: 'language.en' },
  { key: 'imgUrlKh', language: 'language.km' },
  { key: 'imgUrlCn', language: 'language.zh' },
] as const;

type PictureKey = (typeof PICTURES)[number]['key'];

interface Draft extends Record<PictureKey, string> {
  bannerId?: number;
  prodId: number | null;
  seq: string;
  version?: number;
}

const draftOf = (banner: MerchantBanner): Draft => ({
  bannerId: banner.bannerId,
  imgUrlKh: banner.imgUrlKh,
  imgUrlEn: banner.imgUrlEn,
  imgUrlCn: banner.imgUrlCn,
  prodId: banner.prodId,
  seq: String(banner.seq),
  version: banner.version,
});

const FRESH: Draft = { imgUrlKh: '', imgUrlEn: '', imgUrlCn: '', prodId: null, seq: '0' };

/** The home page's banners, in their order: a picture per language and the product each opens. */
export default function BannersPage(): ReactElement {
  const t = useMerchantT();
  const banners = useResource('merchant:banners', listBanners);
  const [editing, setEditing] = useState<Draft | null>(null);
  const removal = useRemoval({
    remove: ({ banner }: { banner: MerchantBanner; n: number }) => deleteBanner(banner.bannerId, banner.version ?? 0),
    removedNote: t('banners.deleted'),
    onRemoved: banners.refresh,
  });
  const sorted = [...(banners.data ?? [])].sort((a, b) => a.seq - b.seq || a.bannerId - b.bannerId);

  return (
    <section>
      <PageHeader
        title={t('section.banners')}
        actions={<Button onClick={() => setEditing(FRESH)}>{t('banners.add')}</Button>}
      />
      {removal.notice && <p role="status">{removal.notice}</p>}
      <LoadedList list={banners} skeletonLines={4} empty={t('banners.none')}>
        <ol className={styles.tree}>
          {sorted.map((banner, index) => {
            const n = index + 1;
            return (
              <TreeRow
                key={banner.bannerId}
                element="li"
                picture={<img className={`${styles.thumb} ${styles.wide}`} src={banner.imgUrlEn} alt="" />}
                name={t('banners.bannerN', { n })}
                details={
                  banner.prodId === null ? t('banners.opensNothing') : t('banners.opens', { prodId: banner.prodId })
                }
                seq={banner.seq}
                editLabel={t('banners.editOne', { n })}
                onEdit={() => setEditing(draftOf(banner))}
                deleteLabel={t('banners.deleteOne', { n })}
                onDelete={() => removal.ask({ banner, n })}
              />
            );
          })}
        </ol>
      </LoadedList>
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
      <RemoveDialog removal={removal} question={({ n }) => t('banners.deleteAsk', { n })} />
    </section>
  );
}

function BannerDialog({ draft: initial, onClose, onSaved }: DraftDialogProps<Draft>): ReactElement {
  const t = useMerchantT();
  const edit = useEditDraft(initial, async () => {
    const latest = (await listBanners()).find((banner) => banner.bannerId === initial.bannerId);
    return latest && draftOf(latest);
  });
  const { draft, setDraft, save } = edit;
  const [uploading, setUploading] = useState(0);

  const submit = () => {
    if (!draft.imgUrlEn) return save.refuse(t('banners.englishNeeded'));
    if (!/^\d{1,4}$/.test(draft.seq.trim())) return save.refuse(t('lists.invalid'));
    void save.run(
      () =>
        saveBanner({
          ...(draft.bannerId ? { bannerId: draft.bannerId, version: draft.version } : {}),
          imgUrlKh: draft.imgUrlKh,
          imgUrlEn: draft.imgUrlEn,
          imgUrlCn: draft.imgUrlCn,
          prodId: draft.prodId,
          seq: Number(draft.seq),
        }),
      onSaved,
    );
  };

  return (
    <EditDialog
      title={draft.bannerId ? t('banners.editTitle') : t('banners.newTitle')}
      formId="banner-form"
      edit={edit}
      saveDisabled={uploading > 0}
      onSubmit={submit}
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
      <ProductPicker
        label={t('banners.product')}
        prodId={draft.prodId}
        onChange={(prodId) => setDraft((previous) => ({ ...previous, prodId }))}
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
