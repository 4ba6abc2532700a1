import { panel } from '@admin-kit/adminStyles'

/**
 * Today's quick find: the bookings list's own search (reference, name, email or a phone typed
 * any way), reached without leaving the landing page; a plain GET form, so it works unscripted.
 */
export function FindBooking() {
  return (
    <div style={{ ...panel, marginBottom: 'var(--base)' }}>
      <form
        action="/admin/collections/bookings"
        method="get"
        role="search"
        aria-label="Find a booking"
      >
        <label htmlFor="today-find" style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
          Find a booking: name, email, phone or reference
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            id="today-find"
            name="search"
            required
            style={{ flex: 1, minHeight: 32, padding: '4px 8px' }}
            type="search"
          />
          <button
            className="btn btn--style-primary btn--size-small"
            style={{ margin: 0 }}
            type="submit"
          >
            Find
          </button>
        </div>
      </form>
    </div>
  )
}
