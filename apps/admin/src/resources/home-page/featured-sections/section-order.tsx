import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FeaturedSectionRecord } from '@newsroom/contract/admin/home-page-sections';
import { useSiteLanguages } from '../../../components/language-input';
import type { ConsoleDataProvider } from '../../../data/data-provider';
import { SortableSection } from './sortable-section';

/**
 * One language's sections in the home page's order. A drop saves the whole order at once; the
 * list shows the new order straight away and goes back to the saved one if the server refuses.
 */
function LanguageOrder({ languageId, name, sections }: { languageId: number; name: string; sections: FeaturedSectionRecord[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const saved = sections.map((section) => section.id);
  const [order, setOrder] = useState(saved);
  const savedKey = saved.join(',');
  useEffect(() => setOrder(savedKey ? savedKey.split(',').map(Number) : []), [savedKey]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const byId = new Map(sections.map((section) => [section.id, section]));
  // Said to screen readers in the console's language, by title and place rather than dnd-kit's ids.
  const say = (key: string, id: UniqueIdentifier, at: UniqueIdentifier | undefined) =>
    translate(`console.home_page.${key}`, { title: byId.get(Number(id))?.title ?? '', place: order.indexOf(Number(at ?? id)) + 1, count: order.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => say('picked_up', active.id, active.id),
    onDragOver: ({ active, over }) => say('moved', active.id, over?.id),
    onDragEnd: ({ active, over }) => say('dropped', active.id, over?.id),
    onDragCancel: ({ active }) => say('cancelled', active.id, active.id),
  };

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    setOrder(next);
    try {
      await dataProvider.callRoute('featuredSections.order', { body: { language_id: languageId, ids: next } });
      notify('console.home_page.order_saved', { type: 'success' });
    } catch (error) {
      setOrder(saved);
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    }
    refresh();
  }

  const headingId = `sections-language-${languageId}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: translate('console.home_page.order_help') } }}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, maxInlineSize: 760 }}>
            {order.flatMap((id) => {
              const section = byId.get(id);
              return section ? [<SortableSection key={id} section={section} />] : [];
            })}
          </Box>
        </SortableContext>
      </DndContext>
    </Box>
  );
}

/** The listed sections grouped by language, each group in its own order. */
export function SectionOrder() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<FeaturedSectionRecord>();
  const languages = useSiteLanguages();
  if (isPending) return null;
  const sections = data ?? [];
  const languageIds = [...new Set(sections.map((section) => section.language_id))];
  if (languageIds.length === 0) return <Typography sx={{ p: 2 }}>{translate('console.home_page.no_sections')}</Typography>;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('console.home_page.order_help')}
      </Typography>
      {languageIds.map((languageId) => (
        <LanguageOrder
          key={languageId}
          languageId={languageId}
          name={languages.find((language) => language.id === languageId)?.name ?? String(languageId)}
          sections={sections.filter((section) => section.language_id === languageId)}
        />
      ))}
    </Box>
  );
}
