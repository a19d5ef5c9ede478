import type { components } from '@/api/generated/schema';

export type EventDto = components['schemas']['EventDto'];
export type EventStatus = EventDto['status'];
export type EventTimezone = EventDto['timezone'];
