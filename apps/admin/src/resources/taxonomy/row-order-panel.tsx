import { useEffect, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Button, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';

interface Row {
  id: number;
  name: string;
}

function SortableRow({ row }: { row: Row }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  return (
    <ListItem
      ref={setNodeRef}
      data-testid="order-row"
      sx={{ transform: CSS.Transform.toString(transform), transition, bgcolor: isDragging ? 'action.selected' : undefined, borderBottom: 1, borderColor: 'divider' }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={translate('console.taxonomy.move', { name: row.name })} sx={{ cursor: 'grab', mr: 1 }}>
        <DragIndicatorIcon />
      </IconButton>
      <ListItemText primary={row.name} />
    </ListItem>
  );
}

interface RowOrderPanelProps {
  resource: 'categories' | 'subcategories';
  /** The scope whose whole order is saved: `{language_id}` or `{category_id}`; null asks to pick one. */
  scope: Record<string, number> | null;
  pickScope: string;
  nameOf(record: Record<string, unknown>): string;
  save(ids: number[]): Promise<unknown>;
}

/**
 * The site's order of a language's categories (or a category's subcategories), dragged by mouse,
 * touch or keyboard (dnd-kit's keyboard sensor: Space, arrows, Space), then saved as a whole.
 */
export function RowOrderPanel({ resource, scope, pickScope, nameOf, save }: RowOrderPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data } = useGetList(resource, { filter: scope ?? {}, sort: { field: 'row_order', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: scope !== null });
  const [rows, setRows] = useState<Row[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => setRows((data ?? []).map((record) => ({ id: Number(record.id), name: nameOf(record) }))), [data, nameOf]);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // Screen readers hear names and places in the console's language, not dnd-kit's English ids.
  const nameOfId = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.name ?? '';
  const place = (id: UniqueIdentifier | undefined) => ({ position: rows.findIndex((row) => row.id === id) + 1, count: rows.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('console.taxonomy.drag_start', { name: nameOfId(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) => (over ? translate('console.taxonomy.drag_over', { name: nameOfId(active.id), ...place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => translate('console.taxonomy.drag_end', { name: nameOfId(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => translate('console.taxonomy.drag_cancel', { name: nameOfId(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setRows((current) => arrayMove(current, current.findIndex((row) => row.id === active.id), current.findIndex((row) => row.id === over.id)));
  }

  async function onSave() {
    setBusy(true);
    try {
      await save(rows.map((row) => row.id));
      notify('console.taxonomy.order_saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={`${resource}-order-heading`} sx={{ p: 2 }}>
      <Typography id={`${resource}-order-heading`} component="h2" variant="h6">
        {translate('console.taxonomy.order_heading')}
      </Typography>
      {scope === null ? (
        <Typography>{translate(pickScope)}</Typography>
      ) : (
        <>
          <Typography variant="body2" id={`${resource}-order-help`}>{translate('console.taxonomy.order_help')}</Typography>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: translate('console.taxonomy.order_help') } }}
          >
            <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
              <List aria-label={translate('console.taxonomy.order_heading')} aria-describedby={`${resource}-order-help`} sx={{ maxWidth: 480 }}>
                {rows.map((row) => <SortableRow key={row.id} row={row} />)}
              </List>
            </SortableContext>
          </DndContext>
          <Button label="console.taxonomy.order_save" variant="contained" onClick={() => void onSave()} disabled={busy || rows.length < 2} />
        </>
      )}
    </Box>
  );
}
