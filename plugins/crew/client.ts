// The crew plugin's browser surface: the panels the booking workspace and Today show.
export { CrewPanel } from './admin/CrewPanel'
export { DesignsPendingPanel } from './admin/DesignsPendingPanel'
export { NeedsAttendantPanel } from './admin/NeedsAttendantPanel'
