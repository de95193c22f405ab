// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
        .library(name: "FormworkLayout", targets: ["FormworkLayout"]),
        .library(name: "FormworkTesting", targets: ["FormworkTesting"]),
    ],
    targets: [
        .target(name: "Formwork"),
        .target(name: "FormworkLayout", dependencies: ["Formwork"]),
        .target(name: "FormworkTesting", dependencies: ["FormworkLayout"]),
        .executableTarget(name: "signup", dependencies: ["Formwork", "FormworkLayout"], path: "Samples/SignUp"),
        .executableTarget(
            name: "formwork-bench",
            dependencies: ["Formwork", "FormworkLayout"],
            path: "Benchmarks/FormworkBench"
        ),
        .executableTarget(name: "formwork-fuzz", dependencies: ["Formwork", "FormworkLayout"], path: "Fuzz/FormworkFuzz"),
        .executableTarget(name: "formwork-stack-check", dependencies: ["Formwork"], path: "Tests/StackCheck"),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork"]),
        .testTarget(name: "FormworkLayoutTests", dependencies: ["FormworkLayout", "Formwork"]),
        .testTarget(
            name: "FormworkTestingTests",
            dependencies: ["FormworkTesting", "FormworkLayout", "Formwork"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
