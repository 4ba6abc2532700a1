import crypto from 'node:crypto'

import { defineEndpoint, safeEqual } from '@server-kit'

import { GOOGLE_SCOPES, oauthClient } from '../adapters/googleClients'
import { googleSettings } from '../adapters/googleSettings'
import { connectGoogle } from '../operations/connectGoogle'
import { googleStatus } from '../operations/googleStatus'
import { integrationErrors } from './integrationErrors'

const COOKIE = 'google_oauth_state'
const SETUP = '/admin/google-setup'

const readCookie = (header: string | null, name: string) =>
  header
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? ''

const redirect = (location: string, cookie?: string) =>
  new Response(null, {
    status: 302,
    headers: {
      Location: location,
      'Cache-Control': 'no-store',
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
    },
  })

const cookie = (value: string, maxAge: number) =>
  `${COOKIE}=${value}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${maxAge}` +
  (googleSettings().redirectUri.startsWith('https://') ? '; Secure' : '')

/** OAuth consent for admins: the `state` round-trips through an HttpOnly cookie (CSRF check). */
export const googleAuthEndpoints = [
  defineEndpoint({
    path: '/auth/google',
    method: 'get',
    auth: 'admin',
    errors: integrationErrors,
    run: async () => {
      const settings = googleSettings()
      if (settings.missing.length) return { ok: false, code: 'google_not_configured' }
      const state = crypto.randomBytes(24).toString('base64url')
      const url = oauthClient(settings).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: GOOGLE_SCOPES,
        state,
      })
      return redirect(url, cookie(state, 600))
    },
  }),
  defineEndpoint({
    path: '/auth/google/callback',
    method: 'get',
    auth: 'admin',
    run: async ({ req }) => {
      const query = new URL(req.url ?? '', 'http://x').searchParams
      const expected = readCookie(req.headers.get('cookie'), COOKIE)
      const given = query.get('state') ?? ''
      const clear = cookie('', 0)
      if (!expected || !safeEqual(given, expected))
        return redirect(`${SETUP}?error=oauth_state`, clear)
      const code = query.get('code')
      if (!code || query.get('error')) return redirect(`${SETUP}?error=oauth_denied`, clear)
      const result = await connectGoogle(req.payload, code.slice(0, 512))
      return redirect(result.ok ? `${SETUP}?connected=1` : `${SETUP}?error=${result.code}`, clear)
    },
  }),
  defineEndpoint({
    path: '/auth/google/status',
    method: 'get',
    auth: 'admin',
    run: async ({ req }) => ({
      ok: true,
      body: await googleStatus(req.payload),
      headers: { 'Cache-Control': 'no-store' },
    }),
  }),
]
