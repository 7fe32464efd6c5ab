import { and, desc, eq, isNull, gte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { schema } from '@newsroom/db/client';
import type { Deps } from '@newsroom/api/core/deps';
import { todayIn } from '@newsroom/api/core/dates';
import { mediaUrl } from '@newsroom/api/media/store';
import { siteSettings } from '@newsroom/api/settings/site-settings';

/**
 * A plain server-rendered front page listing the latest headlines. It stands in for the reader
 * site until the Next.js app takes over every non-API route.
 */
export function homeRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const settings = await siteSettings(deps);
    const [language] = await deps.db.select().from(schema.languages).where(eq(schema.languages.isDefault, true)).limit(1);
    const today = todayIn(settings.timeZone);
    const latest = language
      ? await deps.db
          .select({ title: schema.news.title, slug: schema.news.slug, image: schema.news.image, category: schema.categories.categoryName })
          .from(schema.news)
          .innerJoin(schema.categories, eq(schema.categories.id, schema.news.categoryId))
          .where(and(eq(schema.news.languageId, language.id), eq(schema.news.status, 1), or(isNull(schema.news.showTill), gte(schema.news.showTill, today))))
          .orderBy(desc(schema.news.publishedAt))
          .limit(12)
      : [];
    const siteName = settings.values.web_name || 'News';
    return c.html(html`<!doctype html>
<html lang="${language?.code ?? 'en'}" dir="${language?.isRtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${siteName}</title><meta name="description" content="${settings.values.web_footer_description ?? ''}">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a}header{background:#1A2E51;color:#fff;padding:1rem 1.5rem}main{max-width:72rem;margin:0 auto;padding:1rem}
ul{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}li{border:1px solid #ddd;border-radius:.5rem;overflow:hidden}
img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;display:block}p{margin:.5rem .75rem}small{color:#555}a{color:#1A2E51}</style></head>
<body><header><h1>${siteName}</h1></header><main><h2>Latest news</h2>
<ul>${latest.map((item) => html`<li><img src="${mediaUrl(deps.config.publicUrl, item.image)}" alt="" width="400" height="225" loading="lazy"><p><small>${item.category}</small></p><p>${item.title}</p></li>`)}</ul>
<p>The full reader site is on its way. Developers: the <a href="/api/docs">API reference</a>.</p></main></body></html>`);
  });
  return app;
}
