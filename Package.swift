// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["SiteGenCLI"]),
        .library(name: "SiteGen", targets: ["SiteGen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.21.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev). Only SiteGen/Markdown imports it.
        .systemLibrary(
            name: "CCmark",
            path: "Sources/CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // Models, loaders, aggregations. Pure: no HTML. (Not named `Data`: clashes with Foundation.)
        .target(
            name: "SiteData",
            dependencies: [.product(name: "Yams", package: "Yams")],
            path: "Sources/Data"
        ),
        // The PostgreSQL data source (kept out of SiteData so the data layer stays pure).
        .target(
            name: "SiteDataPostgres",
            dependencies: ["SiteData", .product(name: "PostgresNIO", package: "postgres-nio")],
            path: "Sources/DataPostgres"
        ),
        // Benchmark: fetch rich athletes from a local server (scripts/pg-bench.sh).
        .executableTarget(name: "PGBench", dependencies: ["SiteDataPostgres"], path: "Sources/PGBench"),
        // HTML and SVG components: pure functions of plain values.
        .target(name: "Widgets", path: "Sources/Widgets"),
        // Every widget in its normal, empty and extreme states, light and dark; `--bench` times charts.
        .executableTarget(name: "WidgetGallery", dependencies: ["Widgets"], path: "Sources/WidgetGallery"),
        // Config, theme, page specs, pipeline, Markdown, writing, packet.
        .target(
            name: "SiteGen",
            dependencies: [
                "SiteData", "SiteDataPostgres", "Widgets", "CCmark",
                .product(name: "Yams", package: "Yams"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Sources/SiteGen"
        ),
        .executableTarget(
            name: "SiteGenCLI",
            dependencies: [
                "SiteGen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/SiteGenCLI"
        ),
        // `swift run -c release sitegen-bench`: the speed targets, measured (not a test).
        .executableTarget(name: "SiteGenBench", dependencies: ["SiteGen", "SiteData"], path: "Sources/SiteGenBench"),
        .testTarget(name: "DataTests", dependencies: ["SiteData"], path: "Tests/DataTests",
                    resources: [.copy("Fixtures")]),
        .testTarget(
            name: "WidgetsTests",
            dependencies: ["Widgets", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/WidgetsTests",
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "DataPostgresTests",
                    dependencies: ["SiteDataPostgres", .product(name: "PostgresNIO", package: "postgres-nio")],
                    path: "Tests/DataPostgresTests"),
        .testTarget(name: "SiteGenTests", dependencies: ["SiteGen"], path: "Tests/SiteGenTests",
                    resources: [.copy("Fixtures")]),
    ]
)
