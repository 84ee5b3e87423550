import type { ReactNode } from 'react';
import type { IslandDefinition } from './define.ts';
import { Slot } from './Slot.tsx';

/**
 * Renders an island into the prerendered page (server side only): its component's
 * HTML inside a wrapper that names it, says when to wake it and carries its props
 * as JSON, from which loader.ts hydrates it in the browser.
 */
export function Island<Props extends object>({ island, props, slots }: { island: IslandDefinition<Props>; props: Props; slots?: ReactNode[] }) {
  const { Component } = island;
  return (
    <div className="island" data-island={island.name} data-hydrate={island.hydrate} data-keys={island.keys} data-props={JSON.stringify(props)}>
      <Component {...props} slots={slots?.map((slot, index) => <Slot key={index}>{slot}</Slot>)} />
    </div>
  );
}
