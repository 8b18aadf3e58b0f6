import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage, type UploadedImage } from '../api/upload-image.ts';
import styles from './posts.module.css';

export const MAX_PHOTOS = 9;

/**
 * Photos for a post: each chosen file is uploaded at once (ticket from get_sign, then the 120 s
 * multipart upload); the server checks the type by its bytes and the size, and its message is shown
 * here. The uploaded URLs go into the form as hidden `image_urls` fields.
 */
export function PhotoPicker() {
  const { t } = useTranslation('service');
  const id = useId();
  const upload = useUploadImage();
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [error, setError] = useState('');

  const onFiles = async (files: FileList | null) => {
    setError('');
    for (const file of Array.from(files ?? []).slice(0, MAX_PHOTOS - photos.length)) {
      try {
        const img = await upload.mutateAsync(file);
        setPhotos((list) => [...list, img]);
      } catch (err) {
        setError((err as { kind?: string }).kind === 'network' ? t('post.uploadOffline') : (err as Error).message || t('post.uploadFailed'));
        break;
      }
    }
  };

  return (
    <div className={`field ${styles.photos}`}>
      <span className={styles.photosLabel} id={`${id}-label`}>
        {t('post.photos')}
      </span>
      <ul className={styles.thumbs} aria-labelledby={`${id}-label`}>
        {photos.map((p) => (
          <li key={p.url}>
            <img src={p.url} alt="" width={96} height={96} decoding="async" data-testid="post-thumb" />
            <input type="hidden" name="image_urls" value={p.url} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => setPhotos((list) => list.filter((x) => x.url !== p.url))}
              aria-label={t('post.removePhoto')}
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < MAX_PHOTOS && (
          <li>
            <input
              id={`${id}-file`}
              className={`visually-hidden ${styles.fileInput}`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              disabled={upload.isPending}
              data-testid="post-file"
              onChange={(e) => {
                void onFiles(e.target.files);
                e.target.value = '';
              }}
            />
            <label className={styles.add} htmlFor={`${id}-file`} aria-busy={upload.isPending}>
              <span aria-hidden="true">{upload.isPending ? '…' : '+'}</span>
              <span className={styles.addText}>{upload.isPending ? t('post.uploading') : t('post.addPhoto')}</span>
            </label>
          </li>
        )}
      </ul>
      <span className="hint">{t('post.photosHint', { max: MAX_PHOTOS })}</span>
      {error && (
        <span className={styles.uploadError} role="alert" data-testid="upload-error">
          {error}
        </span>
      )}
    </div>
  );
}
