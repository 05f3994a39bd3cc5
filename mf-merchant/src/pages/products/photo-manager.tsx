import { useId, useState, type ChangeEvent, type DragEvent, type ReactElement } from 'react';
import { Button } from '@mall/shared';
import type { Photo } from '@mall/shared';
import type { PhotoArrangement } from '../../features/products/use-product-editor';
import { usePhotoUploads } from '../../features/products/use-photo-uploads';
import { useMerchantT } from '../../features/use-merchant-t';
import pickerStyles from '../../components/file-picker.module.css';
import styles from './photo-manager.module.css';

/** The smallest JPEG the server made of a photo: enough for the editor's thumbnails. */
export function thumbnailOf(photo: Photo): string {
  const widths = Object.keys(photo.urls).sort((a, b) => Number(a) - Number(b));
  return widths.length ? photo.urls[widths[0]].jpeg : '';
}

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * A product's photos: added by drag and drop or the file picker on a desktop, by the camera on a phone; several at a
 * time, each refused one with the server's reason (by content: size, pixels, type), reordered, one chosen as main.
 */
export function PhotoManager({
  prodId,
  value,
  onChange,
}: {
  prodId?: number;
  value: PhotoArrangement;
  onChange: (next: PhotoArrangement) => void;
}): ReactElement {
  const t = useMerchantT();
  const groupName = useId();
  const { uploads, upload, dismiss } = usePhotoUploads(prodId, value, onChange);
  const [dragging, setDragging] = useState(false);
  const disabled = prodId === undefined;
  const { photos } = value;
  const mainPhotoId = value.mainPhotoId ?? photos[0]?.photoId ?? null;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) void upload(files);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) void upload(files);
  };

  return (
    <fieldset className={styles.photos}>
      <legend>{t('photos.title')}</legend>
      {disabled && <p>{t('photos.saveFirst')}</p>}
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(!disabled);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
      >
        <p className={styles.dropHint}>{t('photos.dropHint')}</p>
        <div className={styles.pickers}>
          <label className={disabled ? `${pickerStyles.picker} ${pickerStyles.pickerDisabled}` : pickerStyles.picker}>
            <input
              className={pickerStyles.fileInput}
              type="file"
              accept="image/*"
              multiple
              disabled={disabled}
              onChange={picked}
            />
            {t('photos.choose')}
          </label>
          <label
            className={
              disabled
                ? `${pickerStyles.picker} ${styles.camera} ${pickerStyles.pickerDisabled}`
                : `${pickerStyles.picker} ${styles.camera}`
            }
          >
            <input
              className={pickerStyles.fileInput}
              type="file"
              accept="image/*"
              capture="environment"
              disabled={disabled}
              onChange={picked}
            />
            {t('photos.camera')}
          </label>
        </div>
        <p className={styles.hint}>{t('photos.formats')}</p>
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads}>
          {uploads.map((item) =>
            item.failure ? (
              <li key={item.id} role="alert" className={styles.failed}>
                {t('photos.refused', { name: item.name, reason: item.failure })}
                <Button variant="ghost" size="sm" onClick={() => dismiss(item.id)}>
                  {t('photos.dismiss')}
                </Button>
              </li>
            ) : (
              <li key={item.id} role="status">
                {t(item.processing ? 'photos.processing' : 'photos.uploading', { name: item.name })}
              </li>
            ),
          )}
        </ul>
      )}
      <ol className={styles.list}>
        {photos.map((photo, index) => {
          const label = t('photos.photoN', { n: index + 1, total: photos.length });
          return (
            <li key={photo.photoId} className={styles.item} aria-label={label}>
              <img
                className={styles.thumb}
                src={thumbnailOf(photo)}
                alt={label}
                width={photo.width}
                height={photo.height}
                style={photo.placeholder ? { background: photo.placeholder } : undefined}
              />
              <label className={styles.main}>
                <input
                  type="radio"
                  name={groupName}
                  checked={photo.photoId === mainPhotoId}
                  onChange={() => onChange({ photos, mainPhotoId: photo.photoId })}
                />
                {t('photos.main')}
              </label>
              <div className={styles.itemActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('photos.earlier', { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => onChange({ ...value, photos: move(photos, index, index - 1) })}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('photos.later', { n: index + 1 })}
                  disabled={index === photos.length - 1}
                  onClick={() => onChange({ ...value, photos: move(photos, index, index + 1) })}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('photos.remove', { n: index + 1 })}
                  onClick={() => {
                    const rest = photos.filter((other) => other.photoId !== photo.photoId);
                    onChange({
                      photos: rest,
                      mainPhotoId: mainPhotoId === photo.photoId ? (rest[0]?.photoId ?? null) : mainPhotoId,
                    });
                  }}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
