// "What are your hours and do you go to Gimli?" is two questions; "Classic and Ultimate" is not.
const QUESTION_START =
  "(?:do|does|did|is|are|can|could|will|would|what|what's|how|when|where|which|who|should|may)"
const JOINED = new RegExp(`\\s*(?:,\\s*)?\\b(?:and|also|plus)\\s+(?=${QUESTION_START}\\b)`, 'i')

/**
 * The separate questions in a message: split at sentence ends and at "and" before a question
 * word. Parts without a letter are dropped; one question comes back as itself.
 */
export function splitQuestion(text: string): string[] {
  return text
    .split(/(?<=[?!.])\s+/)
    .flatMap((sentence) => sentence.split(JOINED))
    .map((part) => part.trim())
    .filter((part) => /[a-z]/i.test(part))
}
