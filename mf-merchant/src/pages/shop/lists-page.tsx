import type { ReactElement } from 'react';
import { useResource } from '@mall/shared';
import { deleteHotSearch, deleteTag, listHotSearches, saveHotSearch, saveTag } from '../../api/merchant-api';
import { PageHeader } from '../../components/page-header';
import { useTags } from '../../features/products/use-catalogue-lists';
import { useMerchantT } from '../../features/use-merchant-t';
import type { NamedRow } from '../../features/use-named-list';
import { NamedListEditor } from './named-list-editor';

type Named<P extends string> = { [K in `${P}Kh` | `${P}En` | `${P}Cn`]?: string } & { seq?: number; version?: number };

function rowOf<P extends string>(id: number, item: Named<P>, prefix: P): NamedRow {
  const names = item as Record<string, string | undefined>;
  return {
    id,
    names: { Kh: names[`${prefix}Kh`] ?? '', En: names[`${prefix}En`] ?? '', Cn: names[`${prefix}Cn`] ?? '' },
    seq: String(item.seq ?? 0),
    version: item.version,
  };
}

function fieldsOf(row: NamedRow, prefix: string) {
  return {
    [`${prefix}Kh`]: row.names.Kh.trim(),
    [`${prefix}En`]: row.names.En.trim(),
    [`${prefix}Cn`]: row.names.Cn.trim(),
    seq: Number(row.seq),
    ...(row.version !== undefined ? { version: row.version } : {}),
  };
}

/** The catalogue's named lists: home page shelves and hot-search words (categories have their tree page). */
export default function ListsPage(): ReactElement {
  const t = useMerchantT();
  const tags = useTags();
  const hotSearches = useResource('merchant:hotSearches', listHotSearches);
  return (
    <section>
      <PageHeader title={t('section.lists')} />
      <NamedListEditor
        title={t('lists.shelves')}
        list={tags}
        rowOf={(tag) => rowOf(tag.tagId, tag, 'title')}
        save={(row) => {
          const kept = tags.data?.find((tag) => tag.tagId === row.id);
          return saveTag({
            ...(kept ? { tagId: kept.tagId } : {}),
            style: kept?.style ?? 'grid',
            ...fieldsOf(row, 'title'),
          });
        }}
        remove={(row) => deleteTag(row.id!, row.version ?? 0)}
      />
      <NamedListEditor
        title={t('lists.hotSearches')}
        list={hotSearches}
        rowOf={(word) => rowOf(word.hotSearchId, word, 'title')}
        save={(row) => saveHotSearch({ ...(row.id ? { hotSearchId: row.id } : {}), ...fieldsOf(row, 'title') })}
        remove={(row) => deleteHotSearch(row.id!, row.version ?? 0)}
      />
    </section>
  );
}
