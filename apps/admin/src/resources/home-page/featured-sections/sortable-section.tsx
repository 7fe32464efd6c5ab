import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, IconButton, Link as MuiLink, Typography } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { FeaturedSectionRecord } from '@newsroom/contract/admin/home-page-sections';
import { StyleThumbnail } from './style-thumbnails';

/** One row of a language's order: a handle to move it (mouse, touch or keyboard), its layout and its name. */
export function SortableSection({ section }: { section: FeaturedSectionRecord }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex', alignItems: 'center', gap: 2, p: 1, mb: 1, border: 1, borderColor: 'divider', borderRadius: 1,
        bgcolor: 'background.paper', boxShadow: isDragging ? 4 : 0, position: 'relative', zIndex: isDragging ? 1 : 0,
      }}
    >
      <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={translate('console.home_page.drag_handle', { title: section.title })} sx={{ cursor: 'grab' }}>
        <DragIndicatorIcon />
      </IconButton>
      <StyleThumbnail style={section.style_web} />
      <Box sx={{ flex: 1, minInlineSize: 0 }}>
        <MuiLink component={Link} to={`/featured-sections/${section.id}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {section.title}
        </MuiLink>
        <Typography variant="body2" color="text.secondary">
          {translate(`console.home_page.news_types.${section.news_type}`)} · {translate(`console.home_page.filter_types.${section.filter_type}`)}
        </Typography>
      </Box>
      {!section.active && <Chip label={translate('console.home_page.inactive')} size="small" />}
    </Box>
  );
}
