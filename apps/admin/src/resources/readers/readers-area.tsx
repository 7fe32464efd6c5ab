import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { ReaderList } from './reader-list';
import { ReaderShow } from './reader-show';
import { readersWordsEn, readersWordsFr } from './readers-words';

/** Moderators look after readers with editors and administrators; authors write only. */
const keepsReaders = (role: StaffRole) => role !== 'author';

export const readersArea: ConsoleArea = {
  resources: (role) =>
    keepsReaders(role) ? [<Resource key="readers" name="readers" list={ReaderList} show={ReaderShow} icon={PersonSearchIcon} recordRepresentation="name" />] : [],
  menu: (role) => (keepsReaders(role) ? [<Menu.ResourceItem key="readers" name="readers" />] : []),
  dataRoutes: {
    readers: { list: 'readers.list', one: 'readers.get', delete: 'readers.delete', filtersById: true },
  },
  words: { en: readersWordsEn, fr: readersWordsFr },
};
