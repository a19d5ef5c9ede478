import { Announcement, AnnouncementRecipient } from './announcement.entity.js';

/** Registered by AnnouncementsModule. */
export const ANNOUNCEMENTS_ENTITIES = [Announcement, AnnouncementRecipient];
