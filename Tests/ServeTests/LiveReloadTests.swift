import Foundation
import Testing
@testable import SiteServe

@Suite struct LiveReloadTests {
    @Test func scriptGoesBeforeTheLastClosingBody() {
        let html = Data("<html><body><p>&lt;/body&gt;</p></body></html>".utf8)
        let out = String(decoding: LiveReload.inject(into: html), as: UTF8.self)
        #expect(out == "<html><body><p>&lt;/body&gt;</p><script src=\"/__sitegen/live.js\"></script></body></html>")
    }

    @Test func aPageWithoutBodyGetsTheScriptAtTheEnd() {
        let out = String(decoding: LiveReload.inject(into: Data("<p>x</p>".utf8)), as: UTF8.self)
        #expect(out == "<p>x</p><script src=\"/__sitegen/live.js\"></script>")
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
}
