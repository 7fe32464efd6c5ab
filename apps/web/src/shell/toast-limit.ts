/** SPEC section 9: at most 20 toasts are kept on screen. */
export const MAX_VISIBLE_TOASTS = 20;

interface ToastLike {
  id: string;
  visible: boolean;
  createdAt: number;
}

/** Ids of the oldest visible toasts that exceed the limit. */
export function toastsBeyondLimit(toasts: readonly ToastLike[], limit = MAX_VISIBLE_TOASTS): string[] {
  const visible = toasts.filter((item) => item.visible).sort((a, b) => b.createdAt - a.createdAt);
  return visible.slice(limit).map((item) => item.id);
}
