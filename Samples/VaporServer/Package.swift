// swift-tools-version:6.2
import PackageDescription

// The sign-up form served by Vapor, its sign-ups kept with Fluent in SQLite:
// a package of its own, so that Formwork itself depends on nothing.
// Formwork is used by relative path.
let package = Package(
    name: "SignUpVapor",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
    products: [
        .executable(name: "signup-vapor", targets: ["signup-vapor"]),
        // What every Vapor app that serves a Formwork form writes: the body
        // read by its media type, the language, the CSRF cookie, the page.
        .library(name: "FormworkVapor", targets: ["FormworkVapor"]),
    ],
    dependencies: [
        .package(name: "Formwork", path: "../.."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
    ],
    targets: [
        .target(
            name: "FormworkVapor",
            dependencies: [
                .product(name: "Formwork", package: "Formwork"),
                .product(name: "FormworkHTML", package: "Formwork"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .target(
            name: "SignUpVapor",
            dependencies: [
                "FormworkVapor",
                .product(name: "Formwork", package: "Formwork"),
                .product(name: "FormworkHTML", package: "Formwork"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
            ]
        ),
        .executableTarget(name: "signup-vapor", dependencies: ["SignUpVapor"]),
        .testTarget(
            name: "SignUpVaporTests",
            dependencies: [
                "SignUpVapor",
                "FormworkVapor",
                .product(name: "Formwork", package: "Formwork"),
                .product(name: "FormworkTesting", package: "Formwork"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
