// Booking wording: add-on lines. Money, dates, times and durations are in the kernel (@kernel).
export * from './formatAddOn'
