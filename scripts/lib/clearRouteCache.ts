import fs from 'node:fs'
import path from 'node:path'

import { root } from './env'

/**
 * Removes the pages `next start` regenerated (ISR) into the build since it was made. Another
 * server on the same build would serve them first: pages rendered from another run's database,
 * e.g. with the analytics ids a test set for a moment (a Google tag that cannot load here).
 * Only the test and benchmark scripts call this, before a server of theirs starts.
 */
export function clearRouteCache() {
  fs.rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true })
}
