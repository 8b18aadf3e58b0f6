import { useDeferredValue, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { carInfoQueryOptions, useCarInfo } from '../api/get-car-info.ts';
import { useCarVersionParams } from '../api/get-car-version-params.ts';
import { DetailHero } from '../components/detail/detail-hero.tsx';
import { ParamTables } from '../components/detail/param-tables.tsx';
import { RelatedModels } from '../components/detail/related-models.tsx';
import { Gallery } from '../components/gallery/gallery.tsx';
import { CompareTray } from '../components/compare/compare-tray.tsx';
import { CatalogFailure, CatalogLoading, emptyState } from '../components/shared/query-state.tsx';
import { asOfTime } from '../../../lib/as-of.ts';
import { readModelId } from '../../../config/api-params.ts';
import { detailModelParam } from '../../../app/route-table.ts';
import styles from '../components/detail/detail.module.css';
import { ensureQueries, notFound, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { SIZES_MAIN } from '../../../components/ui/picture-sizes.ts';
import { brandTitle } from '../../../lib/seo/page-meta.ts';
import { modelMeta } from '../../../lib/seo/data-meta.ts';

/**
 * Keeps the choice in the address bar (shareable, survives a reload) without a router navigation:
 * a navigation would scroll the page back to the top (route effects) in the middle of choosing.
 */
function replaceQueryQuietly(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Vehicle detail: picture and colour choice, trims with prices, buy and test-ride CTAs, media gallery,
 * the three specification tables (updated per trim), related models and the compare tray.
 */
export function DetailPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const id = readModelId(detailModelParam(pathname), search.get('car_model_id'));
  // Keyed by model: going to a related model starts with its own colour and version choice.
  return <ModelDetail key={id} id={id} initialColor={search.get('color') ?? ''} initialVersion={Number(search.get('version_id')) || 0} />;
}

function ModelDetail({ id, initialColor, initialVersion }: { id: number; initialColor: string; initialVersion: number }) {
  const { t } = useTranslation('catalog');
  const { lang, locale, to } = useLocale();
  const online = useOnline();
  const [colorSlug, setColorSlug] = useState(initialColor);
  const [pickedVersion, setPickedVersion] = useState(initialVersion);
  const info = useCarInfo(id, lang);
  // The answer reaches React through a store subscription, which renders synchronously: the whole
  // page (hero, gallery, three tables) would be one long main-thread task. Its deferred copy renders
  // in the background instead, in slices that let input and paints through (decision 025).
  const data = useDeferredValue(info.data);
  // The first render is the first screen (the hero, the page's largest paint, also in the server's
  // HTML); the gallery, the tables and the related models follow in a background render of their own.
  const below = useDeferredValue(true, false);
  const version = data?.versions.find((v) => v.id === pickedVersion) ?? data?.versions[0];
  const vp = useCarVersionParams(id, version?.id ?? 0, lang);

  if (id === 0)
    return (
      <CatalogFailure
        kind="not-found"
        notFoundTitle={t('detail.notFound')}
        notFoundBody={t('detail.notFoundBody')}
        back={{ to: to('/vehicleModel'), label: t('series.allModels') }}
        onRetry={() => undefined}
      />
    );
  if (!data) {
    const state = emptyState(info, online);
    if (state !== 'loading')
      return (
        <CatalogFailure
          kind={state}
          offlineKind="model"
          notFoundTitle={t('detail.notFound')}
          notFoundBody={t('detail.notFoundBody')}
          back={{ to: to('/vehicleModel'), label: t('series.allModels') }}
          onRetry={() => void info.refetch()}
        />
      );
    return <CatalogLoading />;
  }

  const color = data.colors.find((c) => c.slug === colorSlug) ?? data.colors[0];
  const pics = color?.pics ?? [];
  const heroPic = pics.find((p) => p.kind === 'side') ?? pics[0];
  const current = vp.data && vp.data.version.id === version?.id ? vp.data : undefined;
  const tables = current ?? vp.data ?? data;
  // Prices replayed by the service worker or restored from an earlier visit carry their "as of" time.
  const stale = asOfTime(info);

  return (
    <div className={styles.page} data-testid="detail-page">
      <DetailHero
        info={data}
        color={color}
        version={version}
        heroPic={heroPic}
        locale={locale}
        to={to}
        staleSince={stale}
        onColor={(slug) => {
          setColorSlug(slug);
          replaceQueryQuietly('color', slug);
        }}
        onVersion={(v) => {
          setPickedVersion(v);
          replaceQueryQuietly('version_id', String(v));
        }}
      />
      {below && (
        <>
          <nav className={styles.jump} aria-label={t('detail.jumpNav')}>
            <div className="container">
              <a href="#gallery-title">{t('detail.gallery')}</a>
              <a href="#specs-title">{t('detail.specs')}</a>
              {data.related.length > 0 && <a href="#related-title">{t('detail.related')}</a>}
            </div>
          </nav>
          <section className="section below-fold" aria-labelledby="gallery-title">
            <div className="container">
              <p className="eyebrow">{color?.name}</p>
              <h2 id="gallery-title" className={styles.sectionTitle}>
                {t('detail.gallery')}
              </h2>
              <Gallery pics={pics} modelName={data.car_model_name} colorName={color?.name ?? ''} />
            </div>
          </section>
          <section className={`section below-fold ${styles.specs}`} aria-labelledby="specs-title">
            <div className="container">
              <div className={styles.specsHead}>
                <div>
                  <p className="eyebrow">{version?.name}</p>
                  <h2 id="specs-title" className={styles.sectionTitle}>
                    {t('detail.specs')}
                  </h2>
                </div>
                {version && (
                  <p className={styles.specsNote} aria-live="polite" data-loading={vp.isFetching && !current ? 'true' : undefined}>
                    {vp.isFetching && !current ? t('detail.loadingVersion') : t('detail.specsFor', { version: version.name })}
                  </p>
                )}
              </div>
              <ParamTables tables={tables} busy={vp.isFetching && !current} />
            </div>
          </section>
          <RelatedModels models={data.related} to={to} />
        </>
      )}
      <CompareTray to={to} />
    </div>
  );
}

/** An unknown model (HTTP 404 from the loader) shows the page's own not-found state; other errors go up. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('catalog');
  const { to } = useLocale();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <CatalogFailure
      kind="not-found"
      notFoundTitle={t('detail.notFound')}
      notFoundBody={t('detail.notFoundBody')}
      back={{ to: to('/vehicleModel'), label: t('series.allModels') }}
      onRetry={() => undefined}
    />
  );
}

export { DetailPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  // pwa: the not-saved state's words, loaded with the page so a stalled read shows it at its time-out.
  namespaces: ['catalog', 'pwa'],
  meta: (ctx) => {
    const info = ctx.queryClient.getQueryData(carInfoQueryOptions(modelIdOf(ctx), ctx.lang).queryKey)?.data;
    // The model's own page is its path form, whichever address it was reached by.
    const path = `/pages/detail/car_model_id/${info?.car_model_id}`;
    if (info) return { ...modelMeta(info, { ...ctx.head, path }), path };
    return { title: brandTitle(ctx.t('detail.notFound'), ctx.locale), description: '', noindex: true };
  },
  // The chosen (else first) colour's side view, as the hero shows it.
  preload: (ctx) => {
    const info = ctx.queryClient.getQueryData(carInfoQueryOptions(modelIdOf(ctx), ctx.lang).queryKey)?.data;
    const color = info?.colors.find((c) => c.slug === ctx.url.searchParams.get('color')) ?? info?.colors[0];
    return [{ url: (color?.pics.find((p) => p.kind === 'side') ?? color?.pics[0])?.url, sizes: SIZES_MAIN }];
  },
};

/** The model of the path (`/pages/detail/car_model_id/<id>`) or of `?car_model_id=` (`/detail`). */
function modelIdOf(ctx: Pick<PageContext, 'params' | 'url'>): number {
  return readModelId(ctx.params.car_model_id, ctx.url.searchParams.get('car_model_id'));
}

/** The model's detail (the hero's picture, names and prices); 404 for an unknown model. */
export function loader(ctx: PageContext) {
  const id = modelIdOf(ctx);
  if (id === 0) notFound();
  return ensureQueries(ctx, [], [carInfoQueryOptions(id, ctx.lang)]);
}
