/**
 * The chat's address with conversation `id` open (the route's scheme, web/app/router.tsx: `/?c=<id>`),
 * for links that a new tab can open; app/ may pass its own.
 */
export const defaultConversationHref = (id: string) => `/?c=${encodeURIComponent(id)}`;
