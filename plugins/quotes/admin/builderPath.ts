// Where the staff quote builder lives: its Payload admin view and the address links open.
export const BUILDER_VIEW = '/new-quote'
export const BUILDER_PATH = `/admin${BUILDER_VIEW}`
