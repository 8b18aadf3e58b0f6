import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { loginUrlFor } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../lib/store.ts';
import { postsQueryOptions, usePosts } from '../api/get-posts.ts';
import { useCreatePost } from '../api/create-post.ts';
import { ServicePage } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import { formReader, TextAreaField, TextField } from '../components/form-fields.tsx';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { PostList } from '../components/post-list.tsx';
import styles from '../components/posts.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /postService: the moto-travel wall, and (logged in) sharing a story with photos. */
export function PostServicePage() {
  const { t } = useTranslation('service');
  const { lang, locale } = useLocale();
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedIn = useAppStore((s) => !!s.userData?.token);
  const [page, setPage] = useState(1);
  const posts = usePosts(page, lang);
  const create = useCreatePost();
  return (
    <ServicePage nav="postService" title={t('post.title')} lead={t('post.lead')} testId="post-page">
      <div className={styles.layout}>
        <div>
          <QueryGate query={posts}>
            {(data) => (
              <>
                <PostList posts={data.list} locale={locale} />
                {data.total > data.page_size && (
                  <nav className={styles.pager} aria-label={t('post.pages')}>
                    <button type="button" className="btn btn-ghost btn-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      {t('post.newer')}
                    </button>
                    <span>{t('post.pageOf', { page, pages: Math.ceil(data.total / data.page_size) })}</span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      disabled={page * data.page_size >= data.total}
                      onClick={() => setPage(page + 1)}
                    >
                      {t('post.older')}
                    </button>
                  </nav>
                )}
              </>
            )}
          </QueryGate>
        </div>
        <div className={styles.composer}>
          {loggedIn ? (
            <ServiceForm
              consent={false}
              id="post"
              title={t('post.formTitle')}
              intro={<p>{t('post.formIntro')}</p>}
              submitLabel={t('post.submit')}
              mutation={create}
              toBody={(form) => {
                const f = formReader(form);
                return { title: f.str('title'), content: f.str('content'), image_urls: form.getAll('image_urls').map(String) };
              }}
              onDone={() => {
                setPage(1);
                void queryClient.invalidateQueries({ queryKey: postsQueryOptions(1, lang).queryKey });
              }}
            >
              <TextField name="title" label={t('post.titleLabel')} wide placeholder={t('post.titlePlaceholder')} />
              <TextAreaField name="content" label={t('post.content')} rows={6} placeholder={t('post.contentPlaceholder')} />
              <PhotoPicker />
            </ServiceForm>
          ) : (
            <section className={`card ${styles.loginCard}`}>
              <h2>{t('post.formTitle')}</h2>
              <p>{t('post.loginToPost')}</p>
              <Link className="btn btn-primary" to={loginUrlFor(`${location.pathname}${location.search}`)} data-testid="post-login">
                {t('post.login')}
              </Link>
            </section>
          )}
        </div>
      </div>
    </ServicePage>
  );
}

export { PostServicePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.postService' };
