// Payload's own REST routes, for admin fields that read a document of whichever collection they
// point at (the collection is a parameter, so the document's shape is not known here).
import { client, routesOf } from './routes'

const route = routesOf<string>()
export type RestDoc = Record<string, unknown>

export const restRoutes = {
  find: route<{ query: string; res: { docs: RestDoc[] } }>().get('/api/:collection'),
  findByID: route<{ query: { depth: number }; res: RestDoc }>().get('/api/:collection/:id'),
}
export const restApi = client(restRoutes)
