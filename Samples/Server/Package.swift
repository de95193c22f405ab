// swift-tools-version:6.2
import PackageDescription

// The sign-up form served by Hummingbird: a package of its own, so that
// Formwork itself depends on nothing. Formwork is used by relative path.
let package = Package(
    name: "SignUpServer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
    products: [
        .executable(name: "signup-server", targets: ["signup-server"])
    ],
    dependencies: [
        .package(name: "Formwork", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        .target(
            name: "SignUpServer",
            dependencies: [
                .product(name: "Formwork", package: "Formwork"),
                .product(name: "FormworkHTML", package: "Formwork"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .executableTarget(name: "signup-server", dependencies: ["SignUpServer"]),
        // Formwork's binding of one request beside Hummingbird's decoder:
        // `swift run -c release --package-path Samples/Server signup-server-bench`.
        .executableTarget(
            name: "signup-server-bench",
            dependencies: [
                "SignUpServer",
                .product(name: "Formwork", package: "Formwork"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "SignUpServerTests",
            dependencies: [
                "SignUpServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
