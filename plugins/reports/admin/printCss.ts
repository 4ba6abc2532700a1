// Printing the page prints the worksheet alone: the admin's navigation and the other reports hide.
export const reportsPrintCss = `
@media print {
  body * { visibility: hidden; }
  #gst-rst-worksheet, #gst-rst-worksheet * { visibility: visible; }
  #gst-rst-worksheet { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; }
  #gst-rst-worksheet .reports-no-print { display: none !important; }
}
`
