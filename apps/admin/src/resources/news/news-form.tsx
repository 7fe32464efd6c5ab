import { TabbedForm } from 'react-admin';
import { ContentTab } from './content-tab';
import { MediaTab } from './media-tab';
import { PreviewTab } from './preview-tab';
import { PublishingTab } from './publishing-tab';
import { SeoTab } from './seo-tab';

/** The story's form in tabs, shared by create and edit. */
export function NewsForm() {
  return (
    <TabbedForm>
      <TabbedForm.Tab label="console.news.tabs.content">
        <ContentTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.news.tabs.media">
        <MediaTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.news.tabs.publishing">
        <PublishingTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.news.tabs.seo">
        <SeoTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="console.news.tabs.preview">
        <PreviewTab />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
