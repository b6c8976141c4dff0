import { createContext, useContext } from 'react';

/** The areas of the roles table (docs/security.md) and how far a role reaches into one. */
export type Area = 'content' | 'posts' | 'media' | 'sales' | 'inbox' | 'staff' | 'site' | 'owner' | 'system';
export type Level = 'read' | 'add' | 'write';

/** The viewer's role in force and viewer.access: the areas it reaches, the others left out. */
export interface Access {
  role: string | null;
  areas: readonly { readonly area: string; readonly access: string }[];
}

const RANK: Record<string, number> = { read: 1, add: 2, write: 3 };

/** Whether access reaches area at level at least (what the admin area shows; the server decides). */
export function can(access: Access, area: Area, level: Level = 'read'): boolean {
  const got = access.areas.find((a) => a.area === area)?.access;
  return got !== undefined && (RANK[got] ?? 0) >= RANK[level];
}

/** The signed-in staff member's access, given by AdminPage to its screen. */
export const AccessContext = createContext<Access>({ role: null, areas: [] });

export function useAccess(): Access {
  return useContext(AccessContext);
}
