// The galleries plugin's browser surface: the booth key panel the crew's run sheet shows (its
// Today and workspace panels are registered by import map path, plugin.ts).
export { BoothKeyPanel } from './admin/BoothKeyPanel'
