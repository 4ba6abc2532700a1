// The public dialogs behind one dynamic import: each import() costs the page a loader stub in its
// start-up JS, and the four share their form code, so one chunk serves whichever is opened.
export { ContactDialog } from './ContactDialog'
export { CustomQuoteDialog } from './CustomQuoteDialog'
export { OutsideServiceAreaDialog } from './OutsideServiceAreaDialog'
export { RequestAssistanceDialog } from './RequestAssistanceDialog'
