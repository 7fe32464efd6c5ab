'use client';

import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectLabel } from '../state/select';
import { searchPopupOpened } from '../state/ui-slice';

/**
 * Opens the search popup; the header places it. `label` is the page's word for "Search", read on
 * the server: the labels reach the store only after hydration, and the server-rendered button must
 * already speak the page's language.
 */
export function SearchButton({ className, label: pageLabel = 'Search' }: { className?: string; label?: string }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.searchPopupOpen);
  const label = useAppSelector((state) => selectLabel(state, 'search', pageLabel));
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => dispatch(searchPopupOpened())}
    >
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </svg>
    </button>
  );
}
