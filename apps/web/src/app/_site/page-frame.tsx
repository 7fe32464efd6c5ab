import { PageShell, type PageShellProps } from '../../layout/page-shell';
import { readData } from '../../server-data/api';
import { readerTools } from './reader-tools';

export type PageFrameProps = Omit<PageShellProps, 'readerTools'>;

/**
 * The site's page shell with the features its header shows composed in. The shared layer knows
 * no feature (lint zones), so the pages put the reader's links into the header's slot here.
 */
export async function PageFrame(props: PageFrameProps) {
  const { language } = props;
  const labels = await readData('get_language_json_data', { code: language.code });
  return <PageShell {...props} readerTools={readerTools(language, labels)} />;
}
