// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["SiteGenCLI"]),
        .library(name: "SiteGen", targets: ["SiteGen"]),
    ],
    // PostgreSQL (`--source postgres://…`) is a package trait, off by default: it pulls in SwiftNIO,
    // PostgresNIO and BoringSSL, which triple a fresh build's time. `swift build --traits Postgres`
    // turns it on (docs/database.md); CI always tests with it.
    traits: [
        .trait(name: "Postgres", description: "Read the tables from a PostgreSQL database (--source postgres://…)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.21.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev). Only SiteGen/Markdown imports it.
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // libjpeg and libpng from the system (Debian: libjpeg-dev, libpng-dev), to check photos
        // against their headers and scale big ones down. Only the CImage C target includes them.
        .systemLibrary(
            name: "CJPEG",
            path: "Sources/CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // Decoding, area-average scaling and encoding of photos, in C because both libraries
        // report errors with longjmp. Only SitePhotos (Photos/ImageCodec) imports it.
        .target(name: "CImage", dependencies: ["CJPEG", "CPNG"], path: "Sources/CImage"),
        // Photos and note pictures as sitegen publishes them: metadata removed, decoded within
        // limits and encoded again, scaled down (docs/security.md). Plain values in and out;
        // only ImageCodec imports CImage. SiteGen reads pictures through it. (Not named `Photos`: Apple's framework.)
        .target(name: "SitePhotos", dependencies: ["CImage"], path: "Sources/Photos"),
        // jemalloc as the allocator on Linux (Debian: libjemalloc-dev), configured in allocator.c:
        // glibc's malloc cost about a tenth of a build's CPU time (docs/performance.md, "Allocator").
        // A choice of the programs (sitegen and its benchmark), not of the SiteGen library.
        .target(
            name: "CAllocator",
            path: "Sources/CAllocator",
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]
        ),
        // SHA-256 compression with the x86 SHA instructions, used when the CPU has them (elsewhere
        // it compiles to "no hardware"). Plain C, no dependencies. Only SiteOutput/SHA256 imports it.
        .target(name: "CSHA256", path: "Sources/CSHA256"),
        // The coach's documents as PDF (docs/coach-pdf.md): cairo draws the page (and the Widgets'
        // charts from their geometry, and the photo), pango lays out the text, libqrencode makes
        // the QR codes (Debian: libcairo2-dev, libpango1.0-dev, libqrencode-dev). Only the
        // CoachDocuments module imports them.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", path: "Sources/CPango", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CQRencode", path: "Sources/CQRencode", pkgConfig: "libqrencode",
                       providers: [.apt(["libqrencode-dev"])]),
        // Whole-buffer DEFLATE for the packet zip (Debian: libdeflate-dev): zlib's sizes in half
        // its time; and the CRC-32 and Adler-32 (the share image's own deflate is ScreenDeflate).
        // Only CoachDocuments/Deflate.swift imports it.
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        // Documents for coaches (docs/coach-pdf.md, docs/packet.md): the résumé and report PDFs and
        // the share image from plain values (already-localised strings, Widgets' chart geometry),
        // and the packet's zip format; what they may hold is decided in SiteData (Model/Edition). Not on SiteData: plain values in, so it compiles while
        // SiteData does, not after it (docs/performance.md, "Where the first command's time goes").
        .target(name: "CoachDocuments",
                dependencies: ["Widgets", "CCairo", "CPango", "CQRencode", "CDeflate"],
                path: "Sources/CoachDocuments"),
        // Models, loaders, aggregations. Pure: no HTML. (Not named `Data`: clashes with Foundation.)
        .target(
            name: "SiteData",
            dependencies: [.product(name: "Yams", package: "Yams")],
            path: "Sources/Data"
        ),
        // The PostgreSQL data source (kept out of SiteData so the data layer stays pure). Its sources
        // are inside `#if Postgres` and PostgresNIO is wired only with the trait, so that without it
        // SwiftPM neither checks out postgres-nio and its twelve dependencies nor compiles SwiftNIO.
        .target(
            name: "SiteDataPostgres",
            dependencies: ["SiteData", .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"]))],
            path: "Sources/DataPostgres"
        ),
        // Benchmark: fetch rich athletes from a local server (scripts/pg-bench.sh).
        .executableTarget(name: "PGBench",
                          dependencies: ["SiteData", .target(name: "SiteDataPostgres", condition: .when(traits: ["Postgres"]))],
                          path: "Sources/PGBench"),
        // HTML and SVG components: pure functions of plain values.
        .target(name: "Widgets", path: "Sources/Widgets"),
        // Every widget in its normal, empty and extreme states, light and dark; `--bench` times charts.
        .executableTarget(name: "WidgetGallery", dependencies: ["Widgets"], path: "Sources/WidgetGallery"),
        // Writes Themes/default as Swift source (run by the EmbedTheme plugin on every build).
        .executableTarget(name: "ThemeEmbedder", path: "Sources/ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"], path: "Plugins/EmbedTheme"),
        // Writes the list of dataset shapes from the file names of Sources/SiteGen/Render/Shapes, and
        // the list of pages from those of PageSpec/Datasets and the `PageFiles` types of Render/Pages and Coach/Pages
        // (run by the ShapeRegistry plugin whenever one of those files is added, removed or edited).
        .executableTarget(name: "ShapeRegistryWriter", path: "Sources/ShapeRegistryWriter"),
        .plugin(name: "ShapeRegistry", capability: .buildTool(), dependencies: ["ShapeRegistryWriter"], path: "Plugins/ShapeRegistry"),
        // The output folder: staging, the lock, the atomic swap, refusing paths outside it; SHA-256
        // for the build cache's fingerprints and the packet's checksum.
        .target(name: "SiteOutput", dependencies: ["CSHA256"], path: "Sources/SiteOutput"),
        // `sitegen new`: seeded sample athletes and the blank content folder (tables from TableSchema).
        .target(name: "SampleSite", dependencies: ["SiteData", "SiteOutput"], path: "Sources/SampleSite"),
        // Site rendering: config, theme, page specs, pages, Markdown, the build pipeline, packet.
        .target(
            name: "SiteGen",
            dependencies: [
                "SiteData", "Widgets", "SiteOutput", "CoachDocuments", "SitePhotos", "CCmark",
            ],
            path: "Sources/SiteGen",
            plugins: ["EmbedTheme", "ShapeRegistry"]
        ),
        // `sitegen serve`: preview server with live reload, its own small HTTP/1.1 server over
        // FlyingSocks (FlyingFox's socket layer: small, no SwiftNIO).
        .target(
            name: "SiteServe",
            dependencies: ["SiteGen", "SiteData", "SiteOutput", .product(name: "FlyingSocks", package: "FlyingFox")],
            path: "Sources/Serve"
        ),
        .executableTarget(
            name: "SiteGenCLI",
            dependencies: [
                "SiteGen", "SiteData", "SiteServe", "SiteOutput", "SampleSite", "CAllocator",
                // The CLI chooses the data source: with the trait, `--source postgres://…` works.
                .target(name: "SiteDataPostgres", condition: .when(traits: ["Postgres"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/SiteGenCLI"
        ),
        // `swift run -c release sitegen-bench`: the speed targets, measured (not a test).
        .executableTarget(name: "SiteGenBench", dependencies: ["SiteGen", "SiteData", "SampleSite", "CoachDocuments", "Widgets", "CAllocator"], path: "Sources/SiteGenBench"),
        // libFuzzer targets, one per parser: `scripts/fuzz.sh TARGET SECONDS` builds them with
        // -sanitize=fuzzer,address into .build-fuzz. In an ordinary build each is a replay tool.
        .target(name: "FuzzDriver", path: "Sources/Fuzz/FuzzDriver"),
        .executableTarget(name: "FuzzCSV", dependencies: ["SiteData", "FuzzDriver"], path: "Sources/Fuzz/FuzzCSV"),
        .executableTarget(name: "FuzzJSON", dependencies: ["SiteData", "FuzzDriver"], path: "Sources/Fuzz/FuzzJSON"),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["SiteData", "FuzzDriver"], path: "Sources/Fuzz/FuzzFrontMatter"),
        .executableTarget(name: "FuzzTimestamp", dependencies: ["SiteData", "FuzzDriver"], path: "Sources/Fuzz/FuzzTimestamp"),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["SiteGen", "FuzzDriver"], path: "Sources/Fuzz/FuzzMarkdown"),
        .testTarget(name: "DataTests", dependencies: ["SiteData", "FileTestSupport"], path: "Tests/DataTests",
                    resources: [.copy("Fixtures")]),
        .testTarget(
            name: "WidgetsTests",
            dependencies: ["Widgets", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/WidgetsTests",
            resources: [.copy("Golden")]
        ),
        // poppler's and qpdf's tools on PDF bytes, for the tests of CoachDocuments and of the site's PDFs.
        .target(name: "PDFTestSupport", path: "Tests/PDFTestSupport"),
        // Scratch folders and file listings, for the tests of the modules that write files, and
        // the seeded generator of generated test inputs (the sample content's).
        .target(name: "FileTestSupport", dependencies: ["SampleSite"], path: "Tests/FileTestSupport"),
        // Real and crafted JPEG/PNG/HEIF bytes for the photo tests (SitePhotos' own and SiteGen's).
        .target(name: "PhotoTestSupport", dependencies: ["SitePhotos", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
                path: "Tests/PhotoTestSupport"),
        .testTarget(name: "SitePhotosTests", dependencies: ["SitePhotos", "PhotoTestSupport"], path: "Tests/SitePhotosTests"),
        .testTarget(name: "SiteOutputTests", dependencies: ["SiteOutput", "SampleSite", "FileTestSupport"], path: "Tests/SiteOutputTests"),
        .testTarget(name: "SampleSiteTests", dependencies: ["SampleSite", "SiteData", "SiteOutput", "SitePhotos", "FileTestSupport"], path: "Tests/SampleSiteTests"),
        .testTarget(name: "CoachDocumentsTests", dependencies: ["CoachDocuments", "SiteData", "Widgets", "PDFTestSupport",
                                                         .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                                                         .product(name: "PropertyBased", package: "swift-property-based")],
                    path: "Tests/CoachDocumentsTests"),
        .testTarget(name: "ServeTests", dependencies: ["SiteServe", "SiteGen", "SiteData"], path: "Tests/ServeTests"),
        // Runs the built `sitegen` executable (the command line as a user types it).
        .testTarget(name: "CLITests", dependencies: ["SiteGenCLI", "FileTestSupport"], path: "Tests/CLITests"),
        .testTarget(name: "DataPostgresTests",
                    dependencies: [
                        "SiteData",
                        .target(name: "SiteDataPostgres", condition: .when(traits: ["Postgres"])),
                        .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
                    ],
                    path: "Tests/DataPostgresTests"),
        .testTarget(name: "SiteGenTests",
                    dependencies: ["SiteGen", "SitePhotos", "SiteData", "SiteOutput", "SampleSite", "CoachDocuments", "Widgets", "PDFTestSupport", "FileTestSupport", "PhotoTestSupport",
                                   .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                                   .target(name: "SiteDataPostgres", condition: .when(traits: ["Postgres"]))],
                    path: "Tests/SiteGenTests",
                    resources: [.copy("Fixtures")]),
    ]
)
