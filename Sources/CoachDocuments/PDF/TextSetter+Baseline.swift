import CPango

extension TextSetter {
    /// One line of `text` (natural width, no wrapping) whose baseline starts at (x, baseline),
    /// or ends there when `anchorEnd`: how an SVG `<text>` is placed, for chart labels.
    func drawLine(_ text: String, _ style: TextStyle, x: Double, baseline: Double, anchorEnd: Bool) {
        guard !text.isEmpty else { return }
        let l = layout(text, style, width: nil, maxLines: 1)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(l, &w, &h)
        let ascent = Double(pango_layout_get_baseline(l)) / 1024
        cairo_set_source_rgb(cairo, style.color.red, style.color.green, style.color.blue)
        cairo_move_to(cairo, anchorEnd ? x - Double(w) / 1024 : x, baseline - ascent)
        pango_cairo_show_layout(cairo, l)
    }
}
