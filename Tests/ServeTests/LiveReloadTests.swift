import Foundation
import Testing
@testable import SiteServe

@Suite struct LiveReloadTests {
    @Test func scriptGoesBeforeTheLastClosingBody() {
        let html = Array("<html><body><p>&lt;/body&gt;</p></body></html>".utf8)
        let out = String(decoding: LiveReload.inject(into: html).joined(), as: UTF8.self)
        #expect(out == "<html><body><p>&lt;/body&gt;</p><script src=\"/__sitegen/live.js\"></script></body></html>")
    }

    @Test func aPageWithoutBodyGetsTheScriptAtTheEnd() {
        let out = String(decoding: LiveReload.inject(into: Array("<p>x</p>".utf8)).joined(), as: UTF8.self)
        #expect(out == "<p>x</p><script src=\"/__sitegen/live.js\"></script>")
    }

    /// The page is sent from the preview's own copy: the slices share its storage.
    @Test func theScriptIsAddedWithoutCopyingThePage() {
        let html = Array(("<html><body>" + String(repeating: "x", count: 100_000) + "</body></html>").utf8)
        let parts = LiveReload.inject(into: html)
        #expect(parts.map(\.count) == [100_012, 42, 14])
        html.withUnsafeBufferPointer { page in
            parts[0].withUnsafeBufferPointer { #expect($0.baseAddress == page.baseAddress) }
            parts[2].withUnsafeBufferPointer { #expect($0.baseAddress == page.baseAddress! + 100_012) }
        }
    }

    @Test func statusEscapesBuildMessages() {
        let message = "content/a.csv:2:5: \"x\" </script>\n\tend\u{2028}"
        let out = String(decoding: LiveReload.status(generation: 3, error: message), as: UTF8.self)
        #expect(out == #"{"generation":3,"error":"content/a.csv:2:5: \"x\" \u003c/script>\n\tend\u2028"}"#)
        let parsed = try? JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        #expect(parsed?["error"] as? String == message)
        #expect(String(decoding: LiveReload.status(generation: 1, error: nil), as: UTF8.self) == #"{"generation":1,"error":null}"#)
    }

    @Test func theOverlayNeverParsesMessagesAsHTML() {
        #expect(LiveReload.script.contains("textContent = text"))
        #expect(!LiveReload.script.contains("innerHTML"))
    }

    /// A family index served while numbers are being counted reloads once they are all counted.
    @Test func aPageStillCountingAsksForTheCountAndReloadsWhenItIsDone() {
        let out = String(decoding: LiveReload.inject(into: Array("<body></body>".utf8), counting: true).joined(), as: UTF8.self)
        #expect(out == "<body><script src=\"/__sitegen/live.js\" data-counting></script></body>")
        #expect(LiveReload.tag(status: 500, counting: true) == "<script src=\"/__sitegen/live.js\" data-status=\"500\" data-counting></script>")
        #expect(LiveReload.tag() == "<script src=\"/__sitegen/live.js\"></script>")
        #expect(String(decoding: LiveReload.counting(true), as: UTF8.self) == #"{"counting":true}"#)
        #expect(String(decoding: LiveReload.counting(false), as: UTF8.self) == #"{"counting":false}"#)
        #expect(LiveReload.script.contains("fetch('/__sitegen/counting'"))
        #expect(LiveReload.script.contains("if (c.counting) { setTimeout(counted, 500); } else { location.reload(); }"))
    }
}
