import type { FeaturedSectionFields } from '@newsroom/contract/featured-sections';
import type { LiveStream } from '@newsroom/contract/live-streams';
import type { Page } from '@newsroom/contract/pages';
import type { Category, SubcategorySummary, Tag } from '@newsroom/contract/taxonomy';
import { categoryPath, homePath, sitePagePath } from '../../routing/paths';
import { featuredSectionPath, liveStreamPath, tagPath } from '../../routing/screen-paths';
import type { LanguageTable, SiteLanguage } from '../../server-data/site';

/** A language's navigable structure, as the API lists it. */
export interface LanguageStructure {
  language: SiteLanguage;
  categories: Category[];
  pages: Page[];
  /** The home page's sections, each with its "view all" page. */
  sections?: Pick<FeaturedSectionFields, 'slug' | 'row_order'>[];
  tags?: Pick<Tag, 'slug'>[];
  /** Live streams: their player pages (found by id; streams have no slug). */
  streams?: Pick<LiveStream, 'id'>[];
}

/** A page of the site structure with its equivalents: language code → public path (its own included). */
export interface StructurePage {
  path: string;
  alternates: Record<string, string>;
}

type EquivalentIn = (other: LanguageStructure) => string | undefined;

/** A screen every language has (home, the breaking news list…): its path in a language. */
export type EveryLanguageScreen = (language: SiteLanguage) => string;

/**
 * Every screen of every language that a crawler should know besides the stories: the screens all
 * languages have (`screens`, the home page first), then each language's categories, subcategories,
 * pages, featured sections' "view all" pages, tags and live streams. Each comes with the same page
 * in the other languages, matched as the pages' own hreflang links match them (docs/decisions/005):
 * such screens match; a category by slug, else by its place in the menu (`row_order`); a
 * subcategory likewise inside its category; standard pages by type; a section like a category;
 * custom pages, tags and streams have no equivalent.
 */
export function siteStructurePages(table: LanguageTable, structures: LanguageStructure[], screens: EveryLanguageScreen[] = []): StructurePage[] {
  const pages: StructurePage[] = [];
  for (const screen of [homePath, ...screens]) {
    const alternates = Object.fromEntries(table.languages.map((language) => [language.code, screen(language)]));
    pages.push(...table.languages.map((language) => ({ path: screen(language), alternates })));
  }
  for (const own of structures) {
    const entry = (path: string, equivalentIn: EquivalentIn) => pages.push(withAlternates(own, structures, path, equivalentIn));
    for (const category of own.categories) {
      entry(categoryPath(own.language, category.slug), (other) => {
        const match = categoryMatch(other.categories, category);
        return match && categoryPath(other.language, match.slug);
      });
      category.sub_categories.forEach((subcategory, index) => {
        entry(categoryPath(own.language, category.slug, subcategory.slug), (other) => {
          const match = categoryMatch(other.categories, category);
          const subMatch = match && subcategoryMatch(match.sub_categories, subcategory, index);
          return match && subMatch && categoryPath(other.language, match.slug, subMatch.slug);
        });
      });
    }
    for (const page of own.pages) {
      entry(sitePagePath(own.language, page.slug), (other) => {
        const match = page.page_type === 'custom' ? undefined : other.pages.find((candidate) => candidate.page_type === page.page_type);
        return match && sitePagePath(other.language, match.slug);
      });
    }
    for (const section of own.sections ?? []) {
      entry(featuredSectionPath(own.language, section.slug), (other) => {
        const sections = other.sections ?? [];
        const match = sections.find((candidate) => candidate.slug === section.slug) ?? sections.find((candidate) => candidate.row_order === section.row_order);
        return match && featuredSectionPath(other.language, match.slug);
      });
    }
    const nowhere: EquivalentIn = () => undefined;
    for (const tag of own.tags ?? []) entry(tagPath(own.language, tag.slug), nowhere);
    for (const stream of own.streams ?? []) entry(liveStreamPath(own.language, stream.id), nowhere);
  }
  return pages;
}

function categoryMatch(categories: Category[], category: Category): Category | undefined {
  return categories.find((candidate) => candidate.slug === category.slug) ?? categories.find((candidate) => candidate.row_order === category.row_order);
}

function subcategoryMatch(subcategories: SubcategorySummary[], subcategory: SubcategorySummary, index: number): SubcategorySummary | undefined {
  return subcategories.find((candidate) => candidate.slug === subcategory.slug) ?? subcategories[index];
}

function withAlternates(own: LanguageStructure, structures: LanguageStructure[], path: string, equivalentIn: EquivalentIn): StructurePage {
  const alternates: Record<string, string> = {};
  for (const other of structures) {
    const equivalent = other === own ? path : equivalentIn(other);
    if (equivalent) alternates[other.language.code] = equivalent;
  }
  return { path, alternates };
}
