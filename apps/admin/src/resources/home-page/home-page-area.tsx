import CampaignIcon from '@mui/icons-material/Campaign';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { AdCreate, AdEdit } from './ad-spaces/ad-pages';
import { AdList } from './ad-spaces/ad-list';
import { SectionCreate } from './featured-sections/section-create';
import { SectionEdit } from './featured-sections/section-edit';
import { SectionList } from './featured-sections/section-list';
import { homePageWordsEn } from './home-page-words-en';
import { homePageWordsFr } from './home-page-words-fr';

/** The home page is arranged by its editors: administrators and editors. */
const arranges = (role: StaffRole) => role === 'administrator' || role === 'editor';

export const homePageArea: ConsoleArea = {
  resources: (role) =>
    arranges(role)
      ? [
          <Resource key="featured-sections" name="featured-sections" list={SectionList} create={SectionCreate} edit={SectionEdit} icon={ViewQuiltIcon} recordRepresentation="title" />,
          <Resource key="ad-spaces" name="ad-spaces" list={AdList} create={AdCreate} edit={AdEdit} icon={CampaignIcon} />,
          // Choices for a section's form, never opened as screens.
          <Resource key="section-stories" name="section-stories" recordRepresentation="name" />,
          <Resource key="section-categories" name="section-categories" recordRepresentation="name" />,
        ]
      : [],
  menu: (role) => (arranges(role) ? [<Menu.ResourceItem key="featured-sections" name="featured-sections" />, <Menu.ResourceItem key="ad-spaces" name="ad-spaces" />] : []),
  dataRoutes: {
    'featured-sections': {
      list: 'featuredSections.list', one: 'featuredSections.get', create: 'featuredSections.create', update: 'featuredSections.update', delete: 'featuredSections.delete', filtersById: true,
    },
    'ad-spaces': { list: 'adSpaces.list', one: 'adSpaces.get', create: 'adSpaces.create', update: 'adSpaces.update', delete: 'adSpaces.delete', filtersById: true },
    'section-stories': { list: 'featuredSections.stories', filtersById: true },
    'section-categories': { list: 'featuredSections.categories', filtersById: true },
  },
  words: { en: homePageWordsEn, fr: homePageWordsFr },
};
