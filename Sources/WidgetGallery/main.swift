import Foundation
import Widgets

// WidgetGallery [--bench] [--out FILE] [--theme DIR]
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--bench") {
    Benchmark.run()
    exit(0)
}
if arguments.contains("--sample") {
    // Prints one sample chart's markup: `--sample line30` or `--sample bars365`.
    print(arguments.contains("bars365") ? Samples.barChart(365).render() : Samples.lineChart30().render())
    exit(0)
}
func option(_ name: String, _ fallback: String) -> String {
    guard let i = arguments.firstIndex(of: name), arguments.index(after: i) < arguments.endIndex else { return fallback }
    return arguments[arguments.index(after: i)]
}
let themeDir = option("--theme", "Themes/default")
let out = option("--out", ".build/gallery/index.html")
do {
    let tokens = try String(contentsOfFile: themeDir + "/tokens.yml", encoding: .utf8)
    let css = try String(contentsOfFile: themeDir + "/assets/widgets.css", encoding: .utf8)
    let page = Gallery.page(tokensCSS: TokenSheet(yaml: tokens).css + Icon.stylesheet + GradientToken.stylesheet, widgetsCSS: css)
    let url = URL(fileURLWithPath: out)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try page.write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(out) (\(page.utf8.count) bytes)")
} catch {
    FileHandle.standardError.write(Data("WidgetGallery: \(error)\n".utf8))
    exit(1)
}
