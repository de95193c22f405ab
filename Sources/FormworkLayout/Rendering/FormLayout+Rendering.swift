/// Rendering a solved layout.
extension FormLayout {
    /// The layout as text, ASCII art, JSON, or a picture in SVG with each
    /// row drawn as its control (see ``FormLayout/RenderFormat``).
    ///
    /// ```swift
    /// try input.layout(.compact).render(.text)
    /// // layout compact 375 x 104
    /// // user_name (text) x=8 y=8 w=359 h=44 title="User Name" placeholder="Your name"
    /// // age (number) x=8 y=52 w=359 h=44 title="Age" value="42"
    /// try form.layout(for: .compact, errors: form.validate()).render(.svg)   // errors drawn in red
    /// ```
    public func render(_ format: FormLayout.RenderFormat) -> String {
        switch format {
        case .text: return TextOutlineRenderer.render(self)
        case .ascii: return renderASCII()
        case .json: return JSONLayoutRenderer.render(self)
        case .svg: return SVGLayoutRenderer.render(self)
        }
    }

    /// The ASCII wireframe at a chosen scale.
    ///
    /// ```swift
    /// layout.renderASCII(pointsPerColumn: 4, pointsPerRow: 8)   // twice as detailed
    /// ```
    ///
    /// The grid is at most 500 columns by 2 000 rows, whatever the frames:
    /// a larger layout is drawn clipped at the right and the bottom, and a
    /// last line starting `~ clipped:` gives its full size in characters.
    /// Larger scales show all of it. A scale that is not a finite positive
    /// number falls back to the default (8 points per column, 11 per row).
    public func renderASCII(pointsPerColumn: Double = 8, pointsPerRow: Double = 11) -> String {
        ASCIIWireframeRenderer(pointsPerColumn: pointsPerColumn, pointsPerRow: pointsPerRow).render(self)
    }
}

extension FormLayout.Frame {
    /// `header`, or the row kind's name (`text`, `longText`, …).
    var roleName: String {
        switch role {
        case .header: return "header"
        case .item(let kind): return kind.rawValue
        }
    }
}
