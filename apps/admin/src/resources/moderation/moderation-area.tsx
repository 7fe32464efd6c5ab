import ChatIcon from '@mui/icons-material/Chat';
import FlagIcon from '@mui/icons-material/Flag';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { CommentList } from './comment-list';
import { CommentShow } from './comment-show';
import { FlagQueue } from './flag-queue';
import { moderationWordsEn, moderationWordsFr } from './moderation-words';

/** Comments are looked after by moderators, editors and administrators; authors have no part. */
const moderates = (role: StaffRole) => role !== 'author';

export const moderationArea: ConsoleArea = {
  resources: (role) =>
    moderates(role)
      ? [
          <Resource key="comment-flags" name="comment-flags" list={FlagQueue} icon={FlagIcon} />,
          <Resource key="comments" name="comments" list={CommentList} show={CommentShow} icon={ChatIcon} recordRepresentation="message" />,
        ]
      : [],
  menu: (role) => (moderates(role) ? [<Menu.ResourceItem key="comment-flags" name="comment-flags" />, <Menu.ResourceItem key="comments" name="comments" />] : []),
  dataRoutes: {
    'comment-flags': { list: 'moderation.flags', filtersById: true },
    comments: { list: 'moderation.comments', one: 'moderation.comment', filtersById: true },
  },
  words: { en: moderationWordsEn, fr: moderationWordsFr },
};
