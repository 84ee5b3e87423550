import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { IslandDefinition, PlainIsland } from '../../src/islands/runtime/define.ts';
import { Island } from '../../src/islands/runtime/Island.tsx';
import tabs from '../../src/islands/tabs.tsx';
import { siteSearchIsland } from '../../src/search/SiteSearch.tsx';

const islandsDir = path.resolve(import.meta.dirname, '../../src/islands');
const islandFiles = fs.readdirSync(islandsDir).filter((file) => file.endsWith('.tsx'));
/** Islands whose browser code needs no React (define.ts PlainIsland). */
const plainFiles = fs.readdirSync(islandsDir).filter((file) => file.endsWith('.ts'));

describe('islands', () => {
  it('each file in src/islands/ defines the island of its own name, which is how the loader finds its code', async () => {
    expect(islandFiles.length).toBeGreaterThan(0);
    for (const file of islandFiles) {
      const { default: island } = (await import(path.join(islandsDir, file))) as { default: IslandDefinition<object> };
      expect(island.name, file).toBe(file.replace(/\.tsx$/, ''));
      expect(['intent', 'visible'], file).toContain(island.hydrate);
    }
  });

  it('a plain island (src/islands/NAME.ts, no React) is named after its file, and no React island has its name', async () => {
    for (const file of plainFiles) {
      const { default: island } = (await import(path.join(islandsDir, file))) as { default: PlainIsland };
      expect(island.name, file).toBe(file.replace(/\.ts$/, ''));
      expect(typeof island.start, file).toBe('function');
      expect(islandFiles, file).not.toContain(`${island.name}.tsx`);
    }
  });

  it('the header search is a plain island: the server renders it with the name of its browser code', () => {
    expect(plainFiles).toContain(`${siteSearchIsland.name}.ts`);
    expect(siteSearchIsland.keys).toBe('/ Control+K Meta+K');
  });

  it('renders into the page with its name, when to wake it and its props as JSON, and its slots as marked HTML', () => {
    const html = renderToString(
      createElement(Island<{ tabs: { id: string; label: string }[] }>, {
        island: tabs,
        props: { tabs: [{ id: 'phone', label: 'On a "phone"' }, { id: 'computer', label: 'On a computer' }] },
        slots: [createElement('p', null, 'Tap Settings.'), createElement('p', null, 'Open Settings.')],
      }),
    );
    const wrapper = /^<div class="island" data-island="tabs" data-hydrate="visible" data-props="([^"]*)">/.exec(html);
    expect(wrapper).not.toBeNull();
    const props = JSON.parse(wrapper![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as unknown;
    expect(props).toEqual({ tabs: [{ id: 'phone', label: 'On a "phone"' }, { id: 'computer', label: 'On a computer' }] });
    expect(html.match(/<div class="island-slot" data-slot="">/g)).toHaveLength(2);
    expect(html).toContain('<div class="island-slot" data-slot=""><p>Tap Settings.</p></div>');
    // Its ids are its own, never React's generated ones, which would differ between the page and the island's root.
    expect(html).not.toMatch(/(id|aria-[a-z]+)="[^"]*(«|_r_|:r)/);
    expect(html).toContain('id="phone-tab"');
  });
});
