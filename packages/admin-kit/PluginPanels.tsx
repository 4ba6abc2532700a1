import type { ImportMap, Payload } from 'payload'
import { Fragment } from 'react'

import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'

/**
 * Renders panels other plugins registered (adminPanels.ts) by their import map paths: server
 * components get `payload` and the props, client components the props.
 */
export function PluginPanels({
  panels,
  payload,
  props,
}: {
  panels: { path: string }[]
  payload: Payload
  props: Record<string, unknown>
}) {
  const importMap: ImportMap = payload.importMap
  return panels.map(({ path }) => (
    <Fragment key={path}>
      {RenderServerComponent({
        Component: path,
        importMap,
        clientProps: props,
        serverProps: { payload, ...props },
      })}
    </Fragment>
  ))
}
