import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';

interface RecordLinkProps {
  /** What the link says, from the record; an empty value falls back to `fallback`. */
  text: (record: RaRecord) => string;
  /** The screen it opens. */
  type?: 'edit' | 'show';
  /** Whose screen, when not the list's own resource (a queue whose rows open in another list's form). */
  resource?: string;
  /** react-admin reads it for the column's header and sort. */
  source?: string;
  label?: string;
  sortable?: boolean;
}

/**
 * A list cell that opens its record: a real link, so a keyboard reaches and opens it (react-admin's
 * clickable rows answer the pointer only) and a screen reader announces where it goes.
 */
export function RecordLink({ text, type = 'edit', resource: target }: RecordLinkProps) {
  const record = useRecordContext();
  const listResource = useResourceContext();
  const resource = target ?? listResource;
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    // The row's own click would open the record a second time.
    <Link to={createPath({ resource, type, id: record.id })} onClick={(event) => event.stopPropagation()}>
      {text(record)}
    </Link>
  );
}
