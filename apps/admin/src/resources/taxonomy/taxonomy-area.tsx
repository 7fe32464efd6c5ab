import CategoryIcon from '@mui/icons-material/Category';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PlaceIcon from '@mui/icons-material/Place';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { Menu, Resource } from 'react-admin';
import type { StaffRole } from '@newsroom/contract/admin/staff-roles';
import type { ConsoleArea } from '../../app/console-area';
import { CategoryCreate, CategoryEdit } from './category-form';
import { CategoryList } from './category-list';
import { LocationCreate, LocationEdit, LocationList } from './location-screens';
import { SubcategoryCreate, SubcategoryEdit } from './subcategory-form';
import { SubcategoryList } from './subcategory-list';
import { TagCreate, TagEdit, TagList } from './tag-screens';
import { taxonomyWordsEn, taxonomyWordsFr } from './taxonomy-words';

const edits = (role: StaffRole) => role === 'administrator' || role === 'editor';

/**
 * Editors and administrators get the screens; authors only the resources behind their stories'
 * pickers (no screens, no menu); moderators nothing.
 */
export const taxonomyArea: ConsoleArea = {
  resources: (role) => {
    if (edits(role)) {
      return [
        <Resource key="categories" name="categories" list={CategoryList} create={CategoryCreate} edit={CategoryEdit} icon={CategoryIcon} recordRepresentation="category_name" />,
        <Resource key="subcategories" name="subcategories" list={SubcategoryList} create={SubcategoryCreate} edit={SubcategoryEdit} icon={SubdirectoryArrowRightIcon} recordRepresentation="subcategory_name" />,
        <Resource key="tags" name="tags" list={TagList} create={TagCreate} edit={TagEdit} icon={LocalOfferIcon} recordRepresentation="tag_name" />,
        <Resource key="locations" name="locations" list={LocationList} create={LocationCreate} edit={LocationEdit} icon={PlaceIcon} recordRepresentation="location_name" />,
      ];
    }
    if (role === 'author') {
      return [
        <Resource key="categories" name="categories" recordRepresentation="category_name" />,
        <Resource key="subcategories" name="subcategories" recordRepresentation="subcategory_name" />,
        <Resource key="tags" name="tags" recordRepresentation="tag_name" />,
        <Resource key="locations" name="locations" recordRepresentation="location_name" />,
      ];
    }
    return [];
  },
  menu: (role) =>
    edits(role)
      ? [
          <Menu.ResourceItem key="categories" name="categories" />,
          <Menu.ResourceItem key="subcategories" name="subcategories" />,
          <Menu.ResourceItem key="tags" name="tags" />,
          <Menu.ResourceItem key="locations" name="locations" />,
        ]
      : [],
  dataRoutes: {
    categories: { list: 'categories.list', one: 'categories.get', create: 'categories.create', update: 'categories.update', delete: 'categories.delete', filtersById: true },
    subcategories: { list: 'subcategories.list', one: 'subcategories.get', create: 'subcategories.create', update: 'subcategories.update', delete: 'subcategories.delete', filtersById: true },
    tags: { list: 'tags.list', one: 'tags.get', create: 'tags.create', update: 'tags.update', delete: 'tags.delete', filtersById: true },
    locations: { list: 'locations.list', one: 'locations.get', create: 'locations.create', update: 'locations.update', delete: 'locations.delete', filtersById: true },
  },
  words: { en: taxonomyWordsEn, fr: taxonomyWordsFr },
};
