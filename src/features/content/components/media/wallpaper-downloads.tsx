import { useTranslation } from 'react-i18next';
import type { VideoPic, WallpaperSize } from '../../api/get-video-pics.ts';
import styles from './wallpaper-downloads.module.css';

const FORMAT_NAME = { jpg: 'JPEG', png: 'PNG' } as const;

/**
 * A wallpaper's downloads, phones then desktops: each screen's name and pixel size, then one link per
 * format (JPEG or PNG), so size and format are known before the download starts.
 */
export function WallpaperDownloads({ wallpaper }: { wallpaper: VideoPic }) {
  const { t } = useTranslation('content');
  const groups: { kind: WallpaperSize['kind']; title: string }[] = [
    { kind: 'phone', title: t('media.wallpaperPhone') },
    { kind: 'desktop', title: t('media.wallpaperDesktop') },
  ];
  return (
    <div className={styles.downloads} data-testid="wallpaper-downloads">
      {groups.map(({ kind, title }) => {
        const sizes = (wallpaper.sizes ?? []).filter((s) => s.kind === kind);
        if (sizes.length === 0) return null;
        return (
          <section key={kind} aria-label={`${wallpaper.title} · ${title}`}>
            <h4 className={styles.group}>{title}</h4>
            <ul className={styles.rows}>
              {sizes.map((s) => (
                <li key={s.url} className={styles.row}>
                  <span className={styles.screen}>
                    {s.label}
                    <small>
                      {s.width}×{s.height}
                    </small>
                  </span>
                  <span className={styles.files}>
                    {s.files.map((f) => (
                      <a
                        key={f.format}
                        className={styles.file}
                        href={f.url}
                        download={f.name}
                        type={f.format === 'png' ? 'image/png' : 'image/jpeg'}
                        aria-label={t('media.wallpaperDownload', {
                          title: wallpaper.title,
                          label: s.label,
                          width: s.width,
                          height: s.height,
                          format: FORMAT_NAME[f.format],
                        })}
                      >
                        {FORMAT_NAME[f.format]}
                      </a>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
