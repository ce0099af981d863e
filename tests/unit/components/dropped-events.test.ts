import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DroppedEvents, droppedEventsText } from '@/components/webhooks/dropped-events';

describe('the dropped events of an endpoint, in words', () => {
  it('says how many, why and that they are not sent later, in the singular and the plural', () => {
    expect(droppedEventsText(1)).toBe(
      '1 event was dropped because 1,000 deliveries were already waiting for this endpoint; it is not sent later.',
    );
    expect(droppedEventsText(12_345)).toBe(
      '12,345 events were dropped because 1,000 deliveries were already waiting for this endpoint; they are not sent later.',
    );
  });

  it('says who can enable a disabled endpoint: support and read-only staff see it too, and cannot', () => {
    expect(renderToStaticMarkup(h(DroppedEvents, { count: 0, enabled: false }))).toContain(
      'new events are not queued for it until an admin enables it.',
    );
  });
});
