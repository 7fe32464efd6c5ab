import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppProviders } from '@/shell/app-providers';
import { brandColourStyle } from '@/layout/brand-colour';
import { THEME_SCRIPT } from '@/layout/theme-script';
import { SIGNED_IN_HINT_SCRIPT } from '@/state/signed-in-hint';
import { ThirdPartyTags } from '@/features/third-party/third-party-tags';
import { feedPath } from '@/routing/paths';
import { apiDeps } from '@/server-data/deps';
import { findLanguage, getSettings, getUiText } from '@/server-data/site';
import { thirdPartyIds } from '@/server-data/seo';
import '../globals.css';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

// Pages are rendered on their first request and cached (never at build time, which must not
// open the database); proxy.ts has already mapped the URL onto a language.
export const revalidate = 30;
export function generateStaticParams(): { lang: string }[] {
  return [];
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
  themeColor: '#1A2E51',
};

export async function generateMetadata({ params }: LayoutProps): Promise<Metadata> {
  const language = await findLanguage((await params).lang);
  if (!language) return {};
  const settings = await getSettings(language.id);
  const { web_name: siteName, meta_title: defaultTitle, meta_description: defaultDescription, meta_keyword: keywords, og_image: image } = settings.web_setting;
  // The site's SEO defaults (settings) answer for every page that sets none of its own.
  return {
    metadataBase: new URL((await apiDeps()).config.publicUrl),
    title: { default: defaultTitle || siteName, template: `%s | ${siteName}` },
    description: defaultDescription || settings.web_setting.web_footer_description || undefined,
    keywords: keywords || undefined,
    applicationName: siteName,
    openGraph: { siteName, images: image ? [image] : undefined },
    // Pages that set their own alternates repeat this (seo/page-metadata.ts).
    alternates: { types: { 'application/rss+xml': [{ url: feedPath(language), title: 'RSS' }] } },
  };
}

export default async function RootLayout({ children, params }: LayoutProps) {
  const language = await findLanguage((await params).lang);
  if (!language) notFound();
  const [text, { config }, settings] = await Promise.all([getUiText(language.code), apiDeps(), getSettings(language.id)]);
  return (
    // The newsroom's colour (settings) paints the site's brand token: buttons, the active page.
    <html lang={language.code} dir={language.dir} style={brandColourStyle(settings.web_setting.web_color_code)} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${THEME_SCRIPT};${SIGNED_IN_HINT_SCRIPT}` }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {text.skipToContent}
        </a>
        <AppProviders
          language={{ id: language.id, code: language.code, name: language.name, isDefault: language.isDefault }}
          accessKey={config.accessKey}
        >
          {children}
        </AppProviders>
        <ThirdPartyTags ids={await thirdPartyIds()} />
      </body>
    </html>
  );
}
