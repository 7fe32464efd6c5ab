import ShareIcon from '@mui/icons-material/Share';
import TuneIcon from '@mui/icons-material/Tune';
import { Route } from 'react-router-dom';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { SettingsPage } from './settings-page';
import { settingsWordsEn } from './settings-words-en';
import { settingsWordsFr } from './settings-words-fr';
import { SocialLinkCreate, SocialLinkEdit, SocialLinkList } from './social-link-screens';

/** Settings shape the whole site: administrators alone see them (the API refuses the others). */
const administers = (role: StaffRole) => role === 'administrator';

export const settingsArea: ConsoleArea = {
  resources: (role) =>
    administers(role)
      ? [<Resource key="social-links" name="social-links" list={SocialLinkList} create={SocialLinkCreate} edit={SocialLinkEdit} icon={ShareIcon} recordRepresentation="link" />]
      : [],
  menu: (role) =>
    administers(role)
      ? [<Menu.Item key="settings" to="/settings" primaryText="console.settings.menu" leftIcon={<TuneIcon />} />, <Menu.ResourceItem key="social-links" name="social-links" />]
      : [],
  routes: (role) => (administers(role) ? [<Route key="settings" path="/settings" element={<SettingsPage />} />] : []),
  dataRoutes: {
    'social-links': { list: 'socialLinks.list', one: 'socialLinks.get', create: 'socialLinks.create', update: 'socialLinks.update', delete: 'socialLinks.delete', filtersById: true },
  },
  words: { en: settingsWordsEn, fr: settingsWordsFr },
};
