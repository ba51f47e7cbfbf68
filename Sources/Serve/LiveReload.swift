import Foundation
import SiteData

/// The live-reload script `sitegen serve` adds to the HTML it serves, and only there: built
/// files never contain it. The script asks `/__sitegen/status` twice a second; a new build
/// generation reloads the page, a failed build shows its messages in an overlay (the last good
/// site stays underneath), and a fixed build removes the overlay by reloading.
enum LiveReload {
    static let statusPath = "/__sitegen/status"
    static let scriptPath = "/__sitegen/live.js"

    static let tag = "<script src=\"\(scriptPath)\"></script>"

    /// `html` with the script tag before its last `</body>`, or at the end when there is none.
    static func inject(into html: Data) -> Data {
        let closing = Data("</body>".utf8)
        guard let range = html.range(of: closing, options: .backwards) else { return html + Data(tag.utf8) }
        var out = html
        out.replaceSubrange(range, with: Data((tag + "</body>").utf8))
        return out
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
      function overlay(text) {
        if (!box) {
          box = document.createElement('div');
          box.id = 'sitegen-error';
          box.setAttribute('role', 'alert');
          box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;' +
            'background:rgba(17,24,39,.94);color:#fff;font:14px/1.5 ui-monospace,monospace';
          var h = document.createElement('p');
          h.style.cssText = 'margin:0 0 12px;font-weight:700;color:#fca5a5';
          h.textContent = 'The last build failed. Fix the content and save: this page reloads. ' +
            'Underneath is the last site that built.';
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
      poll();
    })();

    """
}
