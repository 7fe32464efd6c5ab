import BoltIcon from '@mui/icons-material/Bolt';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { BreakingNewsCreate, BreakingNewsEdit } from './breaking-news-form';
import { BreakingNewsList } from './breaking-news-list';
import { liveCoverageWordsEn, liveCoverageWordsFr } from './live-coverage-words';
import { LiveStreamCreate, LiveStreamEdit, LiveStreamList } from './live-stream-screens';

/** Breaking news and live streams are opened and closed by editors and administrators only. */
const covers = (role: StaffRole) => role === 'administrator' || role === 'editor';

export const liveCoverageArea: ConsoleArea = {
  resources: (role) =>
    covers(role)
      ? [
          <Resource key="breaking-news" name="breaking-news" list={BreakingNewsList} create={BreakingNewsCreate} edit={BreakingNewsEdit} icon={BoltIcon} recordRepresentation="title" />,
          <Resource key="live-streams" name="live-streams" list={LiveStreamList} create={LiveStreamCreate} edit={LiveStreamEdit} icon={LiveTvIcon} recordRepresentation="title" />,
        ]
      : [],
  menu: (role) => (covers(role) ? [<Menu.ResourceItem key="breaking-news" name="breaking-news" />, <Menu.ResourceItem key="live-streams" name="live-streams" />] : []),
  dataRoutes: {
    'breaking-news': { list: 'breakingNews.list', one: 'breakingNews.get', create: 'breakingNews.create', update: 'breakingNews.update', delete: 'breakingNews.delete', filtersById: true },
    'live-streams': { list: 'liveStreams.list', one: 'liveStreams.get', create: 'liveStreams.create', update: 'liveStreams.update', delete: 'liveStreams.delete', filtersById: true },
  },
  words: { en: liveCoverageWordsEn, fr: liveCoverageWordsFr },
};
