import DescriptionIcon from '@mui/icons-material/Description';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PollIcon from '@mui/icons-material/Poll';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { PageCreate, PageEdit } from './page-editor';
import { PageList } from './page-list';
import { SeoPageCreate, SeoPageEdit } from './seo-page-editor';
import { SeoPageList } from './seo-page-list';
import { siteWordsEn, siteWordsFr } from './site-pages-words';
import { SurveyCreate, SurveyEdit } from './survey-editor';
import { SurveyList } from './survey-list';

/** Surveys, pages and SEO pages speak for the whole newsroom: editors and administrators only. */
const edits = (role: StaffRole) => role === 'administrator' || role === 'editor';

export const sitePagesArea: ConsoleArea = {
  resources: (role) =>
    edits(role)
      ? [
          <Resource key="surveys" name="surveys" list={SurveyList} create={SurveyCreate} edit={SurveyEdit} icon={PollIcon} recordRepresentation="question" />,
          <Resource key="pages" name="pages" list={PageList} create={PageCreate} edit={PageEdit} icon={DescriptionIcon} recordRepresentation="title" />,
          <Resource key="seo-pages" name="seo-pages" list={SeoPageList} create={SeoPageCreate} edit={SeoPageEdit} icon={ManageSearchIcon} recordRepresentation="page_type" />,
        ]
      : [],
  menu: (role) =>
    edits(role)
      ? [<Menu.ResourceItem key="surveys" name="surveys" />, <Menu.ResourceItem key="pages" name="pages" />, <Menu.ResourceItem key="seo-pages" name="seo-pages" />]
      : [],
  dataRoutes: {
    surveys: { list: 'surveys.list', one: 'surveys.get', create: 'surveys.create', update: 'surveys.update', delete: 'surveys.delete', filtersById: true },
    pages: { list: 'pages.list', one: 'pages.get', create: 'pages.create', update: 'pages.update', delete: 'pages.delete', filtersById: true },
    'seo-pages': { list: 'seoPages.list', one: 'seoPages.get', create: 'seoPages.create', update: 'seoPages.update', filtersById: true },
  },
  words: { en: siteWordsEn, fr: siteWordsFr },
};
