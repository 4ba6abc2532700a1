// The reviews plugin's browser surface: the booking workspace's Review request section.
export { ReviewRequestPanel } from './admin/ReviewRequestPanel'
