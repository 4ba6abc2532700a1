// The role predicates live in packages/server-kit so the plugins share them without the host.
export { isAdmin, isAdminField } from '@server-kit'
