import ArticleIcon from '@mui/icons-material/Article';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, Resource } from 'react-admin';
import type { ConsoleArea } from '../../app/console-area';
import { ApprovalQueue } from './approval-queue';
import { NewsCreate } from './news-create';
import { NewsEdit } from './news-edit';
import { NewsList } from './news-list';
import { reviews } from './news-choices';
import { newsWordsEn } from './news-words-en';
import { newsWordsFr } from './news-words-fr';

/** Stories for every writer (authors: their own, the API decides); the approval queue for editors. */
const writes = (role: string) => role !== 'moderator';

export const newsArea: ConsoleArea = {
  resources: (role) => [
    ...(writes(role) ? [<Resource key="news" name="news" list={NewsList} create={NewsCreate} edit={NewsEdit} icon={ArticleIcon} recordRepresentation="title" />] : []),
    ...(reviews(role) ? [<Resource key="approvals" name="approvals" list={ApprovalQueue} icon={FactCheckIcon} />] : []),
  ],
  menu: (role) => [
    ...(writes(role) ? [<Menu.ResourceItem key="news" name="news" />] : []),
    ...(reviews(role) ? [<Menu.ResourceItem key="approvals" name="approvals" />] : []),
  ],
  dataRoutes: {
    news: { list: 'news.list', one: 'news.get', create: 'news.create', update: 'news.update', delete: 'news.delete', filtersById: true },
    // The queue is the same stories, narrowed to pending ones; its rows open under `news`.
    approvals: { list: 'news.list', one: 'news.get' },
  },
  words: { en: newsWordsEn, fr: newsWordsFr },
};
