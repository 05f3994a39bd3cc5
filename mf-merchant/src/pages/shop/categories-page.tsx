import { useState, type ReactElement } from 'react';
import { Button, localized, Select, TextField, useMallStore } from '@mall/shared';
import { deleteCategory, listCategories, saveCategory } from '../../api/merchant-api';
import type { MerchantCategory } from '@mall/shared';
import { EditDialog } from '../../components/edit-dialog';
import { LoadedList } from '../../components/loaded-list';
import { PageHeader } from '../../components/page-header';
import { PictureField } from '../../components/picture-field';
import { RemoveDialog, useRemoval } from '../../components/remove-dialog';
import { LANGUAGE_SUFFIXES } from '../../features/products/product-form';
import { childrenOf as childrenOfIn } from '../../features/products/category-tree';
import { useCategories } from '../../features/products/use-catalogue-lists';
import { useEditDraft, type DraftDialogProps } from '../../features/use-edit-draft';
import { refusalMessage, useLanguageNames, useMerchantT } from '../../features/use-merchant-t';
import styles from './tree.module.css';
import { TreeRow } from './tree-row';

interface Draft {
  categoryId?: number;
  parentId: number;
  names: Record<(typeof LANGUAGE_SUFFIXES)[number], string>;
  seq: string;
  pic: string;
  version?: number;
}

const draftOf = (category: MerchantCategory): Draft => ({
  categoryId: category.categoryId,
  parentId: category.parentId,
  names: { Kh: category.nameKh, En: category.nameEn, Cn: category.nameCn },
  seq: String(category.seq),
  pic: category.pic,
  version: category.version,
});

/** The categories as a tree: top level, and each one's subcategories, in their order, with picture and names. */
export default function CategoriesPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const categories = useCategories();
  const [editing, setEditing] = useState<Draft | null>(null);
  const removal = useRemoval({
    remove: (category: MerchantCategory) => deleteCategory(category.categoryId, category.version ?? 0),
    removedNote: t('categories.deleted'),
    // 1: the API keeps a category that still has products or subcategories.
    refusal: (failure) =>
      (failure as { codeId?: number }).codeId === 1 ? t('categories.notEmpty') : refusalMessage(failure),
    onRemoved: categories.refresh,
  });
  const all = categories.data ?? [];
  const childrenOf = (parentId: number) => childrenOfIn(all, parentId);
  const nameOf = (category: MerchantCategory) => localized(category, 'name', language);
  const fresh = (parentId: number): Draft => ({ parentId, names: { Kh: '', En: '', Cn: '' }, seq: '0', pic: '' });

  const branch = (parentId: number): ReactElement => (
    <ul className={styles.tree}>
      {childrenOf(parentId).map((category) => {
        const name = nameOf(category);
        const children = childrenOf(category.categoryId);
        return (
          <li key={category.categoryId}>
            <TreeRow
              element="div"
              picture={
                category.pic ? (
                  <img className={styles.thumb} src={category.pic} alt="" width={48} height={48} />
                ) : (
                  <span className={styles.thumb} />
                )
              }
              name={name}
              details={LANGUAGE_SUFFIXES.map((suffix) => category[`name${suffix}`])
                .filter((other) => other !== name)
                .join(' · ')}
              seq={category.seq}
              editLabel={t('categories.editOne', { name })}
              onEdit={() => setEditing(draftOf(category))}
              deleteLabel={t('categories.deleteOne', { name })}
              onDelete={() => removal.ask(category)}
            >
              {parentId === 0 && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('categories.addChildOf', { name })}
                  onClick={() => setEditing(fresh(category.categoryId))}
                >
                  {t('categories.addChild')}
                </Button>
              )}
            </TreeRow>
            {children.length > 0 && (
              <section aria-label={t('categories.children', { name })}>{branch(category.categoryId)}</section>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <section>
      <PageHeader
        title={t('section.categories')}
        actions={<Button onClick={() => setEditing(fresh(0))}>{t('categories.add')}</Button>}
      />
      {removal.notice && <p role="status">{removal.notice}</p>}
      <LoadedList list={categories} skeletonLines={6} empty={t('categories.none')}>
        {branch(0)}
      </LoadedList>
      {editing && (
        <CategoryDialog
          draft={editing}
          parents={childrenOf(0).filter((category) => category.categoryId !== editing.categoryId)}
          nameOf={nameOf}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            categories.refresh();
          }}
        />
      )}
      <RemoveDialog removal={removal} question={(category) => t('categories.deleteAsk', { name: nameOf(category) })} />
    </section>
  );
}

function CategoryDialog({
  draft: initial,
  parents,
  nameOf,
  onClose,
  onSaved,
}: DraftDialogProps<Draft> & {
  parents: MerchantCategory[];
  nameOf: (category: MerchantCategory) => string;
}): ReactElement {
  const t = useMerchantT();
  const edit = useEditDraft(initial, async () => {
    const latest = (await listCategories()).find((category) => category.categoryId === initial.categoryId);
    return latest && draftOf(latest);
  });
  const { draft, setDraft, save } = edit;
  const [uploading, setUploading] = useState(false);
  const languageName = useLanguageNames();

  const submit = () => {
    if (!LANGUAGE_SUFFIXES.every((suffix) => draft.names[suffix].trim()) || !/^\d{1,4}$/.test(draft.seq.trim())) {
      save.refuse(t('lists.invalid'));
      return;
    }
    void save.run(
      () =>
        saveCategory({
          ...(draft.categoryId ? { categoryId: draft.categoryId, version: draft.version } : {}),
          parentId: draft.parentId,
          nameKh: draft.names.Kh.trim(),
          nameEn: draft.names.En.trim(),
          nameCn: draft.names.Cn.trim(),
          pic: draft.pic,
          seq: Number(draft.seq),
        }),
      onSaved,
    );
  };

  return (
    <EditDialog
      title={draft.categoryId ? t('categories.editTitle') : t('categories.newTitle')}
      formId="category-form"
      edit={edit}
      saveDisabled={uploading}
      onSubmit={submit}
      onClose={onClose}
    >
      <Select
        label={t('categories.parent')}
        value={String(draft.parentId)}
        options={[
          { value: '0', label: t('categories.topLevel') },
          ...parents.map((parent) => ({ value: String(parent.categoryId), label: nameOf(parent) })),
        ]}
        onChange={(event) => setDraft({ ...draft, parentId: Number(event.target.value) })}
      />
      {LANGUAGE_SUFFIXES.map((suffix) => (
        <TextField
          key={suffix}
          label={t('lists.nameIn', { language: languageName[suffix] })}
          lang={{ Kh: 'km', En: 'en', Cn: 'zh' }[suffix]}
          value={draft.names[suffix]}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, names: { ...draft.names, [suffix]: event.target.value } })}
        />
      ))}
      <TextField
        label={t('lists.order')}
        inputMode="numeric"
        value={draft.seq}
        onChange={(event) => setDraft({ ...draft, seq: event.target.value })}
      />
      <PictureField
        label={t('categories.picture')}
        value={draft.pic}
        onChange={(pic) => setDraft((previous) => ({ ...previous, pic }))}
        onBusy={setUploading}
      />
    </EditDialog>
  );
}
