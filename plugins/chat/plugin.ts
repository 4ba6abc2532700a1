import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { ChatMessages } from './collections/ChatMessages'
import { ChatSessions } from './collections/ChatSessions'
import { adminEndpoints } from './endpoints/adminEndpoints'
import { visitorEndpoints } from './endpoints/visitorEndpoints'
import { emailStaffRepliesTask } from './jobs/emailStaffRepliesTask'
import type { ChatPluginOptions } from './types'

/** Visitor chat with the CMS-backed assistant, and the staff live chat at /admin/chat. */
export const chatPlugin =
  (options: ChatPluginOptions = {}) =>
  (config: Config): Config => {
    const collections = [...(config.collections ?? []), ChatSessions, ChatMessages]
    if (options.enabled === false) return { ...config, collections }
    return {
      ...withStaffAdmin(config, {
        views: { chat: { Component: '/plugins/chat/admin/ChatView#ChatView', path: '/chat' } },
        links: [{ group: 'Messages', label: 'Live chat', href: '/admin/chat', order: 10 }],
        // The spec's /admin is live chat: the panel sits beside Today's lists.
        todayPanels: [
          {
            slot: 'aside',
            label: 'Live chat',
            order: 10,
            path: '/plugins/chat/admin/ChatPanel#ChatPanel',
          },
        ],
      }),
      collections,
      endpoints: [...(config.endpoints ?? []), ...visitorEndpoints(options), ...adminEndpoints],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), emailStaffRepliesTask],
        // A reply to a visitor who left should reach them within minutes, not at the next 5.
        autoRun: [
          ...((config.jobs?.autoRun as unknown[]) ?? []),
          { cron: '* * * * *', queue: 'chat' },
        ] as never,
      },
    }
  }
