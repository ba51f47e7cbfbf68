/// The packet's own stylesheet section, appended to the theme's `assets/style.css` in the
/// packet only (the site never carries it): a compact profile,
/// and print rules that fit the profile on one page where possible and print link addresses.
enum PacketStylesheet {
    static let css = """

    /* ---------- Coach packet (sitegen packet) ---------- */
    .profile .section { margin-bottom: var(--size-space-4); }
    .profile .facts { gap: var(--size-space-1) var(--size-space-4); }
    .profile .link-list { margin: 0; padding-left: var(--size-space-4); }
    .profile .link-list li + li { margin-top: var(--size-space-1); }
    @media print {
      @page { margin: 10mm 12mm; }
      body { font-size: 9pt; line-height: 1.3; }
      body > header { display: none; }
      #main { padding: 0; }
      #main > .profile-photo { width: 30mm; height: 30mm; margin-bottom: 2mm; }
      :where(#main > div):first-child { margin-bottom: 3mm; }
      :where(#main > div):first-child h1 { font-size: 18pt; }
      .profile .section { margin-bottom: 3mm; break-inside: auto; }
      .profile .section > h2 { font-size: 11pt; margin-bottom: 1.5mm; }
      .profile .widget-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 3mm; }
      .profile .widget-grid > * { margin-bottom: 0; }
      .profile .card { padding: 2mm 3mm; border-radius: 2mm; }
      .profile .card > :is(h2, h3):first-child { font-size: 10.5pt; margin-bottom: 1.5mm; }
      .profile .card-header { margin-bottom: 1.5mm; }
      .profile .metric-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1mm 2mm; }
      .profile .metric-grid > * { margin-bottom: 0; }
      .profile .metric-card p { margin: 0; }
      .profile .metric-value { font-size: 11pt; }
      .profile .metric-card .badge { font-size: 7pt; }
      .profile .note-excerpt { display: none; }
      .profile .prose { max-width: none; }
      .profile .prose p, .profile .prose ul { margin-bottom: 1.5mm; }
      .profile .link-list a::after, .profile .facts a[href^="http"]::after {
        content: " " attr(href);
        font-size: 8pt;
        overflow-wrap: anywhere;
      }
      .profile .w-list li { padding-top: 1mm; padding-bottom: 1mm; }
      .profile .w-row-title { white-space: normal; }
      .profile #profile .widget-grid { grid-template-columns: minmax(0, 7fr) minmax(0, 3fr); }
      .profile #performance .widget-grid { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
      .profile #profile .widget-grid > :first-child .facts {
        grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr);
        gap: 0.5mm 3mm;
      }
      .profile .link-list a::after { word-break: break-all; }
      .profile .note-list { margin: 0; padding-left: 4mm; }
      .profile .note-list p { margin: 0; }
      body > footer { padding: 2mm 0 0; font-size: 8pt; }
    }

    """
}
