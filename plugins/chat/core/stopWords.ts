// Words that carry no topic: without them a question's coverage measures what it asks about.
export const STOP_WORDS = new Set(
  `a about an and any are as at be can could did do does for from get give have how i if in is it
  its me my of on or our please the there this to us we what whats when where which who why will
  with would you your yours hi hello hey thanks thank tell know need want much many like just also
  some does dont do than then so ok okay yes no`.split(/\s+/),
)
