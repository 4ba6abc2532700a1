import { escapeHtml } from '@kernel'

const STYLE = `body{font-family:system-ui,sans-serif;font-size:17px;line-height:1.5;color:#1c1917;background:#fafaf9;margin:0}
main{max-width:560px;margin:40px auto;padding:0 16px}h1{font-size:26px;line-height:1.2}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border-radius:999px;border:2px solid #1c1917;cursor:pointer;margin:0 8px 12px 0}
.primary{background:#1c1917;color:#fff}.secondary{background:#fff;color:#1c1917}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}a{color:#1c1917}`

export type PageAction = { action: string; label: string; primary?: boolean }

/** A small page the API serves itself (unsubscribe, newsletter confirmation): no script. */
export function htmlPage(
  title: string,
  paragraphs: string[],
  actions: PageAction[] = [],
  status = 200,
) {
  const forms = actions
    .map(
      (a) =>
        `<form method="post" action="${escapeHtml(a.action)}"><button type="submit" class="${a.primary ? 'primary' : 'secondary'}">${escapeHtml(a.label)}</button></form>`,
    )
    .join('')
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}${forms}<p><a href="/">Back to the site</a></p></main></body></html>`,
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    },
  )
}
