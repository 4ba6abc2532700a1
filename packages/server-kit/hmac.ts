import { createHmac } from 'node:crypto'

/**
 * HMAC-SHA-256 of `text` under the server's secret, as base64url: the one signature of every
 * link and id only the server can make (booking access, cart secrets, unsubscribe links). Each
 * caller prefixes `text` with its own purpose, so one signature never opens another's door.
 */
export const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url')
