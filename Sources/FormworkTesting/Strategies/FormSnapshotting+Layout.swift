import FormworkLayout

/// A solved form layout in each of its renderings.
extension FormSnapshotting where Value == FormLayout {
    /// The text outline (`layout.render(.text)`), in a `.txt` file.
    ///
    /// ```swift
    /// assertSnapshot(of: try form.layout(for: .compact), as: .text, named: "compact")
    /// ```
    public static var text: FormSnapshotting<FormLayout> { rendering(.text, pathExtension: "txt") }

    /// The ASCII wireframe (`layout.render(.ascii)`), in a `.txt` file.
    ///
    /// ```swift
    /// assertSnapshot(of: try form.layout(for: .compact), as: .ascii, named: "wireframe")
    /// ```
    public static var ascii: FormSnapshotting<FormLayout> { rendering(.ascii, pathExtension: "txt") }

    /// The JSON document (`layout.render(.json)`), in a `.json` file.
    ///
    /// ```swift
    /// assertSnapshot(of: try form.layout(for: .regular), as: .json, named: "regular")
    /// ```
    public static var json: FormSnapshotting<FormLayout> { rendering(.json, pathExtension: "json") }

    /// The picture (`layout.render(.svg)`): each row drawn as its control,
    /// with its state, help and errors, in an `.svg` file a browser opens.
    ///
    /// ```swift
    /// assertSnapshot(of: try form.layout(for: .regular), as: .svg, named: "regular")
    /// ```
    public static var svg: FormSnapshotting<FormLayout> { rendering(.svg, pathExtension: "svg") }

    static func rendering(_ format: FormLayout.RenderFormat, pathExtension: String) -> FormSnapshotting<FormLayout> {
        FormSnapshotting(pathExtension: pathExtension) { $0.render(format) }
    }
}
