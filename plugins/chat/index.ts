import type { Config } from 'payload'

import { ChatMessages } from './collections/ChatMessages'
import { ChatSessions } from './collections/ChatSessions'
import { adminEndpoints } from './endpoints/adminEndpoints'
import { visitorEndpoints } from './endpoints/visitorEndpoints'
import type { ChatPluginOptions } from './types'

export { postStaffReply } from './operations/postStaffReply'
export type { ChatEvent, ChatNotify, ChatPluginOptions } from './types'

/** Visitor chat with the CMS-backed assistant, and the staff live chat at /admin/chat. */
export const chatPlugin =
  (options: ChatPluginOptions = {}) =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), ChatSessions, ChatMessages],
    endpoints: [...(config.endpoints ?? []), ...visitorEndpoints(options), ...adminEndpoints],
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        views: {
          ...config.admin?.components?.views,
          chat: { Component: '/plugins/chat/admin/ChatView#ChatView', path: '/chat' },
        },
      },
    },
  })
