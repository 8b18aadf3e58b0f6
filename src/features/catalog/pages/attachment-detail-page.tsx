import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { formatYuan } from '../../../lib/format.ts';
import { AsOf } from '../../../components/ui/as-of.tsx';
import { goodsDetailQueryOptions, useGoodsDetail } from '../api/get-goods-detail.ts';
import { VariantPicker } from '../components/goods/variant-picker.tsx';
import { peekPendingGoods } from '../../../lib/pending-add.ts';
import { AddToCart } from '../components/goods/add-to-cart.tsx';
import { CatalogFailure, CatalogLoading, emptyState } from '../components/shared/query-state.tsx';
import { detailPath } from '../components/model/model-card.tsx';
import { asOfTime } from '../../../lib/as-of.ts';
import { ArrowRight } from '../components/shared/icons.tsx';
import styles from '../components/goods/goods.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_MAIN } from '../../../components/ui/picture-sizes.ts';
import { ensureQueries, notFound, type PageContext, type PageHandle } from '../../../app/route-module.ts';
import { brandTitle } from '../../../lib/seo/page-meta.ts';
import { goodsMeta } from '../../../lib/seo/data-meta.ts';
import { idParamOf } from '../../../config/api-params.ts';

/** `type` 1 is modification parts, 2 riding equipment (anything else: parts). */
export function goodsKind(type: string | null): 'parts' | 'equip' {
  return type === '2' ? 'equip' : 'parts';
}

/**
 * Goods detail (`/attachmentDetail?id&type`): picture, purchase price in yuan, variants with stock,
 * quantity and add to cart, description, and for parts the models it fits.
 */
export function AttachmentDetailPage() {
  const { t } = useTranslation('catalog');
  const { lang, to } = useLocale();
  const online = useOnline();
  const [search] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const kind = goodsKind(search.get('type'));
  const goods = useGoodsDetail(id, lang);
  // Back from a login started by "add to cart": the variant the visitor had picked.
  const [picked, setPicked] = useState<number | null>(peekPendingGoods);
  const back = { to: to('/shopHomePage'), label: t('goods.toShop') };

  if (id === 0)
    return (
      <CatalogFailure
        kind="not-found"
        notFoundTitle={t('goods.notFound')}
        notFoundBody={t('goods.notFoundBody')}
        back={back}
        onRetry={() => undefined}
      />
    );
  const g = goods.data;
  if (!g) {
    const state = emptyState(goods, online);
    if (state !== 'loading')
      return (
        <CatalogFailure
          kind={state}
          notFoundTitle={t('goods.notFound')}
          notFoundBody={t('goods.notFoundBody')}
          back={back}
          onRetry={() => void goods.refetch()}
        />
      );
    return <CatalogLoading />;
  }

  const variants = g.children;
  const firstInStock = variants.find((v) => v.stock > 0) ?? variants[0];
  const variant = variants.find((v) => v.id === picked) ?? firstInStock;
  const price = variant ? variant.purchasePrice : g.purchasePrice;
  const stock = variant ? variant.stock : g.stock;
  const name = g.name || g.title;
  const pic = g.top_pic || g.mainImgUrl;
  const asOf = asOfTime(goods);
  return (
    <div className={styles.page} data-testid="goods-page">
      <div className={`container ${styles.grid}`}>
        <div className={styles.media}>
          <Picture src={pic} alt={name} width={600} height={600} sizes={SIZES_MAIN} loading="eager" fetchPriority="high" data-testid="goods-image" />
        </div>
        <div className={styles.info}>
          <p className="eyebrow">
            {t(kind === 'equip' ? 'goods.equip' : 'goods.parts')} · {g.category}
          </p>
          <h1 className={styles.name}>{name}</h1>
          {g.part_number && (
            <p className={styles.partNo}>
              {t('goods.partNumber')} <span>{g.part_number}</span>
            </p>
          )}
          <div className={styles.priceRow}>
            <span className={styles.priceLabel}>{t('goods.price')}</span>
            <span className={styles.price} data-testid="goods-price">
              {formatYuan(price)}
            </span>
            {asOf !== undefined && <AsOf at={asOf} className={styles.asOf} />}
          </div>
          {variants.length > 0 && <VariantPicker variants={variants} value={variant?.id ?? 0} onChange={setPicked} />}
          {stock > 0 && (
            <p className={styles.inStock} data-testid="goods-stock">
              {t('goods.stock', { count: stock })}
            </p>
          )}
          <AddToCart key={variant?.id ?? g.id} goodsId={variant?.id ?? g.id} stock={stock} to={to} />
        </div>
      </div>
      <div className={`container ${styles.lower}`}>
        <section aria-labelledby="goods-desc" className={styles.desc}>
          <h2 id="goods-desc" className={styles.lowerTitle}>
            {t('goods.description')}
          </h2>
          <p>{g.description}</p>
        </section>
        {g.fits.length > 0 && (
          <section aria-labelledby="goods-fits" className={styles.fits} data-testid="goods-fits">
            <h2 id="goods-fits" className={styles.lowerTitle}>
              {t('goods.fits')}
            </h2>
            <ul>
              {g.fits.map((m) => (
                <li key={m.car_model_id}>
                  <Link to={to(detailPath(m.car_model_id))}>
                    {m.name} <ArrowRight />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

export { AttachmentDetailPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = {
  // pwa: the not-saved state's words, loaded with the page so a stalled read shows it at its time-out.
  namespaces: ['catalog', 'pwa'],
  meta: ({ queryClient, lang, url, locale, t, head }) => {
    const goods = queryClient.getQueryData(goodsDetailQueryOptions(idParamOf(url), lang).queryKey)?.data;
    if (goods) return goodsMeta(goods, head);
    return { title: brandTitle(t('goods.toShop'), locale), description: '', noindex: true };
  },
};

/** The goods item; 404 for an unknown one. */
export function loader(ctx: PageContext) {
  const id = idParamOf(ctx.url);
  if (id === 0) notFound();
  return ensureQueries(ctx, [], [goodsDetailQueryOptions(id, ctx.lang)]);
}
