import { useState } from 'react';
import { uploadPhoto } from '../../api/merchant-api';
import { refusalMessage } from '../use-merchant-t';
import type { PhotoArrangement } from './use-product-editor';

interface Upload {
  id: string;
  name: string;
  /** the refusal's translated message; none while it uploads */
  failure?: string;
  /** arrived, and being converted by the server */
  processing?: boolean;
}

/** Photos uploaded one after another, each added to the arrangement as it arrives; a refused one stays listed. */
export function usePhotoUploads(
  prodId: number | undefined,
  value: PhotoArrangement,
  onChange: (next: PhotoArrangement) => void,
) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const upload = async (files: File[]) => {
    let arranged = value;
    for (const file of files) {
      const id = `${file.name}-${file.size}-${Math.random()}`;
      setUploads((list) => [...list, { id, name: file.name }]);
      try {
        const photo = await uploadPhoto(file, prodId, () =>
          setUploads((list) => list.map((item) => (item.id === id ? { ...item, processing: true } : item))),
        );
        arranged = { photos: [...arranged.photos, photo], mainPhotoId: arranged.mainPhotoId ?? photo.photoId };
        onChange(arranged);
        setUploads((list) => list.filter((item) => item.id !== id));
      } catch (failure) {
        const message = refusalMessage(failure);
        setUploads((list) => list.map((item) => (item.id === id ? { ...item, failure: message } : item)));
      }
    }
  };

  const dismiss = (id: string) => setUploads((list) => list.filter((other) => other.id !== id));
  return { uploads, upload, dismiss };
}
