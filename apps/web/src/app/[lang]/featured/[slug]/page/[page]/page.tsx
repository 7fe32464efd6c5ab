/** The later pages of a home page section's "view all": the same route as the first page. */
export { default, generateMetadata } from '../../page';

export const revalidate = 30;
export function generateStaticParams(): { slug: string; page: string }[] {
  return [];
}
