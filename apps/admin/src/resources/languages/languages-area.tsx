import LanguageIcon from '@mui/icons-material/Language';
import { Route } from 'react-router-dom';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { LanguageCreate, LanguageEdit } from './language-form';
import { LanguageList } from './language-list';
import { LanguageLabelsPage } from './labels-page';
import { languagesWordsEn, languagesWordsFr } from './languages-words';

const reads = (role: StaffRole) => role === 'administrator' || role === 'editor';

/**
 * Languages are the site's structure: administrators add, edit, switch the default and edit the
 * labels; editors read the list and the labels (and export them). Every role's pickers list the
 * languages through the same resource, without a screen.
 */
export const languagesArea: ConsoleArea = {
  resources: (role) => {
    if (role === 'administrator') {
      return [<Resource key="languages" name="languages" list={<LanguageList canEdit />} create={LanguageCreate} edit={LanguageEdit} icon={LanguageIcon} recordRepresentation="name" />];
    }
    if (role === 'editor') return [<Resource key="languages" name="languages" list={<LanguageList canEdit={false} />} icon={LanguageIcon} recordRepresentation="name" />];
    return [<Resource key="languages" name="languages" recordRepresentation="name" />];
  },
  menu: (role) => (reads(role) ? [<Menu.ResourceItem key="languages" name="languages" />] : []),
  routes: (role) => (reads(role) ? [<Route key="language-labels" path="/languages/:id/labels" element={<LanguageLabelsPage canEdit={role === 'administrator'} />} />] : []),
  dataRoutes: {
    languages: { list: 'languages.list', one: 'languages.get', create: 'languages.create', update: 'languages.update', delete: 'languages.delete', filtersById: true },
  },
  words: { en: languagesWordsEn, fr: languagesWordsFr },
};
