import { createContext, use, type ReactNode } from 'react';
import type { PageData } from '../engine/page-types.ts';

/**
 * The page being rendered, for a building block that shows what the build
 * knows of the whole site (the packet builder's guides, src/blocks/packet-builder/PacketBuilder.tsx).
 * PageView provides it.
 */
const PageContext = createContext<PageData | undefined>(undefined);

export function PageProvider({ page, children }: { page: PageData; children: ReactNode }) {
  return <PageContext value={page}>{children}</PageContext>;
}

export function usePage(): PageData {
  const page = usePageIfAny();
  if (!page) throw new Error('usePage: no page (render inside PageView)');
  return page;
}

/** The page, or none where a guide is rendered on its own, as a section of a handout (src/handouts/render.tsx). */
export function usePageIfAny(): PageData | undefined {
  return use(PageContext);
}
