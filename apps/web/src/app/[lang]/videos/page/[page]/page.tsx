/** The later pages of video news: the same route as the first page. */
export { default, generateMetadata } from '../../page';

export const revalidate = 30;
export function generateStaticParams(): { page: string }[] {
  return [];
}
