import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountMetadata, accountPage } from '@/features/accounts/shared/account-page';
import { AccountFrame } from '@/app/_site/account-frame';
import { CategoryPreferences } from '@/features/accounts/preferences/category-preferences';
import { RequireSignIn } from '@/features/accounts/session/require-sign-in';
import { categoryPreferencesPath } from '@/routing/screen-paths';
import { getCategories } from '@/server-data/site';

interface CategoryPreferencesProps {
  params: Promise<{ lang: string }>;
}

// Account screens are per reader and per request: never cached (private, no-store).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: CategoryPreferencesProps): Promise<Metadata> {
  const page = await accountPage((await params).lang);
  return page ? accountMetadata(page.context, categoryPreferencesPath, page.text.yourCategories) : {};
}

/** Protected: the language's categories come with the page; the reader's choice loads in the browser. */
export default async function CategoryPreferencesPage({ params }: CategoryPreferencesProps) {
  const page = await accountPage((await params).lang);
  if (!page) notFound();
  const { context, text } = page;
  const categories = (await getCategories(context.language.id)).map((category) => ({ id: category.id, name: category.category_name }));
  const language = { code: context.language.code, isDefault: context.language.isDefault };
  return (
    <AccountFrame context={context} pathOf={categoryPreferencesPath} title={text.yourCategories}>
      <p>{text.categoriesIntro}</p>
      <RequireSignIn language={language}>
        <CategoryPreferences categories={categories} text={text} />
      </RequireSignIn>
    </AccountFrame>
  );
}
