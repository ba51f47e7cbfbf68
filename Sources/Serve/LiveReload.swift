import Foundation
import SiteData

/// The live-reload script `sitegen serve` adds to the HTML it serves, and only there: built
/// files never contain it. The script asks `/__sitegen/status` twice a second; a new build
/// generation reloads the page, a failed build shows its messages in an overlay (over the last
/// good pages, or over the page that says why there are none: a 404, an athlete's error page),
/// and a fixed build removes the overlay by reloading. A family index served while numbers are
/// being counted also asks `/__sitegen/counting`, and reloads once they are all counted.
enum LiveReload {
    static let statusPath = "/__sitegen/status"
    static let scriptPath = "/__sitegen/live.js"
    static let countingPath = "/__sitegen/counting"

    /// The script tag for a page served with `status`: other than 200, the page is not the last
    /// good one of what was asked for, and the overlay does not say it is. `counting`: a family
    /// index page with numbers still being counted.
    static func tag(status: Int = 200, counting: Bool = false) -> String {
        "<script src=\"\(scriptPath)\"" + (status == 200 ? "" : " data-status=\"\(status)\"")
            + (counting ? " data-counting" : "") + "></script>"
    }

    /// `html` with the script tag before its last `</body>`, or at the end when there is none:
    /// three slices, the page's own bytes shared, not copied.
    static func inject(into html: [UInt8], status: Int = 200, counting: Bool = false) -> [ArraySlice<UInt8>] {
        let at = lastBodyEnd(in: html) ?? html.count
        let script = status == 200 && !counting ? tagBytes : Array(Self.tag(status: status, counting: counting).utf8)
        return [html[..<at], ArraySlice(script), html[at...]]
    }

    /// The counting answer: `{"counting":true}` while some athlete's numbers are being counted.
    static func counting(_ counting: Bool) -> Data {
        Data("{\"counting\":\(counting)}".utf8)
    }

    private static let tagBytes = Array(tag().utf8)
    private static let closing = Array("</body>".utf8)

    /// Where the last `</body>` starts.
    static func lastBodyEnd(in html: [UInt8]) -> Int? {
        guard html.count >= closing.count else { return nil }
        var i = html.count - closing.count
        while i >= 0 {
            if html[i] == 0x3C, html[i..<(i + closing.count)].elementsEqual(closing) { return i }
            i -= 1
        }
        return nil
    }

    /// The status answer: `{"generation":N,"error":"…"}` (error null when the last build passed).
    static func status(generation: Int, error: String?) -> Data {
        let errorJSON = error.map(jsonString) ?? "null"
        return Data("{\"generation\":\(generation),\"error\":\(errorJSON)}".utf8)
    }

    /// A JSON string that can also sit inside a page: `<` is written `\u003c`, so a message can
    /// never close a `<script>`.
    static func jsonString(_ s: String) -> String {
        JSONValue.quoted(s).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The script. It builds the overlay with `textContent`, so build messages (which quote the
    /// user's data) are never parsed as HTML.
    static let script = """
    (function () {
      var seen = null, box = null;
      var own = document.currentScript, status = own ? own.getAttribute('data-status') : null;
      var counting = own ? own.hasAttribute('data-counting') : false;
      function overlay(text) {
        if (!box) {
          box = document.createElement('div');
          box.id = 'sitegen-error';
          box.setAttribute('role', 'alert');
          box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;' +
            'background:rgba(17,24,39,.94);color:#fff;font:14px/1.5 ui-monospace,monospace';
          var h = document.createElement('p');
          h.style.cssText = 'margin:0 0 12px;font-weight:700;color:#fca5a5';
          h.textContent = 'The content has errors. Fix them and save: this page reloads.' +
            (status ? '' : ' Underneath are the last pages that built.');
          var pre = document.createElement('pre');
          pre.style.cssText = 'margin:0;padding:0;border:0;background:none;color:#fff;font:inherit;white-space:pre-wrap';
          box.appendChild(h);
          box.appendChild(pre);
          document.body.appendChild(box);
        }
        box.lastChild.textContent = text;
      }
      function poll() {
        fetch('\(statusPath)', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (s) {
          if (seen === null) { seen = s.generation; }
          else if (s.generation !== seen) { location.reload(); return; }
          if (s.error) { overlay(s.error); } else if (box) { box.remove(); box = null; }
          setTimeout(poll, 500);
        }).catch(function () { setTimeout(poll, 1000); });
      }
      function counted() {
        fetch('\(countingPath)', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (c) {
          if (c.counting) { setTimeout(counted, 500); } else { location.reload(); }
        }).catch(function () { setTimeout(counted, 1000); });
      }
      poll();
      if (counting) { counted(); }
    })();

    """
}
